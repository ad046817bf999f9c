import type { NavLink } from '../content/navigation.ts';

/**
 * A row of link buttons: the first is the main action (solid), the rest outlined.
 * `large` for a section's closing actions, `after` for a row under a section's content.
 */
export function ActionLinks({
  links,
  large = false,
  after = false,
  className,
}: {
  links: readonly NavLink[];
  large?: boolean;
  after?: boolean;
  className?: string;
}) {
  const row = ['button-row', after ? 'button-row--after' : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={row}>
      {links.map((link, index) => (
        <a
          key={link.href + link.label}
          href={link.href}
          className={`btn ${index === 0 ? 'btn--primary' : 'btn--outline'}${large ? ' btn--lg' : ''}`}
        >
          {link.label}
        </a>
      ))}
    </div>
  );
}
