import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PageCache } from '../../server/http/page-cache.ts';

describe('PageCache', () => {
  it('keeps compressed bytes that decompress to the page', () => {
    const cache = new PageCache();
    const page = cache.set('/a', '<p>hello</p>', 200, ['static']);
    expect(gunzipSync(page.gzip).toString()).toBe('<p>hello</p>');
    expect(cache.get('/a')).toBe(page);
  });

  it('drops every page with a tag when that data changes, and only those', () => {
    const cache = new PageCache();
    cache.set('/kids', 'k', 200, ['courses']);
    cache.set('/home', 'h', 200, ['static', 'courses']);
    cache.set('/faq', 'f', 200, ['static']);
    cache.invalidate('courses');
    expect(cache.get('/kids')).toBeUndefined();
    expect(cache.get('/home')).toBeUndefined();
    expect(cache.get('/faq')).toBeDefined();
  });

  it('never grows past its bound', () => {
    const cache = new PageCache(3);
    for (let i = 0; i < 10; i++) cache.set(`/p${i}`, 'x', 200, []);
    expect(cache.size).toBe(3);
    expect(cache.get('/p9')).toBeDefined();
    expect(cache.get('/p0')).toBeUndefined();
  });
});
