import { z } from 'zod';
import { priceInputText } from './course-form.ts';
import { dateField, dollarsField, minMultilineText, text } from './forms.ts';

/**
 * What staff may do to a family's enrollment from the console (its page,
 * /admin/enrollments/{id}): cancel it with the policy's outcome or an amount of their own,
 * switch it to other dates, or give the family a credit. Each asks why: the reason goes to
 * the audit log with the change. The schemas take the facts they check against (the amount
 * paid, the school's today), so the same rule holds on the server whatever the form sent.
 */

export const staffActions = ['cancel', 'switch', 'credit'] as const;
export type StaffAction = (typeof staffActions)[number];

const reasonField = () => minMultilineText(5, 'Say why, in a few words: it goes to the audit log', 500);

/** The policy's outcome, or an amount staff decide (0 to the amount paid), refunded through the payment provider. */
export const staffCancelSchema = (amountPaidCents: number) =>
  z
    .object({
      outcome: z.enum(['policy', 'override'], { error: 'Choose the policy’s outcome or an amount of your own' }),
      refund: text().optional(),
      reason: reasonField(),
    })
    .transform((value, ctx) => {
      if (value.outcome === 'policy') return { outcome: 'policy' as const, reason: value.reason };
      const refund = dollarsField('Enter the refund in dollars, e.g. 600 or 0').safeParse(value.refund ?? '');
      if (!refund.success || refund.data > amountPaidCents) {
        ctx.addIssue({
          code: 'custom',
          path: ['refund'],
          message: refund.success
            ? `The refund cannot be more than the $${priceInputText(amountPaidCents)} paid`
            : 'Enter the refund in dollars, e.g. 600 or 0',
        });
        return z.NEVER;
      }
      return { outcome: 'override' as const, refundCents: refund.data, reason: value.reason };
    });
export type StaffCancel = z.output<ReturnType<typeof staffCancelSchema>>;

/** One of the cohorts the page offers (ids as the radio buttons send them). */
export const staffSwitchSchema = (choiceIds: readonly number[]) =>
  z.object({
    courseId: text()
      .transform(Number)
      .refine((id) => choiceIds.includes(id), 'Choose one of the dates listed'),
    reason: reasonField(),
  });
export type StaffSwitch = z.output<ReturnType<typeof staffSwitchSchema>>;

/** The longest a credit staff give may last. */
export const maxCreditMonths = 24;

/** A credit of up to the amount paid, good until a day after today and within two years. */
export const staffCreditSchema = (amountPaidCents: number, today: string, latest: string) =>
  z.object({
    amount: dollarsField('Enter the credit in dollars, e.g. 100').pipe(
      z
        .number()
        .min(100, 'A credit is at least $1')
        .max(amountPaidCents, `A credit cannot be more than the $${priceInputText(amountPaidCents)} paid`),
    ),
    expiresOn: dateField('Enter the last day it can be used').refine(
      (day) => day > today && day <= latest,
      `Choose a day after today and within ${maxCreditMonths} months`,
    ),
    reason: reasonField(),
  });
export type StaffCredit = z.output<ReturnType<typeof staffCreditSchema>>;
