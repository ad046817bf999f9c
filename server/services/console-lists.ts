import { sql, type SqlBool } from 'kysely';
import { inTransaction, type Db } from '../../db/index.ts';
import type { ContactMessageRow, EnrollmentRequestRow } from '../../db/schema.ts';
import { listPageSize } from '../../domain/admin-lists.ts';
import type { WaitlistEntryState } from '../../domain/waitlist-line.ts';
import { isAhead, placeOfRow } from './waitlist-line.ts';
import type { HandledStatus, MessagesQuery, RequestsQuery, WaitlistKind, WaitlistQuery } from '../../domain/console-lists.ts';
import type { CourseLevel } from '../../domain/courses.ts';
import { recordAudit, type Actor } from './audit.ts';
import { inBatches, matchesAny } from './list-queries.ts';

/**
 * The console's lists of what families sent, read with the same filters for a page and
 * for its CSV (every page of it), and the one action on them: marking a message or an
 * enrollment request handled, or not, with its audit row.
 */

export type ListPage<Row> = { rows: Row[]; hasMore: boolean };

type SortDir = 'asc' | 'desc';

/** The tables whose rows staff mark handled. */
export type HandledTable = 'contact_messages' | 'enrollment_requests';

/** How each handled list searches and sorts: its columns, by the names its query uses. */
const handledLists = {
  contact_messages: {
    search: ['name', 'email', 'phone', 'message'],
    sorts: { received: 'created_at', name: 'name', subject: 'subject' },
  },
  enrollment_requests: {
    search: ['parent_name', 'parent_email', 'parent_phone', 'student_name', 'comments'],
    sorts: { received: 'created_at', parent: 'parent_name', student: 'student_name', program: 'program' },
  },
} as const satisfies Record<HandledTable, { search: readonly string[]; sorts: Record<string, string> }>;

/** A handled list's query; its sort is one of the list's own keys (domain/console-lists.ts checks it). */
type HandledQuery = { q?: string; status?: HandledStatus; sort: string; dir: SortDir; page: number };

/**
 * A handled list's rows with its search and status filter applied: one builder for both
 * tables (the conditions name columns through sql, valid on either); the callers below
 * say which row type comes back.
 */
function handledSelect(db: Db, table: HandledTable, query: HandledQuery) {
  let select = db.selectFrom(table).selectAll();
  if (query.q) select = select.where(matchesAny(handledLists[table].search, query.q));
  if (query.status === 'unhandled') select = select.where(sql<SqlBool>`handled_at is null`);
  if (query.status === 'handled') select = select.where(sql<SqlBool>`handled_at is not null`);
  return select;
}

async function handledPage<Row>(db: Db, table: HandledTable, query: HandledQuery): Promise<ListPage<Row>> {
  const sorts: Record<string, string> = handledLists[table].sorts;
  const rows = await handledSelect(db, table, query)
    .orderBy(sql.ref(sorts[query.sort] ?? 'created_at'), query.dir)
    // Equal values (two messages in the same second, two parents named alike) keep one order across pages.
    .orderBy(sql.ref('id'), query.dir)
    .limit(listPageSize + 1)
    .offset((query.page - 1) * listPageSize)
    .execute();
  return { rows: rows.slice(0, listPageSize) as Row[], hasMore: rows.length > listPageSize };
}

/** Every row the list's filters find (not only one page), a batch at a time, for its CSV. */
function handledExport<Row extends { id: number }>(db: Db, table: HandledTable, query: HandledQuery) {
  return inBatches<Row>(
    async (afterId, size) =>
      (await handledSelect(db, table, query)
        .where(sql.ref('id'), '>', afterId)
        .orderBy(sql.ref('id'))
        .limit(size)
        .execute()) as Row[],
  );
}

export const listMessages = (db: Db, query: MessagesQuery) => handledPage<ContactMessageRow>(db, 'contact_messages', query);
export const messagesForExport = (db: Db, query: MessagesQuery) =>
  handledExport<ContactMessageRow>(db, 'contact_messages', query);
export const listRequests = (db: Db, query: RequestsQuery) => handledPage<EnrollmentRequestRow>(db, 'enrollment_requests', query);
export const requestsForExport = (db: Db, query: RequestsQuery) =>
  handledExport<EnrollmentRequestRow>(db, 'enrollment_requests', query);

export const findMessage = (db: Db, id: number): Promise<ContactMessageRow | undefined> =>
  db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
export const findRequest = (db: Db, id: number): Promise<EnrollmentRequestRow | undefined> =>
  db.selectFrom('enrollment_requests').selectAll().where('id', '=', id).executeTakeFirst();

/** How the audit trail names a handled table's records and actions. */
const auditNames = {
  contact_messages: { record: 'message', handled: 'message.handled', unhandled: 'message.unhandled' },
  enrollment_requests: { record: 'request', handled: 'request.handled', unhandled: 'request.unhandled' },
} as const satisfies Record<HandledTable, { record: string; handled: string; unhandled: string }>;

