import { z } from 'zod';
import { email, minText } from './forms.ts';

/**
 * The quick checkout (spec sections 3 and 5): the enrollment initiation payload. The
 * course id comes as a JSON integer from the API and as text from the form post.
 */
export const checkoutSchema = z.object({
  studentName: minText(2, 'Student name must be at least 2 characters', 100),
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
});

export type CheckoutInput = z.output<typeof checkoutSchema>;

/**
 * An enrollment's life. `held`: a seat is taken for a payment in progress. `paid`: the
 * seat is the student's. `released`: the seat went back (cancelled, expired, failed).
 * `refund_due`/`refunded`: a payment arrived after its hold was released and the course
 * had filled meanwhile, so the money goes back instead.
 */
export const enrollmentStatuses = ['held', 'paid', 'released', 'refund_due', 'refunded'] as const;
export type EnrollmentStatus = (typeof enrollmentStatuses)[number];

/** Stripe's shortest Checkout Session life, and how much longer a hold lives than its session. */
export const paymentSessionMinutes = 30;
export const holdMarginMinutes = 10;

/** The verified session response of spec section 3: a parent's own summary, never the raw payment session. */
export type VerifiedSession = {
  enrollment: { id: number; studentName: string; parentEmail: string; parentName?: string; parentPhone?: string };
  course: { name: string; dates: string; schedule: string; location: string };
  payment: { amount: number; currency: string };
};
