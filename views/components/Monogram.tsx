/**
 * A person's initials in the brand's colours, where a real photograph is not ours to show:
 * reviewers beside their words, and the instructor until the foundation adds a photo. It
 * never pretends to be a picture of the person. The colour is chosen from the name, so one
 * person always gets the same one. Decorative: the name is always printed beside it.
 */
const tones = ['violet', 'indigo', 'teal', 'amber', 'rose', 'sky'] as const;

export const initialsOf = (name: string) =>
  name
    .split(/[\s-]+/)
    .filter((part) => /^\p{L}/u.test(part))
    .map((part) => part[0]!.toUpperCase())
    .filter((_, index, all) => index === 0 || index === all.length - 1)
    .join('');

const toneOf = (name: string) => tones[[...name].reduce((sum, char) => sum + char.codePointAt(0)!, 0) % tones.length]!;

export function Monogram({
  name,
  size = 'small',
  className = '',
}: {
  name: string;
  size?: 'small' | 'large';
  className?: string;
}) {
  return (
    <span className={`monogram monogram--${size} monogram--${toneOf(name)} ${className}`.trim()} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
