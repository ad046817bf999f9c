import { Router } from 'express';
import type { ReactElement } from 'react';
import { faqJsonLd, faqPage } from '../../views/content/faq.ts';
import { pageMetadata, type PageMetadata } from '../../views/content/page-metadata.ts';
import {
  AboutBody,
  InstructorBand,
  InstructorsBody,
  MethodologyBody,
  OurStoryBody,
  OurStoryMilestones,
} from '../../views/pages/content/AboutPages.tsx';
import { FaqBody } from '../../views/pages/content/FaqPage.tsx';
import { HighSchoolBody } from '../../views/pages/content/HighSchoolPage.tsx';
import { PrivacyBody, TermsBody } from '../../views/pages/content/LegalPages.tsx';
import { CampusBody, LocationsBody } from '../../views/pages/content/LocationsPages.tsx';
import {
  ParentsBody,
  PricePlans,
  ResourcesBody,
  ScholarshipsPricingBody,
  WhyCodingBody,
} from '../../views/pages/content/ParentsPages.tsx';
import { ProfessionalsBody } from '../../views/pages/content/ProfessionalsPage.tsx';
import { ScholarshipsBody } from '../../views/pages/content/ScholarshipsPage.tsx';
import { StartYourJourneyBody } from '../../views/pages/content/StartYourJourneyPage.tsx';
import {
  aboutFigures,
  campusMap,
  faqExchange,
  highSchoolAtAGlance,
  locationsMap,
  methodologyHeaderWork,
  professionalsHeaderWork,
  resourcesHeaderWork,
  scholarshipsFigures,
  whyCodingHeaderWork,
} from '../../views/content/page-asides.ts';
import { professionals } from '../../views/content/professionals.ts';
import { site } from '../../views/content/site.ts';
import { startYourJourney } from '../../views/content/start-your-journey.ts';
import { FactPanel } from '../../views/components/FactPanel.tsx';
import { LargeQuote } from '../../views/components/LargeQuote.tsx';
import { ProgramChooser } from '../../views/components/ProgramChooser.tsx';
import { QuestionAndReply } from '../../views/components/QuestionAndReply.tsx';
import { parentsHub } from '../../views/content/parents.ts';
import { WorkFigure } from '../../views/components/StudentWork.tsx';
import { homeJsonLd, localBusinessJsonLd, organizationJsonLd } from '../../views/content/structured-data.ts';
import { HomePage } from '../../views/pages/HomePage.tsx';
import { ProgramsPage } from '../../views/pages/ProgramsPage.tsx';
import type { AppContext } from '../context.ts';
import { coursesAtCampus, loadKidsCourses, nextSessionStart } from '../services/courses.ts';
import { earlyBirdOpenNow } from '../services/prices.ts';
import { isDemoProvider } from '../payments/demo.ts';
import { infoPage, type InfoPageOptions } from './info-page.tsx';
import { CampusMap } from '../../views/components/CampusMap.tsx';
import { locationsCopy } from '../../views/content/locations.ts';
import { closings } from '../../views/content/closings.ts';
import { FigurePanel } from '../../views/components/FigurePanel.tsx';

/** A header's side on a wide screen only: on a phone the page's own content comes first. */
const sideOf = (aside: ReactElement): Pick<InfoPageOptions, 'aside' | 'asideOnPhone'> => ({ aside, asideOnPhone: false });
/** A picture of students' work beside the heading: on a phone, small under the lead (a first screen of words alone read as bare). */
const pictureOf = (aside: ReactElement): Pick<InfoPageOptions, 'aside' | 'asideOnPhone'> => ({ aside, asideOnPhone: 'strip' });

/**
 * The pages of copy: each one's metadata, its body under the header, and its extra
 * structured data. Pages whose body closes with its own actions skip the call to action.
 * The FAQ and the terms say how to cancel, which depends on whether mail can be sent; the
 * terms, how long a waitlist offer holds its seat.
 */
