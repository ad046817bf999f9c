import type { Db } from '../../db/index.ts';
import { cancellationOutcome, maySwitchNow, refundWindowDays, type CancellationOutcome } from '../../domain/cancellation.ts';
import { schoolDate } from '../../domain/schedule.ts';
import { enrollmentReference } from '../../domain/mail.ts';
import { findEnrollment, issueRefund, moveEnrollment, moveToCourse, type CheckoutDeps } from './enrollment-state.ts';
import { queueReceipt } from './notifications.ts';
import { addMail } from './outbox.ts';
import { changeSeats } from './seats.ts';

/**
 * A paid enrollment cancelled under the published policy (domain/cancellation.ts), on the
 * server's clock against the first class. One seat transaction: the enrollment moves
 * (`paid -> refund_due` with what comes back, or `paid -> cancelled`), a credit is recorded
 * when the policy gives one, the seat goes back through the seat path (so to the waitlist
 * first), and the confirmation goes to the outbox. A refund is then asked of the payment
 * provider with the enrollment's idempotency key; one that fails stays `refund_due`, shown
 * as on its way, and the hold sweep asks again.
 */

export type CancelResult = { ok: true; outcome: CancellationOutcome } | { ok: false; reason: 'not-found' | 'not-paid' };

/** What cancelling would give back now, for the parent to read before confirming; undefined when it is not theirs or not paid. */
export async function cancellationPreview(db: Db, email: string, enrollmentId: number, now: Date) {
  const row = await paidEnrollmentOf(db, email, enrollmentId);
  return row ? { enrollment: row, outcome: cancellationOutcome(row.amount_cents, row.start_date, now) } : undefined;
}

const paidEnrollmentOf = (db: Db, email: string, enrollmentId: number) =>
  db
    .selectFrom('enrollments')
    .innerJoin('courses', 'courses.id', 'enrollments.course_id')
    .select([
      'enrollments.id',
      'enrollments.course_id',
      'enrollments.student_name',
      'enrollments.amount_cents',
      'enrollments.currency',
      'courses.name as course_name',
      'courses.dates',
      'courses.start_date',
    ])
    .where('enrollments.id', '=', enrollmentId)
    .where('enrollments.parent_email', '=', email)
    .where('enrollments.status', '=', 'paid')
    .executeTakeFirst();

export async function cancelEnrollment(deps: CheckoutDeps, email: string, enrollmentId: number): Promise<CancelResult> {
  const result = await changeSeats(deps, async (seats): Promise<CancelResult> => {
    const now = deps.clock.now();
    const row = await paidEnrollmentOf(seats.trx, email, enrollmentId);
    if (!row)
      return {
        ok: false,
        reason: (await findEnrollment(seats.trx, enrollmentId))?.parent_email === email ? 'not-paid' : 'not-found',
      };
    const outcome = cancellationOutcome(row.amount_cents, row.start_date, now);
    const at = now.toISOString();
    // Only while it is still in the course read above: a switch at the same moment moves it.
    const same = { courseId: row.course_id };
    const moved =
      outcome.kind === 'refund' && outcome.refundCents > 0
        ? await moveEnrollment(
            seats.trx,
            row.id,
            'paid',
            'refund_due',
            now,
            { refund_cents: outcome.refundCents, cancelled_at: at },
            same,
          )
        : await moveEnrollment(seats.trx, row.id, 'paid', 'cancelled', now, { cancelled_at: at }, same);
    if (!moved) return { ok: false, reason: 'not-paid' };
    if (outcome.kind === 'credit') {
      await seats.trx
        .insertInto('credits')
        .values({
          email,
          amount_cents: outcome.creditCents,
          expires_on: outcome.creditExpiresOn,
          source_enrollment_id: row.id,
          created_at: at,
        })
        .execute();
    }
    await seats.giveBack(row.course_id);
    await addMail(
      seats.trx,
      deps.mail,
      {
        payload: {
          kind: 'cancellation',
          enrollmentId: row.id,
          reference: enrollmentReference(row.id),
          studentName: row.student_name,
          courseName: row.course_name,
          dates: row.dates,
          currency: row.currency,
          outcome:
            outcome.kind === 'refund'
              ? { kind: 'refund', refundCents: outcome.refundCents, feeCents: outcome.feeCents }
              : outcome.kind === 'credit'
                ? { kind: 'credit', creditCents: outcome.creditCents, creditExpiresOn: outcome.creditExpiresOn }
                : { kind: 'none' },
        },
        to: email,
        dedupeKey: `cancellation:enrollment:${row.id}`,
        limited: false,
      },
      now,
    );
    return { ok: true, outcome };
  });
  if (result.ok) {
    deps.logger.info({ enrollmentId, outcome: result.outcome.kind }, 'enrollment cancelled');
    if (result.outcome.kind === 'refund') await issueRefund(deps, enrollmentId);
  }
  return result;
}

