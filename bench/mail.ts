import { createDb } from '../db/index.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { createLogger } from '../server/logger.ts';
import { createMailSender } from '../server/mail/sender.ts';
import { addMail } from '../server/services/outbox.ts';
import { startFakeSmtp } from '../tests/fakes/smtp-server.ts';

/**
 * The outbox sender's throughput: `count` messages added to a fresh database, then sent
 * by one sender (its default batch and pool) to a local SMTP server, as fast as it goes.
 * Messages per second, from the first claim to the last mark.
 */
export async function measureOutbox(database: string, count = 2_000): Promise<{ messagesPerSecond: number; seconds: number }> {
  const smtp = await startFakeSmtp();
  const db = createDb(database.startsWith('postgres') ? { kind: 'postgres', url: database } : { kind: 'sqlite', file: database });
  try {
    await migrateToLatest(db);
    await db.deleteFrom('outbox').execute();
    const now = new Date();
    const settings = { enabled: true, staffEmail: 'staff@example.org' };
    for (let n = 0; n < count; n++)
      await addMail(
        db,
        settings,
        {
          payload: {
            kind: 'contact-acknowledgement',
            messageId: n,
            name: 'Bench Visitor',
            subject: 'programs',
            message: `Bench message ${n}.`,
          },
          to: `bench-${n}@example.org`,
          dedupeKey: `bench:${n}`,
          limited: false,
        },
        now,
      );
    const sender = createMailSender({
      db,
      clock: { now: () => new Date() },
      logger: createLogger('silent'),
      smtpUrl: smtp.url,
      from: 'school@example.org',
      compose: { siteUrl: 'https://www.example.org' },
    });
    const started = process.hrtime.bigint();
    while ((await sender.runOnce()) > 0);
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    await sender.stop();
    if (smtp.messages.length !== count) throw new Error(`outbox bench: ${smtp.messages.length} of ${count} messages arrived`);
    return { messagesPerSecond: count / seconds, seconds };
  } finally {
    await db.destroy();
    await smtp.close();
  }
}

/** How many messages a site's outbox holds and how many of them were sent, read from its SQLite file. */
export async function outboxCountsOf(databaseFile: string): Promise<{ added: number; sent: number }> {
  const db = createDb({ kind: 'sqlite', file: databaseFile });
  try {
    const rows = await db
      .selectFrom('outbox')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('status')
      .execute();
    const count = (status?: string) =>
      rows.filter((row) => !status || row.status === status).reduce((n, row) => n + Number(row.n), 0);
    return { added: count(), sent: count('sent') };
  } finally {
    await db.destroy();
  }
}
