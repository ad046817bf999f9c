import type { IncomingMessage, ServerResponse } from 'node:http';
import { buildAssetAnswer, type BuildAssets } from './build-assets.ts';
import { mayHoldFlash } from './flash.ts';
import { isAnyHtmx } from './htmx.ts';
import { cachedPageAnswer, type StoredAnswer } from './http-cache.ts';
import type { PageCache } from './page-cache.ts';
import type { BeginRequestLog } from './request-log.ts';
import type { Turns } from './turns.ts';

/**
 * Answers, without Express, the requests that need nothing of it: a GET or HEAD for a
 * URL already answered from the page cache (pages and /api JSON), or for a client build
 * file already in memory. Express's per-request work (its router walking some forty
 * layers, request and response prototypes, a final handler) is most of a cached page's
 * cost, and these answers are stored bytes.
 *
 * Everything else falls through to Express untouched, including every case this
 * cannot decide cheaply and exactly as Express would: an htmx request, a flash cookie,
 * a host Express would refuse, an origin that depends on a proxy header, a server
 * shutting down. What it sends is built by the same functions Express's side uses (the
 * request log line, the security headers, cachedPageAnswer, buildAssetAnswer), and
 * tests/api/fast-path.test.ts checks the two paths answer with the same headers and bytes.
 */
export type FastPathDeps = {
  pageCache: PageCache;
  buildAssets: BuildAssets;
  beginRequestLog: BeginRequestLog;
  /** helmet's headers as Express sent them (security.ts); undefined until Express has answered once. */
  securityHeaders: () => readonly string[] | undefined;
  servedOriginOf: (req: IncomingMessage) => string | undefined;
  /** True once shutting down; Express then answers everything (lifecycle.ts adds Connection: close). */
  stopping: () => boolean;
  /** The live requests' queue (turns.ts): while live requests wait, a stored answer waits behind them. */
  turns?: Pick<Turns, 'busy' | 'later'>;
};

/** Returns true when it has answered the request. */
export function createFastPath(deps: FastPathDeps): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { pageCache, buildAssets, beginRequestLog, securityHeaders, servedOriginOf, stopping, turns } = deps;

  /**
   * The request id, the security headers and the answer's own, in Express's order, in one
   * writeHead: node then writes them from the list, without the per-header bookkeeping of
   * setHeader (a tenth of a cached page's time).
   */
  function send(req: IncomingMessage, res: ServerResponse, answer: StoredAnswer, security: readonly string[]): true {
    // The log's clock starts now, so its time in the server includes a wait in the queue.
    const requestId = beginRequestLog(req, res);
    const head = ['X-Request-Id', requestId, ...security, ...answer.headers];
    // In arrival order: answered at once while live requests that came first wait, the
    // cached pages took none of a busy site's waiting and the live pages all of it.
    if (turns?.busy()) turns.later(res, () => answerWith(res, answer, head));
    else answerWith(res, answer, head);
    return true;
  }

  return (req, res) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || stopping()) return false;
    const security = securityHeaders();
    if (!security) return false;
    const url = req.url ?? '';
    if (url.startsWith('/build/')) {
      // Express's host guard runs first there, too.
      if (servedOriginOf(req) === undefined) return false;
      const asset = buildAssets.get(url.split('?', 1)[0]!);
      return asset ? send(req, res, buildAssetAnswer(req, asset), security) : false;
    }
    // htmx requests may want a fragment; a flash cookie shows a toast (http-cache.ts mayUseCache).
    if (isAnyHtmx(req) || mayHoldFlash(req.headers.cookie)) return false;
    const origin = servedOriginOf(req);
    const page = origin === undefined ? undefined : pageCache.getByUrl(origin + url);
    return page ? send(req, res, cachedPageAnswer(req, page), security) : false;
  };
}

function answerWith(res: ServerResponse, answer: StoredAnswer, head: string[]): void {
  res.writeHead(answer.status, head);
  res.end(answer.body);
}
