import { Router } from 'express';
import { z } from 'zod';
import { LevelTabs, type LevelTabsProps } from '../../views/components/LevelTabs.tsx';
import { pageMetadata } from '../../views/content/page-metadata.ts';
import { KidsPage } from '../../views/pages/KidsPage.tsx';
import type { AppContext } from '../context.ts';
import { courseLevels, type Course, type CourseLevel } from '../../domain/courses.ts';
import { databaseRetryAfterSeconds } from '../http/errors.tsx';
import { wantsFragment } from '../http/htmx.ts';
import { coursesOfLevel, levelPrice, loadKidsCourses, nextSessionStart, priceRange } from '../services/courses.ts';

const levelSchema = z.enum(courseLevels).catch('beginner');

/** The kids program page with its level tabs: a cached page, or the tabs block alone for htmx. */
export function kidsRoutes(ctx: AppContext): Router {
  const { db, clock, renderer, logger } = ctx;
  const router = Router();

  function levelTabsProps(courses: Course[] | null, level: CourseLevel): LevelTabsProps {
    const ofLevel = courses ? coursesOfLevel(courses, level, clock.now()) : null;
    return {
      levels: courseLevels,
      selected: level,
      courses: ofLevel,
      levelPrice: ofLevel ? levelPrice(ofLevel) : undefined,
      basePath: pageMetadata.kids.path,
    };
  }

  router.get(pageMetadata.kids.path, async (req, res) => {
    const level = levelSchema.parse(req.query.level);
    if (wantsFragment(req)) {
      const courses = await loadKidsCourses(db, logger, clock.now());
      return renderer.fragment(req, res, <LevelTabs {...levelTabsProps(courses, level)} />);
    }
    await renderer.cachedPage(
      req,
      res,
      async () => {
        const courses = await loadKidsCourses(db, logger, clock.now());
        return {
          meta: renderer.metaOf(req, pageMetadata.kids),
          body: (
            <KidsPage
              priceRange={priceRange(courses)}
              nextSession={nextSessionStart(courses, clock.now())}
              tabs={levelTabsProps(courses, level)}
            />
          ),
          bundles: ['htmx', 'kids'],
          // Seat counts change the page: it is cached under 'courses' and dropped on any change.
          // Without them (the database out of reach) it is the spec's 'Coming Soon', as a 503.
          ...(courses ? { cacheTags: ['courses'] } : { status: 503, retryAfter: databaseRetryAfterSeconds }),
        };
      },
      level,
    );
  });

  return router;
}
