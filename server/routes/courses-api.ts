import { Router } from 'express';
import type { AppContext } from '../context.ts';
import type { Course } from '../domain/courses.ts';
import { HttpError } from '../http/errors.tsx';
import { findCourse, listProgramCourses } from '../services/courses.ts';
import { parseCourseId } from './course-id.ts';

/** The single-course answer (spec section 7): the course with its price as a number of dollars. */
const courseJson = (course: Course) => course;

/** The list's items: the spec has the price as a numeric string there ("675.00"). */
const courseListItemJson = (course: Course) => ({ ...course, price: course.price.toFixed(2) });

/** The course API. Read live: seat counts are never stale. */
export function coursesApiRoutes({ db }: AppContext): Router {
  const router = Router();

  router.get('/api/courses/program/:program', async (req, res) => {
    const courses = await listProgramCourses(db, req.params.program);
    res.set('Cache-Control', 'no-cache').json(courses.map(courseListItemJson));
  });

  router.get('/api/courses/:id', async (req, res) => {
    const id = parseCourseId(req.params.id);
    if (id === undefined) throw new HttpError(400, 'Invalid course id');
    const course = await findCourse(db, id);
    if (!course) throw new HttpError(404, 'Course not found');
    res.set('Cache-Control', 'no-cache').json(courseJson(course));
  });

  return router;
}
