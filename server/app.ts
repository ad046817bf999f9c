import path from 'node:path';
import compression from 'compression';
import express, { type Express, type RequestHandler } from 'express';
import type { Db } from '../db/index.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { loadAssets, publicDir, type Assets } from './http/assets.ts';
import { errorHandler, notFoundHandler } from './http/errors.tsx';
import { PageCache } from './http/page-cache.ts';
import { createRenderer, type RenderHtml } from './http/render.tsx';
import { requestLog } from './http/request-log.ts';
import { crossSiteWriteGuard, securityHeaders, writeRateLimit } from './http/security.ts';
import { createLogger, type Logger } from './logger.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { courseRoutes } from './routes/courses.tsx';
import { healthRoutes } from './routes/health.ts';
import { pageRoutes } from './routes/pages.tsx';
import { redirectRoutes } from './routes/redirects.ts';
import { waitlistRoutes } from './routes/waitlist.tsx';

export type AppDeps = {
  db: Db;
  payments: PaymentProvider;
  clock: Clock;
  config: Config;
  logger?: Logger;
  assets?: Assets;
  /** Turns a page's element into HTML; the render benchmark swaps in its own to capture pages. */
  renderHtml?: RenderHtml;
};

export type App = Express & { locals: { ctx: AppContext } };

/** Body parsers only for methods that carry a body: reads skip their async round trip. */
function onlyWithBody(parser: RequestHandler): RequestHandler {
  return (req, res, next) => (req.method === 'GET' || req.method === 'HEAD' ? next() : parser(req, res, next));
}

/** Builds the Express app from its dependencies. It never listens: main.ts and tests do. */
export function createApp(deps: AppDeps): App {
  const { config } = deps;
  const logger = deps.logger ?? createLogger(config.logLevel);
  const assets = deps.assets ?? loadAssets({ watch: !config.isProduction });
  const pageCache = new PageCache();
  const renderer = createRenderer({ assets, pageCache, publicBaseUrl: config.publicBaseUrl, renderHtml: deps.renderHtml });
  const ctx: AppContext = { ...deps, logger, renderer, pageCache };

  const app = express() as unknown as App;
  app.locals.ctx = ctx;
  app.disable('x-powered-by');
  app.set('etag', false); // cached pages carry a strong ETag of their own
  app.set('query parser', 'simple');

  app.use(requestLog(logger));
  app.use(securityHeaders({ production: config.isProduction }));
  app.use(renderer.serveCachedPages);
  app.use(compression());

  // Fingerprinted assets never change: cache them for a year.
  app.use(
    '/build',
    express.static(path.join(publicDir, 'build'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );

  app.use(healthRoutes(deps.db));
  app.use(crossSiteWriteGuard({ publicBaseUrl: config.publicBaseUrl, exempt: ['/webhooks/stripe'] }));
  app.use(writeRateLimit({ limit: 60, windowMs: 60_000 }));
  app.use(onlyWithBody(express.json({ limit: '16kb' })));
  app.use(onlyWithBody(express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 50 })));

  app.use(redirectRoutes());
  app.use(courseRoutes(ctx));
  app.use(waitlistRoutes(ctx));
  app.use(pageRoutes(ctx));

  // Images, icons, robots.txt. After the routes, so page requests never stat the disk.
  app.use(express.static(publicDir, { maxAge: '1h', index: false }));
  app.use(notFoundHandler(renderer, logger));
  app.use(errorHandler(renderer, logger));
  return app;
}
