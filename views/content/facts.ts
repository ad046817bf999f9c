import { paymentSessionMinutes } from '../../domain/checkout.ts';
import { enrollmentSteps } from '../../domain/enrollment-request.ts';
import { maxScholarshipPercent } from '../../domain/scholarships.ts';

/**
 * Facts that more than one page states, each taken from its one source so the pages
 * cannot drift apart (tests/api/facts-agree.test.ts reads the pages back against these).
 */

/**
 * How long a parent's seat is held while they pay, as the site promises it: the payment
 * page's life. The hold itself lasts `holdMarginMinutes` longer, so a payment still on its
 * way when the page closes keeps its seat; the promise is the shorter, certain time.
 */
export const seatHoldMinutes: number = paymentSessionMinutes;

/**
 * How much a need-based scholarship takes off, as every page says it: what the console lets
 * staff approve (the spec's promo: 'up to 50% off').
 */
export const scholarshipShare = `up to ${maxScholarshipPercent}% off the tuition`;

/**
 * What a class costs beyond its tuition (spec, FAQ: software and accounts), said in the FAQ
 * and again at checkout so the price a parent pays holds no surprise.
 */
export const classAccounts = { platformPlan: 'about $25 per month', aiCredits: 'from about $5 minimum', emailDay: 2 } as const;

/** The enrollment wizard's steps with questions (spec: a 3-step wizard plus a completion step). */
export const wizardStepCount: number = enrollmentSteps.length;

const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A small count in words ('three'), as copy writes it; larger ones stay figures. */
export const countInWords = (count: number): string => numberWords[count] ?? String(count);
