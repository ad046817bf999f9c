import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Db } from '../../db/index.ts';
import { maxSendTries, retryDelaysMinutes, sendClaimMinutes } from '../../domain/mail.ts';
import { addMail, claimDueMail, noMailServer, type MailSettings } from '../../server/services/outbox.ts';
import { startFakeSmtp, type FakeSmtp } from '../fakes/smtp-server.ts';
import { mailConfig, manualClock, outboxOf, sendAll, testSender } from '../helpers/mail.ts';
import { startServer } from '../helpers/server-process.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { ownerEmail } from '../helpers/staff.ts';

// The outbox and its sender on each engine, against a real SMTP server on loopback.
let fake: FakeSmtp;
beforeAll(async () => {
  fake = await startFakeSmtp();
});
afterAll(() => fake.close());
afterEach(() => fake.clear());

const enabled: MailSettings = { enabled: true, staffEmail: 'staff@example.org' };

/** A staff notification (never limited), numbered, added as a service would inside its transaction. */
const addStaffMail = (db: Db, n: number, now: Date) =>
  addMail(
    db,
    enabled,
    {
      payload: {
        kind: 'contact-staff',
        messageId: n,
        name: `Parent ${n}`,
        email: `parent${n}@example.org`,
        phone: '(408) 555-0100',
        subject: 'programs',
        message: `Message number ${n}, about the spring cohorts.`,
        receivedAt: now.toISOString(),
      },
      to: 'staff@example.org',
      replyTo: `parent${n}@example.org`,
      dedupeKey: `test:${n}`,
      limited: false,
    },
    now,
  );

async function ownApp(config = {}, clock = manualClock()) {
  const t = await createTestApp({ clock, config: { ...mailConfig(fake), ...config } });
  onTestFinished(() => t.close());
  return { t, clock };
}

/** The message number each received message was made from (its subject names the parent). */
const numbersReceived = () => fake.messages.map((mail) => Number(/Parent (\d+)/.exec(mail.subject)?.[1]));

