import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { ensureOwner } from '../../server/services/staff.ts';
import { startFakeSmtp, type FakeSmtp } from '../fakes/smtp-server.ts';
import { controlsNamed, h1Of, textOf } from '../helpers/html.ts';
import { mailConfig, manualClock, outboxOf, sendAll, testSender } from '../helpers/mail.ts';
import { cookieOf, linkIn, ownerEmail, signInAs } from '../helpers/staff.ts';
import { createTestApp, testConfig, type TestApp } from '../helpers/test-app.ts';

// Named staff accounts on each engine: the owner from configuration, invitations and
// password resets read from a real SMTP server, removal, and who may do what.
const ownerPassword = 'owner passphrase one';
const sessionSecret = 'a-session-secret-of-at-least-32-characters';

let smtp: FakeSmtp;
beforeAll(async () => {
  smtp = await startFakeSmtp();
});
afterAll(() => smtp.close());
afterEach(() => smtp.clear());

async function ownApp(options: { mail?: boolean; clock?: ReturnType<typeof manualClock> } = {}) {
  const clock = options.clock ?? manualClock();
  const t = await createTestApp({
    clock,
    config: {
      ...(options.mail === false ? {} : mailConfig(smtp)),
      adminPassword: ownerPassword,
      sessionSecret,
      publicBaseUrl: undefined,
    },
  });
  onTestFinished(() => t.close());
  const sender = testSender(t.db, smtp, clock);
  onTestFinished(() => sender.stop());
  return { t, clock, sender };
}

async function ownerAgent(t: TestApp) {
  const agent = request.agent(t.app);
  await signInAs(agent, ownerEmail, ownerPassword).expect(303);
  return agent;
}

const auditOf = (t: TestApp) => t.db.selectFrom('audit_log').selectAll().orderBy('id').execute();

/** The owner invites someone; the invitation is sent and its link read from the mail server. */
async function invite(t: TestApp, sender: ReturnType<typeof testSender>, owner: request.Agent, email: string, name: string) {
  const res = await owner.post('/admin/staff/invite').type('form').send({ email, name });
  expect(res.status).toBe(303);
  await sendAll(sender);
  const mail = smtp.messages.findLast((message) => message.envelope.to.includes(email.toLowerCase()));
  expect(mail, `invitation to ${email}`).toBeDefined();
  return { mail: mail!, link: linkIn(mail!.text, '/admin/invitations/') };
}

