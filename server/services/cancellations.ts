import { heldPrice } from './prices.ts';
import type { Db } from '../../db/index.ts';
import { cancellationOutcome, maySwitchNow, refundWindowDays, type CancellationOutcome } from '../../domain/cancellation.ts';
import { schoolDate } from '../../domain/schedule.ts';
import { enrollmentReference } from '../../domain/references.ts';
import { findEnrollment, issueRefund, moveEnrollment, moveToCourse, type CheckoutDeps } from './enrollment-state.ts';
import { latestReceipt, queueReceipt } from './notifications.ts';
import { addMail, parsePayload } from './outbox.ts';
import type { ReceiptMail } from '../../domain/mail.ts';
import { changeSeats } from './seats.ts';
import { recordAudit, type Actor } from './audit.ts';
import { addCredit } from './credits.ts';
import { isDemoProvider } from '../payments/demo.ts';

/**
 * A paid enrollment cancelled under the published policy (domain/cancellation.ts), on the
 * server's clock against the first class. One seat transaction: the enrollment moves
 * (`paid -> refund_due` with what comes back, or `paid -> cancelled`), a credit is recorded
 * when the policy gives one, the seat goes back through the seat path (so to the waitlist
 * first), and the confirmation goes to the outbox. A refund is then asked of the payment
 * provider with the enrollment's idempotency key; one that fails stays `refund_due`, shown
 * as on its way, and the hold sweep asks again.
 */

/**
 * Who cancels or switches: the parent (only their own enrollment, only as the policy says),
 * or staff from the console (any enrollment; a cancellation with the policy's outcome or an
 * amount they decide, a switch outside the policy's window; each with a reason, audited).
 */
export type ActingAs = { by: 'parent'; email: string } | { by: 'staff'; actor: Actor; reason: string };

/** The policy's outcome, or the refund staff decided (`decided`). */
export type CancelOutcome = CancellationOutcome | { kind: 'decided'; refundCents: number };

export type CancelResult = { ok: true; outcome: CancelOutcome } | { ok: false; reason: 'not-found' | 'not-paid' };

/** What cancelling would give back now, for the parent to read before confirming; undefined when it is not theirs or not paid. */
export async function cancellationPreview(db: Db, email: string | undefined, enrollmentId: number, now: Date) {
  const row = await paidEnrollment(db, email, enrollmentId);
  return row ? { enrollment: row, outcome: cancellationOutcome(row.amount_cents, row.start_date, now) } : undefined;
}

/** A paid enrollment with its course, for cancelling or switching it; only the parent's own when `email` is given. */
export function paidEnrollment(db: Db, email: string | undefined, enrollmentId: number) {
  let query = db
    .selectFrom('enrollments')
    .innerJoin('courses', 'courses.id', 'enrollments.course_id')
    .select([
      'enrollments.id',
      'enrollments.course_id',
      'enrollments.student_name',
      'enrollments.parent_email',
      'enrollments.amount_cents',
      'enrollments.currency',
      'enrollments.switched_at',
      'enrollments.price_lines',
      'courses.name as course_name',
      'courses.dates',
      'courses.start_date',
      'courses.program',
      'courses.price_cents',
    ])
    .where('enrollments.id', '=', enrollmentId)
    .where('enrollments.status', '=', 'paid');
  if (email !== undefined) query = query.where('enrollments.parent_email', '=', email);
  return query.executeTakeFirst();
}

const ownerOf = (who: ActingAs) => (who.by === 'parent' ? who.email : undefined);

/**
 * Cancels a paid enrollment. `refundCents` (staff only) replaces the policy's outcome with
 * that refund; without it the policy applies, on the server's clock.
 */
