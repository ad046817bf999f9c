import { CheckIcon } from './icons.tsx';

/** A step's place on the trail: passed (ticked), passed with answers missing, here, or ahead. */
export type TrailState = 'done' | 'incomplete' | 'current' | 'next';
export type TrailStep = {
  label: string;
  state: TrailState;
  /** What a screen reader hears after a passed step's name ("done", "not complete: …"). */
  passedNote?: string;
  /** The step the visitor is on, when it is also done (the confirmation, once paid). */
  here?: boolean;
};

/**
 * A row of numbered steps joined by rules, the current one in the brand's colour: one design
 * for the application's steps and the checkout's. A step passed shows a tick (or, passed with
 * answers missing, its number in a dashed ring); on a phone only the name of the step the
 * visitor is on shows (base.css).
 */
export function StepTrail({
  steps,
  label,
  shortLabels = false,
}: {
  steps: readonly TrailStep[];
  label?: string;
  /** Names short enough to show all three on a phone from 375 px (the checkout's). */
  shortLabels?: boolean;
}) {
  return (
    <ol className={shortLabels ? 'step-trail step-trail--short' : 'step-trail'} aria-label={label}>
      {steps.map((step, index) => (
        <li
          key={step.label}
          className={`step-trail__step step-trail__step--${step.state}`}
          aria-current={step.state === 'current' || step.here ? 'step' : undefined}
        >
          <span className="step-trail__marker" aria-hidden="true">
            {step.state === 'done' ? <CheckIcon /> : index + 1}
          </span>
          <span className="step-trail__label">
            {step.label}
            {step.passedNote ? <span className="visually-hidden"> ({step.passedNote})</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
