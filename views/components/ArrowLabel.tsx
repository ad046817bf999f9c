/**
 * A link's words and the arrow after them. Underlined under the pointer or focus only
 * (base.css), and then the words carry the underline, not the link, so it stops at the last
 * letter (under the link, it ran on under the space before the arrow); the no-break space
 * keeps the arrow with the last word when the words wrap. The arrow is decoration, hidden
 * from screen readers.
 */
export function ArrowLabel({ children }: { children: string }) {
  return (
    <>
      <span className="arrow-label">{children}</span>
      {'\u00a0'}
      <span aria-hidden="true">→</span>
    </>
  );
}
