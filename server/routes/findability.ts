import { Router } from 'express';
import { pageMetadata, type PageMetadata } from '../../views/content/page-metadata.ts';
import type { AppContext } from '../context.ts';
import { listPostSlugs } from '../services/blog.ts';
import { escapeXml } from '../http/xml.ts';

/** Pages of a visit in progress: reachable, never listed or indexed. Staff pages (under /admin) never are either. */
const unlisted: readonly PageMetadata[] = [pageMetadata.checkout, pageMetadata.enrollmentSuccess];
const isStaffPage = (info: PageMetadata) => info.path === '/admin' || info.path.startsWith('/admin/');

/** Every public page: home and each page with metadata, except the unlisted and staff ones. */
export const publicPaths: readonly string[] = [
  '/',
  ...Object.values(pageMetadata)
    .filter((info) => !unlisted.includes(info) && !isStaffPage(info))
    .map((info) => info.path),
];

/** What crawlers are asked to leave alone: admin, checkout and payment, forms' own pages, the API. */
export const disallowedPaths = [
  '/admin/',
  '/api/',
  '/checkout',
  '/demo-checkout/',
  '/enrollment-success',
  '/courses/',
  '/levels/',
  '/waitlist/',
  '/styleguide',
];

/** /sitemap.xml (every public page and blog post) and /robots.txt, both naming the configured origin. */
export function findabilityRoutes({ renderer, db }: AppContext): Router {
  const router = Router();

  router.get('/sitemap.xml', async (req, res) => {
    const origin = renderer.originOf(req);
    const posts = await listPostSlugs(db);
    const entries = [
      ...publicPaths.map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`),
      ...posts.map(
        (post) =>
          `<url><loc>${escapeXml(`${origin}/blog/${post.slug}`)}</loc><lastmod>${escapeXml(post.updatedAt.slice(0, 10))}</lastmod></url>`,
      ),
    ];
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`,
      );
  });

  router.get('/robots.txt', (req, res) => {
    const lines = [
      'User-agent: *',
      ...disallowedPaths.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${renderer.originOf(req)}/sitemap.xml`,
    ];
    res
      .type('text/plain')
      .set('Cache-Control', 'public, max-age=3600')
      .send(lines.join('\n') + '\n');
  });

  return router;
}
