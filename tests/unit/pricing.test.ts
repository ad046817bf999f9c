import { describe, expect, it } from 'vitest';
import {
  earlyBirdFor,
  openEarlyBird,
  paymentDescription,
  paymentDescriptionParts,
  percentOf,
  priceFor,
  type EarlyBirdRule,
  type PromoCode,
} from '../../domain/pricing.ts';

// The one price calculation, for every combination of discounts, to the cent: the best of
// the early bird and a code, then a scholarship on the rest, then a credit used whole;
// never below Stripe's 50 cents.
const spring: EarlyBirdRule = {
  id: 1,
  percent: 15,
  endsOn: '2027-01-31',
  firstClassFrom: '2027-02-01',
  firstClassTo: '2027-05-31',
};
const springClass = '2027-03-06';
const beforeEnd = new Date('2027-01-31T20:00:00Z'); // Jan 31, noon in San Francisco
const lastMinute = new Date('2027-02-01T07:59:00Z'); // Jan 31, 11:59 PM in San Francisco
const dayAfter = new Date('2027-02-01T08:00:00Z'); // Feb 1, midnight in San Francisco
const tenPercent: PromoCode = { id: 7, code: 'SPRING10', kind: 'percent', value: 10 };
const twentyPercent: PromoCode = { id: 8, code: 'FRIENDS20', kind: 'percent', value: 20 };
const fiftyDollars: PromoCode = { id: 9, code: 'FIFTY', kind: 'amount', value: 5_000 };

const list = 67_500;
const at = (now: Date, extra: Partial<Parameters<typeof priceFor>[0]> = {}) =>
  priceFor({ listCents: list, firstClass: springClass, now, earlyBirds: [spring], ...extra });

describe('percentOf', () => {
  it('rounds to the nearest cent, half a cent up', () => {
    expect(percentOf(67_500, 15)).toBe(10_125);
    expect(percentOf(33_333, 15)).toBe(5_000); // 4999.95
    expect(percentOf(10_001, 50)).toBe(5_001); // 5000.5 -> up
    expect(percentOf(10_003, 15)).toBe(1_500); // 1500.45 -> down
    expect(percentOf(0, 50)).toBe(0);
  });
});

describe('the early bird', () => {
  it('applies through its last day in the school’s time zone, and not the day after', () => {
    expect(at(beforeEnd).lines).toEqual([{ kind: 'early-bird', percent: 15, endsOn: '2027-01-31', cents: 10_125 }]);
    expect(at(beforeEnd).totalCents).toBe(57_375);
    expect(at(lastMinute).totalCents).toBe(57_375);
    expect(at(dayAfter)).toEqual({ listCents: list, lines: [], totalCents: list });
  });

  it('covers only cohorts whose first class is in its range', () => {
    expect(earlyBirdFor([spring], '2027-01-30', beforeEnd)).toBeUndefined();
    expect(earlyBirdFor([spring], '2027-02-01', beforeEnd)).toBe(spring);
    expect(earlyBirdFor([spring], '2027-05-31', beforeEnd)).toBe(spring);
    expect(earlyBirdFor([spring], '2027-06-01', beforeEnd)).toBeUndefined();
  });

  it('takes the largest when several rules cover a cohort', () => {
    const bigger = { ...spring, id: 2, percent: 20 };
    expect(earlyBirdFor([spring, bigger], springClass, beforeEnd)).toBe(bigger);
  });

  it('is announced while open, whatever the cohort: the largest open one, none the day after', () => {
    const ended = { ...spring, id: 3, percent: 30, endsOn: '2026-12-31' };
    const smaller = { ...spring, id: 4, percent: 10 };
    expect(openEarlyBird([ended, smaller, spring], beforeEnd)).toBe(spring);
    expect(openEarlyBird([spring], lastMinute)).toBe(spring);
    expect(openEarlyBird([spring], dayAfter)).toBeUndefined();
  });
});

