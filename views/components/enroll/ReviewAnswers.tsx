import { enrollmentSteps, useSuggestedEmailIntent, type EnrollmentField } from '../../../domain/enrollment-request.ts';
import { emailSlipPurposes } from '../../content/messages.ts';
import { EmailSlip } from '../EmailSlip.tsx';
import type { FieldErrors, FormValues } from '../../../domain/forms.ts';
import { enrollmentForm } from '../../content/enrollment-form.ts';
import { phoneNumber } from '../../format.ts';

const { labels, choices, review } = enrollmentForm;

/** An answer as the visitor chose it: the choice's label, the list of interests, or the text typed. */
function answerOf(field: EnrollmentField, values: FormValues): string | undefined {
  const raw = values[field];
  if (Array.isArray(raw)) return raw.length ? raw.join(', ') : undefined;
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  if (field === 'parentPhone') return phoneNumber(raw);
  const labelsOfField = (choices as Record<string, Record<string, string> | undefined>)[field];
  return labelsOfField?.[raw] ?? raw;
}

/**
 * Step 3's summary: every answer of steps 1 and 2 under its step, each group with an
 * Edit button that goes back to that step (a submit button, so nothing on this step
 * is lost either). An unanswered question says so, and its message shows after a submit.
 */
export function ReviewAnswers({ values, errors }: { values: FormValues; errors: FieldErrors }) {
  return (
    <div className="wizard-review">
      {enrollmentSteps
        .filter(({ step }) => step < 3)
        .map(({ step, fields }) => {
          const heading = enrollmentForm.stepHeadings[step];
          return (
            <section key={step} className="wizard-review__group" aria-labelledby={`review-${step}`}>
              <div className="wizard-review__head">
                <h3 id={`review-${step}`}>{heading}</h3>
                <button
                  type="submit"
                  name="intent"
                  value={`step-${step}`}
                  className="btn btn--outline btn--sm"
                  aria-label={`${review.edit} ${heading.toLowerCase()}`}
                >
                  {review.edit}
                </button>
              </div>
              <dl className="summary-list wizard-review__answers">
                {fields.map((field) => {
                  const answer = answerOf(field, values);
                  const optional = field === 'comments';
                  return (
                    <div key={field} className={errors[field] ? 'is-invalid' : undefined}>
                      <dt>{labels[field]}</dt>
                      <dd>
                        {answer ?? <span className="muted">{optional ? review.none : review.missing}</span>}
                        {errors[field] ? <span className="wizard-review__error"> {errors[field]}</span> : null}
                        {field === 'parentEmail' ? (
                          <EmailSlip
                            field={field}
                            purpose={emailSlipPurposes.enroll}
                            values={values}
                            errors={errors}
                            useAs={{ name: 'intent', value: useSuggestedEmailIntent }}
                          />
                        ) : null}
                      </dd>
                    </div>
                  );
                })}
              </dl>
            </section>
          );
        })}
    </div>
  );
}
