import { parentPort, workerData } from 'node:worker_threads';
import { createDb, type DatabaseTarget } from '../../db/index.ts';
import { systemClock } from '../clock.ts';
import { createLogger } from '../logger.ts';
import { createMailSender } from './sender.ts';
import type { SenderThreadData } from './sender-thread.ts';

/** The sender thread's entry (started by sender-thread.ts): its own connection, the sender's rounds, a clean stop. */
const settings = workerData as SenderThreadData;
const logger = createLogger(settings.logLevel).child({ thread: 'mail sender' });

// A round uses one connection for its claim and a few for its marks; two are plenty.
const database: DatabaseTarget =
  settings.database.kind === 'postgres' ? { ...settings.database, poolSize: 2 } : settings.database;
const db = createDb(database, {
  onConnectionError: (error, where) => logger.warn({ err: error, where }, 'database connection lost; the pool replaces it'),
});
const sender = createMailSender({
  db,
  clock: systemClock,
  logger,
  smtpUrl: settings.smtpUrl,
  from: settings.from,
  compose: { siteUrl: settings.siteUrl },
});
sender.start();

parentPort!.on('message', (message) => {
  if (message !== 'stop') return;
  void (async () => {
    await sender.stop();
    await db.destroy();
    logger.flush(() => parentPort!.postMessage('stopped'));
  })();
});
