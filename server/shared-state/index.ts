import type { Db, DatabaseTarget } from '../../db/index.ts';
import type { PageCache } from '../http/page-cache.ts';
import type { Logger } from '../logger.ts';
import type { ContentChanges } from '../services/content-changes.ts';
import { localContentChanges, postgresContentChanges } from './content-changes.ts';
import { memoryRateLimits, postgresRateLimits, type RateLimitStores } from './rate-limits.ts';

/**
 * What several instances of the server must agree on, and where it lives: with SQLite
 * (one process) in memory; with PostgreSQL in the database, so any number of instances
 * behind a load balancer see the same page-cache invalidations and rate-limit counts.
 * Sessions, seat holds and webhook event ids are database rows already.
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
  if (database.kind === 'sqlite') {
    return { changes: localContentChanges(pageCache), rateLimits: memoryRateLimits, close: async () => undefined };
  }
  const contentChanges = await postgresContentChanges({ url: database.url, db, pageCache, logger });
  const rateLimits = await postgresRateLimits(database.url);
  return {
    changes: contentChanges.changes,
    rateLimits,
    close: async () => {
      await contentChanges.close();
      await rateLimits.close();
    },
  };
}
