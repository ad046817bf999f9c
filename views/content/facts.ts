import { paymentSessionMinutes } from '../../domain/checkout.ts';
import { enrollmentSteps } from '../../domain/enrollment-request.ts';
import { maxScholarshipPercent, scholarshipDeadlineDay } from '../../domain/scholarships.ts';

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
 * How a scholarship meets the early bird, as domain/pricing.ts combines them (a parent asked
 * whether the two add up, then whether a decision after the early bird's last day loses it):
 * the scholarship's share comes off the price after the early bird, and the early bird is the
 * one open on the day the family applied (services/waitlist-offers.ts).
 */
export const scholarshipWithEarlyBird =
  'It combines with the early bird: apply while the early bird is open and the scholarship is taken off its reduced price, however long we take to decide.';

/** The two accounts' figures (spec, FAQ: a plan of about $25 a month, AI credits from about $5). */
const platformPlanDollars = 25;
const aiCreditsDollars = 5;
/** A weekend cohort's months of the plan (eight to ten weeks: two or three months). */
const weekendMonths = [2, 3] as const;

/**
 * What a class costs beyond its tuition (spec, FAQ: software and accounts), said in the FAQ
 * and again at checkout so the price a parent pays holds no surprise.
 */
export const classAccounts = {
  platformPlan: `about $${platformPlanDollars} per month`,
  /** For how long (a reviewer read "per month" as open-ended): the FAQ counts the months. */
  platformPlanTerm: 'only while the class runs',
  aiCredits: `from about $${aiCreditsDollars} minimum`,
  emailDay: 2,
} as const;

/** What the two come to for a weekend cohort, in all ('about $55 to $80'): a parent had to add it up. */
export const weekendAccountsTotal = `about $${weekendMonths[0] * platformPlanDollars + aiCreditsDollars} to $${weekendMonths[1] * platformPlanDollars + aiCreditsDollars}`;

/**
 * What the two come to for one cohort's dates ('about $55'): a month of the plan for every 30
 * days it runs, and the credits. Said at checkout, before paying: a parent budgeting for two
 * children had only "about $25 per month" to add up.
 */
export function accountsTotalFor(startDate: string, endDate: string): string {
  const days = (Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000 + 1;
  const months = Math.max(1, Math.ceil(days / 30));
  return `about $${months * platformPlanDollars + aiCreditsDollars}`;
}

/** And for a summer cohort, two weeks inside one month of the plan ('about $30'). */
export const summerAccountsTotal = `about $${platformPlanDollars + aiCreditsDollars}`;

/** The Middle School Program's hours (spec: "$299 per month (12 hours, ...)"): a month's. */
export const middleSchoolHours = '12 hours a month';

/**
 * Class size (spec: 'ratio 6-8 to 1 ... maximum 8 students per instructor'), as every page
 * that mentions it says it.
 */
export const classSize = { range: '6-8', max: 8 } as const;
export const studentsPerMentor = `${classSize.range} students per mentor`;

/** How long the quick checkout takes (spec: 'Quick Enrollment' is described as a 5-minute process). */
export const quickEnrollmentMinutes = 5;

/** How soon the school answers a message, an application or a request (spec: 'Response promise 24 hours'). */
export const replyWithin = 'within 24 hours';

/** The enrollment wizard's steps with questions (spec: a 3-step wizard plus a completion step). */
export const wizardStepCount: number = enrollmentSteps.length;

const numberWords = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

/** A small count in words ('three'), as copy writes it; larger ones stay figures. */
export const countInWords = (count: number): string => numberWords[count] ?? String(count);

/**
 * The scholarship's deadline as the copy says it (spec: 'Scholarship deadline Feb 15', the
 * banner's words); the rule, and each cohort's last day by it, are the domain's
 * (domain/scholarships.ts). The banner, /scholarships and the application page say it from here.
 */
export const scholarshipDeadline = { ...scholarshipDeadlineDay, label: 'Feb 15' } as const;

export const scholarshipDeadlineRule = `Apply by ${scholarshipDeadline.label}, or two weeks before your cohort’s first class if that comes sooner.`;
