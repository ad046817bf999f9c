import { z } from 'zod';
import { text } from './forms.ts';

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

const dayName = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Why a code does not apply, in the words the checkout shows beside the field. */
export function codeRefusalMessage(refusal: CodeRefusal): string {
  switch (refusal.reason) {
    case 'unknown':
      return 'We do not know that code: check its spelling.';
    case 'not-yet':
      return `This code works from ${dayName(refusal.startsOn)}.`;
    case 'expired':
      return `This code expired on ${dayName(refusal.endsOn)}.`;
    case 'used-up':
      return 'This code has been used as many times as it can be.';
    case 'other-course':
      return 'This code is not for this course.';
  }
}
