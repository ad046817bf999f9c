/**
 * The references a family quotes, and staff look up: 'VC-627592' for an enrollment,
 * 'SA-627592' for a scholarship application.
 *
 * Six digits are the record's number shuffled, one to one, so they do not count the
 * school's records to every parent ('VC-000003' read as the third family ever). The
 * multiplier shares no factor with a million, so every number below it has its own
 * reference and the shuffle can be undone; past a million the number itself shows, with
 * seven digits or more, still unique.
 */
export const referencePrefixes = { enrollment: 'VC-', scholarship: 'SA-' } as const;
export type ReferenceKind = keyof typeof referencePrefixes;

const space = 1_000_000;
const multiplier = 387_419;
/** multiplier × inverse ≡ 1 (mod a million): it undoes the shuffle. */
const inverse = 708_179;
/**
 * Each kind starts the shuffle elsewhere, so an application's digits are not the enrollment's
 * of the same number: a family quoting only "627592" by phone named two records. The
 * enrollment's never changes (receipts carry it).
 */
const offsets: Record<ReferenceKind, number> = { enrollment: 240_173, scholarship: 571_903 };

const digitsOf = (kind: ReferenceKind, id: number) =>
  id < space ? String((id * multiplier + offsets[kind]) % space).padStart(6, '0') : String(id);

export const referenceOf = (kind: ReferenceKind, id: number) => `${referencePrefixes[kind]}${digitsOf(kind, id)}`;
export const enrollmentReference = (enrollmentId: number) => referenceOf('enrollment', enrollmentId);
export const scholarshipReference = (applicationId: number) => referenceOf('scholarship', applicationId);

/** Any reference where a message names one: a page keeps it whole on one line. */
export const referencePattern = /(?:VC|SA)-\d{6,}/;

/**
 * The record a reference names, as a parent may type or paste it: any case, spaces, a
 * missing hyphen or an invisible joiner forgiven ('vc 627592'). Undefined for anything else.
 */
export function parseReference(text: string): { kind: ReferenceKind; id: number } | undefined {
  // Invisible joiners a page or a mail program may have left in a copied reference go first.
  const match = /^\s*(VC|SA)\s*-?\s*(\d{6,15})\s*$/i.exec(text.replace(/[\u200b-\u200d\u2060\ufeff]/g, ''));
  if (!match) return undefined;
  const prefix = `${match[1]!.toUpperCase()}-`;
  const kind = (Object.keys(referencePrefixes) as ReferenceKind[]).find((key) => referencePrefixes[key] === prefix)!;
  const digits = match[2]!;
  if (digits.length > 6) {
    const id = Number(digits);
    return id >= space && Number.isSafeInteger(id) && String(id) === digits ? { kind, id } : undefined;
  }
  // Under 2e6 × 708,179: exact in a double.
  const id = ((Number(digits) - offsets[kind] + space) * inverse) % space;
  return id === 0 ? undefined : { kind, id };
}
