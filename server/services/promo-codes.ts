import { sql } from 'kysely';
import { inTransaction, type Db } from '../../db/index.ts';
import type { PromoCodeRow } from '../../db/schema.ts';
import type { PromoCode } from '../../domain/pricing.ts';
import type { CodeRefusal, NewPromoCode } from '../../domain/promo-codes.ts';
import { schoolDate } from '../../domain/schedule.ts';
import { recordAudit, type Actor } from './audit.ts';

/**
 * Promo codes at checkout. Looking one up tells whether it applies to this course today
 * (its days in the school's calendar, its uses, its courses). A use is counted by one
 * conditional update in the hold's transaction (`uses < max_uses`, and a CHECK behind it),
 * so under any number of checkouts at once a code never passes its limit; a hold released
 * unpaid gives its use back in the release's transaction.
 */

export type CodeCheck = { ok: true; code: PromoCode } | ({ ok: false } & CodeRefusal);

export async function checkCode(db: Db, code: string, courseId: number, now: Date): Promise<CodeCheck> {
  const row = await db
    .selectFrom('promo_codes')
    .selectAll()
    .where('code', '=', code.toUpperCase())
    .where('archived_at', 'is', null)
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'unknown' };
  const today = schoolDate(now);
  if (today < row.starts_on) return { ok: false, reason: 'not-yet', startsOn: row.starts_on };
  if (today > row.ends_on) return { ok: false, reason: 'expired', endsOn: row.ends_on };
  if (row.course_ids && !row.course_ids.split(',').map(Number).includes(courseId)) return { ok: false, reason: 'other-course' };
  if (row.uses >= row.max_uses) return { ok: false, reason: 'used-up' };
  return { ok: true, code: { id: row.id, code: row.code, kind: row.kind, value: row.value } };
}

/** Counts one use, if one is left: false when the code ran out meanwhile. */
export async function takeCodeUse(trx: Db, codeId: number): Promise<boolean> {
  const { numUpdatedRows } = await trx
    .updateTable('promo_codes')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('id', '=', codeId)
    .whereRef('uses', '<', 'max_uses')
    .executeTakeFirst();
  return numUpdatedRows > 0n;
}

/**
 * A hold released unpaid gives its code's use back. Called inside the release's transaction,
 * after its conditional move: only the one call that released the hold gets here.
 */
export async function giveCodeUseBack(trx: Db, codeId: number): Promise<void> {
  await trx
    .updateTable('promo_codes')
    .set((eb) => ({ uses: eb('uses', '-', 1) }))
    .where('id', '=', codeId)
    .where('uses', '>', 0)
    .execute();
}

/** Every code, the ones still in use first, then the newest. */
export async function listPromoCodes(db: Db): Promise<PromoCodeRow[]> {
  return db
    .selectFrom('promo_codes')
    .selectAll()
    .orderBy(sql`case when archived_at is null then 0 else 1 end`)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The cohorts a code may be limited to: every one that has not started yet. */
export async function coursesForCodes(db: Db, now: Date): Promise<{ id: number; name: string; dates: string }[]> {
  return db
    .selectFrom('courses')
    .select(['id', 'name', 'dates'])
    .where('start_date', '>=', schoolDate(now))
    .orderBy('start_date')
    .orderBy('id')
    .execute();
}

/** Course names for the codes' lists ('Name (dates)'): every course a code names, past ones too. */
export async function courseNamesById(db: Db): Promise<Map<number, string>> {
  const rows = await db.selectFrom('courses').select(['id', 'name', 'dates']).execute();
  return new Map(rows.map((row) => [row.id, `${row.name} (${row.dates})`]));
}

/**
 * Makes a code, audited in its transaction. The code is unique whatever its case; a code
 * that exists (archived ones too, so an old printed code never changes meaning) is refused.
 */
export async function createPromoCode(
  db: Db,
  actor: Actor,
  input: NewPromoCode,
  now: Date,
): Promise<{ ok: true; id: number } | { ok: false; reason: 'taken' }> {
  return inTransaction(db, async (trx) => {
    const taken = await trx.selectFrom('promo_codes').select('id').where('code', '=', input.code).executeTakeFirst();
    if (taken) return { ok: false, reason: 'taken' } as const;
    const values = {
      code: input.code,
      kind: input.kind,
      value: input.value,
      starts_on: input.startsOn,
      ends_on: input.endsOn,
      max_uses: input.maxUses,
      course_ids: input.courseIds.length > 0 ? input.courseIds.join(',') : null,
    };
    const row = await trx
      .insertInto('promo_codes')
      .values({ ...values, created_at: now.toISOString(), archived_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordAudit(
      trx,
      actor,
      { action: 'promo-code.created', record: { type: 'promo-code', id: row.id }, after: values },
      now,
    );
    return { ok: true, id: row.id } as const;
  });
}

/**
 * Archives a code: it stops working at once for new holds; holds that already used it keep
 * their price (and a use given back by a released hold is still counted right).
 */
export async function archivePromoCode(
  db: Db,
  actor: Actor,
  id: number,
  now: Date,
): Promise<'archived' | 'not-found' | 'already'> {
  return inTransaction(db, async (trx) => {
    const row = await trx.selectFrom('promo_codes').select(['code', 'archived_at']).where('id', '=', id).executeTakeFirst();
    if (!row) return 'not-found';
    const { numUpdatedRows } = await trx
      .updateTable('promo_codes')
      .set({ archived_at: now.toISOString() })
      .where('id', '=', id)
      .where('archived_at', 'is', null)
      .executeTakeFirst();
    if (numUpdatedRows === 0n) return 'already';
    await recordAudit(
      trx,
      actor,
      { action: 'promo-code.archived', record: { type: 'promo-code', id }, before: { code: row.code, archived_at: null } },
      now,
    );
    return 'archived';
  });
}