describe('a promo code', () => {
  it('applies alone as a percentage or an amount', () => {
    expect(at(dayAfter, { promo: tenPercent })).toEqual({
      listCents: list,
      lines: [{ kind: 'promo', code: 'SPRING10', percent: 10, cents: 6_750 }],
      totalCents: 60_750,
    });
    expect(at(dayAfter, { promo: fiftyDollars }).totalCents).toBe(62_500);
  });

  it('beside the early bird, the better one applies, never both (a tie to the early bird)', () => {
    const smaller = at(beforeEnd, { promo: tenPercent });
    expect(smaller.lines.map((line) => line.kind)).toEqual(['early-bird']);
    expect(smaller.totalCents).toBe(57_375);
    expect(smaller.promoSetAside).toBe('SPRING10');
    const larger = at(beforeEnd, { promo: twentyPercent });
    expect(larger.lines).toEqual([{ kind: 'promo', code: 'FRIENDS20', percent: 20, cents: 13_500 }]);
    expect(larger.promoSetAside).toBeUndefined();
    const tie = at(beforeEnd, { promo: { id: 3, code: 'TIE', kind: 'amount', value: 10_125 } });
    expect(tie.lines.map((line) => line.kind)).toEqual(['early-bird']);
  });

  it('never takes the total below 50 cents', () => {
    const huge = at(dayAfter, { promo: { id: 4, code: 'HUGE', kind: 'amount', value: 100_000 } });
    expect(huge.totalCents).toBe(50);
    expect(huge.lines[0]!.cents).toBe(67_450);
  });
});

describe('a scholarship', () => {
  it('takes its percentage of what is left after the early bird or the code', () => {
    expect(at(dayAfter, { scholarshipPercent: 50 }).totalCents).toBe(33_750);
    const both = at(beforeEnd, { scholarshipPercent: 40 });
    // 675.00 - 101.25 = 573.75; 40% of that is 229.50.
    expect(both.lines).toEqual([
      { kind: 'early-bird', percent: 15, endsOn: '2027-01-31', cents: 10_125 },
      { kind: 'scholarship', percent: 40, cents: 22_950 },
    ]);
    expect(both.totalCents).toBe(34_425);
    const withCode = at(dayAfter, { promo: fiftyDollars, scholarshipPercent: 25 });
    // 675 - 50 = 625; 25% = 156.25.
    expect(withCode.lines.map((line) => line.cents)).toEqual([5_000, 15_625]);
    expect(withCode.totalCents).toBe(46_875);
  });
});

describe('a credit', () => {
  it('comes off last, whole, and the lines add up to the total', () => {
    const all = at(beforeEnd, { promo: tenPercent, scholarshipPercent: 50, creditCents: 10_000 });
    expect(all.lines.map((line) => line.kind)).toEqual(['early-bird', 'scholarship', 'credit']);
    // 675.00 - 101.25 = 573.75; - 286.88 (50%, half a cent up) = 286.87; - 100 = 186.87.
    expect(all.lines.map((line) => line.cents)).toEqual([10_125, 28_688, 10_000]);
    expect(all.totalCents).toBe(18_687);
    expect(all.listCents - all.lines.reduce((sum, line) => sum + line.cents, 0)).toBe(all.totalCents);
  });

  it('that does not fit whole under the total is kept for later', () => {
    const kept = at(dayAfter, { scholarshipPercent: 50, creditCents: 33_725 });
    expect(kept.lines.map((line) => line.kind)).toEqual(['scholarship']);
    expect(kept.totalCents).toBe(33_750);
    expect(kept.creditKept).toBe(33_725);
    const fits = at(dayAfter, { scholarshipPercent: 50, creditCents: 33_700 });
    expect(fits.totalCents).toBe(50);
  });
});

describe('nothing to take off', () => {
  it('is the list price', () => {
    expect(priceFor({ listCents: 129_900, firstClass: '2027-07-12', now: beforeEnd })).toEqual({
      listCents: 129_900,
      lines: [],
      totalCents: 129_900,
    });
  });
});

describe('the payment line read back into its parts', () => {
  const course = { name: 'Vibe Coding Beginner: Winter Weekends', dates: 'January 16 - March 6, 2027' };

  it('gives the name, the dates and the discounts the line was made of', () => {
    const line = paymentDescription(course, at(beforeEnd));
    expect(paymentDescriptionParts(line)).toEqual({
      name: course.name,
      dates: course.dates,
      discounts: 'Early bird: 15% off for booking by January 31, 2027',
    });
    expect(paymentDescriptionParts(paymentDescription(course, { lines: [] }))).toEqual({
      name: course.name,
      dates: course.dates,
    });
  });

  it('keeps a name with a comma of its own whole, and takes a line of another shape as all name', () => {
    expect(paymentDescriptionParts('Spring, Summer Camp, June 14 - June 25, 2027')).toEqual({
      name: 'Spring, Summer Camp',
      dates: 'June 14 - June 25, 2027',
    });
    expect(paymentDescriptionParts('A seat')).toEqual({ name: 'A seat' });
  });
});
