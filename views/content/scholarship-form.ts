import { greetingName } from '../format.ts';
import type { Toast } from '../layout/ToastRegion.tsx';
import { scholarshipDeadlineRule } from './facts.ts';

/** The words of the scholarship application (/scholarships/apply). */
export const scholarshipForm = {
  heading: 'Your application',
  lead: 'All fields are needed. What you tell us is read only by the people who decide, and stays confidential.',
  /** In Title Case, as the site's other forms (contact, waitlist) write theirs. */
  labels: {
    parentName: 'Your Name',
    parentEmail: 'Email',
    parentPhone: 'Phone',
    studentName: 'Student Name',
    courseId: 'Cohort',
    householdSize: 'People in Your Household',
    statement: 'Your Family’s Situation',
  },
  /** After a full cohort's name in the list, and what that means for an application, said once under the form. */
  fullMark: ' · sold out',
  fullHint:
    'A cohort marked sold out has no free seat right now. You may still apply for it, but a seat that opens goes first to its waitlist: a cohort with seats left gives your application its best chance.',
  /** Once sent for a full cohort, on the page and in the acknowledgement: what an approval waits for, and what it does to a waitlist seat offered meanwhile. */
  fullNow: (courseName: string) =>
    `${courseName} is sold out right now. A seat that opens goes first to the families on its waitlist: if you are on it and one comes to you, an approval lowers that seat’s price, as long as it is not paid for yet. Otherwise an approval needs a seat we add. We write to you either way; a cohort with seats left gives your application its best chance.`,
  statementHint:
    'A few sentences are enough: why the full price is hard for your family, and how much help would make it possible.',
  submit: 'Send My Application',
  sending: 'Sending...',
  noCohorts: 'No cohort is open for applications right now. Write to us and we will tell you when the next one opens.',
  /** The steps, with how long an approved seat is held (the offer hours the terms give). */
  after: (offerHours: number) => [
    'We email you at once that your application arrived.',
    'We decide within about a week, well before the cohort starts.',
    `If we approve it, we hold a seat for you for ${offerHours} hours and send a link to pay the reduced price.`,
  ],
  /** The first step where no mail server is configured: nothing is emailed at once, and the answer comes by phone too. */
  afterNoMail: 'Your application reaches us at once; we reply to the email address or the phone number you give.',
  afterHeading: 'What happens next',
  deadlineHeading: 'When to apply',
  deadline: scholarshipDeadlineRule,
  /** Before each cohort's own last day, under the rule. */
  deadlineBy: 'by',
  /** Beside the cohort, when an application cannot stand (server/services/scholarships.ts). */
  /** No reference in either: anyone who types a child's name and an address would read it (the family has it by email). */
  refused: {
    paid: (student: string) =>
      `${student}’s seat in this cohort is paid already. A scholarship comes off a seat not yet paid for: write to us if the price is the trouble.`,
    applied: (student: string) =>
      `You applied for ${student} in this cohort already; its reference is in the email we sent you. We decide within about a week and write to you: there is no need to apply again.`,
  },
  /** What the form becomes once sent (the toast fades; this stays). */
  done: { heading: 'Application received', again: 'Apply for Another Cohort' },
  sent: (name: string, email: string, reference: string) =>
    `Thanks, ${greetingName(name)}. Your reference is ${reference}; quote it if you write to us. We decide within about a week and write to ${email}.`,
  /** The confirmation a page without JavaScript returns to (no name or address on it: its address can be shared). */
  sentWithoutScript: (reference: string, mailEnabled: boolean) =>
    `Your reference is ${reference}; quote it if you write to us. ${mailEnabled ? 'We emailed you a confirmation, and decide within about a week.' : 'We decide within about a week and write to the email address you gave.'}`,
  toasts: {
    /** Only where no reference can be shown (a post the honeypot caught is answered as if received). */
    received: {
      title: 'Application received',
      description: 'We have your application, and decide within about a week.',
      variant: 'success',
    } satisfies Toast,
    failed: {
      title: 'Error',
      description: 'Your application could not be sent. Please try again, or email us.',
      variant: 'destructive',
    } satisfies Toast,
  },
};
