import { isLostRace } from '../../db/index.ts';
import {
  holdMarginMinutes,
  maxHoldsPerClient,
  maxHoldsPerEmail,
  paymentSessionMinutes,
  type CheckoutInput,
  type CancelledEnrollment,
  type VerifiedSession,
} from '../../domain/checkout.ts';
import type { Course } from '../../domain/courses.ts';
import { paidSeatOf } from './paid-seats.ts';
import { paymentDescription, usesPromo, withCredit, type Price, type PromoCode } from '../../domain/pricing.ts';
import type { CodeRefusal } from '../../domain/promo-codes.ts';
import { checkCode, takeCodeUse } from './promo-codes.ts';
import { familyPrice, heldPrice } from './prices.ts';
import { isActive } from './courses.ts';
import { claimCredit } from './credits.ts';
import { changeSeats, type SeatMoves } from './seats.ts';
import {
  attachPaymentSession,
  findEnrollment,
  fulfilPaidSession,
  idempotencyKeyOf,
  insertHold,
  releaseHold,
  releaseWithin,
  type CheckoutDeps,
} from './enrollment-state.ts';

const minutes = (n: number) => n * 60_000;
/**
 * Stripe refuses an expiry less than 30 minutes after it receives the request; a
 * minute's allowance covers the trip there and clocks that differ by a few seconds.
 */
const sessionAllowanceMs = 60_000;

/** A seat held elsewhere by the same client or address, named in a refusal so they can finish or release it. */
export type HeldSeat = { enrollmentId: number; courseId: number; courseName: string; holdExpiresAt: Date };

export type InitiateResult =
  | { ok: true; enrollmentId: number; checkoutUrl: string }
  | { ok: false; reason: 'sold-out' | 'provider-failed' | 'no-checkout-url' | 'replaced' }
  | { ok: false; reason: 'email-limit' | 'client-limit'; holds: HeldSeat[] }
  /** This student is already enrolled (paid) in this cohort from this address: a second seat would be paid twice. */
  | { ok: false; reason: 'already-enrolled'; enrollmentId: number; studentName: string }
  /** The promo code typed does not apply (or ran out while the seat was taken). */
  | { ok: false; reason: 'code'; refusal: CodeRefusal };

/** Who asks for a seat: their answers, and who they are for the fair share. */
export type HoldRequest = Omit<CheckoutInput, 'courseId'> & {
  /** The client's key (server/http/client-key.ts). */
  client: string;
  /** A hold this browser started on this course earlier (its checkout cookie): replaced too, whatever its address. */
  replaces?: number | undefined;
  /**
   * The address of the parent signed in on this browser (their page's session), if any. A
   * credit comes off only when it is the address the checkout is for: typing someone's
   * address must not spend (or reveal) their credit.
   */
  signedInAs?: string | undefined;
  /** Earlier holds whose payment pages could not be closed: replaced, but their credit stays with them (they may still be paid). */
  unclosed?: readonly number[];
};

/**
 * Starts a paid enrollment, within a fair share (domain/checkout.ts): an earlier hold of
 * the same address on this course, or of this browser, is replaced (its payment page
 * closed and its seat reused, so a parent who retries is never blocked); beyond the
 * share a clear refusal names the holds in the way. One transaction takes a seat (the
 * conditional update) and records the enrollment that holds it; then, outside any
 * transaction, the provider makes the payment session. If the provider fails, the seat
 * goes back at once. The hold outlives the session by a margin, so a payment made in the
 * session's last second still finds its seat.
 */
export async function initiateEnrollment(
  deps: CheckoutDeps,
  course: Course,
  request: HoldRequest,
  siteOrigin: string,
): Promise<InitiateResult> {
  const { clock, payments, logger } = deps;
  const unclosed = await closeEarlierPaymentPages(deps, course.id, request);
  const held = await holdSeat(deps, course, { ...request, unclosed });
  if (!held.ok) return held;
  const { enrollment } = held;
  const now = clock.now();

  let session: { sessionId: string; url: string | null };
  try {
    session = await payments.createCheckout({
      enrollmentId: enrollment.id,
      // The payment page names the cohort by its dates, and what lowered the price.
      description: paymentDescription(course, enrollment.price),
      studentName: request.studentName,
      schedule: course.schedule,
      location: course.location,
      amountCents: enrollment.amount_cents,
      currency: enrollment.currency,
      customerEmail: request.parentEmail,
      expiresAt: new Date(now.getTime() + minutes(paymentSessionMinutes) + sessionAllowanceMs),
      successUrl: `${siteOrigin}/enrollment-success?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${siteOrigin}/checkout?courseId=${course.id}&cancelled=true`,
      idempotencyKey: idempotencyKeyOf(enrollment, 'checkout'),
    });
  } catch (error) {
    logger.error({ err: error, enrollmentId: enrollment.id }, 'payment session could not be created');
    await releaseHold(deps, enrollment.id, 'payment provider failed');
    return { ok: false, reason: 'provider-failed' };
  }
  if (!(await attachPaymentSession(deps, enrollment.id, session.sessionId))) {
    // A newer checkout for the same address and course replaced this one while its page was made.
    await payments.expireSession(session.sessionId).catch(() => undefined);
    return { ok: false, reason: 'replaced' };
  }
  if (!session.url) {
    await payments.expireSession(session.sessionId).catch(() => undefined);
    await releaseHold(deps, enrollment.id, 'payment session without a checkout URL');
    return { ok: false, reason: 'no-checkout-url' };
  }
  logger.info({ enrollmentId: enrollment.id, courseId: course.id }, 'seat held for payment');
  return { ok: true, enrollmentId: enrollment.id, checkoutUrl: session.url };
}

