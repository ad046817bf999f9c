/**
 * A likely slip in an email address's domain ("gmial.con" for "gmail.com"), caught before a
 * parent pays: the receipt and every message about the class go to that address, and a
 * parent found the checkout took "parent@gmial.con" without a word. A suggestion only: an
 * address that is right as typed goes through once the parent says so.
 */

/** Domains families here use most, long enough that a near miss is a slip, not another domain. */
const commonDomains = [
  'gmail.com',
  'yahoo.com',
  'hotmail.com',
  'outlook.com',
  'icloud.com',
  'aol.com',
  'comcast.net',
  'sbcglobal.net',
  'ymail.com',
  'protonmail.com',
];

/** Endings typed for the three most common ones ("example.con"). */
const endingSlips: Record<string, string> = {
  con: 'com',
  cmo: 'com',
  ocm: 'com',
  comm: 'com',
  cpm: 'com',
  vom: 'com',
  xom: 'com',
  ogr: 'org',
  rog: 'org',
  orgg: 'org',
  nte: 'net',
  ent: 'net',
  nett: 'net',
};

/** Edits between two words, a swap of neighbours counting as one (optimal string alignment). */
function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  return rows[a.length]![b.length]!;
}

/** The address as it was likely meant, or undefined when nothing about it looks slipped. */
export function suggestEmail(address: string): string | undefined {
  const at = address.lastIndexOf('@');
  if (at < 1) return undefined;
  const local = address.slice(0, at);
  const domain = address.slice(at + 1).toLowerCase();
  if (!domain.includes('.') || commonDomains.includes(domain)) return undefined;
  // A near miss of a common domain: one slip, or two in a longer name ("gmial.con").
  let nearest: { domain: string; edits: number } | undefined;
  for (const candidate of commonDomains) {
    const edits = distance(domain, candidate);
    if (edits <= (candidate.length >= 9 ? 2 : 1) && (!nearest || edits < nearest.edits)) nearest = { domain: candidate, edits };
  }
  if (nearest) return `${local}@${nearest.domain}`;
  const dot = domain.lastIndexOf('.');
  const ending = endingSlips[domain.slice(dot + 1)];
  return ending ? `${local}@${domain.slice(0, dot + 1)}${ending}` : undefined;
}

/** What the checkout says under a likely slip; the same words for the same address, so a form can tell it apart. */
export const emailSlipMessage = (address: string, suggestion: string) =>
  `Did you mean ${suggestion}? Your receipt goes to this address. If ${address} is right, continue again.`;

/** The message for `address`, when it looks slipped. */
export function emailSlipNotice(address: unknown): string | undefined {
  if (typeof address !== 'string') return undefined;
  const suggestion = suggestEmail(address.trim());
  return suggestion ? emailSlipMessage(address.trim(), suggestion) : undefined;
}