const contentPages = ({
  mailEnabled,
  demoPayments,
  offerHours,
}: {
  mailEnabled: boolean;
  demoPayments: boolean;
  offerHours: number;
}): [PageMetadata, InfoPageOptions][] => [
  [
    pageMetadata.professionals,
    {
      body: <ProfessionalsBody />,
      aside: <WorkFigure {...professionalsHeaderWork} />,
      action: professionals.overview.actions.apply,
      cta: professionals.closing,
    },
  ],
  // Its facts on a phone too: cost, length and how to join are what a parent opens it for.
  [pageMetadata.highSchool, { body: <HighSchoolBody />, aside: <FactPanel {...highSchoolAtAGlance} />, cta: false }],
  // Its closing panel holds its own Register Now and View FAQ (the spec's), not the usual three.
  [
    pageMetadata.startYourJourney,
    {
      body: <StartYourJourneyBody />,
      aside: <ProgramChooser {...startYourJourney.chooser} />,
      cta: {
        heading: startYourJourney.actions.heading,
        text: startYourJourney.actions.text,
        links: [startYourJourney.actions.register, startYourJourney.actions.faq],
      },
    },
  ],
  // The map shows on a phone too (under the lead): where the campuses are is what a parent
  // opens this page for.
  [
    pageMetadata.locations,
    {
      body: <LocationsBody />,
      aside: <CampusMap {...locationsMap} />,
      action: locationsCopy.headerAction,
      cta: { heading: locationsCopy.visit.heading, text: locationsCopy.visit.lead },
    },
  ],
  [
    pageMetadata.parents,
    {
      body: <ParentsBody mailEnabled={mailEnabled} />,
      aside: <LargeQuote testimonial={parentsHub.quote} />,
      cta: closings.parents,
    },
  ],
  [
    pageMetadata.whyCoding,
    { body: <WhyCodingBody />, ...pictureOf(<WorkFigure {...whyCodingHeaderWork} />), cta: closings.whyCoding },
  ],
  [
    pageMetadata.resources,
    { body: <ResourcesBody />, ...pictureOf(<WorkFigure {...resourcesHeaderWork} />), cta: closings.resources },
  ],
  // The figures are the hub's only ones (its body is three cards): shown on a phone too, two by two.
  [pageMetadata.about, { body: <AboutBody />, aside: <FigurePanel {...aboutFigures} />, cta: closings.about }],
  // Its own opening: the milestones across the header, not a panel or a picture beside it.
  [pageMetadata.ourStory, { body: <OurStoryBody />, band: <OurStoryMilestones />, cta: closings.ourStory }],
  [pageMetadata.instructors, { body: <InstructorsBody />, band: <InstructorBand />, cta: closings.instructors }],
  [
    pageMetadata.methodology,
    { body: <MethodologyBody />, ...pictureOf(<WorkFigure {...methodologyHeaderWork} />), cta: closings.methodology },
  ],
  [
    pageMetadata.faq,
    {
      body: <FaqBody mailEnabled={mailEnabled} />,
      ...sideOf(<QuestionAndReply {...faqExchange} />),
      jsonLd: () => [faqJsonLd()],
      cta: faqPage.more,
    },
  ],
  [
    pageMetadata.scholarships,
    {
      body: <ScholarshipsBody offerHours={offerHours} />,
      aside: <FigurePanel {...scholarshipsFigures} />,
      cta: closings.scholarships,
    },
  ],
  [
    pageMetadata.terms,
    { body: <TermsBody mailEnabled={mailEnabled} offerHours={offerHours} demoPayments={demoPayments} />, cta: false },
  ],
  [pageMetadata.privacy, { body: <PrivacyBody demoPayments={demoPayments} />, cta: false }],
];

export function pageRoutes(ctx: AppContext): Router {
  const { renderer, db, clock, logger } = ctx;
  const router = Router();

  /** Home and /programs show the kids program's next session: cached under 'courses' too. */
  const kidsNextSession = async () => {
    const courses = await loadKidsCourses(db, logger, clock.now());
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
        bundles: ['home'],
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

  for (const [info, options] of contentPages({
    mailEnabled: ctx.mail.enabled,
    demoPayments: isDemoProvider(ctx.payments),
    offerHours: ctx.config.waitlistOfferHours,
  }))
    router.get(info.path, infoPage(renderer, info, options));

  /** The pricing page opens on its prices, with the early bird open today: cached under 'courses' too, as a price change or a new day ends it. */
  router.get(
    pageMetadata.scholarshipsPricing.path,
    infoPage(renderer, pageMetadata.scholarshipsPricing, {
      cta: closings.pricing,
      load: async () => ({
        band: <PricePlans earlyBird={await earlyBirdOpenNow(db, clock.now())} />,
        body: <ScholarshipsPricingBody />,
        cacheTags: ['static', 'courses'],
      }),
    }),
  );

  /** Each campus with its own cohorts: cached under 'courses' too, as their seats change. */
  for (const campus of site.campuses) {
    const info = campus.id === 'south-bay' ? pageMetadata.southBay : pageMetadata.eastBay;
    router.get(
      info.path,
      infoPage(renderer, info, {
        aside: <CampusMap {...campusMap(campus.id)} />,
        action: locationsCopy.campusPage.headerAction(campus.area),
        cta: closings.campus(campus.city, campus.area),
        jsonLd: (origin) => [localBusinessJsonLd(origin, campus.id)],
        bundles: ['htmx', 'kids'],
        load: async () => {
          const courses = await loadKidsCourses(db, logger, clock.now());
          return {
            body: <CampusBody campusId={campus.id} cohorts={courses && coursesAtCampus(courses, campus.id, clock.now())} />,
            // Without the courses the page says so, and is not kept.
            ...(courses ? { cacheTags: ['static', 'courses'] } : {}),
          };
        },
      }),
    );
  }

  return router;
}
