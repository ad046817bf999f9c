import { z } from 'zod';
import { checkbox, email, minText, optionalMultilineText, optionalText, phone } from './forms.ts';

/**
 * The Express Interest (waitlist) form, spec sections 3 and 5. The client also sends
 * a courseName; it is not read: the stored name always comes from the course itself.
 */
export const interestSchema = z.object({
  parentName: minText(2, 'Name must be at least 2 characters', 100),
  parentEmail: email(),
  parentPhone: phone(),
  studentName: minText(2, 'Student name must be at least 2 characters', 100),
  studentGrade: optionalText(30),
  message: optionalMultilineText(2000),
  interestedInFutureCamps: checkbox().default(true),
});

export type InterestInput = z.output<typeof interestSchema>;
