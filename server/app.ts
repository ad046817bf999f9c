import path from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import type { Db } from '../db/index.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { loadAssets, publicDir, type Assets } from './http/assets.ts';
import { errorHandler, notFoundHandler } from './http/errors.tsx';
import { PageCache } from './http/page-cache.ts';
import { createRenderer } from './http/render.tsx';
import { requestLog } from './http/request-log.ts';
import { crossSiteWriteGuard, securityHeaders, writeRateLimit } from './http/security.ts';
import { createLogger, type Logger } from './logger.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { courseRoutes } from './routes/courses.tsx';
import { healthRoutes } from './routes/health.ts';
import { pageRoutes } from './routes/pages.tsx';
import { redirectRoutes } from './routes/redirects.ts';

export type AppDeps = {
  db: Db;
  payments: PaymentProvider;
  clock: Clock;
  config: Config;
  logger?: Logger;
  assets?: Assets;
};

export type App = Express & { locals: { ctx: AppContext } };

/** Builds the Express app from its dependencies. It never listens: main.ts and tests do. */
export function createApp(deps: AppDeps): App {
  const { config } = deps;
  const logger = deps.logger ?? createLogger(config.logLevel);
  const assets = deps.assets ?? loadAssets({ watch: !config.isProduction });
  const pageCache = new PageCache();
  const renderer = createRenderer({ assets, pageCache, publicBaseUrl: config.publicBaseUrl });
  const ctx: AppContext = { ...deps, logger, renderer, pageCache };

  const app = express() as unknown as App;
  app.locals.ctx = ctx;
  app.disable('x-powered-by');
  app.set('etag', false); // cached pages carry a strong ETag of their own
  app.set('query parser', 'simple');

  app.use(requestLog(logger));
  app.use(securityHeaders({ production: config.isProduction }));
  app.use(compression());

  // Fingerprinted assets never change: cache them for a year.
  app.use(
    '/build',
    express.static(path.join(publicDir, 'build'), { immutable: true, maxAge: '1y', index: false, fallthrough: false }),
  );
  app.use(express.static(publicDir, { maxAge: '1h', index: false }));

  app.use(healthRoutes(deps.db));
  app.use(crossSiteWriteGuard({ publicBaseUrl: config.publicBaseUrl, exempt: ['/webhooks/stripe'] }));
  app.use(writeRateLimit({ limit: 60, windowMs: 60_000 }));
  app.use(express.json({ limit: '16kb' }));
  app.use(express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 50 }));

  app.use(redirectRoutes());
  app.use(courseRoutes(ctx));
  app.use(pageRoutes(ctx));

  app.use(notFoundHandler(renderer, logger));
  app.use(errorHandler(renderer, logger));
  return app;
}
