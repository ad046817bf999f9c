import { RichList, RichText, type RichListItem, type RichParagraph } from './RichText.tsx';

export type ListCard = {
  title: string;
  /** A short tag above the title ('Guide', 'At home'). */
  badge?: string;
  /** The sentence that introduces the list. */
  text?: string;
  points: readonly RichListItem[];
  /** A closing line under the list (where to get more). */
  note?: RichParagraph;
};

/**
 * Cards that carry their content in full: a title, an introduction and a list of
 * points (parent resources, how to apply for a scholarship). One column on phones.
 * `lead`: the first card, the longest, across the row, the other two side by side under it
 * (three across, the two shorter ones ended half empty).
 */
export function ListCards({ items, columns = 3, lead = false }: { items: readonly ListCard[]; columns?: 2 | 3; lead?: boolean }) {
  return (
    <ul className={lead ? 'grid list-cards list-cards--lead' : `grid grid--${columns} list-cards`}>
      {items.map((item) => (
        <li key={item.title} className="card list-card">
          {item.badge ? <p className="badge list-card__badge">{item.badge}</p> : null}
          <h3>{item.title}</h3>
          {item.text ? <p className="muted">{item.text}</p> : null}
          <RichList items={item.points} className="list-card__points" />
          {item.note ? (
            <p className="list-card__note">
              <RichText text={item.note} />
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
