import { Router, type Response } from 'express';
import { WaitlistDialog } from '../../views/components/WaitlistDialog.tsx';
import { WaitlistForm } from '../../views/components/WaitlistForm.tsx';
import { toasts } from '../../views/content/messages.ts';
import { pageMetadata } from '../../views/content/page-metadata.ts';
import { WaitlistPage } from '../../views/pages/WaitlistPage.tsx';
import type { AppContext } from '../context.ts';
import type { Course } from '../domain/courses.ts';
import { interestSchema } from '../domain/interest.ts';
import { HttpError } from '../http/errors.tsx';
import { formHandlers } from '../http/forms.ts';
import { wantsFragment } from '../http/htmx.ts';
import { isApi } from '../http/respond.ts';
import { writeRateLimit } from '../http/security.ts';
import { findCourse } from '../services/courses.ts';
import { recordInterest } from '../services/waitlist.ts';
import { parseCourseId } from './course-id.ts';

const courseOf = (res: Response) => res.locals.course as Course;

/**
 * Express Interest (the waitlist): the JSON API, the dialog fragment, the page that
 * stands in for it without JavaScript, and the form post both of them send.
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

  // Every route below names a course: it is loaded once, here.
  router.param('courseId', async (req, res, next, raw: string) => {
    const id = parseCourseId(raw);
    if (id === undefined) throw new HttpError(isApi(req) ? 400 : 404, 'Invalid course id');
    const course = await findCourse(db, id);
    if (!course) throw new HttpError(404, 'Course not found', { toast: toasts.interestFailed });
    res.locals.course = course;
    next();
  });

  const interest = formHandlers(renderer, {
    schema: interestSchema,
    form: (_req, res, state) => <WaitlistForm course={courseOf(res)} {...state} />,
    page: (req, res, state) => {
      const course = courseOf(res);
      return {
        meta: {
          title: `Express Interest: ${course.name} | ${pageMetadata.kids.title}`,
          description: `Join the waitlist for ${course.name}.`,
          canonicalPath: `/courses/${course.id}/express-interest`,
          noindex: true,
        },
        body: <WaitlistPage course={course} {...state} />,
        bundles: ['htmx', 'kids'],
      };
    },
    save: (_req, res, input) => recordInterest(db, clock, courseOf(res), input),
    // The form resets and the dialog closes (waitlist:done); without JavaScript, back to the course's level.
    done: (_req, res) => ({
      location: `${pageMetadata.kids.path}?level=${courseOf(res).level}#levels`,
      toast: toasts.interestRecorded,
      htmx: 'reset',
      events: ['waitlist:done'],
    }),
    json: () => ({ status: 201, body: { message: 'Interest recorded' } }),
    failed: toasts.interestFailed,
    secureCookies: config.isProduction,
  });

  router.post('/api/courses/:courseId/express-interest', interestLimit, interest.api);
  // Join Waitlist: the dialog for htmx, the page without JavaScript.
  router.get('/courses/:courseId/express-interest', (req, res, next) => {
    if (wantsFragment(req)) return renderer.fragment(res, <WaitlistDialog course={courseOf(res)} />);
    interest.showPage(req, res, next);
  });
  router.post('/courses/:courseId/express-interest', interestLimit, interest.submit);
  router.post('/courses/:courseId/express-interest/validate', interest.validate);
  return router;
}
