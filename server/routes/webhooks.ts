import express, { Router } from 'express';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.tsx';
import { WebhookRejected, type PaymentEvent } from '../payments/provider.ts';
import { handlePaymentEvent } from '../services/payment-events.ts';

/**
 * Payment webhooks. Mounted before the JSON parser, the cross-site guard and the write
 * rate limit: the provider's signature check needs the exact bytes received, and the
 * signature is the guard. A verified event is handed to the payment-events service;
 * a failure there answers 500, so the provider delivers it again later.
 */
export function webhookRoutes(ctx: AppContext): Router {
  const { payments } = ctx;
  const router = Router();
  router.post('/webhooks/stripe', express.raw({ type: () => true, limit: '256kb' }), async (req, res) => {
    if (payments.name !== 'stripe' || !payments.verifyWebhook) throw new HttpError(404, 'Not found');
    const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    let event: PaymentEvent;
    try {
      event = payments.verifyWebhook(rawBody, req.get('stripe-signature'));
    } catch (error) {
      if (error instanceof WebhookRejected) throw new HttpError(error.reason === 'badRequest' ? 400 : 503, error.message);
      throw error;
    }
    const outcome = await handlePaymentEvent(ctx, event);
    req.log.info({ eventId: event.id, type: event.type, outcome }, 'webhook received');
    res.json({ received: true });
  });
  return router;
}
