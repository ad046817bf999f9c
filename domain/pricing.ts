import { describeDay, schoolDate } from './schedule.ts';

/**
 * What a family pays for a seat: the list price less the discounts that apply, in integer
 * cents, line by line. One pure function decides it (`priceFor`); the services give it the
 * facts (the course, the day, the code, the scholarship, the credit), fix its result on the
 * enrollment when the seat is held, and every page, email and export shows that result.
 *
 * The rule that combines discounts (docs/decisions.md, "How discounts combine"):
 *
 *   1. the better of the early bird and a promo code, never both (a tie goes to the early bird);
 *   2. then a scholarship's percentage, on what is left;
 *   3. then a credit, used whole, where it fits;
 *
 * and the total never goes below Stripe's smallest charge (50 cents): a discount that would
 * take it lower is cut to fit, and a credit that does not fit whole is kept for later.
 * A percentage is rounded to the nearest cent (half a cent up), of the amount it applies to.
 */

/** Stripe charges at least 50 cents. */
export const smallestChargeCents = 50;

/** An early-bird rule: a percentage off cohorts whose first class is in a range, until a day (inclusive, the school's calendar). */
export type EarlyBirdRule = {
  id: number;
  percent: number;
  endsOn: string;
  firstClassFrom: string;
  firstClassTo: string;
};

/** A promo code as the calculation needs it (its dates, uses and courses are checked by the service that finds it). */
export type PromoCode = { id: number; code: string; kind: 'percent' | 'amount'; value: number };

export type PriceLineKind = 'early-bird' | 'promo' | 'scholarship' | 'credit';

/** One discount, as it is shown: what it is and how much it takes off (a positive number of cents). */
export type PriceLine =
  | { kind: 'early-bird'; percent: number; endsOn: string; cents: number }
  | { kind: 'promo'; code: string; percent: number | null; cents: number }
  | { kind: 'scholarship'; percent: number; cents: number }
  | { kind: 'credit'; cents: number };

export type Price = {
  listCents: number;
  lines: PriceLine[];
  totalCents: number;
  /** A code given that did not apply because the early bird takes off more. */
  promoSetAside?: string;
  /** A credit the address holds that did not fit whole under this total (kept for later). */
  creditKept?: number;
  /**
   * The early bird open now, when it is not for this cohort (it starts outside its window): a
   * parent who read "15% early bird" on the banner is told why the total is the list price.
   */
  otherEarlyBird?: EarlyBirdRule;
};

export type PriceFacts = {
  listCents: number;
  /** The course's first class, YYYY-MM-DD. */
  firstClass: string;
  now: Date;
  earlyBirds?: readonly EarlyBirdRule[];
  promo?: PromoCode | undefined;
  /** An approved scholarship's percentage (up to 50). */
  scholarshipPercent?: number | undefined;
  /** The credit the address would use, in cents (used whole or not at all). */
  creditCents?: number | undefined;
};

/** `percent` of `cents`, to the nearest cent, half a cent up. */
export const percentOf = (cents: number, percent: number) => Math.floor((cents * percent) / 100 + 0.5);

/** Of several early-bird rules, the one that takes off most (the first made, on a tie). */
const largestRule = (rules: readonly EarlyBirdRule[]) => [...rules].sort((a, b) => b.percent - a.percent || a.id - b.id)[0];

/** The early-bird rule that applies to a cohort on a day: the largest, if several do. */
export function earlyBirdFor(rules: readonly EarlyBirdRule[], firstClass: string, now: Date): EarlyBirdRule | undefined {
  const today = schoolDate(now);
  return largestRule(
    rules.filter((rule) => today <= rule.endsOn && firstClass >= rule.firstClassFrom && firstClass <= rule.firstClassTo),
  );
}

/** The early bird a family can still book into today (the largest, if several are open), for pages that announce it. */
export function openEarlyBird(rules: readonly EarlyBirdRule[], now: Date): EarlyBirdRule | undefined {
  const today = schoolDate(now);
  return largestRule(rules.filter((rule) => today <= rule.endsOn));
}

