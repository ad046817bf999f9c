import { describe, expect, it } from 'vitest';
import { cancellationOutcome, creditDeadline, daysBeforeFirstClass, refundDeadline } from '../../domain/cancellation.ts';

// The policy at each boundary, on the school's calendar (America/Los_Angeles). The first
// class: Saturday, January 16, 2027, 10 AM Pacific (18:00 UTC). January is PST, UTC-8.
const firstClass = '2027-01-16';
const pacific = (local: string) => new Date(`${local}-08:00`);
const paid = 67_500;

describe('the cancellation policy', () => {
  it.each([
    [
      '15 days before, last minute of the day',
      '2027-01-01T23:59:59',
      15,
      { kind: 'refund', refundCents: 60_000, feeCents: 7_500 },
    ],
    ['14 days exactly, at midnight', '2027-01-02T00:00:00', 14, { kind: 'refund', refundCents: 60_000 }],
    ['13 days 23 hours before the class, still the 14th day', '2027-01-02T11:00:00', 14, { kind: 'refund', refundCents: 60_000 }],
    ['13 days, at midnight', '2027-01-03T00:00:00', 13, { kind: 'credit', creditCents: 33_750, creditExpiresOn: '2028-01-03' }],
    ['7 days, in the evening', '2027-01-09T21:00:00', 7, { kind: 'credit', creditCents: 33_750, creditExpiresOn: '2028-01-09' }],
    ['6 days', '2027-01-10T00:00:00', 6, { kind: 'none' }],
    ['the start day, before the class', '2027-01-16T08:00:00', 0, { kind: 'none' }],
    ['after the start', '2027-01-20T12:00:00', -4, { kind: 'none' }],
  ])('%s', (_, local, days, expected) => {
    const now = pacific(local);
    expect(daysBeforeFirstClass(firstClass, now)).toBe(days);
    expect(cancellationOutcome(paid, firstClass, now)).toMatchObject({ ...expected, daysBefore: days });
  });

  it('counts days in the school’s time zone, not UTC: 11 PM Pacific is still that day', () => {
    // 2027-01-02T07:30Z is January 1, 11:30 PM in San Francisco: 15 days before, though UTC says the 2nd.
    expect(daysBeforeFirstClass(firstClass, new Date('2027-01-02T07:30:00Z'))).toBe(15);
  });

  it('never refunds more than was paid, and a credit keeps whole cents', () => {
    expect(cancellationOutcome(5_000, firstClass, pacific('2026-12-01T12:00:00'))).toMatchObject({
      refundCents: 0,
      feeCents: 5_000,
    });
    expect(cancellationOutcome(67_501, firstClass, pacific('2027-01-05T12:00:00'))).toMatchObject({ creditCents: 33_750 });
  });

  it('a credit made on the 31st lasts to the last day of the month a year later', () => {
    const outcome = cancellationOutcome(paid, '2027-02-10', pacific('2027-01-31T12:00:00'));
    expect(outcome).toMatchObject({ kind: 'credit', creditExpiresOn: '2028-01-31' });
    expect(cancellationOutcome(paid, '2024-03-10', pacific('2024-02-29T12:00:00'))).toMatchObject({
      creditExpiresOn: '2025-02-28',
    });
  });
});

describe('the published policy and the numbers agree', () => {
  it('names the same fee, share, validity and windows', async () => {
    const { cancellationPolicy } = await import('../../views/content/cancellation-policy.ts');
    const { cancellationFeeCents, creditPercent, creditValidMonths, creditWindowDays, refundWindowDays } =
      await import('../../domain/cancellation.ts');
    const [refund, credit, none] = cancellationPolicy.windows;
    expect(refund?.when).toContain(`${refundWindowDays} or more days`);
    expect(refund?.outcome).toContain(`$${cancellationFeeCents / 100}`);
    expect(credit?.when).toContain(`${creditWindowDays}-${refundWindowDays - 1} days`);
    expect(credit?.outcome).toContain(`${creditPercent}% credit`);
    expect(credit?.outcome).toContain(`${creditValidMonths} months`);
    expect(none?.when).toContain(`0-${creditWindowDays - 1} days`);
  });
});

describe('the last day of each window', () => {
  it.each([
    ['refund', refundDeadline, 'credit', '2027-01-02'],
    ['credit', creditDeadline, 'none', '2027-01-09'],
  ] as const)(
    'of the %s is the day a cancellation still gets it, and the next day does not, across a month and a year',
    (kind, lastDay, after, forFirstClass) => {
      for (const first of [firstClass, '2027-03-01', '2028-03-01', '2027-06-14']) {
        const last = lastDay(first);
        expect(cancellationOutcome(paid, first, pacific(`${last}T12:00:00`)).kind, first).toBe(kind);
        const next = new Date(Date.parse(`${last}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
        expect(cancellationOutcome(paid, first, pacific(`${next}T12:00:00`)).kind, first).toBe(after);
      }
      expect(lastDay(firstClass)).toBe(forFirstClass);
    },
  );
});
