import type { ReactNode } from 'react';
import type { EnrollmentStatus } from '../../domain/checkout.ts';
import type { FieldErrors, FormValues } from '../../domain/forms.ts';
import type { StaffAction } from '../../domain/staff-enrollment-actions.ts';
import type { StaffMember } from '../../domain/staff.ts';
import { FieldList, FormProblem, RecordTable, Time } from '../components/AdminParts.tsx';
import { BusyButton } from '../components/BusyButton.tsx';
import { ChoiceGroupField, FormField, TextAreaField } from '../components/FormField.tsx';
import { pageMetadata } from '../content/page-metadata.ts';
import { enrollmentStatusLabels, staffEnrollmentCopy as copy } from '../content/staff-enrollment.ts';
import { longDate } from '../format.ts';
import { AdminPage } from './AdminPages.tsx';
import { coursePath, enrollmentConsolePath } from './console-paths.ts';

export type ConsoleEnrollmentView = {
  id: number;
  reference: string;
  status: EnrollmentStatus;
  studentName: string;
  parentEmail: string;
  course: { id: number; name: string; dates: string };
  /** The amount paid, in words ('$675.00'). */
  amount: string;
  paidAt: string | null;
  createdAt: string;
  switched: { at: string; fromId: number; fromName: string | null } | null;
  cancelledAt: string | null;
  /** What was or is to be refunded, in words; null when none. */
  refund: string | null;
  refundId: string | null;
  paymentProvider: string;
  paymentIntentId: string | null;
};

export type ConsoleCreditView = {
  id: number;
  amount: string;
  expiresOn: string;
  createdAt: string;
  state: 'unused' | 'used' | 'expired';
  usedAt: string | null;
  sourceEnrollmentId: number;
  sourceReference: string;
};

export type SwitchChoiceView = { id: number; name: string; dates: string; schedule: string; location: string; seatsFree: number };

/** A staff form as it was sent, to show again with its errors (422); `refusal` when the change itself was refused (409). */
export type SentStaffForm = { action: StaffAction; values: FormValues; errors: FieldErrors; refusal?: string };

const formOf = (sent: SentStaffForm | undefined, action: StaffAction, defaults: FormValues) =>
  sent?.action === action ? { values: sent.values, errors: sent.errors } : { values: defaults, errors: {} };

/** The reason every staff action asks for; it goes to the audit log with the change. */
function ReasonField({
  idPrefix,
  form,
  autoFocus,
}: {
  idPrefix: string;
  form: { values: FormValues; errors: FieldErrors };
  autoFocus: boolean;
}) {
  return (
    <TextAreaField
      idPrefix={idPrefix}
      name="reason"
      label={copy.reasonLabel}
      rows={2}
      required
      values={form.values}
      errors={form.errors}
      revalidateUrl={undefined}
      autoFocus={autoFocus}
    />
  );
}

/**
 * /admin/enrollments/{id}: one enrollment's facts, and what staff may do to it, each a plain
 * form that asks for a reason (it goes to the audit log): cancel with the policy's outcome or
 * an amount of their own, switch to other dates, give the family a credit. The credits the
 * address holds are listed below.
 */
