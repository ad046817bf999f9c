import { FigureList, type Figure } from './FigureList.tsx';

/** A few figures, large, beside a page's heading: a hub that is summed up best in numbers (/about). */
export function FigurePanel({ heading, items }: { heading: string; items: readonly Figure[] }) {
  return (
    <aside className="figure-panel" aria-label={heading}>
      <p className="eyebrow figure-panel__heading">{heading}</p>
      <FigureList items={items} />
    </aside>
  );
}
