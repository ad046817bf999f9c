export type Figure = { value: string; label: string };

/** Key figures as large numbers with their labels ('150+ Students taught'), read as one phrase each. */
export function FigureList({ items, label }: { items: readonly Figure[]; label?: string }) {
  return (
    <ul className="figure-list" aria-label={label}>
      {items.map((item) => (
        <li key={item.label}>
          <strong>{item.value}</strong> <span>{item.label}</span>
        </li>
      ))}
    </ul>
  );
}
