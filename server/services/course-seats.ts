import type { Db } from '../../db/index.ts';
import type { CourseRow } from '../../db/schema.ts';

/**
 * Cohorts as staff count them: capacity, seats taken, and how many of those are paid,
 * held right now or offered to the waitlist, with the families still waiting in line. Read live, in one query (correlated counts).
 * `lapsed`: holds past their time the sweep has not released yet; `outside`: seats taken with
 * no enrollment on the site behind them (the sample cohorts', or a number set before the site
 * kept rosters), so the counts add up to the seats taken.
 */
export type CourseSeats = Pick<
  CourseRow,
  'id' | 'program' | 'name' | 'level' | 'campus' | 'dates' | 'start_date' | 'status' | 'capacity' | 'seats_taken' | 'price_cents'
> & { paid: number; held: number; offered: number; lapsed: number; outside: number; waiting: number };

export type CourseSeatsFilter = {
  /** Only cohorts starting on or after this day (YYYY-MM-DD). */
  startingFrom?: string;
  status?: CourseRow['status'];
  ids?: number[];
};

export async function courseSeats(db: Db, now: Date, filter: CourseSeatsFilter = {}): Promise<CourseSeats[]> {
  const at = now.toISOString();
  let query = db
    .selectFrom('courses')
    .select([
      'id',
      'program',
      'name',
      'level',
      'campus',
      'dates',
      'start_date',
      'status',
      'capacity',
      'seats_taken',
      'price_cents',
    ])
    .select((eb) => [
      eb
        .selectFrom('enrollments')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('enrollments.course_id', '=', 'courses.id')
        .where('enrollments.status', '=', 'paid')
        .as('paid'),
      eb
        .selectFrom('enrollments')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('enrollments.course_id', '=', 'courses.id')
        .where('enrollments.status', '=', 'held')
        .where('enrollments.hold_expires_at', '>', at)
        .as('held'),
      eb
        .selectFrom('enrollments')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('enrollments.course_id', '=', 'courses.id')
        .where('enrollments.status', '=', 'offered')
        .as('offered'),
      eb
        .selectFrom('enrollments')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('enrollments.course_id', '=', 'courses.id')
        .where('enrollments.status', '=', 'held')
        .where('enrollments.hold_expires_at', '<=', at)
        .as('lapsed'),
      eb
        .selectFrom('waitlist_entries')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .whereRef('waitlist_entries.course_id', '=', 'courses.id')
        .where('waitlist_entries.state', '=', 'waiting')
        .as('waiting'),
    ]);
  if (filter.startingFrom) query = query.where('start_date', '>=', filter.startingFrom);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.ids) query = query.where('id', 'in', filter.ids.length > 0 ? filter.ids : [-1]);
  const rows = await query.orderBy('start_date').orderBy('id').execute();
  return rows.map((row) => {
    const counted = { paid: Number(row.paid), held: Number(row.held), offered: Number(row.offered), lapsed: Number(row.lapsed) };
    const onTheSite = counted.paid + counted.held + counted.offered + counted.lapsed;
    return { ...row, ...counted, outside: Math.max(0, row.seats_taken - onTheSite), waiting: Number(row.waiting) };
  });
}
