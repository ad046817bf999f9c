import { Monogram } from './Monogram.tsx';

/**
 * Names (partner schools) as the rows of one card, each beside its initials on a square (a
 * person's are round): no logos, which belong to their owners, and not one glyph repeated
 * on every tile. Seen whole at every width: short names need no row to swipe.
 */
export function NameTiles({ items, label }: { items: readonly { name: string; note: string }[]; label: string }) {
  return (
    <ul className="name-tiles" aria-label={label}>
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
