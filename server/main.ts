import { createServer, type Server } from 'node:http';
import { isDatabaseUnavailable } from '../db/faults.ts';
import { checkConnection, createDb, describeTarget } from '../db/index.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { loadSampleContentIfEmpty } from '../db/seed/index.ts';
import { ensureOwner } from './services/staff.ts';
import { createApp } from './app.ts';
import { systemClock } from './clock.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createLifecycle } from './http/lifecycle.ts';
import { PageCache } from './http/page-cache.ts';
import { createLogger, type Logger } from './logger.ts';
import { paymentProviderFor } from './payments/index.ts';
import { sweepAdminSessions } from './http/admin-session.ts';
import { startSenderThread } from './mail/sender-thread.ts';
import { every } from './periodic.ts';
import { sweepDrafts } from './services/enrollment-drafts.ts';
import { sweepHolds } from './services/hold-sweep.ts';
import { sweepParentSessions } from './services/parent-accounts.ts';
import { createSharedState } from './shared-state/index.ts';
import { sweepRateLimits } from './shared-state/rate-limits.ts';
import { priceDayWatcher } from './services/price-days.ts';
import { createTurns, siteTurns } from './http/turns.ts';

/** How long past the drain and the limit for requests in flight a stop may take before giving up. */
const stopMarginMs = 5_000;

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
  guardAgainstDatabaseClientErrors(logger);
  // Live requests take turns, and on PostgreSQL so does what they do with their rows (server/http/turns.ts).
  const turns = createTurns(siteTurns);
  const db = createDb(config.database, {
    onConnectionError: (error, where) => logger.warn({ err: error, where }, 'database connection lost; the pool replaces it'),
    beforeRows: turns.resume,
  });
  try {
    await checkConnection(db, config.database);
  } catch (error) {
    logger.fatal((error as Error).message);
    await db.destroy().catch(() => undefined);
    process.exit(1);
  }
  const applied = await migrateToLatest(db);
  if (applied.length) logger.info({ migrations: applied }, 'migrations applied');
  if (await loadSampleContentIfEmpty(db, systemClock.now())) logger.info('sample content loaded');
  // The owner's account from ADMIN_EMAIL and ADMIN_PASSWORD. Instances starting together may
  // race to create it: the loser's insert fails on the unique address, and its second look finds it.
  await ensureOwner(db, config, systemClock.now()).catch(() => ensureOwner(db, config, systemClock.now()));

  const lifecycle = createLifecycle();
  const pageCache = new PageCache();
  const shared = await createSharedState({ database: config.database, db, pageCache, logger });
  const payments = paymentProviderFor(config, { db, clock: systemClock });
  const app = createApp({
    db,
    payments,
    clock: systemClock,
    config,
    logger,
    lifecycle,
    pageCache,
    shared,
    turns,
  });
  // Every instance sweeps: releasing a hold is a conditional move, so a hold is released once.
  const checkoutDeps = app.ctx;
  const newPriceDay = priceDayWatcher(app.ctx);
  const sweeps = [
    every(60_000, 'price day', async () => newPriceDay(), logger),
    every(60_000, 'hold sweep', () => sweepHolds(checkoutDeps), logger),
    every(3_600_000, 'draft sweep', () => sweepDrafts(db, systemClock), logger),
    every(3_600_000, 'admin session sweep', () => sweepAdminSessions(db, systemClock), logger),
    every(3_600_000, 'parent session sweep', () => sweepParentSessions(db, systemClock.now()), logger),
    every(3_600_000, 'rate limit sweep', () => sweepRateLimits(db, systemClock.now()), logger),
  ];
  let mailSender: { stop(): Promise<void> } | undefined;
  const server: Server = createServer(app).listen(config.port, config.host ?? '0.0.0.0', () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    // Without a mail server, messages stay in the outbox (held), readable at /admin/outbox.
    if (config.mail.smtpUrl) {
      mailSender = startSenderThread(
        {
          database: config.database,
          logLevel: config.logLevel,
          smtpUrl: config.mail.smtpUrl,
          from: config.mail.from,
          siteUrl: config.publicBaseUrl ?? `http://localhost:${port}`,
        },
        logger,
      );
    }
    logger.info(
      {
        url: `http://localhost:${port}`,
        env: config.env,
        database: describeTarget(config.database),
        payments: config.payments.provider,
        mail: config.mail.smtpUrl ? 'smtp' : 'kept in the outbox (no SMTP_URL)',
      },
      'listening',
    );
  });
  server.on('connection', turns.connectionAccepted);
  // Longer than a load balancer's idle timeout (often 60 s), so it closes idle connections first.
  server.keepAliveTimeout = 65_000;
  // A client gets 10 s to send its headers and 30 s for the whole request.
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;

  /**
   * SIGTERM (an orchestrator, a deploy) drains first: /healthz says 503 while requests are
   * still served, so the load balancer moves traffic away before the listener closes.
   * SIGINT (Ctrl-C at a terminal) stops without the drain. Either way requests in flight
   * finish (server/http/lifecycle.ts), then the sweeps, shared state and database close.
   */
  const stop = async (signal: 'SIGTERM' | 'SIGINT') => {
    if (lifecycle.stopping) return;
    const drainMs = signal === 'SIGTERM' ? config.shutdown.drainMs : 0;
    logger.info({ signal, drainMs, limitMs: config.shutdown.limitMs }, 'shutting down');
    setTimeout(
      () => {
        logger.error('clean stop timed out; exiting');
        process.exit(1);
      },
      drainMs + config.shutdown.limitMs + stopMarginMs,
    ).unref();
    const report = await lifecycle.stop(server, { drainMs, limitMs: config.shutdown.limitMs });
    if (report.unfinished)
      logger.warn({ unfinished: report.unfinished }, 'requests still running at the limit were answered 503');
    await Promise.all([...sweeps.map((sweep) => sweep.stop()), mailSender?.stop()]);
    await shared.close();
    await db.destroy();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

/**
 * The last resort, not the fix: every database client we open listens for its own errors
 * (db/index.ts, shared-state/content-changes.ts). Should a client we did not think of
 * still emit an `error` event with no listener, or a database error reach no `catch`, it is
 * logged with its source instead of ending the process and every request with it. Any
 * other uncaught error still ends the process (exit 1), as Node's default does.
 */
function guardAgainstDatabaseClientErrors(logger: Logger): void {
  const survive = (source: string) => (error: unknown) => {
    if (isDatabaseUnavailable(error)) {
      logger.error({ err: error, source, alert: 'database-error-unhandled' }, 'database error reached no handler; kept running');
      return;
    }
    logger.fatal({ err: error, source }, 'uncaught error; exiting');
    process.exit(1);
  };
  process.on('uncaughtException', survive('uncaught exception (an error event with no listener?)'));
  process.on('unhandledRejection', survive('unhandled promise rejection'));
}

await main();