describe('the sender', () => {
  it('sends a due message once, marks it sent with the server’s answer, and a second round sends nothing', async () => {
    const { t, clock } = await ownApp();
    await addStaffMail(t.db, 1, clock.now());
    const sender = testSender(t.db, fake, clock);
    onTestFinished(() => sender.stop());
    await sendAll(sender);
    await sendAll(sender);
    expect(fake.messages).toHaveLength(1);
    const [row] = await outboxOf(t.db);
    expect(row).toMatchObject({ status: 'sent', tries: 1, sent_at: clock.now().toISOString() });
    expect(row!.smtp_response).toMatch(/^250 /);
    expect(fake.messages[0]).toMatchObject({ to: 'staff@example.org', replyTo: 'parent1@example.org' });
    expect(fake.messages[0]!.from).toContain('school@example.org');
  });

  it('adds one message per key, ever', async () => {
    const { t, clock } = await ownApp();
    expect(await addStaffMail(t.db, 7, clock.now())).toBe('pending');
    expect(await addStaffMail(t.db, 7, clock.now())).toBe('duplicate');
    expect(await outboxOf(t.db)).toHaveLength(1);
  });

  it('tries again after a 451 (1 minute later), then sends', async () => {
    const { t, clock } = await ownApp();
    await addStaffMail(t.db, 2, clock.now());
    const sender = testSender(t.db, fake, clock);
    onTestFinished(() => sender.stop());
    fake.refuseNext({ code: 451 });
    await sender.runOnce();
    let [row] = await outboxOf(t.db);
    expect(row).toMatchObject({ status: 'pending', tries: 1 });
    expect(row!.last_error).toContain('451');
    expect(row!.next_attempt_at).toBe(new Date(clock.now().getTime() + 60_000).toISOString());
    // Not due yet: nothing happens.
    expect(await sender.runOnce()).toBe(0);
    clock.advance(retryDelaysMinutes[0]);
    await sender.runOnce();
    [row] = await outboxOf(t.db);
    expect(row).toMatchObject({ status: 'sent', tries: 2 });
    expect(fake.messages).toHaveLength(1);
  });

  it('after the last try (1 min, 5 min, 30 min, 2 h, 12 h apart) marks it failed, shown on /admin/outbox', async () => {
    const { t, clock } = await ownApp();
    await addStaffMail(t.db, 3, clock.now());
    const sender = testSender(t.db, fake, clock);
    onTestFinished(() => sender.stop());
    fake.refuseAll({ code: 451 });
    for (let tryNumber = 1; tryNumber <= maxSendTries; tryNumber++) {
      expect(await sender.runOnce(), `try ${tryNumber}`).toBe(1);
      clock.advance(retryDelaysMinutes[tryNumber - 1] ?? 0);
    }
    fake.refuseAll(null);
    clock.advance(24 * 60);
    expect(await sender.runOnce()).toBe(0);
    const [row] = await outboxOf(t.db);
    expect(row).toMatchObject({ status: 'failed', tries: maxSendTries });
    expect(fake.attempts()).toBe(maxSendTries);
    expect(fake.messages).toHaveLength(0);

    // Staff look from another instance on the same database (and the same clock: on the
    // real one, the message resent 'now' would not be due for the sender's clock).
    const staffSide = await createTestApp({
      sameDatabaseAs: t,
      clock,
      config: { ...mailConfig(fake), adminPassword: 'correct horse battery', sessionSecret: 's'.repeat(32) },
    });
    onTestFinished(() => staffSide.close());
    const agent = request.agent(staffSide.app);
    await agent.post('/admin/login').type('form').send({ email: ownerEmail, password: 'correct horse battery' }).expect(303);
    const list = await agent.get('/admin/outbox?status=failed');
    expect(list.status).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    expect(list.text).toContain('Contact form: Programs, from Parent 3');
    expect(list.text).toContain('Failed');
    expect(list.text).toContain('451 4.3.0 Try again later');

    // Staff send it again: due now, with a fresh count of tries.
    const again = await agent.post(`/admin/outbox/${row!.id}/resend`).type('form').send({});
    expect(again.status).toBe(303);
    expect(again.headers.location).toBe(`/admin/outbox/${row!.id}`);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'outbox.resent').execute();
    expect(audit).toEqual([
      expect.objectContaining({ staff_email: ownerEmail, record_type: 'outbox', record_id: String(row!.id) }),
    ]);
    await sender.runOnce();
    expect((await outboxOf(t.db))[0]).toMatchObject({ status: 'sent', tries: 1 });
    expect(fake.messages).toHaveLength(1);
  });

  it('marks a message the server refuses for good (550) failed at once', async () => {
    const { t, clock } = await ownApp();
    await addStaffMail(t.db, 4, clock.now());
    const sender = testSender(t.db, fake, clock);
    onTestFinished(() => sender.stop());
    fake.refuseNext({ code: 550 });
    await sender.runOnce();
    const [row] = await outboxOf(t.db);
    expect(row).toMatchObject({ status: 'failed', tries: 1 });
    expect(row!.last_error).toContain('550');
  });

  it('marks a message that cannot be composed failed at once, never sending it, and goes on with the others', async () => {
    const { t, clock } = await ownApp();
    const at = clock.now().toISOString();
    await t.db
      .insertInto('outbox')
      .values({
        kind: 'receipt',
        dedupe_key: 'broken:1',
        to_address: 'a@example.org',
        payload: '{"kind":"receipt"}',
        status: 'pending',
        limited: 0,
        next_attempt_at: at,
        created_at: at,
        updated_at: at,
      })
      .execute();
    await addStaffMail(t.db, 6, clock.now());
    const sender = testSender(t.db, fake, clock);
    onTestFinished(() => sender.stop());
    await sendAll(sender);
    const [broken, good] = await outboxOf(t.db);
    expect(broken).toMatchObject({ status: 'failed', tries: 1 });
    expect(broken!.last_error).toMatch(/^could not compose: /);
    expect(good).toMatchObject({ status: 'sent' });
    expect(numbersReceived()).toEqual([6]);
  });

  it('gives up on a server that hangs (the try fails and is retried, never stuck)', async () => {
    const { t, clock } = await ownApp();
    await addStaffMail(t.db, 5, clock.now());
    const sender = testSender(t.db, fake, clock, { socketTimeoutMs: 300 });
    onTestFinished(() => sender.stop());
    fake.hang('data');
    await sender.runOnce();
    fake.hang(null);
    const [row] = await outboxOf(t.db);
    expect(row).toMatchObject({ status: 'pending', tries: 1 });
    expect(row!.last_error).toMatch(/timeout/i);
  });

  it('two instances sending from one database send each of 200 messages once', async () => {
    const { t, clock } = await ownApp();
    for (let n = 1; n <= 200; n++) await addStaffMail(t.db, n, clock.now());
    const other = await createTestApp({ clock, sameDatabaseAs: t, config: mailConfig(fake) });
    onTestFinished(() => other.close());
    const senders = [testSender(t.db, fake, clock, { batch: 10 }), testSender(other.db, fake, clock, { batch: 10 })];
    onTestFinished(async () => void (await Promise.all(senders.map((sender) => sender.stop()))));
    await Promise.all(senders.map((sender) => sendAll(sender)));
    const numbers = numbersReceived();
    expect(numbers).toHaveLength(200);
    expect(new Set(numbers).size).toBe(200);
    const rows = await outboxOf(t.db);
    expect(rows.every((row) => row.status === 'sent' && row.tries === 1)).toBe(true);
  });

  it('a claim that lapses (its sender died mid-send) is taken by another sender, and an old claim can no longer mark it', async () => {
    const { t, clock } = await ownApp();
    for (let n = 1; n <= 5; n++) await addStaffMail(t.db, n, clock.now());
    const dead = await claimDueMail(t.db, clock.now(), 3);
    expect(dead.rows).toHaveLength(3);
    const sender = testSender(t.db, fake, clock);
    onTestFinished(() => sender.stop());
    // Within the claim, only the two unclaimed ones go.
    await sendAll(sender);
    expect(numbersReceived().sort()).toEqual([4, 5]);
    clock.advance(sendClaimMinutes + 1);
    await sendAll(sender);
    expect(numbersReceived().sort()).toEqual([1, 2, 3, 4, 5]);
    expect((await outboxOf(t.db)).map((row) => row.status)).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);
  });
});