export function priceFor(facts: PriceFacts): Price {
  const { listCents } = facts;
  const lines: PriceLine[] = [];
  let total = listCents;
  /** At most what keeps the total at the smallest charge. */
  const fit = (cents: number) => Math.max(0, Math.min(cents, total - smallestChargeCents));

  const rule = earlyBirdFor(facts.earlyBirds ?? [], facts.firstClass, facts.now);
  const earlyBird = rule ? fit(percentOf(total, rule.percent)) : 0;
  const promo = facts.promo ? fit(facts.promo.kind === 'percent' ? percentOf(total, facts.promo.value) : facts.promo.value) : 0;
  let promoSetAside: string | undefined;
  if (rule && earlyBird > 0 && earlyBird >= promo) {
    lines.push({ kind: 'early-bird', percent: rule.percent, endsOn: rule.endsOn, cents: earlyBird });
    total -= earlyBird;
    if (facts.promo) promoSetAside = facts.promo.code;
  } else if (facts.promo && promo > 0) {
    lines.push({
      kind: 'promo',
      code: facts.promo.code,
      percent: facts.promo.kind === 'percent' ? facts.promo.value : null,
      cents: promo,
    });
    total -= promo;
  }

  if (facts.scholarshipPercent && facts.scholarshipPercent > 0) {
    const off = fit(percentOf(total, facts.scholarshipPercent));
    if (off > 0) {
      lines.push({ kind: 'scholarship', percent: facts.scholarshipPercent, cents: off });
      total -= off;
    }
  }

  const otherEarlyBird = rule ? undefined : openEarlyBird(facts.earlyBirds ?? [], facts.now);
  return withCredit(
    {
      listCents,
      lines,
      totalCents: total,
      ...(promoSetAside ? { promoSetAside } : {}),
      ...(otherEarlyBird ? { otherEarlyBird } : {}),
    },
    facts.creditCents,
  );
}

/** A price with a credit taken off last, whole, where it fits under the total less the smallest charge; otherwise kept for later. */
export function withCredit(price: Price, creditCents: number | undefined): Price {
  if (!creditCents || creditCents <= 0) return price;
  if (creditCents > price.totalCents - smallestChargeCents) return { ...price, creditKept: creditCents };
  return {
    ...price,
    lines: [...price.lines, { kind: 'credit', cents: creditCents }],
    totalCents: price.totalCents - creditCents,
  };
}

/** Whether a promo code was used by a price (its use is counted only then). */
export const usesPromo = (price: Price) => price.lines.some((line) => line.kind === 'promo');

/** The early bird's last day to book, as the pages say it ('January 31, 2027': a parent asked which January). */
export const earlyBirdEnds = (rule: { endsOn: string }) => describeDay(rule.endsOn);

/**
 * The early bird's name: on a price line, and on a card before any price is held. Worded to
 * read right before paying and on a receipt after ("until January 31" on a paid receipt read
 * as a discount that could still run out).
 */
export const earlyBirdLabel = (rule: { percent: number; endsOn: string }) =>
  `Early bird: ${rule.percent}% off for booking by ${earlyBirdEnds(rule)}`;

/**
 * On a sold-out cohort's waitlist form, in the early bird's window: a seat offered from the
 * waitlist is priced when it is offered (services/waitlist-offers.ts), so an offer by the last
 * day takes it. (On the card itself it read as a discount on a seat no one can buy.)
 */
export const earlyBirdIfOffered = (rule: { percent: number; endsOn: string }) =>
  `If a seat is offered to you by ${earlyBirdEnds(rule)}, the early bird’s ${rule.percent}% comes off.`;

/** A discount's name, as every page, email, export and the payment page's line item say it. */
export function lineLabel(line: PriceLine): string {
  switch (line.kind) {
    case 'early-bird':
      return earlyBirdLabel(line);
    case 'promo':
      return line.percent === null ? `Code ${line.code}` : `Code ${line.code}: ${line.percent}% off`;
    case 'scholarship':
      return `Scholarship: ${line.percent}% off`;
    case 'credit':
      return `Credit of $${(line.cents / 100).toFixed(2)} applied`;
  }
}

/** The discounts in one line of text ('Early bird: 15% off for booking by January 31; Credit applied'), or '' when none. */
export const discountsText = (price: Pick<Price, 'lines'>) => price.lines.map(lineLabel).join('; ');

/**
 * What the payment page's line item says: the course and its dates (which cohort, at a glance),
 * and the discounts that lowered its price.
 */
export const paymentDescription = (course: { name: string; dates: string }, price: Pick<Price, 'lines'>) => {
  const what = `${course.name}, ${course.dates}`;
  return price.lines.length > 0 ? `${what} (${discountsText(price)})` : what;
};

const months = 'January|February|March|April|May|June|July|August|September|October|November|December';
const describedAs = new RegExp(`^(.+?), ((?:${months}) \\d.*?)(?: \\((.+)\\))?$`);

/**
 * The line item read back into its parts, for a page that shows it as a title over its
 * dates and discounts (the demo payment page); a description of another shape is all name.
 */
export function paymentDescriptionParts(description: string): { name: string; dates?: string; discounts?: string } {
  const match = describedAs.exec(description);
  if (!match) return { name: description };
  return { name: match[1]!, dates: match[2]!, ...(match[3] ? { discounts: match[3] } : {}) };
}
