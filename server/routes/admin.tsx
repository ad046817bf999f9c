import { createHash } from 'node:crypto';
import { Router, type Request, type Response } from 'express';
import { pageMetadata } from '../../views/content/page-metadata.ts';
import { AdminDisabledPage, AdminLoginPage, type SignInErrors } from '../../views/pages/AdminPages.tsx';
import { ImportBlogsPage } from '../../views/pages/ImportBlogsPage.tsx';
import type { AppContext } from '../context.ts';
import { consoleBundles } from './console-page.ts';
import { safeAdminPath, signInLimits } from '../../domain/admin.ts';
import { signInSchema } from '../../domain/staff.ts';
import { validate } from '../../domain/forms.ts';
import { adminCookie, adminSession, hasStaffSession, requireStaff, staffOf, startStaffSession } from '../http/admin-session.ts';
import { redirectAfterPost } from '../http/htmx.ts';
import { allowConnectTo, writeRateLimit } from '../http/security.ts';
import { anyAccount, signIn } from '../services/staff.ts';
import { listPostSlugs, publishPost, unpublishPost } from '../services/blog.ts';
import { publishPostSchema } from '../../domain/publish.ts';
import { jsonFormHandler } from '../http/forms.ts';
import { HttpError } from '../http/errors.tsx';
import { site } from '../../views/content/site.ts';
import { outboxRoutes } from './outbox.tsx';
import { staffLinkRoutes, staffRoutes } from './staff.tsx';
import { dashboardRoutes } from './console-dashboard.tsx';
import { listConsoleRoutes } from './console-lists.tsx';
import { enrollmentConsoleRoutes } from './console-enrollments.tsx';
import { pricesConsoleRoutes } from './console-prices.tsx';
import { scholarshipConsoleRoutes } from './console-scholarships.tsx';
import { courseConsoleRoutes } from './console-courses.tsx';
import { auditRoutes } from './console-audit.tsx';

/** The published posts, for the importer: list, publish (POST) and unpublish (DELETE …/{slug}). */
export const adminPostsPath = '/api/admin/posts';

const login = pageMetadata.adminLogin;
const importBlogs = pageMetadata.importBlogs;
const home = pageMetadata.dashboard.path;

/**
 * The staff console: sign-in and sign-out, the links that set a password, and behind the
 * session every page under /admin and endpoint under /api/admin (each module mounts its
 * own; the guard below covers them all, and tests/api/admin-access.test.ts walks this
 * router to prove it). Until an owner exists (ADMIN_PASSWORD) nobody can sign in, and the
 * sign-in page says how to create one.
 */
