import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { sendAnswer, storedAnswer, type StoredAnswer } from './http-cache.ts';
import type { StoredBody } from './page-cache.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/**
 * The client build (`/build/*`): fingerprinted file names whose bytes never change, so
 * each is read once and kept in memory with its compressed copies: the `.br` (brotli 11)
 * and `.gz` (gzip -9) files the build writes beside it (esbuild.config.ts), or, for what
 * the build leaves (source maps, `--watch` builds), brotli 5 and gzip -9 made here in
 * libuv's thread pool. Express's route and the fast path (fast-path.ts) both send from
 * here, with the same headers: cached for a year, immutable, a strong ETag.
 */
export type BuildAsset = StoredBody & { contentType: string };

const contentTypes: Record<string, { type: string; compress: boolean }> = {
  '.js': { type: 'text/javascript; charset=utf-8', compress: true },
  '.css': { type: 'text/css; charset=utf-8', compress: true },
  '.map': { type: 'application/json; charset=utf-8', compress: true },
  '.json': { type: 'application/json; charset=utf-8', compress: true },
  '.svg': { type: 'image/svg+xml', compress: true },
  '.woff2': { type: 'font/woff2', compress: false },
};

/** '/build/chunks/chunk-AB12.js' -> 'chunks/chunk-AB12.js'; anything else (dot segments, odd characters) -> undefined. */
function relativeNameOf(urlPath: string): string | undefined {
  const match = /^\/build\/((?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*)$/.exec(urlPath);
  return match?.[1];
}

export class BuildAssets {
  private readonly loaded = new Map<string, BuildAsset>();
  private readonly loading = new Map<string, Promise<BuildAsset | undefined>>();

  /** `sourceMaps: false` answers a `.map` as missing: in production they would publish the client's whole source. */
  constructor(
    private readonly dir: string,
    private readonly options: { sourceMaps: boolean } = { sourceMaps: true },
  ) {}

  /** The asset at this URL path if it is in memory already (the fast path never waits). */
  get(urlPath: string): BuildAsset | undefined {
    return this.loaded.get(urlPath);
  }

  /** The asset at this URL path, read on first use (and compressed, if the build left no copies); undefined when there is no such file. */
  load(urlPath: string): Promise<BuildAsset | undefined> {
    const hit = this.loaded.get(urlPath);
    if (hit) return Promise.resolve(hit);
    let loading = this.loading.get(urlPath);
    if (!loading) {
      loading = this.read(urlPath).finally(() => this.loading.delete(urlPath));
      this.loading.set(urlPath, loading);
    }
    return loading;
  }

  /** Loads every file the build lists, so no visitor waits for a read (production start-up). */
  async warm(files: readonly string[]): Promise<void> {
    for (const file of files) await this.load(file);
  }

  private async read(urlPath: string): Promise<BuildAsset | undefined> {
    const name = relativeNameOf(urlPath);
    const extension = name ? path.extname(name) : '';
    const kind = contentTypes[extension];
    if (!name || !kind || (extension === '.map' && !this.options.sourceMaps)) return undefined;
    const file = path.join(this.dir, name);
    const identity = await fs.readFile(file).catch(() => undefined);
    if (!identity) return undefined;
    const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`;
    const asset: BuildAsset = kind.compress
      ? { contentType: kind.type, etag, identity, ...((await precompressed(file)) ?? (await compressBoth(identity))) }
      : { contentType: kind.type, etag, identity };
    this.loaded.set(urlPath, asset);
    return asset;
  }
}

async function precompressed(file: string): Promise<{ gzip: Buffer; br: Buffer } | undefined> {
  const [gzipped, br] = await Promise.all([fs.readFile(`${file}.gz`), fs.readFile(`${file}.br`)]).catch(() => []);
  return gzipped && br ? { gzip: gzipped, br } : undefined;
}

async function compressBoth(identity: Buffer): Promise<{ gzip: Buffer; br: Buffer }> {
  const [gzipped, br] = await Promise.all([
    gzipAsync(identity, { level: 9 }),
    brotliAsync(identity, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length },
    }),
  ]);
  return { gzip: gzipped, br };
}

export function buildAssetAnswer(req: IncomingMessage, asset: BuildAsset): StoredAnswer {
  const headers = ['Content-Type', asset.contentType, 'Cache-Control', 'public, max-age=31536000, immutable'];
  if (asset.gzip) headers.push('Vary', 'Accept-Encoding');
  return storedAnswer(req, 200, asset, headers);
}

export function sendBuildAsset(req: IncomingMessage, res: ServerResponse, asset: BuildAsset): void {
  sendAnswer(res, buildAssetAnswer(req, asset));
}
