import type { Db } from '../../db/index.ts';
import type { EnrollmentStatus } from '../../domain/checkout.ts';
import type { Campus, CourseLevel } from '../../domain/courses.ts';
import { enrollmentReference } from '../../domain/references.ts';
import type { Price } from '../../domain/pricing.ts';
import type { ScholarshipStatus } from '../../domain/scholarships.ts';
import { heldPrice } from './prices.ts';
import { positionInLine } from './waitlist-line.ts';

/**
 * Everything the school holds under one email address, for the parent's page: the
 * enrollments (paid, and refunds), seats held while paying, seats offered from a waitlist,
 * the waitlists they are on with their place, and their enrollment requests. Every query
 * is by that address: an id from a URL is only ever looked up together with it.
 */

export type ParentEnrollment = {
  id: number;
  reference: string;
  status: EnrollmentStatus;
  studentName: string;
  amountCents: number;
  currency: string;
  paidAt: string | null;
  /** The list price and the discounts taken off it (none: the amount was the price). */
  price: Price;
  /** When it was cancelled, and what went back to the card (null: nothing, or not cancelled). */
  cancelledAt: string | null;
  refundCents: number | null;
  /** It switched dates once already (the policy allows one switch). */
  switched: boolean;
  course: {
    id: number;
    name: string;
    dates: string;
    schedule: string;
    location: string;
    startDate: string;
    campus: Campus;
    level: CourseLevel;
    /** Its program and price: other dates a switch may go to share them. */
    program: string;
    priceCents: number;
  };
};

export type ParentOverview = {
  enrollments: ParentEnrollment[];
  holds: { id: number; courseId: number; courseName: string; studentName: string; holdExpiresAt: string }[];
  offers: {
    entryId: number;
    courseId: number;
    courseName: string;
    studentName: string;
    offerExpiresAt: string;
    /** Held for an approved scholarship (its percentage), not because a seat opened in line. */
    scholarshipPercent: number | null;
    /** What paying for it costs (null: its price is not on file). */
    amountCents: number | null;
    currency: string;
    /** A seat from the line while the family's scholarship application for the cohort is still decided. */
    scholarshipPending: boolean;
  }[];
  waitlists: {
    entryId: number;
    kind: 'course' | 'level';
    /** The cohort, for a course's line. */
    courseId: number | null;
    courseName: string | null;
    /** The cohort's dates, for a course's line. */
    dates: string | null;
    level: CourseLevel | null;
    studentName: string;
    position: number | undefined;
    skipped: boolean;
  }[];
  requests: { id: number; studentName: string; program: string; createdAt: string; handled: boolean }[];
  /** Scholarship applications from this address, newest first, with their cohort and where they stand. */
  scholarships: {
    id: number;
    courseId: number;
    studentName: string;
    courseName: string;
    dates: string;
    createdAt: string;
    status: ScholarshipStatus;
    percent: number | null;
    /** Approved, and the family declined the seat it held (not: let it run out). */
    seatDeclined: boolean;
    /** Approved, and the seat it held is paid for. */
    seatPaid: boolean;
    /** Approved, paid, and cancelled since: the scholarship ended with the seat. */
    seatCancelled: boolean;
  }[];
};

const enrollmentColumns = [
  'enrollments.id',
  'enrollments.status',
  'enrollments.student_name',
  'enrollments.amount_cents',
  'enrollments.currency',
  'enrollments.paid_at',
  'enrollments.hold_expires_at',
  'enrollments.switched_at',
  'enrollments.cancelled_at',
  'enrollments.refund_cents',
  'enrollments.list_price_cents',
  'enrollments.price_lines',
  'courses.id as course_id',
  'courses.name as course_name',
  'courses.dates',
  'courses.schedule',
  'courses.location',
  'courses.start_date',
  'courses.campus',
  'courses.level',
  'courses.program',
  'courses.price_cents',
] as const;

/**
 * The cohort each payment session's enrollment is paid in now (after a switch, its new dates),
 * for the sessions whose enrollment is still paid: a browser that paid asks whether its
 * "your family has a seat" line still holds. The session id is the payment result's own key.
 */