export function adminRoutes(ctx: AppContext): Router {
  const { renderer, config, db } = ctx;
  const router = Router();
  // Wrong passwords, counted wherever the instances count: per client, per account (its
  // email, however many clients try it), and site-wide.
  const windowMs = signInLimits.windowMinutes * 60_000;
  const accountOf = (req: Request) => {
    const email = (req.body as { email?: unknown } | undefined)?.email;
    return `account:${typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : ''}`;
  };
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
      key: accountOf,
      store: ctx.rateLimits.storeFor('sign-in-account'),
      // The account by a short hash: logs never carry staff addresses.
      onLimitReached: (req) =>
        req.log.warn(
          { alert: 'sign-in-account-held', account: createHash('sha256').update(accountOf(req)).digest('hex').slice(0, 12) },
          'failed sign-ins over the account limit: held',
        ),
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
  const showLogin = async (req: Request, res: Response, status = 200, errors?: SignInErrors, email?: string) => {
    if (!(await anyAccount(db))) {
      return renderer.page(req, res, {
        meta: meta(req),
        body: <AdminDisabledPage />,
        status: 503,
        personal: true,
        bundles: consoleBundles,
      });
    }
    const next = safeAdminPath(req.method === 'GET' ? req.query.next : (req.body as { next?: unknown } | undefined)?.next);
    renderer.page(req, res, {
      meta: meta(req),
      body: <AdminLoginPage errors={errors} email={email} next={next} />,
      status,
      personal: true,
      bundles: consoleBundles,
    });
  };

  router.get(login.path, async (req, res) => {
    if (hasStaffSession(req)) return res.redirect(303, safeAdminPath(req.query.next) ?? home);
    await showLogin(req, res);
  });

  router.post(login.path, ...failedSignIns, async (req, res) => {
    const typed = (req.body as { email?: unknown }).email;
    const email = typeof typed === 'string' ? typed.slice(0, 254) : undefined;
    const checked = validate(signInSchema, req.body);
    if (!checked.ok) return showLogin(req, res, 400, { email: checked.errors.email, password: checked.errors.password }, email);
    const signedIn = await signIn(db, config.passwordCost, checked.data.email, checked.data.password, ctx.clock.now());
    if (!signedIn) {
      req.log.warn('staff sign-in refused: wrong email or password');
      return showLogin(req, res, 401, { form: 'Incorrect email or password' }, email);
    }
    await startStaffSession(req, signedIn);
    req.log.info({ staffId: signedIn.member.id }, 'staff signed in');
    res.redirect(303, safeAdminPath((req.body as { next?: unknown }).next) ?? home);
  });

  router.post('/admin/logout', (req, res, next) => {
    req.session.destroy((error) => {
      if (error) return next(error);
      const cookie = adminCookie(config);
      res.clearCookie(cookie.name, cookie.options);
      redirectAfterPost(req, res, login.path, { toast: { title: 'Signed out' }, secureCookies: config.isProduction });
    });
  });

  // The links that set a password are opened before anyone is signed in.
  router.use(staffLinkRoutes(ctx));

  // Everything else of the admin area needs a signed-in staff member.
  router.use(['/admin', '/api/admin'], requireStaff(db));

  router.use(dashboardRoutes(ctx));
  router.use(listConsoleRoutes(ctx));
  router.use(courseConsoleRoutes(ctx));
  router.use(enrollmentConsoleRoutes(ctx));
  router.use(pricesConsoleRoutes(ctx));
  router.use(scholarshipConsoleRoutes(ctx));
  router.use(outboxRoutes(ctx));
  router.use(auditRoutes(ctx));
  router.use(staffRoutes(ctx));

  router.get(importBlogs.path, (req, res) => {
    // The crawl runs in the browser: this page alone may reach the crawling provider.
    allowConnectTo(res, new URL(config.firecrawlApiUrl).origin);
    renderer.page(req, res, {
      meta: renderer.metaOf(req, importBlogs),
      body: <ImportBlogsPage sourceUrl={config.blogSourceUrl} firecrawlApiUrl={config.firecrawlApiUrl} viewer={staffOf(res)} />,
      bundles: [...consoleBundles, 'importer'],
      personal: true,
    });
  });

  router.get(adminPostsPath, async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await listPostSlugs(ctx.db));
  });
  router.post(
    adminPostsPath,
    jsonFormHandler({
      schema: publishPostSchema,
      save: (_req, res, input) => publishPost(ctx, staffOf(res), input, site.foundationName),
      json: (result) =>
        result
          ? { status: result.created ? 201 : 200, body: { slug: result.slug, path: `/blog/${result.slug}` } }
          : { status: 400, body: { error: 'Invalid input' } },
    }),
  );
  router.delete(`${adminPostsPath}/*slug`, async (req, res) => {
    const slug = req.params.slug.join('/');
    if (!(await unpublishPost(ctx, staffOf(res), slug))) throw new HttpError(404, 'Post not found');
    res.status(204).end();
  });

  // Anything else under /admin: not found, for signed-in staff only (the guard answered the rest).
  router.all(['/admin/*rest', '/api/admin/*rest'], () => {
    throw new HttpError(404, 'Not found');
  });

  return router;
}
