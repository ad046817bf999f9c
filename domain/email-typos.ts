import { z } from 'zod';

/**
 * A likely slip in an email address's domain ("gmial.con" for "gmail.com"), caught before a
 * form takes it: a receipt, a reply, a waitlist's offer go to that address, and a parent
 * found the checkout took "parent@gmial.con" without a word. A suggestion only: an address
 * that is right as typed goes through once the parent says so. Every public form with an
 * address asks (server/http/forms.ts `emailSlip`, the wizard's last step).
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

/**
 * Why a form asks: where the address is used, and what to press if it is right ("Your
 * receipt goes to this address." / "continue again").
 */
export type EmailSlipPurpose = { goesTo: string; again: string };

/** What a form says under a likely slip; the same words for the same address, so a form can tell it apart. */
export const emailSlipMessage = (address: string, suggestion: string, purpose: EmailSlipPurpose) =>
  `Did you mean ${suggestion}? ${purpose.goesTo} If ${address} is right, ${purpose.again}.`;

/** The message for `address`, when it looks slipped. */
export function emailSlipNotice(address: unknown, purpose: EmailSlipPurpose): string | undefined {
  if (typeof address !== 'string') return undefined;
  const suggestion = suggestEmail(address.trim());
  return suggestion ? emailSlipMessage(address.trim(), suggestion, purpose) : undefined;
}

/** The two fields a form asking about slips carries besides its own (add them to its schema). */
export const emailSlipAnswer = {
  /** The address the question asked about, sent again as it was. */
  emailChecked: z.string().max(254).optional(),
  /** The suggestion taken with "Use ..." under the question. */
  useEmail: z.string().max(254).optional(),
};

/** An address as the forms read it: trimmed, in lower case. */
const normal = (address: unknown) => (typeof address === 'string' ? address.trim().toLowerCase() : '');

/**
 * What to do with an address once a form is otherwise valid: go on with it (or with the
 * suggestion, when "Use ..." was pressed), or ask about it first. Asked once: sent again
 * unchanged (`emailChecked`), it goes on as typed; changed, it is looked at afresh.
 */
export function settleEmailSlip(
  typed: string,
  answer: { emailChecked?: string | undefined; useEmail?: string | undefined },
  purpose: EmailSlipPurpose,
): { address: string } | { question: string } {
  const suggested = suggestEmail(typed);
  if (suggested !== undefined && normal(answer.useEmail) === suggested) return { address: suggested };
  const question = emailSlipNotice(typed, purpose);
  if (question !== undefined && normal(answer.emailChecked) !== normal(typed)) return { question };
  return { address: typed };
}

/**
 * What a form shows under the field after asking (views/components/EmailSlip.tsx): the
 * address carried back as `emailChecked`, and the suggestion for "Use ...", while the
 * question stands or was answered by sending the same address again.
 */
export function slipShown(values: Record<string, unknown>, field: string, asked: string | undefined, purpose: EmailSlipPurpose) {
  const typed = normal(values[field]);
  const question = emailSlipNotice(typed, purpose);
  const suggested = suggestEmail(typed);
  if (question === undefined || suggested === undefined) return undefined;
  const askedNow = asked === question;
  if (!askedNow && normal(values.emailChecked) !== typed) return undefined;
  return { checked: typed, suggested, askedNow };
}
