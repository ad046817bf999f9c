import type { Db } from '../../db/index.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { demoProvider } from './demo.ts';
import type { PaymentProvider } from './provider.ts';
import { stripeProvider } from './stripe.ts';

/** The provider the configuration names: Stripe Checkout with a key, else the demo. */
export function paymentProviderFor(config: Config, deps: { db: Db; clock: Clock }): PaymentProvider {
  return config.payments.provider === 'stripe' ? stripeProvider(config.payments) : demoProvider(deps);
}
