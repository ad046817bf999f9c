import { keepAsidesTogether, keepTogether } from '../format.ts';

/**
 * Labelled facts as a description list: a cohort card's details, an order summary, a payment
 * summary. A value given as lines may be set one line under the other (`.fact-line`), where a
 * narrow card would otherwise wrap it at a different word on each card.
 */
export function FactList({
  facts,
  className = 'summary-list',
}: {
  facts: readonly (readonly [string, string | readonly string[]])[];
  className?: string;
}) {
  const words = (text: string) => keepAsidesTogether(keepTogether(text));
  return (
    <dl className={className}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{keepTogether(label)}</dt>
          <dd>
            {typeof value === 'string'
              ? words(value)
              : value.map((line, index) => (
                  <span key={index} className="fact-line">
                    {index > 0 ? ' ' : null}
                    {words(line)}
                  </span>
                ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
