import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import { preferredEncoding } from './http-cache.ts';

/**
 * Sends a body made for this request (a page rendered live, a fragment), compressed in
 * one synchronous step. The fastest levels, as the body is compressed once and sent once:
 * for the kids page (27 KB) brotli 1 takes 0.17 ms against 0.35 ms at 2 and 0.64 ms at 4
 * (the `compression` middleware's default), for 7.2 KB against 6.6 and 6.2; gzip 1 is
 * within 11% of gzip 6's size at half its time. A one-shot call costs half a zlib
 * stream's CPU, and the thread pool was slower still (the main thread waits, the second
 * core is busy with the client's work: npm run bench, uncached page). Stored bodies
 * (page-cache.ts) are compressed hard, once per change, in the thread pool.
 */
const smallestWorthCompressing = 1024;

export function sendDynamicBody(req: Request, res: Response, body: string, contentType: string): void {
  res.vary('Accept-Encoding');
  res.setHeader('Content-Type', contentType);
  const identity = Buffer.from(body, 'utf8');
  const encoding = identity.length < smallestWorthCompressing ? 'identity' : preferredEncoding(req);
  let bytes = identity;
  if (encoding === 'br') bytes = brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } });
  else if (encoding === 'gzip') bytes = gzipSync(identity, { level: 1 });
  if (encoding === 'br' || encoding === 'gzip') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String(bytes.length));
  res.end(req.method === 'HEAD' ? undefined : bytes);
}
