export type Feature = { title: string; text: string };

/** Short points as a grid of cards: one column on phones, then `columns` side by side. */
export function FeatureGrid({ items, columns = 3 }: { items: readonly Feature[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={`grid grid--${columns} feature-grid`}>
      {items.map((item) => (
        <li key={item.title} className="card">
          <h3>{item.title}</h3>
          <p className="muted">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