describe('a crash', () => {
  it('of the server process mid-batch loses nothing: another instance sends every message once', async () => {
    const { t } = await ownApp({}, { now: () => new Date() } as ReturnType<typeof manualClock>);
    const now = new Date();
    for (let n = 1; n <= 12; n++) await addStaffMail(t.db, n, now);
    // The server (server/main.ts, the real sender) claims the batch and is killed while its
    // mail server holds every message unanswered: none was accepted.
    fake.hang('data');
    const target = t.database;
    const server = startServer({
      PORT: '0',
      DATABASE_URL: target.kind === 'sqlite' ? target.file : target.url,
      NODE_ENV: 'development',
      SMTP_URL: fake.url,
      MAIL_FROM: 'school@example.org',
    });
    onTestFinished(() => void server.child.kill('SIGKILL'));
    await server.listening();
    const deadline = Date.now() + 10_000;
    while (fake.attempts() < 3 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.attempts()).toBeGreaterThanOrEqual(3);
    server.child.kill('SIGKILL');
    await server.exited;
    fake.hang(null);
    const claimed = (await outboxOf(t.db)).filter((row) => row.status === 'sending');
    expect(claimed.length).toBe(12);

    // After the claim lapses another sender takes them all.
    const later = manualClock(new Date(Date.now() + (sendClaimMinutes + 1) * 60_000).toISOString());
    const sender = testSender(t.db, fake, later);
    onTestFinished(() => sender.stop());
    await sendAll(sender);
    const numbers = numbersReceived();
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect((await outboxOf(t.db)).every((row) => row.status === 'sent')).toBe(true);
  }, 30_000);
});

