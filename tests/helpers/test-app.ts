import { createDb, type DatabaseTarget, type Db } from '../../db/index.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { loadSampleContentIfEmpty } from '../../db/seed/index.ts';
import { createApp, type App } from '../../server/app.ts';
import { ensureOwner } from '../../server/services/staff.ts';
import type { Clock } from '../../server/clock.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { PageCache } from '../../server/http/page-cache.ts';
import type { RenderHtml } from '../../server/http/render.tsx';
import type { Turns } from '../../server/http/turns.ts';
import { createLogger, type Logger } from '../../server/logger.ts';
import { paymentProviderFor } from '../../server/payments/index.ts';
import type { PaymentProvider } from '../../server/payments/provider.ts';
import { createSharedState } from '../../server/shared-state/index.ts';
import { createTestDatabase } from './test-database.ts';

/** Defaults as on a fresh machine, in test mode and silent, plus the given overrides. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  // scrypt at a test's cost (2^10): the real cost (2^17) takes half a second per sign-in.
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', PASSWORD_HASH_COST: '10' }), ...overrides };
}

export type TestApp = {
  app: App;
  db: Db;
  /** Where the database is (a SQLite file or a PostgreSQL database), for a server process to share it. */
  database: DatabaseTarget;
  /** Every log line the app wrote, as JSON text. */
  logs: string[];
  pageCache: PageCache;
  close: () => Promise<void>;
};

/**
 * A real database of the project's engine (a SQLite file, or a PostgreSQL database of
 * its own), migrated and seeded, behind a real app with the shared state that engine
 * uses (server/shared-state). `close` closes it all and drops the database.
 * `sameDatabaseAs` starts another instance on another app's database instead, as a
 * second server behind a load balancer would be; its `close` leaves the database alone.
 */
export async function createTestApp(
  options: {
    config?: Partial<Config>;
    clock?: Clock;
    seed?: boolean;
    logger?: Logger;
    sameDatabaseAs?: TestApp;
    /** A payment provider of the test's own, in place of the one the config names. */
    payments?: (deps: { db: Db; clock: Clock }) => PaymentProvider;
    /** false: every request through Express, no fast path in front (server/http/fast-path.ts). */
    fastPath?: boolean;
    /** Told of each request the fast path leaves to Express. */
    onExpressRequest?: () => void;
    /** false: pages rendered whole (server/http/page-frames.ts). */
    keepFrames?: boolean;
    /** In place of renderToString, to watch what is rendered. */
    renderHtml?: RenderHtml;
    /** The live requests' queue, with settings of the test's own (server/http/turns.ts). */
    turns?: Turns;
  } = {},
): Promise<TestApp> {
  const database = options.sameDatabaseAs
    ? { target: options.sameDatabaseAs.database, drop: async () => undefined }
    : await createTestDatabase();
  const db = createDb(database.target);
  await migrateToLatest(db);
  const clock = options.clock ?? { now: () => new Date('2026-11-22T12:00:00Z') };
  if (options.seed !== false) await loadSampleContentIfEmpty(db, clock.now());
  const config = testConfig(options.config);
  await ensureOwner(db, config, clock.now());
  const logs: string[] = [];
  const logger = options.logger ?? createLogger('debug', { write: (line) => void logs.push(line) });
  const pageCache = new PageCache({ polishAfterMs: null });
  const shared = await createSharedState({ database: database.target, db, pageCache, logger });
  const payments = options.payments?.({ db, clock }) ?? paymentProviderFor(config, { db, clock });
  const app = createApp({
    db,
    payments,
    clock,
    config,
    logger,
    pageCache,
    shared,
    fastPath: options.fastPath,
    onExpressRequest: options.onExpressRequest,
    keepFrames: options.keepFrames,
    renderHtml: options.renderHtml,
    turns: options.turns,
  });
  return {
    app,
    db,
    database: database.target,
    logs,
    pageCache,
    close: async () => {
      await shared.close();
      // A test may have destroyed the connection already (to simulate a failing database).
      await db.destroy().catch(() => undefined);
      await database.drop();
    },
  };
}
