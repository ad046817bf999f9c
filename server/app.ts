import { randomBytes } from 'node:crypto';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import type { Db } from '../db/index.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { loadAssets, publicDir, type Assets } from './http/assets.ts';
import { errorHandler, HttpError, notFoundHandler } from './http/errors.tsx';
import { siteOrigin } from './http/host.ts';
import { BuildAssets, sendBuildAsset } from './http/build-assets.ts';
import { createFastPath } from './http/fast-path.ts';
import { serveCachedPages } from './http/http-cache.ts';
import { createLifecycle, type Lifecycle } from './http/lifecycle.ts';
import { PageCache } from './http/page-cache.ts';
import { isPrivateRequest } from './http/private.ts';
import { createRenderer, type RenderHtml } from './http/render.tsx';
import { requestLog, requestLogger } from './http/request-log.ts';
import { createTurns, siteTurns, type Turns } from './http/turns.ts';
import { crossSiteWriteGuard, securityHeaders, writeRateLimit } from './http/security.ts';
import { createLogger, type Logger } from './logger.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { isDemoProvider } from './payments/demo.ts';
import { adminRoutes } from './routes/admin.tsx';
import { blogRoutes } from './routes/blog.tsx';
import { checkoutRoutes } from './routes/checkout.tsx';
import { contactRoutes } from './routes/contact.tsx';
import { scholarshipRoutes } from './routes/scholarships.tsx';
import { demoCheckoutRoutes } from './routes/demo-checkout.tsx';
import { coursesApiRoutes } from './routes/courses-api.ts';
import { enrollRoutes } from './routes/enroll.tsx';
import { healthRoutes } from './routes/health.ts';
import { kidsRoutes } from './routes/kids.tsx';
import { findabilityRoutes } from './routes/findability.ts';
import { pageRoutes } from './routes/pages.tsx';
import { paymentResultRoutes } from './routes/payment-result.tsx';
import { redirectRoutes } from './routes/redirects.ts';
import { styleguideRoutes } from './routes/styleguide.tsx';
import { waitlistRoutes } from './routes/waitlist.tsx';
import { waitlistOfferRoutes } from './routes/waitlist-offers.tsx';
import { accountRoutes } from './routes/account.tsx';
import { webhookRoutes } from './routes/webhooks.ts';
import type { ContentChanges } from './services/content-changes.ts';
import { mailSettingsOf } from './services/outbox.ts';
import { offerFreedSeats } from './services/waitlist-offers.ts';
import { localContentChanges } from './shared-state/content-changes.ts';
import { adminSession, requireStaff } from './http/admin-session.ts';
import { adminPostsPath } from './routes/admin.tsx';
import { memoryRateLimits, type RateLimitStores } from './shared-state/rate-limits.ts';

export type AppDeps = {
  db: Db;
  payments: PaymentProvider;
  clock: Clock;
  config: Config;
  logger?: Logger;
  assets?: Assets;
  lifecycle?: Lifecycle;
  /** With `shared`, the cache that shared state invalidates; tests hand in their own to look at it. */
  pageCache?: PageCache;
  /** What several instances share (server/shared-state); one process keeps both in memory when absent. */
  shared?: { changes: ContentChanges; rateLimits: RateLimitStores };
  /** Turns a page's element into HTML; the render benchmark swaps in its own to capture pages. */
  renderHtml?: RenderHtml;
  /** false: every request goes through Express (the tests that compare both paths). */
  fastPath?: boolean;
  /** Told of each request the fast path leaves to Express (tests count them). */
  onExpressRequest?: () => void;
  /** false: pages are rendered whole, their frame never kept (server/http/page-frames.ts). */
  keepFrames?: boolean;
  /** The turns live requests take (main.ts shares them with the PostgreSQL pool); its own when absent. */
  turns?: Turns;
};

/**
 * The one request listener every server uses (main.ts, supertest, the bench): the fast
 * path first, then the lifecycle (which follows requests in flight) and Express. `ctx`
 * is what the app was built with.
 */
export type App = RequestListener<typeof IncomingMessage, typeof ServerResponse> & { ctx: AppContext };

/** Sent as is: compression() leaves alone what was compressed ahead (stored bodies carry their ETag). */
const notPrecompressed = (req: Request, res: Response) => res.getHeader('ETag') === undefined && compression.filter(req, res);

/** Body parsers only for methods that carry a body: reads skip their async round trip. */
function onlyWithBody(parser: RequestHandler): RequestHandler {
  return (req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? next() : parser(req, res, next));
}

