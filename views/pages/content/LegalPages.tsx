/** /terms and /privacy. Filled by issue #10. */
export function TermsBody() {
  return null;
}
export function PrivacyBody() {
  return null;
}