type HandledMark = { handled_at: string | null; handled_by: string | null };

const sameAs = (column: keyof HandledMark, value: string | null) =>
  value === null ? sql<SqlBool>`${sql.ref(column)} is null` : sql<SqlBool>`${sql.ref(column)} = ${value}`;

/** Tries before giving up on a row that others keep changing (each lost try means someone else's change went in). */
const markTries = 5;

/**
 * Marks a message or request handled by `actor` (now), or not handled, and writes the
 * audit row, in one transaction. The write is a compare-and-set on the mark as it was
 * read, so two staff clicking at once make one change and one audit row, and the row's
 * `before` is exactly the mark it replaced. Undefined when there is no such row;
 * `changed: false` when it already was as asked (nothing written).
 */
export async function markHandled(
  db: Db,
  table: HandledTable,
  id: number,
  handled: boolean,
  actor: Actor,
  now: Date,
): Promise<{ changed: boolean; mark: HandledMark } | undefined> {
  const names = auditNames[table];
  return inTransaction(db, async (trx) => {
    for (let attempt = 0; attempt < markTries; attempt++) {
      const before = await trx.selectFrom(table).select(['handled_at', 'handled_by']).where('id', '=', id).executeTakeFirst();
      if (!before) return undefined;
      if ((before.handled_at !== null) === handled) return { changed: false, mark: before };
      const after: HandledMark = handled
        ? { handled_at: now.toISOString(), handled_by: actor.email }
        : { handled_at: null, handled_by: null };
      const { numUpdatedRows } = await trx
        .updateTable(table)
        .set(after)
        .where('id', '=', id)
        .where(sameAs('handled_at', before.handled_at))
        .where(sameAs('handled_by', before.handled_by))
        .executeTakeFirst();
      if (numUpdatedRows === 0n) continue;
      await recordAudit(
        trx,
        actor,
        { action: handled ? names.handled : names.unhandled, record: { type: names.record, id }, before, after },
        now,
      );
      return { changed: true, mark: after };
    }
    throw new Error(`${table} ${id}: the handled mark kept changing under us`);
  });
}

/** One family on a waitlist: a course's (with its cohort) or a level's, and its place in that line. */
export type WaitlistEntry = {
  kind: WaitlistKind;
  id: number;
  course_id: number | null;
  course_name: string | null;
  /** The level's list, or the course's level. */
  level: CourseLevel | null;
  parent_name: string;
  parent_email: string;
  parent_phone: string;
  student_name: string;
  student_grade: string | null;
  message: string | null;
  interested_in_future_camps: number;
  created_at: string;
  /** A course entry's state (domain/waitlist-line.ts); a level's list has no offers, so its entries are all waiting. */
  state: WaitlistEntryState;
  /** 1 for the first in line (server/services/waitlist-line.ts); null when not waiting (offered, skipped, or gone). */
  position: number | null;
};

/** Whether the query asks for a course's list, a level's list, or both. */
const wantsCourses = (query: WaitlistQuery) => query.list !== 'level';
const wantsLevels = (query: WaitlistQuery) => query.list !== 'course' && query.course === undefined;

const waitlistSearch = ['parent_name', 'parent_email', 'parent_phone', 'student_name', 'student_grade', 'message'] as const;

/**
 * The course lists' entries that match, in the shape both lists share. `ahead` counts the
 * families waiting before each one in its line (server/services/waitlist-line.ts).
 */
function courseEntries(db: Db, query: WaitlistQuery) {
  let select = db.selectFrom('waitlist_entries as w').select((eb) => [
    sql<WaitlistKind>`'course'`.as('kind'),
    'w.id',
    sql<number | null>`w.course_id`.as('course_id'),
    sql<string | null>`w.course_name`.as('course_name'),
    eb.selectFrom('courses').select('courses.level').whereRef('courses.id', '=', 'w.course_id').as('level'),
    'w.parent_name',
    'w.parent_email',
    'w.parent_phone',
    'w.student_name',
    'w.student_grade',
    'w.message',
    'w.interested_in_future_camps',
    'w.created_at',
    sql<WaitlistEntryState>`w.state`.as('state'),
    sql<number>`w.line_order`.as('line_order'),
    eb
      .selectFrom('waitlist_entries as before')
      .select((inner) => inner.fn.countAll<number | string>().as('n'))
      .whereRef('before.course_id', '=', 'w.course_id')
      .where('before.state', '=', 'waiting')
      .where(isAhead(placeOfRow('before'), placeOfRow('w')))
      .as('ahead'),
  ]);
  if (query.q) select = select.where(matchesAny([...waitlistSearch.map((c) => `w.${c}`), 'w.course_name'], query.q));
  if (query.course !== undefined) select = select.where('w.course_id', '=', query.course);
  if (query.level) {
    const level = query.level;
    select = select.where('w.course_id', 'in', (eb) =>
      eb.selectFrom('courses').select('courses.id').where('courses.level', '=', level),
    );
  }
  return select;
}

