import type { Db } from '../../db/index.ts';
import { parseReference, referenceOf, type ReferenceKind } from '../../domain/references.ts';

export type FoundReference =
  | { found: true; kind: ReferenceKind; id: number }
  | { found: false; reason: 'not-a-reference' }
  /** `reference` as the school writes it, whatever the case and spacing typed. */
  | { found: false; reason: 'no-record'; kind: ReferenceKind; reference: string };

/**
 * What a parent's quoted reference names (domain/references.ts), if it names a record we
 * hold: an enrollment for VC-, a scholarship application for SA-.
 */
export async function findByReference(db: Db, typed: string): Promise<FoundReference> {
  const parsed = parseReference(typed);
  if (!parsed) return { found: false, reason: 'not-a-reference' };
  const table = parsed.kind === 'enrollment' ? 'enrollments' : 'scholarship_applications';
  const row = await db.selectFrom(table).select('id').where('id', '=', parsed.id).executeTakeFirst();
  return row
    ? { found: true, ...parsed }
    : { found: false, reason: 'no-record', kind: parsed.kind, reference: referenceOf(parsed.kind, parsed.id) };
}
