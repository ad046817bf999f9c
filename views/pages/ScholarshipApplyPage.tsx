import { scholarshipDeadlineFor, scholarshipFields } from '../../domain/scholarships.ts';
import type { FieldErrors, FormValues } from '../../domain/forms.ts';
import { BusyButton } from '../components/BusyButton.tsx';
import { EmailField } from '../components/EmailSlip.tsx';
import { emailSlipPurposes } from '../content/messages.ts';
import { FormDone } from '../components/FormDone.tsx';
import { ChoiceGroupField, firstInvalid, FormField, TextAreaField } from '../components/FormField.tsx';
import { Honeypot } from '../components/Honeypot.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { FactList } from '../components/FactList.tsx';
import { longDate } from '../format.ts';
import { pageMetadata } from '../content/page-metadata.ts';
import { scholarshipForm as copy } from '../content/scholarship-form.ts';

const info = pageMetadata.scholarshipApply;
export const scholarshipApplyPath = info.path;
/** The send button, which Enter's hidden copy under a slip question shows busy. */
const sendId = 'scholarship-send';

export type CohortChoice = { id: number; name: string; dates: string; location: string; startDate: string; full: boolean };

/**
 * The rule's day for each cohort on offer ("by January 2, 2027" under its name): a family
 * whose cohort starts before March reads its own, earlier, date (a parent read only Feb 15
 * and would have missed it). A full cohort is marked as in the form's list beside it.
 */
function CohortDeadlines({ cohorts }: { cohorts: readonly CohortChoice[] }) {
  const facts = cohorts.map(
    (cohort) =>
      [
        cohort.name,
        `${copy.deadlineBy} ${longDate(scholarshipDeadlineFor(cohort.startDate))}${cohort.full ? copy.fullMark : ''}`,
      ] as const,
  );
  return <FactList facts={facts} className="summary-list apply-layout__deadlines" />;
}

type FormProps = {
  values: FormValues;
  errors: FieldErrors;
  revalidate: boolean;
  cohorts: CohortChoice[];
  /** Once sent: the lasting line over the emptied form (the toast fades). */
  sent?: string | undefined;
};

/**
 * The scholarship application. A plain POST without JavaScript; with htmx it posts in
 * place: 422 swaps it back with the messages and what was typed, success swaps in what the
 * form became (FormDone: received, the reference, what next) and raises 'Application received'.
 */
export function ScholarshipForm({ values, errors, revalidate, cohorts, sent }: FormProps) {
  if (sent) {
    return (
      <FormDone
        id="scholarship-done"
        heading={copy.done.heading}
        text={sent}
        again={{ label: copy.done.again, href: scholarshipApplyPath }}
      />
    );
  }
  const focus = firstInvalid(scholarshipFields, errors);
  const common = (name: string) => ({
    idPrefix: 'scholarship',
    name,
    values,
    errors,
    revalidateUrl: revalidate ? `${scholarshipApplyPath}/validate` : undefined,
    autoFocus: focus === name,
  });
  const { labels } = copy;
  return (
    <form
      method="post"
      action={scholarshipApplyPath}
      className="contact-form card"
      noValidate
      hx-post={scholarshipApplyPath}
      hx-target="this"
      hx-swap="outerHTML"
      aria-labelledby="scholarship-form-heading"
      data-island="busy-form"
      data-failure={copy.toasts.failed.description}
    >
      <h2 id="scholarship-form-heading" className="contact-form__heading">
        {copy.heading}
      </h2>
      <p className="muted contact-form__lead">{copy.lead}</p>
      <div className="form-grid">
        <FormField {...common('parentName')} label={labels.parentName} autoComplete="name" required />
        <EmailField
          {...common('parentEmail')}
          label={labels.parentEmail}
          purpose={emailSlipPurposes.scholarship}
          submitId={sendId}
        />
        <FormField {...common('parentPhone')} label={labels.parentPhone} type="tel" autoComplete="tel" required />
        <FormField {...common('studentName')} label={labels.studentName} autoComplete="off" required />
        <FormField {...common('householdSize')} label={labels.householdSize} inputMode="numeric" required />
      </div>
      {/* Each cohort whole, its dates and campus under its name: in a list box a phone cut the
          chosen one at "Winter Weeke…". Last, so the note about full cohorts stands under it. */}
      <ChoiceGroupField
        {...common('courseId')}
        legend={labels.courseId}
        kind="radio"
        columns={2}
        options={cohorts.map((cohort) => ({
          value: String(cohort.id),
          label: `${cohort.name}${cohort.full ? copy.fullMark : ''}`,
          hint: `${cohort.dates} · ${cohort.location}`,
        }))}
      />
      {cohorts.some((cohort) => cohort.full) ? <p className="field__help muted scholarship-form__hint">{copy.fullHint}</p> : null}
      <TextAreaField {...common('statement')} label={labels.statement} rows={6} required />
      <p className="field__help muted scholarship-form__hint">{copy.statementHint}</p>
      <Honeypot idPrefix="scholarship" />
      <div className="form-actions">
        <BusyButton busyLabel={copy.sending} id={sendId}>
          {copy.submit}
        </BusyButton>
      </div>
    </form>
  );
}

/** /scholarships/apply: what happens next beside the application form. */
export function ScholarshipApplyPage({
  mailEnabled,
  offerHours,
  ...props
}: FormProps & { mailEnabled: boolean; offerHours: number }) {
  const steps = copy.after(offerHours);
  const after = mailEnabled ? steps : [copy.afterNoMail, ...steps.slice(1)];
  return (
    <>
      <PageHeader breadcrumb={info.breadcrumb} heading={info.heading} lead={info.lead} />
      <section className="section section--tight">
        <div className="container apply-layout">
          <aside className="card apply-layout__aside" aria-labelledby="scholarship-next-heading">
            <h2 id="scholarship-next-heading">{copy.afterHeading}</h2>
            <ol className="apply-layout__steps">
              {after.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            {/* When to apply, while there is an application to send: beside the confirmation the
                seven deadlines stood a page tall over nothing (client/styles/forms.css). */}
            <div className="apply-layout__when">
              <h3 className="apply-layout__subheading">{copy.deadlineHeading}</h3>
              <p className="muted">{copy.deadline}</p>
              {props.cohorts.length > 0 ? <CohortDeadlines cohorts={props.cohorts} /> : null}
            </div>
          </aside>
          {props.cohorts.length > 0 ? <ScholarshipForm {...props} /> : <p className="card">{copy.noCohorts}</p>}
        </div>
      </section>
    </>
  );
}
