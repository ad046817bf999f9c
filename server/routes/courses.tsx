import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import type { CourseLevel } from '../../db/schema.ts';
import { WaitlistDialog } from '../../views/components/WaitlistDialog.tsx';
import { LevelTabs, type LevelTabsProps } from '../../views/components/LevelTabs.tsx';
import { WaitlistForm, type WaitlistValues } from '../../views/components/WaitlistForm.tsx';
import { toasts } from '../../views/content/messages.ts';
import { pages } from '../../views/content/pages.ts';
import { KidsPage } from '../../views/pages/KidsPage.tsx';
import { WaitlistPage } from '../../views/pages/WaitlistPage.tsx';
import type { AppContext } from '../context.ts';
import { triggerToast, wantsFragment, redirectAfterPost } from '../http/htmx.ts';
import { writeRateLimit } from '../http/security.ts';
import {
  courseLevels,
  coursesOfLevel,
  findCourse,
  levelPrice,
  listProgramCourses,
  loadKidsCourses,
  nextSessionLabel,
  priceRange,
  toCourseListItem,
  type Course,
} from '../services/courses.ts';
import { formBoolean, lastValue, type FieldErrors } from '../services/validation.ts';
import { recordInterest, validateInterest } from '../services/waitlist.ts';

const courseIdSchema = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);
const levelSchema = z.enum(courseLevels as [CourseLevel, ...CourseLevel[]]).catch('beginner');

/** The id in the path, or undefined when it is not a positive whole number. */
function courseIdOf(req: Request): number | undefined {
  const parsed = courseIdSchema.safeParse(req.params.id);
  return parsed.success && parsed.data > 0 ? parsed.data : undefined;
}

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

export function courseRoutes(ctx: AppContext): Router {
  const { db, clock, renderer, logger } = ctx;
  const router = Router();
  const interestLimit = writeRateLimit({ limit: 10, windowMs: 10 * 60_000, countFailures: false });

  function levelTabsProps(courses: Course[] | null, level: CourseLevel): LevelTabsProps {
    const ofLevel = courses ? coursesOfLevel(courses, level, clock.now()) : null;
    return {
      levels: courseLevels,
      selected: level,
      courses: ofLevel,
      levelPrice: ofLevel ? levelPrice(ofLevel) : undefined,
      basePath: pages.kids.path,
    };
  }

  // ---- JSON API ----

  router.get('/api/courses/program/:program', async (req, res) => {
    const courses = await listProgramCourses(db, req.params.program);
    res.set('Cache-Control', 'no-cache').json(courses.map(toCourseListItem));
  });

  router.get('/api/courses/:id', async (req, res) => {
    const id = courseIdOf(req);
    if (id === undefined) return void res.status(400).json({ error: 'Invalid course id' });
    const course = await findCourse(db, id);
    if (!course) return void res.status(404).json({ error: 'Course not found' });
    res.set('Cache-Control', 'no-cache').json(course);
  });

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

  // ---- Pages and fragments ----

  router.get(pages.kids.path, async (req, res) => {
    const level = levelSchema.parse(req.query.level);
    if (wantsFragment(req)) {
      const courses = await loadKidsCourses(db, logger);
      renderer.fragment(res, <LevelTabs {...levelTabsProps(courses, level)} />);
      return;
    }
    await renderer.cachedPage(
      req,
      res,
      async () => {
        const courses = await loadKidsCourses(db, logger);
        return {
          meta: renderer.metaOf(req, pages.kids),
          body: (
            <KidsPage
              priceRange={priceRange(courses)}
              nextSession={nextSessionLabel(courses, clock.now())}
              tabs={levelTabsProps(courses, level)}
            />
          ),
          bundles: ['htmx', 'kids'],
          // Seat counts change the page: it is cached under 'courses' and dropped on any change.
          ...(courses ? { cacheTags: ['courses'] } : {}),
        };
      },
      level,
    );
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
