import type { QuestionStep, WizardStep } from '../../../domain/enrollment-request.ts';
import type { FieldErrors, FormValues } from '../../../domain/forms.ts';
import { enrollmentForm } from '../../content/enrollment-form.ts';
import { toasts } from '../../content/messages.ts';
import { pageMetadata } from '../../content/page-metadata.ts';
import { BusyButton } from '../BusyButton.tsx';
import { CheckboxField } from '../FormField.tsx';
import { Honeypot } from '../Honeypot.tsx';
import { ReviewAnswers } from './ReviewAnswers.tsx';
import { ParentStudentFields, ProgramFields, stepFocus } from './StepFields.tsx';
import { WizardComplete, type CompletedRequest } from './WizardComplete.tsx';
import { WizardProgress } from './WizardProgress.tsx';

export const wizardPath = pageMetadata.enroll.path;
export const wizardId = 'enroll-wizard';

export type WizardState = {
  step: QuestionStep;
  values: FormValues;
  errors: FieldErrors;
  /** After a submit with errors: fields re-validate on change, and each step shows its messages. */
  revalidate: boolean;
  /** Put focus on the step's heading (the visitor moved here from another step). */
  focusHeading: boolean;
  /** Answers given by the link that opened the wizard (?program=, ?courseId=), carried until stored. */
  preset?: FormValues;
};

const { buttons, stepHeadings, terms } = enrollmentForm;

/**
 * One step of the wizard as a form. Every button posts it to /enroll, which keeps what
 * was typed and answers with the step asked for: Next and Previous move (Next never
 * blocks, as the spec says), Edit on the review goes back to a step, Submit validates
 * everything. With htmx the wizard swaps in place and the URL follows the step;
 * without JavaScript each step is a page.
 */
export function WizardStepForm({ step, values, errors, revalidate, focusHeading, preset = {} }: WizardState) {
  const focus = stepFocus(step, errors);
  const fieldProps = { values, errors, revalidateUrl: revalidate ? `${wizardPath}/validate` : undefined, focus };
  const last = step === 3;
  return (
    <form
      method="post"
      action={wizardPath}
      className="wizard__form"
      noValidate
      hx-post={wizardPath}
      hx-target={`#${wizardId}`}
      // The new step's top, under the header (on a phone the note above it would fill the screen).
      hx-swap="outerHTML show:top"
      aria-labelledby="wizard-step-heading"
      data-island="busy-form"
      data-failure={toasts.applicationFailed.description}
    >
      {/* Enter in a field does what the main button does: the first submit button is the default. */}
      <button
        type="submit"
        name="intent"
        value={last ? 'submit' : 'next'}
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
      >
        {last ? buttons.submit : buttons.next}
      </button>
      <h2 id="wizard-step-heading" className="wizard__heading" tabIndex={-1} autoFocus={focusHeading && !focus}>
        {stepHeadings[step]}
      </h2>
      <input type="hidden" name="step" value={step} />
      {Object.entries(preset).map(([name, value]) =>
        typeof value === 'string' ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
      {step === 1 ? <ParentStudentFields {...fieldProps} /> : null}
      {step === 2 ? <ProgramFields {...fieldProps} /> : null}
      {last ? (
        <>
          <p className="muted">{enrollmentForm.review.lead}</p>
          <ReviewAnswers values={values} errors={errors} />
          <CheckboxField idPrefix="enroll" name="terms" {...fieldProps} autoFocus={focus === 'terms'}>
            {terms.before}
            <a href={terms.link.href}>{terms.link.text}</a>
            {terms.after}
          </CheckboxField>
        </>
      ) : null}
      <Honeypot idPrefix="enroll" />
      <div className="wizard__actions">
        {step > 1 ? (
          <button type="submit" name="intent" value="previous" className="btn btn--outline">
            <span aria-hidden="true">←</span> {buttons.previous}
          </button>
        ) : null}
        {last ? (
          <BusyButton name="intent" value="submit" busyLabel={buttons.submitting}>
            {buttons.submit}
          </BusyButton>
        ) : (
          <button type="submit" name="intent" value="next" className="btn btn--primary">
            {buttons.next} <span aria-hidden="true">→</span>
          </button>
        )}
      </div>
    </form>
  );
}

/** The wizard: its progress and the current step's form, or the confirmation once submitted. */
export function EnrollWizard(
  props: WizardState | { step: 4; request: CompletedRequest; focusHeading: boolean; mailEnabled: boolean },
) {
  const step: WizardStep = props.step;
  return (
    <div id={wizardId} className="card wizard">
      <WizardProgress step={step} values={props.step === 4 ? {} : props.values} />
      {props.step === 4 ? (
        <WizardComplete request={props.request} focusHeading={props.focusHeading} mailEnabled={props.mailEnabled} />
      ) : (
        <WizardStepForm {...props} />
      )}
    </div>
  );
}
