import { Router } from 'express';
import type { AppContext } from '../context.ts';
import type { Course } from '../../domain/courses.ts';
import { HttpError } from '../http/errors.tsx';
import { findCourse, listProgramCourses } from '../services/courses.ts';
import { parseCourseId } from './course-id.ts';

/**
 * The spec's fields as they are, plus `pricing`: the list price and the early bird that
 * applies today (percentage, last day, price after it), or null. The last class day is the
 * pages' own (the checkout's class accounts), not the API's.
 */
const withPricing = ({ earlyBird, endDate: _pagesOnly, ...course }: Course) => ({
  ...course,
  pricing: { listPrice: course.price, earlyBird: earlyBird ?? null },
});

/** The single-course answer (spec section 7): the course with its price as a number of dollars. */
const courseJson = (course: Course) => withPricing(course);

/** The list's items: the spec has the price as a numeric string there ("675.00"). */
const courseListItemJson = (course: Course) => ({ ...withPricing(course), price: course.price.toFixed(2) });

/**
 * The course API. Answers are cached like pages, under 'courses': any change to seats
 * or courses drops them (on every instance), so seat counts are never older than the
 * last change.
 */
export function coursesApiRoutes({ db, renderer, clock }: AppContext): Router {
  const router = Router();

  router.get('/api/courses/program/:program', async (req, res) => {
    await renderer.cachedJson(
      req,
      res,
      async () => {
        const courses = await listProgramCourses(db, req.params.program, clock.now());
        return { value: courses.map(courseListItemJson), cache: courses.length > 0 };
      },
      ['courses'],
    );
  });

  router.get('/api/courses/:id', async (req, res) => {
    const id = parseCourseId(req.params.id);
    if (id === undefined) throw new HttpError(400, 'Invalid course id');
    await renderer.cachedJson(
      req,
      res,
      async () => {
        const course = await findCourse(db, id, clock.now());
        if (!course) throw new HttpError(404, 'Course not found');
        return { value: courseJson(course), cache: true };
      },
      ['courses'],
    );
  });

  return router;
}
