import { EmailAddress } from '../components/EmailAddress.tsx';
import { ContactLines } from './ConsoleListPages.tsx';
import { listHref } from '../../domain/admin-lists.ts';
import type { EnrollmentStatus } from '../../domain/checkout.ts';
import type { SteeringAction, WaitlistEntryState } from '../../domain/waitlist-line.ts';
import { entryStateLabels, steeringLabels } from '../content/offers.ts';
import { defaultProgram, maxCapacity } from '../../domain/course-form.ts';
import type { Campus, CourseLevel, CourseStatus } from '../../domain/courses.ts';
import type { FieldErrors, FormValues } from '../../domain/forms.ts';
import type { StaffMember } from '../../domain/staff.ts';
import {
  FieldList,
  HeldCount,
  ListToolbar,
  outsideNote,
  outsideWords,
  Pager,
  PaidCount,
  RecordTable,
  SortHeading,
  StatusFilter,
  Time,
  type ListState,
} from '../components/AdminParts.tsx';
import { BusyButton } from '../components/BusyButton.tsx';
import { CourseForm, courseStatusLabels } from '../components/CourseForm.tsx';
import { kidsCurriculum } from '../content/kids-curriculum.ts';
import { programFacts } from '../content/programs.ts';
import { pageMetadata } from '../content/page-metadata.ts';
import { campusName, dollars, paymentAmount, timeZoneName } from '../format.ts';
import { AdminPage } from './AdminPages.tsx';
import { coursePath, enrollmentConsolePath } from './console-paths.ts';

const coursesPage = pageMetadata.courses;
const newCoursePage = pageMetadata.newCourse;

/** A cohort with its seats, as the list and the course's page show them. */
export type CourseSeatsView = {
  id: number;
  program: string;
  name: string;
  level: CourseLevel;
  campus: Campus;
  dates: string;
  status: CourseStatus;
  priceCents: number;
  capacity: number;
  /** Paid, held or offered: what capacity can't go below. */
  seatsTaken: number;
  paid: number;
  held: number;
  /** Seats held for families from the waitlist. */
  offered: number;
  /** Holds past their time, until the sweep releases them. */
  lapsed: number;
  /** Seats taken with no enrollment on the site behind them (sample data, or set before the site kept rosters). */
  outside: number;
  /** Seats the public can still take. */
  free: number;
  waiting: number;
};

/** A capacity the list shows back with its message (422). */
export type CapacityError = { id: number; value: string; message: string };

function StatusLabel({ status }: { status: CourseStatus }) {
  return <span className={`course-status course-status--${status}`}>{courseStatusLabels[status]}</span>;
}

/**
 * One cohort's line, with its capacity edited in place: a plain form post without
 * JavaScript (back to the list, same query), or with htmx this row swapped for the
 * answer (the row saved, or the row with its message, 422).
 */
