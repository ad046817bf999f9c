import type { IncomingMessage, ServerResponse } from 'node:http';
import Negotiator from 'negotiator';
import type { Request, RequestHandler } from 'express';
import { hasFlash } from './flash.ts';
import { wantsFragment } from './htmx.ts';
import { isPrivateRequest } from './private.ts';
import type { CachedPage, PageCache, StoredBody } from './page-cache.ts';

/**
 * The HTTP side of cached responses (pages and API JSON): which requests may use the
 * cache, the key and URL map, and sending an entry (strong ETag and 304, brotli or gzip
 * bytes as negotiated). Sending uses node's own request and response only, so Express
 * routes and the fast path (fast-path.ts) answer with the very same bytes.
 */
export const mayUseCache = (req: Request) =>
  (req.method === 'GET' || req.method === 'HEAD') && !hasFlash(req) && !isPrivateRequest(req);

// Keyed on path and the one variant a page declares (never the raw query string), so
// junk parameters can neither miss the cache nor evict other pages.
export const cacheKeyOf = (origin: string, req: Request, variant: string) => `${origin}${req.path}?${variant}`;
export const cacheUrlOf = (origin: string, req: Request) => `${origin}${req.originalUrl}`;

export type Encoding = 'br' | 'gzip' | 'identity';
const encodingsByHeader = new Map<string, Encoding | false>();
// negotiator 0.6 takes the server's preference as a second argument; its types omit it.
const negotiate = (req: IncomingMessage) =>
  new Negotiator(req) as unknown as { encoding(available: string[], preferred: string[]): string | undefined };

/**
 * The encoding to send, remembered per Accept-Encoding value (browsers send a handful).
 * The client's q-values decide; among equals brotli comes first (a browser's
 * "gzip, deflate, br, zstd" gets brotli, a fifth smaller than gzip for our pages), as
 * the `compression` middleware does with the same library. false: nothing acceptable.
 */
export function preferredEncoding(req: IncomingMessage): Encoding | false {
  const header = req.headers['accept-encoding'] ?? '';
  let encoding = encodingsByHeader.get(header);
  if (encoding === undefined) {
    encoding = (negotiate(req).encoding(['br', 'gzip', 'identity'], ['br', 'gzip']) as Encoding | undefined) ?? false;
    if (encodingsByHeader.size >= 100) encodingsByHeader.clear();
    encodingsByHeader.set(header, encoding);
  }
  return encoding;
}

/**
 * A stored answer as sent to this request: status, headers as a flat list (name, value,
 * name, value...: the kind's own headers, then ETag, Content-Encoding, Content-Length) and
 * the bytes. A matching If-None-Match gets 304; HEAD gets the headers alone.
 */
export type StoredAnswer = { status: number; headers: string[]; body: Buffer | undefined };

export function storedAnswer(req: IncomingMessage, status: number, stored: StoredBody, headers: string[]): StoredAnswer {
  headers.push('ETag', stored.etag);
  if (status === 200 && req.headers['if-none-match'] === stored.etag) return { status: 304, headers, body: undefined };
  const encoding = stored.gzip ? preferredEncoding(req) : 'identity';
  const bytes = encoding === 'br' ? stored.br! : encoding === 'gzip' ? stored.gzip! : stored.identity;
  if (encoding === 'br' || encoding === 'gzip') headers.push('Content-Encoding', encoding);
  headers.push('Content-Length', String(bytes.length));
  return { status, headers, body: req.method === 'HEAD' ? undefined : bytes };
}

/** Express's way: the headers one by one after those the middleware set; the fast path writes them all at once. */
export function sendAnswer(res: ServerResponse, answer: StoredAnswer): void {
  const { headers } = answer;
  for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i]!, headers[i + 1]!);
  res.statusCode = answer.status;
  res.end(answer.body);
}

export const cachedPageAnswer = (req: IncomingMessage, page: CachedPage): StoredAnswer =>
  storedAnswer(req, page.status, page, ['Content-Type', page.contentType, 'Cache-Control', 'no-cache', 'Vary', page.vary]);

export function sendCachedPage(req: IncomingMessage, res: ServerResponse, page: CachedPage): void {
  sendAnswer(res, cachedPageAnswer(req, page));
}

/**
 * Express's side of the fast path: a full-page GET for a URL already answered from the
 * cache is sent at once, without routing, loading or rendering. It sees what the fast
 * path leaves (htmx boosted and history-restore requests, proxied origins, a server
 * shutting down); everything else (fragments, flash toasts, unknown URLs) goes on to the routes.
 */
export function serveCachedPages(pageCache: PageCache, originOf: (req: Request) => string): RequestHandler {
  return (req, res, next) => {
    const hit = mayUseCache(req) && !wantsFragment(req) ? pageCache.getByUrl(cacheUrlOf(originOf(req), req)) : undefined;
    if (hit) sendCachedPage(req, res, hit);
    else next();
  };
}
