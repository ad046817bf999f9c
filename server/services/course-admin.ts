import { sql } from 'kysely';
import { inTransaction, type Db } from '../../db/index.ts';
import type { WaitlistEntryRow } from '../../db/schema.ts';
import type { CourseRow, EnrollmentRow } from '../../db/schema.ts';
import { listPageSize } from '../../domain/admin-lists.ts';
import {
  displayTexts,
  editableStatuses,
  type CourseEdit,
  type CourseListQuery,
  type NewCourse,
} from '../../domain/course-form.ts';
import type { Clock } from '../clock.ts';
import { changedFields, recordAudit, type Actor } from './audit.ts';
import type { ContentChanges } from './content-changes.ts';
import { courseSeats, type CourseSeats } from './course-seats.ts';
import { inBatches, matchesAny } from './list-queries.ts';
import { changeSeats, type SeatDeps } from './seats.ts';
import { queueLevelNotices } from './notifications.ts';
import type { MailSettings } from './outbox.ts';

/**
 * The console's courses: the list with its seats, one course with its people, and the
 * changes staff make. Every change runs in one transaction through the one seat path
 * (capacity is set by its conditional statement, so it never goes below the seats taken,
 * even against a checkout at the same moment) and writes its audit row in it.
 */
export type CourseAdminDeps = SeatDeps & { clock: Clock; mail: MailSettings };

/** A cohort as the list shows it: its seats, and the seats free as the public sees them. */
export type CourseSeatsRow = CourseSeats & { free: number };

const withFree = (row: CourseSeats): CourseSeatsRow => ({ ...row, free: Math.max(0, row.capacity - row.seats_taken) });

const sortColumns = {
  start: sql`start_date`,
  name: sql`lower(name)`,
  free: sql`capacity - seats_taken`,
  price: sql`price_cents`,
  capacity: sql`capacity`,
} as const;

/** One page of cohorts, of every status, searched (name, location, dates text), filtered and sorted. */
export async function listCourses(
  db: Db,
  now: Date,
  query: CourseListQuery,
): Promise<{ rows: CourseSeatsRow[]; hasMore: boolean }> {
  let select = db.selectFrom('courses').select('id');
  if (query.q) select = select.where(matchesAny(['name', 'location', 'dates'], query.q));
  if (query.status) select = select.where('status', '=', query.status);
  const page = await select
    .orderBy(sortColumns[query.sort], query.dir)
    .orderBy('start_date')
    .orderBy('id')
    .limit(listPageSize + 1)
    .offset((query.page - 1) * listPageSize)
    .execute();
  const ids = page.slice(0, listPageSize).map((row) => row.id);
  // The counts for the page's cohorts, then back in the page's order.
  const seats = new Map((await courseSeats(db, now, { ids })).map((row) => [row.id, row]));
  return {
    rows: ids.flatMap((id) => {
      const row = seats.get(id);
      return row ? [withFree(row)] : [];
    }),
    hasMore: page.length > listPageSize,
  };
}

/** One cohort's line of the list, after an inline change. */
export async function courseListRow(db: Db, now: Date, id: number): Promise<CourseSeatsRow | undefined> {
  const [row] = await courseSeats(db, now, { ids: [id] });
  return row ? withFree(row) : undefined;
}

export async function findCourseRow(db: Db, id: number): Promise<CourseRow | undefined> {
  return db.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirst();
}

export type RosterEntry = Pick<
  EnrollmentRow,
  | 'id'
  | 'status'
  | 'student_name'
  | 'parent_email'
  | 'amount_cents'
  | 'currency'
  | 'paid_at'
  | 'created_at'
  | 'hold_expires_at'
  | 'updated_at'
  | 'refund_id'
  | 'refund_cents'
  | 'cancelled_at'
  | 'list_price_cents'
  | 'price_lines'
>;

export type WaitingFamily = Pick<
  WaitlistEntryRow,
  | 'id'
  | 'parent_name'
  | 'parent_email'
  | 'parent_phone'
  | 'student_name'
  | 'student_grade'
  | 'created_at'
  | 'state'
  | 'offer_expires_at'
  | 'state_changed_at'
> & {
  /** 1 for the next family a freed seat goes to; undefined when not waiting (offered, skipped, or gone). */
  position: number | undefined;
};