describe('the server process', () => {
  it('sends from a thread of its own, and SIGTERM stops that thread with the server', async () => {
    const { t } = await ownApp({}, { now: () => new Date() } as ReturnType<typeof manualClock>);
    const target = t.database;
    const server = startServer({
      PORT: '0',
      DATABASE_URL: target.kind === 'sqlite' ? target.file : target.url,
      NODE_ENV: 'development',
      SMTP_URL: fake.url,
      MAIL_FROM: 'school@example.org',
      STAFF_EMAIL: 'staff@example.org',
      SHUTDOWN_DRAIN_SECONDS: '0',
    });
    onTestFinished(() => void server.child.kill('SIGKILL'));
    const url = await server.listening();
    const res = await fetch(`${url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Grace Hopper',
        email: 'grace@example.org',
        phone: '(408) 555-0199',
        subject: 'schedule',
        message: 'Is there a Saturday cohort in the spring?',
      }),
    });
    expect(res.status).toBe(201);
    // The acknowledgement to the parent and the notification to staff, sent by the thread.
    const received = await fake.waitFor(2);
    expect(received.map((mail) => mail.to).sort()).toEqual(['grace@example.org', 'staff@example.org']);
    // Marked once the server's 250 is read.
    await expect.poll(async () => (await outboxOf(t.db)).map((row) => row.status)).toEqual(['sent', 'sent']);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).not.toContain('mail sender thread');
  }, 30_000);
});

describe('without a mail server', () => {
  it('keeps messages as "not sent: no mail server", and a server configured later never sends them by surprise', async () => {
    const { t, clock } = await ownApp({
      mail: { smtpUrl: undefined, from: 'school@example.org', staffEmail: 'staff@example.org' },
    });
    const res = await request(t.app).post('/api/contact').send({
      name: 'Grace Hopper',
      email: 'grace@example.org',
      phone: '(408) 555-0199',
      subject: 'schedule',
      message: 'Is there a Saturday cohort in the spring?',
    });
    expect(res.status).toBe(201);
    const rows = await outboxOf(t.db);
    expect(rows.map((row) => [row.kind, row.status, row.hold_reason])).toEqual([
      ['contact-acknowledgement', 'held', noMailServer],
      ['contact-staff', 'held', noMailServer],
    ]);
    // The same database, now with a mail server.
    const sender = testSender(t.db, fake, clock);
    onTestFinished(() => sender.stop());
    clock.advance(60 * 24);
    await sendAll(sender);
    expect(fake.attempts()).toBe(0);
  });
});

describe('mail to an address typed into a public form', () => {
  it('goes at most 5 times a day to one address; more are withheld and say why, staff notifications are not limited', async () => {
    const { t } = await ownApp({ trustProxy: 1 });
    for (let n = 0; n < 7; n++) {
      const res = await request(t.app)
        .post('/api/contact')
        .set('X-Forwarded-For', `198.51.100.${n + 1}`)
        .send({
          name: 'Someone Else',
          email: 'stranger@example.org',
          phone: '(408) 555-0199',
          subject: 'other',
          message: `Please write to this stranger, time ${n}.`,
        });
      expect(res.status).toBe(201);
    }
    const rows = await outboxOf(t.db);
    const toStranger = rows.filter((row) => row.to_address === 'stranger@example.org');
    expect(toStranger.map((row) => row.status)).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
      'pending',
      'withheld',
      'withheld',
    ]);
    expect(toStranger[6]!.hold_reason).toBe('not sent: 5 messages to this address in 24 hours');
    const toStaff = rows.filter((row) => row.to_address === 'staff@example.org');
    expect(toStaff.map((row) => row.status)).toEqual(Array(7).fill('pending'));
  });
});
