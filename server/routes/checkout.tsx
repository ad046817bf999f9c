import { scholarshipPlaceGiven } from '../services/scholarships.ts';
import { scholarshipWindow } from '../../domain/scholarships.ts';
import { codeRefusalMessage, namesTheEarlyBird, promoCodeField } from '../../domain/promo-codes.ts';
import type { Price } from '../../domain/pricing.ts';
import { checkoutPreview } from '../services/prices.ts';
import { Router, type Request, type Response } from 'express';
import { emailSlipPurposes, messages, toasts } from '../../views/content/messages.ts';
import { pageMetadata } from '../../views/content/page-metadata.ts';
import {
  CheckoutForm,
  CheckoutPage,
  CourseFull,
  NoCourseSelected,
  OrderSummary,
  CompactSummary,
  checkedAfterSending,
  type HeldSeatLink,
} from '../../views/pages/CheckoutPage.tsx';
import { courseSeats } from '../services/course-seats.ts';
import type { AppContext } from '../context.ts';
import { checkoutSchema, holdMarginMinutes, maxHoldsPerClient, paymentSessionMinutes } from '../../domain/checkout.ts';
import type { Course } from '../../domain/courses.ts';
import { clientKeyOf } from '../http/client-key.ts';
import { signedInParent } from '../http/parent-session.ts';
import { formHandlers, formValuesOf, type FormState } from '../http/forms.ts';
import { validate } from '../../domain/forms.ts';
import type { PageSpec } from '../http/render.tsx';
import { HttpError } from '../http/errors.tsx';
import { redirectAfterPost, wantsFragment } from '../http/htmx.ts';
import { cancelHold, heldEnrollment, initiateEnrollment, releasedEnrollment, type InitiateResult } from '../services/checkout.ts';
import { findCourse, openCohortsBeside, openForEnrollment } from '../services/courses.ts';
import { parseCourseId, parseId } from './course-id.ts';

/**
 * The browser that started checkouts remembers their enrollments in a signed cookie
 * (ids joined by '.', newest last), so that coming back with Cancel or pressing Release
 * gives that hold back at once, and a refusal can link to this browser's own holds (the
 * cancel URL itself carries only the course, as the spec's contract says).
 */
const holdCookie = 'checkout_hold';
const holdCookiePath = pageMetadata.checkout.path;
const rememberedHolds = maxHoldsPerClient + 2;

const courseOf = (res: Response) => res.locals.course as Course;
const checkoutPathOf = (courseId: number) => `${pageMetadata.checkout.path}?courseId=${courseId}`;

/** The enrollments this browser started checkouts for, newest last. */
function browserHolds(req: Request): number[] {
  const raw: unknown = req.signedCookies?.[holdCookie];
  if (typeof raw !== 'string') return [];
  return raw
    .split('.')
    .map(parseId)
    .filter((id): id is number => id !== undefined);
}

/** The refusal a parent reads when a fair share is used up, naming this browser's own holds with links. */
function shareUsedUp(result: Extract<InitiateResult, { reason: 'email-limit' | 'client-limit' }>, own: number[], now: Date) {
  const mine = result.holds.filter((hold) => own.includes(hold.enrollmentId));
  const links: HeldSeatLink[] = mine.map((hold) => ({ courseName: hold.courseName, href: checkoutPathOf(hold.courseId) }));
  const soonest = Math.min(...result.holds.map((hold) => hold.holdExpiresAt.getTime()));
  const waitMinutes = Math.max(1, Math.ceil((soonest - now.getTime()) / 60_000));
  const message = links.length
    ? messages.seatsHeldByYou(links.map((link) => link.courseName))
    : result.reason === 'email-limit'
      ? messages.seatsHeldForEmail(waitMinutes)
      : messages.seatsHeldFromConnection(waitMinutes);
  return { links, error: new HttpError(409, message, { json: { holds: links } }) };
}

/** The checkout summary's price, the signed-in parent whose credit it counts, and why a code typed does not apply. */
type SummaryPrice = {
  price: Price;
  creditEmail: string | undefined;
  codeError?: string;
  /** The cohort's one scholarship place is given: the summary stops inviting an application. */
  scholarshipGiven: boolean;
};

/** A code as the posted form carries it, if it is shaped like one. */
const postedCode = (body: unknown) => {
  const parsed = promoCodeField().safeParse((body as { promoCode?: unknown } | undefined)?.promoCode ?? '');
  return parsed.success ? parsed.data : undefined;
};

