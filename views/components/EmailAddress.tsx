/**
 * An email address in a sentence: it moves to the next line whole rather than splitting at a
 * hyphen, and the punctuation right after it (`after`'s leading full stop or comma) stays on
 * its line, never a line of its own. `strong` sets the address (not the stop) in bold.
 */
export function EmailAddress({ email, after = '', strong = false }: { email: string; after?: string; strong?: boolean }) {
  const [, stuck = '', rest = ''] = /^([.,;:!?)]*)([\s\S]*)$/.exec(after) ?? [];
  return (
    <>
      <span className="email-address">
        {strong ? <strong>{email}</strong> : email}
        {stuck}
      </span>
      {rest}
    </>
  );
}