export async function paidCohortsOfSessions(db: Db, sessionIds: readonly string[]): Promise<Map<string, number>> {
  if (sessionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('enrollments')
    .select(['payment_session_id', 'course_id'])
    .where('payment_session_id', 'in', [...sessionIds])
    .where('status', '=', 'paid')
    .execute();
  return new Map(rows.map((row) => [row.payment_session_id!, row.course_id]));
}

/**
 * A seat this address has paid for the same child in another cohort of a level (the child's
 * name compared without case): a seat offered from a waitlist at that level would be a second
 * one, which the offer page says before the family pays for it.
 */
export async function sameLevelSeatOf(
  db: Db,
  seat: { email: string; studentName: string; level: CourseLevel; exceptCourseId: number },
): Promise<{ courseName: string; dates: string } | undefined> {
  const row = await db
    .selectFrom('enrollments')
    .innerJoin('courses', 'courses.id', 'enrollments.course_id')
    .select(['courses.name', 'courses.dates'])
    .where('enrollments.parent_email', '=', seat.email)
    .where('enrollments.status', '=', 'paid')
    .where((eb) => eb(eb.fn('lower', ['enrollments.student_name']), '=', seat.studentName.trim().toLowerCase()))
    .where('courses.level', '=', seat.level)
    .where('courses.id', '!=', seat.exceptCourseId)
    .orderBy('courses.start_date')
    .executeTakeFirst();
  return row ? { courseName: row.name, dates: row.dates } : undefined;
}

/** The address that paid through a payment session, while its seat is paid; undefined otherwise. */
export async function payerOfPayment(db: Db, sessionId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('enrollments')
    .select('parent_email')
    .where('payment_session_id', '=', sessionId)
    .where('status', '=', 'paid')
    .executeTakeFirst();
  return row?.parent_email;
}

/** An enrollment of this address (paid, or refunded), or undefined: never another address's. */
export async function parentEnrollment(db: Db, email: string, id: number): Promise<ParentEnrollment | undefined> {
  const row = await db
    .selectFrom('enrollments')
    .innerJoin('courses', 'courses.id', 'enrollments.course_id')
    .select(enrollmentColumns)
    .where('enrollments.id', '=', id)
    .where('enrollments.parent_email', '=', email)
    .where('enrollments.status', 'in', ['paid', 'refund_due', 'refunded', 'cancelled'])
    .executeTakeFirst();
  return row ? toEnrollment(row) : undefined;
}

type EnrollmentRowOf = Awaited<ReturnType<typeof enrollmentsOf>>[number];
const enrollmentsOf = (db: Db, email: string) =>
  db
    .selectFrom('enrollments')
    .innerJoin('courses', 'courses.id', 'enrollments.course_id')
    .select(enrollmentColumns)
    .where('enrollments.parent_email', '=', email)
    .where('enrollments.status', 'in', ['paid', 'refund_due', 'refunded', 'cancelled', 'held'])
    .orderBy('courses.start_date')
    .orderBy('enrollments.id')
    .execute();

const toEnrollment = (row: EnrollmentRowOf): ParentEnrollment => ({
  id: row.id,
  reference: enrollmentReference(row.id),
  status: row.status,
  studentName: row.student_name,
  amountCents: row.amount_cents,
  currency: row.currency,
  paidAt: row.paid_at,
  price: heldPrice(row),
  cancelledAt: row.cancelled_at,
  refundCents: row.refund_cents,
  switched: row.switched_at !== null,
  course: {
    id: row.course_id,
    name: row.course_name,
    dates: row.dates,
    schedule: row.schedule,
    location: row.location,
    startDate: row.start_date,
    campus: row.campus,
    level: row.level,
    program: row.program,
    priceCents: row.price_cents,
  },
});

export async function parentOverview(db: Db, email: string, now: Date): Promise<ParentOverview> {
  const at = now.toISOString();
  const [enrollments, entries, levelEntries, requests, scholarships] = await Promise.all([
    enrollmentsOf(db, email),
    db.selectFrom('waitlist_entries').selectAll().where('parent_email', '=', email).orderBy('id').execute(),
    db.selectFrom('level_waitlist_entries').selectAll().where('parent_email', '=', email).orderBy('id').execute(),
    db
      .selectFrom('enrollment_requests')
      .select(['id', 'student_name', 'program', 'created_at', 'handled_at'])
      .where('parent_email', '=', email)
      .orderBy('id', 'desc')
      .execute(),
    db
      .selectFrom('scholarship_applications')
      .innerJoin('courses', 'courses.id', 'scholarship_applications.course_id')
      // The seat an approval held, as its line entry ended: declined by the family, or lapsed.
      .leftJoin('waitlist_entries', 'waitlist_entries.offer_enrollment_id', 'scholarship_applications.offer_enrollment_id')
      // ...and the seat itself, once paid: cancelled since, the scholarship ended with it.
      .leftJoin('enrollments as seat', 'seat.id', 'scholarship_applications.offer_enrollment_id')
      .select([
        'waitlist_entries.state as seat_state',
        'seat.status as seat_status',
        'scholarship_applications.offer_enrollment_id',
        'scholarship_applications.course_id',
        'scholarship_applications.id',
        'scholarship_applications.student_name',
        'scholarship_applications.created_at',
        'scholarship_applications.status',
        'scholarship_applications.percent',
        'courses.name as course_name',
        'courses.dates',
      ])
      .where('scholarship_applications.parent_email', '=', email)
      .orderBy('scholarship_applications.id', 'desc')
      .execute(),
  ]);
  const waitedFor = [...new Set(entries.map((entry) => entry.course_id))];
  const datesOf = new Map(
    waitedFor.length === 0
      ? []
      : (await db.selectFrom('courses').select(['id', 'dates']).where('id', 'in', waitedFor).execute()).map((course) => [
          course.id,
          course.dates,
        ]),
  );
  const courseWaitlists = await Promise.all(
    entries
      .filter((entry) => entry.state === 'waiting' || entry.state === 'skipped')
      .map(async (entry) => ({
        entryId: entry.id,
        kind: 'course' as const,
        courseId: entry.course_id,
        courseName: entry.course_name,
        dates: datesOf.get(entry.course_id) ?? null,
        level: null,
        studentName: entry.student_name,
        position: await positionInLine(db, entry),
        skipped: entry.state === 'skipped',
      })),
  );
  const levelWaitlists = await Promise.all(
    levelEntries.map(async (entry) => {
      const ahead = await db
        .selectFrom('level_waitlist_entries')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('level', '=', entry.level)
        .where('id', '<', entry.id)
        .executeTakeFirstOrThrow();
      return {
        entryId: entry.id,
        kind: 'level' as const,
        courseId: null,
        courseName: null,
        dates: null,
        level: entry.level,
        studentName: entry.student_name,
        position: Number(ahead.n) + 1,
        skipped: false,
      };
    }),
  );
  const offered = entries.filter((entry) => entry.state === 'offered' && (entry.offer_expires_at ?? '') > at);
  const offerIds = offered.map((entry) => entry.offer_enrollment_id).filter((id): id is number => id !== null);
  const offerAmounts = new Map(
    offerIds.length === 0
      ? []
      : (await db.selectFrom('enrollments').select(['id', 'amount_cents', 'currency']).where('id', 'in', offerIds).execute()).map(
          (row) => [row.id, row],
        ),
  );
  return {
    // The seats a child will take first, by first class; cancelled and refunded ones after them
    // (listed first by date, they pushed the live ones down).
    enrollments: enrollments
      .filter((row) => row.status !== 'held')
      .sort((a, b) => Number(a.status !== 'paid') - Number(b.status !== 'paid'))
      .map(toEnrollment),
    holds: enrollments
      .filter((row) => row.status === 'held' && row.hold_expires_at > at)
      .map((row) => ({
        id: row.id,
        courseId: row.course_id,
        courseName: row.course_name,
        studentName: row.student_name,
        holdExpiresAt: row.hold_expires_at,
      })),
    offers: offered.map((entry) => ({
      entryId: entry.id,
      courseId: entry.course_id,
      courseName: entry.course_name,
      studentName: entry.student_name,
      offerExpiresAt: entry.offer_expires_at ?? at,
      // Held for an approved scholarship, not a place in line: its percentage.
      scholarshipPercent:
        scholarships.find((row) => row.status === 'approved' && row.offer_enrollment_id === entry.offer_enrollment_id)?.percent ??
        null,
      // What paying it costs, fixed on the offer (a parent on a budget looks for the number).
      amountCents: offerAmounts.get(entry.offer_enrollment_id ?? -1)?.amount_cents ?? null,
      currency: offerAmounts.get(entry.offer_enrollment_id ?? -1)?.currency ?? 'usd',
      scholarshipPending: scholarships.some((row) => row.course_id === entry.course_id && row.status === 'pending'),
    })),
    waitlists: [...courseWaitlists, ...levelWaitlists],
    requests: requests.map((row) => ({
      id: row.id,
      studentName: row.student_name,
      program: row.program,
      createdAt: row.created_at,
      handled: row.handled_at !== null,
    })),
    scholarships: scholarships.map((row) => ({
      id: row.id,
      courseId: row.course_id,
      studentName: row.student_name,
      courseName: row.course_name,
      dates: row.dates,
      createdAt: row.created_at,
      status: row.status,
      percent: row.percent,
      seatDeclined: row.seat_state === 'declined',
      seatPaid: row.seat_state === 'claimed' && row.seat_status === 'paid',
      seatCancelled: row.seat_state === 'claimed' && row.seat_status !== null && row.seat_status !== 'paid',
    })),
  };
}
