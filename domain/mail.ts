import type { PriceLine } from './pricing.ts';
import type { ContactSubject } from './contact.ts';
import type { EnrollmentRequestInput } from './enrollment-request.ts';
import type { Campus, CourseLevel } from './courses.ts';
import type { ClassSchedule } from './schedule.ts';

/**
 * Email through the outbox (server/services/outbox.ts, server/mail/). A message is a row
 * whose `payload` is one of the types below: the data it is made from, rendered into
 * HTML, text and attachments when it is sent or read (views/emails).
 */

/**
 * An outbox row's life. `pending`: due at `next_attempt_at`. `sending`: claimed by one
 * sender until `claimed_until`. `sent`: the mail server accepted it. `failed`: refused for
 * good, or the last try failed. `held`: kept, unsent, because no mail server is configured
 * (never sent later by surprise). `withheld`: kept, unsent, because its address has had
 * its share of mail today.
 *
 *   pending  -> sending            a sender claims it
 *   sending  -> sent               the server answered 250
 *   sending  -> pending            a try failed and another is due later
 *   sending  -> failed             refused for good, or the last try failed
 *   sending  -> sending            its claim lapsed (the sender died) and another claims it
 *   failed | held | withheld -> pending   staff send it again
 */
export const outboxStatuses = ['pending', 'sending', 'sent', 'failed', 'held', 'withheld'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export const outboxMoves = {
  pending: ['sending'],
  sending: ['sent', 'pending', 'failed', 'sending'],
  sent: [],
  failed: ['pending'],
  held: ['pending'],
  withheld: ['pending'],
} as const satisfies { readonly [From in OutboxStatus]: readonly OutboxStatus[] };

export const mayMoveMail = (from: OutboxStatus, to: OutboxStatus): boolean =>
  (outboxMoves[from] as readonly OutboxStatus[]).includes(to);

/** How long to wait after each failed try (1 min, 5 min, 30 min, 2 h, 12 h); after the last, it has failed. */
export const retryDelaysMinutes = [1, 5, 30, 120, 720] as const;
export const maxSendTries = retryDelaysMinutes.length + 1;

/** How long a sender holds a claimed message before another may take it (a send times out well before). */
export const sendClaimMinutes = 2;

/** Messages to one address typed into a public form, in 24 hours; more are withheld. */
export const mailsPerAddressPerDay = 5;

export const mailKinds = [
  'receipt',
  'refund',
  'waitlist-confirmation',
  'contact-acknowledgement',
  'contact-staff',
  'request-confirmation',
  'request-staff',
  'staff-invitation',
  'staff-password-reset',
  'waitlist-offer',
  'waitlist-offer-lapsed',
  'level-cohort-opened',
  'account-sign-in',
  'cancellation',
  'credit-issued',
  'scholarship-received',
  'scholarship-staff',
  'scholarship-declined',
] as const;
export type MailKind = (typeof mailKinds)[number];

/** A cohort as the receipt names it, with its schedule as data for the calendar file. */
export type MailCourse = {
  id: number;
  name: string;
  dates: string;
  schedule: string;
  location: string;
  campus: Campus;
  /** Its level, to name the mentor who leads its table (absent in messages queued before it was kept). */
  level?: CourseLevel;
  /** The schedule as data; null when the course has none (no calendar file then). */
  calendar: ClassSchedule | null;
};

export type ReceiptMail = {
  kind: 'receipt';
  enrollmentId: number;
  /** The reference a parent quotes, e.g. 'VC-627592' (`enrollmentReference`). */
  reference: string;
  /** When the hold was made: with the id, the calendar event's UID (ids repeat across databases). */
  enrollmentCreatedAt: string;
  studentName: string;
  parentEmail: string;
  amountCents: number;
  currency: string;
  paidAt: string;
  course: MailCourse;
  /** The list price and the discounts taken off it, when any were (older receipts have neither: the amount was the price). */
  listCents?: number;
  priceLines?: PriceLine[];
  /** On the receipt sent after a switch of dates: when it was made (the calendar event's SEQUENCE grows with it). */
  switchedAt?: string;
  /** And the cohort it left, so the message says the dates changed (absent in messages queued before it was kept). */
  switchedFrom?: { name: string; dates: string };
};

export type RefundMail = {
  kind: 'refund';
  enrollmentId: number;
  reference: string;
  studentName: string;
  amountCents: number;
  currency: string;
  courseName: string;
};

export type WaitlistMail = {
  kind: 'waitlist-confirmation';
  entryId: number;
  parentName: string;
  studentName: string;
  /** A course's days, hours and place (absent in messages queued before they were said). */
  target:
    | { kind: 'course'; courseName: string; dates: string; schedule?: string; location?: string }
    | { kind: 'level'; level: CourseLevel };
  /** Their place in line: 1 is next. */
  position: number;
  /** How long an offered seat is held for them (missing in a message queued before it was said). */
  offerHours?: number;
  /** A cohort in the early bird's window: an offer by its last day takes it off, as the form said. */
  earlyBird?: { percent: number; endsOn: string };
};

export type ContactAcknowledgementMail = {
  kind: 'contact-acknowledgement';
  messageId: number;
  name: string;
  subject: ContactSubject;
  message: string;
};

export type ContactStaffMail = {
  kind: 'contact-staff';
  messageId: number;
  name: string;
  email: string;
  phone: string;
  subject: ContactSubject;
  message: string;
  receivedAt: string;
};

export type RequestConfirmationMail = {
  kind: 'request-confirmation';
  requestId: number;
  parentName: string;
  studentName: string;
  /** What was asked for, said back as the other emails say theirs (absent in messages queued before it was). */
  asked?: Pick<EnrollmentRequestInput, 'program' | 'location' | 'schedule'>;
};

export type RequestStaffMail = {
  kind: 'request-staff';
  requestId: number;
  receivedAt: string;
  /** Every answer of the wizard, as validated. */
  answers: EnrollmentRequestInput;
};

/**
 * A staff link that sets a password. `token` is the link's secret: the only copy outside
 * the recipient's inbox, hidden on /admin/outbox and wiped once the message is sent.
 */
export type StaffLinkMail = {
  kind: 'staff-invitation' | 'staff-password-reset';
  staffId: number;
  name: string;
  /** Who invited them (invitations only). */
  invitedBy?: string;
  token: string | null;
  expiresAt: string;
};

/** A cohort as an offer or a notice names it. */
export type OfferedCourse = { id: number; name: string; dates: string; schedule: string; location: string };

/**
 * A seat held for a family from the waitlist. `token` is the claim link's secret (the
 * decline link carries it too): as a staff link's, hidden on /admin/outbox and wiped once sent.
 */
export type WaitlistOfferMail = {
  kind: 'waitlist-offer';
  entryId: number;
  enrollmentId: number;
  parentName: string;
  studentName: string;
  course: OfferedCourse;
  amountCents: number;
  currency: string;
  /** The list price and each discount, when one lowered the amount (an early bird). */
  price?: { listCents: number; lines: PriceLine[] };
  expiresAt: string;
  token: string | null;
  /**
   * An approved scholarship's seat (not the waitlist's): its percentage, and the list price
   * before it; `replacesOffer` when the family held the seat from the waitlist already, and
   * this email's link replaces that offer's.
   */
  scholarship?: { percent: number; listCents: number; replacesOffer?: true };
  /** A seat from the line while the family's scholarship application for the cohort is still decided. */
  scholarshipPending?: true;
};

/** An offer ran out: the seat went to the next family, and theirs left the list. */
export type OfferLapsedMail = {
  kind: 'waitlist-offer-lapsed';
  entryId: number;
  enrollmentId: number;
  parentName: string;
  studentName: string;
  course: OfferedCourse;
  /** The seat was held for an approved scholarship (the place is offered to another family). */
  scholarship?: boolean;
};

/** A family on a level's list hears that a cohort at that level opened (a notice: no seat is held). */
export type LevelOpenedMail = {
  kind: 'level-cohort-opened';
  entryId: number;
  parentName: string;
  studentName: string;
  level: CourseLevel;
  course: OfferedCourse;
  amountCents: number;
};

/** A parent's sign-in link to their page (/account). `token` is the link's secret, as a staff link's. */
export type AccountSignInMail = { kind: 'account-sign-in'; token: string | null; expiresAt: string };

/** The confirmation of a cancellation, with what comes back under the policy. */
export type CancellationMail = {
  kind: 'cancellation';
  enrollmentId: number;
  reference: string;
  studentName: string;
  courseName: string;
  dates: string;
  currency: string;
  /** Who cancelled: the parent on their page, or our staff (a phone call, a letter). Older rows have none: the parent. */
  by?: 'parent' | 'staff';
  /** The seat was paid at a scholarship's price: the scholarship ends with it. */
  scholarship?: true;
  /** Paid on the demo provider: no card was charged, so the email says no money moves. */
  demo?: true;
  /** When it was cancelled (ISO): the policy's window is decided by it (older rows have none). */
  cancelledAt?: string;
  /**
   * The classes as the last receipt's calendar file gave them to the family: the cancellation's
   * own file carries the same event, marked cancelled (absent when that receipt had no file, and
   * in older rows).
   */
  calendarEvent?: Pick<ReceiptMail, 'enrollmentCreatedAt' | 'course'>;
  outcome:
    | { kind: 'refund'; refundCents: number; feeCents: number }
    | { kind: 'credit'; creditCents: number; creditExpiresOn: string }
    /** A refund staff decided instead of the policy's outcome (0 for none). */
    | { kind: 'decided'; refundCents: number }
    | { kind: 'none' };
};

/** A credit staff gave a family, for a future camp. */
export type CreditMail = {
  kind: 'credit-issued';
  creditId: number;
  studentName: string;
  courseName: string;
  amountCents: number;
  currency: string;
  expiresOn: string;
};

/** A scholarship application as its two messages carry it. */
export type ScholarshipMailApplication = {
  applicationId: number;
  parentName: string;
  studentName: string;
  courseName: string;
  dates: string;
  /** The cohort had no free seat when the family applied: an approval waits for one (absent in messages queued before it was said). */
  full?: boolean;
};

/** The family hears that their application arrived, and when they hear back. */
export type ScholarshipReceivedMail = { kind: 'scholarship-received' } & ScholarshipMailApplication;

/** Staff get the whole application, Reply-To the family, with a link to decide in the console. */
export type ScholarshipStaffMail = {
  kind: 'scholarship-staff';
  parentEmail: string;
  parentPhone: string;
  householdSize: number;
  statement: string;
  receivedAt: string;
} & ScholarshipMailApplication;

/** A declined application: a kind word, and where to look next (the note staff wrote is not in it). */
export type ScholarshipDeclinedMail = { kind: 'scholarship-declined' } & ScholarshipMailApplication;

/** Mail kinds whose payload carries a secret link. */
export const secretMailKinds: readonly MailKind[] = [
  'staff-invitation',
  'staff-password-reset',
  'waitlist-offer',
  'account-sign-in',
];

export type MailPayload =
  | ReceiptMail
  | RefundMail
  | WaitlistMail
  | ContactAcknowledgementMail
  | ContactStaffMail
  | RequestConfirmationMail
  | RequestStaffMail
  | StaffLinkMail
  | WaitlistOfferMail
  | OfferLapsedMail
  | LevelOpenedMail
  | AccountSignInMail
  | CancellationMail
  | CreditMail
  | ScholarshipReceivedMail
  | ScholarshipStaffMail
  | ScholarshipDeclinedMail;
