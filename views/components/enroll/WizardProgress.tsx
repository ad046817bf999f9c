import { stepAnswered, type QuestionStep, type WizardStep } from '../../../domain/enrollment-request.ts';
import type { FormValues } from '../../../domain/forms.ts';
import { enrollmentForm } from '../../content/enrollment-form.ts';
import { wizardStepCount } from '../../content/facts.ts';
import { StepTrail } from '../StepTrail.tsx';

/**
 * Where the visitor is: the three steps with questions on the checkout's trail (one design for
 * both), the current one marked (aria-current), and 'Step N of 3' for a screen reader. A step
 * passed with every question answered is done (ticked); one passed with answers missing (Next
 * never checks) keeps its number, marked as not complete, as the review lists those answers as
 * not given yet. On step 4 (the confirmation) only the heard words remain.
 */
export function WizardProgress({ step, values = {} }: { step: WizardStep; values?: FormValues }) {
  return (
    <nav className="wizard-progress" aria-label="Application progress">
      {/* Heard, not shown: the trail shows where the visitor is; a screen reader hears it in words first. */}
      <p className="wizard-progress__count visually-hidden">
        {step > wizardStepCount ? enrollmentForm.progressDone : `Step ${step} of ${wizardStepCount}`}
      </p>
      {/* Once sent, no trail of three ticks (on a phone, three ticks with no names): the heading says it is done. */}
      {step > wizardStepCount ? null : (
        <StepTrail
          steps={enrollmentForm.steps.map((label, index) => {
            const number = index + 1;
            if (number === step) return { label, state: 'current' };
            if (number > step) return { label, state: 'next' };
            const state = step > wizardStepCount || stepAnswered(number as QuestionStep, values) ? 'done' : 'incomplete';
            return { label, state, passedNote: enrollmentForm.passedStep[state] };
          })}
        />
      )}
    </nav>
  );
}