/** A course as its page shows it: the row, its counts, and the people in it, in order. */
export type CourseDetail = {
  course: CourseRow;
  seats: CourseSeatsRow;
  /** Paid enrollments, by student name. */
  roster: RosterEntry[];
  /** Seats held while a family pays or offered from the waitlist, soonest expiry first. */
  holds: RosterEntry[];
  /** Cancelled enrollments and refunds owed or made, newest first. */
  refunds: RosterEntry[];
  /** The course's waitlist in line order (server/services/waitlist-line.ts), every state. */
  waitlist: WaitingFamily[];
};

export async function courseDetail(db: Db, now: Date, id: number): Promise<CourseDetail | undefined> {
  const course = await findCourseRow(db, id);
  if (!course) return undefined;
  const [seats, enrollments, waitlist] = await Promise.all([
    courseListRow(db, now, id),
    db
      .selectFrom('enrollments')
      .select([
        'id',
        'status',
        'student_name',
        'parent_email',
        'amount_cents',
        'currency',
        'paid_at',
        'created_at',
        'hold_expires_at',
        'updated_at',
        'refund_id',
        'refund_cents',
        'cancelled_at',
        'list_price_cents',
        'price_lines',
      ])
      .where('course_id', '=', id)
      .where('status', '!=', 'released')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('waitlist_entries')
      .select([
        'id',
        'parent_name',
        'parent_email',
        'parent_phone',
        'student_name',
        'student_grade',
        'created_at',
        'state',
        'offer_expires_at',
        'state_changed_at',
      ])
      .where('course_id', '=', id)
      .orderBy('line_order')
      .orderBy('id')
      .execute(),
  ]);
  const byStudent = (a: RosterEntry, b: RosterEntry) =>
    a.student_name.localeCompare(b.student_name, 'en', { sensitivity: 'base' }) || a.id - b.id;
  return {
    course,
    seats: seats ?? withFree({ ...course, paid: 0, held: 0, offered: 0, lapsed: 0, outside: course.seats_taken, waiting: 0 }),
    roster: enrollments.filter((e) => e.status === 'paid').sort(byStudent),
    holds: enrollments
      .filter((e) => e.status === 'held' || e.status === 'offered')
      .sort((a, b) => a.hold_expires_at.localeCompare(b.hold_expires_at) || a.id - b.id),
    refunds: enrollments
      .filter((e) => e.status === 'refund_due' || e.status === 'refunded' || e.status === 'cancelled')
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.id - a.id),
    waitlist: numberedLine(waitlist),
  };
}

/** Entries in line order, each waiting one numbered (1 is next): the rule of server/services/waitlist-line.ts, for a list already in that order. */
function numberedLine<Entry extends { state: string }>(entries: Entry[]): (Entry & { position: number | undefined })[] {
  let waiting = 0;
  return entries.map((entry) => ({ ...entry, position: entry.state === 'waiting' ? (waiting += 1) : undefined }));
}

/** Every enrollment of a course, of every status, read a batch at a time (the roster export). */
export function courseEnrollments(db: Db, courseId: number): AsyncGenerator<EnrollmentRow> {
  return inBatches((afterId, size) =>
    db
      .selectFrom('enrollments')
      .selectAll()
      .where('course_id', '=', courseId)
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(size)
      .execute(),
  );
}

type EditableColumns = Pick<
  CourseRow,
  | 'capacity'
  | 'status'
  | 'price_cents'
  | 'location'
  | 'dates'
  | 'start_date'
  | 'end_date'
  | 'class_days'
  | 'class_start_time'
  | 'class_end_time'
  | 'time_zone'
  | 'schedule'
>;

/** The scheduling fields of a stored course, when it has them all (a course may have been entered without them). */
function scheduleOfRow(row: CourseRow) {
  const { end_date, class_days, class_start_time, class_end_time } = row;
  if (!end_date || !class_days || !class_start_time || !class_end_time) return undefined;
  return {
    dates: row.dates,
    schedule: row.schedule,
    startDate: row.start_date,
    endDate: end_date,
    classDays: class_days,
    classStartTime: class_start_time,
    classEndTime: class_end_time,
  };
}

