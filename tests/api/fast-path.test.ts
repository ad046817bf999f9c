import http from 'node:http';
import type { AddressInfo } from 'node:net';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicDir } from '../../server/http/assets.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The fast path (server/http/fast-path.ts) answers cached pages, cached JSON and client
 * build files in front of Express. These tests ask the same questions of an app with it
 * and of an app without it (Express alone, on the same database) and compare the
 * answers byte for byte: status, every header in order (values too, but for the
 * request id and the date), and the body as sent (compressed).
 */
type Answer = { status: number; headers: [string, string][]; body: Buffer };

let fast: TestApp;
let expressOnly: TestApp;
const servers: http.Server[] = [];
let fastPort: number;
let expressPort: number;
/** How many requests reached Express in the fast app. */
let routed = 0;

async function listen(t: TestApp): Promise<number> {
  const server = http.createServer(t.app).listen(0, '127.0.0.1');
  servers.push(server);
  await new Promise((resolve) => server.once('listening', resolve));
  return (server.address() as AddressInfo).port;
}

function ask(port: number, urlPath: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, path: urlPath, method, headers: { Host: 'localhost:3000', ...headers }, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const pairs: [string, string][] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) pairs.push([res.rawHeaders[i]!, res.rawHeaders[i + 1]!]);
          resolve({ status: res.statusCode ?? 0, headers: pairs, body: Buffer.concat(chunks) });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * The request id and the date differ on every answer; everything else must not. Header
 * names compare as HTTP compares them, without case (the fast path sends helmet's as
 * Node reports them, in lower case).
 */
const comparable = (a: Answer) => ({
  status: a.status,
  headers: a.headers.map(([name, value]) => [name.toLowerCase(), /^(x-request-id|date)$/i.test(name) ? '(varies)' : value]),
  body: a.body.toString('base64'),
});

/** Asks both apps; the fast app is asked twice, so its second answer comes from wherever a repeat is served. */
async function bothPaths(urlPath: string, headers: Record<string, string> = {}, method = 'GET') {
  await ask(fastPort, urlPath, headers, method);
  await ask(expressPort, urlPath, headers, method);
  await fast.pageCache.settled();
  await expressOnly.pageCache.settled();
  const before = routed;
  const viaFast = await ask(fastPort, urlPath, headers, method);
  const reachedRouter = routed - before;
  const viaExpress = await ask(expressPort, urlPath, headers, method);
  return { viaFast, viaExpress, reachedRouter };
}

const manifest = JSON.parse(fs.readFileSync(path.join(publicDir, 'build', 'manifest.json'), 'utf8')) as {
  styles: string[];
  fonts: string[];
  bundles: Record<string, { file: string }>;
};
const script = manifest.bundles['layout']!.file;
const stylesheet = manifest.styles[0]!;
const font = manifest.fonts[0]!;

beforeAll(async () => {
  fast = await createTestApp({ onExpressRequest: () => (routed += 1) });
  expressOnly = await createTestApp({ sameDatabaseAs: fast, fastPath: false });
  fastPort = await listen(fast);
  expressPort = await listen(expressOnly);
});
afterAll(async () => {
  for (const server of servers) server.close();
  await expressOnly.close();
  await fast.close();
});

const encodings = ['gzip, deflate, br, zstd', 'gzip', 'deflate', 'identity', ''];

