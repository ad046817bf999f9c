import type { SteeringAction, WaitlistEntryState } from '../../domain/waitlist-line.ts';
import type { Crumb } from '../components/Breadcrumb.tsx';
import type { Toast } from '../layout/ToastRegion.tsx';
import { site } from './site.ts';

/** The words of a waitlist offer's pages (server/routes/waitlist-offers.tsx): personal, never listed or indexed. */
export const offerCopy = {
  title: `Your Seat Offer | ${site.foundationName}`,
  description: 'A seat held for your family from the waitlist.',
  breadcrumb: [{ label: 'Programs', href: '/programs' }, { label: 'Your Seat Offer' }] satisfies Crumb[],
  heading: 'A Seat Is Held for You',
  /** The heading over a link that no longer holds a seat. */
  endedHeading: 'Your Seat Offer',
  lead: (studentName: string, courseName: string, until: string) =>
    `A seat in ${courseName} opened and is held for ${studentName} until ${until}. Check the details and pay to make it yours.`,
  scholarshipLead: (studentName: string, courseName: string, percent: number, until: string) =>
    `Your scholarship is approved: ${percent}% off ${courseName}. A seat is held for ${studentName} until ${until}. Check the details and pay to make it yours.`,
  /**
   * A seat offered from the line while the family's scholarship application for the cohort is
   * still decided: what an approval would do, and that paying fixes the price.
   */
  scholarshipPending:
    'Your scholarship application for this cohort is still being decided. If we approve it before you pay, this seat’s price drops and we email you; once you have paid, the price stays as paid. Write to us first if you would rather wait for our answer.',
  /** After where the parent pays, under the button: how long the offered seat is held. */
  holdUntil: (until: string) => `The seat stays yours until ${until}.`,
  declineLink: 'No longer need it? Decline the seat',
  /** Before paying for a second seat of one level for the same child (a parent paid twice, then lost the fee cancelling one). */
  sameLevelSeat: (studentName: string, courseName: string, dates: string) =>
    `${studentName} already has a paid seat at this level: ${courseName}, ${dates}. Paying here books a second one. To move to these dates instead, write to us before paying: we can switch the seat you have.`,
  cancelled: (until: string) => `Payment cancelled. The seat is still held for you until ${until}.`,
  decline: {
    /** The page's heading: whose seat, so a parent with two children on lists knows which. */
    heading: (studentName: string) => `The Seat Held for ${studentName}`,
    title: 'Decline This Seat?',
    text: (courseName: string) =>
      `The seat in ${courseName} goes to the next family on the waitlist at once, and your place on this waitlist ends. You can join it again later.`,
    /** A seat held for an approved scholarship: what declining gives up is the scholarship. */
    scholarshipText: (courseName: string) =>
      `Your scholarship for ${courseName} ends with it: the seat goes back at once, and the cohort’s scholarship place is free for another family. You can apply again for another cohort.`,
    confirm: 'Decline the Seat',
    /** Back to the offer: nothing is paid yet, so not "keep" (read as a seat already the family's). */
    keep: 'Pay for the Seat Instead',
  },
  ended: {
    claimed: {
      title: 'This Seat Is Already Yours',
      text: 'The seat was paid for, and the receipt went to your email. Nothing more to do here.',
    },
    /** Paid, then cancelled since (it said "already yours" to a family who had cancelled). */
    cancelled: {
      title: 'This Enrollment Was Cancelled',
      text: 'The seat was paid for and later cancelled. Your Page shows when, and what went back to your card.',
    },
    declined: {
      title: 'You Declined This Seat',
      text: 'It went to the next family in line, or back on sale if no one was waiting. Your place on the waitlist ended; you can join it again at any time.',
    },
    lapsed: {
      title: 'This Offer Has Expired',
      text: (until: string) =>
        `The seat was held for you until ${until}. It went to the next family in line, or back on sale if no one was waiting. Your place on the waitlist ended; you can join it again at any time.`,
    },
    closed: {
      title: 'This Cohort Is No Longer Open',
      text: 'We took this cohort off sale after the seat was offered, so it can no longer be paid for. We are sorry; see the programs for other cohorts, or write to us.',
    },
    unknown: {
      title: 'This Link Is Not Valid',
      text: 'We could not find a held seat for this link. It may have been copied incompletely: open it from the email again, or see the programs.',
    },
  },
  /** A scholarship's seat that ended (declined, or not paid in time): not a place in line, so not "on the waitlist". */
  scholarshipEnded: {
    declined:
      'Your scholarship for this cohort ended with it, and its place is free for another family. You can apply for another cohort at any time.',
    lapsed: (until: string) =>
      `The seat was held for you until ${until}. Your scholarship for this cohort ended with it, and its place is free for another family. You can apply for another cohort, or write to us.`,
  },
  applyAgain: 'Apply for Another Cohort',
  yourPage: 'Your Page',
  rejoin: 'Join the Waitlist Again',
  enroll: 'Enroll Now',
  programs: 'Back to Programs',
} as const;

