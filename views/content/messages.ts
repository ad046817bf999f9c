import type { Toast } from '../layout/ToastRegion.tsx';
import type { EmailSlipPurpose } from '../../domain/email-typos.ts';
import { replyWithin } from './facts.ts';
import { listOf } from '../format.ts';
import { earlyBirdSentence } from './programs.ts';
import type { EarlyBirdRule } from '../../domain/pricing.ts';

type EarlyBirdWindow = Pick<EarlyBirdRule, 'percent' | 'endsOn' | 'firstClassFrom' | 'firstClassTo'>;

const minutesText = (minutes: number) => (minutes === 1 ? 'a minute' : `${minutes} minutes`);

/** Toasts and messages exactly as the spec's error catalogue (section 8) words them. */
export const toasts = {
  interestRecorded: {
    title: 'Interest Recorded!',
    description: "We'll notify you as soon as spots open up or when we schedule the next camp.",
    variant: 'success',
  },
  interestFailed: {
    title: 'Error',
    description: 'Failed to submit your interest. Please try again.',
    variant: 'destructive',
  },
  paymentCancelled: {
    title: 'Payment Cancelled',
    description: 'Your payment was cancelled. You can try again when ready.',
    fromParam: 'cancelled',
  },
  messageSent: {
    title: 'Message Sent!',
    description: `We'll get back to you ${replyWithin}.`,
    variant: 'success',
  },
  messageFailed: {
    title: 'Error',
    description: 'Your message could not be sent. Please try again, or call or email us.',
    variant: 'destructive',
  },
  applicationFailed: {
    title: 'Error',
    description: 'Your application could not be submitted. Please try again, or call or email us.',
    variant: 'destructive',
  },
  checkoutFailed: {
    title: 'Error',
    description: 'Failed to initiate enrollment. Please try again.',
    variant: 'destructive',
  },
  databaseUnavailable: {
    title: 'Error',
    description: "We can't reach our records right now; please try again in a minute.",
    variant: 'destructive',
  },
  holdReleased: {
    title: 'Seat Released',
    description: 'The seat is free for another family. You can start again whenever you are ready.',
  },
  nothingToRelease: {
    title: 'Nothing to release',
    description: 'This browser holds no seat in this course any more: it was paid, released or has expired.',
  },
} satisfies Record<string, Toast>;

