/** A session's parts in order, each with its length: a vertical timeline. */
export function Timeline({ steps }: { steps: readonly { minutes: number; title: string; text: string }[] }) {
  return (
    <ol className="timeline">
      {steps.map((step) => (
        <li key={step.title}>
          <span className="timeline__length">{step.minutes} min</span>
          <strong className="timeline__title">{step.title}</strong>
          <span className="timeline__text muted">{step.text}</span>
        </li>
      ))}
    </ol>
  );
}
