import { SchoolIcon } from './icons.tsx';

/**
 * Names shown as a row of tiles (partner schools), each under a school glyph of ours: no
 * logos, which belong to their owners. On a phone they are the rows of one card, seen
 * whole (short names need no row to swipe).
 */
export function NameTiles({ items, label }: { items: readonly { name: string; note: string }[]; label: string }) {
  return (
    <ul className="grid grid--4 name-tiles" aria-label={label}>
      {items.map((item) => (
        <li key={item.name} className="name-tile">
          <span className="glyph-badge">
            <SchoolIcon />
          </span>
          <strong>{item.name}</strong>
          <span className="muted">{item.note}</span>
        </li>
      ))}
    </ul>
  );
}
