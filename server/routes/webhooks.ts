import express, { Router } from 'express';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.tsx';

/**
 * Payment webhooks. Mounted before the JSON parser, the cross-site guard and the write
 * rate limit: the provider's signature check needs the exact bytes received, and the
 * signature is the guard. The checkout work adds fulfilment of the verified events.
 */
export function webhookRoutes({ payments }: AppContext): Router {
  const router = Router();
  router.post('/webhooks/stripe', express.raw({ type: () => true, limit: '256kb' }), (req, res) => {
    if (payments.name !== 'stripe' || !payments.verifyWebhook) throw new HttpError(404, 'Not found');
    const rawBody = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const event = payments.verifyWebhook(rawBody, req.get('stripe-signature'));
    req.log.info({ eventId: event.id, type: event.type }, 'webhook received');
    res.json({ received: true });
  });
  return router;
}