/** The quick checkout: its page, its form post, the JSON API that starts an enrollment, and releasing a hold. */
export function checkoutRoutes(ctx: AppContext): Router {
  const { db, renderer, config, logger, clock } = ctx;
  const router = Router();
  const meta = (req: Request) => ({ ...renderer.metaOf(req, pageMetadata.checkout), noindex: true });
  const checkoutPage = (
    req: Request,
    res: Response,
    course: Course,
    state: FormState,
    summary: SummaryPrice,
    heldForYou = false,
    codeFocus = false,
  ): PageSpec => ({
    meta: meta(req),
    body: (
      <CheckoutPage
        course={course}
        heldForYou={heldForYou}
        heldElsewhere={heldElsewhereOf(res)}
        price={summary.price}
        creditEmail={summary.creditEmail}
        codeFocus={codeFocus}
        provider={ctx.payments.name}
        receiptByEmail={ctx.mail.enabled}
        scholarship={{ ...scholarshipWindow(course.startDate, clock.now()), given: summary.scholarshipGiven }}
        {...state}
      />
    ),
    bundles: ['htmx', 'forms'],
    personal: true,
  });
  const heldElsewhereOf = (res: Response) => res.locals.heldElsewhere as HeldSeatLink[] | undefined;
  const summaryOf = (res: Response) => res.locals.summaryPrice as SummaryPrice;

  /**
   * What a checkout of this course would cost now, for the summary and the button: the
   * discounts that apply (with the code typed, once the form is sent), and the credit of
   * the parent signed in on this browser. The hold fixes the same calculation's result.
   */
  async function summaryPriceOf(req: Request, course: Course, code?: string): Promise<SummaryPrice> {
    const parent = await signedInParent(ctx, req);
    const preview = await checkoutPreview(db, {
      courseId: course.id,
      listCents: Math.round(course.price * 100),
      firstClass: course.startDate,
      now: clock.now(),
      code,
      creditEmail: parent,
    });
    const codeError = !preview.codeRefusal
      ? undefined
      : preview.codeRefusal.reason === 'unknown' && code !== undefined && namesTheEarlyBird(code)
        ? messages.earlyBirdIsNoCode(
            preview.price.lines.some((line) => line.kind === 'early-bird'),
            preview.price.otherEarlyBird,
          )
        : codeRefusalMessage(preview.codeRefusal);
    const scholarshipGiven = await scholarshipPlaceGiven(db, course.id);
    return { price: preview.price, creditEmail: parent, scholarshipGiven, ...(codeError ? { codeError } : {}) };
  }

  /** The form as htmx swaps it, with the summary beside it replaced too (its price follows the code). */
  const formFragment = (res: Response, state: FormState & { codeFocus?: boolean }) => (
    <>
      <CheckoutForm
        course={courseOf(res)}
        heldElsewhere={heldElsewhereOf(res)}
        price={summaryOf(res).price}
        provider={ctx.payments.name}
        {...state}
      />
      <OrderSummary
        course={courseOf(res)}
        price={summaryOf(res).price}
        creditEmail={summaryOf(res).creditEmail}
        outOfBand
        withChange
      />
      <CompactSummary course={courseOf(res)} price={summaryOf(res).price} creditEmail={summaryOf(res).creditEmail} outOfBand />
    </>
  );

  function keepHolds(res: Response, ids: number[]): void {
    if (ids.length === 0) return void res.clearCookie(holdCookie, { path: holdCookiePath });
    res.cookie(holdCookie, ids.slice(-rememberedHolds).join('.'), {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure: config.isProduction,
      path: holdCookiePath,
      maxAge: (paymentSessionMinutes + holdMarginMinutes) * 60_000,
    });
  }

  /**
   * A form sent back with mistakes says every one at once: a code typed that does not apply
   * too (its check ran only once the other fields were right, so a parent fixed the name and
   * the email and then met a third message).
   */
  const withCodeRefusal = (res: Response, state: FormState): FormState => {
    const { codeError } = summaryOf(res);
    if (!codeError || Object.keys(state.errors).length === 0 || state.errors.promoCode) return state;
    return { ...state, errors: { ...state.errors, promoCode: `${codeError} ${messages.payWithoutCode}` } };
  };

  const checkout = formHandlers(renderer, {
    schema: checkoutSchema,
    form: (_req, res, state) => formFragment(res, withCodeRefusal(res, state)),
    page: (req, res, state) => checkoutPage(req, res, courseOf(res), withCodeRefusal(res, state), summaryOf(res)),
    async save(req, res, input) {
      const course = res.locals.course ?? (await findCourse(db, input.courseId, clock.now()));
      if (!course) throw new HttpError(404, 'Course not found');
      const own = browserHolds(req);
      // Sending the form again (back from the payment page): this browser's earlier hold here is replaced.
      const earlier = await ownHold(own, course.id);
      const result = await initiateEnrollment(
        ctx,
        course,
        { ...input, client: clientKeyOf(req.ip), replaces: earlier?.id, signedInAs: await signedInParent(ctx, req) },
        renderer.originOf(req),
      );
      if (!result.ok) {
        if (result.reason === 'email-limit' || result.reason === 'client-limit') {
          const refusal = shareUsedUp(result, own, clock.now());
          res.locals.heldElsewhere = refusal.links;
          throw refusal.error;
        }
        if (result.reason === 'sold-out') throw new HttpError(409, messages.courseFull);
        if (result.reason === 'already-enrolled') {
          // 422, as a field's message: htmx swaps it in beside the name (a 409 is not swapped: htmx-config's noSwap).
          const message = messages.alreadyEnrolled(result.studentName);
          throw new HttpError(422, message, { fields: { studentName: message } });
        }
        if (result.reason === 'code') {
          const message = `${codeRefusalMessage(result.refusal)} ${messages.payWithoutCode}`;
          throw new HttpError(422, message, { fields: { promoCode: message } });
        }
        if (result.reason === 'replaced') throw new HttpError(409, messages.checkoutReplaced);
        throw new HttpError(502, result.reason === 'no-checkout-url' ? messages.noCheckoutUrl : messages.providerDown);
      }
      keepHolds(res, [...own.filter((id) => id !== earlier?.id), result.enrollmentId]);
      return result.checkoutUrl;
    },
    // To the payment page: 303 for a plain form, HX-Redirect for htmx (fetch cannot follow it there).
    done: (_req, _res, checkoutUrl) => ({ location: checkoutUrl ?? pageMetadata.checkout.path, htmx: 'redirect' }),
    json: (checkoutUrl) => ({ status: 200, body: { checkoutUrl } }),
    failed: toasts.checkoutFailed,
    secureCookies: config.isProduction,
    emailSlip: { field: 'parentEmail', purpose: emailSlipPurposes.checkout },
  });

  /** The enrollment among this browser's that still holds a seat in this course, if any. */
  async function ownHold(own: number[], courseId: number) {
    for (const id of own.toReversed()) {
      const held = await heldEnrollment(ctx, id, courseId);
      if (held) return held;
    }
    return undefined;
  }

  /**
   * Gives this browser's hold on this course back at once (Cancel on the payment page,
   * or Release here): its payment page is closed and the seat is free for another family.
   * Says whether the seat was freed now, and what the form had said (to fill it in again).
   */
  async function releaseOwnHold(req: Request, res: Response, courseId: number) {
    const held = await ownHold(browserHolds(req), courseId);
    if (!held) return { released: false };
    // Its id stays with the browser's holds: a reload fills the form from it again (releasedTyped).
    const typed = { studentName: held.studentName, parentEmail: held.parentEmail };
    try {
      return { released: await cancelHold(ctx, held.id, courseId), typed };
    } catch (error) {
      // The hold then ends with its session (the provider's expiry event, or the sweep).
      logger.error({ err: error, enrollmentId: held.id }, 'cancelled hold could not be released now');
      return { released: false, typed };
    }
  }

  /** What this browser typed for the course before it gave its hold back, the newest first. */
  async function releasedTyped(own: number[], courseId: number) {
    for (const id of own.toReversed()) {
      const typed = await releasedEnrollment(ctx, id, courseId);
      if (typed) return typed;
    }
    return undefined;
  }

  router.get(pageMetadata.checkout.path, async (req, res) => {
    if (req.query.courseId === undefined) return renderer.page(req, res, { meta: meta(req), body: <NoCourseSelected /> });
    const courseId = parseCourseId(req.query.courseId);
    const cancelled = req.query.cancelled === 'true';
    // Back with Cancel: the seat goes back, and what they typed comes back with the form.
    const cancelledHold = cancelled && courseId !== undefined ? await releaseOwnHold(req, res, courseId) : undefined;
    const course = courseId === undefined ? undefined : await findCourse(db, courseId, clock.now());
    const toast = cancelled ? toasts.paymentCancelled : undefined;
    // Back from the payment page without Cancel: the seat is theirs to pay for, even if it was the last.
    const held = !cancelled && course !== undefined ? await ownHold(browserHolds(req), course.id) : undefined;
    if (!course || (!openForEnrollment(course) && !held)) {
      // Seats held by families still paying: full may not last, and the page says so.
      const heldNow = course ? ((await courseSeats(db, clock.now(), { ids: [course.id] }))[0]?.held ?? 0) : 0;
      // The same level's cohorts with seats, so a full one is not a dead end.
      const open = course ? await openCohortsBeside(db, logger, course, clock.now()) : [];
      return renderer.page(req, res, {
        meta: meta(req),
        body: (
          <CourseFull
            course={course}
            heldNow={heldNow}
            open={open.map((other) => ({ ...other, href: checkoutPathOf(other.id) }))}
            offerHours={config.waitlistOfferHours}
          />
        ),
        status: course ? 200 : 404,
        toast,
        personal: true,
        // Join Waitlist opens its dialog here (htmx, and the kids page's waitlist island).
        ...(course ? { bundles: ['htmx', 'kids'] } : {}),
      });
    }
    // A parent signed in on this browser: their address is filled in, and their credit shown.
    const parent = await signedInParent(ctx, req);
    const summary = await summaryPriceOf(req, course);
    const values = held
      ? { studentName: held.studentName, parentEmail: held.parentEmail }
      : (cancelledHold?.typed ?? (await releasedTyped(browserHolds(req), course.id)) ?? (parent ? { parentEmail: parent } : {}));
    renderer.page(req, res, {
      // What they typed before comes back with the form.
      ...checkoutPage(req, res, course, { values, errors: {}, revalidate: false }, summary, held !== undefined),
      toast,
    });
  });

  // The form post names its course in the body; the form and its page are drawn around it.
  async function loadPostedCourse(req: Request, res: Response, next: () => void) {
    const body = req.body as { courseId?: unknown } | undefined;
    const courseId = parseCourseId(body?.courseId);
    const course = courseId === undefined ? undefined : await findCourse(db, courseId, clock.now());
    if (!course) throw new HttpError(404, 'Course not found', { toast: toasts.checkoutFailed });
    res.locals.course = course;
    res.locals.summaryPrice = await summaryPriceOf(req, course, postedCode(req.body));
    next();
  }

  /**
   * "Apply" beside the code (the form sent with intent=apply): the summary and the button
   * show the price the code gives, or the field says why it does not apply. Nothing is held;
   * the fields typed come back as they were, without their own messages yet, unless the form
   * was already sent and showed them (`checked`): then they keep them, as fields in error do
   * (a code applied over them cleared them, and the form looked ready when it was not).
   */
  async function applyCode(req: Request, res: Response, next: () => void) {
    if ((req.body as { intent?: unknown }).intent !== 'apply') return next();
    const values = formValuesOf(checkoutSchema, req.body);
    const typed = promoCodeField().safeParse(values.promoCode ?? '');
    const summary = summaryOf(res);
    const error = !typed.success
      ? (typed.error.issues[0]?.message ?? messages.codeMissing)
      : typed.data === undefined
        ? messages.codeMissing
        : summary.codeError;
    const wasChecked = (req.body as { checked?: unknown }).checked === checkedAfterSending;
    const others = wasChecked ? validate(checkoutSchema, { ...values, promoCode: undefined }) : undefined;
    const state: FormState & { codeFocus: boolean } = {
      values,
      errors: { ...(others && !others.ok ? others.errors : {}), ...(error ? { promoCode: error } : {}) },
      revalidate: wasChecked,
      codeFocus: true,
    };
    const status = error ? 422 : 200;
    if (wantsFragment(req)) return renderer.fragment(req, res, formFragment(res, state), status, { personal: true });
    renderer.page(req, res, { ...checkoutPage(req, res, courseOf(res), state, summary, false, true), status });
  }

  router.post(pageMetadata.checkout.path, loadPostedCourse, applyCode, checkout.submit);
  router.post(`${pageMetadata.checkout.path}/validate`, loadPostedCourse, checkout.validate);
  // Release this seat: a plain form on the page of a hold this browser keeps.
  router.post(`${pageMetadata.checkout.path}/release`, loadPostedCourse, async (req, res) => {
    const course = courseOf(res);
    const { released } = await releaseOwnHold(req, res, course.id);
    redirectAfterPost(req, res, checkoutPathOf(course.id), {
      toast: released ? toasts.holdReleased : toasts.nothingToRelease,
      secureCookies: config.isProduction,
    });
  });
  router.post('/api/enrollments/initiate', checkout.api);
  return router;
}