export function CourseListRow({ row, back, error }: { row: CourseSeatsView; back: string; error?: CapacityError }) {
  const action = `${coursePath(row.id)}/capacity`;
  const inputId = `capacity-${row.id}`;
  const message = error?.id === row.id ? error : undefined;
  return (
    <tr id={`course-row-${row.id}`}>
      <td data-label="Cohort">
        <div>
          <a href={coursePath(row.id)}>{row.name}</a>
          {/* Under the name where the table has no room for their own columns (a laptop). */}
          <span className="muted admin-table__sub course-table__sub" aria-hidden="true">
            {kidsCurriculum[row.level].label} · {campusName[row.campus]}
          </span>
        </div>
      </td>
      <td data-label="Level" className="course-table__wide">
        {kidsCurriculum[row.level].label}
      </td>
      <td data-label="Campus" className="course-table__wide">
        {campusName[row.campus]}
      </td>
      <td data-label="Dates">{row.dates}</td>
      <td data-label="Status">
        <StatusLabel status={row.status} />
      </td>
      <td data-label="Price" className="admin-table__number">
        {dollars(row.priceCents / 100)}
      </td>
      <td data-label="Capacity" className="admin-table__number course-table__capacity">
        <form
          method="post"
          action={action}
          className="capacity-form"
          noValidate
          hx-post={action}
          hx-target="closest tr"
          hx-swap="outerHTML"
          data-island="busy-form"
          data-failure="The capacity was not saved: the server could not be reached. Try again."
        >
          <input type="hidden" name="back" value={back} />
          <label htmlFor={inputId} className="visually-hidden">
            Capacity of {row.name}
          </label>
          <input
            id={inputId}
            name="capacity"
            type="number"
            inputMode="numeric"
            min={row.seatsTaken}
            max={maxCapacity}
            step={1}
            required
            defaultValue={message ? message.value : String(row.capacity)}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${inputId}-error` : undefined}
          />
          <BusyButton busyLabel="Saving..." className="btn btn--outline btn--sm">
            Save<span className="visually-hidden"> the capacity of {row.name}</span>
          </BusyButton>
          {message ? (
            <p className="field__error capacity-form__error" id={`${inputId}-error`}>
              {message.message}
            </p>
          ) : null}
        </form>
        <span className="print-only">{row.capacity}</span>
      </td>
      <td data-label="Paid" className="admin-table__number">
        <PaidCount paid={row.paid} outside={row.outside} />
      </td>
      <td data-label="Held" className="admin-table__number">
        <HeldCount held={row.held} offered={row.offered} />
      </td>
      <td data-label="Free" className="admin-table__number">
        {row.free === 0 ? <strong>Full</strong> : row.free}
      </td>
      <td data-label="Waiting" className="admin-table__number">
        {row.waiting}
      </td>
    </tr>
  );
}

/** /admin/courses: every cohort, searched, filtered and sorted on the server, with its capacity editable in place. */
export function CourseListPage({
  viewer,
  rows,
  list,
  page,
  hasMore,
  error,
}: {
  viewer: StaffMember;
  rows: CourseSeatsView[];
  list: ListState;
  page: number;
  hasMore: boolean;
  error?: CapacityError;
}) {
  const back = listHref(list.path, list.query, { page });
  const filtered = Boolean(list.query.q || list.query.status);
  return (
    <AdminPage
      lead={
        'Every cohort, on sale or not. Free seats are what the public can still take; capacity never goes below the seats paid or held.'
      }
      heading={coursesPage.heading}
      breadcrumb={coursesPage.breadcrumb}
      current={coursesPage.path}
      viewer={viewer}
      actions={
        <a className="btn btn--primary btn--sm" href={newCoursePage.path}>
          Open a Cohort
        </a>
      }
    >
      <ListToolbar list={list} searchLabel="Search name, place or dates">
        <StatusFilter id="courses-status" value={list.query.status as CourseStatus | undefined} labels={courseStatusLabels} />
      </ListToolbar>
      {error && !rows.some((row) => row.id === error.id) ? (
        <p className="notice notice--error" role="alert">
          {error.message}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className="card">{filtered ? 'No cohort matches this search.' : 'No cohort yet.'}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table course-table">
            <caption className="visually-hidden">Cohorts and their seats</caption>
            <thead>
              <tr>
                <SortHeading list={list} sortKey="name">
                  Cohort
                </SortHeading>
                <th scope="col" className="course-table__wide">
                  Level
                </th>
                <th scope="col" className="course-table__wide">
                  Campus
                </th>
                <SortHeading list={list} sortKey="start">
                  Dates
                </SortHeading>
                <th scope="col">Status</th>
                <SortHeading list={list} sortKey="price" className="admin-table__number">
                  Price
                </SortHeading>
                <SortHeading list={list} sortKey="capacity" className="admin-table__number">
                  Capacity
                </SortHeading>
                <th scope="col" className="admin-table__number">
                  Paid
                </th>
                <th scope="col" className="admin-table__number">
                  Held
                </th>
                <SortHeading list={list} sortKey="free" className="admin-table__number">
                  Free
                </SortHeading>
                <th scope="col" className="admin-table__number">
                  Waiting
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <CourseListRow key={row.id} row={row} back={back} error={error} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {rows.some((row) => row.outside > 0) ? <p className="muted">{outsideNote}</p> : null}
      <Pager list={list} page={page} hasMore={hasMore} label="Pages of cohorts" />
    </AdminPage>
  );
}

/** A course's facts, as its page lists them. */
export type CourseFactsView = CourseSeatsView & {
  location: string;
  format: string;
  schedule: string;
  timeZone: string | null;
};

/** An enrollment on the course's page. */
export type EnrollmentView = {
  id: number;
  reference: string;
  studentName: string;
  parentEmail: string;
  amountCents: number;
  currency: string;
  status: EnrollmentStatus;
  paidAt: string | null;
  createdAt: string;
  holdExpiresAt: string;
  /** A hold past its expiry that the sweep has not released yet. */
  lapsed: boolean;
  updatedAt: string;
  refundId: string | null;
  /** What was or is to be refunded of a cancellation, in cents; null when none. */
  refundCents: number | null;
  cancelledAt: string | null;
  /** The discounts that lowered the amount, by name ('Early bird: 15% off for booking by January 31'); empty when none. */
  discounts: string;
};

export type WaitingView = {
  id: number;
  parentName: string;
  parentEmail: string;
  parentPhone: string;
  studentName: string;
  studentGrade: string | null;
  joinedAt: string;
  state: WaitlistEntryState;
  /** 1 for the next family a freed seat goes to; undefined when not waiting. */
  position: number | undefined;
  offerExpiresAt: string | null;
  stateChangedAt: string | null;
};

/** An entry's state in words, with the time that matters for it. */
function EntryState({ entry }: { entry: WaitingView }) {
  const when = entry.state === 'offered' ? entry.offerExpiresAt : entry.stateChangedAt;
  return (
    <div>
      {entryStateLabels[entry.state]}
      {when && entry.state !== 'waiting' ? (
        <span className="muted admin-table__sub">
          {entry.state === 'offered' ? 'until ' : ''}
          <Time iso={when} />
        </span>
      ) : null}
    </div>
  );
}

/** A stored program key in words: the one the cohorts belong to by its page's name. */
const programName = (program: string) => (program === defaultProgram ? programFacts.kids.name : program);

/** The buttons that steer one entry (plain forms: they work without JavaScript). */
function SteeringButtons({ courseId, entry, seatFree }: { courseId: number; entry: WaitingView; seatFree: boolean }) {
  const actions: SteeringAction[] = [];
  // The first in line has no front to move to (the button did nothing there).
  if (entry.state === 'waiting') actions.push(...(entry.position === 1 ? [] : (['front'] as const)), 'skip');
  if (entry.state === 'skipped') actions.push('restore');
  if (seatFree && (entry.state === 'waiting' || entry.state === 'skipped')) actions.push('offer');
  if (actions.length === 0) return <span className="muted">—</span>;
  return (
    <div className="steering">
      {actions.map((action) => (
        <form key={action} method="post" action={`${coursePath(courseId)}/waitlist/${entry.id}/${action}`}>
          <button
            type="submit"
            className={`btn btn--sm ${action === 'offer' ? 'btn--primary' : 'btn--outline'}`}
            aria-label={`${steeringLabels[action]}: ${entry.parentName}`}
          >
            {steeringLabels[action]}
          </button>
        </form>
      ))}
    </div>
  );
}

export type CourseFormState = { values: FormValues; errors: FieldErrors; statuses: readonly CourseStatus[] };

const amount = (entry: EnrollmentView) => paymentAmount(entry.amountCents / 100, entry.currency);

/** A cancelled or refunded enrollment's money: what went or goes back, or that none does. */
function refundState(entry: EnrollmentView): string {
  const back = entry.refundCents === null ? '' : ` ${paymentAmount(entry.refundCents / 100, entry.currency)}`;
  if (entry.status === 'refunded') return `Refunded${back}`;
  if (entry.status === 'refund_due') return `Refund due${back}`;
  return 'Cancelled, no refund';
}

/**
 * /admin/courses/{id}: the course's facts, its roster (paid), holds in progress, refunds,
 * its waitlist in line order with each family's state and the buttons that steer it, and
 * the form that edits it. Printed, it is the roster
 * and the waitlist on paper (the console's bar, holds, refunds and the form stay off).
 */
export function CoursePage({
  viewer,
  course,
  roster,
  holds,
  refunds,
  waitlist,
  form,
}: {
  viewer: StaffMember;
  course: CourseFactsView;
  roster: EnrollmentView[];
  holds: EnrollmentView[];
  refunds: EnrollmentView[];
  waitlist: WaitingView[];
  form: CourseFormState;
}) {
  const path = coursePath(course.id);
  return (
    <AdminPage
      // How to print, as the page's lead: it floated between the page's buttons and its facts.
      lead={
        "To print the roster and the waitlist, use your browser's Print (Ctrl+P, or ⌘P on a Mac): the page prints without the console, the holds, the refunds or the form."
      }
      heading={course.name}
      breadcrumb={[...coursesPage.breadcrumb.slice(0, -1), { label: 'Courses', href: coursesPage.path }, { label: course.name }]}
      current={coursesPage.path}
      viewer={viewer}
      actions={
        <>
          <a className="btn btn--outline btn--sm" href={`${path}/roster.csv`} download>
            Download Roster (CSV)
          </a>
          <a className="btn btn--outline btn--sm" href="#edit-heading">
            Edit the Course
          </a>
          <a className="btn btn--outline btn--sm" href={`${pageMetadata.audit.path}?record=course:${course.id}`}>
            History
          </a>
        </>
      }
    >
      <section aria-labelledby="facts-heading" className="course-section">
        <h2 id="facts-heading">The cohort</h2>
        <FieldList
          rows={[
            ['Status', <StatusLabel key="status" status={course.status} />],
            // The program by its name, not its stored key ('kids-vibe-coding').
            ['Program', programName(course.program)],
            ['Level', kidsCurriculum[course.level].label],
            ['Campus', campusName[course.campus]],
            ['Location', course.location],
            ['Format', course.format],
            ['Dates', course.dates],
            ['Schedule', `${course.schedule}${course.timeZone ? ` (${timeZoneName(course.timeZone)})` : ''}`],
            ['Price', dollars(course.priceCents / 100)],
            [
              'Seats',
              // Every seat taken is named, so the counts add up to the capacity.
              `${course.capacity} in all: ${course.paid} paid, ${course.held} held, ` +
                (course.offered > 0 ? `${course.offered} offered to the waitlist, ` : '') +
                (course.lapsed > 0 ? `${course.lapsed} held past their time (until the sweep releases them), ` : '') +
                (course.outside > 0 ? `${course.outside} ${outsideWords}, ` : '') +
                `${course.free} free`,
            ],
            ['Waiting', String(course.waiting)],
          ]}
        />
      </section>

      <RecordTable
        id="roster"
        title="Roster"
        count={['student', 'students']}
        caption="Students who have paid"
        empty="No one has paid for this cohort yet."
        rows={roster}
        columns={[
          { header: '#', number: true, cell: (_entry, index) => index + 1 },
          { header: 'Student', cell: (entry) => entry.studentName },
          { header: 'Parent email', wrap: true, cell: (entry) => <EmailAddress email={entry.parentEmail} /> },
          {
            header: 'Amount paid',
            number: true,
            cell: (entry) => (
              <div>
                {amount(entry)}
                {entry.discounts ? <span className="muted admin-table__sub">{entry.discounts}</span> : null}
              </div>
            ),
          },
          { header: 'Paid at', cell: (entry) => (entry.paidAt ? <Time iso={entry.paidAt} /> : '—') },
          // Linked, as the refunds table links it: the enrollment's page either way.
          {
            header: 'Reference',
            cell: (entry) => (
              <a className="nowrap" href={enrollmentConsolePath(entry.id)}>
                {entry.reference}
              </a>
            ),
          },
          {
            header: 'Actions',
            printed: false,
            cell: (entry) => (
              <a
                className="btn btn--outline btn--sm"
                href={enrollmentConsolePath(entry.id)}
                aria-label={`Manage ${entry.reference}, ${entry.studentName}: cancel, switch dates, give a credit`}
              >
                Manage
              </a>
            ),
          },
        ]}
      />

      <RecordTable
        id="holds"
        title="Holds in progress"
        count={['hold', 'holds']}
        caption="Seats held while a family pays, or offered to a family from the waitlist"
        empty="No seat is held while a family pays."
        printed={false}
        rows={holds}
        columns={[
          {
            header: 'Student',
            cell: (entry) => (
              <div>
                {entry.studentName}
                {entry.status === 'offered' ? <span className="muted admin-table__sub">Waitlist offer</span> : null}
              </div>
            ),
          },
          { header: 'Parent email', wrap: true, cell: (entry) => <EmailAddress email={entry.parentEmail} /> },
          { header: 'Amount', number: true, cell: amount },
          { header: 'Held since', cell: (entry) => <Time iso={entry.createdAt} /> },
          {
            header: 'Expires',
            cell: (entry) => (
              <div>
                <Time iso={entry.holdExpiresAt} />
                {entry.lapsed ? <span className="muted admin-table__sub">Lapsed: the seat is being released</span> : null}
              </div>
            ),
          },
          { header: 'Reference', cell: (entry) => <span className="nowrap">{entry.reference}</span> },
        ]}
      />

      <RecordTable
        id="refunds"
        title="Cancellations and refunds"
        count={['enrollment', 'enrollments']}
        caption="Enrollments cancelled, and refunds owed or made"
        empty="No cancellation or refund for this cohort."
        printed={false}
        rows={refunds}
        columns={[
          { header: 'Student', cell: (entry) => entry.studentName },
          { header: 'Parent email', wrap: true, cell: (entry) => <EmailAddress email={entry.parentEmail} /> },
          { header: 'Amount paid', number: true, cell: amount },
          // The reference a family quotes before the provider's refund id, which breaks anywhere
          // (unbroken, it pushed the reference off a laptop's table).
          {
            header: 'Reference',
            cell: (entry) => (
              <a className="nowrap" href={enrollmentConsolePath(entry.id)}>
                {entry.reference}
              </a>
            ),
          },
          {
            header: 'Refund',
            wrap: true,
            cell: (entry) => (
              <div>
                {refundState(entry)}
                {entry.refundId ? <span className="muted admin-table__sub admin-table__id">{entry.refundId}</span> : null}
              </div>
            ),
          },
          { header: 'Last change', cell: (entry) => <Time iso={entry.updatedAt} /> },
        ]}
      />

      <RecordTable
        id="waitlist"
        title="Waitlist"
        count={['family', 'families']}
        caption="Families on the waitlist, in line order, with each one's state"
        empty="No family is waiting for this cohort."
        rows={waitlist}
        columns={[
          // The waitlist page's cells and words: a place in line, the family's mail and call links.
          { header: 'Place', number: true, cell: (entry) => entry.position ?? '—' },
          { header: 'State', cell: (entry) => <EntryState entry={entry} /> },
          {
            header: 'Parent',
            wrap: true,
            cell: (entry) => <ContactLines name={entry.parentName} email={entry.parentEmail} phone={entry.parentPhone} />,
          },
          {
            header: 'Student',
            cell: (entry) => (
              <div>
                {entry.studentName}
                {entry.studentGrade ? <span className="admin-table__sub">Grade: {entry.studentGrade}</span> : null}
              </div>
            ),
          },
          { header: 'Joined', cell: (entry) => <Time iso={entry.joinedAt} /> },
          {
            header: 'Actions',
            printed: false,
            cell: (entry) => (
              <SteeringButtons courseId={course.id} entry={entry} seatFree={course.status === 'active' && course.free > 0} />
            ),
          },
        ]}
      />

      <section aria-labelledby="edit-heading" className="course-section no-print">
        <h2 id="edit-heading">Edit the course</h2>
        <CourseForm mode="edit" action={path} seatsTaken={course.seatsTaken} {...form} />
      </section>
    </AdminPage>
  );
}

/** /admin/courses/new: open a cohort. */
export function NewCoursePage({ viewer, form }: { viewer: StaffMember; form: CourseFormState }) {
  return (
    <AdminPage
      lead={'A new cohort is on sale as soon as it is saved as active; save it as a draft to finish it later.'}
      heading={newCoursePage.heading}
      breadcrumb={newCoursePage.breadcrumb}
      current={coursesPage.path}
      viewer={viewer}
    >
      <CourseForm mode="new" action={coursesPage.path} {...form} />
    </AdminPage>
  );
}
