import { Router, type Request, type Response } from 'express';
import { pageMetadata } from '../../views/content/page-metadata.ts';
import { AdminDisabledPage, AdminLoginPage } from '../../views/pages/AdminPages.tsx';
import { ImportBlogsPage } from '../../views/pages/ImportBlogsPage.tsx';
import type { AppContext } from '../context.ts';
import { adminLoginSchema, safeAdminPath, signInLimits } from '../../domain/admin.ts';
import { validate } from '../../domain/forms.ts';
import { adminCookie, adminSession, isAdmin, requireAdmin } from '../http/admin-session.ts';
import { redirectAfterPost } from '../http/htmx.ts';
import { allowConnectTo, writeRateLimit } from '../http/security.ts';
import { passwordMatches } from '../services/admin-auth.ts';
import { listPostSlugs, publishPost, unpublishPost } from '../services/blog.ts';
import { publishPostSchema } from '../../domain/publish.ts';
import { jsonFormHandler } from '../http/forms.ts';
import { HttpError } from '../http/errors.tsx';
import { site } from '../../views/content/site.ts';
import { outboxRoutes } from './outbox.tsx';

/** The published posts, for the importer: list, publish (POST) and unpublish (DELETE …/{slug}). */
export const adminPostsPath = '/api/admin/posts';

const login = pageMetadata.adminLogin;
const importBlogs = pageMetadata.importBlogs;
const home = importBlogs.path;

/**
 * The admin area: sign-in and sign-out, and every page under /admin and endpoint under
 * /api/admin behind the admin session. Without ADMIN_PASSWORD nobody can sign in, and
 * the pages say how to set it.
 */
export function adminRoutes(ctx: AppContext): Router {
  const { renderer, config } = ctx;
  const router = Router();
  // Wrong passwords, counted wherever the instances count: per client, per account (one
  // today: the owner's password; staff accounts key on their e-mail), and site-wide.
  const windowMs = signInLimits.windowMinutes * 60_000;
  const failedSignIns = [
    writeRateLimit({
      limit: signInLimits.perClient,
      windowMs,
      countSuccesses: false,
      store: ctx.rateLimits.storeFor('admin-login'),
    }),
    writeRateLimit({
      limit: signInLimits.perAccount,
      windowMs,
      countSuccesses: false,
      key: () => 'owner',
      store: ctx.rateLimits.storeFor('sign-in-account'),
      onLimitReached: (req) =>
        req.log.warn({ alert: 'sign-in-account-held', account: 'owner' }, 'failed sign-ins over the account limit: held'),
    }),
    writeRateLimit({
      limit: signInLimits.siteWide,
      windowMs,
      countSuccesses: false,
      key: () => 'site',
      store: ctx.rateLimits.storeFor('sign-in-site'),
      onLimitReached: (req) =>
        req.log.error({ alert: 'sign-in-site-held' }, 'failed sign-ins over the site-wide limit: sign-in held for everyone'),
    }),
  ];

  router.use(['/admin', '/api/admin'], adminSession(ctx));

  const meta = (req: Request) => renderer.metaOf(req, login);
  const showLogin = (req: Request, res: Response, status = 200, error?: string) => {
    if (!config.adminPassword) {
      return renderer.page(req, res, {
        meta: meta(req),
        body: <AdminDisabledPage />,
        status: 503,
        personal: true,
      });
    }
    const next = safeAdminPath(req.method === 'GET' ? req.query.next : (req.body as { next?: unknown } | undefined)?.next);
    renderer.page(req, res, { meta: meta(req), body: <AdminLoginPage error={error} next={next} />, status, personal: true });
  };

  router.get(login.path, (req, res) => {
    if (isAdmin(req)) return res.redirect(303, safeAdminPath(req.query.next) ?? home);
    showLogin(req, res);
  });

  router.post(login.path, ...failedSignIns, (req, res, next) => {
    const expected = config.adminPassword;
    if (!expected) return showLogin(req, res);
    const checked = validate(adminLoginSchema, req.body);
    if (!checked.ok) return showLogin(req, res, 400, checked.errors.password);
    if (!passwordMatches(checked.data.password, expected)) {
      req.log.warn('admin sign-in refused: wrong password');
      return showLogin(req, res, 401, 'Incorrect password');
    }
    const destination = safeAdminPath((req.body as { next?: unknown }).next) ?? home;
    // A new session id at sign-in: an id planted before it is worth nothing after.
    req.session.regenerate((error) => {
      if (error) return next(error);
      req.session.admin = true;
      req.session.save((saveError) => (saveError ? next(saveError) : res.redirect(303, destination)));
    });
  });

  router.post('/admin/logout', (req, res, next) => {
    req.session.destroy((error) => {
      if (error) return next(error);
      const cookie = adminCookie(config);
      res.clearCookie(cookie.name, cookie.options);
      redirectAfterPost(req, res, login.path, { toast: { title: 'Signed out' }, secureCookies: config.isProduction });
    });
  });

  // Everything else of the admin area needs the session.
  router.use(['/admin', '/api/admin'], (req, res, next) => {
    if (!config.adminPassword && !req.originalUrl.startsWith('/api/')) return showLogin(req, res);
    requireAdmin(req, res, next);
  });

  router.use(outboxRoutes(ctx));

  router.get(importBlogs.path, (req, res) => {
    // The crawl runs in the browser: this page alone may reach the crawling provider.
    allowConnectTo(res, new URL(config.firecrawlApiUrl).origin);
    renderer.page(req, res, {
      meta: renderer.metaOf(req, importBlogs),
      body: <ImportBlogsPage sourceUrl={config.blogSourceUrl} firecrawlApiUrl={config.firecrawlApiUrl} />,
      bundles: ['importer'],
      personal: true,
    });
  });
  router.get('/admin', (_req, res) => res.redirect(303, home));

  router.get(adminPostsPath, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await listPostSlugs(ctx.db));
  });
  router.post(
    adminPostsPath,
    jsonFormHandler({
      schema: publishPostSchema,
      save: (_req, _res, input) => publishPost(ctx, input, site.foundationName),
      json: (result) =>
        result
          ? { status: result.created ? 201 : 200, body: { slug: result.slug, path: `/blog/${result.slug}` } }
          : { status: 400, body: { error: 'Invalid input' } },
    }),
  );
  router.delete(`${adminPostsPath}/*slug`, async (req, res) => {
    const slug = req.params.slug.join('/');
    if (!(await unpublishPost(ctx, slug))) throw new HttpError(404, 'Post not found');
    res.status(204).end();
  });

  return router;
}
