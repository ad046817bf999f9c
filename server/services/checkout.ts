import { holdMarginMinutes, paymentSessionMinutes, type CheckoutInput, type VerifiedSession } from '../../domain/checkout.ts';
import type { Course } from '../../domain/courses.ts';
import { isActive } from './courses.ts';
import { changeSeats } from './seats.ts';
import { findEnrollment, fulfilPaidSession, idempotencyKeyOf, releaseHold, type CheckoutDeps } from './enrollment-state.ts';

const minutes = (n: number) => n * 60_000;
/**
 * Stripe refuses an expiry less than 30 minutes after it receives the request; a
 * minute's allowance covers the trip there and clocks that differ by a few seconds.
 */
const sessionAllowanceMs = 60_000;

export type InitiateResult =
  | { ok: true; enrollmentId: number; checkoutUrl: string }
  | { ok: false; reason: 'sold-out' | 'provider-failed' | 'no-checkout-url' };

/**
 * Starts a paid enrollment. One transaction takes a seat (the conditional update) and
 * records the enrollment that holds it; then, outside any transaction, the provider
 * makes the payment session. If the provider fails, the seat goes back at once.
 * The hold outlives the session by a margin, so a payment made in the session's last
 * second still finds its seat.
 */
export async function initiateEnrollment(
  deps: CheckoutDeps,
  course: Course,
  input: Omit<CheckoutInput, 'courseId'>,
  siteOrigin: string,
): Promise<InitiateResult> {
  const { db, changes, clock, payments, logger } = deps;
  const now = clock.now();
  const at = now.toISOString();
  const enrollment = await changeSeats(db, changes, async (seats) => {
    if (!isActive(course) || !(await seats.take(course.id))) return undefined;
    return seats.trx
      .insertInto('enrollments')
      .values({
        course_id: course.id,
        student_name: input.studentName,
        parent_email: input.parentEmail,
        amount_cents: Math.round(course.price * 100),
        currency: 'usd',
        status: 'held',
        hold_expires_at: new Date(
          now.getTime() + minutes(paymentSessionMinutes + holdMarginMinutes) + sessionAllowanceMs,
        ).toISOString(),
        payment_provider: payments.name,
        created_at: at,
        updated_at: at,
      })
      .returning(['id', 'created_at', 'amount_cents', 'currency'])
      .executeTakeFirstOrThrow();
  });
  if (!enrollment) return { ok: false, reason: 'sold-out' };

  let session: { sessionId: string; url: string | null };
  try {
    session = await payments.createCheckout({
      enrollmentId: enrollment.id,
      description: course.name,
      amountCents: enrollment.amount_cents,
      currency: enrollment.currency,
      customerEmail: input.parentEmail,
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
  await db
    .updateTable('enrollments')
    .set({ payment_session_id: session.sessionId, updated_at: clock.now().toISOString() })
    .where('id', '=', enrollment.id)
    .execute();
  if (!session.url) {
    await payments.expireSession(session.sessionId).catch(() => undefined);
    await releaseHold(deps, enrollment.id, 'payment session without a checkout URL');
    return { ok: false, reason: 'no-checkout-url' };
  }
  logger.info({ enrollmentId: enrollment.id, courseId: course.id }, 'seat held for payment');
  return { ok: true, enrollmentId: enrollment.id, checkoutUrl: session.url };
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

export type VerifyFailure = 'not-found' | 'unpaid' | 'refunded' | 'provider-down';
export type VerifyResult = { ok: true; summary: VerifiedSession } | { ok: false; reason: VerifyFailure };

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
      'courses.name',
      'courses.dates',
      'courses.schedule',
      'courses.location',
    ])
    .where('enrollments.id', '=', session.enrollmentId as number)
    .executeTakeFirstOrThrow();
  if (row.status !== 'paid') return { ok: false, reason: 'refunded' };
  return {
    ok: true,
    summary: {
      enrollment: { id: row.id, studentName: row.student_name, parentEmail: row.parent_email },
      course: { name: row.name, dates: row.dates, schedule: row.schedule, location: row.location },
      payment: { amount: session.amountCents / 100, currency: session.currency },
    },
  };
}
