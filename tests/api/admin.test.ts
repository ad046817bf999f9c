import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { controlsNamed, h1Of, textOf, titleOf } from '../helpers/html.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { executable, xssCorpus } from '../helpers/xss-corpus.ts';
import { cookieOf, ownerEmail, signInAs } from '../helpers/staff.ts';

const password = 'correct horse battery staple';
const sessionSecret = 'a-session-secret-of-at-least-32-characters';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { adminPassword: password, sessionSecret } });
});
afterAll(() => t.close());

async function ownApp(config: Parameters<typeof createTestApp>[0] = { config: { adminPassword: password, sessionSecret } }) {
  const app = await createTestApp(config);
  onTestFinished(() => app.close());
  return app;
}

const signIn = (agent: request.Agent, given = password, next?: string) => signInAs(agent, ownerEmail, given, next);

/** Every admin page and endpoint there is (or will be), as an anonymous visitor reaches them. */
const adminPages = [
  '/admin',
  '/admin/import-blogs',
  '/admin/outbox',
  '/admin/outbox/1',
  '/admin/outbox/1/html',
  '/admin/anything-else',
];
const adminEndpoints: [string, string][] = [
  ['get', '/api/admin/posts'],
  ['post', '/api/admin/posts'],
  ['delete', '/api/admin/posts/what-is-vibe-coding'],
];

