import { checkoutSteps } from '../content/checkout-assurance.ts';
import { CheckIcon } from './icons.tsx';

/**
 * Where a parent is in paying for a seat: details, payment, confirmation. The three pages
 * (checkout, the payment page, the result) are one flow; this says so, and how far along
 * it is. A step passed shows a check (and says "done" to a screen reader).
 */
export function CheckoutSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <ol className="checkout-steps" aria-label={checkoutSteps.label}>
      {checkoutSteps.steps.map((label, index) => {
        const step = index + 1;
        const state = step < current ? 'done' : step === current ? 'current' : 'next';
        return (
          <li
            key={label}
            className={`checkout-steps__step checkout-steps__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="checkout-steps__marker" aria-hidden="true">
              {state === 'done' ? <CheckIcon /> : step}
            </span>
            <span className="checkout-steps__label">
              {label}
              {state === 'done' ? <span className="visually-hidden"> ({checkoutSteps.done})</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
