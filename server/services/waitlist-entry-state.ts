import type { Transaction } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Updateable } from 'kysely';
import type { Database, WaitlistEntriesTable } from '../../db/schema.ts';
import { mayMoveEntry, type NextEntryState, type WaitlistEntryState } from '../../domain/waitlist-line.ts';

/**
 * The one writer of a waitlist entry's state: it moves entries along `entryMoves`
 * (domain/waitlist-line.ts), and removes an entry its family leaves; nothing else in the
 * code writes the column. As the
 * enrollment's moves, each is one conditional update (`WHERE state = from`), so of two
 * callers racing for the same move (two instances offering one freed seat, a claim and
 * the sweep, two staff at once) exactly one wins.
 */

type MoveFields = Pick<
  Updateable<WaitlistEntriesTable>,
  'offer_enrollment_id' | 'offer_token_hash' | 'replaced_token_hash' | 'offered_at' | 'offer_expires_at' | 'line_order'
>;

export async function moveEntry<From extends WaitlistEntryState>(
  trx: Transaction<Database> | Db,
  id: number,
  from: From,
  to: NextEntryState<From>,
  at: Date,
  fields: MoveFields = {},
): Promise<boolean> {
  if (!mayMoveEntry(from, to)) throw new Error(`A waitlist entry cannot move from ${from} to ${String(to)}`);
  const { numUpdatedRows } = await trx
    .updateTable('waitlist_entries')
    .set({ ...fields, state: to, state_changed_at: at.toISOString() })
    .where('id', '=', id)
    .where('state', '=', from)
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** The entry whose offer an enrollment holds, if it is one. */
export const entryOfOffer = (trx: Transaction<Database> | Db, enrollmentId: number) =>
  trx.selectFrom('waitlist_entries').selectAll().where('offer_enrollment_id', '=', enrollmentId).executeTakeFirst();

/** Inside the payment's transaction: the entry whose offered seat was just paid is claimed. */
export async function claimOfferOf(trx: Transaction<Database>, enrollmentId: number, now: Date): Promise<void> {
  const entry = await entryOfOffer(trx, enrollmentId);
  if (entry) await moveEntry(trx, entry.id, 'offered', 'claimed', now);
}

/**
 * A family leaves a waitlist from their page: the entry is removed if it is theirs and
 * still in line (waiting or skipped); one holding an offer is declined from the offer's
 * link instead. A level's list has no states: its entry is simply removed.
 */
export async function leaveWaitlist(db: Db, email: string, entryId: number, kind: 'course' | 'level'): Promise<boolean> {
  const { numDeletedRows } =
    kind === 'course'
      ? await db
          .deleteFrom('waitlist_entries')
          .where('id', '=', entryId)
          .where('parent_email', '=', email)
          .where('state', 'in', ['waiting', 'skipped'])
          .executeTakeFirst()
      : await db
          .deleteFrom('level_waitlist_entries')
          .where('id', '=', entryId)
          .where('parent_email', '=', email)
          .executeTakeFirst();
  return numDeletedRows > 0n;
}
