/**
 * A person's initials in the brand's colours, where a real photograph is not ours to show:
 * reviewers beside their words, and the instructor until the foundation adds a photo. It
 * never pretends to be a picture of the person. The colour is chosen from the name, so one
 * person always gets the same one. Decorative: the name is always printed beside it.
 */
const tones = ['violet', 'indigo', 'teal', 'purple', 'blue', 'sky'] as const;

/**
 * A person's initials (first and last name), or with `lead`, a place's (its first two words:
 * "Oak Grove Middle School" is OG, not OS).
 */
export const initialsOf = (name: string, { lead = false }: { lead?: boolean } = {}) =>
  // A name before its comma: 'Dana, support lead' is D, 'Aiden, 13' is A.
  name
    .split(',')[0]!
    .split(/[\s-]+/)
    .filter((part) => /^\p{L}/u.test(part))
    .map((part) => part[0]!.toUpperCase())
    .filter((_, index, all) => (lead ? index < 2 : index === 0 || index === all.length - 1))
    .join('');

const toneOf = (name: string) => tones[[...name].reduce((sum, char) => sum + char.codePointAt(0)!, 0) % tones.length]!;

export function Monogram({
  name,
  size = 'small',
  tone = toneOf(name),
  className = '',
  place = false,
}: {
  name: string;
  /** A school, not a person: the first two words' initials, on a square. */
  place?: boolean;
  size?: 'small' | 'large';
  /** A set tone instead of the name's (the instructor wears the brand's violet everywhere). */
  tone?: (typeof tones)[number];
  className?: string;
}) {
  return (
    <span
      className={`monogram monogram--${size} monogram--${tone}${place ? ' monogram--square' : ''} ${className}`.trim()}
      aria-hidden="true"
    >
      {initialsOf(name, { lead: place })}
    </span>
  );
}
