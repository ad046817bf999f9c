import type { Db } from '../db/index.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { PageCache } from './http/page-cache.ts';
import type { Renderer } from './http/render.tsx';
import type { Logger } from './logger.ts';
import type { PaymentProvider } from './payments/provider.ts';

/** What createApp gives every route module. */
export type AppContext = {
  db: Db;
  payments: PaymentProvider;
  clock: Clock;
  config: Config;
  logger: Logger;
  renderer: Renderer;
  pageCache: PageCache;
};
