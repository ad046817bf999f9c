import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/**
 * Rendered and compressed bytes of pages that do not depend on the request.
 * Entries carry tags (e.g. 'courses'); a change to that data drops every tagged page.
 * Bounded, oldest-first eviction. The HTTP side (keys, ETag, encodings) is http-cache.ts.
 */
export type CachedPage = {
  status: number;
  etag: string;
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  tags: readonly string[];
};

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  /** Request URL (origin + path + query as sent) -> entry key, so a repeat can be served before routing. */
  private readonly urls = new Map<string, string>();
  constructor(private readonly maxEntries = 500) {}

  get(key: string): CachedPage | undefined {
    return this.entries.get(key);
  }

  /** Remembers that this exact URL is answered by the entry `key`. */
  rememberUrl(url: string, key: string): void {
    if (this.urls.get(url) === key) return;
    if (this.urls.size >= this.maxEntries * 4) {
      const oldest = this.urls.keys().next().value;
      if (oldest !== undefined) this.urls.delete(oldest);
    }
    this.urls.set(url, key);
  }

  /** The entry for an exact URL seen before, if it is still cached. */
  getByUrl(url: string): CachedPage | undefined {
    const key = this.urls.get(url);
    return key === undefined ? undefined : this.entries.get(key);
  }

  set(key: string, html: string, status: number, tags: readonly string[]): CachedPage {
    const identity = Buffer.from(html, 'utf8');
    const page: CachedPage = {
      status,
      etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
      identity,
      gzip: gzipSync(identity, { level: 9 }),
      br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
      tags,
    };
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, page);
    return page;
  }

  invalidate(tag: string): void {
    for (const [key, page] of this.entries) if (page.tags.includes(tag)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
