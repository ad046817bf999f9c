import type { StaffMember } from '../../domain/staff.ts';
import { HeldCount, PaidCount, Time, outsideNote } from '../components/AdminParts.tsx';
import { findReferenceCopy as findCopy } from '../content/console-find.ts';
import { pageMetadata } from '../content/page-metadata.ts';
import { campusName, dollars, keepTogether } from '../format.ts';
import { AdminPage } from './AdminPages.tsx';
import { KeepWhole } from '../components/KeepWhole.tsx';

const info = pageMetadata.dashboard;

export type DashboardCohort = {
  id: number;
  name: string;
  dates: string;
  campus: 'south-bay' | 'east-bay';
  priceCents: number;
  capacity: number;
  /** Paid and held seats as the public sees them (a lapsed hold counts until the sweep releases it). */
  seatsTaken: number;
  paid: number;
  held: number;
  /** Seats held for families from the waitlist. */
  offered: number;
  /** Holds past their time, until the sweep releases them. */
  lapsed: number;
  /** Seats taken with no enrollment on the site behind them (sample data, or set before the site kept rosters). */
  outside: number;
  waiting: number;
};

export type DashboardView = {
  upcoming: DashboardCohort[];
  unhandledMessages: number;
  unhandledRequests: number;
  pendingScholarships: number;
  failedMail: { id: number; to: string; subject: string; error: string | null; at: string }[];
};

/** What was typed in "Find a reference" and why it found nothing. */
export type FindReferenceState = { value: string; error: string };

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/**
 * The reference a family quotes, looked up (GET to /admin itself, so it works without
 * JavaScript): found, the console opens the record; not, this box says why, with what was typed.
 */
function FindReference({ find }: { find: FindReferenceState | undefined }) {
  const id = 'find-reference';
  return (
    <form method="get" action={info.path} className="find-reference" role="search">
      <div className="list-toolbar">
        <div className="list-toolbar__field">
          <label htmlFor={id}>{findCopy.label}</label>
          <input
            id={id}
            type="search"
            name="reference"
            defaultValue={find?.value ?? ''}
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={find ? true : undefined}
            aria-describedby={find ? `${id}-error ${id}-hint` : `${id}-hint`}
          />
        </div>
        <button type="submit" className="btn btn--outline btn--sm">
          {findCopy.submit}
        </button>
      </div>
      {find ? (
        <p className="field__error" id={`${id}-error`} role="alert">
          <KeepWhole text={find.error} />
        </p>
      ) : null}
      <p className="muted find-reference__hint" id={`${id}-hint`}>
        {keepTogether(findCopy.hint)}
      </p>
    </form>
  );
}

/** A tile with work waiting stands out from one with none ("1 message not handled" read like "0 emails failed"). */
const tileClass = (waiting: number) => (waiting > 0 ? 'dashboard-tile dashboard-tile--waiting' : 'dashboard-tile');

