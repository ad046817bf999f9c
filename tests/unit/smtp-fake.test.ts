import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeSmtp, type FakeSmtp, type FakeSmtpOptions } from '../fakes/smtp-server.ts';
import { rejection } from '../helpers/rejection.ts';

// The real nodemailer against the fake: what the fake answers is what the application's mail sender sees.
// smtp-server waits 100 ms before its greeting (to catch clients that talk too early), so every new
// connection costs that much; where the connection does not matter a pooled transport reuses one.

const ICS = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:PUBLISH\r\nEND:VCALENDAR\r\n';

let fakes: FakeSmtp[] = [];

async function start(options?: FakeSmtpOptions): Promise<FakeSmtp> {
  const fake = await startFakeSmtp(options);
  fakes.push(fake);
  return fake;
}

const plain = { from: 'noreply@example.org', to: 'parent@example.org', subject: 'Hi', text: 'Hello' };

let pools: { close(): void }[] = [];

/** One connection for every message (nodemailer's pool), closed after the test. */
function pooled(fake: FakeSmtp) {
  const transport = nodemailer.createTransport({ host: '127.0.0.1', port: fake.port, pool: true, maxConnections: 1 });
  pools.push(transport);
  return transport;
}

afterEach(async () => {
  for (const pool of pools) pool.close();
  pools = [];
  await Promise.all(fakes.map((fake) => fake.close()));
  fakes = [];
});

