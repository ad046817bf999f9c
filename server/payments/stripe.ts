import Stripe from 'stripe';
import type { Config } from '../config.ts';
import { HttpError } from '../http/errors.tsx';
import type { PaymentProvider } from './provider.ts';

type StripeConfig = Extract<Config['payments'], { provider: 'stripe' }>;

/**
 * Stripe through its SDK. STRIPE_API_BASE points it at another host (the tests' fake
 * Stripe server); retries and the timeout are set on purpose rather than left to defaults.
 */
export function stripeProvider(config: StripeConfig): PaymentProvider {
  const base = config.apiBase ? new URL(config.apiBase) : undefined;
  const stripe = new Stripe(config.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
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
    verifyWebhook(rawBody, signature) {
      if (!config.webhookSecret) throw new HttpError(503, 'Webhook signing secret is not configured');
      if (!signature) throw new HttpError(400, 'Missing Stripe-Signature header');
      try {
        const event = stripe.webhooks.constructEvent(rawBody, signature, config.webhookSecret);
        return { id: event.id, type: event.type, data: event.data };
      } catch {
        throw new HttpError(400, 'Webhook signature did not verify');
      }
    },
  };
}