type Db = CheckoutDeps['db'] | SeatMoves['trx'];

/**
 * The unpaid holds of one address or one client, each lookup through its own index
 * (`enrollments_parent_email_status`, `enrollments_client_key_status`); sorted here, so no
 * planner prefers another index for the order.
 */
async function heldBy(db: Db, column: 'parent_email' | 'client_key', value: string) {
  const rows = await db
    .selectFrom('enrollments')
    .innerJoin('courses', 'courses.id', 'enrollments.course_id')
    .select([
      'enrollments.id',
      'enrollments.course_id',
      'enrollments.payment_session_id',
      'enrollments.client_slot',
      'enrollments.email_slot',
      'enrollments.hold_expires_at',
      'courses.name',
    ])
    .where(`enrollments.${column}`, '=', value)
    .where('enrollments.status', '=', 'held')
    .execute();
  return rows.sort((a, b) => a.hold_expires_at.localeCompare(b.hold_expires_at));
}
type HeldRow = Awaited<ReturnType<typeof heldBy>>[number];

/** The holds a new checkout replaces: this address's on this course, and this browser's own earlier one there. */
async function holdsToReplace(db: Db, courseId: number, request: HoldRequest, byEmail?: HeldRow[]) {
  const ofAddress = (byEmail ?? (await heldBy(db, 'parent_email', request.parentEmail))).filter(
    (row) => row.course_id === courseId,
  );
  if (request.replaces === undefined || ofAddress.some((row) => row.id === request.replaces)) return ofAddress;
  const own = await db
    .selectFrom('enrollments')
    .select(['id', 'payment_session_id'])
    .where('id', '=', request.replaces)
    .where('status', '=', 'held')
    .where('course_id', '=', courseId)
    .execute();
  return [...ofAddress, ...own];
}

/**
 * Before a hold is replaced, its payment page is closed at the provider, so it can no
 * longer be paid. One paid meanwhile is fulfilled instead (and then is not replaced: a
 * parent may be enrolling a second child). A provider that does not answer changes
 * nothing here: a payment that still arrives for the released hold is handled as any
 * late payment (a free seat, or a refund).
 */
async function closeEarlierPaymentPages(deps: CheckoutDeps, courseId: number, request: HoldRequest): Promise<number[]> {
  const unclosed: number[] = [];
  for (const earlier of await holdsToReplace(deps.db, courseId, request)) {
    if (!earlier.payment_session_id) continue;
    try {
      const session = await deps.payments.expireSession(earlier.payment_session_id);
      if (session?.paid) await fulfilPaidSession(deps, session);
    } catch (error) {
      unclosed.push(earlier.id);
      deps.logger.warn({ err: error, enrollmentId: earlier.id }, 'earlier payment page could not be closed');
    }
  }
  return unclosed;
}

type HoldOutcome =
  | { ok: true; enrollment: { id: number; created_at: string; amount_cents: number; currency: string; price: Price } }
  | Extract<InitiateResult, { ok: false }>;

/**
 * The seat transaction. Two checkouts racing for the same slot (the same client's third
 * hold, or the same address and course) cannot both commit: unique indexes over held
 * rows refuse the second (db/migrations/20261123T0000_fair_share.ts), which then tries
 * again and sees the first. The course's row is locked first, so checkouts of one
 * course queue instead of deadlocking over a hold one of them replaces.
 */
async function holdSeat(deps: CheckoutDeps, course: Course, request: HoldRequest): Promise<HoldOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await changeSeats(deps, (seats) => holdWithin(seats, deps, course, request));
    } catch (error) {
      if (!isLostRace(error) || attempt >= 5) throw error;
    }
  }
}

