import { Router } from 'express';
import { z } from 'zod';
import type { CourseLevel } from '../../db/schema.ts';
import { LevelTabs, type LevelTabsProps } from '../../views/components/LevelTabs.tsx';
import { pages } from '../../views/content/pages.ts';
import { KidsPage } from '../../views/pages/KidsPage.tsx';
import type { AppContext } from '../context.ts';
import { wantsFragment } from '../http/htmx.ts';
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
import { courseIdOf } from './course-id.ts';

const levelSchema = z.enum(courseLevels as [CourseLevel, ...CourseLevel[]]).catch('beginner');

/** The course API and the kids program page with its level tabs. */
export function courseRoutes(ctx: AppContext): Router {
  const { db, clock, renderer, logger } = ctx;
  const router = Router();

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

  return router;
}
