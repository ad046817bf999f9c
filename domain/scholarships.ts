import { schoolDate } from './schedule.ts';
import { z } from 'zod';
import { email, minMultilineText, minText, optionalMultilineText, phone, text, wholePercentField, nameText } from './forms.ts';
import { studentNameField } from './students.ts';
import { emailSlipAnswer } from './email-typos.ts';

/**
 * Need-based scholarships: one place per cohort, up to half the price. A family applies at
 * /scholarships/apply for one cohort; staff approve it with a percentage (a seat is then
 * held for the family like a waitlist offer, priced with the scholarship) or decline it.
 * An approval whose seat is declined or not claimed in time lapses, which frees the
 * cohort's place for another family.
 */
export const scholarshipStatuses = ['pending', 'approved', 'declined', 'lapsed'] as const;
export type ScholarshipStatus = (typeof scholarshipStatuses)[number];

/**
 * When to apply: by Feb 15 (the spec's deadline), and at least two weeks before the cohort's
 * first class, since a decision takes about a week; for a cohort that starts before March 1
 * the second comes sooner. Whichever is sooner is the cohort's last day.
 */
export const scholarshipDeadlineDay = { month: 2, day: 15 } as const;
/** How long before a cohort's first class its application must be in. */
export const scholarshipLeadDays = 14;

/** The last day to apply for the scholarship of a cohort that starts on `startDate` (YYYY-MM-DD). */
export function scholarshipDeadlineFor(startDate: string): string {
  const [year, month, day] = startDate.split('-').map(Number) as [number, number, number];
  const leadDay = Date.UTC(year, month - 1, day - scholarshipLeadDays);
  const deadlineDay = Date.UTC(year, scholarshipDeadlineDay.month - 1, scholarshipDeadlineDay.day);
  return new Date(Math.min(leadDay, deadlineDay)).toISOString().slice(0, 10);
}

/**
 * A cohort's last day to apply, and whether it has passed on the school's today. Past it the
 * application still takes the cohort (staff decide), so a page says the day was, not that
 * applications closed.
 */
export type ScholarshipWindow = {
  lastDay: string;
  passed: boolean;
  /** Set by the two weeks before the first class, sooner than the season's Feb 15 (pages say why). */
  beforeSeasonDeadline: boolean;
};
export function scholarshipWindow(firstClass: string, now: Date): ScholarshipWindow {
  const lastDay = scholarshipDeadlineFor(firstClass);
  const [month, day] = lastDay.slice(5).split('-').map(Number);
  return {
    lastDay,
    passed: lastDay < schoolDate(now),
    beforeSeasonDeadline: month !== scholarshipDeadlineDay.month || day !== scholarshipDeadlineDay.day,
  };
}

/** The most a scholarship takes off (the site advertises "up to 50% off"). */
export const maxScholarshipPercent = 50;
export const maxHouseholdSize = 20;

/** A number as JSON sends it, read as the form's text would be. */
const numberAsText = (value: unknown) => (typeof value === 'number' ? String(value) : value);

const householdMessage = `Enter the number of people in your household, 1 to ${maxHouseholdSize}`;

export const chooseCohort = 'Choose the cohort you are applying for';

/** The application form (the service checks that the cohort is one a family may apply for). */
export const scholarshipApplicationSchema = z.object({
  parentName: nameText(2, 'Name must be at least 2 characters'),
  parentEmail: email(),
  parentPhone: phone(),
  studentName: studentNameField(),
  courseId: z.preprocess(
    numberAsText,
    text()
      .pipe(z.string().regex(/^\d{1,9}$/, chooseCohort))
      .transform(Number),
  ),
  householdSize: z.preprocess(
    numberAsText,
    text()
      .pipe(z.string().regex(/^\d{1,2}$/, householdMessage))
      .transform(Number)
      .refine((size) => size >= 1 && size <= maxHouseholdSize, householdMessage),
  ),
  statement: minMultilineText(30, 'Tell us a little about your situation and the help you need (at least 30 characters)', 2000),
  /** The answer to a "Did you mean ...?" about the address (domain/email-typos.ts). */
  ...emailSlipAnswer,
});
export type ScholarshipApplication = z.output<typeof scholarshipApplicationSchema>;

/** The form fields, in the order the form shows them (focus goes to the first with an error). */
export const scholarshipFields = [
  'parentName',
  'parentEmail',
  'parentPhone',
  'studentName',
  'courseId',
  'householdSize',
  'statement',
] as const;

/** Staff approve: a whole percentage up to 50, and a note for the audit log. */
export const approveScholarshipSchema = z.object({
  percent: wholePercentField(maxScholarshipPercent),
  note: optionalMultilineText(500),
});
export type ApproveScholarship = z.output<typeof approveScholarshipSchema>;

/** Staff decline: a note for the audit log (the family gets a kind email that does not quote it). */
export const declineScholarshipSchema = z.object({ note: optionalMultilineText(500) });