describe('the fast path answers exactly as Express does', () => {
  describe.each([
    ['a cached page', '/'],
    ['a cached page with a level tab', '/kids-vibe-coding?level=advanced'],
    ['cached JSON', '/api/courses/program/kids-vibe-coding'],
    ['a client script', script],
    ['the stylesheet', stylesheet],
    ['a font (not compressed)', font],
  ])('%s (%s)', (_what, urlPath) => {
    it.each(encodings)('GET with Accept-Encoding "%s", without reaching the router', async (encoding) => {
      const headers: Record<string, string> = encoding ? { 'Accept-Encoding': encoding } : {};
      const { viaFast, viaExpress, reachedRouter } = await bothPaths(urlPath, headers);
      expect(viaFast.status).toBe(200);
      expect(comparable(viaFast)).toEqual(comparable(viaExpress));
      expect(reachedRouter).toBe(0);
    });

    it('HEAD: the same headers, no body', async () => {
      const { viaFast, viaExpress, reachedRouter } = await bothPaths(urlPath, { 'Accept-Encoding': 'gzip, br' }, 'HEAD');
      expect(viaFast.body.length).toBe(0);
      expect(comparable(viaFast)).toEqual(comparable(viaExpress));
      expect(reachedRouter).toBe(0);
    });

    it('a repeat with If-None-Match: 304, the same headers', async () => {
      const { viaExpress: first } = await bothPaths(urlPath, { 'Accept-Encoding': 'br' });
      const etag = first.headers.find(([name]) => name.toLowerCase() === 'etag')![1];
      const { viaFast, viaExpress, reachedRouter } = await bothPaths(urlPath, { 'Accept-Encoding': 'br', 'If-None-Match': etag });
      expect(viaFast.status).toBe(304);
      expect(comparable(viaFast)).toEqual(comparable(viaExpress));
      expect(reachedRouter).toBe(0);
    });
  });

  it('carries the security headers, the ETag and Vary a browser and a proxy need', async () => {
    const { viaFast } = await bothPaths('/', { 'Accept-Encoding': 'br' });
    const names = viaFast.headers.map(([name]) => name.toLowerCase());
    for (const name of [
      'content-security-policy',
      'x-content-type-options',
      'referrer-policy',
      'x-frame-options',
      'etag',
      'vary',
      'x-request-id',
    ])
      expect(names).toContain(name);
    expect(viaFast.headers.find(([n]) => n.toLowerCase() === 'vary')![1]).toBe('HX-Request, Accept-Encoding');
    expect(viaFast.headers.find(([n]) => n.toLowerCase() === 'content-encoding')![1]).toBe('br');
  });

  it('writes the same request log line', async () => {
    fast.logs.length = 0;
    expressOnly.logs.length = 0;
    await ask(fastPort, '/faq?from=test');
    await ask(expressPort, '/faq?from=test');
    await ask(fastPort, '/faq?from=test');
    await ask(expressPort, '/faq?from=test');
    const lines = (logs: string[]) =>
      logs
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((line) => line['msg'] === 'request')
        .map(({ requestId, time, ms, ...rest }) => ({ ...rest, requestId: typeof requestId, time: typeof time, ms: typeof ms }));
    expect(lines(fast.logs)).toHaveLength(2);
    expect(lines(fast.logs)).toEqual(lines(expressOnly.logs));
    expect(lines(fast.logs)[1]).toMatchObject({ method: 'GET', path: '/faq', status: 200, level: 'info' });
  });
});

describe('what the fast path leaves to Express', () => {
  it.each([
    ['an htmx request (it may want a fragment)', { 'HX-Request': 'true' }],
    ['a flash cookie (a toast to show)', { Cookie: 'flash=s%3Aanything' }],
    ['a proxied origin', { 'X-Forwarded-Proto': 'https' }],
  ])('%s', async (_what, headers) => {
    await ask(fastPort, '/faq');
    const before = routed;
    await ask(fastPort, '/faq', headers);
    expect(routed - before).toBe(1);
  });

  it('a host the site does not serve: Express refuses it (421), even for a cached page or a build file', async () => {
    for (const urlPath of ['/faq', script]) {
      await ask(fastPort, urlPath);
      const res = await ask(fastPort, urlPath, { Host: 'attacker.example' });
      expect(res.status).toBe(421);
    }
  });

  it('writes, and pages never cached', async () => {
    const before = routed;
    expect((await ask(fastPort, '/api/courses/program/kids-vibe-coding', {}, 'POST')).status).toBe(404);
    expect((await ask(fastPort, '/enroll')).status).toBe(200);
    expect((await ask(fastPort, '/enroll')).status).toBe(200);
    expect(routed - before).toBe(3);
  });

  it('a build file that does not exist: 404 from Express, and nothing is kept for it', async () => {
    const res = await ask(fastPort, '/build/layout-NOTTHERE.js');
    expect(res.status).toBe(404);
    expect((await ask(fastPort, '/build/../package.json')).status).toBe(404);
  });
});
