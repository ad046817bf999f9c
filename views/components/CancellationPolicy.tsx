import { cancellationPolicy } from '../content/cancellation-policy.ts';
import { RichList, RichText } from './RichText.tsx';

/**
 * The cancellation policy: how to cancel, the three windows and the rules around them.
 * One block for the FAQ and the terms, so the two never differ. The heading is the
 * page's (a section's h2). Without a mail server, cancelling is by email only: the
 * parent's page signs in by an emailed link.
 */
export function CancellationPolicy({ mailEnabled }: { mailEnabled: boolean }) {
  return (
    <div className="cancellation-policy">
      <p>
        <RichText text={mailEnabled ? cancellationPolicy.howToCancel : cancellationPolicy.howToCancelByEmail} />
      </p>
      <dl className="policy-windows">
        {cancellationPolicy.windows.map((window) => (
          <div key={window.when} className={`policy-window policy-window--${window.tone}`}>
            <dt>{window.when}</dt>
            <dd>{window.outcome}</dd>
          </div>
        ))}
      </dl>
      <RichList
        items={cancellationPolicy.rules.map((rule) =>
          !mailEnabled && rule.textByEmail ? { ...rule, text: rule.textByEmail } : rule,
        )}
        className="policy-rules"
      />
    </div>
  );
}
