import { Router } from 'express';
import { z } from 'zod';
import { PageHeader } from '../../views/components/PageHeader.tsx';
import { pageMetadata } from '../../views/content/page-metadata.ts';
import { breadcrumbJsonLd } from '../../views/content/structured-data.ts';
import { BlogPostNotFound } from '../../views/pages/BlogPostPage.tsx';
import type { AppContext } from '../context.ts';
import { findPostBySlug } from '../services/blog.ts';
import { infoPage } from './info-page.tsx';

const slugSchema = z.string().regex(/^[a-z0-9][a-z0-9-/]{0,199}$/);

/** The blog list and posts: cached pages, dropped when posts change. */
export function blogRoutes({ renderer, db }: AppContext): Router {
  const router = Router();

  router.get(pageMetadata.blog.path, infoPage(renderer, pageMetadata.blog));

  router.get('/blog/*slug', (req, res) =>
    renderer.cachedPage(req, res, async () => {
      const parsed = slugSchema.safeParse((req.params as { slug: string[] }).slug.join('/'));
      const post = parsed.success ? await findPostBySlug(db, parsed.data) : undefined;
      if (!post) {
        return {
          status: 404,
          meta: {
            title: `Post not found | ${pageMetadata.blog.heading}`,
            description: pageMetadata.blog.description,
            noindex: true,
          },
          body: <BlogPostNotFound />,
        };
      }
      const breadcrumb = [{ label: 'Blog', href: pageMetadata.blog.path }, { label: post.title }];
      return {
        meta: {
          title: `${post.title} | ${pageMetadata.blog.heading}`,
          description: post.excerpt || pageMetadata.blog.description,
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
