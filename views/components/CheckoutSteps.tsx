import { checkoutSteps } from '../content/checkout-assurance.ts';
import { StepTrail } from './StepTrail.tsx';

/**
 * Where a parent is in paying for a seat: details, payment, confirmation. The three pages
 * (checkout, the payment page, the result) are one flow; this says so, and how far along
 * it is. A step passed shows a check (and says "done" to a screen reader).
 */
export function CheckoutSteps({ current }: { current: 1 | 2 | 3 }) {
  return (
    <StepTrail
      label={checkoutSteps.label}
      steps={checkoutSteps.steps.map((label, index) => {
        const step = index + 1;
        return step < current
          ? { label, state: 'done', passedNote: checkoutSteps.done }
          : { label, state: step === current ? 'current' : 'next' };
      })}
    />
  );
}
