import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache, type CacheableContent } from '../../server/http/page-cache.ts';

const content = (body: string, tags: string[] = ['static']): CacheableContent => ({
  body,
  status: 200,
  contentType: 'text/html; charset=utf-8',
  vary: 'HX-Request, Accept-Encoding',
  tags,
});
const fill = (cache: PageCache, key: string, body: string, tags?: string[]) => cache.fill(key, async () => content(body, tags));

describe('PageCache', () => {
  it('keeps compressed bytes that decompress to the page', async () => {
    const cache = new PageCache();
    const page = (await fill(cache, '/a', '<p>hello</p>'))!;
    expect(gunzipSync(page.gzip).toString()).toBe('<p>hello</p>');
    expect(brotliDecompressSync(page.br).toString()).toBe('<p>hello</p>');
    expect(cache.get('/a')).toBe(page);
  });

  it('redoes the brotli copy harder once the entry has lived a while, same page, same ETag', async () => {
    const cache = new PageCache({ polishAfterMs: 0 });
    const body = Array.from({ length: 400 }, (_, i) => `<li class="card">Course ${i % 37} on ${i % 11}</li>`).join('');
    const first = (await fill(cache, '/big', body))!;
    await cache.settled();
    const polished = cache.get('/big')!;
    expect(polished.br.length).toBeLessThan(first.br.length);
    expect(brotliDecompressSync(polished.br).toString()).toBe(body);
    expect(polished.etag).toBe(first.etag);
  });

  it('drops every page with a tag when that data changes, and only those', async () => {
    const cache = new PageCache();
    await fill(cache, '/kids', 'k', ['courses']);
    await fill(cache, '/home', 'h', ['static', 'courses']);
    await fill(cache, '/faq', 'f', ['static']);
    cache.invalidate('courses');
    expect(cache.get('/kids')).toBeUndefined();
    expect(cache.get('/home')).toBeUndefined();
    expect(cache.get('/faq')).toBeDefined();
  });

  it('builds a missing page once for requests that miss together', async () => {
    const cache = new PageCache();
    let builds = 0;
    const build = async () => {
      builds += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return content('<p>once</p>');
    };
    const pages = await Promise.all([cache.fill('/p', build), cache.fill('/p', build), cache.fill('/p', build)]);
    expect(builds).toBe(1);
    expect(new Set(pages).size).toBe(1);
  });

  it('never stores what was read before a change, and starts afresh for requests after it', async () => {
    const cache = new PageCache();
    let seats = 3;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const build = async () => {
      const read = seats;
      if (read === 3) await held; // the first build is slow: the change lands while it runs
      return content(`<p>${read} seats</p>`, ['courses']);
    };
    const before = cache.fill('/kids', build);
    seats = 2;
    cache.invalidate('courses');
    const after = await cache.fill('/kids', build);
    release();
    expect((await before)!.identity.toString()).toBe('<p>3 seats</p>'); // asked before the change
    expect(after!.identity.toString()).toBe('<p>2 seats</p>');
    expect(cache.get('/kids')!.identity.toString()).toBe('<p>2 seats</p>');
  });

  it('leaves uncacheable answers to the caller and stores nothing', async () => {
    const cache = new PageCache();
    expect(await cache.fill('/error', async () => undefined)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('never grows past its bound', async () => {
    const cache = new PageCache({ maxEntries: 3 });
    for (let i = 0; i < 10; i++) await fill(cache, `/p${i}`, 'x', []);
    expect(cache.size).toBe(3);
    expect(cache.get('/p9')).toBeDefined();
    expect(cache.get('/p0')).toBeUndefined();
  });
});
