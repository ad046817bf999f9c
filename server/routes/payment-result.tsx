import { signedInParent } from '../http/parent-session.ts';
import type { ReactElement } from 'react';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { messages } from '../../views/content/messages.ts';
import { pageMetadata } from '../../views/content/page-metadata.ts';
import {
  calendarPath,
  EnrollmentCancelled,
  NoPaymentSession,
  PaymentVerified,
  ResultPage,
  VerificationFailed,
  VerifyingPage,
} from '../../views/pages/EnrollmentSuccessPage.tsx';
import type { AppContext } from '../context.ts';
import { wantsFragment } from '../http/htmx.ts';
import { verifyPaymentSession, type VerifyFailure } from '../services/checkout.ts';
import { latestReceipt, receiptProgress } from '../services/notifications.ts';
import { sendReceiptCalendar } from './receipt-calendar.ts';
import { isDemoProvider } from '../payments/demo.ts';

/** A provider's session id: Stripe's cs_test_… / cs_live_…, or the demo's demo_cs_…. */
const sessionIdSchema = z.string().regex(/^[A-Za-z0-9_]{8,255}$/);
/** The status each failure answers with. */
const failureStatus: Record<VerifyFailure, number> = {
  'not-found': 404,
  unpaid: 402,
  refunded: 409,
  cancelled: 409,
  'provider-down': 502,
};

const sessionIdOf = (req: Request) => {
  const parsed = sessionIdSchema.safeParse(req.query.session_id);
  return parsed.success ? parsed.data : undefined;
};

/**
 * The payment result: the JSON verify call, the page the provider sends the parent
 * back to (a verifying state that htmx replaces with the result), and the result
 * itself, a fragment for htmx or a page the server verified, for a browser without
 * JavaScript. Never cached: each answer is one parent's own.
 */
export function paymentResultRoutes(ctx: AppContext): Router {
  const { renderer } = ctx;
  const router = Router();
  const meta = (req: Request) => ({ ...renderer.metaOf(req, pageMetadata.enrollmentSuccess), noindex: true });
  const page = (req: Request, res: Response, body: ReactElement, status = 200) =>
    renderer.page(req, res, { meta: meta(req), body, bundles: ['htmx', 'success'], status });

  router.get('/api/enrollments/verify-session', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const sessionId = sessionIdOf(req);
    if (!sessionId) return void res.status(400).json({ error: 'A valid session_id is required' });
    const result = await verifyPaymentSession(ctx, sessionId);
    if (!result.ok) return void res.status(failureStatus[result.reason]).json({ error: messages.verifyFailure[result.reason] });
    // The spec's response: the enrollment, the course and the payment (the price's lines are the page's).
    const { enrollment, course, payment } = result.summary;
    res.json({ enrollment, course, payment });
  });

  router.get(pageMetadata.enrollmentSuccess.path, (req, res) => {
    const sessionId = sessionIdOf(req);
    if (!sessionId) return page(req, res, <NoPaymentSession />, req.query.session_id === undefined ? 200 : 400);
    page(req, res, <VerifyingPage sessionId={sessionId} />);
  });

  router.get(`${pageMetadata.enrollmentSuccess.path}/result`, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const sessionId = sessionIdOf(req);
    const result = sessionId ? await verifyPaymentSession(ctx, sessionId) : undefined;
    const receipt = result?.ok ? await receiptProgress(ctx.db, result.summary.enrollment.id) : undefined;
    // The calendar file comes from the receipt, kept or sent: offered once there is one.
    const hasReceipt = result?.ok ? Boolean(await latestReceipt(ctx.db, result.summary.enrollment.id)) : false;
    const calendarHref = hasReceipt && sessionId ? calendarPath(sessionId) : undefined;
    // What a paid result shows, as the fragment and as the page.
    const verified = result?.ok
      ? {
          summary: result.summary,
          sessionId: sessionId!,
          receipt,
          calendarHref,
          mailEnabled: ctx.mail.enabled,
          demo: isDemoProvider(ctx.payments),
          signedIn: (await signedInParent(ctx, req)) === result.summary.enrollment.parentEmail,
        }
      : undefined;
    // Cancelled since: the page says so and what came back, as the parent's page does (an answer, not a failure).
    const cancelled = result && !result.ok && result.reason === 'cancelled' ? result.cancellation : undefined;
    if (wantsFragment(req)) {
      // Swapped in whatever the outcome: the failure view is the answer to show.
      return renderer.fragment(
        req,
        res,
        verified ? (
          <PaymentVerified {...verified} />
        ) : cancelled ? (
          <EnrollmentCancelled cancellation={cancelled} demo={isDemoProvider(ctx.payments)} />
        ) : (
          <VerificationFailed
            message={result && !result.ok ? messages.verifyFailure[result.reason] : messages.noPaymentSession}
          />
        ),
      );
    }
    if (!result) return page(req, res, <NoPaymentSession />, 400);
    if (verified) return page(req, res, <ResultPage {...verified} />);
    if (cancelled) return page(req, res, <EnrollmentCancelled cancellation={cancelled} demo={isDemoProvider(ctx.payments)} />);
    if (!result.ok) page(req, res, <ResultPage error={messages.verifyFailure[result.reason]} />, failureStatus[result.reason]);
  });

  // The receipt's calendar file, for a parent who would rather not wait for the email.
  router.get(`${pageMetadata.enrollmentSuccess.path}/calendar.ics`, async (req, res) => {
    const sessionId = sessionIdOf(req);
    const result = sessionId ? await verifyPaymentSession(ctx, sessionId) : undefined;
    await sendReceiptCalendar(ctx, req, res, result?.ok ? result.summary.enrollment.id : undefined);
  });

  return router;
}
