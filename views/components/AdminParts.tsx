import type { FieldErrors } from '../../domain/forms.ts';
import { messages } from '../content/messages.ts';
import type { ReactNode } from 'react';
import { listHref } from '../../domain/admin-lists.ts';
import { bayAreaTime } from '../format.ts';

/**
 * Pieces every console page uses: times as staff in the Bay Area read them, a pager, a
 * list's search and filter form, its sortable column headings, and label-value lists.
 */
/** A stored instant in a <time> with the exact value. */
export function Time({ iso }: { iso: string }) {
  // The day and the hour each kept whole, free to stand on two lines in a narrow column (one
  // unbroken line pushed the requests' table past a laptop's width).
  const [day, hour] = bayAreaTime(iso, 'short').split(/(?<=\d{4}), /);
  return (
    <time dateTime={iso}>
      <span className="nowrap">{hour ? `${day},` : day}</span>
      {hour ? (
        <>
          {' '}
          <span className="nowrap">{hour}</span>
        </>
      ) : null}
    </time>
  );
}

export type ListState = { path: string; query: Record<string, string | number | undefined> };

/** Newer and older pages of a list, as links (the URL is the state). */
export function Pager({ list, page, hasMore, label }: { list: ListState; page: number; hasMore: boolean; label: string }) {
  if (page <= 1 && !hasMore) return null;
  return (
    <nav className="pager" aria-label={label}>
      {page > 1 ? (
        <a className="btn btn--outline btn--sm" href={listHref(list.path, list.query, { page: page - 1 })} rel="prev">
          Previous Page
        </a>
      ) : null}
      <span className="muted">Page {page}</span>
      {hasMore ? (
        <a className="btn btn--outline btn--sm" href={listHref(list.path, list.query, { page: page + 1 })} rel="next">
          Next Page
        </a>
      ) : null}
    </nav>
  );
}

/**
 * A column heading that sorts the list by it: a link (works without JavaScript), with
 * aria-sort on the column it is sorted by.
 */
export function SortHeading({
  list,
  sortKey,
  children,
  className,
}: {
  list: ListState;
  sortKey: string;
  children: ReactNode;
  className?: string;
}) {
  const active = list.query.sort === sortKey;
  const dir = list.query.dir === 'asc' ? 'asc' : 'desc';
  const next = active && dir === 'asc' ? 'desc' : 'asc';
  return (
    <th scope="col" className={className} aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}>
      <a className="sort-link" href={listHref(list.path, list.query, { sort: sortKey, dir: next, page: undefined })}>
        {children}
        <span aria-hidden="true">{active ? (dir === 'asc' ? ' ▲' : ' ▼') : ''}</span>
      </a>
    </th>
  );
}

/**
 * A list's search box (when it has one) and filters, sent as GET to the list itself: one
 * bar, one Apply, on every console list.
 */
export function ListToolbar({
  list,
  searchLabel,
  children,
}: {
  list: ListState;
  searchLabel?: string;
  /** The list's own filters (selects), named as in its query. */
  children?: ReactNode;
}) {
  const id = `${list.path.replaceAll('/', '-').slice(1)}-search`;
  return (
    <form method="get" action={list.path} className="list-toolbar" role="search">
      {searchLabel ? (
        <div className="list-toolbar__field">
          <label htmlFor={id}>{searchLabel}</label>
          <input id={id} type="search" name="q" defaultValue={list.query.q ?? ''} maxLength={100} />
        </div>
      ) : null}
      {children}
      {list.query.sort ? <input type="hidden" name="sort" value={list.query.sort} /> : null}
      {list.query.dir ? <input type="hidden" name="dir" value={list.query.dir} /> : null}
      <button type="submit" className="btn btn--outline btn--sm">
        Apply
      </button>
    </form>
  );
}

/**
 * A list's CSV, among the page's actions beside its title on every console list (the same
 * query, so the spreadsheet holds what the list shows, every page of it).
 */
export function CsvLink({ href }: { href: string }) {
  return (
    <a className="btn btn--outline btn--sm" href={href} download>
      Download CSV
    </a>
  );
}

/**
 * A list's status filter: "Status", every status first, then each in its words; the same
 * label and first choice on every console list (they read All, All messages, Every status).
 */
