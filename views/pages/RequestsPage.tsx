import type { HandledStatus } from '../../domain/console-lists.ts';
import type { StaffMember } from '../../domain/staff.ts';
import { CsvLink, ListToolbar, Pager, SortHeading, Time, type ListState } from '../components/AdminParts.tsx';
import { emailCopy } from '../content/emails.ts';
import { enrollmentForm } from '../content/enrollment-form.ts';
import { pageMetadata } from '../content/page-metadata.ts';
import { AdminPage } from './AdminPages.tsx';
import {
  ContactLines,
  LongText,
  HandledState,
  HandledStatusFilter,
  MarkHandledForm,
  ReplyLink,
  handledCopy,
  replyHref,
  type HandledMarkView,
} from './ConsoleListPages.tsx';

const info = pageMetadata.enrollmentRequests;
const { labels, choices } = enrollmentForm;

export type RequestItem = HandledMarkView & {
  id: number;
  receivedAt: string;
  parentName: string;
  parentEmail: string;
  parentPhone: string;
  studentName: string;
  studentAge: number;
  studentGrade: string;
  program: string;
  location: string;
  schedule: string;
  experience: string;
  interests: string[];
  comments: string | null;
};

/** A stored choice as the wizard's visitor read it (a value the wizard no longer offers shows as stored). */
const inWords = (words: Record<string, string>, value: string) => words[value] ?? value;

/** Every wizard answer in words, as the page and the CSV show them. */
export function requestInWords(
  item: Pick<RequestItem, 'studentAge' | 'studentGrade' | 'program' | 'location' | 'schedule' | 'experience' | 'interests'>,
) {
  return {
    studentAge: inWords(choices.studentAge, String(item.studentAge)),
    studentGrade: inWords(choices.studentGrade, item.studentGrade),
    program: inWords(choices.program, item.program),
    location: inWords(choices.location, item.location),
    schedule: inWords(choices.schedule, item.schedule),
    experience: inWords(choices.experience, item.experience),
    interests: item.interests.map((interest) => inWords(choices.interests, interest)),
  };
}

export const requestHandledPath = (id: number) => `${info.path}/${id}/handled`;

/** The answers a reply quotes, so the parent sees what they asked for. */
function requestSummary(item: RequestItem, words: ReturnType<typeof requestInWords>): string {
  return [
    `${labels.studentName}: ${item.studentName} (${words.studentAge}, ${words.studentGrade})`,
    `${labels.program}: ${words.program}`,
    `${labels.location}: ${words.location}`,
    `${labels.schedule}: ${words.schedule}`,
    ...(item.comments ? [`${labels.comments}: ${item.comments}`] : []),
  ].join('\n');
}

/** A label read by a screen reader and on a phone card, beside an answer whose words alone may not say what it is. */
function Answer({ label, children }: { label: string; children: string }) {
  return (
    <span className="admin-table__sub">
      <span className="visually-hidden">{label}: </span>
      {children}
    </span>
  );
}

/** One request as a row with every answer; also the fragment htmx swaps in after a mark. */
export function RequestRow({ item, back }: { item: RequestItem; back: string }) {
  const words = requestInWords(item);
  return (
    <tr id={`request-${item.id}`}>
      <td data-label="Received">
        <Time iso={item.receivedAt} />
      </td>
      <td data-label="Parent" className="admin-table__wrap">
        <ContactLines name={item.parentName} email={item.parentEmail} phone={item.parentPhone} />
      </td>
      <td data-label="Student" className="admin-table__wrap">
        <div>
          {item.studentName}
          <Answer label={labels.studentAge}>{words.studentAge}</Answer>
          <Answer label={labels.studentGrade}>{words.studentGrade}</Answer>
        </div>
      </td>
      <td data-label="Program" className="admin-table__wrap">
        <div>
          {words.program}
          <Answer label={labels.location}>{words.location}</Answer>
          <Answer label={labels.schedule}>{words.schedule}</Answer>
        </div>
      </td>
      <td data-label="Experience" className="admin-table__wrap">
        <div>
          {words.experience}
          <Answer label={labels.interests}>{words.interests.join(', ')}</Answer>
        </div>
      </td>
      <td data-label="Comments" className="console-list-text">
        {item.comments ? <LongText text={item.comments} /> : <span className="muted">{enrollmentForm.review.none}</span>}
      </td>
      <td data-label="Status">
        <HandledState mark={item} />
      </td>
      <td data-label="Actions" className="no-print">
        <div className="row-actions">
          <MarkHandledForm action={requestHandledPath(item.id)} handled={item.handledAt !== null} back={back} />
          <ReplyLink
            name={item.parentName}
            href={replyHref({
              to: item.parentEmail,
              subject: emailCopy.requestConfirmation.subject(item.studentName),
              from: item.parentName,
              original: requestSummary(item, words),
            })}
          />
        </div>
      </td>
    </tr>
  );
}

/** /admin/enrollment-requests: the wizard's requests with every answer in words; search, filter, sort, mark handled, reply. */
export function RequestsPage({
  viewer,
  items,
  list,
  page,
  hasMore,
  back,
  csvHref,
}: {
  viewer: StaffMember;
  items: RequestItem[];
  list: ListState;
  page: number;
  hasMore: boolean;
  back: string;
  csvHref: string;
}) {
  const filtered = Boolean(list.query.q || list.query.status);
  return (
    <AdminPage
      lead={
        'Applications sent through the enrollment wizard, with every answer. Reply opens your mail program; mark a request handled once the family has heard from you.'
      }
      heading={info.heading}
      breadcrumb={info.breadcrumb}
      current={info.path}
      viewer={viewer}
      actions={<CsvLink href={csvHref} />}
    >
      <ListToolbar list={list} searchLabel="Search parent, student, email, phone or comments">
        <HandledStatusFilter id="requests-status" value={list.query.status as HandledStatus | undefined} />
      </ListToolbar>
      {items.length === 0 ? (
        <p className="card">
          {filtered ? 'No request matches this search and filter.' : 'No enrollment request has come in yet.'}
        </p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table console-list">
            <caption className="visually-hidden">Enrollment requests</caption>
            <thead>
              <tr>
                <SortHeading list={list} sortKey="received">
                  Received
                </SortHeading>
                <SortHeading list={list} sortKey="parent">
                  Parent
                </SortHeading>
                <SortHeading list={list} sortKey="student">
                  Student
                </SortHeading>
                <SortHeading list={list} sortKey="program">
                  Program
                </SortHeading>
                <th scope="col">Experience</th>
                <th scope="col">Comments</th>
                <th scope="col">{handledCopy.statusLabel}</th>
                <th scope="col" className="no-print">
                  Actions
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <RequestRow key={item.id} item={item} back={back} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager list={list} page={page} hasMore={hasMore} label="Pages of enrollment requests" />
    </AdminPage>
  );
}
