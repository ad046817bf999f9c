import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('security headers', () => {
  it('sends the strict CSP and the usual hardening headers', async () => {
    const res = await request(t.app).get('/');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    expect(csp).toContain("script-src-attr 'none'");
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    // The demo provider's payment page is on this site: forms may lead nowhere else.
    expect(csp).toMatch(/form-action 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
    // HSTS only in production.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('allows exactly the inline no-flash script by its hash', async () => {
    const { createHash } = await import('node:crypto');
    const res = await request(t.app).get('/faq');
    const inline = [...res.text.matchAll(/<script>(.*?)<\/script>/gs)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    expect(res.headers['content-security-policy']).toContain(`'sha256-${hash}'`);
    // No inline event handlers or inline styles anywhere in the markup.
    expect(res.text).not.toMatch(/\son[a-z]+=/i);
    expect(res.text).not.toMatch(/\sstyle=/i);
  });

  it('sends the same headers on every later answer, live pages, errors and JSON alike', async () => {
    const names = [
      'content-security-policy',
      'x-content-type-options',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'cross-origin-resource-policy',
      'origin-agent-cluster',
      'x-dns-prefetch-control',
      'x-download-options',
      'x-permitted-cross-domain-policies',
      'x-xss-protection',
    ];
    const app = await createTestApp();
    try {
      const first = await request(app.app).get('/healthz');
      const expected = Object.fromEntries(names.map((name) => [name, first.headers[name]]));
      expect(expected['content-security-policy']).toMatch(/default-src 'self'/);
      const later = [
        request(app.app).get('/checkout?courseId=1'),
        request(app.app).get('/no-such-page'),
        request(app.app).get('/api/courses/program/kids-vibe-coding'),
        request(app.app).post('/api/contact').send({}),
      ];
      for (const res of await Promise.all(later)) {
        expect(Object.fromEntries(names.map((name) => [name, res.headers[name]]))).toEqual(expected);
        expect(res.headers['x-powered-by']).toBeUndefined();
      }
    } finally {
      await app.close();
    }
  });

  it('sends HSTS in production', async () => {
    const prod = await createTestApp({ config: { isProduction: true, env: 'production' } });
    try {
      const res = await request(prod.app).get('/healthz');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    } finally {
      await prod.close();
    }
  });
});

describe('source maps of the client build', () => {
  const mapOfLayout = async (app: TestApp) => {
    const manifest = await request(app.app).get('/build/manifest.json');
    const script = (manifest.body as { bundles: Record<string, { file: string }> }).bundles['layout']!.file;
    return `${script}.map`;
  };

  it('are not served in production, where they would publish the whole client source', async () => {
    const prod = await createTestApp({ config: { isProduction: true, env: 'production', serveSourceMaps: false } });
    try {
      const map = await mapOfLayout(prod);
      expect((await request(prod.app).get(map)).status).toBe(404);
      // The script itself still is.
      expect((await request(prod.app).get(map.replace(/\.map$/, ''))).status).toBe(200);
    } finally {
      await prod.close();
    }
  });

  it('are served in development, or in production with SOURCE_MAPS=public', async () => {
    const shared = await createTestApp({ config: { isProduction: true, env: 'production', serveSourceMaps: true } });
    try {
      const res = await request(shared.app).get(await mapOfLayout(shared));
      expect(res.status).toBe(200);
      expect(JSON.parse(res.text)).toHaveProperty('sources');
      expect((await request(t.app).get(await mapOfLayout(t))).status).toBe(200);
    } finally {
      await shared.close();
    }
  });
});

describe('cross-site write guard', () => {
  it('refuses a write whose Sec-Fetch-Site is cross-site', async () => {
    const res = await request(t.app).post('/api/anything').set('Sec-Fetch-Site', 'cross-site').send({});
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'Cross-site request refused' });
  });

  it('refuses a same-site (other subdomain) write too', async () => {
    const res = await request(t.app).post('/contact').set('Sec-Fetch-Site', 'same-site').type('form').send('a=b');
    expect(res.status).toBe(403);
  });

  it('refuses a write from another Origin when Sec-Fetch-Site is absent', async () => {
    const res = await request(t.app)
      .post('/api/anything')
      .set('Host', 'localhost:3000')
      .set('Origin', 'https://evil.example')
      .send({});
    expect(res.status).toBe(403);
  });

  it('refuses an opaque "null" Origin', async () => {
    const res = await request(t.app).post('/api/anything').set('Origin', 'null').send({});
    expect(res.status).toBe(403);
  });

  it('lets same-origin writes and header-less clients through to routing', async () => {
    const sameOrigin = await request(t.app).post('/api/anything').set('Sec-Fetch-Site', 'same-origin').send({});
    expect(sameOrigin.status).toBe(404);
    const matchingOrigin = await request(t.app)
      .post('/api/anything')
      .set('Host', 'localhost:3000')
      .set('Origin', 'http://localhost:3000')
      .send({});
    expect(matchingOrigin.status).toBe(404);
    const curl = await request(t.app).post('/api/anything').send({});
    expect(curl.status).toBe(404);
  });

  it('checks Origin (scheme, host and port) against PUBLIC_BASE_URL when it is set', async () => {
    const app = await createTestApp({ config: { publicBaseUrl: 'https://www.example.org' } });
    try {
      const post = (origin: string) =>
        request(app.app).post('/api/x').set('Host', 'www.example.org').set('Origin', origin).send({});
      expect((await post('https://www.example.org')).status).toBe(404);
      // Same host, other scheme: a page served over plain http must not write to the https site.
      expect((await post('http://www.example.org')).status).toBe(403);
      expect((await post('https://www.example.org:8443')).status).toBe(403);
    } finally {
      await app.close();
    }
  });

  it('never guards reads', async () => {
    const res = await request(t.app).get('/faq').set('Sec-Fetch-Site', 'cross-site');
    expect(res.status).toBe(200);
  });
});

