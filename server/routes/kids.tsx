import { earlyBirdOpenNow } from '../services/prices.ts';
import { Router } from 'express';
import { z } from 'zod';
import { LevelTabs, type LevelTabsProps } from '../../views/components/LevelTabs.tsx';
import { pageMetadata } from '../../views/content/page-metadata.ts';
import { KidsPage } from '../../views/pages/KidsPage.tsx';
import type { AppContext } from '../context.ts';
import { courseLevels, type Course, type CourseLevel } from '../../domain/courses.ts';
import { databaseRetryAfterSeconds } from '../http/errors.tsx';
import { hasFlash } from '../http/flash.ts';
import { wantsFragment } from '../http/htmx.ts';
import { coursesOfLevel, levelPrice, loadKidsCourses, nextSessionStart, priceRange } from '../services/courses.ts';

const levelSchema = z.enum(courseLevels).catch('beginner');
const joinedSchema = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional().catch(undefined);
const placeSchema = z.coerce.number().int().min(1).max(100_000).nullable().catch(null);

/** The kids program page with its level tabs: a cached page, or the tabs block alone for htmx. */
export function kidsRoutes(ctx: AppContext): Router {
  const { db, clock, renderer, logger } = ctx;
  const router = Router();

  /** The level's tabs and cohorts, with the early bird open now (the cohorts' note says which it covers). */
  async function levelTabsProps(courses: Course[] | null, level: CourseLevel): Promise<LevelTabsProps> {
    const ofLevel = courses ? coursesOfLevel(courses, level, clock.now()) : null;
    const earlyBird = courses ? await earlyBirdOpenNow(db, clock.now()) : undefined;
    return {
      levels: courseLevels,
      selected: level,
      courses: ofLevel,
      levelPrice: ofLevel ? levelPrice(ofLevel) : undefined,
      basePath: pageMetadata.kids.path,
      ...(earlyBird ? { earlyBird } : {}),
    };
  }

  const kidsPage = (courses: Course[] | null, tabs: LevelTabsProps) => (
    <KidsPage priceRange={priceRange(courses)} nextSession={nextSessionStart(courses, clock.now())} tabs={tabs} />
  );

  router.get(pageMetadata.kids.path, async (req, res) => {
    const level = levelSchema.parse(req.query.level);
    if (wantsFragment(req)) {
      const courses = await loadKidsCourses(db, logger, clock.now());
      return renderer.fragment(req, res, <LevelTabs {...await levelTabsProps(courses, level)} />);
    }
    // Back from a plain waitlist post (?joined=id&place=n, with the post's one-time toast): the card
    // says the family is in line, and where, as the script says it after the dialog; that page is the family's
    // own, so it is not cached. Without the toast's signed cookie (a link passed on, a reload)
    // it is the page everyone gets: an address alone never claims a place in line.
    const joined = joinedSchema.parse(req.query.joined);
    if (joined !== undefined && hasFlash(req)) {
      const courses = await loadKidsCourses(db, logger, clock.now());
      return renderer.page(req, res, {
        meta: { ...renderer.metaOf(req, pageMetadata.kids), noindex: true },
        body: kidsPage(courses, {
          ...(await levelTabsProps(courses, level)),
          joined: { courseId: joined, place: placeSchema.parse(req.query.place ?? null) },
        }),
        bundles: ['htmx', 'kids'],
        personal: true,
      });
    }
    await renderer.cachedPage(
      req,
      res,
      async () => {
        const courses = await loadKidsCourses(db, logger, clock.now());
        return {
          meta: renderer.metaOf(req, pageMetadata.kids),
          body: kidsPage(courses, await levelTabsProps(courses, level)),
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
