import type { EnrollmentStatus } from '../../domain/checkout.ts';
import type { Toast } from '../layout/ToastRegion.tsx';

/** An enrollment's status as the console names it. */
export const enrollmentStatusLabels: Record<EnrollmentStatus, string> = {
  held: 'Held while the family pays',
  offered: 'Offered from the waitlist',
  paid: 'Paid',
  released: 'Released (never paid)',
  refund_due: 'Cancelled, refund due',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
};

/** The words of the console's enrollment page (/admin/enrollments/{id}) and its actions' answers. */
export const staffEnrollmentCopy = {
  heading: (reference: string) => `Enrollment ${reference}`,
  backToCourse: 'Back to the Course',
  history: 'History',
  manage: 'Manage',
  factsHeading: 'The enrollment',
  labels: {
    status: 'Status',
    student: 'Student',
    parentEmail: 'Parent email',
    course: 'Course',
    dates: 'Dates',
    amount: 'Amount paid',
    paidAt: 'Paid at',
    switched: 'Switched',
    cancelledAt: 'Cancelled at',
    refund: 'Refund',
    payment: 'Payment',
  },
  switchedFrom: 'from',
  reasonLabel: 'Reason (kept in the audit log)',
  cancel: {
    heading: 'Cancel',
    lead: 'The family is emailed what comes back, and the seat goes to the waitlist first.',
    outcomeLegend: 'What comes back',
    policyLabel: 'The published policy, as of today',
    overrideLabel: 'A refund we decide',
    overrideHint: 'Any amount up to what was paid, 0 for none; refunded to the card through the payment provider.',
    refundLabel: 'Refund in dollars (only for a refund we decide)',
    after: 'A refund the payment provider refuses stays due on the course page and is asked again.',
    submit: 'Cancel the Enrollment',
    busy: 'Cancelling...',
  },
  switching: {
    heading: 'Switch dates',
    lead: 'Other cohorts of the same program and price with a free seat. Staff may switch more than once and inside the 14 days the policy gives parents. The family gets a new receipt and calendar file; the old seat goes to that cohort’s waitlist first.',
    legend: 'Move to',
    choice: (choice: { dates: string; schedule: string; location: string; seatsFree: number }) =>
      `${choice.dates}, ${choice.schedule}, ${choice.location}. ${choice.seatsFree} ${choice.seatsFree === 1 ? 'seat' : 'seats'} free.`,
    none: 'No other cohort of this program and price has a free seat. Raise a cohort’s capacity first to make room.',
    submit: 'Switch to These Dates',
    busy: 'Switching...',
  },
  credit: {
    heading: 'Give a credit',
    lead: (email: string) =>
      `A credit for ${email}, applied by itself at that address’s next checkout (signed in to their page). The family is emailed.`,
    amountLabel: 'Amount in dollars',
    expiresLabel: 'Valid until',
    submit: 'Give the Credit',
    busy: 'Giving...',
  },
  credits: {
    heading: 'Credits of this address',
    caption: (email: string) => `Credits held by ${email}, newest first`,
    empty: 'This address has no credit.',
    states: { unused: 'Not used yet', used: 'Used ', expired: 'Expired' },
  },
  toasts: {
    cancelled: { title: 'Enrollment cancelled', description: 'The family is emailed.', variant: 'success' },
    switched: { title: 'Dates switched', description: 'The new receipt is on its way to the family.', variant: 'success' },
    credited: { title: 'Credit given', description: 'The family is emailed.', variant: 'success' },
  } satisfies Record<string, Toast>,
  refused: {
    'not-paid': 'This enrollment is not paid any more (someone changed it a moment ago): nothing was changed.',
    'already-switched': 'This enrollment changed a moment ago: nothing was changed.',
    'too-late': 'It is too late to switch these dates.',
    'not-a-choice': 'Choose one of the dates listed',
    full: 'Those dates just filled up: choose other dates.',
  },
};