export const messages = {
  emptyLevel: (level: string) => `No ${level} courses available at the moment. Please check back later.`,
  /** Under Join Waitlist once this page has sent the form: a lasting sign the family is in line (the toast fades). */
  waitlistJoined: 'You are on this waitlist.',
  /**
   * Instead, once a seat of this cohort is held for the family from its line: where to pay or
   * decline it (the card said "number 1 in line" while the 24 hours ran).
   */
  waitlistOffered: ['A seat is held for you in this cohort: pay for it or decline it on ', 'Your Page', '.'] as const,
  /** After it, the place the family took ('{n}' is filled in the browser, which is told it). */
  waitlistPlace: 'You joined as number {n} in line.',
  /** The same under the toast, on the page a plain form post returns to (no script to fill in the card's line). */
  waitlistPlaceIn: (position: number, course: string) => `You joined as number ${position} in line for ${course}.`,
  /**
   * Join Waitlist's label once the family has joined on this visit: the same form, to change
   * what they sent ("Add another child" invited a second child the line keeps no place for).
   */
  waitlistAnother: 'Change Your Details',
  /** A sold-out card's Join Waitlist beside the family's own seat in it: for another child. */
  cardJoinAnother: 'Join Waitlist for Another Child',
  /** In the form opened by it: what sending again does (nothing typed is kept in the browser, so it opens empty). */
  waitlistChangeNote: 'You are in line already. Send this again with the same email to change your details: you keep your place.',
  /** On Student Name, when the email is already in this line for another child: nothing is replaced. */
  waitlistOtherChild: (inLine: string) =>
    `This email is already in line for ${inLine}: one place per family. To add another child, write to us and we will keep them in mind.`,
  /** Over the waitlist's page for a cohort that has seats after all (a link kept or passed on). */
  /** On a cohort's card, once this browser paid for a seat in it. */
  cardYours: 'Your family has a seat in this cohort.',
  /**
   * The same where this browser knows whose seats they are ('{names}' is filled in the browser):
   * a family of two read the family's line beside Join Waitlist for the other child as a muddle.
   */
  cardYoursNamed: { one: '{names} has a seat in this cohort.', many: '{names} have seats in this cohort.' },
  waitlistSeatsLeft: (seats: number) => `This cohort has ${seats === 1 ? '1 seat' : `${seats} seats`} left: no need to wait.`,
  /**
   * On Student Name, when this child already has a paid seat in the cohort: a line for a seat
   * they hold would take an offer from a family waiting. No booking reference: anyone who
   * types a child's name and an address would read it.
   */
  waitlistAlreadyEnrolled: (studentName: string) =>
    `${studentName} already has a seat in this cohort: there is nothing to wait for. Your page shows the enrollment.`,
  emptyLevelWaitlist: (label: string) => `Join the waitlist and we'll tell you as soon as the next ${label} cohort is scheduled.`,
  coursesFailed: 'Failed to fetch courses',
  loadingCourses: 'Loading courses',
  noCourse: 'Please select a course from our programs page to enroll.',
  courseFull: 'Unfortunately, this course is at capacity. Please express interest to be notified about future camps.',
  /** Under it, when the link names no cohort we have (an old bookmark, a cohort since ended): where to look instead. */
  courseFullUnknown: 'This link does not lead to a cohort we run now: it may have ended. Programs lists every cohort open today.',
  /** Under it, when some seats are only held by families paying now: full may not last. */
  courseFullHeld: (held: number) =>
    held === 1
      ? 'One seat is held for a family paying right now. A hold that ends unpaid frees its seat for the first family on the waitlist.'
      : `${held} seats are held for families paying right now. A hold that ends unpaid frees its seat for the first family on the waitlist.`,
  /** On a full cohort's card, in short: a seat only held may come back, to the waitlist first. */
  cardHeld: (held: number) =>
    held === 1
      ? '1 seat is on hold for a family paying now. If unpaid, it goes to the waitlist first.'
      : `${held} seats are on hold for families paying now. Any left unpaid goes to the waitlist first.`,
  /** On a full cohort's page, over the same level's cohorts that still have seats. */
  sameLevelOpen: (count: number) => `Seats are still open in ${count === 1 ? 'another cohort' : 'other cohorts'} of this level:`,
  codeMissing: 'Type the code you were given, then press Apply.',
  /**
   * Under an empty code field: what the total already has needs no code; on a plain price,
   * what a code is for (a parent wondered which discount they were missing).
   */
  codeNotNeeded: {
    plain: 'Only if we gave you one, through a partner school or an event. Without one, you pay the total shown.',
    /** A plain price while an early bird is open for other cohorts: why this one is at its list price. */
    otherEarlyBird: (rule: EarlyBirdWindow) => `This cohort is outside the early bird. ${earlyBirdSentence(rule)}`,
    earlyBird: 'The early bird is already in the total: no code needed for it.',
    credit: 'Your credit is already in the total: no code needed for it.',
    both: 'The early bird and your credit are already in the total: no code needed for them.',
  },
  /** "EARLYBIRD" typed as a code: the early bird is never a code, and where it applies. */
  earlyBirdIsNoCode: (applied: boolean, other: EarlyBirdWindow | undefined) =>
    applied
      ? 'The early bird needs no code: it is already in the total.'
      : other
        ? `The early bird needs no code, and this cohort is outside it. ${earlyBirdSentence(other)}`
        : 'The early bird needs no code, and none is open now.',
  /** After a refused code at Continue: the way on without it, so a mistyped code never blocks paying. */
  payWithoutCode: 'Or clear this field to pay without a code.',
  /** Above a console form sent with mistakes. */
  consoleFormProblem: 'Nothing was changed: check the fields marked below.',
  noCheckoutUrl: 'Unable to redirect to payment page. Please try again.',
  providerDown:
    'The payment service did not answer, so nothing was charged and your seat was not kept. Please try again in a few minutes.',
  /** While the database cannot be reached (a restart, a failover, a full disk): nothing was saved. */
  databaseUnavailable: "We can't reach our records right now; please try again in a minute.",
  /** Refusals of the fair share of seats (docs/decisions.md). */
  seatsHeldByYou: (courses: readonly string[]) =>
    courses.length === 1
      ? `You already have a seat held for ${courses[0]}; finish or release it first.`
      : `You already have seats held for ${listOf(courses)}; finish or release one of them first.`,
  seatsHeldForEmail: (minutes: number) =>
    `This email address already has seats held in other checkouts; finish or release one of them first, or try again in ${minutesText(minutes)}.`,
  seatsHeldFromConnection: (minutes: number) =>
    `Too many seats are held from your connection right now; finish or release a checkout in progress, or try again in ${minutesText(minutes)}.`,
  /** The same child's seat in this cohort is paid already, from this address. */
  /** No booking reference: anyone who types a child's name and an address would read it. */
  alreadyEnrolled: (studentName: string) =>
    `${studentName} is already enrolled in this cohort, so nothing more is due: the receipt went to this email address, and it is on Your Page on this site. To enroll another child, enter their name.`,
  checkoutReplaced:
    'A newer checkout for the same email address and course replaced this one. Please use the newest payment page.',
  noPaymentSession: 'No payment session found. Please contact support if you completed a payment.',
  noPaymentSessionHeading: 'No payment to show',
  /** Why a payment could not be verified, by the verify service's reason. */
  verifyFailure: {
    'not-found': 'Payment session not found',
    unpaid: 'Payment has not been completed for this session.',
    refunded:
      'Your payment arrived after your seat hold had expired and the course is now full, so it has been refunded in full. Please contact us and we will help you find another cohort.',
    'provider-down': 'Failed to verify payment session',
    cancelled:
      'This enrollment has been cancelled since it was paid. What came back is on your page and in the cancellation email.',
  },
};

/**
 * Why each form asks "Did you mean ...?" about a slipped address (domain/email-typos.ts),
 * and what to press if it is right: the form's own button, in words.
 */
export const emailSlipPurposes = {
  checkout: { goesTo: 'Your receipt goes to this address.', again: 'continue again' },
  contact: { goesTo: 'Our reply goes to this address.', again: 'send it again' },
  waitlist: { goesTo: 'We write to this address when a seat opens.', again: 'submit again' },
  scholarship: { goesTo: 'Our answer goes to this address.', again: 'send it again' },
  enroll: { goesTo: 'Your confirmation goes to this address.', again: 'submit again' },
  signIn: { goesTo: 'The sign-in link goes to this address.', again: 'ask again' },
} as const satisfies Record<string, EmailSlipPurpose>;
