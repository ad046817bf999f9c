import { emailCopy } from './emails.ts';
import { cancellationFeeCents, type CancellationOutcome } from '../../domain/cancellation.ts';
import type { Crumb } from '../components/Breadcrumb.tsx';
import { longDate, paymentAmount } from '../format.ts';
import { site } from './site.ts';
import { replyWithin } from './facts.ts';

/** The words of the parent's page (/account). */
export const accountCopy = {
  title: `Your Page | ${site.foundationName}`,
  description: 'Your enrollments, waitlists and requests with us, in one place.',
  breadcrumb: [{ label: 'Parents Hub', href: '/parents' }, { label: 'Your Page' }] satisfies Crumb[],
  heading: 'Your Page',
  signIn: {
    lead: 'Your enrollments, receipts, waitlists and requests, in one place. No password: we email you a link that signs you in.',
    /** Over the form when a parent's page was asked for signed out. */
    forPage:
      'Sign in to see this page: it is one of your family’s. We email you a link; open it on this device and it brings you back here.',
    label: 'Your email address',
    hint: 'The address you used to enroll or join a waitlist.',
    button: 'Email Me a Sign-In Link',
    busy: 'Sending...',
  },
  /**
   * No mail server configured: no link can reach the parent, so the page offers no form, only
   * what a parent can do instead (as the result page says it: write with the reference).
   */
  /** Beside the sign-in (or the card that stands in for it): what the page holds once signed in. */
  shows: {
    heading: 'Once you are signed in',
    items: [
      { title: 'Each enrollment', text: 'Its receipt, and a calendar file for every class.' },
      { title: 'Cancelling', text: 'What you would get back today, before you confirm.' },
      { title: 'Waitlists', text: 'Your place in line, and any seat offered to you.' },
      { title: 'Requests', text: 'The applications you sent us, and our answers.' },
    ],
  },
  /** Without a mail server, beside the card: what the school does for a parent who writes. */
  byEmail: {
    /** People answering from the school's mailbox, not the site: so said, beside the site's 'does not send email yet'. */
    heading: 'What we do when you write to us',
    items: [
      { title: 'Your receipt', text: 'A copy in our reply, with the calendar file, to the address you enrolled with.' },
      { title: 'Cancelling', text: 'What you get back follows the cancellation policy.' },
      { title: 'Other dates', text: 'A switch, once, 14 or more days before the first class.' },
      { title: 'Waitlists', text: 'Your place in line, or taking you off the list.' },
    ],
  },
  noMail: {
    /** The page's lead: what it is for, without promising a link that the card below says cannot be sent. */
    lead: 'Where you see and change your enrollments and waitlists, once you sign in with a link we email you.',
    heading: 'Write to us instead',
    button: 'Email Us About an Enrollment',
    text: [
      'Signing in here takes a link we email you, and this site is not set up to send email. To change or cancel an enrollment, email us at ',
      ` with the reference from your receipt page; we reply ${replyWithin}.`,
    ],
    subject: 'My enrollment',
    sentTitle: 'We cannot email your link right now',
  },
  sent: {
    title: 'Check your inbox',
    text: (email: string) =>
      `If ${email} is an address we have, a sign-in link is on its way to it. The link works once, for 30 minutes. Nothing arrived? Check the spam folder, or ask again in a few minutes.`,
    again: 'Use Another Address',
    /** From the payment result, for the address that paid: no "if it is an address we have". */
    known: (email: string) =>
      `A sign-in link is on its way to ${email}. The link works once, for 30 minutes. Nothing arrived? Check the spam folder, or ask again in a few minutes.`,
    backToReceipt: 'Back to Your Receipt',
  },
  link: {
    title: 'Sign in',
    text: 'Press the button to sign in on this device. The link then stops working.',
    button: 'Sign In',
    busy: 'Signing in...',
    endedTitle: 'This sign-in link no longer works',
    endedText: 'It was used already, or its 30 minutes have passed. Ask for a new one: it takes a moment.',
    again: 'Email Me a New Link',
  },
  page: {
    lead: (email: string) => `Everything we hold for ${email}.`,
    signOut: 'Sign Out',
    signedInLabel: 'Signed in',
    signedInAs: 'Signed in as',
    /** Where to write; with an enrollment, quoting its reference (a parent with none was asked for one). */
    /** One enrollment's page names its reference; the overview, once there is one, says "your reference". */
    questions: (reference: string | boolean) =>
      typeof reference === 'string'
        ? `Questions? Quote ${reference} to`
        : reference
          ? 'Questions? Quote your reference to'
          : 'Questions? Write to',
    enrollments: 'Enrollments',
    /** With the way to the cohorts: an empty card was a dead end. */
    noEnrollments: ['No enrollment yet. ', { text: 'See the cohorts', href: '/kids-vibe-coding#cohorts' }, '.'] as const,
    receipt: 'Receipt',
    /** Over an enrollment's title: whose seat it is. */
    forStudent: (studentName: string) => `For ${studentName}`,
    /** On the receipt: the address that paid. */
    paidBy: 'Paid by',
    /** The way back from one of its pages (a receipt; a switch closed to the enrollment). */
    back: 'Back to Your Page',
    /** As the payment result names it: one action, one name. */
    calendar: 'Add to Your Calendar',
    holds: 'Seats held while you pay',
    holdsLead: 'A seat is held for you for a short while; finish paying on the checkout page, or give it back.',
    continuePaying: 'Continue on the Checkout Page',
    release: 'Release This Seat',
    offers: 'Seats offered to you',
    offersLead: 'A seat opened on a waitlist you are on. It is held for you until the time below: pay for it, or decline it.',
    /** When every seat held is an approved scholarship's (no waitlist opened it). */
    scholarshipOffersLead:
      'Your scholarship was approved, so a seat is held for you until the time below: pay the reduced price, or decline it.',
    /** On a held seat, after the time it is held until. */
    toPay: (amount: string) => `To pay: ${amount}.`,
    /** On a seat held for an approved scholarship (the section's lead names both reasons). */
    scholarshipOffer: (percent: number) => `Your scholarship: ${percent}% off, at the reduced price.`,
    claimOffer: 'Pay for This Seat',
    declineOffer: 'Decline',
    waitlists: 'Waitlists',
    waitlistsLead: (offerHours: number) =>
      `When a seat opens, we email the next family in line a link to pay for it; the seat is theirs for ${offerHours} hours, then it goes to the family after them.`,
    /** Only a level's lines (no cohort yet, so no seat to hold): what they wait for instead. */
    levelWaitlistsLead: 'When we schedule the level’s next cohort, we email you at once, so you can book a seat in it.',
    noWaitlists: 'You are not on any waitlist. A full cohort’s card has Join Waitlist.',
    place: (position: number | undefined, skipped: boolean) =>
      skipped
        ? 'On the list (set aside by our staff for now)'
        : position === undefined
          ? 'On the list'
          : `Place in line: ${position}`,
    leave: 'Leave This Waitlist',
    cancelledOn: 'Cancelled on',
    refund: 'Refund',
    /** What went back to the card, beside what was paid (the card said Refunded beside the full amount). */
    // The amount first and where it goes, then how it was reached ("$600 of the $675 paid, less
    // the $75 fee" read as if the fee came off the $600).
    refundText: (refundCents: number, paidCents: number, currency: string, onItsWay: boolean, demo = false) => {
      const money = (cents: number) => paymentAmount(cents / 100, currency);
      const kept = paidCents - refundCents;
      const how =
        kept <= 0
          ? 'all of it'
          : kept === cancellationFeeCents
            ? `the ${money(paidCents)} paid, less the ${money(kept)} admin/venue fee`
            : `of the ${money(paidCents)} paid`;
      // A demo payment charged no card: the amount is what the policy gives, and nothing moves.
      if (demo) return `${money(refundCents)} (${how}). ${emailCopy.cancellation.demoRefund}`;
      return `${money(refundCents)} ${onItsWay ? 'on its way back' : 'back'} to the card you paid with (${how}); it usually appears within 5 to 10 business days.`;
    },
    noRefund: 'None: see Credits for any credit it gave.',
    /** A cancelled enrollment's old result page, when no money went back. */
    nothingBack: 'No money went back to the card; any credit it gave is on your page.',
    switchUsed: 'You switched dates once already: the policy allows one switch.',
    noOtherDates: 'No other dates of this program and price have a free seat now, so there is nothing to switch to.',
    ifCancelledHeading: 'If you cancelled today',
    ifCancelled: {
      refund: (back: string, paid: string, fee: string) => `${back} back: the ${paid} paid, less the ${fee} admin/venue fee.`,
      credit: (credit: string, until: string) =>
        `No money back; a credit of ${credit} toward a future camp, valid until ${until}.`,
      none: 'Nothing back: it is less than 7 days before the first class.',
      /** After what comes back today: the last day it holds (the policy's window, in the school's time). */
      holdsUntil: (day: string) => `That holds if you cancel by ${day}.`,
    },
    howToCancel: 'The time you cancel here, in Pacific time, decides what comes back, as the policy says.',
    scholarships: 'Scholarship applications',
    /** Where an application stands, in the words its emails use. */
    scholarshipStatus: (
      status: string,
      percent: number | null,
      seat: { declined: boolean; paid: boolean; cancelled?: boolean },
    ) =>
      status === 'pending'
        ? 'Received: we decide within about a week, well before the cohort starts, and write to you.'
        : status === 'approved' && seat.cancelled
          ? `Approved: ${percent ?? 0}% off; the seat was cancelled, and the scholarship ended with it. For another cohort, apply again.`
          : status === 'approved' && seat.paid
            ? `Approved: ${percent ?? 0}% off, and the seat is paid for: it is under Enrollments.`
            : status === 'approved'
              ? `Approved: ${percent ?? 0}% off. We hold a seat for you and email a link to pay the reduced price.`
              : status === 'declined'
                ? 'Not approved this time: our email says why, and what else may help.'
                : seat.declined
                  ? 'Approved, and you declined the seat held for you: the scholarship place is free for another family.'
                  : 'Approved, but the seat held for you was not paid for in time.',
    requests: 'Enrollment requests',
    handled: 'Answered by our team',
    waiting: `Waiting for our answer (${replyWithin})`,
  },
  cancelledBadge: 'Cancelled',
  /** A cancelled enrollment's status says so, then what became of the money (it said "Refunded" alone). */
  cancelledStatus: {
    refund_due: 'Cancelled; refund on its way',
    refunded: 'Cancelled and refunded',
    cancelled: 'Cancelled',
  } as Record<string, string>,
  status: {
    paid: 'Enrolled',
    refund_due: 'Refund on its way',
    refunded: 'Refunded',
    cancelled: 'Cancelled',
  } as Record<string, string>,
  cancel: {
    button: 'Cancel This Enrollment',
    title: 'Cancel This Enrollment?',
    /** With the dates: two enrollments of one child read the same without them. */
    lead: (studentName: string, courseName: string, dates: string) => `${studentName} in ${courseName}, ${dates}.`,
    outcomeHeading: 'What you get back',
    confirm: 'Yes, Cancel the Enrollment',
    busy: 'Cancelling...',
    keep: 'Keep the Enrollment',
    noneConfirm: 'Nothing comes back now. Cancel only if you still want to give the seat up.',
    /** Under what comes back: where the seat goes. */
    seatGoes: 'The seat goes to the next family on the waitlist, or back on sale.',
    /** An enrollment paid at a scholarship's price. */
    scholarship: 'Your scholarship was for this seat and ends with it: for another cohort, apply again.',
    done: {
      title: 'Enrollment Cancelled',
      description: 'The confirmation is on its way to your email.',
      variant: 'success' as const,
    },
  },
  leaving: {
    title: 'Leave This Waitlist?',
    lead: (studentName: string, name: string) => `${studentName}, on the waitlist for ${name}.`,
    place: (position: number | undefined) =>
      position === undefined
        ? 'You are on this list.'
        : position === 1
          ? 'You are first in line.'
          : `You are number ${position} in line.`,
    rule: 'If you leave and join again later, you join at the end of the line.',
    confirm: 'Yes, Leave the Waitlist',
    busy: 'Leaving...',
    keep: 'Stay on the Waitlist',
  },
  switching: {
    button: 'Switch to Other Dates',
    title: 'Switch to Other Dates',
    lead: (studentName: string, courseName: string) => `${studentName}, now in ${courseName}.`,
    rule: 'You can switch once, to other dates of the same program and price that have a seat, until 14 days before the first class.',
    once: 'This uses your one switch, and it cannot be undone. You keep the price you paid, and the cancellation policy then counts from the new first class, as each choice says.',
    /** Under each choice: the policy's windows as that cohort's dates ('by January 2, 2027, the tuition comes back …'). */
    windows: (byDates: string) => `If you cancel after switching: ${byDates}`,
    legend: 'Other dates with a seat',
    confirm: 'Switch to These Dates',
    busy: 'Switching...',
    // Not "these": the button stands under the new dates it would refuse.
    keep: 'Keep My Current Dates',
    none: 'No other dates of this program and price have a free seat right now.',
    refused: {
      'already-switched': 'This enrollment has switched dates once already: the policy allows one switch.',
      'too-late': 'It is less than 14 days before the first class: the dates can no longer be switched.',
      'not-a-choice': 'Choose one of the dates listed.',
      full: 'Those dates just filled up. Choose other dates.',
    } as Record<string, string>,
    done: {
      title: 'Dates Switched',
      description: 'Your new receipt and calendar file are on their way to your email.',
      variant: 'success' as const,
    },
  },
  credits: 'Credits',
  credit: (amount: string, until: string) => `${amount}, valid until ${until}. Applied by itself at your next checkout.`,
  /** Titled as the spec's toasts are (Payment Cancelled, Message Sent!): in Title Case. */
  toasts: {
    signedIn: { title: 'Signed In', description: 'You are signed in on this device.', variant: 'success' as const },
    signedOut: { title: 'Signed Out', description: 'You are signed out on this device.' },
    left: {
      title: 'You Left the Waitlist',
      description: 'You can join it again from the cohort’s card, at the end of the line.',
      variant: 'success' as const,
    },
    released: { title: 'Seat Released', description: 'The seat is free for another family.', variant: 'success' as const },
    nothing: { title: 'Nothing Changed', description: 'It had changed already. The page shows it as it is now.' },
  },
} as const;

/** What cancelling gives back under the policy, in words with the amounts: the parent's page and the console say it so. */
export function cancellationOutcomeText(outcome: CancellationOutcome, amountCents: number, currency: string): string {
  const words = accountCopy.page.ifCancelled;
  const money = (cents: number) => paymentAmount(cents / 100, currency);
  if (outcome.kind === 'refund') return words.refund(money(outcome.refundCents), money(amountCents), money(outcome.feeCents));
  if (outcome.kind === 'credit') return words.credit(money(outcome.creditCents), longDate(outcome.creditExpiresOn));
  return words.none;
}
