import { Router, type Response } from 'express';
import { WaitlistDialog } from '../../views/components/WaitlistDialog.tsx';
import { waitlistSubject, WaitlistForm } from '../../views/components/WaitlistForm.tsx';
import { emailSlipPurposes, messages, toasts } from '../../views/content/messages.ts';
import { pageMetadata } from '../../views/content/page-metadata.ts';
import { WaitlistPage } from '../../views/pages/WaitlistPage.tsx';
import type { AppContext } from '../context.ts';
import { courseLevels, type CourseLevel } from '../../domain/courses.ts';
import { interestSchema, levelOf, waitlistPath, type WaitlistTarget } from '../../domain/interest.ts';
import { HttpError } from '../http/errors.tsx';
import { formHandlers } from '../http/forms.ts';
import { sentFromPage, wantsFragment } from '../http/htmx.ts';
import { isApi } from '../http/respond.ts';
import { writeRateLimit } from '../http/security.ts';
import { findCourse } from '../services/courses.ts';
import { AlreadyEnrolled, OtherChildInLine, recordInterest } from '../services/waitlist.ts';
import { parseCourseId } from './course-id.ts';

const targetOf = (res: Response) => res.locals.waitlistTarget as WaitlistTarget;

const landingOf = (target: WaitlistTarget, position: number | undefined) =>
  target.kind === 'course'
    ? `${pageMetadata.kids.path}?level=${target.course.level}&joined=${target.course.id}${typeof position === 'number' ? `&place=${position}` : ''}#cohort-${target.course.id}`
    : `${pageMetadata.kids.path}?level=${target.level}#levels`;

/** The place taken, under the toast's words: with JavaScript the card's line says it too. */
const placeInLine = (target: WaitlistTarget, position: number | undefined) =>
  target.kind === 'course' && typeof position === 'number'
    ? { detail: messages.waitlistPlaceIn(position, target.course.name) }
    : {};
const isLevel = (raw: string): raw is CourseLevel => (courseLevels as readonly string[]).includes(raw);

/**
 * Express Interest (the waitlist): the JSON API, the dialog fragment, the page that
 * stands in for it without JavaScript, and the form post both of them send. A family
 * joins it for one course (/courses/:courseId/...) or, when a level has no cohorts
 * scheduled, for the level (/levels/:level/...).
 */
export function waitlistRoutes(ctx: AppContext): Router {
  const { db, clock, renderer, config, rateLimits } = ctx;
  const router = Router();
  // Only accepted submissions count, so a parent fixing typos is never locked out.
  const interestLimit = writeRateLimit({
    limit: 10,
    windowMs: 10 * 60_000,
    countFailures: false,
    store: rateLimits.storeFor('waitlist'),
  });

  // Every route below names a course or a level: the target is resolved once, here.
  router.param('courseId', async (req, res, next, raw: string) => {
    const id = parseCourseId(raw);
    if (id === undefined) throw new HttpError(isApi(req) ? 400 : 404, 'Invalid course id');
    const course = await findCourse(db, id, clock.now());
    if (!course) throw new HttpError(404, 'Course not found', { toast: toasts.interestFailed });
    res.locals.waitlistTarget = { kind: 'course', course } satisfies WaitlistTarget;
    next();
  });
  router.param('level', (_req, res, next, raw: string) => {
    if (!isLevel(raw)) throw new HttpError(404, 'Level not found', { toast: toasts.interestFailed });
    res.locals.waitlistTarget = { kind: 'level', level: raw } satisfies WaitlistTarget;
    next();
  });

  const interest = formHandlers(renderer, {
    schema: interestSchema,
    form: (_req, res, state) => <WaitlistForm target={targetOf(res)} {...state} />,
    page: (_req, res, state) => {
      const target = targetOf(res);
      const { name } = waitlistSubject(target);
      return {
        meta: {
          title: `Express Interest: ${name} | ${pageMetadata.kids.title}`,
          description: `Join the waitlist for ${name}.`,
          canonicalPath: waitlistPath(target),
          noindex: true,
        },
        body: <WaitlistPage target={target} offerHours={config.waitlistOfferHours} {...state} />,
        bundles: ['htmx', 'kids'],
      };
    },
    save: async (_req, res, input) => {
      try {
        return await recordInterest(db, clock, ctx.mail, targetOf(res), input, config.waitlistOfferHours);
      } catch (error) {
        const message =
          error instanceof OtherChildInLine
            ? messages.waitlistOtherChild(error.studentInLine)
            : error instanceof AlreadyEnrolled
              ? messages.waitlistAlreadyEnrolled(error.studentName)
              : undefined;
        if (message === undefined) throw error;
        throw new HttpError(422, message, { fields: { studentName: message } });
      }
    },
    // In the dialog the form resets and the dialog closes (waitlist:done). From its own page
    // (no JavaScript, or a link opened in a new tab) the family goes back to the level: a
    // form emptied in place, with nothing else on the page, would look as if it had failed.
    done: (req, res, result) => ({
      // Back to the joined cohort's card itself (the level's description first left it off screen;
      // the list's top left it under the toast on a phone).
      // With the cohort joined, so that page's card says so (a page without a script cannot).
      location: landingOf(targetOf(res), result?.position),
      toast: { ...toasts.interestRecorded, ...placeInLine(targetOf(res), result?.position) },
      htmx: sentFromPage(req, waitlistPath(targetOf(res))) ? 'redirect' : 'reset',
      // The place in line, for the card's lasting line (null while the entry holds an offer).
      events: [{ name: 'waitlist:done', detail: { position: result?.position ?? null } }],
    }),
    // The spec's answer, with the family's place in line (null while their entry holds an offer).
    json: (result) => ({ status: 201, body: { message: 'Interest recorded', position: result?.position ?? null } }),
    failed: toasts.interestFailed,
    secureCookies: config.isProduction,
    emailSlip: { field: 'parentEmail', purpose: emailSlipPurposes.waitlist },
  });

  const forms = ['/courses/:courseId/express-interest', '/levels/:level/express-interest'];
  router.post(
    forms.map((path) => `/api${path}`),
    interestLimit,
    interest.api,
  );
  // Join Waitlist: the dialog for htmx, the page without JavaScript.
  router.get(forms, (req, res, next) => {
    if (wantsFragment(req))
      return renderer.fragment(req, res, <WaitlistDialog target={targetOf(res)} offerHours={config.waitlistOfferHours} />);
    interest.showPage(req, res, next);
  });
  router.post(forms, interestLimit, interest.submit);
  router.post(
    forms.map((path) => `${path}/validate`),
    interest.validate,
  );
  return router;
}
