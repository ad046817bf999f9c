import { stepAnswered, type QuestionStep, type WizardStep } from '../../../domain/enrollment-request.ts';
import type { FormValues } from '../../../domain/forms.ts';
import { enrollmentForm } from '../../content/enrollment-form.ts';
import { wizardStepCount } from '../../content/facts.ts';

/**
 * Where the visitor is: the three steps with questions, the current one marked
 * (aria-current). A step passed with every question answered is done (ticked); one passed
 * with answers missing (Next never checks) keeps its number, marked as not complete, as the
 * review lists those answers as not given yet. On step 4 (the confirmation) all three are done.
 */
export function WizardProgress({ step, values = {} }: { step: WizardStep; values?: FormValues }) {
  return (
    <nav className="wizard-progress" aria-label="Application progress">
      <p className="wizard-progress__count">
        {step > wizardStepCount ? enrollmentForm.progressDone : `Step ${step} of ${wizardStepCount}`}
      </p>
      <ol className="wizard-progress__steps">
        {enrollmentForm.steps.map((label, index) => {
          const number = index + 1;
          const passed = number < step;
          const state = passed
            ? step > wizardStepCount || stepAnswered(number as QuestionStep, values)
              ? 'done'
              : 'incomplete'
            : number === step
              ? 'current'
              : 'todo';
          return (
            <li
              key={label}
              className={`wizard-progress__step is-${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="wizard-progress__marker" aria-hidden="true">
                {state === 'done' ? '✓' : number}
              </span>
              <span className="wizard-progress__label">
                {label}
                {state === 'done' || state === 'incomplete' ? (
                  <span className="visually-hidden"> ({enrollmentForm.passedStep[state]})</span>
                ) : null}
              </span>
            </li>
          );
        })}
      </ol>
      {/* Its fill comes from the step class (the CSP allows no inline styles). */}
      <div className={`wizard-progress__bar is-step-${step}`} aria-hidden="true">
        <span />
      </div>
    </nav>
  );
}
