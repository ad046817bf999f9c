import { z } from 'zod';
import { dateField, dollarsField, text } from './forms.ts';
import { describeDay } from './schedule.ts';

/**
 * Promo codes as families type them and as the checkout answers. A code is letters, digits
 * and dashes, compared in upper case ("spring10" is SPRING10). Whether one applies is
 * decided by the service against its row (its days, uses, courses); these are the answers.
 */
export const promoCodeMessage = 'Enter the code as it was given: letters, digits and dashes';

/** The checkout's optional "Have a code?" field: blank, or a code in upper case. */
export const promoCodeField = () =>
  text()
    .pipe(z.string().max(30, promoCodeMessage))
    .refine((value) => value === '' || /^[A-Za-z0-9-]{3,30}$/.test(value), promoCodeMessage)
    .transform((value) => value.toUpperCase())
    .optional()
    .transform((value) => (value ? value : undefined));

export type CodeRefusal =
  | { reason: 'unknown' }
  | { reason: 'not-yet'; startsOn: string }
  | { reason: 'expired'; endsOn: string }
  | { reason: 'used-up' }
  | { reason: 'other-course' };

/** A code typed for the early bird ("EARLYBIRD", "early-bird15"), which needs none: the checkout says so instead of "unknown". */
export const namesTheEarlyBird = (code: string) => /^EARLY-?BIRD/i.test(code);

/** Why a code does not apply, in the words the checkout shows beside the field. */
export function codeRefusalMessage(refusal: CodeRefusal): string {
  switch (refusal.reason) {
    case 'unknown':
      return 'We do not know that code: check its spelling.';
    case 'not-yet':
      return `This code works from ${describeDay(refusal.startsOn)}.`;
    case 'expired':
      return `This code expired on ${describeDay(refusal.endsOn)}.`;
    case 'used-up':
      return 'This code has been used as many times as it can be.';
    case 'other-course':
      return 'This code is not for this course.';
  }
}

/** The most a percentage code may take off (the early bird is 15%, a scholarship 50%). */
export const maxCodePercent = 90;
/** The most uses one code may have: a code for a whole campaign, not for everyone forever. */
export const maxCodeUses = 10_000;

const codeShape = /^[A-Za-z0-9-]{3,30}$/;

/** Course ids as a multiple select sends them: nothing, one, or several. */
const idList = z.preprocess(
  (value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]),
  z
    .array(
      z
        .string()
        .regex(/^\d{1,9}$/, 'Choose courses from the list')
        .transform(Number),
    )
    .max(200, 'Choose fewer courses'),
);

/**
 * A new code, as staff make it in the console: the code, a percentage or an amount off,
 * the days it works (the school's calendar, both included), how many holds may use it, and
 * optionally the courses it is for (none chosen: every course). `courseIds` are the courses
 * the form offered; `today` keeps a code from ending before it could be used.
 */
export const newPromoCodeSchema = (courseIds: readonly number[], today: string) =>
  z
    .object({
      code: text()
        .refine((value) => codeShape.test(value), 'Use 3 to 30 letters, digits or dashes, e.g. SPRING-10')
        .transform((value) => value.toUpperCase()),
      kind: z.enum(['percent', 'amount'], { error: 'Choose a percentage or an amount off' }),
      value: text(),
      startsOn: dateField('Enter the first day the code works'),
      endsOn: dateField('Enter the last day the code works'),
      maxUses: text().pipe(
        z
          .string()
          .regex(/^\d{1,6}$/, `Enter a number of uses from 1 to ${maxCodeUses.toLocaleString('en-US')}`)
          .transform(Number)
          .refine(
            (uses) => uses >= 1 && uses <= maxCodeUses,
            `Enter a number of uses from 1 to ${maxCodeUses.toLocaleString('en-US')}`,
          ),
      ),
      courseIds: idList.refine((ids) => ids.every((id) => courseIds.includes(id)), 'Choose courses from the list'),
    })
    .transform((form, ctx) => {
      let value: number | undefined;
      if (form.kind === 'percent') {
        const percent = /^\d{1,2}$/.test(form.value) ? Number(form.value) : NaN;
        if (percent >= 1 && percent <= maxCodePercent) value = percent;
        else ctx.addIssue({ code: 'custom', path: ['value'], message: `Enter a whole percentage from 1 to ${maxCodePercent}` });
      } else {
        const cents = dollarsField('Enter the amount in dollars, e.g. 50').safeParse(form.value);
        if (cents.success && cents.data >= 100) value = cents.data;
        else ctx.addIssue({ code: 'custom', path: ['value'], message: 'Enter the amount in dollars, at least $1, e.g. 50' });
      }
      if (form.endsOn < form.startsOn) {
        ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'The last day cannot be before the first' });
      } else if (form.endsOn < today) {
        ctx.addIssue({ code: 'custom', path: ['endsOn'], message: 'The last day cannot be in the past' });
      }
      if (value === undefined || form.endsOn < form.startsOn || form.endsOn < today) return z.NEVER;
      return {
        code: form.code,
        kind: form.kind,
        value,
        startsOn: form.startsOn,
        endsOn: form.endsOn,
        maxUses: form.maxUses,
        courseIds: [...new Set(form.courseIds)].sort((a, b) => a - b),
      };
    });
export type NewPromoCode = z.output<ReturnType<typeof newPromoCodeSchema>>;

/** What a code takes off, in words: "10%" or "$50". */
export const codeValueText = (code: { kind: 'percent' | 'amount'; value: number }) =>
  code.kind === 'percent'
    ? `${code.value}%`
    : `$${(code.value / 100).toLocaleString('en-US', { minimumFractionDigits: code.value % 100 ? 2 : 0 })}`;

export type CodeState = 'active' | 'scheduled' | 'expired' | 'used-up' | 'archived';

/** Where a code stands on a day, as the console lists it. */
export function codeState(
  code: { starts_on: string; ends_on: string; uses: number; max_uses: number; archived_at: string | null },
  today: string,
): CodeState {
  if (code.archived_at) return 'archived';
  if (today > code.ends_on) return 'expired';
  if (code.uses >= code.max_uses) return 'used-up';
  if (today < code.starts_on) return 'scheduled';
  return 'active';
}
