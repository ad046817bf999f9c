import type { Transaction } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database, EnrollmentRow, EnrollmentsTable } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import type { EnrollmentStatus } from '../../domain/checkout.ts';
import type { Logger } from '../logger.ts';
import type { PaymentProvider, PaymentSession } from '../payments/provider.ts';
import type { ContentChanges } from './content-changes.ts';
import { changeSeats, type SeatMoves } from './seats.ts';

/** What the checkout services work with. */
export type CheckoutDeps = { db: Db; changes: ContentChanges; clock: Clock; payments: PaymentProvider; logger: Logger };

/**
 * An enrollment's moves between states (domain/checkout.ts). Each is one conditional
 * update on the enrollment row (`WHERE status = from`), so of two callers racing for
 * the same move (a webhook and the verify call, five copies of one event, the sweep on
 * every instance) exactly one wins, and only the winner moves the seat.
 */
async function move(
  trx: Transaction<Database>,
  id: number,
  from: EnrollmentStatus,
  set: Partial<Pick<EnrollmentsTable, 'status' | 'paid_at' | 'released_at' | 'payment_intent_id' | 'refund_id'>> & {
    updated_at: string;
  },
): Promise<boolean> {
  const { numUpdatedRows } = await trx
    .updateTable('enrollments')
    .set(set)
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

export const findEnrollment = (trx: Transaction<Database> | Db, id: number) =>
  trx.selectFrom('enrollments').selectAll().where('id', '=', id).executeTakeFirst();

/** Inside a seat transaction: a held seat goes back. True only for the one call that released it. */
export async function releaseWithin(seats: SeatMoves, enrollmentId: number, now: Date): Promise<boolean> {
  const enrollment = await findEnrollment(seats.trx, enrollmentId);
  if (!enrollment) return false;
  const at = now.toISOString();
  if (!(await move(seats.trx, enrollmentId, 'held', { status: 'released', released_at: at, updated_at: at }))) return false;
  await seats.giveBack(enrollment.course_id);
  return true;
}

/** Gives a held seat back (cancelled, expired, failed, provider down). True when this call released it. */
export async function releaseHold(deps: CheckoutDeps, enrollmentId: number, reason: string): Promise<boolean> {
  const released = await changeSeats(deps.db, deps.changes, (seats) => releaseWithin(seats, enrollmentId, deps.clock.now()));
  if (released) deps.logger.info({ enrollmentId, reason }, 'seat hold released');
  return released;
}

export type PaymentOutcome = 'fulfilled' | 'already-handled' | 'refund-due' | 'unpaid' | 'not-ours';

/**
 * The enrollment a session belongs to: its id from client_reference_id, and, once the
 * session id is stored, the same session (a session can only fulfil its own enrollment).
 */
async function enrollmentOfSession(trx: Transaction<Database> | Db, session: PaymentSession) {
  if (session.enrollmentId === undefined) return undefined;
  const enrollment = await findEnrollment(trx, session.enrollmentId);
  if (!enrollment || (enrollment.payment_session_id !== null && enrollment.payment_session_id !== session.id)) return undefined;
  return enrollment;
}

/**
 * Inside a seat transaction: a paid session fulfils its enrollment, once. A held seat
 * becomes the student's. A payment that arrives after its hold was released takes a
 * seat if one is free; otherwise the enrollment is marked for a refund (issueRefund),
 * so the seat count never goes above capacity.
 */
export async function applyPaidSession(seats: SeatMoves, session: PaymentSession, now: Date): Promise<PaymentOutcome> {
  const enrollment = await enrollmentOfSession(seats.trx, session);
  if (!enrollment) return 'not-ours';
  if (!session.paid) return 'unpaid';
  const at = now.toISOString();
  const paid = { status: 'paid', paid_at: at, updated_at: at, payment_intent_id: session.paymentIntentId } as const;
  if (await move(seats.trx, enrollment.id, 'held', paid)) return 'fulfilled';
  if (await move(seats.trx, enrollment.id, 'released', paid)) {
    if (await seats.take(enrollment.course_id)) return 'fulfilled';
    await move(seats.trx, enrollment.id, 'paid', { status: 'refund_due', updated_at: at });
    return 'refund-due';
  }
  return 'already-handled';
}

/** A paid session, fulfilled outside any other work (the verify call, the demo's Pay). */
export async function fulfilPaidSession(deps: CheckoutDeps, session: PaymentSession): Promise<PaymentOutcome> {
  const outcome = await changeSeats(deps.db, deps.changes, (seats) => applyPaidSession(seats, session, deps.clock.now()));
  await afterPayment(deps, session, outcome);
  return outcome;
}

/** What follows a payment once its transaction has committed: the log line, and the refund when one is due. */
export async function afterPayment(deps: CheckoutDeps, session: PaymentSession, outcome: PaymentOutcome): Promise<void> {
  if (outcome === 'fulfilled') deps.logger.info({ enrollmentId: session.enrollmentId }, 'enrollment fulfilled');
  if (outcome === 'refund-due' && session.enrollmentId !== undefined) await issueRefund(deps, session.enrollmentId, session);
}

/** Idempotency keys are derived from the enrollment: its id and creation time (ids repeat across databases). */
export const idempotencyKeyOf = (enrollment: Pick<EnrollmentRow, 'id' | 'created_at'>, purpose: 'checkout' | 'refund') =>
  `enrollment-${enrollment.id}-${Date.parse(enrollment.created_at)}-${purpose}`;

/**
 * Gives back a payment that found no seat. The provider call happens outside any
 * transaction and carries an idempotency key, so the sweep can safely try again after
 * a failure: the enrollment stays `refund_due` until the provider confirms.
 */
export async function issueRefund(deps: CheckoutDeps, enrollmentId: number, known?: PaymentSession): Promise<boolean> {
  const enrollment = await findEnrollment(deps.db, enrollmentId);
  if (enrollment?.status !== 'refund_due' || !enrollment.payment_session_id) return false;
  try {
    const session = known ?? (await deps.payments.retrieveSession(enrollment.payment_session_id));
    if (!session) throw new Error(`payment session ${enrollment.payment_session_id} not found`);
    const refundId = await deps.payments.refund({
      session,
      amountCents: enrollment.amount_cents,
      idempotencyKey: idempotencyKeyOf(enrollment, 'refund'),
    });
    const at = deps.clock.now().toISOString();
    await deps.db
      .transaction()
      .execute((trx) => move(trx, enrollmentId, 'refund_due', { status: 'refunded', refund_id: refundId, updated_at: at }));
    deps.logger.warn({ enrollmentId, refundId }, 'payment refunded: the hold had been released and the course is full');
    return true;
  } catch (error) {
    deps.logger.error({ err: error, enrollmentId }, 'refund failed; the hold sweep tries again');
    return false;
  }
}
