import { cancellationPolicy } from '../content/cancellation-policy.ts';
import { RichList, RichText } from './RichText.tsx';

/**
 * The cancellation policy: how to cancel, the three windows and the rules around them.
 * One block for the FAQ and the terms, so the two never differ. The heading is the
 * page's (a section's h2).
 */
export function CancellationPolicy() {
  return (
    <div className="cancellation-policy">
      <p>
        <RichText text={cancellationPolicy.howToCancel} />
      </p>
      <dl className="policy-windows">
        {cancellationPolicy.windows.map((window) => (
          <div key={window.when} className={`policy-window policy-window--${window.tone}`}>
            <dt>{window.when}</dt>
            <dd>{window.outcome}</dd>
          </div>
        ))}
      </dl>
      <RichList items={cancellationPolicy.rules} className="policy-rules" />
    </div>
  );
}
