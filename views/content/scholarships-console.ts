import type { ScholarshipStatus } from '../../domain/scholarships.ts';
import type { Toast } from '../layout/ToastRegion.tsx';

/** The console's words for scholarship applications (/admin/scholarships). */
export const scholarshipsConsoleCopy = {
  lead: 'One need-based scholarship per cohort, up to 50% off. Approving holds a seat for the family at the reduced price and emails them a link to pay it; if they decline it or the time passes, the cohort’s place is free again.',
  tableTitle: 'Applications',
  caption: 'Scholarship applications, newest first',
  empty: 'No applications here.',
  review: 'Review',
  reviewLabel: (student: string) => `Review the application for ${student}`,
  statuses: {
    pending: 'Waiting for a decision',
    approved: 'Approved',
    declined: 'Declined',
    lapsed: 'Approved, seat not taken',
  } satisfies Record<ScholarshipStatus, string>,
  heading: (student: string) => `Scholarship: ${student}`,
  factsHeading: 'The application',
  statementHeading: 'In their words',
  labels: {
    reference: 'Reference',
    status: 'Status',
    parent: 'Parent',
    email: 'Email',
    phone: 'Phone',
    student: 'Student',
    cohort: 'Cohort',
    household: 'Household size',
    received: 'Received',
    decided: 'Decided',
    note: 'Staff note',
    seat: 'Seat',
  },
  seatStates: { offered: 'Held, waiting for payment', paid: 'Paid', released: 'Released' } as Record<string, string>,
  otherApproved: 'This cohort’s scholarship is already approved for another family.',
  seeOther: 'See that application',
  approve: {
    heading: 'Approve',
    lead: 'A seat is held for the family at once, at the reduced price, and the email with their link goes out.',
    percent: 'Percentage off (1 to 50)',
    note: 'Note for the audit log',
    submit: 'Approve and Hold a Seat',
    busy: 'Approving…',
  },
  decline: {
    heading: 'Decline',
    lead: 'The family gets a kind email that does not quote your note.',
    note: 'Note for the audit log',
    submit: 'Decline the Application',
    busy: 'Declining…',
  },
  refused: {
    'not-pending': 'This application was decided a moment ago: nothing was changed.',
    'cohort-taken': 'This cohort’s scholarship is already approved for another family: nothing was changed.',
    inactive: 'This cohort is not on sale any more, or has started: nothing was changed.',
    'no-seat': 'This cohort has no free seat to hold: raise its capacity on its course page, then approve.',
    'already-enrolled':
      'This family has already paid for this cohort: give them a credit or a partial refund from their enrollment instead.',
    'has-offer':
      'This family’s seat from the waitlist changed a moment ago (they opened its payment page, or the offer ended): nothing was changed. Approve again to give them the scholarship on it.',
  },
  toasts: {
    approved: { title: 'Scholarship approved', description: 'The seat is held and the family is emailed.', variant: 'success' },
    declined: { title: 'Application declined', description: 'The family is emailed.', variant: 'success' },
  } satisfies Record<string, Toast>,
};
