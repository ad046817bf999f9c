import { phoneRowAttributes } from './FeatureGrid.tsx';

/**
 * Names shown as a row of tiles (partners, tools): no logos, which belong to their owners.
 * On a phone the row scrolls sideways (named and focusable, as every such row).
 */
export function NameTiles({ items, label }: { items: readonly { name: string; note: string }[]; label: string }) {
  return (
    <ul className="grid grid--4 name-tiles grid--phone-row" {...phoneRowAttributes(label)}>
      {items.map((item) => (
        <li key={item.name} className="name-tile">
          <strong>{item.name}</strong>
          <span className="muted">{item.note}</span>
        </li>
      ))}
    </ul>
  );
}
