export type Step = {
  title: string;
  text: string;
  /** A label of its own ('Weeks 1-4'); without one the step shows its number. */
  marker?: string;
};

/**
 * Things in order (how a program runs, milestones, principles) as an ordered list of
 * cards. A number only repeats what the list already says, so it is hidden from screen
 * readers; a label of its own ('Weeks 1-4') is read.
 */
export function StepList({ items, columns = 4 }: { items: readonly Step[]; columns?: 2 | 3 | 4 }) {
  return (
    <ol className={`grid grid--${columns} step-list`}>
      {items.map((item, index) => (
        <li key={item.title} className="card step">
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
