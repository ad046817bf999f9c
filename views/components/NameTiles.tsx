import { Monogram } from './Monogram.tsx';

/**
 * Names shown as a row of tiles (partner schools), each under its initials on a square (a
 * person's are round): no logos, which belong to their owners, and not one glyph repeated
 * on every tile. On a phone they are the rows of one card, seen whole (short names need no
 * row to swipe).
 */
export function NameTiles({ items, label }: { items: readonly { name: string; note: string }[]; label: string }) {
  return (
    <ul className="grid grid--4 name-tiles" aria-label={label}>
      {items.map((item) => (
        <li key={item.name} className="name-tile">
          <Monogram name={item.name} place />
          <strong>{item.name}</strong>
          <span className="muted">{item.note}</span>
        </li>
      ))}
    </ul>
  );
}
