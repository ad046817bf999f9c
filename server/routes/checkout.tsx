import { Router, type Request, type Response } from 'express';
import { messages, toasts } from '../../views/content/messages.ts';
import { pageMetadata } from '../../views/content/page-metadata.ts';
import { CheckoutForm, CheckoutPage, CourseFull, NoCourseSelected } from '../../views/pages/CheckoutPage.tsx';
import type { AppContext } from '../context.ts';
import { checkoutSchema, holdMarginMinutes, paymentSessionMinutes } from '../../domain/checkout.ts';
import type { Course } from '../../domain/courses.ts';
import { formHandlers, type FormState } from '../http/forms.ts';
import type { PageSpec } from '../http/render.tsx';
import { HttpError } from '../http/errors.tsx';
import { cancelHold, heldEnrollment, initiateEnrollment } from '../services/checkout.ts';
import { findCourse, openForEnrollment } from '../services/courses.ts';
import { parseCourseId, parseId } from './course-id.ts';

/**
 * The browser that started a checkout remembers its enrollment in a signed cookie, so
 * that coming back with Cancel releases that hold at once (the cancel URL itself
 * carries only the course, as the spec's contract says).
 */
const holdCookie = 'checkout_hold';
const holdCookiePath = pageMetadata.checkout.path;

const courseOf = (res: Response) => res.locals.course as Course;

/** The quick checkout: its page, its form post, and the JSON API that starts an enrollment. */
export function checkoutRoutes(ctx: AppContext): Router {
  const { db, renderer, config, logger } = ctx;
  const router = Router();
  const meta = (req: Request) => ({ ...renderer.metaOf(req, pageMetadata.checkout), noindex: true });
  const checkoutPage = (req: Request, course: Course, state: FormState, heldForYou = false): PageSpec => ({
    meta: meta(req),
    body: <CheckoutPage course={course} heldForYou={heldForYou} {...state} />,
    bundles: ['htmx', 'forms'],
  });

  const checkout = formHandlers(renderer, {
    schema: checkoutSchema,
    form: (_req, res, state) => <CheckoutForm course={courseOf(res)} {...state} />,
    page: (req, res, state) => checkoutPage(req, courseOf(res), state),
    async save(req, res, input) {
      const course = res.locals.course ?? (await findCourse(db, input.courseId));
      if (!course) throw new HttpError(404, 'Course not found');
      // Back from the payment page and sending the form again: the earlier payment page is
      // closed and its seat given back before a new one is taken, so one parent never holds two.
      const earlier = await ownHold(req, course.id);
      if (earlier) await cancelHold(ctx, earlier.id, course.id);
      const result = await initiateEnrollment(ctx, course, input, renderer.originOf(req));
      if (!result.ok) {
        if (result.reason === 'sold-out') throw new HttpError(409, messages.courseFull);
        throw new HttpError(502, result.reason === 'no-checkout-url' ? messages.noCheckoutUrl : messages.providerDown);
      }
      res.cookie(holdCookie, String(result.enrollmentId), {
        signed: true,
        httpOnly: true,
        sameSite: 'lax',
        secure: config.isProduction,
        path: holdCookiePath,
        maxAge: (paymentSessionMinutes + holdMarginMinutes) * 60_000,
      });
      return result.checkoutUrl;
    },
    // To the payment page: 303 for a plain form, HX-Redirect for htmx (fetch cannot follow it there).
    done: (_req, _res, checkoutUrl) => ({ location: checkoutUrl ?? pageMetadata.checkout.path, htmx: 'redirect' }),
    json: (checkoutUrl) => ({ status: 200, body: { checkoutUrl } }),
    failed: toasts.checkoutFailed,
    secureCookies: config.isProduction,
  });

  /** The enrollment this browser holds a seat with in this course, if it still does. */
  async function ownHold(req: Request, courseId: number) {
    const enrollmentId = parseId(req.signedCookies?.[holdCookie]);
    return enrollmentId === undefined ? undefined : heldEnrollment(ctx, enrollmentId, courseId);
  }

  /** A Cancel from the payment page: release this browser's own hold on this course, if it still has one. */
  async function releaseCancelledHold(req: Request, res: Response, courseId: number): Promise<void> {
    const enrollmentId = parseId(req.signedCookies?.[holdCookie]);
    if (enrollmentId === undefined) return;
    res.clearCookie(holdCookie, { path: holdCookiePath });
    try {
      await cancelHold(ctx, enrollmentId, courseId);
    } catch (error) {
      // The hold then ends with its session (the provider's expiry event, or the sweep).
      logger.error({ err: error, enrollmentId }, 'cancelled hold could not be released now');
    }
  }

  router.get(pageMetadata.checkout.path, async (req, res) => {
    if (req.query.courseId === undefined) return renderer.page(req, res, { meta: meta(req), body: <NoCourseSelected /> });
    const courseId = parseCourseId(req.query.courseId);
    const cancelled = req.query.cancelled === 'true';
    if (cancelled && courseId !== undefined) await releaseCancelledHold(req, res, courseId);
    const course = courseId === undefined ? undefined : await findCourse(db, courseId);
    const toast = cancelled ? toasts.paymentCancelled : undefined;
    // Back from the payment page without Cancel: the seat is theirs to pay for, even if it was the last.
    const held = !cancelled && course !== undefined ? await ownHold(req, course.id) : undefined;
    if (!course || (!openForEnrollment(course) && !held)) {
      return renderer.page(req, res, {
        meta: meta(req),
        body: <CourseFull course={course} />,
        status: course ? 200 : 404,
        toast,
      });
    }
    renderer.page(req, res, {
      // What they typed before comes back with the form.
      ...checkoutPage(
        req,
        course,
        { values: held ? { studentName: held.studentName, parentEmail: held.parentEmail } : {}, errors: {}, revalidate: false },
        held !== undefined,
      ),
      toast,
    });
  });

  // The form post names its course in the body; the form and its page are drawn around it.
  async function loadPostedCourse(req: Request, res: Response, next: () => void) {
    const body = req.body as { courseId?: unknown } | undefined;
    const courseId = parseCourseId(body?.courseId);
    const course = courseId === undefined ? undefined : await findCourse(db, courseId);
    if (!course) throw new HttpError(404, 'Course not found', { toast: toasts.checkoutFailed });
    res.locals.course = course;
    next();
  }

  router.post(pageMetadata.checkout.path, loadPostedCourse, checkout.submit);
  router.post(`${pageMetadata.checkout.path}/validate`, loadPostedCourse, checkout.validate);
  router.post('/api/enrollments/initiate', checkout.api);
  return router;
}
