import { createRequire } from 'node:module';
import path from 'node:path';
import { PostgresStore } from '@acpr/rate-limit-postgresql';
import type { Store } from 'express-rate-limit';
import pg from 'pg';
import { migrate } from 'postgres-migrations';

/**
 * Where per-client rate limits count. One process (SQLite): in memory, the limiter's
 * default. Several instances (PostgreSQL): in the database, through
 * @acpr/rate-limit-postgresql, a maintained express-rate-limit store that keeps its
 * tables in a `rate_limit` schema of its own.
 */
export type RateLimitStores = {
  /** A store for the limiter called `name` (each limiter needs its own; instances share it by name). */
  storeFor: (name: string) => Store | undefined;
  close: () => Promise<void>;
};

export const memoryRateLimits: RateLimitStores = { storeFor: () => undefined, close: async () => undefined };

const storeMigrations = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@acpr/rate-limit-postgresql')),
  'migrations',
);

/**
 * The store's constructor starts its schema migrations without awaiting them, so the
 * first requests could race them and a failure would be an unhandled rejection. We run
 * the same migrations (its own files, its own runner), awaited, at start-up, and build
 * each store without that constructor: it only records `config` and `prefix`, which we
 * set. The package version is pinned exactly for that reason.
 */
export async function postgresRateLimits(url: string): Promise<RateLimitStores> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await migrate({ client }, storeMigrations, { logger: () => undefined });
  } finally {
    await client.end();
  }
  const stores: PostgresStore[] = [];
  return {
    storeFor(name) {
      const store = Object.assign(Object.create(PostgresStore.prototype) as PostgresStore, {
        // Each store opens a small pool of its own in init().
        config: { connectionString: url, max: 2 },
        prefix: name,
        init(this: PostgresStore, options: Parameters<PostgresStore['init']>[0]) {
          PostgresStore.prototype.init.call(this, options);
          // An idle connection the server closes (a restart, a failover) is dropped by the
          // pool and replaced on next use; without a listener it would crash the process.
          (this as unknown as { pool: pg.Pool }).pool.on('error', () => undefined);
        },
      });
      stores.push(store);
      return store;
    },
    close: async () => {
      const pools = stores.flatMap((store) => (store as unknown as { pool?: pg.Pool }).pool ?? []);
      await Promise.all(pools.map((pool) => pool.end()));
    },
  };
}
