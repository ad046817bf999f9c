import { z } from 'zod';
import { choice, email, minMultilineText, minText, phone } from './forms.ts';
import { emailSlipAnswer } from './email-typos.ts';

/** The contact form's subjects (spec section 3), in the order the form lists them. */
export const contactSubjects = ['enrollment', 'programs', 'schedule', 'scholarship', 'other'] as const;
export type ContactSubject = (typeof contactSubjects)[number];

/** The contact form, spec sections 3 and 5. */
export const contactSchema = z.object({
  name: minText(2, 'Name must be at least 2 characters', 100),
  email: email(),
  phone: phone(),
  subject: choice(contactSubjects, 'Please select a subject'),
  message: minMultilineText(10, 'Message must be at least 10 characters', 5000),
  /** The answer to a "Did you mean ...?" about the address (domain/email-typos.ts). */
  ...emailSlipAnswer,
});

export type ContactInput = z.output<typeof contactSchema>;
