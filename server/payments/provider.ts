/**
 * The one interface both payment providers implement (Stripe Checkout and the demo
 * provider). The checkout issue fills in the operations; the foundation only needs
 * to know which one is active.
 */
export type PaymentProvider = {
  name: 'stripe' | 'demo';
};

export function demoPaymentProvider(): PaymentProvider {
  return { name: 'demo' };
}