export function EnrollmentConsolePage({
  viewer,
  enrollment,
  policy,
  choices,
  mayGiveCredit,
  credits,
  creditDefaults,
  sent,
}: {
  viewer: StaffMember;
  enrollment: ConsoleEnrollmentView;
  /** The policy's outcome if cancelled now, in words; undefined when the enrollment is not paid. */
  policy: string | undefined;
  choices: SwitchChoiceView[];
  mayGiveCredit: boolean;
  credits: ConsoleCreditView[];
  creditDefaults: FormValues;
  sent?: SentStaffForm;
}) {
  const path = enrollmentConsolePath(enrollment.id);
  const paid = enrollment.status === 'paid';
  const cancel = formOf(sent, 'cancel', { outcome: 'policy' });
  const move = formOf(sent, 'switch', {});
  const credit = formOf(sent, 'credit', creditDefaults);
  return (
    <AdminPage
      heading={copy.heading(enrollment.reference)}
      breadcrumb={[
        { label: 'Admin', href: pageMetadata.dashboard.path },
        { label: 'Courses', href: pageMetadata.courses.path },
        { label: enrollment.course.name, href: coursePath(enrollment.course.id) },
        { label: enrollment.reference },
      ]}
      current={pageMetadata.courses.path}
      viewer={viewer}
      actions={
        <>
          <a className="btn btn--outline btn--sm" href={`${coursePath(enrollment.course.id)}#roster`}>
            {copy.backToCourse}
          </a>
          <a className="btn btn--outline btn--sm" href={`${pageMetadata.audit.path}?record=enrollment:${enrollment.id}`}>
            {copy.history}
          </a>
        </>
      }
    >
      {sent?.refusal ? (
        <p className="form-error" role="alert">
          {sent.refusal}
        </p>
      ) : null}
      {/* From a laptop up, the record on the left, what staff can do on the right
          (one column of forms left half a wide screen empty). */}
      <div className="record-layout">
        <div className="record-layout__record">
          <section aria-labelledby="enrollment-facts-heading" className="course-section">
            <h2 id="enrollment-facts-heading">{copy.factsHeading}</h2>
            <FieldList
              rows={[
                [copy.labels.status, enrollmentStatusLabels[enrollment.status]],
                [copy.labels.student, enrollment.studentName],
                [copy.labels.parentEmail, enrollment.parentEmail],
                [
                  copy.labels.course,
                  <a key="course" href={coursePath(enrollment.course.id)}>
                    {enrollment.course.name}
                  </a>,
                ],
                [copy.labels.dates, enrollment.course.dates],
                [copy.labels.amount, enrollment.amount],
                [copy.labels.paidAt, enrollment.paidAt ? <Time key="paid" iso={enrollment.paidAt} /> : '—'],
                ...(enrollment.switched
                  ? [
                      [
                        copy.labels.switched,
                        <span key="switched">
                          {copy.switchedFrom}{' '}
                          <a href={coursePath(enrollment.switched.fromId)}>
                            {enrollment.switched.fromName ?? `#${enrollment.switched.fromId}`}
                          </a>{' '}
                          <Time iso={enrollment.switched.at} />
                        </span>,
                      ] as [string, ReactNode],
                    ]
                  : []),
                ...(enrollment.cancelledAt
                  ? [[copy.labels.cancelledAt, <Time key="cancelled" iso={enrollment.cancelledAt} />] as [string, ReactNode]]
                  : []),
                ...(enrollment.refund
                  ? [
                      [copy.labels.refund, `${enrollment.refund}${enrollment.refundId ? ` (${enrollment.refundId})` : ''}`] as [
                        string,
                        ReactNode,
                      ],
                    ]
                  : []),
                [
                  copy.labels.payment,
                  `${enrollment.paymentProvider}${enrollment.paymentIntentId ? `, ${enrollment.paymentIntentId}` : ''}`,
                ],
              ]}
            />
          </section>
        </div>
        <div className="record-layout__acts">
          {paid && policy ? (
            <section aria-labelledby="cancel-heading" className="course-section" id="cancel">
              <h2 id="cancel-heading">{copy.cancel.heading}</h2>
              <form method="post" action={`${path}/cancel`} className="card admin-form staff-action" noValidate>
                <FormProblem errors={cancel.errors} />
                <p>{copy.cancel.lead}</p>
                <ChoiceGroupField
                  idPrefix="cancel"
                  name="outcome"
                  legend={copy.cancel.outcomeLegend}
                  kind="radio"
                  options={[
                    { value: 'policy', label: copy.cancel.policyLabel, hint: policy },
                    { value: 'override', label: copy.cancel.overrideLabel, hint: copy.cancel.overrideHint },
                  ]}
                  values={cancel.values}
                  errors={cancel.errors}
                  revalidateUrl={undefined}
                  autoFocus={Boolean(cancel.errors.outcome)}
                />
                <FormField
                  idPrefix="cancel"
                  name="refund"
                  label={copy.cancel.refundLabel}
                  inputMode="decimal"
                  values={cancel.values}
                  errors={cancel.errors}
                  revalidateUrl={undefined}
                  autoFocus={!cancel.errors.outcome && Boolean(cancel.errors.refund)}
                />
                <ReasonField
                  idPrefix="cancel"
                  form={cancel}
                  autoFocus={!cancel.errors.outcome && !cancel.errors.refund && Boolean(cancel.errors.reason)}
                />
                <p className="muted">{copy.cancel.after}</p>
                {/* It gives a family's seat up: red, as the parent's own cancel button, not the brand's fill. */}
                <div className="form-actions">
                  <BusyButton busyLabel={copy.cancel.busy} className="btn btn--danger">
                    {copy.cancel.submit}
                  </BusyButton>
                </div>
              </form>
            </section>
          ) : null}

          {paid ? (
            <section aria-labelledby="switch-heading" className="course-section" id="switch">
              <h2 id="switch-heading">{copy.switching.heading}</h2>
              {choices.length === 0 ? (
                <p className="card">{copy.switching.none}</p>
              ) : (
                <form method="post" action={`${path}/switch`} className="card admin-form staff-action" noValidate>
                  <FormProblem errors={move.errors} />
                  <p>{copy.switching.lead}</p>
                  <ChoiceGroupField
                    idPrefix="switch"
                    name="courseId"
                    legend={copy.switching.legend}
                    kind="radio"
                    options={choices.map((choice) => ({
                      value: String(choice.id),
                      label: choice.name,
                      hint: copy.switching.choice(choice),
                    }))}
                    values={move.values}
                    errors={move.errors}
                    revalidateUrl={undefined}
                    autoFocus={Boolean(move.errors.courseId)}
                  />
                  <ReasonField idPrefix="switch" form={move} autoFocus={!move.errors.courseId && Boolean(move.errors.reason)} />
                  <div className="form-actions">
                    <BusyButton busyLabel={copy.switching.busy} className="btn btn--primary">
                      {copy.switching.submit}
                    </BusyButton>
                  </div>
                </form>
              )}
            </section>
          ) : null}

          {mayGiveCredit ? (
            <section aria-labelledby="credit-heading" className="course-section" id="credit">
              <h2 id="credit-heading">{copy.credit.heading}</h2>
              <form method="post" action={`${path}/credit`} className="card admin-form staff-action" noValidate>
                <FormProblem errors={credit.errors} />
                <p>{copy.credit.lead(enrollment.parentEmail)}</p>
                <div className="form-grid">
                  <FormField
                    idPrefix="credit"
                    name="amount"
                    label={copy.credit.amountLabel}
                    inputMode="decimal"
                    required
                    values={credit.values}
                    errors={credit.errors}
                    revalidateUrl={undefined}
                    autoFocus={Boolean(credit.errors.amount)}
                  />
                  <FormField
                    idPrefix="credit"
                    name="expiresOn"
                    label={copy.credit.expiresLabel}
                    type="date"
                    required
                    values={credit.values}
                    errors={credit.errors}
                    revalidateUrl={undefined}
                    autoFocus={!credit.errors.amount && Boolean(credit.errors.expiresOn)}
                  />
                </div>
                <ReasonField
                  idPrefix="credit"
                  form={credit}
                  autoFocus={!credit.errors.amount && !credit.errors.expiresOn && Boolean(credit.errors.reason)}
                />
                <div className="form-actions">
                  <BusyButton busyLabel={copy.credit.busy} className="btn btn--primary">
                    {copy.credit.submit}
                  </BusyButton>
                </div>
              </form>
            </section>
          ) : null}
        </div>
      </div>
      {/* The credits under both columns: in the record's, amounts and references wrapped. */}
      <RecordTable
        id="credits"
        title={copy.credits.heading}
        count={['credit', 'credits']}
        caption={copy.credits.caption(enrollment.parentEmail)}
        empty={copy.credits.empty}
        rows={credits}
        columns={[
          { header: 'Amount', number: true, cell: (row) => row.amount },
          { header: 'Valid until', cell: (row) => longDate(row.expiresOn) },
          {
            header: 'State',
            cell: (row) => (
              <div>
                {copy.credits.states[row.state]}
                {row.usedAt ? <Time iso={row.usedAt} /> : null}
              </div>
            ),
          },
          {
            header: 'Given for',
            cell: (row) => <a href={enrollmentConsolePath(row.sourceEnrollmentId)}>{row.sourceReference}</a>,
          },
          { header: 'Given at', cell: (row) => <Time iso={row.createdAt} /> },
        ]}
      />
    </AdminPage>
  );
}
