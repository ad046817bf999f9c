import { keepTogether } from '../format.ts';
export type Step = {
  title: string;
  text: string;
  /** A label of its own ('Weeks 1-4'); without one the step shows its number. */
  marker?: string;
};

/**
 * Things in order (how a program runs, milestones, principles) as an ordered list: cards in
 * a grid, or a timeline (numbers on a line, for a few steps beside a picture), or one across
 * the page (milestones: a row on a wide screen, however many, so none is left alone on a
 * row of its own; the timeline's column on a narrow one), or rows between rules under large
 * numbers (principles read one by one, beside their heading). A number only
 * repeats what the list already says, so it is hidden from screen readers; a label of its
 * own ('Weeks 1-4') is read.
 */
export function StepList({
  items,
  columns = 4,
  layout = 'cards',
}: {
  items: readonly Step[];
  columns?: 2 | 3 | 4;
  layout?: 'cards' | 'timeline' | 'across' | 'rows';
}) {
  const className = {
    cards: `grid grid--${columns} step-list`,
    timeline: 'step-list step-list--timeline',
    across: 'step-list step-list--timeline step-list--across',
    rows: 'step-list step-list--rows',
  }[layout];
  return (
    <ol className={className}>
      {items.map((item, index) => (
        <li key={item.title} className={layout === 'cards' ? 'card step' : 'step'}>
          {item.marker ? (
            <p className="step__marker step__marker--label">{item.marker}</p>
          ) : (
            <span className="step__marker" aria-hidden="true">
              {layout === 'rows' ? String(index + 1).padStart(2, '0') : index + 1}
            </span>
          )}
          <h3>{item.title}</h3>
          <p className="muted">{keepTogether(item.text)}</p>
        </li>
      ))}
    </ol>
  );
}
