import type { Config } from '../config.ts';

/**
 * The one interface both payment providers implement (Stripe Checkout and the demo
 * provider). The checkout work adds the operations; for now the app only needs to know
 * which provider the configuration chose.
 */
export type PaymentProvider = {
  name: Config['payments']['provider'];
};

export function paymentProviderFor(config: Config): PaymentProvider {
  return { name: config.payments.provider };
}
