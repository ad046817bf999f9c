import type { Config } from '../config.ts';

/**
 * A payment session as the services need it, whichever provider made it: never shown
 * to a visitor as such (the verified summary is built from our own records).
 */
export type PaymentSession = {
  id: string;
  /** Our enrollment, from client_reference_id; undefined when the session is not ours. */
  enrollmentId: number | undefined;
  status: 'open' | 'complete' | 'expired';
  /** The money has arrived (Stripe's payment_status 'paid'). */
  paid: boolean;
  amountCents: number;
  currency: string;
  paymentIntentId: string | null;
};

/** A verified provider event: its id (recorded, so a replay changes nothing), type, and the session it is about. */
export type PaymentEvent = { id: string; type: string; session: PaymentSession | undefined };

export type CheckoutRequest = {
  enrollmentId: number;
  /** What the parent pays for: the course's name. */
  description: string;
  /** Who the seat is for, shown under it, so a parent sees the child's name before paying. */
  studentName: string;
  /** When and where the class is ('Saturdays, 10:00 AM - 12:30 PM'; 'Cupertino, CA (South Bay campus)'), to check before paying. */
  schedule: string;
  location: string;
  amountCents: number;
  currency: string;
  customerEmail: string;
  expiresAt: Date;
  /** With `{CHECKOUT_SESSION_ID}`, which the provider fills in. */
  successUrl: string;
  cancelUrl: string;
  /** The same key for the same enrollment: a retried request never makes a second session. */
  idempotencyKey: string;
};

export type RefundRequest = { session: PaymentSession; amountCents: number; idempotencyKey: string };

/**
 * What both payment providers do (Stripe Checkout, and the demo provider that charges
 * nothing). Every call may throw when the provider fails; the services decide what a
 * failure means for the seat.
 */
export type PaymentProvider = {
  name: Config['payments']['provider'];
  /** Where the hosted payment page lives, when it is another site (the CSP's form-action allows it). */
  checkoutOrigin: string | undefined;
  createCheckout: (request: CheckoutRequest) => Promise<{ sessionId: string; url: string | null }>;
  /** The session, or undefined when the provider does not know it. */
  retrieveSession: (sessionId: string) => Promise<PaymentSession | undefined>;
  /** Ends an open session so it can no longer be paid; a session already complete or expired is returned as it is. */
  expireSession: (sessionId: string) => Promise<PaymentSession | undefined>;
  /** Gives a payment back in full; returns the refund's id. */
  refund: (request: RefundRequest) => Promise<string>;
  /**
   * Verifies a webhook over its raw body and signature header; throws WebhookRejected
   * when it does not verify or is not an event we can read. Undefined for a provider
   * that sends no webhooks (the demo).
   */
  verifyWebhook?: (rawBody: Buffer, signature: string | undefined) => PaymentEvent;
};

/**
 * A webhook the provider's side refused: `badRequest` when the request is not a genuine,
 * readable event (the sender should not retry), `notConfigured` when we cannot check it
 * (no signing secret: retrying later may succeed once it is set).
 */
export class WebhookRejected extends Error {
  override name = 'WebhookRejected';
  constructor(
    readonly reason: 'badRequest' | 'notConfigured',
    message: string,
  ) {
    super(message);
  }
}

/** The enrollment id a session carries, if it is one of ours. */
export function enrollmentIdOf(reference: string | null | undefined): number | undefined {
  const id = Number(reference);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
