import type { Config } from '../config.ts';
import { stripeProvider } from './stripe.ts';

/** A payment provider's event, verified: its id (recorded so a replay changes nothing) and type. */
export type PaymentEvent = { id: string; type: string; data: unknown };

/**
 * The one interface both payment providers implement (Stripe Checkout and the demo
 * provider). The checkout work adds the operations; what exists now is the webhook's
 * verification, which must see the exact bytes received.
 */
export type PaymentProvider = {
  name: Config['payments']['provider'];
  /**
   * Verifies a webhook over its raw body and signature header; throws HttpError(400)
   * when it does not verify. Undefined for a provider that sends no webhooks (the demo).
   */
  verifyWebhook?: (rawBody: Buffer, signature: string | undefined) => PaymentEvent;
};

export function paymentProviderFor(config: Config): PaymentProvider {
  return config.payments.provider === 'stripe' ? stripeProvider(config.payments) : { name: 'demo' };
}
