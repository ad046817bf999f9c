import { heldPrice } from '../services/prices.ts';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { messages, toasts } from '../../views/content/messages.ts';
import { offerCopy } from '../../views/content/offers.ts';
import { bayAreaTime } from '../../views/format.ts';
import { ClaimForm, ClaimPage, DeclinePage, OfferEndedPage, type OfferPaths } from '../../views/pages/OfferPages.tsx';
import type { AppContext } from '../context.ts';
import { claimSchema, offerLinkPaths, offersPath } from '../../domain/waitlist-line.ts';
import { HttpError } from '../http/errors.tsx';
import { formHandlers, type FormState } from '../http/forms.ts';
import { redirectAfterPost } from '../http/htmx.ts';
import type { PageSpec } from '../http/render.tsx';
import { toCourse } from '../services/courses.ts';
import { accountPaths } from '../../domain/account.ts';
import { signedInParent } from '../http/parent-session.ts';
import {
  cancelOfferPayment,
  claimOffer,
  declineOffer,
  findOffer,
  findOfferOfParent,
  reloadOffer,
  standingOf,
  type Offer,
  type OfferStanding,
} from '../services/offer-claims.ts';
import { scholarshipPendingFor } from '../services/scholarship-pending.ts';
import { sameLevelSeatOf } from '../services/parent-overview.ts';
import { parseId } from './course-id.ts';

/** A claim link's secret: 32 random bytes, base64url (server/services/secret-links.ts). */
const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

const offerOf = (res: Response) => res.locals.offer as Offer;
const pathsOf = (res: Response) => res.locals.offerPaths as OfferPaths;

/**
 * How one family of an offer's pages finds its offer: by the emailed link's secret, or by
 * the entry's id for the parent signed in on /account (only their own entries).
 */
type OfferAccess = {
  /** The route's parameter and where its pages are: '/waitlist/offers/:token'. */
  param: 'token' | 'entryId';
  base: string;
  find: (req: Request, raw: string) => Promise<Offer | undefined>;
  paths: (raw: string) => OfferPaths;
};

/**
 * A waitlist offer's pages (docs/architecture.md, "Waitlist offers"): the claim page opens
 * the held seat's checkout with the family's details filled in; its form starts the
 * payment; the decline page asks before it gives the seat to the next family. A link that
 * no longer holds a seat says why, with the way back onto the list. Every page is
 * personal: never cached, never indexed, and the request log hides the secret. The same
 * pages answer at the emailed link and, for a signed-in parent, under /account/offers.
 */
export function waitlistOfferRoutes(ctx: AppContext): Router {
  // Both link kinds' routes on this one router, not on routers mounted at '/': a request
  // that passes a mounted router without being answered leaves it on a later turn of the
  // event loop (the router package's setImmediate), and under load every page below this
  // one (checkout, the parent's page, the console) waited that turn.
  const router = Router();
  offerPages(ctx, router, {
    param: 'token',
    base: offersPath,
    find: async (_req, raw) => {
      const token = tokenSchema.safeParse(raw);
      return token.success ? findOffer(ctx, token.data) : undefined;
    },
    paths: offerLinkPaths,
  });
  offerPages(ctx, router, {
    param: 'entryId',
    base: accountPaths.offers,
    find: async (req, raw) => {
      const entryId = parseId(raw);
      const email = await signedInParent(ctx, req);
      return entryId === undefined || !email ? undefined : findOfferOfParent(ctx, email, entryId);
    },
    paths: (raw) => accountPaths.offer(Number(raw)),
  });
  return router;
}

