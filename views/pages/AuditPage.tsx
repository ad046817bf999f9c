import { configurationActorEmail, type StaffMember } from '../../domain/staff.ts';
import { FilterSelect, ListToolbar, Pager, Time, type ListState } from '../components/AdminParts.tsx';
import { pageMetadata } from '../content/page-metadata.ts';
import { referenceOf } from '../../domain/references.ts';
import { dollars } from '../format.ts';
import { AdminPage } from './AdminPages.tsx';

const info = pageMetadata.audit;

export type AuditItem = {
  id: number;
  at: string;
  staffEmail: string;
  action: string;
  record: string;
  /** Where the record lives in the console, when it has a page. */
  recordHref: string | null;
  before: string | null;
  after: string | null;
};

/** A kind of record in words: 'promo-code' reads "Promo code". */
const kindWords = (kind: string) => kind.charAt(0).toUpperCase() + kind.slice(1).replaceAll('-', ' ');

/**
 * An action in words, its record's kind first: 'waitlist.moved-to-front' reads "Waitlist: moved
 * to front" (staff read the stored codes, in monospace, as the site's internals).
 */
export const actionWords = (action: string) => {
  const [kind, ...what] = action.split('.');
  return what.length > 0 ? `${kindWords(kind!)}: ${what.join(' ').replaceAll('-', ' ')}` : kindWords(kind!);
};

/** A record in words: 'course:3' reads "Course 3". */
const recordWords = (record: string) => {
  const [kind, id] = record.split(':');
  if (!id) return kindWords(kind!);
  // By the reference every other console page shows ('Enrollment 2' was a number no one quotes).
  const number = Number(id);
  if (Number.isInteger(number) && number > 0 && (kind === 'enrollment' || kind === 'scholarship'))
    return `${kindWords(kind)} ${referenceOf(kind, number)}`;
  return `${kindWords(kind!)} ${id}`;
};

/** Who, in words: the site acting from its configuration at start is named so, not by its settings' names. */
const whoWords = (email: string) => (email === configurationActorEmail ? 'The server’s configuration' : email);

/** A stored instant (ISO, in UTC). */
const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/** One field's value as staff read it: an instant in the Bay Area's time, nothing as a dash (it read "handled_at: null" and UTC). */
function FieldValue({ value, money = false }: { value: unknown; money?: boolean }) {
  if (value === null || value === undefined || value === '') return <span className="muted">—</span>;
  if (money && typeof value === 'number') return <>{dollars(value / 100)}</>;
  if (typeof value === 'string') return instant.test(value) ? <Time iso={value} /> : <>{value}</>;
  return <>{JSON.stringify(value)}</>;
}

/** A change's fields as "field: value" lines, for reading (the CSV and the database keep the JSON). */
function Fields({ json }: { json: string | null }) {
  if (!json) return <span className="muted">—</span>;
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return <code>{json}</code>;
  }
  if (!value || typeof value !== 'object') return <code>{json}</code>;
  return (
    <ul className="audit-fields">
      {Object.entries(value as Record<string, unknown>).map(([key, field]) => (
        <li key={key}>
          {/* An amount in dollars under its name ('amount cents: 7500' read as the database's). */}
          <span className="muted">{key.replace(/_cents$/, '').replaceAll('_', ' ')}:</span>{' '}
          <FieldValue value={field} money={key.endsWith('_cents')} />
        </li>
      ))}
    </ul>
  );
}

/** /admin/audit: every change staff made, newest first, filtered by who, what and which record. */
export function AuditPage({
  viewer,
  items,
  list,
  page,
  hasMore,
  actions,
  staffEmails,
}: {
  viewer: StaffMember;
  items: AuditItem[];
  list: ListState;
  page: number;
  hasMore: boolean;
  actions: string[];
  staffEmails: string[];
}) {
  const filtered = Boolean(list.query.staff || list.query.action || list.query.record);
  return (
    <AdminPage
      lead={'Every change made in the console, with the values before and after. Rows are never edited or removed.'}
      heading={info.heading}
      breadcrumb={info.breadcrumb}
      current={info.path}
      viewer={viewer}
    >
      <ListToolbar list={list}>
        <FilterSelect
          id="audit-staff"
          name="staff"
          label="Who"
          value={list.query.staff as string | undefined}
          options={[{ value: '', label: 'Everyone' }, ...staffEmails.map((email) => ({ value: email, label: whoWords(email) }))]}
        />
        <FilterSelect
          id="audit-action"
          name="action"
          label="What"
          value={list.query.action as string | undefined}
          options={[
            { value: '', label: 'Every action' },
            ...actions.map((action) => ({ value: action, label: actionWords(action) })),
          ]}
        />
        <div className="list-toolbar__field">
          <label htmlFor="audit-record">Record</label>
          <input
            id="audit-record"
            name="record"
            type="search"
            defaultValue={list.query.record ?? ''}
            placeholder="e.g. course:3"
            maxLength={60}
          />
        </div>
      </ListToolbar>
      {items.length === 0 ? (
        <p className="card">{filtered ? 'No change matches these filters.' : 'No change has been made in the console yet.'}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">Audit log</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">What</th>
                <th scope="col">Record</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  <td data-label="When">
                    <Time iso={item.at} />
                  </td>
                  <td data-label="Who" className="admin-table__wrap">
                    {whoWords(item.staffEmail)}
                  </td>
                  <td data-label="What" title={item.action}>
                    {actionWords(item.action)}
                  </td>
                  <td data-label="Record">
                    {item.recordHref ? <a href={item.recordHref}>{recordWords(item.record)}</a> : recordWords(item.record)}
                  </td>
                  <td data-label="Before" className="admin-table__wrap">
                    <Fields json={item.before} />
                  </td>
                  <td data-label="After" className="admin-table__wrap">
                    <Fields json={item.after} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager list={list} page={page} hasMore={hasMore} label="Pages of the audit log" />
    </AdminPage>
  );
}
