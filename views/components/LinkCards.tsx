import { keepTogether } from '../format.ts';
import type { ReactNode } from 'react';
import { ArrowLabel } from './ArrowLabel.tsx';
export type LinkCard = { title: string; text: string; href: string; linkLabel: string };

/**
 * Cards that each lead to a page (hubs: Parents, About, Locations). The whole card is
 * not a link: the one link has a label of its own, so a screen reader's link list
 * reads 'Read our story', not a paragraph.
 */
export function LinkCards({
  items,
  columns = 3,
  previews = {},
}: {
  items: readonly LinkCard[];
  columns?: 2 | 3;
  /**
   * By a card's href, a glimpse of the page it leads to, over its title (the About hub's
   * years, faces and principles). It repeats what the card and its page say, so it is not
   * read out again.
   */
  previews?: Record<string, ReactNode>;
}) {
  return (
    <ul className={`grid grid--${columns} link-cards`}>
      {items.map((item) => (
        <li key={item.href} className="card link-card">
          {previews[item.href] ? (
            <div className="link-card__preview" aria-hidden="true">
              {previews[item.href]}
            </div>
          ) : null}
          <h3>{item.title}</h3>
          <p className="muted">{keepTogether(item.text)}</p>
          <a href={item.href} className="link-card__link">
            <ArrowLabel>{item.linkLabel}</ArrowLabel>
          </a>
        </li>
      ))}
    </ul>
  );
}
