import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, type Db } from '../../db/index.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { loadSampleContentIfEmpty } from '../../db/seed/index.ts';
import { createApp, type App } from '../../server/app.ts';
import type { Clock } from '../../server/clock.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { PageCache } from '../../server/http/page-cache.ts';
import { createLogger, type Logger } from '../../server/logger.ts';
import { paymentProviderFor } from '../../server/payments/provider.ts';

/** Defaults as on a fresh machine, in test mode and silent, plus the given overrides. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), ...overrides };
}

export type TestApp = {
  app: App;
  db: Db;
  file: string;
  /** Every log line the app wrote, as JSON text. */
  logs: string[];
  pageCache: PageCache;
  close: () => Promise<void>;
};

/** A real SQLite file in a temp folder, migrated and seeded, behind a real app. */
export async function createTestApp(
  options: { config?: Partial<Config>; clock?: Clock; seed?: boolean; logger?: Logger } = {},
): Promise<TestApp> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
  const file = path.join(dir, 'site.db');
  const db = createDb({ kind: 'sqlite', file });
  await migrateToLatest(db);
  const clock = options.clock ?? { now: () => new Date('2026-11-22T12:00:00Z') };
  if (options.seed !== false) await loadSampleContentIfEmpty(db, clock.now());
  const logs: string[] = [];
  const logger = options.logger ?? createLogger('debug', { write: (line) => void logs.push(line) });
  const config = testConfig(options.config);
  const pageCache = new PageCache();
  const app = createApp({ db, payments: paymentProviderFor(config), clock, config, logger, pageCache });
  return {
    app,
    db,
    file,
    logs,
    pageCache,
    close: async () => {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
