import { Router } from 'express';
import { pageMetadata } from '../../views/content/page-metadata.ts';
import { NoCourseSelected } from '../../views/pages/CheckoutPage.tsx';
import { NoPaymentSession } from '../../views/pages/EnrollmentSuccessPage.tsx';
import type { AppContext } from '../context.ts';

/** Checkout and the payment result page. The checkout work fills them (order summary, payment, verification). */
export function checkoutRoutes({ renderer }: AppContext): Router {
  const router = Router();

  router.get(pageMetadata.checkout.path, (req, res) => {
    renderer.page(req, res, {
      meta: { ...renderer.metaOf(req, pageMetadata.checkout), noindex: true },
      body: <NoCourseSelected />,
    });
  });

  router.get(pageMetadata.enrollmentSuccess.path, (req, res) => {
    renderer.page(req, res, {
      meta: { ...renderer.metaOf(req, pageMetadata.enrollmentSuccess), noindex: true },
      body: <NoPaymentSession />,
    });
  });

  return router;
}
