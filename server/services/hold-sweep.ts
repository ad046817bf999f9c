import { issueRefund, releaseHold, type CheckoutDeps } from './enrollment-state.ts';
import { lapseOffers } from './waitlist-offers.ts';

/**
 * Releases holds past their expiry, lapses waitlist offers past theirs (their seats pass to
 * the next family in line), and retries refunds that failed. Every instance runs it: each
 * release is a conditional move of one hold, so two instances sweeping the same hold
 * release its seat once.
 */
export async function sweepHolds(
  deps: CheckoutDeps,
  batch = 100,
): Promise<{ released: number; lapsed: number; refunded: number }> {
  const now = deps.clock.now().toISOString();
  const expired = await deps.db
    .selectFrom('enrollments')
    .select('id')
    .where('status', '=', 'held')
    .where('hold_expires_at', '<=', now)
    .orderBy('hold_expires_at')
    .limit(batch)
    .execute();
  let released = 0;
  for (const { id } of expired) if (await releaseHold(deps, id, 'hold expired')) released += 1;
  const lapsed = await lapseOffers(deps, batch);

  const due = await deps.db.selectFrom('enrollments').select('id').where('status', '=', 'refund_due').limit(batch).execute();
  let refunded = 0;
  for (const { id } of due) if (await issueRefund(deps, id)) refunded += 1;
  return { released, lapsed, refunded };
}
