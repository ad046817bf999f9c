import { Router } from 'express';
import { pageMetadata } from '../../views/content/page-metadata.ts';
import { site } from '../../views/content/site.ts';
import { homeJsonLd, localBusinessJsonLd, organizationJsonLd } from '../../views/content/structured-data.ts';
import { HomePage } from '../../views/pages/HomePage.tsx';
import { ProgramsPage } from '../../views/pages/ProgramsPage.tsx';
import type { AppContext } from '../context.ts';
import { loadKidsCourses, nextSessionStart } from '../services/courses.ts';
import { infoPage } from './info-page.tsx';

/** The content pages: home, programs, locations, parents, about, FAQ and the other pages of copy. */
const contentPages = [
  pageMetadata.professionals,
  pageMetadata.locations,
  pageMetadata.parents,
  pageMetadata.whyCoding,
  pageMetadata.resources,
  pageMetadata.scholarshipsPricing,
  pageMetadata.about,
  pageMetadata.ourStory,
  pageMetadata.instructors,
  pageMetadata.methodology,
  pageMetadata.faq,
  pageMetadata.scholarships,
  pageMetadata.startYourJourney,
];

const campuses = [
  [pageMetadata.southBay, 'south-bay'],
  [pageMetadata.eastBay, 'east-bay'],
] as const;

export function pageRoutes(ctx: AppContext): Router {
  const { renderer, db, clock, logger } = ctx;
  const router = Router();

  /** Home and /programs show the kids program's next session: cached under 'courses' too. */
  const kidsNextSession = async () => {
    const courses = await loadKidsCourses(db, logger);
    return { start: nextSessionStart(courses, clock.now()), ...(courses ? { cacheTags: ['static', 'courses'] } : {}) };
  };

  router.get('/', (req, res) =>
    renderer.cachedPage(req, res, async () => {
      const origin = renderer.originOf(req);
      const { start, ...caching } = await kidsNextSession();
      return {
        meta: {
          title: `${site.foundationName} | AI Vibe Coding for Kids, Teens and Professionals`,
          description: site.defaultDescription,
          canonicalPath: '/',
          jsonLd: [organizationJsonLd(origin), ...homeJsonLd(origin)],
        },
        body: <HomePage nextSession={start} />,
        ...caching,
      };
    }),
  );

  router.get(pageMetadata.programs.path, (req, res) =>
    renderer.cachedPage(req, res, async () => {
      const { start, ...caching } = await kidsNextSession();
      return { meta: renderer.metaOf(req, pageMetadata.programs), body: <ProgramsPage nextSession={start} />, ...caching };
    }),
  );

  for (const info of contentPages) router.get(info.path, infoPage(renderer, info));
  for (const [info, campus] of campuses) {
    router.get(
      info.path,
      infoPage(renderer, info, (req) => [localBusinessJsonLd(renderer.originOf(req), campus)]),
    );
  }

  return router;
}