/** Builds the app from its dependencies. It never listens: main.ts and tests hand it to a server. */
export function createApp(deps: AppDeps): App {
  const { config } = deps;
  const logger = deps.logger ?? createLogger(config.logLevel);
  const assets = deps.assets ?? loadAssets({ watch: !config.isProduction });
  const lifecycle = deps.lifecycle ?? createLifecycle();
  const origin = siteOrigin(config.publicBaseUrl);
  const pageCache = deps.pageCache ?? new PageCache();
  const turns = deps.turns ?? createTurns(siteTurns);
  const renderer = createRenderer({
    assets,
    pageCache,
    originOf: origin.of,
    renderHtml: deps.renderHtml,
    keepFrames: deps.keepFrames,
    demoPayments: isDemoProvider(deps.payments),
  });
  const { changes, rateLimits } = deps.shared ?? { changes: localContentChanges(pageCache), rateLimits: memoryRateLimits };
  // Signs cookies. Without SESSION_SECRET each process picks its own, and a flash set by
  // one instance shows nothing on another (a toast lost, never a forgery).
  const cookieSecret = config.sessionSecret ?? randomBytes(32).toString('hex');
  const mail = mailSettingsOf(config);
  const offers = { clock: deps.clock, mail, offerHours: config.waitlistOfferHours, paymentProvider: deps.payments.name, logger };
  const ctx: AppContext = {
    ...deps,
    logger,
    renderer,
    changes,
    rateLimits,
    lifecycle,
    cookieSecret,
    mail,
    offers,
    fillFreedSeats: offerFreedSeats(offers),
  };

  const app: Express = express();
  app.disable('x-powered-by');
  app.set('etag', false); // cached pages carry a strong ETag of their own
  app.set('query parser', 'simple');
  app.set('trust proxy', config.trustProxy);

  const beginRequestLog = requestLogger(logger);
  const security = securityHeaders({ production: config.isProduction, paymentOrigin: deps.payments.checkoutOrigin });
  const buildAssets = new BuildAssets(path.join(publicDir, 'build'), { sourceMaps: config.serveSourceMaps });
  // In production every build file is in memory from start-up, not from a first visitor's request.
  if (config.isProduction)
    void buildAssets.warm(assets.files()).catch((error: unknown) => logger.warn({ err: error }, 'build files not preloaded'));
  app.use(requestLog(app, logger, beginRequestLog));
  app.use(security.middleware);
  app.use(origin.guard);

  // Fingerprinted client build files never change: cached for a year. A name from an
  // older deploy answers 404 (the error handler), never 500.
  app.get('/build/*file', async (req, res) => {
    const asset = await buildAssets.load(req.path);
    if (!asset) throw new HttpError(404, 'Not found');
    sendBuildAsset(req, res, asset);
  });

  app.use(cookieParser(cookieSecret));
  app.use(serveCachedPages(pageCache, origin.of));
  // For the rest (JSON, redirects, the feed...); pages and fragments compress themselves (http/compress.ts).
  app.use(compression({ filter: notPrecompressed, level: 1, brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } } }));

  // What belongs to one person says so to every cache on the way (server/http/private.ts).
  app.use((req, res, next) => {
    if (isPrivateRequest(req)) res.setHeader('Cache-Control', 'no-store');
    next();
  });
  app.use(healthRoutes(ctx));
  // Everything below is live work: it takes turns (server/http/turns.ts).
  app.use(turns.middleware);
  // Before the body parsers, the cross-site guard and the write limit: raw bytes, signature-checked.
  app.use(webhookRoutes(ctx));
  app.use(crossSiteWriteGuard(origin.of));
  app.use(writeRateLimit({ limit: 60, windowMs: 60_000, store: rateLimits.storeFor('writes') }));
  // A published post is larger than a form: a bigger limit, read only for a signed-in admin.
  app.use(adminPostsPath, adminSession(ctx), requireStaff(deps.db), onlyWithBody(express.json({ limit: '1mb' })));
  app.use(onlyWithBody(express.json({ limit: '16kb' })));
  app.use(onlyWithBody(express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 50 })));

  app.use(redirectRoutes());
  app.use(coursesApiRoutes(ctx));
  app.use(kidsRoutes(ctx));
  app.use(waitlistRoutes(ctx));
  // The parent's pages first: signed out, one of them (an offer's too) asks to sign in.
  app.use(accountRoutes(ctx));
  app.use(waitlistOfferRoutes(ctx));
  app.use(checkoutRoutes(ctx));
  app.use(paymentResultRoutes(ctx));
  app.use(demoCheckoutRoutes(ctx));
  app.use(contactRoutes(ctx));
  app.use(scholarshipRoutes(ctx));
  app.use(enrollRoutes(ctx));
  app.use(blogRoutes(ctx));
  app.use(adminRoutes(ctx));
  app.use(pageRoutes(ctx));
  app.use(findabilityRoutes(ctx));
  app.use(styleguideRoutes(ctx));

  // Images, icons, robots.txt. After the routes, so page requests never stat the disk.
  app.use(express.static(publicDir, { maxAge: '1h', index: false }));
  app.use(notFoundHandler(renderer));
  app.use(errorHandler(renderer));

  // In front of Express: stored answers need nothing of it (server/http/fast-path.ts).
  const fastPath =
    deps.fastPath === false
      ? undefined
      : createFastPath({
          pageCache,
          buildAssets,
          beginRequestLog,
          securityHeaders: security.recorded,
          servedOriginOf: origin.servedOriginOf,
          stopping: () => lifecycle.stopping,
          turns,
        });
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    // The fast path answers at once, whole (and steps aside while stopping): only what
    // Express handles can still be running when a stop begins.
    if (fastPath?.(req, res)) return;
    lifecycle.admit(req, res);
    deps.onExpressRequest?.();
    app(req, res);
  };
  return Object.assign(listener, { ctx });
}
