import type { Request, RequestHandler, Response } from 'express';
import { hasFlash } from './flash.ts';
import { wantsFragment } from './htmx.ts';
import type { CachedPage, PageCache } from './page-cache.ts';

/**
 * The HTTP side of cached pages: which requests may use the cache, the key and URL
 * map, and sending an entry (strong ETag and 304, brotli or gzip bytes as negotiated).
 */
export const mayUseCache = (req: Request) => (req.method === 'GET' || req.method === 'HEAD') && !hasFlash(req);

// Keyed on path and the one variant a page declares (never the raw query string), so
// junk parameters can neither miss the cache nor evict other pages.
export const cacheKeyOf = (origin: string, req: Request, variant: string) => `${origin}${req.path}?${variant}`;
export const cacheUrlOf = (origin: string, req: Request) => `${origin}${req.originalUrl}`;

export function sendCachedPage(req: Request, res: Response, page: CachedPage): void {
  res.status(page.status);
  res.set('Content-Type', 'text/html; charset=utf-8');
  res.set('Cache-Control', 'no-cache');
  res.set('Vary', 'HX-Request, Accept-Encoding');
  res.set('ETag', page.etag);
  if (page.status === 200 && req.get('if-none-match') === page.etag) {
    res.status(304).end();
    return;
  }
  const encoding = req.acceptsEncodings('br', 'gzip', 'identity');
  const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.identity;
  if (encoding === 'br' || encoding === 'gzip') res.set('Content-Encoding', encoding);
  res.set('Content-Length', String(body.length));
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Middleware in front of the routes: a full-page GET for a URL already answered from
 * the cache is sent at once, without routing, loading or rendering. Everything else
 * (htmx fragments, flash toasts, unknown URLs) goes on to the routes.
 */
export function serveCachedPages(pageCache: PageCache, originOf: (req: Request) => string): RequestHandler {
  return (req, res, next) => {
    const hit = mayUseCache(req) && !wantsFragment(req) ? pageCache.getByUrl(cacheUrlOf(originOf(req), req)) : undefined;
    if (hit) sendCachedPage(req, res, hit);
    else next();
  };
}
