import type { Db } from '../../db/index.ts';
import type { PromoCode } from '../../domain/pricing.ts';
import type { CodeRefusal } from '../../domain/promo-codes.ts';
import { schoolDate } from '../../domain/schedule.ts';

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
