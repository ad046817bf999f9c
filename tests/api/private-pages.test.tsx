import http from 'node:http';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuildAssets } from '../../server/http/build-assets.ts';
import { loadAssets, publicDir } from '../../server/http/assets.ts';
import { createFastPath } from '../../server/http/fast-path.ts';
import { siteOrigin } from '../../server/http/host.ts';
import { PageCache } from '../../server/http/page-cache.ts';
import { createRenderer } from '../../server/http/render.tsx';
import { requestLogger } from '../../server/http/request-log.ts';
import { securityHeaders } from '../../server/http/security.ts';
import { createLogger } from '../../server/logger.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { ownerEmail } from '../helpers/staff.ts';

/**
 * Pages that belong to one person can never be cached, by construction (server/http/
 * private.ts): a page mounted on a private path, or asked for with a session cookie, is
 * built and sent but never stored, so neither the cache nor the fast path in front of
 * Express can ever give it to someone else, even when its route asks for caching.
 */
function siteWith(mount: (app: express.Express, renderer: ReturnType<typeof createRenderer>) => void) {
  const pageCache = new PageCache({ polishAfterMs: null });
  const origin = siteOrigin(undefined);
  const renderer = createRenderer({ assets: loadAssets({ watch: false }), pageCache, originOf: origin.of });
  const logger = createLogger('silent');
  const beginRequestLog = requestLogger(logger);
  const security = securityHeaders({ production: false, paymentOrigin: undefined });
  const app = express();
  app.use((req, res, next) => {
    res.setHeader('X-Request-Id', beginRequestLog(req, res));
    next();
  });
  app.use(security.middleware);
  mount(app, renderer);
  const fastPath = createFastPath({
    pageCache,
    buildAssets: new BuildAssets(path.join(publicDir, 'build')),
    beginRequestLog,
    securityHeaders: security.recorded,
    servedOriginOf: origin.servedOriginOf,
    stopping: () => false,
  });
  let viaExpress = 0;
  const listener = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (fastPath(req, res)) return;
    viaExpress += 1;
    app(req, res);
  };
  return { listener, pageCache, expressCount: () => viaExpress };
}

/** Whose page it is: a plain cookie, which nothing but this test's pages reads. */
const whoOf = (req: express.Request) => /(?:^|;\s*)who=(\w+)/.exec(req.headers.cookie ?? '')?.[1] ?? 'nobody';
const personalPage = (req: express.Request) => ({
  meta: { title: 'Your page', description: 'Yours alone.' },
  body: <p data-testid="who">{`Signed in as ${whoOf(req)}`}</p>,
  // A route that (wrongly) asks for caching: the rules must win.
  cacheTags: ['static'],
});

describe('a page that depends on who asks', () => {
  it('on a private path: never stored, never from the fast path, no-store, each visitor sees their own', async () => {
    const site = siteWith((app, renderer) => {
      app.get('/account', (req, res) => renderer.cachedPage(req, res, () => personalPage(req)));
    });
    const ask = (who: string) => request(site.listener).get('/account').set('Host', 'localhost:3000').set('Cookie', `who=${who}`);
    for (const who of ['alice', 'bob', 'alice', 'carol', 'bob']) {
      const res = await ask(who);
      expect(res.status).toBe(200);
      expect(res.text).toContain(`Signed in as ${who}`);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    await site.pageCache.settled();
    expect(site.pageCache.size).toBe(0);
    expect(site.expressCount()).toBe(5);
    // Under the private path too, and with a query string.
    const deeper = await request(site.listener).get('/account/enrollments?x=1').set('Host', 'localhost:3000');
    expect(deeper.status).toBe(404);
  });

  it('asked for with a session cookie: sent, never stored; without one, the public page is cached as before', async () => {
    const site = siteWith((app, renderer) => {
      app.get('/hello', (req, res) => renderer.cachedPage(req, res, () => personalPage(req)));
    });
    const ask = (cookie?: string) => {
      const req = request(site.listener).get('/hello').set('Host', 'localhost:3000');
      return cookie ? req.set('Cookie', cookie) : req;
    };
    const signedIn = await ask('who=alice; admin_session=s%3Asecret');
    expect(signedIn.text).toContain('Signed in as alice');
    expect(signedIn.headers['cache-control']).toBe('no-store');
    await site.pageCache.settled();
    expect(site.pageCache.size).toBe(0);

    // An anonymous visitor's page is public and cached; a signed-in visitor may be shown
    // it from the fast path, but never the other way round.
    expect((await ask()).text).toContain('Signed in as nobody');
    await site.pageCache.settled();
    expect(site.pageCache.size).toBe(1);
    const before = site.expressCount();
    expect((await ask()).text).toContain('Signed in as nobody');
    expect(site.expressCount()).toBe(before); // the fast path answered
    const other = await ask('who=bob; __Host-admin_session=s%3Aother');
    expect(other.text).not.toContain('bob');
  });

  it('cannot be stored under a private key even by a direct call to the cache', async () => {
    const pageCache = new PageCache({ polishAfterMs: null });
    const content = { body: '<p>mine</p>', status: 200, contentType: 'text/html', vary: '', tags: ['static'] };
    for (const key of [
      'http://localhost:3000/account?',
      'http://localhost:3000/admin/outbox?',
      'http://localhost:3000/checkout?',
    ]) {
      expect(await pageCache.fill(key, async () => content)).toBeDefined(); // built for the one who asked
      pageCache.rememberUrl(key, key);
      expect(pageCache.getByUrl(key)).toBeUndefined();
    }
    expect(pageCache.size).toBe(0);
    // A public path whose name only starts like a private one is not private.
    await pageCache.fill('http://localhost:3000/administration-tips?', async () => content);
    expect(pageCache.size).toBe(1);
  });
});

describe('the site’s own private pages', () => {
  let t: TestApp;
  let routed = 0;
  beforeAll(async () => {
    t = await createTestApp({ config: { adminPassword: 'a long test passphrase' }, onExpressRequest: () => (routed += 1) });
  });
  afterAll(() => t.close());

  it('say no-store and never enter the cache: admin pages and JSON, checkout, the payment result', async () => {
    const agent = request.agent(t.app);
    await agent
      .post('/admin/login')
      .set('Host', 'localhost:3000')
      .type('form')
      .send({ email: ownerEmail, password: 'a long test passphrase' })
      .expect(303);
    const sizeBefore = t.pageCache.size;
    routed = 0;
    for (const url of [
      '/admin/import-blogs',
      '/admin/import-blogs',
      '/api/admin/posts',
      '/checkout?courseId=1',
      '/checkout?courseId=1',
    ]) {
      const res = await agent.get(url).set('Host', 'localhost:3000');
      expect(res.status, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
    for (const url of ['/enrollment-success', '/api/enrollments/verify-session?session_id=demo_cs_missing1']) {
      expect((await request(t.app).get(url).set('Host', 'localhost:3000')).headers['cache-control'], url).toBe('no-store');
    }
    await t.pageCache.settled();
    expect(t.pageCache.size).toBe(sizeBefore);
    expect(routed).toBe(7); // every one through Express, none from the fast path
  });
});