describe('anonymous visitors', () => {
  it.each(adminPages)('are sent from %s to the sign-in page, which brings them back', async (path) => {
    const res = await request(t.app).get(path);
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/admin\/login(\?next=)?/);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it.each(adminEndpoints)('get 401 from %s %s', async (method, path) => {
    const res = await (request(t.app) as unknown as Record<string, (p: string) => request.Test>)[method]!(path);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Sign in as an admin first' });
  });
});

describe('signing in', () => {
  it('asks for an email and a password, kept out of search engines and caches', async () => {
    const res = await request(t.app).get('/admin/login?next=/admin/import-blogs');
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe('Admin Sign-In');
    const [email] = controlsNamed(res.text, 'email');
    expect(email).toContain('type="email"');
    expect(email).toContain('autoComplete="username"');
    expect(textOf(res.text)).toContain('Forgot your password?');
    const [field] = controlsNamed(res.text, 'password');
    expect(field).toContain('type="password"');
    expect(field).toContain('autoComplete="current-password"');
    expect(res.text).toContain('<input type="hidden" name="next" value="/admin/import-blogs"/>');
    expect(res.text).toContain('<meta name="robots" content="noindex"/>');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses a wrong or empty password, saying so, with no session', async () => {
    const wrong = await signIn(request.agent(t.app), 'not the password');
    expect(wrong.status).toBe(401);
    expect(textOf(wrong.text)).toContain('Incorrect email or password');
    // An unknown address gets the same answer as a wrong password.
    const stranger = await signInAs(request.agent(t.app), 'nobody@example.org', password);
    expect(stranger.status).toBe(401);
    expect(textOf(stranger.text)).toContain('Incorrect email or password');
    expect(cookieOf(wrong, 'admin_session')).toBeUndefined();
    const empty = await signIn(request.agent(t.app), '');
    expect(empty.status).toBe(400);
    expect(textOf(empty.text)).toContain('Enter your password');
  });

  it('lets the admin in with a new session id each time, stored in the database, and out again', async () => {
    const agent = request.agent(t.app);
    const first = await signIn(agent, password, '/admin/import-blogs');
    expect(first.status).toBe(303);
    expect(first.headers.location).toBe('/admin/import-blogs');
    const cookie = cookieOf(first, 'admin_session')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);

    const page = await agent.get('/admin/import-blogs');
    expect(page.status).toBe(200);
    expect(h1Of(page.text)).toBe('Import Blogs');
    expect(titleOf(page.text)).toMatch(/^Import Blogs/);
    expect(textOf(page.text)).toContain('Sign Out');
    expect(await t.db.selectFrom('admin_sessions').selectAll().execute()).not.toHaveLength(0);

    // Signing in again (or over a planted id) gives a new id; the old one is worth nothing.
    const second = await signIn(agent);
    const oldId = cookie.split(';')[0]!;
    expect(cookieOf(second, 'admin_session')!.split(';')[0]).not.toBe(oldId);
    const withOld = await request(t.app).get('/admin/import-blogs').set('Cookie', oldId);
    expect(withOld.status).toBe(303);

    const out = await agent.post('/admin/logout');
    expect(out.status).toBe(303);
    expect(out.headers.location).toBe('/admin/login');
    expect((await agent.get('/admin/import-blogs')).status).toBe(303);
    expect((await agent.get('/api/admin/posts')).status).toBe(401);
  });

  it('never sends a signed-in admin off the site', async () => {
    for (const next of ['https://evil.example/', '//evil.example', '/blog', '/admin/../blog', 'javascript:alert(1)']) {
      const res = await signIn(request.agent(t.app), password, next);
      expect(res.headers.location, next).toBe('/admin');
    }
  });

  it('works on another instance of the same database (sessions are rows, not memory)', async () => {
    const other = await createTestApp({ config: { adminPassword: password, sessionSecret }, sameDatabaseAs: t });
    onTestFinished(() => other.close());
    const res = await signIn(request.agent(t.app));
    const cookie = cookieOf(res, 'admin_session')!.split(';')[0]!;
    expect((await request(other.app).get('/admin/import-blogs').set('Cookie', cookie)).status).toBe(200);
  });

  it('holds after five wrong passwords in 15 minutes, even for the right one; right ones never count', async () => {
    const own = await ownApp();
    for (let i = 0; i < 6; i += 1) expect((await signIn(request.agent(own.app))).status).toBe(303);
    for (let i = 0; i < 5; i += 1) expect((await signIn(request.agent(own.app), 'wrong password')).status).toBe(401);
    const held = await signIn(request.agent(own.app));
    expect(held.status).toBe(429);
    expect(held.headers['retry-after']).toBeDefined();
  });

  it('holds the account after ten wrong passwords from several addresses, and logs a line to alert on', async () => {
    const own = await ownApp({ config: { adminPassword: password, sessionSecret, trustProxy: 1 } });
    const from = (n: number) =>
      request(own.app)
        .post('/admin/login')
        .set('X-Forwarded-For', `203.0.113.${n}`)
        .type('form')
        .send({ email: ownerEmail, password: 'wrong password' });
    // Two guesses from each of five addresses: under every client's limit of five.
    for (let n = 1; n <= 10; n += 1) expect((await from(Math.ceil(n / 2))).status).toBe(401);
    const held = await from(99);
    expect(held.status).toBe(429);
    // The right password from a new address is held too: the account is, not the client.
    const right = await request(own.app)
      .post('/admin/login')
      .set('X-Forwarded-For', '198.51.100.1')
      .type('form')
      .send({ email: ownerEmail, password });
    expect(right.status).toBe(429);
    const alerts = own.logs.map((line) => JSON.parse(line) as { alert?: string; msg: string }).filter((line) => line.alert);
    expect(alerts).toEqual([
      expect.objectContaining({ alert: 'sign-in-account-held', msg: 'failed sign-ins over the account limit: held' }),
    ]);
  });

  it('holds sign-in for everyone after 50 wrong passwords across the site, with an error line to alert on', async () => {
    const own = await ownApp({ config: { adminPassword: password, sessionSecret, trustProxy: 1 } });
    // A guess at a different account each time: under every account's limit and every client's.
    let refusedBySite = false;
    for (let n = 1; n <= 51 && !refusedBySite; n += 1) {
      const res = await request(own.app)
        .post('/admin/login')
        .set('X-Forwarded-For', `192.0.2.${n}`)
        .type('form')
        .send({ email: `guess${n}@example.org`, password: 'wrong' });
      if (res.status === 429) refusedBySite = n === 51;
      else expect(res.status, String(n)).toBe(401);
    }
    expect(refusedBySite).toBe(true);
    const line = own.logs
      .map((l) => JSON.parse(l) as { alert?: string; level: string })
      .find((l) => l.alert === 'sign-in-site-held');
    expect(line).toMatchObject({ level: 'error', msg: 'failed sign-ins over the site-wide limit: sign-in held for everyone' });
  });

  it('on a public HTTPS site uses a Secure __Host- cookie; npm start on localhost a plain one it can set', async () => {
    const publicSite = await ownApp({
      config: {
        adminPassword: password,
        sessionSecret,
        isProduction: true,
        trustProxy: 1,
        publicBaseUrl: 'https://www.example.org',
      },
    });
    const res = await signIn(request.agent(publicSite.app)).set('Host', 'www.example.org').set('X-Forwarded-Proto', 'https');
    const cookie = cookieOf(res, '__Host-admin_session');
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/Domain=/);

    const laptop = await ownApp({ config: { adminPassword: password, sessionSecret, isProduction: true } });
    const local = await signIn(request.agent(laptop.app));
    expect(cookieOf(local, 'admin_session')).not.toMatch(/Secure/);
  });
});

