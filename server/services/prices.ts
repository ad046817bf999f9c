import { inTransaction, type Db } from '../../db/index.ts';
import type { EarlyBirdRuleRow, EnrollmentRow } from '../../db/schema.ts';
import type { EarlyBirdRuleInput } from '../../domain/early-bird.ts';
import {
  openEarlyBird,
  priceFor,
  withCredit,
  type EarlyBirdRule,
  type Price,
  type PriceFacts,
  type PriceLine,
} from '../../domain/pricing.ts';
import { isDatabaseUnavailable } from '../../db/faults.ts';
import type { CodeRefusal } from '../../domain/promo-codes.ts';
import { creditForCheckout } from './credits.ts';
import { checkCode } from './promo-codes.ts';
import { changedFields, recordAudit, type Actor } from './audit.ts';
import type { ContentChanges } from './content-changes.ts';

/**
 * The facts the price calculation (domain/pricing.ts) reads from the database, and the price
 * an enrollment was held at, read back. The rules are few; they are read where a price is
 * made (a hold, an offer, a page), so a change staff make applies at once everywhere.
 */

export async function earlyBirdRules(db: Db): Promise<EarlyBirdRule[]> {
  const rows = await db.selectFrom('early_bird_rules').selectAll().orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    percent: row.percent,
    endsOn: row.ends_on,
    firstClassFrom: row.first_class_from,
    firstClassTo: row.first_class_to,
  }));
}

/**
 * The early bird open now, for a note on a page (the application, the pricing page); none
 * when there is none, or when the database cannot say: the note is extra to the page.
 */
export async function earlyBirdOpenNow(db: Db, now: Date): Promise<EarlyBirdRule | undefined> {
  try {
    return openEarlyBird(await earlyBirdRules(db), now);
  } catch (error) {
    if (isDatabaseUnavailable(error)) return undefined;
    throw error;
  }
}

/** The rule staff edit in the console: the first one (the school runs one early bird at a time). */
export async function editableEarlyBirdRule(db: Db): Promise<EarlyBirdRuleRow | undefined> {
  return db.selectFrom('early_bird_rules').selectAll().orderBy('id').limit(1).executeTakeFirst();
}

/**
 * A family's price before any credit, with the rules in the database. A credit comes off
 * last (domain/pricing.ts's `withCredit`), once the caller knows which one fits under this
 * total: a preview looks one up, a hold claims it in its transaction.
 */
export async function familyPrice(db: Db, facts: Omit<PriceFacts, 'earlyBirds' | 'creditCents'>): Promise<Price> {
  return priceFor({ ...facts, earlyBirds: await earlyBirdRules(db) });
}

/**
 * What a checkout would cost now, before any seat is held: the discounts that apply, a code
 * (or why it does not), and the credit of the parent signed in on this browser. The hold
 * makes the same calculation in its transaction, where the code's use and the credit are
 * claimed, so what the summary shows is what the hold fixes unless a code ran out meanwhile.
 */
export async function checkoutPreview(
  db: Db,
  facts: {
    courseId: number;
    listCents: number;
    firstClass: string;
    now: Date;
    code?: string | undefined;
    creditEmail?: string | undefined;
  },
): Promise<{ price: Price; codeRefusal?: CodeRefusal }> {
  const { courseId, code, creditEmail, ...course } = facts;
  const check = code ? await checkCode(db, code, courseId, course.now) : undefined;
  const before = await familyPrice(db, { ...course, promo: check?.ok ? check.code : undefined });
  const credit = creditEmail ? await creditForCheckout(db, creditEmail, before.totalCents, course.now) : undefined;
  const price = withCredit(before, credit?.amount_cents);
  return check && !check.ok ? { price, codeRefusal: check } : { price };
}

/** The columns an enrollment keeps its price in (beside `amount_cents`, the total). */
export const priceColumns = (price: Price) => ({
  amount_cents: price.totalCents,
  list_price_cents: price.listCents,
  price_lines: price.lines.length > 0 ? JSON.stringify(price.lines) : null,
});

/** The price an enrollment was held at, line by line (an enrollment from before prices had lines: its amount, whole). */
export function heldPrice(row: Pick<EnrollmentRow, 'amount_cents' | 'list_price_cents' | 'price_lines'>): Price {
  const lines = row.price_lines ? (JSON.parse(row.price_lines) as PriceLine[]) : [];
  return { listCents: row.list_price_cents ?? row.amount_cents, lines, totalCents: row.amount_cents };
}

/**
 * Staff change an early-bird rule: audited in its transaction (only the fields that changed),
 * then the cached pages and answers are dropped, so every card and checkout shows the new
 * rule at once. Seats already held keep the price they were held at.
 */
export async function updateEarlyBirdRule(
  deps: { db: Db; changes: ContentChanges },
  actor: Actor,
  id: number,
  input: EarlyBirdRuleInput,
  now: Date,
): Promise<'updated' | 'unchanged' | 'not-found'> {
  const result = await inTransaction(deps.db, async (trx) => {
    const row = await trx.selectFrom('early_bird_rules').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return 'not-found' as const;
    const next = {
      percent: input.percent,
      ends_on: input.endsOn,
      first_class_from: input.firstClassFrom,
      first_class_to: input.firstClassTo,
    };
    const { before, after, changed } = changedFields(row, next);
    if (!changed) return 'unchanged' as const;
    await trx
      .updateTable('early_bird_rules')
      .set({ ...next, updated_at: now.toISOString() })
      .where('id', '=', id)
      .execute();
    await recordAudit(trx, actor, { action: 'early-bird.updated', record: { type: 'early-bird', id }, before, after }, now);
    return 'updated' as const;
  });
  if (result === 'updated') deps.changes.changed('courses');
  return result;
}
