import type { Db } from '../../db/index.ts';
import type { Clock } from '../../server/clock.ts';
import type { Config } from '../../server/config.ts';
import { createLogger } from '../../server/logger.ts';
import { createMailSender, type MailSender } from '../../server/mail/sender.ts';
import type { FakeSmtp } from '../fakes/smtp-server.ts';

export const schoolAddress = 'school@example.org';
export const staffAddress = 'staff@example.org';

/** The mail part of a config that sends to the fake server. */
export const mailConfig = (fake: FakeSmtp): Pick<Config, 'mail'> => ({
  mail: { smtpUrl: fake.url, from: schoolAddress, staffEmail: staffAddress },
});

/** A clock a test moves by hand (retries are minutes apart). */
export function manualClock(
  start = '2026-11-22T12:00:00Z',
): Clock & { advance: (minutes: number) => void; set: (iso: string) => void } {
  let now = new Date(start).getTime();
  return {
    now: () => new Date(now),
    advance: (minutes) => void (now += minutes * 60_000),
    set: (iso) => void (now = new Date(iso).getTime()),
  };
}

/** A sender as main.ts starts one, not started: the test runs its rounds. */
export function testSender(
  db: Db,
  fake: FakeSmtp,
  clock: Clock,
  options: { batch?: number; socketTimeoutMs?: number } = {},
): MailSender {
  return createMailSender({
    db,
    clock,
    logger: createLogger('silent'),
    smtpUrl: fake.url,
    from: schoolAddress,
    compose: { siteUrl: 'https://www.example.org' },
    ...options,
  });
}

/** Rounds until nothing is due. */
export async function sendAll(sender: MailSender): Promise<void> {
  while ((await sender.runOnce()) > 0);
}

export const outboxOf = (db: Db) => db.selectFrom('outbox').selectAll().orderBy('id').execute();