describe('without ADMIN_PASSWORD', () => {
  it('says how to turn the admin pages on, and nobody can sign in', async () => {
    const own = await ownApp({ config: { adminPassword: undefined } });
    const res = await request(own.app).get('/admin/login');
    expect(res.status).toBe(503);
    expect(textOf(res.text)).toContain('ADMIN_PASSWORD');
    expect((await request(own.app).get('/admin/import-blogs')).headers.location).toBe(
      '/admin/login?next=%2Fadmin%2Fimport-blogs',
    );
    expect((await signIn(request.agent(own.app), '')).status).toBe(503);
    expect((await request(own.app).get('/api/admin/posts')).status).toBe(401);
  });
});

describe('publishing imported posts', () => {
  const imported = {
    url: 'https://blog.example.org/blog/my-first-post',
    slug: '/blog/my-first-post',
    title: 'My First Post',
    excerpt: 'What we built on day one.',
    date: '6/10/2026',
    markdown: `# My First Post\n\nWhat we built on day one. [x](javascript:alert(1)) <img src=x onerror=alert(1)>\n\n${'word '.repeat(600)}`,
    html: '<h1>My First Post</h1>',
  };

  it('publishes a post by slug, shows it on /blog, its page, the feed and the sitemap, and takes it off again', async () => {
    const own = await ownApp();
    const agent = request.agent(own.app);
    await signIn(agent);
    expect(textOf((await request(own.app).get('/blog')).text)).not.toContain('My First Post'); // now cached

    const res = await agent.post('/api/admin/posts').send(imported);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ slug: 'my-first-post', path: '/blog/my-first-post' });

    expect(textOf((await request(own.app).get('/blog')).text)).toContain('My First Post');
    const post = await request(own.app).get('/blog/my-first-post');
    expect(post.status).toBe(200);
    expect(textOf(post.text)).toContain('October 6, 2026 · 3 min read');
    expect(post.text).not.toMatch(/javascript:|onerror=alert/);
    expect((await request(own.app).get('/blog/feed.xml')).text).toContain('<title>My First Post</title>');
    expect((await request(own.app).get('/sitemap.xml')).text).toContain('/blog/my-first-post</loc>');
    expect((await agent.get('/api/admin/posts')).body.map((p: { slug: string }) => p.slug)).toContain('my-first-post');

    // Publishing the same slug again replaces it.
    const again = await agent.post('/api/admin/posts').send({ ...imported, title: 'My First Post, revised' });
    expect(again.status).toBe(200);
    expect(h1Of((await request(own.app).get('/blog/my-first-post')).text)).toBe('My First Post, revised');

    expect((await agent.delete('/api/admin/posts/my-first-post')).status).toBe(204);
    expect((await request(own.app).get('/blog/my-first-post')).status).toBe(404);
    expect((await agent.delete('/api/admin/posts/my-first-post')).status).toBe(404);
  });

  it('takes a post far larger than a form, but only from a signed-in admin', async () => {
    const big = { ...imported, slug: '/blog/big', markdown: 'word '.repeat(40_000) };
    const agent = request.agent(t.app);
    await signIn(agent);
    expect((await agent.post('/api/admin/posts').send(big)).status).toBe(201);
    expect((await request(t.app).post('/api/admin/posts').send(big)).status).toBe(401);
  });

  it('leaves nothing executable on the page of a post published with any of the XSS corpus', async () => {
    const agent = request.agent(t.app);
    await signIn(agent);
    for (const [index, markdown] of xssCorpus.entries()) {
      const slug = `xss-${index}`;
      await agent
        .post('/api/admin/posts')
        .send({ ...imported, slug: `/blog/${slug}`, title: markdown.replace(/\s+/g, ' '), excerpt: markdown, markdown })
        .expect(201);
      const page = await request(t.app).get(`/blog/${slug}`);
      // The rendered body: from the prose's start to the author's card that follows it.
      const body = /<div class="prose" hx-ignore="true">(.*?)<\/div><aside class="card author-card"/s.exec(page.text)?.[1];
      expect(body, markdown).toBeDefined();
      expect(body, markdown).not.toMatch(executable);
      // The title and excerpt are text: escaped, never markup.
      const main = /<main.*<\/main>/s.exec(page.text)![0];
      expect(main, markdown).not.toMatch(/<script|<[^>]*\son[a-z]+=|<iframe|<svg onload/);
    }
  });

  it.each([
    ['slug', '/blog/Has Spaces!', 'Slug must be lowercase words, digits and hyphens'],
    ['title', '', 'Title required'],
    ['date', '31/2/2026', 'Date must be d/m/yyyy'],
    ['markdown', '', 'Markdown required'],
  ])('refuses %s = %j (400: %s)', async (field, value, message) => {
    const agent = request.agent(t.app);
    await signIn(agent);
    const res = await agent.post('/api/admin/posts').send({ ...imported, [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
  });
});