/** /admin: upcoming cohorts and their seats; messages, requests and mail that wait for someone. */
export function DashboardPage({ viewer, view, find }: { viewer: StaffMember; view: DashboardView; find?: FindReferenceState }) {
  return (
    <AdminPage heading={info.heading} breadcrumb={info.breadcrumb} current={info.path} viewer={viewer}>
      <FindReference find={find} />
      <ul className="dashboard-tiles" aria-label="Waiting for staff">
        <li>
          <a className={tileClass(view.unhandledMessages)} href={`${pageMetadata.messages.path}?status=unhandled`}>
            <strong>{view.unhandledMessages.toLocaleString('en-US')}</strong>
            <span>{view.unhandledMessages === 1 ? 'message not handled' : 'messages not handled'}</span>
          </a>
        </li>
        <li>
          <a className={tileClass(view.unhandledRequests)} href={`${pageMetadata.enrollmentRequests.path}?status=unhandled`}>
            <strong>{view.unhandledRequests.toLocaleString('en-US')}</strong>
            <span>{view.unhandledRequests === 1 ? 'enrollment request not handled' : 'enrollment requests not handled'}</span>
          </a>
        </li>
        <li>
          <a className={tileClass(view.pendingScholarships)} href={`${pageMetadata.scholarshipsConsole.path}?status=pending`}>
            <strong>{view.pendingScholarships.toLocaleString('en-US')}</strong>
            <span>
              {view.pendingScholarships === 1 ? 'scholarship application to decide' : 'scholarship applications to decide'}
            </span>
          </a>
        </li>
        <li>
          <a
            className={`dashboard-tile${view.failedMail.length > 0 ? ' dashboard-tile--alert' : ''}`}
            href={`${pageMetadata.outbox.path}?status=failed`}
          >
            <strong>{view.failedMail.length === 5 ? '5+' : view.failedMail.length}</strong>
            <span>{view.failedMail.length === 1 ? 'email failed' : 'emails failed'}</span>
          </a>
        </li>
      </ul>

      <section aria-labelledby="upcoming-heading" className="dashboard-section">
        <div className="section-heading-row">
          <h2 id="upcoming-heading">Upcoming cohorts</h2>
          <a className="btn btn--outline btn--sm" href={pageMetadata.newCourse.path}>
            Open a Cohort
          </a>
        </div>
        {view.upcoming.length === 0 ? (
          <p className="card">No active cohort starts from today on.</p>
        ) : (
          <div className="admin-table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">Upcoming cohorts and their seats</caption>
              <thead>
                <tr>
                  <th scope="col">Cohort</th>
                  <th scope="col">Dates</th>
                  <th scope="col" className="admin-table__number">
                    Capacity
                  </th>
                  <th scope="col" className="admin-table__number">
                    Paid
                  </th>
                  <th scope="col" className="admin-table__number">
                    Held
                  </th>
                  <th scope="col" className="admin-table__number">
                    Free
                  </th>
                  <th scope="col" className="admin-table__number">
                    Waiting
                  </th>
                </tr>
              </thead>
              <tbody>
                {view.upcoming.map((cohort) => {
                  const free = Math.max(0, cohort.capacity - cohort.seatsTaken);
                  return (
                    <tr key={cohort.id}>
                      <td data-label="Cohort">
                        <div>
                          <a href={`${pageMetadata.courses.path}/${cohort.id}`}>{cohort.name}</a>
                          <span className="muted admin-table__sub">
                            {campusName[cohort.campus]} · {dollars(cohort.priceCents / 100)}
                          </span>
                        </div>
                      </td>
                      <td data-label="Dates">{cohort.dates}</td>
                      <td data-label="Capacity" className="admin-table__number">
                        {cohort.capacity}
                      </td>
                      <td data-label="Paid" className="admin-table__number">
                        <PaidCount paid={cohort.paid} outside={cohort.outside} />
                      </td>
                      <td data-label="Held" className="admin-table__number">
                        <HeldCount held={cohort.held} offered={cohort.offered} />
                      </td>
                      <td data-label="Free" className="admin-table__number">
                        {free === 0 ? <strong>Full</strong> : free}
                      </td>
                      <td data-label="Waiting" className="admin-table__number">
                        {cohort.waiting}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        {/* The count under the table it counts (it stood under the failed emails). */}
        {view.upcoming.length > 0 ? (
          <p className="muted">
            {plural(view.upcoming.length, 'upcoming cohort', 'upcoming cohorts')} in all.
            {view.upcoming.some((cohort) => cohort.outside > 0) ? ` ${outsideNote}` : null}
          </p>
        ) : null}
      </section>

      <section aria-labelledby="failures-heading" className="dashboard-section">
        <h2 id="failures-heading">Last emails that failed</h2>
        {view.failedMail.length === 0 ? (
          <p className="card">No email has failed.</p>
        ) : (
          <ul className="card dashboard-failures">
            {view.failedMail.map((mail) => (
              <li key={mail.id}>
                <a href={`${pageMetadata.outbox.path}/${mail.id}`}>{mail.subject}</a> to {mail.to}, <Time iso={mail.at} />
                {mail.error ? <span className="muted"> ({mail.error})</span> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </AdminPage>
  );
}
