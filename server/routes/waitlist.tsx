import { Router, type Request, type Response } from 'express';
import { WaitlistDialog } from '../../views/components/WaitlistDialog.tsx';
import { WaitlistForm, type WaitlistValues } from '../../views/components/WaitlistForm.tsx';
import { toasts } from '../../views/content/messages.ts';
import { pages } from '../../views/content/pages.ts';
import { WaitlistPage } from '../../views/pages/WaitlistPage.tsx';
import type { AppContext } from '../context.ts';
import { redirectAfterPost, triggerToast, wantsFragment } from '../http/htmx.ts';
import { writeRateLimit } from '../http/security.ts';
import { findCourse, type Course } from '../services/courses.ts';
import { formBoolean, lastValue, type FieldErrors } from '../services/validation.ts';
import { recordInterest, validateInterest } from '../services/waitlist.ts';
import { courseIdOf } from './course-id.ts';

/** What an HTML form posted, in the shape the interest schema reads. */
function interestFromForm(body: Record<string, unknown>): Record<string, unknown> {
  const fields = ['parentName', 'parentEmail', 'parentPhone', 'studentName', 'studentGrade', 'message', 'courseName'];
  const input: Record<string, unknown> = Object.fromEntries(fields.map((f) => [f, lastValue(body[f]) ?? '']));
  const interested = formBoolean(body.interestedInFutureCamps);
  if (interested !== undefined) input.interestedInFutureCamps = interested;
  return input;
}

function formValues(input: Record<string, unknown>): WaitlistValues {
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return {
    parentName: str(input.parentName),
    parentEmail: str(input.parentEmail),
    parentPhone: str(input.parentPhone),
    studentName: str(input.studentName),
    studentGrade: str(input.studentGrade),
    message: str(input.message),
    interestedInFutureCamps: typeof input.interestedInFutureCamps === 'boolean' ? input.interestedInFutureCamps : undefined,
  };
}

/**
 * Express Interest (the waitlist): the JSON API, the dialog fragment, the page that
 * stands in for it without JavaScript, and the form post both of them send.
 */
export function waitlistRoutes(ctx: AppContext): Router {
  const { db, clock, renderer, logger } = ctx;
  const router = Router();
  // Only accepted submissions count, so a parent fixing typos is never locked out.
  const interestLimit = writeRateLimit({ limit: 10, windowMs: 10 * 60_000, countFailures: false });

  router.post('/api/courses/:id/express-interest', interestLimit, async (req, res) => {
    const id = courseIdOf(req);
    if (id === undefined) return void res.status(400).json({ error: 'Invalid course id' });
    const body: unknown = req.body;
    if (typeof body !== 'object' || body === null || Array.isArray(body) || !req.is('application/json')) {
      return void res.status(415).json({ error: 'Send a JSON object with Content-Type: application/json' });
    }
    if ((body as Record<string, unknown>).website) {
      return void res.status(201).json({ message: 'Interest recorded' }); // honeypot: pretend, store nothing
    }
    const checked = validateInterest(body);
    if (!checked.ok) return void res.status(400).json({ error: 'Invalid input', fields: checked.errors });
    const result = await recordInterest(db, clock, id, checked.data);
    if (result.outcome === 'course-not-found') return void res.status(404).json({ error: 'Course not found' });
    res.status(201).json({ message: 'Interest recorded' });
  });

  const waitlistBreadcrumb = [
    { label: 'Programs', href: '/programs' },
    { label: 'Kids Vibe Coding', href: pages.kids.path },
    { label: 'Express Interest' },
  ];

  function renderWaitlistPage(
    req: Request,
    res: Response,
    course: Course,
    values: WaitlistValues,
    errors: FieldErrors,
    status = 200,
    toast?: typeof toasts.interestFailed,
  ) {
    renderer.page(req, res, {
      status,
      meta: {
        title: `Express Interest: ${course.name} | ${pages.kids.title}`,
        description: `Join the waitlist for ${course.name}.`,
        canonicalPath: `/courses/${course.id}/express-interest`,
        noindex: true,
      },
      body: <WaitlistPage course={course} values={values} errors={errors} breadcrumb={waitlistBreadcrumb} />,
      bundles: ['htmx', 'kids'],
      ...(toast ? { toast } : {}),
    });
  }

  router.get('/courses/:id/express-interest', async (req, res, next) => {
    const id = courseIdOf(req);
    const course = id === undefined ? undefined : await findCourse(db, id);
    if (!course) {
      if (wantsFragment(req)) {
        triggerToast(res, toasts.interestFailed);
        return void res.status(404).end();
      }
      return next(); // the 404 page
    }
    if (wantsFragment(req)) return renderer.fragment(res, <WaitlistDialog course={course} />);
    renderWaitlistPage(req, res, course, {}, {});
  });

  router.post('/courses/:id/express-interest/validate', async (req, res) => {
    const id = courseIdOf(req);
    const course = id === undefined ? undefined : await findCourse(db, id);
    if (!course) return void res.status(404).end();
    const input = interestFromForm(req.body ?? {});
    const checked = validateInterest(input);
    renderer.fragment(
      res,
      <WaitlistForm course={course} values={formValues(input)} errors={checked.ok ? {} : checked.errors} revalidate />,
    );
  });

  router.post('/courses/:id/express-interest', interestLimit, async (req, res, next) => {
    const id = courseIdOf(req);
    const course = id === undefined ? undefined : await findCourse(db, id);
    const fragment = wantsFragment(req);
    if (!course) {
      if (fragment) {
        triggerToast(res, toasts.interestFailed);
        return void res.status(404).end();
      }
      return next();
    }
    const body = (req.body ?? {}) as Record<string, unknown>;
    const input = interestFromForm(body);
    const values = formValues(input);
    const succeed = () => {
      if (!fragment) {
        return redirectAfterPost(req, res, `${pages.kids.path}?level=${course.level}#levels`, {
          toast: toasts.interestRecorded,
          secureCookies: ctx.config.isProduction,
        });
      }
      // A fresh form replaces the filled one (the form resets) and the dialog closes.
      triggerToast(res, toasts.interestRecorded, ['waitlist:done']);
      renderer.fragment(res, <WaitlistForm course={course} values={{}} errors={{}} revalidate={false} />);
    };

    if (lastValue(body.website)) return succeed(); // honeypot: pretend, store nothing

    const checked = validateInterest(input);
    if (!checked.ok) {
      if (fragment) {
        return renderer.fragment(res, <WaitlistForm course={course} values={values} errors={checked.errors} revalidate />, 422);
      }
      return renderWaitlistPage(req, res, course, values, checked.errors, 422);
    }
    try {
      await recordInterest(db, clock, course.id, checked.data);
    } catch (error) {
      logger.error('interest could not be recorded', {
        courseId: course.id,
        error: error instanceof Error ? error.message : String(error),
      });
      if (fragment) {
        triggerToast(res, toasts.interestFailed);
        return void res.status(500).end();
      }
      return renderWaitlistPage(req, res, course, values, {}, 500, toasts.interestFailed);
    }
    succeed();
  });

  return router;
}
