import type { PaymentEvent } from '../payments/provider.ts';
import { afterPayment, applyPaidSession, releaseWithin, type CheckoutDeps, type PaymentOutcome } from './enrollment-state.ts';
import { changeSeats } from './seats.ts';

/** The provider events that change an enrollment, and what each means. */
const meanings: Record<string, 'payment' | 'release'> = {
  'checkout.session.completed': 'payment',
  'checkout.session.async_payment_succeeded': 'payment',
  'checkout.session.expired': 'release',
  'checkout.session.async_payment_failed': 'release',
};

export type EventOutcome = PaymentOutcome | 'released' | 'duplicate' | 'ignored';

/**
 * A verified provider event. Its id is recorded in the same transaction as what it
 * changes, so a duplicate, a replay or a retry changes nothing; out-of-order events are
 * harmless because every move is conditional on the enrollment's current state (an
 * expiry after a payment finds nothing held, and releases nothing).
 */
export async function handlePaymentEvent(deps: CheckoutDeps, event: PaymentEvent): Promise<EventOutcome> {
  const meaning = meanings[event.type];
  const session = event.session;
  if (!meaning || !session || session.enrollmentId === undefined) return 'ignored';
  const now = deps.clock.now();
  const outcome = await changeSeats(deps, async (seats): Promise<EventOutcome> => {
    const recorded = await seats.trx
      .insertInto('payment_events')
      .values({ id: event.id, type: event.type, received_at: now.toISOString() })
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    if (!(Number(recorded.numInsertedOrUpdatedRows ?? 0n) > 0)) return 'duplicate';
    if (meaning === 'payment') return applyPaidSession(seats, session, now, deps.mail);
    // A failed async payment or an expiry releases only a seat still held for this very session.
    const enrollment = await seats.trx
      .selectFrom('enrollments')
      .select('id')
      .where('id', '=', session.enrollmentId as number)
      .where('payment_session_id', '=', session.id)
      .executeTakeFirst();
    return enrollment && (await releaseWithin(seats, enrollment.id, now)) ? 'released' : 'ignored';
  });
  if (outcome === 'released') deps.logger.info({ enrollmentId: session.enrollmentId, reason: event.type }, 'seat hold released');
  if (outcome !== 'duplicate' && outcome !== 'ignored' && outcome !== 'released') await afterPayment(deps, session, outcome);
  return outcome;
}