async function holdWithin(seats: SeatMoves, deps: CheckoutDeps, course: Course, request: HoldRequest): Promise<HoldOutcome> {
  const now = deps.clock.now();
  await seats.lock(course.id);
  // The same child's seat paid already (a form sent again after paying, with Back): refused
  // under the course's lock, so two tabs cannot both pay for it, and before any earlier hold
  // is replaced (a refusal leaves the family's other holds as they were). A sibling has another name.
  const enrolled = await paidSeatOf(seats.trx, course.id, request.parentEmail, request.studentName);
  if (enrolled) return { ok: false, reason: 'already-enrolled', enrollmentId: enrolled.id, studentName: enrolled.student_name };
  const ofAddress = await heldBy(seats.trx, 'parent_email', request.parentEmail);
  const replaced = await holdsToReplace(seats.trx, course.id, request, ofAddress);
  for (const earlier of replaced) {
    const keepDiscounts = request.unclosed?.includes(earlier.id) ?? false;
    if (await releaseWithin(seats, earlier.id, now, { keepDiscounts }))
      deps.logger.info({ enrollmentId: earlier.id }, 'seat hold replaced');
  }
  // What is left once the replaced holds are gone counts against the share.
  const stillHeld = (rows: HeldRow[]) => rows.filter((row) => !replaced.some((earlier) => earlier.id === row.id));
  const byEmail = stillHeld(ofAddress);
  const byClient = stillHeld(await heldBy(seats.trx, 'client_key', request.client));
  const named = (rows: typeof byEmail): HeldSeat[] =>
    rows.map((row) => ({
      enrollmentId: row.id,
      courseId: row.course_id,
      courseName: row.name,
      holdExpiresAt: new Date(row.hold_expires_at),
    }));
  if (byEmail.length >= maxHoldsPerEmail) return { ok: false, reason: 'email-limit', holds: named(byEmail) };
  if (byClient.length >= maxHoldsPerClient) return { ok: false, reason: 'client-limit', holds: named(byClient) };
  if (!isActive(course) || !(await seats.take(course.id))) return { ok: false, reason: 'sold-out' };
  // The price is fixed now (domain/pricing.ts). A code's use is counted first (one left
  // under many checkouts at once: one of them has it); a seat it cannot pay for goes back.
  let promo: PromoCode | undefined;
  if (request.promoCode) {
    const check = await checkCode(seats.trx, request.promoCode, course.id, now);
    if (!check.ok) {
      await seats.giveBack(course.id);
      return { ok: false, reason: 'code', refusal: check };
    }
    promo = check.code;
  }
  const discounted = await familyPrice(seats.trx, {
    listCents: Math.round(course.price * 100),
    firstClass: course.startDate,
    now,
    promo,
  });
  const codeUsed = promo && usesPromo(discounted) ? promo : undefined;
  if (codeUsed && !(await takeCodeUse(seats.trx, codeUsed.id))) {
    await seats.giveBack(course.id);
    return { ok: false, reason: 'code', refusal: { reason: 'used-up' } };
  }
  // A credit comes off by itself for the parent signed in on this browser (claimed once, in
  // this transaction: server/services/credits.ts).
  const credit =
    request.signedInAs === request.parentEmail
      ? await claimCredit(seats.trx, request.parentEmail, discounted.totalCents, now)
      : undefined;
  const price = withCredit(discounted, credit?.offCents);
  const enrollment = await insertHold(
    seats,
    {
      courseId: course.id,
      studentName: request.studentName,
      parentEmail: request.parentEmail,
      price,
      promoCodeId: codeUsed?.id ?? null,
      currency: 'usd',
      holdExpiresAt: new Date(now.getTime() + minutes(paymentSessionMinutes + holdMarginMinutes) + sessionAllowanceMs),
      paymentProvider: deps.payments.name,
      clientKey: request.client,
      clientSlot: firstFreeSlot(byClient.map((row) => row.client_slot)),
      emailSlot: firstFreeSlot(byEmail.map((row) => row.email_slot)),
    },
    now,
  );
  await credit?.tieTo(enrollment.id);
  return { ok: true, enrollment: { ...enrollment, price } };
}

/** The lowest slot number (from 1) that no current hold uses. */
function firstFreeSlot(used: readonly (number | null)[]): number {
  let slot = 1;
  while (used.includes(slot)) slot += 1;
  return slot;
}

/**
 * A parent came back from the payment page with Cancel: their session is ended at the
 * provider, so it can no longer be paid, and the seat goes back at once instead of
 * after the session's expiry (the parent who just cancelled may want that very seat).
 * A session that was paid meanwhile is left alone.
 */
export async function cancelHold(deps: CheckoutDeps, enrollmentId: number, courseId: number): Promise<boolean> {
  const enrollment = await findEnrollment(deps.db, enrollmentId);
  if (enrollment?.status !== 'held' || enrollment.course_id !== courseId || !enrollment.payment_session_id) return false;
  const session = await deps.payments.expireSession(enrollment.payment_session_id);
  if (session && session.status !== 'expired') return false;
  return releaseHold(deps, enrollmentId, 'payment cancelled');
}