/** The level lists' entries that match, in the same shape. */
function levelEntries(db: Db, query: WaitlistQuery) {
  let select = db.selectFrom('level_waitlist_entries as w').select((eb) => [
    sql<WaitlistKind>`'level'`.as('kind'),
    'w.id',
    sql<number | null>`null`.as('course_id'),
    sql<string | null>`null`.as('course_name'),
    sql<CourseLevel | null>`w.level`.as('level'),
    'w.parent_name',
    'w.parent_email',
    'w.parent_phone',
    'w.student_name',
    'w.student_grade',
    'w.message',
    'w.interested_in_future_camps',
    'w.created_at',
    sql<WaitlistEntryState>`'waiting'`.as('state'),
    sql<number>`0`.as('line_order'),
    eb
      .selectFrom('level_waitlist_entries as before')
      .select((inner) => inner.fn.countAll<number | string>().as('n'))
      .whereRef('before.level', '=', 'w.level')
      .where((inner) =>
        inner.or([
          inner('before.created_at', '<', inner.ref('w.created_at')),
          inner.and([inner('before.created_at', '=', inner.ref('w.created_at')), inner('before.id', '<', inner.ref('w.id'))]),
        ]),
      )
      .as('ahead'),
  ]);
  if (query.q)
    select = select.where(
      matchesAny(
        waitlistSearch.map((c) => `w.${c}`),
        query.q,
      ),
    );
  if (query.level) select = select.where('w.level', '=', query.level);
  return select;
}

type EntryRow = Omit<WaitlistEntry, 'position'> & { ahead: number | string | null; line_order: number | string };
const toEntry = ({ ahead, line_order: _order, ...row }: EntryRow): WaitlistEntry => ({
  ...row,
  // PostgreSQL types a union's literal NULL as text; the id is a number either way.
  course_id: row.course_id === null ? null : Number(row.course_id),
  position: row.state === 'waiting' ? Number(ahead ?? 0) + 1 : null,
});

/**
 * One page of every waitlist entry the query finds, both kinds in one ordered list. Sorted
 * by list: course lists, then level lists, each line in its order.
 */
export async function listWaitlist(db: Db, query: WaitlistQuery): Promise<ListPage<WaitlistEntry>> {
  const sources = [
    ...(wantsCourses(query) ? [courseEntries(db, query)] : []),
    ...(wantsLevels(query) ? [levelEntries(db, query)] : []),
  ];
  const [first, ...others] = sources;
  if (!first) return { rows: [], hasMore: false };
  const union = others.reduce((all, next) => all.unionAll(next), first);
  const dir = query.dir;
  let select = db.selectFrom(union.as('e')).selectAll();
  if (query.sort === 'list') {
    select = select
      .orderBy('e.kind', dir)
      .orderBy(sql`coalesce(e.course_name, e.level)`, dir)
      .orderBy('e.course_id', dir)
      // Within a line, always its order: first in line first.
      .orderBy('e.line_order', 'asc')
      .orderBy('e.id', 'asc');
  } else {
    const column = { joined: 'e.created_at', parent: 'e.parent_name', student: 'e.student_name' } as const;
    select = select.orderBy(column[query.sort], dir);
  }
  const rows = await select
    .orderBy('e.kind', dir)
    .orderBy('e.id', dir)
    .limit(listPageSize + 1)
    .offset((query.page - 1) * listPageSize)
    .execute();
  return { rows: rows.slice(0, listPageSize).map(toEntry), hasMore: rows.length > listPageSize };
}

/** Every entry the query finds, for the CSV: the course lists, then the level lists, a batch at a time. */
export async function* waitlistForExport(db: Db, query: WaitlistQuery): AsyncGenerator<WaitlistEntry> {
  if (wantsCourses(query)) {
    yield* inBatches(async (afterId, size) =>
      (await courseEntries(db, query).where('w.id', '>', afterId).orderBy('w.id').limit(size).execute()).map(toEntry),
    );
  }
  if (wantsLevels(query)) {
    yield* inBatches(async (afterId, size) =>
      (await levelEntries(db, query).where('w.id', '>', afterId).orderBy('w.id').limit(size).execute()).map(toEntry),
    );
  }
}

/** The cohorts families wait for, for the list's filter. */
export function waitlistCourses(db: Db): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom('courses')
    .select(['courses.id', 'courses.name'])
    .where('courses.id', 'in', (eb) => eb.selectFrom('waitlist_entries').select('waitlist_entries.course_id'))
    .orderBy('courses.start_date')
    .orderBy('courses.name')
    .execute();
}
