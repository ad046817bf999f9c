import type { Price } from '../../domain/pricing.ts';
import { priceColumns } from './prices.ts';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database, EnrollmentRow, EnrollmentsTable } from '../../db/schema.ts';
import { mayMove, type EnrollmentStatus, type NextStatus } from '../../domain/checkout.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import type { PaymentProvider, PaymentSession } from '../payments/provider.ts';
import type { ContentChanges } from './content-changes.ts';
import { giveCreditBack } from './credits.ts';
import { giveCodeUseBack } from './promo-codes.ts';
import { queueReceipt, queueRefundNotice } from './notifications.ts';
import type { MailSettings } from './outbox.ts';
import { changeSeats, type FillFreedSeats, type SeatMoves } from './seats.ts';
import { claimOfferOf } from './waitlist-entry-state.ts';

/** What the checkout services work with. */
export type CheckoutDeps = {
  db: Db;
  changes: ContentChanges;
  clock: Clock;
  payments: PaymentProvider;
  logger: Logger;
  mail: MailSettings;
  /** Freed seats go to the waitlist first (server/services/seats.ts). */
  fillFreedSeats: FillFreedSeats;
};

/**
 * This module is the one writer of an enrollment's status: it creates holds and moves
 * enrollments along `enrollmentMoves` (domain/checkout.ts), and nothing else in the code
 * writes the column.
 */

/** What a move may record beside the status. */
type MoveFields = Partial<
  Pick<EnrollmentsTable, 'paid_at' | 'released_at' | 'payment_intent_id' | 'refund_id' | 'refund_cents' | 'cancelled_at'>
>;

/**
 * Moves one enrollment from `from` to `to`, if it is still in `from`: one conditional
 * update (`WHERE status = from`), so of two callers racing for the same move (a webhook
 * and the verify call, five copies of one event, the sweep on every instance) exactly one
 * wins, and only the winner moves the seat. A pair that `enrollmentMoves` does not list
 * is refused: the types refuse it, and so does this check for a caller that cast them away.
 */
export async function moveEnrollment<From extends EnrollmentStatus>(
  trx: Transaction<Database>,
  id: number,
  from: From,
  to: NextStatus<From>,
  at: Date,
  fields: MoveFields = {},
  only: { expiredBy?: Date; courseId?: number } = {},
): Promise<boolean> {
  if (!mayMove(from, to)) throw new Error(`An enrollment cannot move from ${from} to ${String(to)}`);
  let update = trx
    .updateTable('enrollments')
    .set({ ...fields, status: to, updated_at: at.toISOString() })
    .where('id', '=', id)
    .where('status', '=', from);
  // The sweep's move: only while the hold is still past its expiry (a claim may have extended it).
  if (only.expiredBy) update = update.where('hold_expires_at', '<=', only.expiredBy.toISOString());
  // A cancellation: only while the enrollment is still in the course it read (a switch may have moved it).
  if (only.courseId !== undefined) update = update.where('course_id', '=', only.courseId);
  const { numUpdatedRows } = await update.executeTakeFirst();
  return numUpdatedRows > 0n;
}

/**
 * The one switch of dates: a paid enrollment moves to another course, in place (its payment
 * stays with it), once. Conditional on still being paid, in `from`, and never switched.
 */
