import type { SteeringAction } from '../../domain/waitlist-line.ts';
import { recordAudit, type Actor } from './audit.ts';
import { changeSeats, type SeatDeps } from './seats.ts';
import { offerByHand, type OfferDeps } from './waitlist-offers.ts';
import { moveEntry } from './waitlist-entry-state.ts';
import { frontOfLine } from './waitlist-line.ts';

/**
 * Staff steering a course's line from its console page: move a family to the front, skip
 * one (it stays on the list, passed over by offers), put a skipped one back, or offer a
 * free seat by hand. Each is one conditional change and its audit row, in one seat
 * transaction: a family put back in line gets a seat that is free at once.
 */

export type SteeringDeps = SeatDeps & { offers: OfferDeps };

export type SteeringOutcome =
  | 'done'
  /** The entry is not in a state this action applies to (someone else changed it). */
  | 'not-applicable'
  /** An offer by hand, with no free seat in the course. */
  | 'no-seat'
  /** An offer by hand for a course that is not on sale. */
  | 'inactive';

const auditAction: Record<SteeringAction, string> = {
  front: 'waitlist.moved-to-front',
  skip: 'waitlist.skipped',
  restore: 'waitlist.put-back',
  offer: 'waitlist.offered-by-hand',
};

export async function steerEntry(
  deps: SteeringDeps,
  actor: Actor,
  courseId: number,
  entryId: number,
  action: SteeringAction,
): Promise<SteeringOutcome> {
  const now = deps.offers.clock.now();
  return changeSeats(deps, async (seats): Promise<SteeringOutcome> => {
    const { trx } = seats;
    await seats.lock(courseId);
    const before = await trx
      .selectFrom('waitlist_entries')
      .select(['id', 'state', 'line_order'])
      .where('id', '=', entryId)
      .where('course_id', '=', courseId)
      .executeTakeFirst();
    if (!before) return 'not-applicable';
    let outcome: SteeringOutcome = 'not-applicable';
    if (action === 'front' && before.state === 'waiting') {
      const { next } = await frontOfLine(trx, courseId).executeTakeFirstOrThrow();
      const { numUpdatedRows } = await trx
        .updateTable('waitlist_entries')
        .set({ line_order: Number(next) })
        .where('id', '=', entryId)
        .where('state', '=', 'waiting')
        .executeTakeFirst();
      if (numUpdatedRows > 0n) outcome = 'done';
    } else if (action === 'skip' && before.state === 'waiting') {
      if (await moveEntry(trx, entryId, 'waiting', 'skipped', now)) outcome = 'done';
    } else if (action === 'restore' && before.state === 'skipped') {
      if (await moveEntry(trx, entryId, 'skipped', 'waiting', now)) {
        seats.reopened(courseId);
        outcome = 'done';
      }
    } else if (action === 'offer') {
      const offered = await offerByHand(seats, deps.offers, entryId);
      outcome = offered === 'offered' ? 'done' : offered === 'not-waiting' ? 'not-applicable' : offered;
    }
    if (outcome !== 'done') return outcome;
    const after = await trx
      .selectFrom('waitlist_entries')
      .select(['state', 'line_order'])
      .where('id', '=', entryId)
      .executeTakeFirstOrThrow();
    await recordAudit(
      trx,
      actor,
      {
        action: auditAction[action],
        record: { type: 'waitlist_entry', id: entryId },
        before: { state: before.state, line_order: before.line_order },
        after: { state: after.state, line_order: after.line_order },
      },
      now,
    );
    return 'done';
  });
}