/** The details of an enrollment that still holds a seat in this course (a parent back from the payment page). */
export async function heldEnrollment(
  deps: Pick<CheckoutDeps, 'db'>,
  enrollmentId: number,
  courseId: number,
): Promise<{ id: number; studentName: string; parentEmail: string } | undefined> {
  const enrollment = await findEnrollment(deps.db, enrollmentId);
  if (enrollment?.status !== 'held' || enrollment.course_id !== courseId) return undefined;
  return { id: enrollment.id, studentName: enrollment.student_name, parentEmail: enrollment.parent_email };
}

/** A hold given back with Cancel on the payment page: what its form said, to fill the form in again (a reload emptied it). */
export async function releasedEnrollment(
  deps: Pick<CheckoutDeps, 'db'>,
  enrollmentId: number,
  courseId: number,
): Promise<{ studentName: string; parentEmail: string } | undefined> {
  const enrollment = await findEnrollment(deps.db, enrollmentId);
  if (enrollment?.status !== 'released' || enrollment.course_id !== courseId) return undefined;
  return { studentName: enrollment.student_name, parentEmail: enrollment.parent_email };
}

export type VerifyFailure = 'not-found' | 'unpaid' | 'refunded' | 'cancelled' | 'provider-down';
export type VerifyResult =
  | { ok: true; summary: VerifiedSession }
  | { ok: false; reason: Exclude<VerifyFailure, 'cancelled'> }
  | { ok: false; reason: 'cancelled'; cancellation: CancelledEnrollment };

/**
 * The payment result a parent's browser may see: its own enrollment's summary, built
 * from our records, never the provider's raw session. A paid session whose webhook has
 * not arrived yet is fulfilled here, by the same idempotent service.
 */
export async function verifyPaymentSession(deps: CheckoutDeps, sessionId: string): Promise<VerifyResult> {
  let session;
  try {
    session = await deps.payments.retrieveSession(sessionId);
  } catch (error) {
    deps.logger.error({ err: error }, 'payment session could not be retrieved');
    return { ok: false, reason: 'provider-down' };
  }
  if (!session) return { ok: false, reason: 'not-found' };
  const outcome = await fulfilPaidSession(deps, session);
  if (outcome === 'not-ours') return { ok: false, reason: 'not-found' };
  if (outcome === 'unpaid') return { ok: false, reason: 'unpaid' };

  const row = await deps.db
    .selectFrom('enrollments')
    .innerJoin('courses', 'courses.id', 'enrollments.course_id')
    .select([
      'enrollments.id',
      'enrollments.status',
      'enrollments.student_name',
      'enrollments.parent_email',
      'enrollments.amount_cents',
      'enrollments.list_price_cents',
      'enrollments.price_lines',
      'enrollments.paid_at',
      'enrollments.cancelled_at',
      'enrollments.refund_cents',
      'enrollments.currency',
      'enrollments.switched_at',
      'enrollments.switched_from_course_id',
      'courses.name',
      'courses.dates',
      'courses.schedule',
      'courses.location',
      'courses.campus',
      'courses.level',
      'courses.start_date',
      'courses.id as course_id',
    ])
    .where('enrollments.id', '=', session.enrollmentId as number)
    .executeTakeFirstOrThrow();
  // Cancelled since it was paid: said as that (it read "arrived too late, refunded in full").
  if (row.status !== 'paid' && row.cancelled_at)
    return {
      ok: false,
      reason: 'cancelled',
      cancellation: {
        studentName: row.student_name,
        courseName: row.name,
        cancelledAt: row.cancelled_at,
        amountCents: row.amount_cents,
        refundCents: row.refund_cents ?? 0,
        currency: row.currency,
        refundOnItsWay: row.status === 'refund_due',
      },
    };
  if (row.status !== 'paid') return { ok: false, reason: 'refunded' };
  // Moved since: the cohort it left, to say so over the seat it has now.
  const left =
    row.switched_at && row.switched_from_course_id !== null
      ? await deps.db
          .selectFrom('courses')
          .select(['name', 'dates'])
          .where('id', '=', row.switched_from_course_id)
          .executeTakeFirst()
      : undefined;
  return {
    ok: true,
    summary: {
      enrollment: { id: row.id, studentName: row.student_name, parentEmail: row.parent_email },
      course: { name: row.name, dates: row.dates, schedule: row.schedule, location: row.location },
      payment: { amount: session.amountCents / 100, currency: session.currency },
      price: heldPrice(row),
      paidAt: row.paid_at ?? undefined,
      campus: row.campus,
      level: row.level,
      firstClass: row.start_date,
      courseId: row.course_id,
      ...(row.switched_at && left ? { switched: { at: row.switched_at, fromName: left.name, fromDates: left.dates } } : {}),
    },
  };
}
