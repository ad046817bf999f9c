import { keepAsidesTogether, keepTogether } from '../format.ts';

/** Labelled facts as a description list: a cohort card's details, an order summary, a payment summary. */
export function FactList({
  facts,
  className = 'summary-list',
}: {
  facts: readonly (readonly [string, string])[];
  className?: string;
}) {
  return (
    <dl className={className}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{keepTogether(label)}</dt>
          <dd>{keepAsidesTogether(keepTogether(value))}</dd>
        </div>
      ))}
    </dl>
  );
}
