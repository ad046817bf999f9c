import { z } from 'zod';
import { dateField, wholePercentField } from './forms.ts';

/**
 * The early-bird rule as staff edit it in the console: the percentage off, the last day it
 * is offered (the school's calendar, included), and the first classes it covers (from, to,
 * included). A change applies at once to every page and to holds made after it; seats
 * already held keep the price they were held at.
 */
export const maxEarlyBirdPercent = 50;

export const earlyBirdRuleSchema = z
  .object({
    percent: wholePercentField(maxEarlyBirdPercent),
    endsOn: dateField('Enter the last day the early bird is offered'),
    firstClassFrom: dateField('Enter the earliest first class it covers'),
    firstClassTo: dateField('Enter the latest first class it covers'),
  })
  .refine((rule) => rule.firstClassTo >= rule.firstClassFrom, {
    path: ['firstClassTo'],
    message: 'The latest first class cannot be before the earliest',
  });
export type EarlyBirdRuleInput = z.output<typeof earlyBirdRuleSchema>;
