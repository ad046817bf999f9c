import type { WizardStep } from '../../../domain/enrollment-request.ts';
import { enrollmentForm } from '../../content/enrollment-form.ts';

/** Where the visitor is: the four steps, done ones ticked, the current one marked (aria-current). */
export function WizardProgress({ step }: { step: WizardStep }) {
  const total = enrollmentForm.steps.length;
  return (
    <nav className="wizard-progress" aria-label="Application progress">
      <p className="wizard-progress__count">
        Step {step} of {total}
      </p>
      <ol className="wizard-progress__steps">
        {enrollmentForm.steps.map((label, index) => {
          const number = index + 1;
          const state = number < step ? 'done' : number === step ? 'current' : 'todo';
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
                {state === 'done' ? <span className="visually-hidden"> (done)</span> : null}
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
