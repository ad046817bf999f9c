import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/index.ts';
import type { OutboxRow } from '../../db/schema.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';
import { site } from '../../views/content/site.ts';
import { claimDueMail, markFailed, markSent } from '../services/outbox.ts';
import { composeMail, oneLine, type ComposeOptions } from './compose.tsx';

/**
 * The sender: runs on every instance while a mail server is configured. Each round claims
 * the messages that are due (server/services/outbox.ts: one conditional update, so two
 * instances never send the same one), sends them over a small pool of SMTP connections,
 * and marks each sent or failed. A message repeats only if the process dies after the
 * server's 250 and before the mark: the claim lapses and another round sends it again.
 */

export type SenderOptions = {
  db: Db;
  clock: Clock;
  logger: Logger;
  smtpUrl: string;
  from: string;
  compose: ComposeOptions;
  /** How often to look for due messages when the last round found none. */
  intervalMs?: number;
  /** How many messages one round claims. */
  batch?: number;
  /** How long a silent server may keep a connection before the try fails. */
  socketTimeoutMs?: number;
};

export type MailSender = {
  /** One round: claims and sends what is due; resolves with how many it tried. */
  runOnce(): Promise<number>;
  /** Starts the rounds: one now, then one every interval (at once after a full batch). */
  start(): void;
  /** Stops the rounds, lets the current one finish, and closes the connections. */
  stop(): Promise<void>;
};

/** An SMTP error code: 5xx is a refusal for good (no such mailbox, policy); 4xx and network errors may pass later. */
const isPermanent = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

const describe = (error: unknown) => oneLine((error as Error)?.message ?? String(error));

export function createMailSender(options: SenderOptions): MailSender {
  const { db, clock, logger } = options;
  const intervalMs = options.intervalMs ?? 1_000;
  const batch = options.batch ?? 20;
  const transport: Transporter = nodemailer.createTransport({
    url: options.smtpUrl,
    pool: true,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: options.socketTimeoutMs ?? 30_000,
  });
  const from = { name: site.foundationName, address: options.from };

  async function sendOne(row: OutboxRow, token: string): Promise<void> {
    let mail;
    try {
      mail = composeMail(row, options.compose);
    } catch (error) {
      // A payload that cannot be made into a message will not become one on a later try.
      await markFailed(db, row, token, clock.now(), `could not compose: ${describe(error)}`, true);
      logger.error(
        { outboxId: row.id, kind: row.kind, err: describe(error), alert: 'mail-unrenderable' },
        'mail could not be composed',
      );
      return;
    }
    try {
      const info = (await transport.sendMail({
        from,
        to: mail.to,
        replyTo: mail.replyTo,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments,
        // One Message-ID per outbox row and database: a resend after a lost mark can be recognised.
        messageId: `<outbox-${row.id}-${Date.parse(row.created_at)}@${options.from.split('@')[1] ?? 'localhost'}>`,
      })) as { response?: string };
      if (!(await markSent(db, row, token, clock.now(), info.response ?? '250')))
        logger.warn({ outboxId: row.id }, 'message sent after its claim lapsed; another sender may send it again');
    } catch (error) {
      const permanent = isPermanent(error);
      await markFailed(db, row, token, clock.now(), describe(error), permanent);
      const fields = { outboxId: row.id, kind: row.kind, tries: row.tries, permanent, err: describe(error) };
      if (permanent) logger.error({ ...fields, alert: 'mail-refused' }, 'mail refused by the server');
      else logger.warn(fields, 'mail not sent; will try again');
    }
  }

  async function runOnce(): Promise<number> {
    const { token, rows } = await claimDueMail(db, clock.now(), batch);
    await Promise.all(rows.map((row) => sendOne(row, token)));
    return rows.length;
  }

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<unknown> = Promise.resolve();
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      round = runOnce()
        // A full batch means more may be waiting: go on at once.
        .then((tried) => schedule(tried >= batch ? 0 : intervalMs))
        .catch((error: unknown) => {
          logger.error({ err: error }, 'mail sender round failed; trying again');
          schedule(intervalMs * 5);
        });
    }, delay);
    timer.unref();
  };

  return {
    runOnce,
    start: () => schedule(0),
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await round;
      transport.close();
    },
  };
}
