import Stripe from 'stripe';
import type { Config } from '../config.ts';
import { enrollmentIdOf, WebhookRejected, type PaymentEvent, type PaymentProvider, type PaymentSession } from './provider.ts';

type StripeConfig = Extract<Config['payments'], { provider: 'stripe' }>;

function sessionOf(session: Stripe.Checkout.Session): PaymentSession {
  const intent = session.payment_intent;
  return {
    id: session.id,
    enrollmentId: enrollmentIdOf(session.client_reference_id ?? session.metadata?.enrollmentId),
    status: session.status === 'complete' ? 'complete' : session.status === 'expired' ? 'expired' : 'open',
    paid: session.payment_status === 'paid' || session.payment_status === 'no_payment_required',
    amountCents: session.amount_total ?? 0,
    currency: session.currency ?? 'usd',
    paymentIntentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
  };
}

/**
 * A verified event as the services read it. Signed is not the same as well formed: an
 * event without an id, a type or a `data.object` is refused (400, so it is not retried
 * for days), never half-read.
 */
function eventOf(event: Stripe.Event): PaymentEvent {
  const raw = event as unknown as { id?: unknown; type?: unknown; data?: { object?: unknown } | null };
  const object = raw.data?.object;
  if (typeof raw.id !== 'string' || typeof raw.type !== 'string' || typeof object !== 'object' || object === null) {
    throw new WebhookRejected('badRequest', 'Webhook event is missing its id, type or data.object');
  }
  const isSession = (object as { object?: unknown }).object === 'checkout.session';
  return { id: raw.id, type: raw.type, session: isSession ? sessionOf(object as Stripe.Checkout.Session) : undefined };
}

const isMissing = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404;

/**
 * Stripe Checkout through its SDK. STRIPE_API_BASE points it at another host (the
 * tests' fake Stripe server). Retries and the timeout are chosen, not left to defaults:
 * two retries (the SDK sends the same idempotency key each time, so a retried create
 * never makes a second session) and 10 s, so a parent waits at most about half a minute
 * before hearing that the payment page could not be opened.
 */
export function stripeProvider(config: StripeConfig): PaymentProvider {
  const base = config.apiBase ? new URL(config.apiBase) : undefined;
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: config.maxNetworkRetries ?? 2,
    timeout: config.timeoutMs ?? 10_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'http:' ? 'http' : 'https',
        }
      : {}),
  });
  return {
    name: 'stripe',
    // Hosted pages of a fake Stripe live on its own host.
    checkoutOrigin: base ? base.origin : 'https://checkout.stripe.com',

    async createCheckout(request) {
      const enrollmentId = String(request.enrollmentId);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: request.currency,
                unit_amount: request.amountCents,
                product_data: {
                  name: request.description,
                  description: `Student: ${request.studentName} · ${request.schedule} · ${request.location}`,
                },
              },
            },
          ],
          customer_email: request.customerEmail,
          client_reference_id: enrollmentId,
          metadata: { enrollmentId },
          payment_intent_data: { metadata: { enrollmentId } },
          expires_at: Math.floor(request.expiresAt.getTime() / 1000),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      return { sessionId: session.id, url: session.url };
    },

    async retrieveSession(sessionId) {
      try {
        return sessionOf(await stripe.checkout.sessions.retrieve(sessionId));
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },

    async expireSession(sessionId) {
      try {
        return sessionOf(await stripe.checkout.sessions.expire(sessionId));
      } catch (error) {
        if (isMissing(error)) return undefined;
        // Not open any more (paid or expired meanwhile): say what it is now.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) return this.retrieveSession(sessionId);
        throw error;
      }
    },

    async refund({ session, amountCents, idempotencyKey }) {
      if (!session.paymentIntentId) throw new Error(`session ${session.id} has no payment to refund`);
      const refund = await stripe.refunds.create(
        { payment_intent: session.paymentIntentId, amount: amountCents },
        { idempotencyKey },
      );
      return refund.id;
    },

    verifyWebhook(rawBody, signature) {
      if (!config.webhookSecret) throw new WebhookRejected('notConfigured', 'Webhook signing secret is not configured');
      if (!signature) throw new WebhookRejected('badRequest', 'Missing Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
      } catch {
        throw new WebhookRejected('badRequest', 'Webhook signature did not verify');
      }
      return eventOf(event);
    },
  };
}
