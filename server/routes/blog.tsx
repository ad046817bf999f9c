import { Router } from 'express';
import { z } from 'zod';
import { blogCopy } from '../../views/content/blog.ts';
import { pageMetadata } from '../../views/content/page-metadata.ts';
import { blogPostingJsonLd, breadcrumbJsonLd } from '../../views/content/structured-data.ts';
import { BlogListPage } from '../../views/pages/BlogListPage.tsx';
import { BlogPostNotFound, BlogPostPage } from '../../views/pages/BlogPostPage.tsx';
import type { AppContext } from '../context.ts';
import { isDatabaseUnavailable } from '../../db/faults.ts';
import { databaseRetryAfterSeconds, HttpError } from '../http/errors.tsx';
import type { HeadMeta } from '../http/render.tsx';
import { findPostBySlug, listPosts } from '../services/blog.ts';
import { renderMarkdown } from '../services/markdown.ts';
import { atomFeed } from './blog-feed.ts';

const slugSchema = z.string().regex(/^[a-z0-9][a-z0-9-/]{0,199}$/);
const feedPath = '/blog/feed.xml';
const blog = pageMetadata.blog;

/**
 * The blog: the list and each post as cached pages (dropped when posts change), the
 * Atom feed, and the JSON API (GET /api/blogs, GET /api/blogs/{slug}).
 */
export function blogRoutes({ renderer, db }: AppContext): Router {
  const router = Router();
  const feed = { title: blogCopy.feedTitle, href: feedPath };
  const findPost = async (raw: string) => {
    const parsed = slugSchema.safeParse(raw);
    return parsed.success ? findPostBySlug(db, parsed.data) : undefined;
  };

  router.get('/api/blogs', async (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(await listPosts(db));
  });
  router.get('/api/blogs/*slug', async (req, res) => {
    const post = await findPost(req.params.slug.join('/'));
    if (!post) throw new HttpError(404, 'Post not found');
    res.set('Cache-Control', 'no-cache').json(post);
  });

  router.get(feedPath, async (req, res) => {
    const xml = atomFeed(
      renderer.originOf(req),
      { title: blogCopy.feedTitle, subtitle: blogCopy.tagline, path: feedPath },
      await listPosts(db),
    );
    res.set('Cache-Control', 'no-cache').type('application/atom+xml').send(xml);
  });

  router.get(blog.path, (req, res) =>
    renderer.cachedPage(req, res, async () => {
      const meta = { ...renderer.metaOf(req, blog), feed };
      try {
        return { meta, body: <BlogListPage posts={await listPosts(db)} />, cacheTags: ['blog'] };
      } catch (error) {
        // The spec's message in the page, never a bare error page; not cached, so the next visit tries again.
        req.log.error({ err: error }, 'blog posts could not be loaded');
        return { meta, body: <BlogListPage posts={[]} failed />, status: 503, retryAfter: databaseRetryAfterSeconds };
      }
    }),
  );

  router.get('/blog/*slug', (req, res) =>
    renderer.cachedPage(req, res, async () => {
      let post: Awaited<ReturnType<typeof findPost>>;
      try {
        post = await findPost(req.params.slug.join('/'));
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        // The spec: a post that cannot be loaded reads 'Post not found'; a 503, never cached.
        req.log.error({ err: error }, 'blog post could not be loaded');
        return {
          status: 503,
          retryAfter: databaseRetryAfterSeconds,
          meta: { title: `${blogCopy.notFound.heading} | ${blogCopy.name}`, description: blog.description, noindex: true },
          body: <BlogPostNotFound />,
        };
      }
      if (!post) {
        return {
          status: 404,
          meta: { title: `${blogCopy.notFound.heading} | ${blogCopy.name}`, description: blog.description, noindex: true },
          body: <BlogPostNotFound />,
          cacheTags: ['blog'],
        };
      }
      const origin = renderer.originOf(req);
      const meta: HeadMeta = {
        title: `${post.title} | ${blogCopy.name}`,
        description: post.excerpt || blog.description,
        canonicalPath: `/blog/${post.slug}`,
        ogType: 'article',
        ...(post.featuredImage ? { image: post.featuredImage } : {}),
        jsonLd: [
          breadcrumbJsonLd(origin, [{ label: 'Blog', href: blog.path }, { label: post.title }]),
          blogPostingJsonLd(origin, post),
        ],
        feed,
      };
      // Two other posts to read next, newest first (the page is dropped with the blog's tag when posts change).
      const morePosts = (await listPosts(db)).filter((other) => other.slug !== post.slug).slice(0, 2);
      return {
        meta,
        body: <BlogPostPage post={post} bodyHtml={renderMarkdown(post.content)} morePosts={morePosts} />,
        cacheTags: ['blog'],
      };
    }),
  );

  return router;
}