export async function moveToCourse(
  trx: Transaction<Database>,
  id: number,
  from: number,
  to: number,
  at: Date,
  { once }: { once: boolean },
): Promise<boolean> {
  let update = trx
    .updateTable('enrollments')
    .set({ course_id: to, switched_at: at.toISOString(), switched_from_course_id: from, updated_at: at.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'paid')
    .where('course_id', '=', from);
  // A parent's one switch: refused once the enrollment has switched (staff may switch again).
  if (once) update = update.where('switched_at', 'is', null);
  const { numUpdatedRows } = await update.executeTakeFirst();
  return numUpdatedRows > 0n;
}

export const findEnrollment = (trx: Transaction<Database> | Db, id: number) =>
  trx.selectFrom('enrollments').selectAll().where('id', '=', id).executeTakeFirst();

/** A seat holder as it is inserted: a hold (checkout) or an offer (the waitlist). Its seat is taken in the same transaction. */
type NewSeatHolder = {
  courseId: number;
  studentName: string;
  parentEmail: string;
  /** What the family pays, fixed now (domain/pricing.ts): the total is the enrollment's amount. */
  price: Price;
  /** The promo code whose use this seat holder counted. */
  promoCodeId?: number | null;
  currency: string;
  holdExpiresAt: Date;
  paymentProvider: string;
};

/** A new hold, as checkout creates it, with the fair share's bookkeeping (domain/checkout.ts): who holds it, and its numbers among their holds. */
export type NewHold = NewSeatHolder & { clientKey: string; clientSlot: number; emailSlot: number };

/** A seat offered to a family from the waitlist, held until the offer's end. */
export type NewOffer = NewSeatHolder;

function insertSeatHolder(
  seats: SeatMoves,
  status: 'held' | 'offered',
  holder: NewSeatHolder,
  share: Pick<EnrollmentsTable, 'client_key' | 'client_slot' | 'email_slot'>,
  now: Date,
) {
  const at = now.toISOString();
  return seats.trx
    .insertInto('enrollments')
    .values({
      course_id: holder.courseId,
      student_name: holder.studentName,
      parent_email: holder.parentEmail,
      ...priceColumns(holder.price),
      promo_code_id: holder.promoCodeId ?? null,
      currency: holder.currency,
      status,
      hold_expires_at: holder.holdExpiresAt.toISOString(),
      payment_provider: holder.paymentProvider,
      ...share,
      created_at: at,
      updated_at: at,
    })
    .returning(['id', 'created_at', 'amount_cents', 'currency'])
    .executeTakeFirstOrThrow();
}

/** Inside a seat transaction that has taken the seat: records the enrollment that holds it. */
export const insertHold = (seats: SeatMoves, hold: NewHold, now: Date) =>
  insertSeatHolder(
    seats,
    'held',
    hold,
    { client_key: hold.clientKey, client_slot: hold.clientSlot, email_slot: hold.emailSlot },
    now,
  );

/** Inside a seat transaction that has taken the seat: records the enrollment that holds it for a waitlist offer. */
export const insertOffer = (seats: SeatMoves, offer: NewOffer, now: Date) =>
  insertSeatHolder(seats, 'offered', offer, { client_key: null, client_slot: null, email_slot: null }, now);

/**
 * Inside a seat transaction: a seat offered from the waitlist, not paid for, takes a new price
 * and hold (a scholarship approved for the same family and cohort). Only while its payment
 * page is the one the caller closed (`sessionId`, or none was open): a page opened since
 * could still be paid at the old price. False when the offer moved on meanwhile.
 */
export async function repriceOffer(
  trx: Transaction<Database>,
  id: number,
  change: { price: Price; holdExpiresAt: Date; sessionId: string | null },
  now: Date,
) {
  const { numUpdatedRows } = await trx
    .updateTable('enrollments')
    .set({ ...priceColumns(change.price), hold_expires_at: change.holdExpiresAt.toISOString(), updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'offered')
    .where((eb) =>
      change.sessionId === null ? eb('payment_session_id', 'is', null) : eb('payment_session_id', '=', change.sessionId),
    )
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** The details a family confirmed on the claim page (they may correct them); false once the offer has ended. */
export async function setOfferDetails(db: Db, id: number, details: { studentName: string; parentEmail: string }, now: Date) {
  const { numUpdatedRows } = await db
    .updateTable('enrollments')
    .set({ student_name: details.studentName, parent_email: details.parentEmail, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'offered')
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/**
 * Remembers the payment session of a claimed offer, and keeps its seat at least until the
 * session has closed and the usual margin has passed. One conditional update: false when
 * the offer ended meanwhile (the sweep's lapse is conditional on the same expiry, so of the
 * two exactly one wins), when another claim attached its own session first, or when the
 * seat's price changed since the page was made for `amountCents` (a scholarship approved
 * while the provider made it: that page charges the old price and must not be attached).
 */
export async function attachOfferSession(
  db: Db,
  id: number,
  session: { previous: string | null; next: string; holdUntil: Date; amountCents: number },
  now: Date,
): Promise<boolean> {
  const at = now.toISOString();
  const holdUntil = session.holdUntil.toISOString();
  let update = db
    .updateTable('enrollments')
    .set((eb) => ({
      payment_session_id: session.next,
      hold_expires_at: eb.case().when('hold_expires_at', '<', holdUntil).then(holdUntil).else(eb.ref('hold_expires_at')).end(),
      updated_at: at,
    }))
    .where('id', '=', id)
    .where('status', '=', 'offered')
    .where('amount_cents', '=', session.amountCents)
    .where('hold_expires_at', '>', at);
  update =
    session.previous === null
      ? update.where('payment_session_id', 'is', null)
      : update.where('payment_session_id', '=', session.previous);
  const { numUpdatedRows } = await update.executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** Remembers a hold's payment session. False when the hold was released meanwhile (replaced by a newer checkout). */
export async function attachPaymentSession(deps: Pick<CheckoutDeps, 'db' | 'clock'>, id: number, sessionId: string) {
  const { numUpdatedRows } = await deps.db
    .updateTable('enrollments')
    .set({ payment_session_id: sessionId, updated_at: deps.clock.now().toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'held')
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/**
 * Inside a seat transaction: a held seat goes back, and the credit and promo code use it
 * took with it. True only for the one call that released it.
 */
export async function releaseWithin(
  seats: SeatMoves,
  enrollmentId: number,
  now: Date,
  options: { keepDiscounts?: boolean } = {},
): Promise<boolean> {
  const enrollment = await findEnrollment(seats.trx, enrollmentId);
  if (!enrollment) return false;
  if (!(await moveEnrollment(seats.trx, enrollmentId, 'held', 'released', now, { released_at: now.toISOString() }))) return false;
  // A payment page that may still be paid keeps its credit and code: a late payment at the lowered price uses them.
  if (!options.keepDiscounts) {
    await giveCreditBack(seats.trx, enrollmentId);
    if (enrollment.promo_code_id) await giveCodeUseBack(seats.trx, enrollment.promo_code_id);
  }
  await seats.giveBack(enrollment.course_id);
  return true;
}

/** Gives a held seat back (cancelled, expired, failed, provider down). True when this call released it. */
export async function releaseHold(deps: CheckoutDeps, enrollmentId: number, reason: string): Promise<boolean> {
  const released = await changeSeats(deps, (seats) => releaseWithin(seats, enrollmentId, deps.clock.now()));
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
 * so the seat count never goes above capacity. The receipt is added to the outbox by
 * the move that fulfils, in the same transaction: one receipt per payment.
 */
export async function applyPaidSession(
  seats: SeatMoves,
  session: PaymentSession,
  now: Date,
  mail: MailSettings,
): Promise<PaymentOutcome> {
  const enrollment = await enrollmentOfSession(seats.trx, session);
  if (!enrollment) return 'not-ours';
  if (!session.paid) return 'unpaid';
  const paid = { paid_at: now.toISOString(), payment_intent_id: session.paymentIntentId };
  const fulfilled = async () => {
    await queueReceipt(seats.trx, mail, enrollment.id, now);
    return 'fulfilled' as const;
  };
  if (await moveEnrollment(seats.trx, enrollment.id, 'held', 'paid', now, paid)) {
    seats.settled();
    return fulfilled();
  }
  // A seat offered from the waitlist: its entry is claimed in the same transaction.
  if (await moveEnrollment(seats.trx, enrollment.id, 'offered', 'paid', now, paid)) {
    await claimOfferOf(seats.trx, enrollment.id, now);
    return fulfilled();
  }
  if (enrollment.status !== 'released') return 'already-handled';
  // A late payment: a free seat is taken first, in this transaction; if another caller
  // moved the enrollment meanwhile, that seat goes straight back.
  if (await seats.take(enrollment.course_id)) {
    if (await moveEnrollment(seats.trx, enrollment.id, 'released', 'paid', now, paid)) return fulfilled();
    await seats.giveBack(enrollment.course_id);
    return 'already-handled';
  }
  const due = { payment_intent_id: session.paymentIntentId };
  return (await moveEnrollment(seats.trx, enrollment.id, 'released', 'refund_due', now, due)) ? 'refund-due' : 'already-handled';
}

/** A paid session, fulfilled outside any other work (the verify call, the demo's Pay). */
export async function fulfilPaidSession(deps: CheckoutDeps, session: PaymentSession): Promise<PaymentOutcome> {
  const outcome = await changeSeats(deps, (seats) => applyPaidSession(seats, session, deps.clock.now(), deps.mail));
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
      // A cancellation gives back what the policy says (the fee kept); a late payment all of it.
      amountCents: enrollment.refund_cents ?? enrollment.amount_cents,
      idempotencyKey: idempotencyKeyOf(enrollment, 'refund'),
    });
    const now = deps.clock.now();
    const cancellation = enrollment.cancelled_at !== null;
    await deps.db.transaction().execute(async (trx) => {
      // A cancellation's email said already what comes back; a late payment's refund is news.
      if ((await moveEnrollment(trx, enrollmentId, 'refund_due', 'refunded', now, { refund_id: refundId })) && !cancellation)
        await queueRefundNotice(trx, deps.mail, enrollmentId, now);
    });
    if (cancellation) deps.logger.info({ enrollmentId, refundId }, 'cancellation refunded');
    else deps.logger.warn({ enrollmentId, refundId }, 'payment refunded: the hold had been released and the course is full');
    return true;
  } catch (error) {
    deps.logger.error({ err: error, enrollmentId }, 'refund failed; the hold sweep tries again');
    return false;
  }
}