/**
 * In the Express Interest dialog of a cohort: how long a seat offered from its waitlist is
 * held (a parent found it only in the terms), the hours the steps below say.
 */
export const waitlistHoldNote = (offerHours: number) =>
  `When a seat opens, we hold it for the next family in line for ${offerHours} hours and send them a link to pay.`;

/**
 * Beside a full cohort's page: what joining its waitlist leads to, as the offers work
 * (server/services/waitlist-offers.ts): the next family in line is held the seat and emailed
 * a link to pay for it, for the hours the school sets.
 */
export const waitlistSteps = (offerHours: number) => ({
  heading: 'How the waitlist works',
  steps: [
    { title: 'Join in a minute', text: 'Tell us who you are and who the seat is for. Nothing is charged.' },
    {
      title: 'A seat opens',
      text: 'We hold it for the next family in line and send them a link to pay for it.',
    },
    {
      title: 'Pay or pass it on',
      text: `The held seat waits ${offerHours} hours for your payment. Decline it and it goes to the next family at once.`,
    },
  ],
});

/** The console's words for steering a line: each action's button, and what staff are told after it. */
export const steeringLabels: Record<SteeringAction, string> = {
  front: 'Move to Front',
  skip: 'Skip',
  restore: 'Put Back in Line',
  offer: 'Offer a Seat',
};

const changedMeanwhile: Toast = {
  title: 'Nothing changed',
  description: 'This family’s place changed meanwhile (an offer, a payment, or another staff member). The list shows it now.',
  variant: 'destructive',
};
export const steeringToasts: Record<'done' | 'not-applicable' | 'no-seat' | 'inactive', Record<SteeringAction, Toast>> = {
  done: {
    front: { title: 'Moved to the front', description: 'The next free seat goes to this family.', variant: 'success' },
    skip: { title: 'Skipped', description: 'Offers pass over this family until it is put back in line.', variant: 'success' },
    restore: { title: 'Put back in line', description: 'The family is back at its place.', variant: 'success' },
    offer: {
      title: 'Seat offered',
      description: 'The offer email is on its way; the seat is held for them.',
      variant: 'success',
    },
  },
  'not-applicable': { front: changedMeanwhile, skip: changedMeanwhile, restore: changedMeanwhile, offer: changedMeanwhile },
  'no-seat': {
    front: changedMeanwhile,
    skip: changedMeanwhile,
    restore: changedMeanwhile,
    offer: {
      title: 'No free seat',
      description: 'Every seat is taken or offered. Raise the capacity first.',
      variant: 'destructive',
    },
  },
  inactive: {
    front: changedMeanwhile,
    skip: changedMeanwhile,
    restore: changedMeanwhile,
    offer: { title: 'Not on sale', description: 'Offers are made only for active cohorts.', variant: 'destructive' },
  },
};

/** An entry's state as staff read it on the console. */
export const entryStateLabels: Record<WaitlistEntryState, string> = {
  waiting: 'Waiting',
  offered: 'Offered',
  claimed: 'Claimed',
  declined: 'Declined',
  lapsed: 'Lapsed',
  skipped: 'Skipped',
};
