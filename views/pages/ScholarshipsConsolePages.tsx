import type { FieldErrors, FormValues } from '../../domain/forms.ts';
import type { ScholarshipStatus } from '../../domain/scholarships.ts';
import type { StaffMember } from '../../domain/staff.ts';
import { CsvLink, FieldList, FormProblem, ListToolbar, RecordTable, StatusFilter, Time } from '../components/AdminParts.tsx';
import { BusyButton } from '../components/BusyButton.tsx';
import { FormField, TextAreaField } from '../components/FormField.tsx';
import { pageMetadata } from '../content/page-metadata.ts';
import { scholarshipsConsoleCopy as copy } from '../content/scholarships-console.ts';
import { AdminPage } from './AdminPages.tsx';
import { enrollmentConsolePath } from './console-paths.ts';

const page = pageMetadata.scholarshipsConsole;
export const scholarshipConsolePath = (id: number) => `${page.path}/${id}`;

export type ScholarshipItem = {
  id: number;
  /** What the family quotes (SA-…), from their acknowledgement. */
  reference: string;
  status: ScholarshipStatus;
  percent: number | null;
  parentName: string;
  parentEmail: string;
  parentPhone: string;
  studentName: string;
  course: string;
  householdSize: number;
  statement: string;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  note: string | null;
  /** The seat held for an approval: its enrollment and where it stands. */
  seat: { enrollmentId: number; status: string } | null;
  /** Another application of the cohort holds its scholarship. */
  otherApprovedId: number | null;
};

const statusText = (item: Pick<ScholarshipItem, 'status' | 'percent'>) =>
  item.percent && item.status !== 'declined' ? `${copy.statuses[item.status]} (${item.percent}%)` : copy.statuses[item.status];

/** /admin/scholarships: the applications, filtered by status, with a CSV of them all. */
export function ScholarshipsListPage({
  viewer,
  items,
  status,
}: {
  viewer: StaffMember;
  items: ScholarshipItem[];
  status: ScholarshipStatus | undefined;
}) {
  return (
    <AdminPage
      lead={copy.lead}
      heading={page.heading}
      breadcrumb={page.breadcrumb}
      current={page.path}
      viewer={viewer}
      actions={<CsvLink href={`${page.path}.csv`} />}
    >
      {/* The one filter bar every console list has (its own tabs were the only ones of their kind). */}
      <ListToolbar list={{ path: page.path, query: { status } }}>
        <StatusFilter id="scholarships-status" value={status} labels={copy.statuses} />
      </ListToolbar>
      <RecordTable
        id="applications"
        title={status ? copy.statuses[status] : copy.tableTitle}
        count={['application', 'applications']}
        caption={copy.caption}
        empty={copy.empty}
        rows={items}
        columns={[
          { header: 'Received', cell: (row) => <Time iso={row.createdAt} /> },
          { header: 'Reference', cell: (row) => <span className="nowrap">{row.reference}</span> },
          { header: 'Student', cell: (row) => row.studentName },
          { header: 'Parent', wrap: true, cell: (row) => `${row.parentName}, ${row.parentEmail}` },
          { header: 'Cohort', wrap: true, cell: (row) => row.course },
          { header: 'Household', number: true, cell: (row) => row.householdSize },
          { header: 'Status', cell: (row) => statusText(row) },
          {
            header: 'Actions',
            printed: false,
            cell: (row) => (
              <a
                className="btn btn--outline btn--sm"
                href={scholarshipConsolePath(row.id)}
                aria-label={copy.reviewLabel(row.studentName)}
              >
                {copy.review}
              </a>
            ),
          },
        ]}
      />
    </AdminPage>
  );
}

/** A decision form sent back with errors (422), or refused by the service (409). */
export type SentDecision = { action: 'approve' | 'decline'; values: FormValues; errors: FieldErrors; refusal?: string };

