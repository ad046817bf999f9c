import type { WaitlistKind } from '../../domain/console-lists.ts';
import { courseLevels, type CourseLevel } from '../../domain/courses.ts';
import type { StaffMember } from '../../domain/staff.ts';
import { CsvLink, FilterSelect, ListToolbar, Pager, SortHeading, Time, type ListState } from '../components/AdminParts.tsx';
import type { WaitlistEntryState } from '../../domain/waitlist-line.ts';
import { kidsCurriculum } from '../content/kids-curriculum.ts';
import { entryStateLabels } from '../content/offers.ts';
import { pageMetadata } from '../content/page-metadata.ts';
import { AdminPage } from './AdminPages.tsx';
import { ContactLines, LongText } from './ConsoleListPages.tsx';

const info = pageMetadata.waitlistConsole;

export type WaitlistEntryItem = {
  kind: WaitlistKind;
  id: number;
  courseId: number | null;
  courseName: string | null;
  level: CourseLevel | null;
  /** Null when not waiting: the state says why. */
  position: number | null;
  state: WaitlistEntryState;
  parentName: string;
  parentEmail: string;
  parentPhone: string;
  studentName: string;
  studentGrade: string | null;
  message: string | null;
  interestedInFutureCamps: boolean;
  joinedAt: string;
};

export const levelLabel = (level: CourseLevel) => kidsCurriculum[level].label;

/** The list an entry waits in, in words: the cohort's name, or "Beginner level (no cohort yet)". */
export const waitlistName = (entry: Pick<WaitlistEntryItem, 'kind' | 'courseName' | 'level'>) =>
  entry.kind === 'course' ? (entry.courseName ?? '') : `${entry.level ? levelLabel(entry.level) : ''} level (no cohort yet)`;

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** /admin/waitlist: every family waiting, for a cohort or a level, with its place in line. */
export function WaitlistConsolePage({
  viewer,
  items,
  list,
  page,
  hasMore,
  courses,
  csvHref,
}: {
  viewer: StaffMember;
  items: WaitlistEntryItem[];
  list: ListState;
  page: number;
  hasMore: boolean;
  /** The cohorts families wait for, for the filter. */
  courses: { id: number; name: string }[];
  csvHref: string;
}) {
  const { query } = list;
  const filtered = Boolean(query.q || query.list || query.course || query.level);
  return (
    <AdminPage
      lead={
        'Families waiting for a seat in a cohort, in the order they joined (the first in line is offered the next free seat), and families waiting for a level that has no cohort yet.'
      }
      heading={info.heading}
      breadcrumb={info.breadcrumb}
      current={info.path}
      viewer={viewer}
      actions={<CsvLink href={csvHref} />}
    >
      <ListToolbar list={list} searchLabel="Search parent, student, email, phone or message">
        <FilterSelect
          id="waitlist-list"
          name="list"
          label="List"
          value={query.list as string | undefined}
          options={[
            { value: '', label: 'Cohorts and levels' },
            { value: 'course', label: 'Cohorts' },
            { value: 'level', label: 'Levels' },
          ]}
        />
        <FilterSelect
          id="waitlist-course"
          name="course"
          label="Cohort"
          value={query.course === undefined ? undefined : String(query.course)}
          options={[
            { value: '', label: 'Every cohort' },
            ...courses.map((course) => ({ value: String(course.id), label: course.name })),
          ]}
        />
        <FilterSelect
          id="waitlist-level"
          name="level"
          label="Level"
          value={query.level as string | undefined}
          options={[
            { value: '', label: 'Every level' },
            ...courseLevels.map((level) => ({ value: level, label: levelLabel(level) })),
          ]}
        />
      </ListToolbar>
      {items.length === 0 ? (
        <p className="card">
          {filtered ? 'No family on the waitlist matches this search and these filters.' : 'No family is waiting.'}
        </p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table console-list">
            <caption className="visually-hidden">Waitlist entries</caption>
            <thead>
              <tr>
                <SortHeading list={list} sortKey="list">
                  List
                </SortHeading>
                <th scope="col" className="admin-table__number">
                  Place
                </th>
                <SortHeading list={list} sortKey="parent">
                  Parent
                </SortHeading>
                <SortHeading list={list} sortKey="student">
                  Student
                </SortHeading>
                <th scope="col">Message</th>
                <th scope="col">Future camps</th>
                <SortHeading list={list} sortKey="joined">
                  Joined
                </SortHeading>
              </tr>
            </thead>
            <tbody>
              {items.map((entry) => (
                <tr key={`${entry.kind}-${entry.id}`} id={`waitlist-${entry.kind}-${entry.id}`}>
                  <td data-label="List" className="admin-table__wrap">
                    <div>
                      {entry.kind === 'course' && entry.courseId !== null ? (
                        <a href={`${pageMetadata.courses.path}/${entry.courseId}`}>{waitlistName(entry)}</a>
                      ) : (
                        waitlistName(entry)
                      )}
                      {entry.kind === 'course' && entry.level ? (
                        <span className="admin-table__sub muted">{levelLabel(entry.level)}</span>
                      ) : null}
                    </div>
                  </td>
                  <td data-label="Place" className="admin-table__number">
                    {entry.position ?? <span className="muted">{entryStateLabels[entry.state]}</span>}
                  </td>
                  <td data-label="Parent" className="admin-table__wrap">
                    <ContactLines name={entry.parentName} email={entry.parentEmail} phone={entry.parentPhone} />
                  </td>
                  <td data-label="Student" className="admin-table__wrap">
                    <div>
                      {entry.studentName}
                      {entry.studentGrade ? <span className="admin-table__sub">Grade: {entry.studentGrade}</span> : null}
                    </div>
                  </td>
                  <td data-label="Message" className="console-list-text">
                    {entry.message ? <LongText text={entry.message} /> : <span className="muted">—</span>}
                  </td>
                  <td data-label="Future camps">{yesNo(entry.interestedInFutureCamps)}</td>
                  <td data-label="Joined">
                    <Time iso={entry.joinedAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager list={list} page={page} hasMore={hasMore} label="Pages of the waitlist" />
    </AdminPage>
  );
}