describe('the owner', () => {
  it('is created at start from ADMIN_EMAIL and ADMIN_PASSWORD, and a restart with a new password resets it', async () => {
    const { t, clock } = await ownApp();
    const [owner] = await t.db.selectFrom('staff').selectAll().execute();
    expect(owner).toMatchObject({ email: ownerEmail, role: 'owner' });
    expect(owner!.password_hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(owner!.password_hash).not.toContain(ownerPassword);

    const agent = await ownerAgent(t);
    expect((await agent.get('/admin')).status).toBe(200);
    // The same configuration again changes nothing: the owner stays signed in.
    await ensureOwner(t.db, testConfig({ adminPassword: ownerPassword }), clock.now());
    expect((await agent.get('/admin')).status).toBe(200);

    // A lost password: the operator sets a new one and restarts. The old one and its sessions end.
    await ensureOwner(t.db, testConfig({ adminPassword: 'a brand new passphrase' }), clock.now());
    expect((await agent.get('/admin')).status).toBe(303);
    expect((await signInAs(request.agent(t.app), ownerEmail, ownerPassword)).status).toBe(401);
    expect((await signInAs(request.agent(t.app), ownerEmail, 'a brand new passphrase')).status).toBe(303);
    expect((await auditOf(t)).map((row) => row.action)).toEqual(['staff.owner-created', 'staff.owner-reset']);
  });

  it('hands the role over when ADMIN_EMAIL changes: the earlier owner becomes staff', async () => {
    const { t, clock } = await ownApp();
    await ensureOwner(t.db, testConfig({ adminPassword: ownerPassword, adminEmail: 'director@example.org' }), clock.now());
    const rows = await t.db.selectFrom('staff').select(['email', 'role']).orderBy('id').execute();
    expect(rows).toEqual([
      { email: ownerEmail, role: 'staff' },
      { email: 'director@example.org', role: 'owner' },
    ]);
  });
});

describe('invitations', () => {
  it('email a single-use link that sets a password and signs the new staff member in', async () => {
    const { t, sender } = await ownApp();
    const owner = await ownerAgent(t);
    const { mail, link } = await invite(t, sender, owner, 'Rosa.Parks@Example.org', 'Rosa Parks');
    expect(mail.subject).toContain('You are invited to the');
    expect(mail.text).toContain('Hello Rosa Parks');
    expect(mail.text).toContain('works once, until');
    // Stored hashed: the link's secret is nowhere in the database once the mail is sent.
    const secret = link.split('/').at(-1)!;
    const tokens = await t.db.selectFrom('staff_tokens').selectAll().execute();
    expect(JSON.stringify(tokens)).not.toContain(secret);
    expect(JSON.stringify(await outboxOf(t.db))).not.toContain(secret);

    const list = await owner.get('/admin/staff');
    expect(textOf(list.text)).toContain('rosa.parks@example.org');
    expect(textOf(list.text)).toMatch(/Invited, link good until/);

    const rosa = request.agent(t.app);
    const form = await rosa.get(link);
    expect(form.status).toBe(200);
    expect(form.headers['referrer-policy']).toBe('no-referrer');
    expect(h1Of(form.text)).toBe('Join the Staff Console');
    expect(controlsNamed(form.text, 'password')[0]).toContain('autoComplete="new-password"');

    const mismatch = await rosa.post(link).type('form').send({ password: 'rosa long password', confirm: 'something else' });
    expect(mismatch.status).toBe(422);
    expect(textOf(mismatch.text)).toContain('The two passwords differ');
    const short = await rosa.post(link).type('form').send({ password: 'short', confirm: 'short' });
    expect(textOf(short.text)).toContain('Use at least 12 characters');

    const joined = await rosa.post(link).type('form').send({ password: 'rosa long password', confirm: 'rosa long password' });
    expect(joined.status).toBe(303);
    expect(joined.headers.location).toBe('/admin');
    expect(cookieOf(joined, 'admin_session')).toBeDefined();
    const dashboard = await rosa.get('/admin');
    expect(dashboard.status).toBe(200);
    expect(textOf(dashboard.text)).toContain('Rosa Parks rosa.parks@example.org');

    // Once: the link is spent.
    const again = await request(t.app).get(link);
    expect(again.status).toBe(410);
    expect(textOf(again.text)).toContain('This link was already used.');
    // And the new account signs in with its password, its address typed any way.
    expect((await signInAs(request.agent(t.app), 'ROSA.PARKS@example.org', 'rosa long password')).status).toBe(303);
    expect((await auditOf(t)).map((row) => row.action)).toEqual(['staff.owner-created', 'staff.invited', 'staff.joined']);
  });

  it('lapse after 48 hours, and a second invitation replaces the first link', async () => {
    const { t, clock, sender } = await ownApp();
    const owner = await ownerAgent(t);
    const first = await invite(t, sender, owner, 'ada@example.org', 'Ada');
    const second = await invite(t, sender, owner, 'ada@example.org', 'Ada Lovelace');
    expect(second.link).not.toBe(first.link);
    expect(textOf((await request(t.app).get(first.link)).text)).toContain('This link was already used.');
    clock.advance(48 * 60 + 1);
    const lapsed = await request(t.app)
      .post(second.link)
      .type('form')
      .send({ password: 'ada long password', confirm: 'ada long password' });
    expect(lapsed.status).toBe(410);
    expect(textOf(lapsed.text)).toContain('This link has expired.');
    expect(textOf(lapsed.text)).toContain('Ask the person who invited you for a new invitation');
    expect((await request(t.app).get('/admin/invitations/not-a-token')).status).toBe(410);
  });

  it('without a mail server, show the owner the link to hand over, and keep it off the outbox page', async () => {
    const { t } = await ownApp({ mail: false });
    const owner = await ownerAgent(t);
    const res = await owner.post('/admin/staff/invite').type('form').send({ email: 'grace@example.org', name: 'Grace' });
    expect(res.status).toBe(200);
    const link = /http:\/\/[^<\s]+\/admin\/invitations\/[A-Za-z0-9_-]{43}/.exec(res.text)?.[0];
    expect(link).toBeDefined();
    expect(textOf(res.text)).toContain('No mail server is configured, so the invitation was not emailed');
    const [held] = await outboxOf(t.db);
    expect(held).toMatchObject({ status: 'held', kind: 'staff-invitation', to_address: 'grace@example.org' });
    const shown = await owner.get(`/admin/outbox/${held!.id}/html`);
    expect(shown.text).not.toContain('/admin/invitations/');
    expect(shown.text).toContain('The link is not shown here');
    expect((await request(t.app).get(new URL(link!).pathname)).status).toBe(200);
  });

  it('refuse bad input with the form kept, and an address that already has an account', async () => {
    const { t } = await ownApp();
    const owner = await ownerAgent(t);
    const bad = await owner.post('/admin/staff/invite').type('form').send({ email: 'not an address', name: '' });
    expect(bad.status).toBe(422);
    expect(textOf(bad.text)).toContain('Enter a valid email address');
    expect(textOf(bad.text)).toContain('Enter their name');
    const taken = await owner.post('/admin/staff/invite').type('form').send({ email: ownerEmail, name: 'Me again' });
    expect(taken.status).toBe(422);
    expect(textOf(taken.text)).toContain('This address already has an account');
  });
});

describe('staff and the owner', () => {
  async function withStaffMember() {
    const app = await ownApp();
    const owner = await ownerAgent(app.t);
    const { link } = await invite(app.t, app.sender, owner, 'kim@example.org', 'Kim');
    const kim = request.agent(app.t.app);
    await kim.post(link).type('form').send({ password: 'kim long password', confirm: 'kim long password' }).expect(303);
    const kimId = (
      await app.t.db.selectFrom('staff').select('id').where('email', '=', 'kim@example.org').executeTakeFirstOrThrow()
    ).id;
    return { ...app, owner, kim, kimId };
  }

  it('staff use the console but cannot manage staff', async () => {
    const { kim, kimId, t } = await withStaffMember();
    for (const path of ['/admin', '/admin/outbox', '/admin/audit', '/admin/import-blogs'])
      expect((await kim.get(path)).status, path).toBe(200);
    expect(textOf((await kim.get('/admin')).text)).not.toMatch(/\bStaff\b(?! [Cc]onsole)/);
    const page = await kim.get('/admin/staff');
    expect(page.status).toBe(403);
    expect(textOf(page.text)).toContain('Only the owner can manage staff accounts');
    expect((await kim.post('/admin/staff/invite').type('form').send({ email: 'x@example.org', name: 'X' })).status).toBe(403);
    const owner = await t.db.selectFrom('staff').select('id').where('role', '=', 'owner').executeTakeFirstOrThrow();
    expect((await kim.post(`/admin/staff/${owner.id}/remove`)).status).toBe(403);
    expect((await kim.post(`/admin/staff/${kimId}/remove`)).status).toBe(403);
  });

  it('a removed staff member is signed out at once, on every instance, and cannot sign in again', async () => {
    const { t, owner, kim, kimId } = await withStaffMember();
    const other = await createTestApp({ sameDatabaseAs: t, config: { adminPassword: ownerPassword, sessionSecret } });
    onTestFinished(() => other.close());
    const kimCookie = (await kim.get('/admin')).request.cookies;
    expect(kimCookie).toBeTruthy();
    const removed = await owner.post(`/admin/staff/${kimId}/remove`);
    expect(removed.status).toBe(303);
    const next = await kim.get('/admin/messages');
    expect(next.status).toBe(303);
    expect(next.headers.location).toMatch(/^\/admin\/login/);
    expect((await request(other.app).get('/admin').set('Cookie', kimCookie)).status).toBe(303);
    expect((await signInAs(request.agent(t.app), 'kim@example.org', 'kim long password')).status).toBe(401);
    const audit = await auditOf(t);
    expect(audit.at(-1)).toMatchObject({
      action: 'staff.removed',
      staff_email: ownerEmail,
      record_type: 'staff',
      record_id: String(kimId),
    });
    expect(JSON.parse(audit.at(-1)!.before!)).toMatchObject({ email: 'kim@example.org', role: 'staff' });
    // The owner cannot be removed.
    const ownerId = (await t.db.selectFrom('staff').select('id').where('role', '=', 'owner').executeTakeFirstOrThrow()).id;
    expect((await owner.post(`/admin/staff/${ownerId}/remove`)).status).toBe(409);
  });

  it('a session ends after 8 idle hours; using the console keeps it going', async () => {
    const { t, clock } = await ownApp();
    const agent = await ownerAgent(t);
    clock.advance(7 * 60);
    expect((await agent.get('/admin')).status).toBe(200);
    clock.advance(7 * 60);
    expect((await agent.get('/admin')).status).toBe(200);
    clock.advance(8 * 60 + 1);
    expect((await agent.get('/admin')).status).toBe(303);
  });

  it("a session's expiry is written at most once a minute, however often the console is used", async () => {
    const { t, clock } = await ownApp();
    const agent = await ownerAgent(t);
    const expiry = async () =>
      (await t.db.selectFrom('admin_sessions').select('expires_at').executeTakeFirstOrThrow()).expires_at;
    clock.advance(30);
    expect((await agent.get('/admin')).status).toBe(200);
    const renewed = await expiry();
    // Half a minute later: the row is left alone.
    clock.advance(0.5);
    expect((await agent.get('/admin')).status).toBe(200);
    expect(await expiry()).toBe(renewed);
    // A minute after it was written: written again, eight hours from now.
    clock.advance(0.5);
    expect((await agent.get('/admin')).status).toBe(200);
    expect(new Date(await expiry()).getTime() - new Date(renewed).getTime()).toBe(60_000);
  });
});

describe('a forgotten password', () => {
  it('gets a link by email; the answer is the same for any address; the new password ends other sessions', async () => {
    const { t, sender } = await ownApp();
    const elsewhere = await ownerAgent(t);
    const page = await request(t.app).get('/admin/password-reset');
    expect(page.status).toBe(200);
    expect(h1Of(page.text)).toBe('Reset Your Password');

    const known = await request(t.app).post('/admin/password-reset').type('form').send({ email: ownerEmail });
    const unknown = await request(t.app).post('/admin/password-reset').type('form').send({ email: 'stranger@example.org' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const said = (res: request.Response) => textOf(res.text).replace(/\S+@example\.org/, 'ADDRESS');
    expect(said(known)).toBe(said(unknown));
    await sendAll(sender);
    expect(smtp.messages).toHaveLength(1);
    const [mail] = smtp.messages;
    expect(mail!.envelope.to).toEqual([ownerEmail]);
    expect(mail!.subject).toBe('Reset your staff console password');
    const link = linkIn(mail!.text, '/admin/password-reset/');

    // Until it is used, the old password still works.
    expect((await signInAs(request.agent(t.app), ownerEmail, ownerPassword)).status).toBe(303);
    const me = request.agent(t.app);
    expect((await me.post(link).type('form').send({ password: 'my new passphrase', confirm: 'my new passphrase' })).status).toBe(
      303,
    );
    expect((await me.get('/admin')).status).toBe(200);
    expect((await elsewhere.get('/admin')).status).toBe(303);
    expect((await signInAs(request.agent(t.app), ownerEmail, ownerPassword)).status).toBe(401);
    expect((await signInAs(request.agent(t.app), ownerEmail, 'my new passphrase')).status).toBe(303);
    expect((await request(t.app).get(link)).status).toBe(410);
    // The request log names the page, never the link's secret.
    const secret = link.split('/').at(-1)!;
    expect(t.logs.join('\n')).toContain('/admin/password-reset/[secret]');
    expect(t.logs.join('\n')).not.toContain(secret);
  });

  it('asking again does not cancel the link already sent; choosing a password spends them all', async () => {
    const { t, sender } = await ownApp();
    for (let i = 0; i < 2; i += 1)
      await request(t.app).post('/admin/password-reset').type('form').send({ email: ownerEmail }).expect(200);
    await sendAll(sender);
    const [first, second] = smtp.messages.map((mail) => linkIn(mail.text, '/admin/password-reset/'));
    expect(first).not.toBe(second);
    expect(
      (await request(t.app).post(first!).type('form').send({ password: 'first new passphrase', confirm: 'first new passphrase' }))
        .status,
    ).toBe(303);
    const late = await request(t.app).get(second!);
    expect(late.status).toBe(410);
    expect(textOf(late.text)).toContain('This link was already used.');
  });

  it('links last an hour, and asking is limited per client', async () => {
    const { t, clock, sender } = await ownApp();
    await request(t.app).post('/admin/password-reset').type('form').send({ email: ownerEmail }).expect(200);
    await sendAll(sender);
    const link = linkIn(smtp.messages[0]!.text, '/admin/password-reset/');
    clock.advance(61);
    const lapsed = await request(t.app).get(link);
    expect(lapsed.status).toBe(410);
    expect(textOf(lapsed.text)).toContain('Ask for a new link');
    for (let i = 0; i < 4; i += 1)
      await request(t.app).post('/admin/password-reset').type('form').send({ email: 'x@example.org' }).expect(200);
    expect((await request(t.app).post('/admin/password-reset').type('form').send({ email: 'x@example.org' })).status).toBe(429);
    // Guessing links is limited too (each guess would cost a password hash).
    const guess = `/admin/password-reset/${'a'.repeat(43)}`;
    for (let i = 0; i < 10; i += 1)
      expect(
        (await request(t.app).post(guess).type('form').send({ password: 'guess long password', confirm: 'guess long password' }))
          .status,
      ).toBe(410);
    expect(
      (await request(t.app).post(guess).type('form').send({ password: 'guess long password', confirm: 'guess long password' }))
        .status,
    ).toBe(429);
  });
});

describe('a double submit', () => {
  it('of one invitation makes one account, and the newest link is the one that works', async () => {
    const { t, sender } = await ownApp();
    const owner = await ownerAgent(t);
    const results = await Promise.all(
      [1, 2].map(() => owner.post('/admin/staff/invite').type('form').send({ email: 'twice@example.org', name: 'Twice' })),
    );
    expect(results.map((res) => res.status)).toEqual([303, 303]);
    expect(await t.db.selectFrom('staff').select('id').where('email', '=', 'twice@example.org').execute()).toHaveLength(1);
    await sendAll(sender);
    const links = smtp.messages.map((mail) => linkIn(mail.text, '/admin/invitations/'));
    expect(links).toHaveLength(2);
    const working = await Promise.all(links.map(async (link) => (await request(t.app).get(link)).status));
    expect(working.sort()).toEqual([200, 410]);
  });
});
