import { checkoutSteps } from '../content/checkout-assurance.ts';
import { StepTrail } from './StepTrail.tsx';

/**
 * Where a parent is in paying for a seat: details, payment, confirmation. The three pages
 * (checkout, the payment page, the result) are one flow; this says so, and how far along
 * it is. A step passed shows a check (and says "done" to a screen reader); once paid
 * (`complete`), the confirmation too.
 */
export function CheckoutSteps({ current, complete = false }: { current: 1 | 2 | 3; complete?: boolean }) {
  return (
    <StepTrail
      label={checkoutSteps.label}
      shortLabels
      steps={checkoutSteps.steps.map((label, index) => {
        const step = index + 1;
        // Paid: the confirmation is done as well as here, so every step shows its tick.
        if (complete && step === current) return { label, state: 'done', passedNote: checkoutSteps.done, here: true };
        return step < current
          ? { label, state: 'done', passedNote: checkoutSteps.done }
          : { label, state: step === current ? 'current' : 'next' };
      })}
    />
  );
}