export function StatusFilter<Status extends string>({
  id,
  value,
  labels,
}: {
  id: string;
  value: Status | undefined;
  /** Each status in the list's words, in the order the select lists them. */
  labels: Record<Status, string>;
}) {
  return (
    <FilterSelect
      id={id}
      name="status"
      label="Status"
      value={value}
      options={[
        { value: '', label: 'Every status' },
        ...(Object.entries(labels) as [Status, string][]).map(([status, label]) => ({ value: status, label })),
      ]}
    />
  );
}

/** A select filter inside ListToolbar. */
export function FilterSelect({
  id,
  name,
  label,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  options: { value: string; label: string }[];
}) {
  return (
    <div className="list-toolbar__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value ?? ''}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Label and value pairs (a record's fields). */
export function FieldList({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    // In a card, as every other section of a console page is (bare, a record's facts read as unfinished).
    <dl className="card outbox-fields">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A column of a RecordTable: its heading (also each cell's label on a phone card) and its cell. */
export type RecordColumn<Row> = {
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  /** Right-aligned figures (side by side on a phone card). */
  number?: boolean;
  /** Long text (addresses) that may break anywhere. */
  wrap?: boolean;
  /** false: left off paper (buttons). */
  printed?: boolean;
};

/**
 * A titled section holding a table of records, or a line saying there are none: the
 * heading with its count, a caption for screen readers, and a cell per column labelled
 * for the phone's card layout. A cell renders one element, so a label's value stays beside it.
 */
export function RecordTable<Row extends { id: number | string }>({
  id,
  title,
  count,
  caption,
  empty,
  columns,
  rows,
  printed = true,
}: {
  id: string;
  title: string;
  /** How a number of rows reads: ['student', 'students']. */
  count: [one: string, many: string];
  caption: string;
  empty: string;
  columns: RecordColumn<Row>[];
  rows: Row[];
  /** false: left off paper (holds, refunds). */
  printed?: boolean;
}) {
  const headingId = `${id}-heading`;
  const cellClass = (column: RecordColumn<Row>) =>
    [
      column.number ? 'admin-table__number' : '',
      column.wrap ? 'admin-table__wrap' : '',
      column.printed === false ? 'no-print' : '',
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <section aria-labelledby={headingId} className={`course-section${printed ? '' : ' no-print'}`}>
      <h2 id={headingId}>
        {title}
        <span className="muted course-section__count">
          {' '}
          ({rows.length.toLocaleString('en-US')} {rows.length === 1 ? count[0] : count[1]})
        </span>
      </h2>
      {rows.length === 0 ? (
        <p className="card">{empty}</p>
      ) : (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col" className={cellClass(column)}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={row.id}>
                  {columns.map((column) => (
                    <td key={column.header} data-label={column.header} className={cellClass(column)}>
                      {column.cell(row, index)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** Seats held while families pay, with those held for waitlist offers under them. */
/** Seats taken with no enrollment on the site behind them, in words (the sample cohorts' seats read as belonging to nobody). */
export const outsideWords = 'booked outside the site';

/** Under a table of cohorts whose seats include some booked outside the site: what "outside" counts. */
export const outsideNote =
  'Outside: seats taken with no enrollment on this site behind them (the sample data’s, or booked before the site kept rosters).';

/** A cohort's paid seats, and under them the seats taken outside the site, so the row adds up. */
export function PaidCount({ paid, outside }: { paid: number; outside: number }) {
  return (
    <div>
      {paid}
      {outside > 0 ? (
        <span className="muted admin-table__sub">
          +{outside} outside<span className="visually-hidden"> the site</span>
        </span>
      ) : null}
    </div>
  );
}

export function HeldCount({ held, offered }: { held: number; offered: number }) {
  return (
    <div>
      {held}
      {offered > 0 ? <span className="muted admin-table__sub">+{offered} offered</span> : null}
    </div>
  );
}

/** The line above a console form sent with mistakes (each message is beside its field). */
export function FormProblem({ errors }: { errors: FieldErrors }) {
  return Object.keys(errors).length > 0 ? (
    <p className="form-error" role="alert">
      {messages.consoleFormProblem}
    </p>
  ) : null;
}
