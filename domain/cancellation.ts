import { schoolDate } from './schedule.ts';

/**
 * The published cancellation policy as numbers (views/content/cancellation-policy.ts says
 * it in words; a test checks the two agree). What a cancellation gives back depends on how
 * many days before the first class it is made, counted in the school's calendar days
 * (America/Los_Angeles): a cancellation at 11:59 PM is in that day, one at midnight in the next.
 *
 *   14 or more days before: the amount paid back, less a $75 fee
 *   7 to 13 days before:    no money back; a credit of 50% of the amount paid, for 12 months
 *   0 to 6 days, or after:  nothing back
 */
export const cancellationFeeCents = 7_500;
export const refundWindowDays = 14;
export const creditWindowDays = 7;
export const creditPercent = 50;
export const creditValidMonths = 12;

export type CancellationOutcome =
  | { kind: 'refund'; daysBefore: number; refundCents: number; feeCents: number }
  | { kind: 'credit'; daysBefore: number; creditCents: number; creditExpiresOn: string }
  | { kind: 'none'; daysBefore: number };

const dayNumber = (date: string) =>
  Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / 86_400_000;

/** Calendar days from the school's today to the first class (negative once it has started). */
export const daysBeforeFirstClass = (firstClass: string, now: Date) => dayNumber(firstClass) - dayNumber(schoolDate(now));

/** The same calendar day `months` later (the last day of the month when it has no such day). */
export function addMonths(date: string, months: number): string {
  const year = Number(date.slice(0, 4));
  const month = Number(date.slice(5, 7)) - 1 + months;
  const day = Number(date.slice(8, 10));
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(day, last))).toISOString().slice(0, 10);
}

/** The calendar day (YYYY-MM-DD) `days` before the first class. */
const daysEarlier = (firstClass: string, days: number) =>
  new Date((dayNumber(firstClass) - days) * 86_400_000).toISOString().slice(0, 10);

/** The last day (YYYY-MM-DD) a cancellation still gets the refund: `refundWindowDays` before the first class. */
export const refundDeadline = (firstClass: string) => daysEarlier(firstClass, refundWindowDays);

/** The last day (YYYY-MM-DD) a cancellation still gets the credit: `creditWindowDays` before the first class. */
export const creditDeadline = (firstClass: string) => daysEarlier(firstClass, creditWindowDays);

/** What cancelling an enrollment of `amountCents`, whose first class is `firstClass` (YYYY-MM-DD), gives back now. */
export function cancellationOutcome(amountCents: number, firstClass: string, now: Date): CancellationOutcome {
  const daysBefore = daysBeforeFirstClass(firstClass, now);
  if (daysBefore >= refundWindowDays) {
    const feeCents = Math.min(cancellationFeeCents, amountCents);
    return { kind: 'refund', daysBefore, refundCents: amountCents - feeCents, feeCents };
  }
  if (daysBefore >= creditWindowDays) {
    return {
      kind: 'credit',
      daysBefore,
      creditCents: Math.floor((amountCents * creditPercent) / 100),
      creditExpiresOn: addMonths(schoolDate(now), creditValidMonths),
    };
  }
  return { kind: 'none', daysBefore };
}

/** Whether an enrollment may still switch dates now (once, 14 or more days before its first class). */
export const maySwitchNow = (firstClass: string, now: Date) => daysBeforeFirstClass(firstClass, now) >= refundWindowDays;