/** The form's fields as columns; `before`, when editing, lets texts written from the old schedule follow the new one. */
function editableColumns(input: CourseEdit, before?: CourseRow): EditableColumns {
  return {
    capacity: input.capacity,
    status: input.status,
    price_cents: input.price,
    location: input.location,
    ...displayTexts(input, before ? scheduleOfRow(before) : undefined),
    start_date: input.startDate,
    end_date: input.endDate,
    class_days: input.classDays,
    class_start_time: input.classStartTime,
    class_end_time: input.classEndTime,
    time_zone: input.timeZone,
  };
}

export type CourseChange =
  | { outcome: 'saved'; changed: boolean }
  | { outcome: 'not-found' }
  /** Capacity would go below the seats taken: nothing was changed. */
  | { outcome: 'below-taken'; seatsTaken: number }
  /** The course was published meanwhile, and a published course never goes back to draft: nothing was changed. */
  | { outcome: 'status-not-allowed'; current: CourseRow['status'] };

/**
 * Changes a course's columns, in one transaction: the course's row is locked first (so a
 * checkout waits, and the seats taken read here are the ones the capacity is checked
 * against), then capacity through the seat path, then the rest, then the audit row with
 * only what changed. Refused capacity changes nothing at all.
 */
async function changeCourse(
  deps: CourseAdminDeps,
  actor: Actor,
  id: number,
  columnsFor: (before: CourseRow) => Partial<EditableColumns>,
): Promise<CourseChange> {
  let otherColumnsChanged = false;
  const result = await changeSeats(deps, async (seats): Promise<CourseChange> => {
    await seats.lock(id);
    const before = await seats.trx.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirst();
    if (!before) return { outcome: 'not-found' };
    const columns = columnsFor(before);
    if (columns.status && !editableStatuses(before.status).includes(columns.status)) {
      return { outcome: 'status-not-allowed', current: before.status };
    }
    const diff = changedFields(before, columns);
    if (!diff.changed) return { outcome: 'saved', changed: false };
    const { capacity, ...rest } = diff.after as Partial<EditableColumns>;
    if (capacity !== undefined && !(await seats.setCapacity(id, capacity))) {
      return { outcome: 'below-taken', seatsTaken: before.seats_taken };
    }
    if (Object.keys(rest).length > 0) {
      await seats.trx.updateTable('courses').set(rest).where('id', '=', id).execute();
      otherColumnsChanged = true;
    }
    if (rest.status === 'active') {
      // Opened or reopened: its free seats go to its waitlist first, and its level's list hears of it.
      seats.reopened(id);
      await queueLevelNotices(seats.trx, deps.mail, { ...before, ...rest }, deps.clock.now());
    }
    await recordAudit(
      seats.trx,
      actor,
      { action: 'course.updated', record: { type: 'course', id }, before: diff.before, after: diff.after },
      deps.clock.now(),
    );
    return { outcome: 'saved', changed: true };
  });
  // A capacity change has dropped the pages already (the seat path does, after commit);
  // a price, a status or dates show on the same pages.
  if (otherColumnsChanged) deps.changes.changed('courses');
  return result;
}

/** The course page's form: every editable field at once. */
export function updateCourse(deps: CourseAdminDeps, actor: Actor, id: number, input: CourseEdit): Promise<CourseChange> {
  return changeCourse(deps, actor, id, (before) => editableColumns(input, before));
}

/** The list's inline edit: the capacity alone. */
export function setCourseCapacity(deps: CourseAdminDeps, actor: Actor, id: number, capacity: number): Promise<CourseChange> {
  return changeCourse(deps, actor, id, () => ({ capacity }));
}

/** Opens a cohort, with its audit row; its pages (the program's list, the API) drop from the cache. */
export async function createCourse(deps: CourseAdminDeps, actor: Actor, input: NewCourse): Promise<number> {
  const now = deps.clock.now();
  const columns = {
    program: input.program,
    name: input.name,
    description: input.description,
    level: input.level,
    campus: input.campus,
    format: input.format,
    ...editableColumns(input),
  };
  const id = await inTransaction(deps.db, async (trx) => {
    const row = await trx
      .insertInto('courses')
      .values({ ...columns, seats_taken: 0, created_at: now.toISOString() })
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, { action: 'course.created', record: { type: 'course', id: row.id }, after: columns }, now);
    if (columns.status === 'active') await queueLevelNotices(trx, deps.mail, row, now);
    return row.id;
  });
  deps.changes.changed('courses');
  return id;
}
