/** Body of the page under its header (InfoPage); copy in views/content. Filled by issue #10. */
export function FaqBody() {
  return null;
}
