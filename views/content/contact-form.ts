import { greetingName } from '../format.ts';
import type { ContactSubject } from '../../domain/contact.ts';
import { replyWithin } from './facts.ts';
import { programFacts } from './programs.ts';

/** The contact form's copy: its heading, labels and the subjects as the visitor reads them. */
export const contactForm = {
  heading: 'Send us a message',
  /**
   * A message a link starts for the visitor (`?about=syllabus`, the professionals' Download
   * Syllabus): the form opened on an empty message, and nothing said a syllabus was coming.
   */
  starters: {
    syllabus: `Please send me the syllabus of ${programFacts.professionals.name}.`,
  },
  /**
   * The page's lead when a link started the message: what the visitor came for, said at the top
   * (Download Syllabus led to a page about programs, schedules and scholarships, the request
   * below the fold on a phone).
   */
  starterLeads: {
    syllabus: `Asking for the syllabus of ${programFacts.professionals.name}? Your request is written in the message below: add your name, email and phone, and we email it to you ${replyWithin}.`,
  },
  /** Every field is needed (spec section 5), said before a visitor finds out from a message. */
  lead: 'Ask about programs, schedules, scholarships or anything else. Every field is needed: we use your phone number only to reply.',
  labels: { name: 'Your Name', email: 'Email', phone: 'Phone', subject: 'Subject', message: 'Message' },
  subjectPlaceholder: 'Select a subject',
  subjects: {
    enrollment: 'Enrollment',
    programs: 'Programs',
    schedule: 'Schedule',
    scholarship: 'Scholarship',
    other: 'Other',
  } satisfies Record<ContactSubject, string>,
  submit: 'Send Message',
  sending: 'Sending...',
  /** Over the emptied form once a message is sent: the toast fades, this stays. */
  sent: (name: string, email: string) =>
    `Thanks, ${greetingName(name)}: your message is with us, and we’ll reply to ${email} ${replyWithin}.`,
};