describe('bodies and errors', () => {
  it('refuses a JSON body over the limit with 413 JSON', async () => {
    const res = await request(t.app)
      .post('/api/anything')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ text: 'x'.repeat(20_000) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'Request body too large' });
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const res = await request(t.app).post('/api/anything').set('Content-Type', 'application/json').send('{"broken":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Request body is not valid JSON' });
    expect(res.text).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it('rate-limits writes per client', async () => {
    const app = await createTestApp();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 61; i++) statuses.push((await request(app.app).post('/api/x').send({})).status);
      expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
      expect(statuses[60]).toBe(429);
      const refused = await request(app.app).post('/api/x').send({});
      // The message and Retry-After agree on how long to wait.
      const wait = Number(refused.headers['retry-after']);
      expect(wait).toBeGreaterThan(50);
      expect(wait).toBeLessThanOrEqual(60);
      expect(refused.body.error).toBe(`Too many requests. Please try again in ${wait === 60 ? 'a minute' : `${wait} seconds`}.`);
      const reads = await request(app.app).get('/faq');
      expect(reads.status).toBe(200);
      // A form sent with htmx keeps what was typed (no swap) and says why in a toast.
      const form = await request(app.app).post('/contact').set('HX-Request', 'true').type('form').send('name=Dana');
      expect(form.status).toBe(429);
      expect(form.text).toBe('');
      const toast = JSON.parse(form.headers['hx-trigger'] as string).toast;
      expect(toast.variant).toBe('destructive');
      expect(toast.description).toMatch(/^Too many requests\. Please try again in (a minute|\d+ seconds)\.$/);
    } finally {
      await app.close();
    }
  });
});

describe('per-client limits behind a proxy', () => {
  const exhaust = async (app: TestApp, forwardedFor: string) => {
    let status = 0;
    for (let i = 0; i < 61; i++)
      status = (await request(app.app).post('/api/x').set('X-Forwarded-For', forwardedFor).send({})).status;
    return status;
  };

  it('ignores X-Forwarded-For by default: a client cannot pick a new address per request', async () => {
    const app = await createTestApp();
    onTestFinished(() => app.close());
    const statuses = [];
    for (let i = 0; i < 61; i++)
      statuses.push((await request(app.app).post('/api/x').set('X-Forwarded-For', `203.0.113.${i}`).send({})).status);
    expect(statuses[60]).toBe(429);
  });

  it('counts each client apart with TRUST_PROXY set to the proxy in front', async () => {
    const app = await createTestApp({ config: { trustProxy: 1 } });
    onTestFinished(() => app.close());
    expect(await exhaust(app, '203.0.113.1')).toBe(429);
    // Another visitor behind the same load balancer is not locked out.
    expect((await request(app.app).post('/api/x').set('X-Forwarded-For', '203.0.113.2').send({})).status).toBe(404);
  });

  it('a 10-minute limit says minutes, as its Retry-After does', async () => {
    const app = await createTestApp();
    onTestFinished(() => app.close());
    const id = (await app.db.selectFrom('courses').select('id').executeTakeFirstOrThrow()).id;
    let res!: request.Response;
    for (let i = 0; i < 11; i++) {
      res = await request(app.app)
        .post(`/api/courses/${id}/express-interest`)
        .send({ parentName: 'Dana', parentEmail: `p${i}@example.org`, parentPhone: '4085550100', studentName: 'Sam' });
    }
    expect(res.status).toBe(429);
    const minutes = Math.ceil(Number(res.headers['retry-after']) / 60);
    expect(minutes).toBe(10);
    expect(res.body.error).toBe('Too many requests. Please try again in 10 minutes.');
  });
});

