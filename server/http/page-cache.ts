import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { isPrivatePath } from './private.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);
const brotliAt = (quality: number, bytes: Buffer) =>
  brotliAsync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: quality, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } });

/** Stored bytes with their validator: a cached page or JSON answer, or a build asset (build-assets.ts). */
export type StoredBody = {
  etag: string;
  identity: Buffer;
  /** Compressed copies; absent for bodies that do not compress (fonts, images). */
  gzip?: Buffer;
  br?: Buffer;
};

/**
 * Rendered and compressed bytes of responses that do not depend on the request: pages,
 * and JSON under /api. Entries carry tags (e.g. 'courses'); a change to that data drops
 * every tagged entry. Bounded, oldest-first eviction. The HTTP side (keys, ETag,
 * encodings) is http-cache.ts.
 *
 * Compression never runs on the main thread: an entry is stored with gzip -9 and
 * brotli 5 made in libuv's thread pool (a few ms), and once it has lived `polishAfterMs`
 * its brotli copy is redone at quality 11 (100-160 ms of CPU for a 30-50 KB page, too
 * slow to make a visitor wait, wasted on pages a change drops at once).
 */
export type CachedPage = StoredBody & {
  readonly status: number;
  readonly contentType: string;
  readonly vary: string;
  readonly gzip: Buffer;
  readonly br: Buffer;
  readonly tags: readonly string[];
};

/** What a build hands the cache: the body and how to send it. */
export type CacheableContent = {
  body: string;
  status: number;
  contentType: string;
  vary: string;
  tags: readonly string[];
};

export class PageCache {
  private readonly entries = new Map<string, CachedPage>();
  /** Request URL (origin + path + query as sent) -> entry key, so a repeat can be served before routing. */
  private readonly urls = new Map<string, string>();
  /** Builds under way, one per key, and the generation they started in. */
  private readonly filling = new Map<string, { generation: number; done: Promise<CachedPage | undefined> }>();
  /** Work still running (compression in the thread pool, brotli 11 waiting its turn), for `settled`. */
  private readonly pending = new Set<Promise<unknown>>();
  /** Counts invalidations: a build that read its data before one must not store what it read. */
  private generation = 0;
  private readonly maxEntries: number;
  private readonly polishAfterMs: number | null;

  /** `polishAfterMs: null` never redoes brotli at 11 (tests: they would spend CPU on it in every app). */
  constructor(options: { maxEntries?: number; polishAfterMs?: number | null } = {}) {
    this.maxEntries = options.maxEntries ?? 500;
    this.polishAfterMs = options.polishAfterMs ?? 1_000;
  }

  get(key: string): CachedPage | undefined {
    return this.entries.get(key);
  }

  /** Remembers that this exact URL is answered by the entry `key`; never a private one (private.ts). */
  rememberUrl(url: string, key: string): void {
    if (this.urls.get(url) === key || isPrivateUrl(url)) return;
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

  /**
   * The entry under `key`, built when missing. Requests that miss together share one
   * build (after a change, fifty visitors cost one query and one render, not fifty).
   * A build started before a change still answers the requests that joined it, which
   * asked before the change too, but is not stored, and requests after the change start
   * a new one: nothing older than the last change is ever served from here.
   * `build` returns undefined when this response is not to be cached; the caller then
   * answers on its own.
   */
  fill(key: string, build: () => Promise<CacheableContent | undefined>): Promise<CachedPage | undefined> {
    const hit = this.entries.get(key);
    if (hit) return Promise.resolve(hit);
    const flight = this.filling.get(key);
    if (flight && flight.generation === this.generation) return flight.done;
    const generation = this.generation;
    // A private page may be built and sent through here, but it is never kept.
    const keep = !isPrivateUrl(key);
    const done = (async () => {
      const content = await build();
      if (!content) return undefined;
      const page = await compressed(content);
      if (keep && this.generation === generation) this.store(key, page);
      return page;
    })();
    const entry = { generation, done };
    this.filling.set(key, entry);
    this.track(done);
    void done.then(
      () => this.filling.get(key) === entry && this.filling.delete(key),
      () => this.filling.get(key) === entry && this.filling.delete(key),
    );
    return done;
  }

  invalidate(tag: string): void {
    this.generation += 1;
    for (const [key, page] of this.entries) if (page.tags.includes(tag)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }

  /** Resolves when no build or compression is running or waiting (tests, and the bench's fixtures). */
  async settled(): Promise<void> {
    while (this.pending.size) await Promise.allSettled([...this.pending]);
  }

  private store(key: string, page: CachedPage): void {
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, page);
    if (this.polishAfterMs !== null) this.track(this.polishLater(key, page, this.polishAfterMs));
  }

  /** Brotli 11 for an entry that has lived a while; dropped if the entry has gone meanwhile. */
  private async polishLater(key: string, page: CachedPage, afterMs: number): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve, afterMs).unref());
    if (this.entries.get(key) !== page) return;
    const br = await brotliAt(11, page.identity);
    if (this.entries.get(key) === page && br.length < page.br.length) this.entries.set(key, { ...page, br });
  }

  private track(work: Promise<unknown>): void {
    this.pending.add(work);
    const untrack = () => this.pending.delete(work);
    work.then(untrack, untrack);
  }
}

/** Keys and URLs are absolute (origin, path, query): their path decides. */
function isPrivateUrl(url: string): boolean {
  const path = /^[a-z]+:\/\/[^/]*(\/[^?#]*)?/i.exec(url)?.[1] ?? '/';
  return isPrivatePath(path);
}

async function compressed(content: CacheableContent): Promise<CachedPage> {
  const identity = Buffer.from(content.body, 'utf8');
  const [gzipped, br] = await Promise.all([gzipAsync(identity, { level: 9 }), brotliAt(5, identity)]);
  return {
    status: content.status,
    contentType: content.contentType,
    vary: content.vary,
    tags: content.tags,
    etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
    identity,
    gzip: gzipped,
    br,
  };
}