export async function cancelEnrollment(
  deps: CheckoutDeps,
  who: ActingAs,
  enrollmentId: number,
  refundCents?: number,
): Promise<CancelResult> {
  const result = await changeSeats(deps, async (seats): Promise<CancelResult> => {
    const now = deps.clock.now();
    const row = await paidEnrollment(seats.trx, ownerOf(who), enrollmentId);
    if (!row) {
      const found = await findEnrollment(seats.trx, enrollmentId);
      return { ok: false, reason: found && (who.by === 'staff' || found.parent_email === who.email) ? 'not-paid' : 'not-found' };
    }
    const outcome: CancelOutcome =
      who.by === 'staff' && refundCents !== undefined
        ? { kind: 'decided', refundCents }
        : cancellationOutcome(row.amount_cents, row.start_date, now);
    const refund = outcome.kind === 'refund' || outcome.kind === 'decided' ? outcome.refundCents : 0;
    const at = now.toISOString();
    // Only while it is still in the course read above: a switch at the same moment moves it.
    const same = { courseId: row.course_id };
    const moved =
      refund > 0
        ? await moveEnrollment(seats.trx, row.id, 'paid', 'refund_due', now, { refund_cents: refund, cancelled_at: at }, same)
        : await moveEnrollment(seats.trx, row.id, 'paid', 'cancelled', now, { cancelled_at: at }, same);
    if (!moved) return { ok: false, reason: 'not-paid' };
    if (outcome.kind === 'credit') {
      await addCredit(seats.trx, {
        email: row.parent_email,
        amountCents: outcome.creditCents,
        expiresOn: outcome.creditExpiresOn,
        sourceEnrollmentId: row.id,
        at: now,
        origin: 'cancellation',
      });
    }
    await seats.giveBack(row.course_id);
    if (who.by === 'staff') {
      await recordAudit(
        seats.trx,
        who.actor,
        {
          action: 'enrollment.cancelled',
          record: { type: 'enrollment', id: row.id },
          before: { status: 'paid' },
          after: {
            status: refund > 0 ? 'refund_due' : 'cancelled',
            outcome: outcome.kind === 'decided' ? 'decided by staff' : `policy: ${outcome.kind}`,
            refund_cents: refund,
            ...(outcome.kind === 'credit' ? { credit_cents: outcome.creditCents } : {}),
            reason: who.reason,
          },
        },
        now,
      );
    }
    // The classes as the family's calendar holds them: the last receipt's file (a switch's, if any).
    const receipt = await latestReceipt(seats.trx, row.id);
    const receipted = receipt ? (parsePayload(receipt) as ReceiptMail) : undefined;
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
          by: who.by,
          cancelledAt: now.toISOString(),
          ...(isDemoProvider(deps.payments) ? { demo: true as const } : {}),
          ...(receipted?.course.calendar
            ? { calendarEvent: { enrollmentCreatedAt: receipted.enrollmentCreatedAt, course: receipted.course } }
            : {}),
          // Paid at a scholarship's price: the email says the scholarship ends with the seat.
          ...(heldPrice({ amount_cents: row.amount_cents, list_price_cents: null, price_lines: row.price_lines }).lines.some(
            (line) => line.kind === 'scholarship',
          )
            ? { scholarship: true as const }
            : {}),
          outcome:
            outcome.kind === 'refund'
              ? { kind: 'refund', refundCents: outcome.refundCents, feeCents: outcome.feeCents }
              : outcome.kind === 'credit'
                ? { kind: 'credit', creditCents: outcome.creditCents, creditExpiresOn: outcome.creditExpiresOn }
                : outcome.kind === 'decided'
                  ? { kind: 'decided', refundCents: outcome.refundCents }
                  : { kind: 'none' },
        },
        to: row.parent_email,
        dedupeKey: `cancellation:enrollment:${row.id}`,
        limited: false,
      },
      now,
    );
    return { ok: true, outcome };
  });
  if (result.ok) {
    deps.logger.info({ enrollmentId, outcome: result.outcome.kind, by: who.by }, 'enrollment cancelled');
    const { outcome } = result;
    if ((outcome.kind === 'refund' || outcome.kind === 'decided') && outcome.refundCents > 0)
      await issueRefund(deps, enrollmentId);
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

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The cohorts an enrollment may switch to: the same program and price, on sale. For a parent
 * they start 14 or more days from today (a switch never lands a family inside the no-refund
 * window); for staff, today or later. `free` says whether the public could take a seat now
 * (the pages list those; the seat is taken again, conditionally, when the switch is made).
 */
export async function switchChoices(
  db: Db,
  course: { id: number; program: string; price_cents: number },
  today: string,
  by: ActingAs['by'] = 'parent',
) {
  const rows = await db
    .selectFrom('courses')
    .select(['id', 'name', 'dates', 'schedule', 'location', 'capacity', 'seats_taken', 'start_date'])
    .where('program', '=', course.program)
    .where('price_cents', '=', course.price_cents)
    .where('status', '=', 'active')
    .where('id', '!=', course.id)
    .where('start_date', '>=', by === 'parent' ? addDays(today, refundWindowDays) : today)
    .orderBy('start_date')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, free: row.seats_taken < row.capacity }));
}

/**
 * A switch of dates: in one seat transaction the target cohort's seat is taken (the
 * conditional update: two families racing for its last seat cannot both have it), the
 * enrollment moves to it, and the old seat goes back through the seat path, so to that
 * cohort's waitlist first. A new receipt, with the new dates' calendar file, goes to the
 * outbox. A parent switches once, 14 or more days before the first class; staff may switch
 * again or later (audited, with their reason).
 */
export async function switchEnrollment(
  deps: CheckoutDeps,
  who: ActingAs,
  enrollmentId: number,
  targetId: number,
): Promise<SwitchResult> {
  const result = await changeSeats(deps, async (seats): Promise<SwitchResult> => {
    const now = deps.clock.now();
    const row = await paidEnrollment(seats.trx, ownerOf(who), enrollmentId);
    if (!row) return { ok: false, reason: 'not-found' };
    const byParent = who.by === 'parent';
    if (byParent && row.switched_at) return { ok: false, reason: 'already-switched' };
    if (byParent && !maySwitchNow(row.start_date, now)) return { ok: false, reason: 'too-late' };
    const choices = await switchChoices(
      seats.trx,
      { id: row.course_id, program: row.program, price_cents: row.price_cents },
      schoolDate(now),
      who.by,
    );
    if (!choices.some((choice) => choice.id === targetId)) return { ok: false, reason: 'not-a-choice' };
    // A full cohort is refused by the seat move itself, so two families racing for its last seat get one answer each.
    if (!(await seats.take(targetId))) return { ok: false, reason: 'full' };
    if (!(await moveToCourse(seats.trx, row.id, row.course_id, targetId, now, { once: byParent }))) {
      await seats.giveBack(targetId);
      return { ok: false, reason: byParent ? 'already-switched' : 'not-found' };
    }
    await seats.giveBack(row.course_id);
    if (who.by === 'staff') {
      await recordAudit(
        seats.trx,
        who.actor,
        {
          action: 'enrollment.switched',
          record: { type: 'enrollment', id: row.id },
          before: { course_id: row.course_id },
          after: { course_id: targetId, reason: who.reason },
        },
        now,
      );
    }
    await queueReceipt(seats.trx, deps.mail, row.id, now, {
      at: now.toISOString(),
      from: { name: row.course_name, dates: row.dates },
    });
    return { ok: true };
  });
  if (result.ok) deps.logger.info({ enrollmentId, courseId: targetId, by: who.by }, 'enrollment switched to other dates');
  return result;
}
