import { promoCodeField } from './promo-codes.ts';
import type { PriceLine } from './pricing.ts';
import { z } from 'zod';
import { email, minText } from './forms.ts';
import { studentNameField } from './students.ts';
import { emailSlipAnswer } from './email-typos.ts';

/**
 * The quick checkout (spec sections 3 and 5): the enrollment initiation payload. The
 * course id comes as a JSON integer from the API and as text from the form post.
 */
export const checkoutSchema = z.object({
  studentName: studentNameField(),
  parentEmail: email(),
  courseId: z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^\d{1,9}$/)
          .transform(Number),
      ],
      { error: 'Invalid input' },
    )
    .pipe(z.number().int().positive()),
  /** "Have a code?": optional; whether it applies is the hold's to say (server/services/promo-codes.ts). */
  promoCode: promoCodeField(),
  /** The answer to a "Did you mean ...?" about the address (domain/email-typos.ts). */
  ...emailSlipAnswer,
});

export type CheckoutInput = z.output<typeof checkoutSchema>;

/**
 * An enrollment's life. `held`: a seat is taken for a payment in progress. `paid`: the
 * seat is the student's. `released`: the seat went back (cancelled, expired, failed,
 * replaced by a newer checkout). `refund_due`/`refunded`: a payment arrived after its
 * hold was released and the course had filled meanwhile, so the money goes back instead.
 * `offered`: a freed seat is held for a family from the waitlist (domain/waitlist-line.ts)
 * until they pay, decline, or the offer runs out. `cancelled`: the family cancelled under
 * the policy (domain/cancellation.ts) with a credit or nothing back; a cancellation with
 * money back goes `refund_due` (with `refund_cents` and `cancelled_at`) then `refunded`.
 */
export const enrollmentStatuses = ['held', 'paid', 'released', 'refund_due', 'refunded', 'offered', 'cancelled'] as const;
export type EnrollmentStatus = (typeof enrollmentStatuses)[number];

/**
 * Every move an enrollment may make, and nothing else (an enrollment starts `held`).
 * server/services/enrollment-state.ts is the one writer of the status and refuses any
 * pair not listed here; later features (offers, cancellations, credits) add their moves
 * to this table first.
 *
 *   held       -> paid        the payment arrived while the seat was held
 *   held       -> released    expired, cancelled, failed, provider down, replaced
 *   released   -> paid        a late payment found a free seat
 *   released   -> refund_due  a late payment found the course full
 *   refund_due -> refunded    the provider confirmed the refund
 *   offered    -> paid        the family paid from the offer's link
 *   offered    -> released    the family declined, or the offer lapsed
 *   paid       -> refund_due  cancelled 14 or more days before the first class (less the fee)
 *   paid       -> cancelled   cancelled later: a credit, or nothing back
 */
export const enrollmentMoves = {
  held: ['paid', 'released'],
  paid: ['refund_due', 'cancelled'],
  released: ['paid', 'refund_due'],
  refund_due: ['refunded'],
  refunded: [],
  offered: ['paid', 'released'],
  cancelled: [],
} as const satisfies { readonly [From in EnrollmentStatus]: readonly EnrollmentStatus[] };

/** The statuses an enrollment in `From` may move to. */
export type NextStatus<From extends EnrollmentStatus> = (typeof enrollmentMoves)[From][number];

export const mayMove = (from: EnrollmentStatus, to: EnrollmentStatus): boolean =>
  (enrollmentMoves[from] as readonly EnrollmentStatus[]).includes(to);

/**
 * A fair share of seats (docs/decisions.md, "A fair share of seats"): unpaid holds at
 * once per client address (an IPv6 client counted by its /64) and per email address
 * across courses. One email address holds at most one seat per course: a new checkout
 * for the same address and course replaces the earlier one.
 */
export const maxHoldsPerClient = 3;
export const maxHoldsPerEmail = 3;

/** Stripe's shortest Checkout Session life, and how much longer a hold lives than its session. */
export const paymentSessionMinutes = 30;
export const holdMarginMinutes = 10;

/**
 * What became of a paid enrollment's receipt, as the result page tells the parent: sent, on
 * its way (due or being sent), not sent (kept back, withheld or failed), or none.
 */
export type ReceiptProgress = 'sent' | 'on-its-way' | 'not-sent' | undefined;

/** The verified session response of spec section 3: a parent's own summary, never the raw payment session. */
export type VerifiedSession = {
  enrollment: { id: number; studentName: string; parentEmail: string; parentName?: string; parentPhone?: string };
  course: { name: string; dates: string; schedule: string; location: string };
  payment: { amount: number; currency: string };
  /** The first class (YYYY-MM-DD), for the last day a cancellation gets the refund (the page's, not the spec's JSON). */
  firstClass?: string;
  /** The list price and the discounts taken off it, when there were any (for the receipt's lines). */
  price?: { listCents: number; lines: PriceLine[] };
  /** When it was paid (ISO), for the receipt on paper. */
  paidAt?: string;
  /** The cohort's campus, so the page gives its street address (the page's, not the spec's JSON). */
  campus?: string;
  /** The cohort's level, so the page names the mentor who leads its table. */
  level?: string;
  /** The cohort, so the page's script forgets this browser's waitlist mark for it (a seat now, not a place in line). */
  courseId?: number;
  /** Moved to other dates since it was paid: when, and from which cohort (the page then tells the seat as it is now). */
  switched?: { at: string; fromName: string; fromDates: string };
};

/** A paid enrollment cancelled since (by the family or by staff): what its old result page says now. */
export type CancelledEnrollment = {
  studentName: string;
  courseName: string;
  cancelledAt: string;
  amountCents: number;
  refundCents: number;
  currency: string;
  /** The refund is asked of the provider and not yet confirmed. */
  refundOnItsWay: boolean;
};
