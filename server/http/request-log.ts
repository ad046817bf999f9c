import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express, RequestHandler } from 'express';
import { unredacted, type Logger } from '../logger.ts';

declare module 'express-serve-static-core' {
  interface Request {
    /** This request's logger: every line it writes carries the request id. */
    readonly log: Logger;
  }
  interface Response {
    /** A 5xx's error, logged with its stack on the request's line. */
    err?: unknown;
  }
}

/** Starts a request's log: its line is written when the response ends. Returns the request id, for X-Request-Id. */
export type BeginRequestLog = (req: IncomingMessage, res: ServerResponse & { err?: unknown }) => string;

/**
 * Paths whose last part is a secret (a link that sets a password; later, claim and
 * sign-in links): logged with the secret replaced, so reading the logs opens nothing.
 */
// Case-insensitive, as Express's routing is: /WAITLIST/OFFERS/<secret> reaches the same page.
const secretPaths = /^(\/admin\/invitations|\/admin\/password-reset|\/waitlist\/offers|\/account\/sign-in)\/[^/]+/i;
export const loggablePath = (path: string) => path.replace(secretPaths, '$1/[secret]');

/**
 * One line per request: method, path (never the query, which may carry tokens), status,
 * time, and a request id, also sent back as X-Request-Id. Shared by Express and the
 * fast path (fast-path.ts), so both write the same line.
 */
export function requestLogger(logger: Logger): BeginRequestLog {
  // Error lines carry `err`, which may hold anything: they keep the redacting logger.
  const lines = unredacted(logger);
  return (req, res) => {
    const started = process.hrtime.bigint();
    const requestId = randomUUID();
    // Read now: a mounted router rewrites req.url while it handles the request.
    const path = loggablePath((req.url ?? '').split('?', 1)[0] ?? '');
    res.on('finish', () => {
      const status = res.statusCode;
      const line = {
        requestId,
        method: req.method,
        path,
        status,
        ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
      };
      if (status >= 500) logger.error({ ...line, err: res.err }, 'request failed');
      else if (status >= 400) lines.warn(line, 'request');
      else lines.info(line, 'request');
    });
    return requestId;
  };
}

/**
 * The Express side: the line above, and `req.log` for handlers, so their lines carry the
 * same id. `req.log` is a getter on the app's request prototype, defined once, that makes
 * its child logger only when a handler logs: most requests (cached pages) never do, and a
 * per-request child (as pino-http makes) cost about a third of a cached page's throughput.
 */
export function requestLog(app: Express, logger: Logger, begin: BeginRequestLog): RequestHandler {
  const requestIds = new WeakMap<object, string>();
  Object.defineProperty(app.request, 'log', {
    get(this: object) {
      return logger.child({ requestId: requestIds.get(this) });
    },
  });
  return (req, res, next) => {
    const requestId = begin(req, res);
    requestIds.set(req, requestId);
    res.setHeader('X-Request-Id', requestId);
    next();
  };
}