/** The credits an address holds that are still good (the school's today or later), soonest to expire first. */
export function creditsOf(db: Db, email: string, today: string) {
  return db
    .selectFrom('credits')
    .select(['id', 'amount_cents', 'expires_on'])
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .where('expires_on', '>=', today)
    .orderBy('expires_on')
    .execute();
}

export type SwitchResult =
  { ok: true } | { ok: false; reason: 'not-found' | 'already-switched' | 'too-late' | 'not-a-choice' | 'full' };

/**
 * The cohorts an enrollment may switch to: the same program and price, on sale, starting 14
 * or more days from today (a switch never lands a family inside the no-refund window); `free` says whether the public could take a seat now (the page lists
 * those; the seat is taken again, conditionally, when the switch is made).
 */
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function switchChoices(db: Db, course: { id: number; program: string; price_cents: number }, today: string) {
  const rows = await db
    .selectFrom('courses')
    .select(['id', 'name', 'dates', 'schedule', 'location', 'capacity', 'seats_taken'])
    .where('program', '=', course.program)
    .where('price_cents', '=', course.price_cents)
    .where('status', '=', 'active')
    .where('id', '!=', course.id)
    // Far enough away that the family keeps the policy's full refund window on the new dates.
    .where('start_date', '>=', addDays(today, refundWindowDays))
    .orderBy('start_date')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, free: row.seats_taken < row.capacity }));
}

/** A paid enrollment of this address with its course, for the switch page. */
export const switchableEnrollment = (db: Db, email: string, enrollmentId: number) =>
  db
    .selectFrom('enrollments')
    .innerJoin('courses', 'courses.id', 'enrollments.course_id')
    .select([
      'enrollments.id',
      'enrollments.student_name',
      'enrollments.switched_at',
      'courses.id as course_id',
      'courses.program',
      'courses.price_cents',
      'courses.name as course_name',
      'courses.start_date',
    ])
    .where('enrollments.id', '=', enrollmentId)
    .where('enrollments.parent_email', '=', email)
    .where('enrollments.status', '=', 'paid')
    .executeTakeFirst();

/**
 * The one switch of dates: in one seat transaction the target cohort's seat is taken (the
 * conditional update: two families racing for its last seat cannot both have it), the
 * enrollment moves to it (conditional on not having switched before), and the old seat goes
 * back through the seat path, so to that cohort's waitlist first. A new receipt, with the new
 * dates' calendar file, goes to the outbox.
 */
export async function switchEnrollment(
  deps: CheckoutDeps,
  email: string,
  enrollmentId: number,
  targetId: number,
): Promise<SwitchResult> {
  const result = await changeSeats(deps, async (seats): Promise<SwitchResult> => {
    const now = deps.clock.now();
    const row = await switchableEnrollment(seats.trx, email, enrollmentId);
    if (!row) return { ok: false, reason: 'not-found' };
    if (row.switched_at) return { ok: false, reason: 'already-switched' };
    if (!maySwitchNow(row.start_date, now)) return { ok: false, reason: 'too-late' };
    const choices = await switchChoices(
      seats.trx,
      { id: row.course_id, program: row.program, price_cents: row.price_cents },
      schoolDate(now),
    );
    if (!choices.some((choice) => choice.id === targetId)) return { ok: false, reason: 'not-a-choice' };
    // A full cohort is refused by the seat move itself, so two families racing for its last seat get one answer each.
    if (!(await seats.take(targetId))) return { ok: false, reason: 'full' };
    if (!(await moveToCourse(seats.trx, row.id, row.course_id, targetId, now))) {
      await seats.giveBack(targetId);
      return { ok: false, reason: 'already-switched' };
    }
    await seats.giveBack(row.course_id);
    await queueReceipt(seats.trx, deps.mail, row.id, now, 'switch');
    return { ok: true };
  });
  if (result.ok) deps.logger.info({ enrollmentId, courseId: targetId }, 'enrollment switched to other dates');
  return result;
}
