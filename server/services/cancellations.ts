import type { Db } from '../../db/index.ts';
import { cancellationOutcome, type CancellationOutcome } from '../../domain/cancellation.ts';
import { enrollmentReference } from '../../domain/mail.ts';
import { findEnrollment, issueRefund, moveEnrollment, type CheckoutDeps } from './enrollment-state.ts';
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
    const moved =
      outcome.kind === 'refund' && outcome.refundCents > 0
        ? await moveEnrollment(seats.trx, row.id, 'paid', 'refund_due', now, {
            refund_cents: outcome.refundCents,
            cancelled_at: at,
          })
        : await moveEnrollment(seats.trx, row.id, 'paid', 'cancelled', now, { cancelled_at: at });
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
