import { Router } from 'express';
import { DemoCheckoutPage } from '../../views/pages/DemoCheckoutPage.tsx';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.tsx';
import { demoCheckoutPath, isDemoProvider, type DemoSessionView } from '../payments/demo.ts';
import { fulfilPaidSession } from '../services/enrollment-state.ts';

/**
 * The demo provider's hosted checkout (only when it is the provider). Pay marks the
 * session paid and runs the same fulfilment a Stripe webhook does, then returns to the
 * success URL; Cancel is a link to the cancel URL, handled as Stripe's.
 */
export function demoCheckoutRoutes(ctx: AppContext): Router {
  const { payments, renderer } = ctx;
  const router = Router();
  if (!isDemoProvider(payments)) return router;
  const { hostedCheckout } = payments;

  router.param('sessionId', async (req, res, next, id: string) => {
    const session = /^demo_cs_[0-9a-f]{48}$/.test(id) ? await hostedCheckout.find(id) : undefined;
    if (!session) throw new HttpError(404, 'Payment session not found');
    res.locals.session = session;
    next();
  });

  router.get('/demo-checkout/:sessionId', (req, res) => {
    const { row, status } = res.locals.session as DemoSessionView;
    renderer.page(req, res, {
      meta: { title: 'Demo Payment', description: 'A demo payment page that charges nothing.', noindex: true },
      body: (
        <DemoCheckoutPage
          session={{
            id: row.id,
            description: row.description,
            studentName: row.student_name,
            schedule: row.class_schedule,
            location: row.class_location,
            customerEmail: row.customer_email,
            amount: row.amount_cents / 100,
            currency: row.currency,
            state: status === 'complete' ? 'paid' : status,
            expiresAt: row.expires_at,
            cancelUrl: row.cancel_url,
            successUrl: row.success_url,
          }}
        />
      ),
    });
  });

  router.post('/demo-checkout/:sessionId/pay', async (req, res) => {
    const { id, success_url: successUrl } = (res.locals.session as DemoSessionView).row;
    if (!(await hostedCheckout.pay(id))) return void res.redirect(303, demoCheckoutPath(id));
    const session = await payments.retrieveSession(id);
    if (session) await fulfilPaidSession(ctx, session);
    res.redirect(303, successUrl);
  });

  return router;
}
