/**
 * An email address in a sentence: it moves to the next line whole rather than splitting at a
 * hyphen, and the punctuation right after it (`after`'s leading full stop or comma) stays on
 * its line, never a line of its own. `strong` sets the address (not the stop) in bold.
 */
export function EmailAddress({ email, after = '', strong = false }: { email: string; after?: string; strong?: boolean }) {
  const [, stuck = '', rest = ''] = /^([.,;:!?)]*)([\s\S]*)$/.exec(after) ?? [];
  // Too long for the line, the address breaks before its "@" ('example.or' over 'g' was a
  // break inside the domain); only a half longer than the line still wraps inside.
  const at = email.lastIndexOf('@');
  // A name too long for the line by itself breaks after one of its dots, not mid-word.
  const name = email
    .slice(0, Math.max(0, at))
    .split(/(?<=\.)/)
    .map((part, index) => (index === 0 ? part : [<wbr key={index} />, part]));
  const halves =
    at > 0 ? (
      <>
        {name}
        <wbr />
        {email.slice(at)}
      </>
    ) : (
      email
    );
  return (
    <>
      <span className="email-address">
        {strong ? <strong>{halves}</strong> : halves}
        {stuck}
      </span>
      {rest}
    </>
  );
}
