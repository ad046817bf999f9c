import type { Db, DatabaseTarget } from '../../db/index.ts';
import type { PageCache } from '../http/page-cache.ts';
import type { Logger } from '../logger.ts';
import type { ContentChanges } from '../services/content-changes.ts';
import { localContentChanges, postgresContentChanges } from './content-changes.ts';
import { databaseRateLimits, type RateLimitStores } from './rate-limits.ts';

/**
 * What several instances of the server must agree on, and where it lives. Rate-limit
 * counts are rows (`rate_limit_hits`) on both engines. Page-cache invalidations: with
 * SQLite (one process) in memory; with PostgreSQL through LISTEN/NOTIFY, so any number of
 * instances behind a load balancer drop the same pages. Sessions, seat holds and webhook
 * event ids are database rows already.
 */
export type SharedState = {
  changes: ContentChanges;
  rateLimits: RateLimitStores;
  close: () => Promise<void>;
};

export async function createSharedState(options: {
  database: DatabaseTarget;
  db: Db;
  pageCache: PageCache;
  logger: Logger;
}): Promise<SharedState> {
  const { database, db, pageCache, logger } = options;
  const rateLimits = databaseRateLimits(db, logger);
  if (database.kind === 'sqlite') return { changes: localContentChanges(pageCache), rateLimits, close: rateLimits.close };
  const contentChanges = await postgresContentChanges({ url: database.url, db, pageCache, logger });
  return {
    changes: contentChanges.changes,
    rateLimits,
    close: async () => {
      await contentChanges.close();
      await rateLimits.close();
    },
  };
}