/** Adds one kind of offer link's pages (by secret token, or a signed-in parent's entry) to `router`. */
function offerPages(ctx: AppContext, router: Router, access: OfferAccess): void {
  const { renderer, clock, config } = ctx;
  const at = `${access.base}/:${access.param}`;
  // The canonical address leaves the secret out of the page's head.
  const meta = () => ({ title: offerCopy.title, description: offerCopy.description, canonicalPath: offersPath, noindex: true });

  router.param(access.param, async (req, res, next, raw: string) => {
    const offer = await access.find(req, raw);
    if (!offer) {
      return renderer.page(req, res, { meta: meta(), body: <OfferEndedPage ended="unknown" />, status: 404, personal: true });
    }
    res.locals.offer = offer;
    res.locals.offerPaths = access.paths(raw);
    // A seat offered from the line while the family's scholarship is still decided: the page says what an approval would do.
    res.locals.scholarshipPending =
      !isScholarshipSeat(offer) && (await scholarshipPendingFor(ctx.db, offer.course.id, offer.entry.parent_email));
    // The child already has a paid seat at this level: paying here would be a second one.
    res.locals.sameLevelSeat = await sameLevelSeatOf(ctx.db, {
      email: offer.entry.parent_email,
      studentName: offer.enrollment.student_name,
      level: offer.course.level,
      exceptCourseId: offer.course.id,
    });
    next();
  });

  /** The seat was held for an approved scholarship (its price carries the scholarship's line). */
  const isScholarshipSeat = (offer: Offer) => heldPrice(offer.enrollment).lines.some((line) => line.kind === 'scholarship');

  const endedPage = (req: Request, res: Response, offer: Offer, standing: Exclude<OfferStanding, 'open'>) =>
    renderer.page(req, res, {
      meta: meta(),
      body: (
        <OfferEndedPage
          // Paid, then cancelled since: said as that, not "already yours".
          ended={standing === 'claimed' && offer.enrollment.status !== 'paid' ? 'cancelled' : standing}
          course={toCourse(offer.course)}
          until={offer.entry.offer_expires_at}
          scholarship={isScholarshipSeat(offer)}
        />
      ),
      status: standing === 'claimed' ? 200 : 410,
      personal: true,
      bundles: ['waitlist-marks'],
    });

  const claimPage = (req: Request, res: Response, state: FormState): PageSpec => {
    const offer = offerOf(res);
    return {
      meta: meta(),
      body: (
        <ClaimPage
          course={toCourse(offer.course)}
          paths={pathsOf(res)}
          price={heldPrice(offer.enrollment)}
          studentName={offer.enrollment.student_name}
          until={offer.entry.offer_expires_at ?? offer.enrollment.hold_expires_at}
          provider={ctx.payments.name}
          scholarshipPending={res.locals.scholarshipPending === true}
          sameLevelSeat={res.locals.sameLevelSeat as { courseName: string; dates: string } | undefined}
          {...state}
        />
      ),
      bundles: ['htmx', 'forms', 'waitlist-marks'],
      personal: true,
    };
  };

  const claim = formHandlers(renderer, {
    schema: claimSchema,
    form: (_req, res, state) => {
      const offer = offerOf(res);
      return (
        <ClaimForm
          course={toCourse(offer.course)}
          paths={pathsOf(res)}
          price={heldPrice(offer.enrollment)}
          until={offer.entry.offer_expires_at ?? offer.enrollment.hold_expires_at}
          provider={ctx.payments.name}
          {...state}
        />
      );
    },
    page: claimPage,
    async save(req, res, input) {
      const origin = renderer.originOf(req);
      const result = await claimOffer(ctx, offerOf(res), input, {
        successUrl: `${origin}/enrollment-success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${origin}${pathsOf(res).claim}?cancelled=true`,
      }).catch((error: unknown) => {
        ctx.logger.error({ err: error, enrollmentId: offerOf(res).enrollment.id }, 'offer payment page could not be opened');
        throw new HttpError(502, messages.providerDown);
      });
      // Ended meanwhile: the form's answer is the link's page again, which says how.
      return result.ok ? result.checkoutUrl : pathsOf(res).claim;
    },
    done: (_req, _res, location) => ({ location: location ?? offersPath, htmx: 'redirect' }),
    json: (location) => ({ status: 200, body: { checkoutUrl: location } }),
    failed: toasts.checkoutFailed,
    secureCookies: config.isProduction,
  });

  /** The claim form's routes answer only while the seat is held; otherwise the link's page says why. */
  const whileOpen = (req: Request, res: Response, next: () => void) => {
    const offer = offerOf(res);
    const standing = standingOf(offer, clock.now());
    if (standing === 'open') return next();
    redirectAfterPost(req, res, pathsOf(res).claim, { secureCookies: config.isProduction });
  };

  router.get(at, async (req, res) => {
    let offer = offerOf(res);
    let toast;
    if (req.query.cancelled === 'true') {
      // Back from the payment page with Cancel: that page closes; the offer stands until its time.
      await cancelOfferPayment(ctx, offer);
      offer = (await reloadOffer(ctx, offer)) ?? offer;
      res.locals.offer = offer;
      const until = offer.entry.offer_expires_at;
      if (until) toast = { ...toasts.paymentCancelled, description: offerCopy.cancelled(bayAreaTime(until)) };
    }
    const standing = standingOf(offer, clock.now());
    if (standing !== 'open') return endedPage(req, res, offer, standing);
    const values = { studentName: offer.enrollment.student_name, parentEmail: offer.enrollment.parent_email };
    renderer.page(req, res, { ...claimPage(req, res, { values, errors: {}, revalidate: false }), toast });
  });
  router.post(at, whileOpen, claim.submit);
  router.post(`${at}/validate`, claim.validate);

  router.get(`${at}/decline`, (req, res) => {
    const offer = offerOf(res);
    const standing = standingOf(offer, clock.now());
    if (standing !== 'open') return endedPage(req, res, offer, standing);
    renderer.page(req, res, {
      meta: meta(),
      body: (
        <DeclinePage
          course={toCourse(offer.course)}
          studentName={offer.enrollment.student_name}
          paths={pathsOf(res)}
          scholarship={isScholarshipSeat(offer)}
        />
      ),
      personal: true,
      bundles: ['forms'],
    });
  });
  router.post(`${at}/decline`, async (req, res) => {
    try {
      await declineOffer(ctx, offerOf(res));
    } catch (error) {
      // The payment page could not be closed (the provider does not answer): nothing changed.
      ctx.logger.error({ err: error, enrollmentId: offerOf(res).enrollment.id }, 'offer could not be declined');
      throw new HttpError(502, messages.providerDown);
    }
    redirectAfterPost(req, res, pathsOf(res).claim, { secureCookies: config.isProduction });
  });
}
