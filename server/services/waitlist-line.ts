import { sql, type Expression, type SqlBool, type Transaction } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database, WaitlistEntryRow } from '../../db/schema.ts';

/**
 * A course's line: its entries in the state 'waiting', by `line_order` (smaller first; a
 * family moved to the front by staff gets a smaller one), the id breaking ties. The one
 * statement of that order: the offers, the families' positions, the console and the CSV
 * all read it from here.
 */

type Reader = Db | Transaction<Database>;

/** Where an entry stands in its line: two columns of a row, or two values. */
type Place = { lineOrder: Expression<number>; id: Expression<number> };
export const placeOfRow = (alias: string): Place => ({ lineOrder: sql.ref(`${alias}.line_order`), id: sql.ref(`${alias}.id`) });
const placeOf = (entry: Pick<WaitlistEntryRow, 'line_order' | 'id'>): Place => ({
  lineOrder: sql.val(entry.line_order),
  id: sql.val(entry.id),
});

/** Whether `earlier` comes before `later` in a line. */
export const isAhead = (earlier: Place, later: Place) =>
  sql<SqlBool>`(${earlier.lineOrder} < ${later.lineOrder} or (${earlier.lineOrder} = ${later.lineOrder} and ${earlier.id} < ${later.id}))`;

/** The first family waiting for a seat in this course, if any. */
export function nextInLine(db: Reader, courseId: number) {
  return db
    .selectFrom('waitlist_entries')
    .selectAll()
    .where('course_id', '=', courseId)
    .where('state', '=', 'waiting')
    .orderBy('line_order')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** An entry's place in line: 1 is next. Undefined when it is not waiting (it has an offer, was skipped, or left). */
export async function positionInLine(db: Reader, entry: WaitlistEntryRow): Promise<number | undefined> {
  if (entry.state !== 'waiting') return undefined;
  const row = await db
    .selectFrom('waitlist_entries as w')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('w.course_id', '=', entry.course_id)
    .where('w.state', '=', 'waiting')
    .where(isAhead(placeOfRow('w'), placeOf(entry)))
    .executeTakeFirstOrThrow();
  return Number(row.n) + 1;
}

/** The line_order of a family joining the end of a course's line. */
export const endOfLine = (db: Reader, courseId: number) =>
  db
    .selectFrom('waitlist_entries')
    .select((eb) => eb(eb.fn.coalesce(eb.fn.max('line_order'), eb.lit(0)), '+', 1).as('next'))
    .where('course_id', '=', courseId);

/** The line_order that puts a family before everyone in a course's line. */
export const frontOfLine = (db: Reader, courseId: number) =>
  db
    .selectFrom('waitlist_entries')
    .select((eb) => eb(eb.fn.coalesce(eb.fn.min('line_order'), eb.lit(0)), '-', 1).as('next'))
    .where('course_id', '=', courseId);
