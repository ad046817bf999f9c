import { keepTogether } from '../format.ts';
/** A list that scrolls sideways on a phone: focusable and named, so the keyboard and screen readers reach it. */
export const phoneRowAttributes = (label: string | undefined) =>
  // A tab stop where it scrolls (a phone): the island takes it out of the tab order wider.
  label ? { tabIndex: 0, 'aria-label': label, 'data-island': 'phone-row' } : {};

export type Feature = { title: string; text: string };

/**
 * Short points as a grid of cards: one column on phones, then `columns` side by side.
 * `phoneRow` names a row that scrolls sideways on a phone instead (a long page made short);
 * the row is then focusable, so it scrolls from the keyboard too. `rows` lists the points
 * one under another between rules, each title beside its text: no cards, for a section
 * whose heading stands beside it.
 */
export function FeatureGrid({
  items,
  columns = 3,
  phoneRow,
  layout = 'cards',
}: {
  items: readonly Feature[];
  columns?: 2 | 3 | 4;
  phoneRow?: string;
  layout?: 'cards' | 'rows';
}) {
  if (layout === 'rows')
    return (
      <ul className="feature-rows">
        {items.map((item) => (
          <li key={item.title}>
            <h3>{item.title}</h3>
            <p className="muted">{keepTogether(item.text)}</p>
          </li>
        ))}
      </ul>
    );
  return (
    <ul className={`grid grid--${columns} feature-grid${phoneRow ? ' grid--phone-row' : ''}`} {...phoneRowAttributes(phoneRow)}>
      {items.map((item) => (
        <li key={item.title} className="card">
          <h3>{item.title}</h3>
          <p className="muted">{keepTogether(item.text)}</p>
        </li>
      ))}
    </ul>
  );
}
