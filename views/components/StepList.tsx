export type Step = {
  title: string;
  text: string;
  /** A label of its own ('Weeks 1-4'); without one the step shows its number. */
  marker?: string;
};

/**
 * Things in order (how a program runs, milestones, principles) as an ordered list: cards in
 * a grid, or a timeline (numbers on a line, for a few steps beside a picture). A number only
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
  layout?: 'cards' | 'timeline';
}) {
  const timeline = layout === 'timeline';
  return (
    <ol className={timeline ? 'step-list step-list--timeline' : `grid grid--${columns} step-list`}>
      {items.map((item, index) => (
        <li key={item.title} className={timeline ? 'step' : 'card step'}>
          {item.marker ? (
            <p className="step__marker step__marker--label">{item.marker}</p>
          ) : (
            <span className="step__marker" aria-hidden="true">
              {index + 1}
            </span>
          )}
          <h3>{item.title}</h3>
          <p className="muted">{item.text}</p>
        </li>
      ))}
    </ol>
  );
}