describe('fake SMTP server', () => {
  it('records every field of an accepted message', async () => {
    const fake = await start();
    expect(fake.url).toBe(`smtp://127.0.0.1:${fake.port}`);
    const transport = nodemailer.createTransport(fake.url);

    const info = await transport.sendMail({
      from: '"Kids Coding" <noreply@example.org>',
      to: 'Parent <parent@example.org>, other@example.org',
      replyTo: 'office@example.org',
      subject: 'Your course — schedule',
      text: 'Plain body',
      html: '<p>HTML body</p>',
      headers: { 'X-Course-Id': '42' },
      attachments: [{ filename: 'invite.ics', content: ICS, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
    });

    expect(info.response).toBe('250 2.6.0 OK: message queued');
    expect(fake.attempts()).toBe(1);
    const [mail] = await fake.waitFor(1);
    expect(fake.messages).toEqual([mail]);
    expect(mail).toMatchObject({
      envelope: { from: 'noreply@example.org', to: ['parent@example.org', 'other@example.org'] },
      user: undefined,
      subject: 'Your course — schedule',
      from: '"Kids Coding" <noreply@example.org>',
      to: '"Parent" <parent@example.org>, other@example.org',
      replyTo: 'office@example.org',
      text: 'Plain body',
      html: '<p>HTML body</p>',
      messageId: info.messageId,
    });
    expect(mail?.attachments).toEqual([
      {
        filename: 'invite.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: Buffer.from(ICS),
      },
    ]);
    // Header values are as received: the non-ASCII subject is still an encoded word there.
    expect(mail?.headers.get('x-course-id')).toBe('42');
    expect(mail?.headers.get('reply-to')).toBe('office@example.org');
    expect(mail?.headers.get('message-id')).toBe(info.messageId);
    expect(mail?.headers.get('subject')).toMatch(/^=\?UTF-8\?/);
    expect(mail?.raw.toString()).toContain('Content-Disposition: attachment; filename=invite.ics');

    // Nothing is derived from the other part: a text-only message has no html. Without configured
    // credentials any AUTH is accepted and its user recorded. A single-part body keeps the CRLF before
    // the terminating dot, hence the trailing newline.
    await nodemailer.createTransport(`smtp://anyone:anything@127.0.0.1:${fake.port}`).sendMail(plain);
    expect(fake.messages[1]).toMatchObject({ user: 'anyone', text: 'Hello\n', html: '', replyTo: undefined, attachments: [] });
  });

  it('requires the configured credentials', async () => {
    const fake = await start({ credentials: { user: 'mailer', pass: 's3cret:/@' } });
    expect(fake.url).toBe(`smtp://mailer:s3cret%3A%2F%40@127.0.0.1:${fake.port}`);

    const wrong = nodemailer.createTransport({ host: '127.0.0.1', port: fake.port, auth: { user: 'mailer', pass: 'nope' } });
    expect(await rejection(wrong.sendMail(plain))).toMatchObject({
      code: 'EAUTH',
      responseCode: 535,
      command: 'AUTH PLAIN',
      response: '535 5.7.8 Authentication credentials invalid',
    });
    const anonymous = nodemailer.createTransport({ host: '127.0.0.1', port: fake.port });
    expect(await rejection(anonymous.sendMail(plain))).toMatchObject({ code: 'EENVELOPE', responseCode: 530 });
    expect(fake.attempts()).toBe(0);

    await nodemailer.createTransport(fake.url).sendMail(plain);
    expect(fake.messages.map((m) => m.user)).toEqual(['mailer']);
  });

  it('refuses the next messages, then accepts again', async () => {
    const fake = await start();
    const transport = nodemailer.createTransport(fake.url);
    fake.refuseNext({ code: 451 });
    fake.refuseNext({ code: 421, message: 'Too busy' });

    expect(await rejection(transport.sendMail(plain))).toMatchObject({
      code: 'EMESSAGE',
      responseCode: 451,
      command: 'DATA',
      response: '451 4.3.0 Try again later',
    });
    expect(await rejection(transport.sendMail(plain))).toMatchObject({ responseCode: 421, response: '421 4.4.2 Too busy' });
    await transport.sendMail(plain);

    expect(fake.attempts()).toBe(3);
    expect(fake.messages).toHaveLength(1);
  });

  it('refuses every message until told otherwise', async () => {
    const fake = await start();
    const transport = pooled(fake);
    fake.refuseAll({ code: 550 });

    for (let i = 0; i < 2; i++) {
      expect(await rejection(transport.sendMail(plain))).toMatchObject({ code: 'EMESSAGE', responseCode: 550, command: 'DATA' });
    }
    fake.refuseAll(null);
    await transport.sendMail(plain);

    expect(fake.attempts()).toBe(3);
    expect(fake.messages).toHaveLength(1);
  });

  it('hangs on DATA until the client times out, and still closes at once', async () => {
    const fake = await start();
    fake.hang('data');
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: fake.port,
      socketTimeout: 500,
      greetingTimeout: 500,
    });

    expect(await rejection(transport.sendMail(plain))).toMatchObject({ code: 'ETIMEDOUT', command: 'CONN', message: 'Timeout' });
    expect(fake.attempts()).toBe(1);
    expect(fake.messages).toHaveLength(0);

    // A client still stuck in DATA: close() ends its connection instead of waiting for it.
    const stuck = nodemailer.createTransport({ host: '127.0.0.1', port: fake.port, socketTimeout: 30_000 });
    const sending = rejection(stuck.sendMail(plain));
    await expect.poll(() => fake.attempts(), { interval: 5 }).toBe(2);
    const started = Date.now();
    await fake.close();
    expect(Date.now() - started).toBeLessThan(500);
    // ECONNECTION when the body was all sent, ESOCKET (write EPIPE) when the socket went mid-body.
    expect(await sending).toMatchObject({ code: expect.stringMatching(/^(ECONNECTION|ESOCKET)$/), command: 'CONN' });
  });

  it('waits for messages, and says so when they do not come', async () => {
    const fake = await start();
    const waiting = fake.waitFor(2, 5_000);
    const transport = pooled(fake);
    await transport.sendMail(plain);
    await transport.sendMail({ ...plain, subject: 'Second' });
    expect((await waiting).map((m) => m.subject)).toEqual(['Hi', 'Second']);

    await expect(fake.waitFor(3, 50)).rejects.toThrow('Fake SMTP: waited 50 ms for 3 message(s), got 2');
  });

  it('clear() forgets messages, attempts, refusals and hanging', async () => {
    const fake = await start();
    const transport = pooled(fake);
    await transport.sendMail(plain);
    fake.refuseNext({ code: 451 });
    fake.refuseAll({ code: 550 });
    fake.hang('data');
    const { messages } = fake;
    fake.clear();

    expect(fake.messages).toHaveLength(0);
    expect(fake.attempts()).toBe(0);
    await transport.sendMail(plain);
    expect(messages).toHaveLength(1); // the same array, emptied in place
  });
});