/** /admin/scholarships/{id}: the application in full, and Approve or Decline while it waits. */
export function ScholarshipReviewPage({
  viewer,
  item,
  sent,
}: {
  viewer: StaffMember;
  item: ScholarshipItem;
  sent?: SentDecision;
}) {
  const path = scholarshipConsolePath(item.id);
  const approve = sent?.action === 'approve' ? sent : { values: {}, errors: {} as FieldErrors };
  const decline = sent?.action === 'decline' ? sent : { values: {}, errors: {} as FieldErrors };
  const { labels } = copy;
  return (
    <AdminPage
      heading={copy.heading(item.studentName)}
      breadcrumb={[...page.breadcrumb.slice(0, 1), { label: page.heading, href: page.path }, { label: item.studentName }]}
      current={page.path}
      viewer={viewer}
    >
      {sent?.refusal ? (
        <p className="notice notice--error" role="alert">
          {sent.refusal}
        </p>
      ) : null}
      <section aria-labelledby="application-heading" className="course-section">
        <h2 id="application-heading">{copy.factsHeading}</h2>
        <FieldList
          rows={[
            [labels.reference, item.reference],
            [labels.status, statusText(item)],
            [labels.student, item.studentName],
            [labels.parent, item.parentName],
            [labels.email, <a href={`mailto:${item.parentEmail}`}>{item.parentEmail}</a>],
            [labels.phone, item.parentPhone],
            [labels.cohort, item.course],
            [labels.household, String(item.householdSize)],
            [labels.received, <Time iso={item.createdAt} />],
            ...(item.decidedAt
              ? ([
                  [
                    labels.decided,
                    <>
                      <Time iso={item.decidedAt} /> {item.decidedBy}
                    </>,
                  ],
                ] as [string, React.ReactNode][])
              : []),
            ...(item.note ? ([[labels.note, item.note]] as [string, string][]) : []),
            ...(item.seat
              ? ([
                  [
                    labels.seat,
                    <a href={enrollmentConsolePath(item.seat.enrollmentId)}>
                      {copy.seatStates[item.seat.status] ?? item.seat.status}
                    </a>,
                  ],
                ] as [string, React.ReactNode][])
              : []),
          ]}
        />
        <h3 className="application-statement__heading">{copy.statementHeading}</h3>
        <p className="outbox-text">{item.statement}</p>
      </section>

      {item.status === 'pending' ? (
        <>
          {item.otherApprovedId ? (
            <p className="notice" role="status">
              {copy.otherApproved} <a href={scholarshipConsolePath(item.otherApprovedId)}>{copy.seeOther}</a>
            </p>
          ) : (
            <section aria-labelledby="approve-heading" className="course-section" id="approve">
              <h2 id="approve-heading">{copy.approve.heading}</h2>
              <form method="post" action={`${path}/approve`} className="card admin-form staff-action" noValidate>
                <FormProblem errors={approve.errors} />
                <p>{copy.approve.lead}</p>
                <FormField
                  idPrefix="approve"
                  name="percent"
                  label={copy.approve.percent}
                  inputMode="numeric"
                  required
                  values={approve.values}
                  errors={approve.errors}
                  revalidateUrl={undefined}
                  autoFocus={Boolean(approve.errors.percent)}
                />
                <TextAreaField
                  idPrefix="approve"
                  name="note"
                  label={copy.approve.note}
                  rows={2}
                  values={approve.values}
                  errors={approve.errors}
                  revalidateUrl={undefined}
                />
                <div className="form-actions">
                  <BusyButton busyLabel={copy.approve.busy}>{copy.approve.submit}</BusyButton>
                </div>
              </form>
            </section>
          )}
          <section aria-labelledby="decline-heading" className="course-section" id="decline">
            <h2 id="decline-heading">{copy.decline.heading}</h2>
            <form method="post" action={`${path}/decline`} className="card admin-form staff-action" noValidate>
              <FormProblem errors={decline.errors} />
              <p>{copy.decline.lead}</p>
              <TextAreaField
                idPrefix="decline"
                name="note"
                label={copy.decline.note}
                rows={2}
                values={decline.values}
                errors={decline.errors}
                revalidateUrl={undefined}
              />
              {/* A no to a family: marked as the other acts that take something away. */}
              <div className="form-actions">
                <BusyButton busyLabel={copy.decline.busy} className="btn btn--danger">
                  {copy.decline.submit}
                </BusyButton>
              </div>
            </form>
          </section>
        </>
      ) : null}
    </AdminPage>
  );
}