describe('the flash toast cookie', () => {
  const toastText = 'Interest Recorded!';
  it('is signed: a forged or altered cookie shows nothing', async () => {
    const forged = Buffer.from(JSON.stringify({ title: 'You won a prize' })).toString('base64url');
    for (const cookie of [
      `flash=${forged}`,
      `flash=s%3A${encodeURIComponent(JSON.stringify({ title: 'You won a prize' }))}.AAAA`,
    ]) {
      const res = await request(t.app).get('/faq').set('Cookie', cookie);
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('You won a prize');
    }
  });

  it('is read with a cookie parser: a cookie merely ending in "flash=" is not a flash', async () => {
    const host = 'localhost:3000';
    const cached = await request(t.app).get('/about').set('Host', host);
    const other = await request(t.app).get('/about').set('Host', host).set('Cookie', 'noflash=1; theme=dark');
    expect(other.headers.etag).toBe(cached.headers.etag); // served from the cache, as for any visitor
    expect(other.headers['set-cookie']).toBeUndefined(); // and nothing to clear
  });

  it('shows the toast it carries once, then clears itself', async () => {
    const id = (await t.db.selectFrom('courses').select('id').executeTakeFirstOrThrow()).id;
    const post = await request(t.app)
      .post(`/courses/${id}/express-interest`)
      .type('form')
      .send('parentName=Dana&parentEmail=flash%40example.org&parentPhone=4085550100&studentName=Sam');
    const cookie = (post.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('flash='))!.split(';')[0]!;
    expect(cookie).toMatch(/^flash=s%3A/);
    const page = await request(t.app).get('/kids-vibe-coding').set('Cookie', cookie);
    expect(page.text).toContain(toastText);
    expect((page.headers['set-cookie'] as unknown as string[]).join()).toMatch(/flash=;/);
  });
});

describe('caching and compression', () => {
  it('serves cached pages compressed with a strong ETag and answers 304 to a matching If-None-Match', async () => {
    // One Host for all three: the canonical link (and so the bytes) depend on it.
    const get = () => request(t.app).get('/about').set('Host', 'localhost:3000');
    const first = await get().set('Accept-Encoding', 'gzip');
    expect(first.headers['content-encoding']).toBe('gzip');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get().set('If-None-Match', etag);
    expect(again.status).toBe(304);
    const brotli = await get().set('Accept-Encoding', 'br, gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.text).toBe(first.text);
  });

  it('serves fingerprinted assets as immutable for a year', async () => {
    const page = await request(t.app).get('/');
    const css = /href="(\/build\/site-[A-Z0-9]+\.css)"/.exec(page.text)?.[1];
    expect(css).toBeTruthy();
    const res = await request(t.app).get(css!);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['cache-control']).toContain('max-age=31536000');
  });

  it('logs each request as one JSON line without the query string', async () => {
    const res = await request(t.app).get('/faq?token=secret');
    const line = t.logs.map((l) => JSON.parse(l)).find((l) => l.msg === 'request' && l.requestId === res.headers['x-request-id']);
    expect(line).toMatchObject({ level: 'info', method: 'GET', path: '/faq', status: 200 });
    expect(typeof line.ms).toBe('number');
    expect(t.logs.join('\n')).not.toContain('secret');
  });
});

describe('page cache', () => {
  it('serves the same bytes for junk query strings without growing one entry per URL', async () => {
    const app = await createTestApp();
    try {
      const cache = app.pageCache;
      const first = await request(app.app).get('/faq').set('Host', 'localhost:3000');
      const sizeAfterFirst = cache.size;
      for (let i = 0; i < 20; i++) {
        const res = await request(app.app).get(`/faq?utm=${i}`).set('Host', 'localhost:3000');
        expect(res.headers.etag).toBe(first.headers.etag);
      }
      expect(cache.size).toBe(sizeAfterFirst);
    } finally {
      await app.close();
    }
  });

  it('answers an htmx request for a cached URL with the fragment, not the cached page', async () => {
    const page = await request(t.app).get('/kids-vibe-coding?level=advanced');
    expect(page.text).toContain('<html');
    const again = await request(t.app).get('/kids-vibe-coding?level=advanced').set('HX-Request', 'true');
    expect(again.text.startsWith('<div id="level-tabs"')).toBe(true);
  });

  it('shows new seat counts once course pages are dropped from the cache', async () => {
    const app = await createTestApp();
    try {
      const seats = async () => /(\d+) seats? left/.exec((await request(app.app).get('/kids-vibe-coding')).text)?.[1];
      expect(await seats()).toBe('5');
      await app.db
        .updateTable('courses')
        .set({ seats_taken: 4 })
        .where('name', '=', 'Vibe Coding Beginner: Winter Weekends')
        .execute();
      app.pageCache.invalidate('courses');
      expect(await seats()).toBe('4');
    } finally {
      await app.close();
    }
  });
});
