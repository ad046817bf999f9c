import type { Transaction } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';
import { schoolDate } from '../../domain/schedule.ts';

/**
 * Credits from cancellations (server/services/cancellations.ts), applied by themselves at the
 * address's next checkout. A credit is used once: claiming it is one conditional update
 * (`used_at IS NULL`), in the same transaction as the hold it lowers, so two checkouts at
 * once cannot both use it. A hold released unpaid gives it back, in its own transaction.
 */

/** Stripe charges at least 50 cents: a credit is used only where it fits whole under the price less that. */
export const smallestChargeCents = 50;

type Trx = Transaction<Database>;

/** The address's credits that a checkout of `priceCents` would use, the one that runs out soonest first. */
const usableCredits = (db: Trx | Db, email: string, priceCents: number, now: Date) =>
  db
    .selectFrom('credits')
    .select(['id', 'amount_cents'])
    .where('email', '=', email)
    .where('used_at', 'is', null)
    .where('expires_on', '>=', schoolDate(now))
    // Used whole or not at all: a credit is never spent on a price smaller than itself.
    .where('amount_cents', '<=', priceCents - smallestChargeCents)
    .orderBy('expires_on')
    .orderBy('id');

/** The credit a signed-in parent's checkout would use, for the order summary to show before they pay. */
export const creditForCheckout = (db: Db, email: string, priceCents: number, now: Date) =>
  usableCredits(db, email, priceCents, now).executeTakeFirst();

/**
 * Claims the address's credit that runs out soonest, if it has one still good today, for a
 * checkout of `priceCents`; returns the amount it takes off and a function that ties it to
 * the hold once the hold exists.
 */
export async function claimCredit(trx: Trx, email: string, priceCents: number, now: Date) {
  const candidates = await usableCredits(trx, email, priceCents, now).execute();
  for (const credit of candidates) {
    const { numUpdatedRows } = await trx
      .updateTable('credits')
      .set({ used_at: now.toISOString() })
      .where('id', '=', credit.id)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (numUpdatedRows === 0n) continue;
    const offCents = credit.amount_cents;
    return {
      offCents,
      tieTo: (enrollmentId: number) =>
        trx.updateTable('credits').set({ used_by_enrollment_id: enrollmentId }).where('id', '=', credit.id).execute(),
    };
  }
  return undefined;
}

/** A credit for an address: from a cancellation under the policy, or given by staff. Returns its id. */
export async function addCredit(
  trx: Db,
  credit: {
    email: string;
    amountCents: number;
    expiresOn: string;
    sourceEnrollmentId: number;
    at: Date;
    origin: 'cancellation' | 'staff';
  },
): Promise<number> {
  const { id } = await trx
    .insertInto('credits')
    .values({
      email: credit.email,
      amount_cents: credit.amountCents,
      expires_on: credit.expiresOn,
      source_enrollment_id: credit.sourceEnrollmentId,
      created_at: credit.at.toISOString(),
      origin: credit.origin,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A hold released unpaid gives its credit back (inside the release's transaction). */
export async function giveCreditBack(trx: Trx, enrollmentId: number): Promise<void> {
  await trx
    .updateTable('credits')
    .set({ used_at: null, used_by_enrollment_id: null })
    .where('used_by_enrollment_id', '=', enrollmentId)
    .execute();
}
