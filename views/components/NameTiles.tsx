/** Names shown as a row of tiles (partners, tools): no logos, which belong to their owners. */
export function NameTiles({ items, label }: { items: readonly { name: string; note: string }[]; label: string }) {
  return (
    <ul className="grid grid--4 name-tiles" aria-label={label}>
      {items.map((item) => (
        <li key={item.name} className="name-tile">
          <strong>{item.name}</strong>
          <span className="muted">{item.note}</span>
        </li>
      ))}
    </ul>
  );
}
