import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { breadcrumbJsonLd, homeJsonLd, localBusinessJsonLd, organizationJsonLd } from '../../views/content/structured-data.ts';
import { pages, type PageInfo } from '../../views/content/pages.ts';
import { site } from '../../views/content/site.ts';
import { PageHeader } from '../../views/components/PageHeader.tsx';
import { BlogPostNotFound } from '../../views/pages/BlogPostPage.tsx';
import { NoCourseSelected } from '../../views/pages/CheckoutPage.tsx';
import { NoPaymentSession } from '../../views/pages/EnrollmentSuccessPage.tsx';
import { HomePage } from '../../views/pages/HomePage.tsx';
import { InfoPage } from '../../views/pages/InfoPage.tsx';
import { ProgramsPage } from '../../views/pages/ProgramsPage.tsx';
import type { AppContext } from '../context.ts';
import { findPostBySlug } from '../services/blog.ts';
import { loadKidsCourses, nextSessionLabel } from '../services/courses.ts';

/** Pages whose content is static copy: rendered once per origin and served from cache. */
const staticPages: PageInfo[] = [
  pages.enroll,
  pages.contact,
  pages.professionals,
  pages.locations,
  pages.parents,
  pages.whyCoding,
  pages.resources,
  pages.scholarshipsPricing,
  pages.about,
  pages.ourStory,
  pages.instructors,
  pages.methodology,
  pages.blog,
  pages.faq,
  pages.scholarships,
  pages.startYourJourney,
  pages.importBlogs,
];

const campusJsonLd: Record<string, 'south-bay' | 'east-bay'> = {
  [pages.southBay.path]: 'south-bay',
  [pages.eastBay.path]: 'east-bay',
};

const slugSchema = z.string().regex(/^[a-z0-9][a-z0-9-/]{0,199}$/);

export function pageRoutes(ctx: AppContext): Router {
  const { renderer, db } = ctx;
  const router = Router();

  const infoPage = (req: Request, res: Response, info: PageInfo, extraJsonLd: object[] = []) =>
    renderer.cachedPage(req, res, () => ({
      meta: renderer.metaOf(req, info, extraJsonLd),
      body: <InfoPage info={info} />,
      cacheTags: ['static'],
    }));

  const kidsNextSession = async () => {
    const courses = await loadKidsCourses(db, ctx.logger);
    return { label: nextSessionLabel(courses, ctx.clock.now()), cacheTags: courses ? ['static', 'courses'] : undefined };
  };

  router.get('/', (req, res) =>
    renderer.cachedPage(req, res, async () => {
      const origin = renderer.originOf(req);
      const next = await kidsNextSession();
      return {
        meta: {
          title: `${site.foundationName} | AI Vibe Coding for Kids, Teens and Professionals`,
          description: site.defaultDescription,
          canonicalPath: '/',
          jsonLd: [organizationJsonLd(origin), ...homeJsonLd(origin)],
        },
        body: <HomePage nextSession={next.label} />,
        ...(next.cacheTags ? { cacheTags: next.cacheTags } : {}),
      };
    }),
  );

  router.get(pages.programs.path, (req, res) =>
    renderer.cachedPage(req, res, async () => {
      const next = await kidsNextSession();
      return {
        meta: renderer.metaOf(req, pages.programs),
        body: <ProgramsPage nextSession={next.label} />,
        ...(next.cacheTags ? { cacheTags: next.cacheTags } : {}),
      };
    }),
  );

  for (const info of staticPages) router.get(info.path, (req, res) => infoPage(req, res, info));
  for (const info of [pages.southBay, pages.eastBay]) {
    router.get(info.path, (req, res) =>
      infoPage(req, res, info, [localBusinessJsonLd(renderer.originOf(req), campusJsonLd[info.path]!)]),
    );
  }

  router.get('/checkout', (req, res) => {
    renderer.page(req, res, {
      meta: { title: pages.checkout.title, description: pages.checkout.description, canonicalPath: '/checkout', noindex: true },
      body: <NoCourseSelected />,
    });
  });

  router.get('/enrollment-success', (req, res) => {
    renderer.page(req, res, {
      meta: {
        title: pages.enrollmentSuccess.title,
        description: pages.enrollmentSuccess.description,
        canonicalPath: '/enrollment-success',
        noindex: true,
      },
      body: <NoPaymentSession />,
    });
  });

  router.get('/blog/*slug', (req, res) =>
    renderer.cachedPage(req, res, async () => {
      const raw = (req.params as { slug: string[] }).slug.join('/');
      const parsed = slugSchema.safeParse(raw);
      const post = parsed.success ? await findPostBySlug(db, parsed.data) : undefined;
      if (!post) {
        return {
          status: 404,
          meta: { title: `Post not found | ${pages.blog.heading}`, description: pages.blog.description, noindex: true },
          body: <BlogPostNotFound />,
        };
      }
      const breadcrumb = [{ label: 'Blog', href: '/blog' }, { label: post.title }];
      return {
        meta: {
          title: `${post.title} | ${pages.blog.heading}`,
          description: post.excerpt || pages.blog.description,
          canonicalPath: `/blog/${post.slug}`,
          ogType: 'article',
          ...(post.featuredImage ? { image: post.featuredImage } : {}),
          jsonLd: [breadcrumbJsonLd(renderer.originOf(req), breadcrumb)],
        },
        body: <PageHeader breadcrumb={breadcrumb} heading={post.title} lead={post.excerpt} />,
        cacheTags: ['blog'],
      };
    }),
  );

  return router;
}
