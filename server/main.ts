import type { Server } from 'node:http';
import { createDb } from '../db/index.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { loadSampleContentIfEmpty } from '../db/seed/index.ts';
import { createApp } from './app.ts';
import { systemClock } from './clock.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { paymentProviderFor } from './payments/provider.ts';

/** Validates configuration, prepares the database, listens, and stops cleanly on a signal. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const db = createDb(config.database);
  const applied = await migrateToLatest(db);
  if (applied.length) logger.info('migrations applied', { migrations: applied });
  if (await loadSampleContentIfEmpty(db, systemClock.now())) logger.info('sample content loaded');

  const app = createApp({ db, payments: paymentProviderFor(config), clock: systemClock, config, logger });
  const server: Server = app.listen(config.port, config.host ?? '0.0.0.0', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info('listening', {
      url: `http://localhost:${port}`,
      env: config.env,
      database: config.database.kind,
      payments: config.payments.provider,
    });
  });
  server.keepAliveTimeout = 65_000;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('shutting down', { signal });
    server.close(async () => {
      await db.destroy();
      logger.info('stopped');
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

await main();
