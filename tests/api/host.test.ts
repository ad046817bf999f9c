import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalOf } from '../helpers/html.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

describe('without PUBLIC_BASE_URL (a laptop: only loopback hosts are served)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'LOCALHOST'])(
    'serves Host %s with its own canonical origin',
    async (host) => {
      const res = await request(t.app).get('/faq').set('Host', host);
      expect(res.status).toBe(200);
      expect(canonicalOf(res.text)).toBe(`http://${host.toLowerCase()}/faq`);
    },
  );

  it.each(['evil.example', 'localhost.evil.example', 'localhost@evil.example', '127.0.0.1.nip.io', ''])(
    'answers Host %j with 421 and renders nothing',
    async (host) => {
      const res = await request(t.app).get('/faq').set('Host', host);
      expect(res.status).toBe(421);
      expect(res.text).toContain('set PUBLIC_BASE_URL');
      expect(res.text).not.toContain('evil');
    },
  );

  it('cannot be made to render and cache a page per Host header', async () => {
    await request(t.app).get('/faq').set('Host', 'localhost:3000');
    const size = t.pageCache.size;
    for (let i = 0; i < 30; i++) await request(t.app).get('/faq').set('Host', `attacker-${i}.example`);
    expect(t.pageCache.size).toBe(size);
  });

  it('answers /healthz on any host (load balancers probe by address)', async () => {
    expect((await request(t.app).get('/healthz').set('Host', '10.0.0.7:3000')).status).toBe(200);
  });
});

describe('with PUBLIC_BASE_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { publicBaseUrl: 'https://www.example.org' } });
  });
  afterAll(() => t.close());

  it('serves its host only, with canonical links on its origin', async () => {
    const res = await request(t.app).get('/faq').set('Host', 'www.example.org');
    expect(res.status).toBe(200);
    expect(canonicalOf(res.text)).toBe('https://www.example.org/faq');
    for (const host of ['localhost:3000', 'example.org', 'www.example.org.evil.example']) {
      const other = await request(t.app).get('/faq').set('Host', host);
      expect(other.status, host).toBe(421);
      expect(other.text).toBe('This server answers for www.example.org only.');
    }
  });
});
