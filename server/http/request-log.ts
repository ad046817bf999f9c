import { randomUUID } from 'node:crypto';
import type { Express, RequestHandler } from 'express';
import type { Logger } from '../logger.ts';

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

/**
 * One line per request: method, path (never the query, which may carry tokens), status,
 * time, and a request id, also sent back as X-Request-Id. Handlers log through `req.log`,
 * so their lines carry the same id. `req.log` is a getter on the app's request prototype,
 * defined once, that makes its child logger only when a handler logs: most requests
 * (cached pages) never do, and a per-request child (as pino-http makes) cost about a
 * third of a cached page's throughput here.
 */
export function requestLog(app: Express, logger: Logger): RequestHandler {
  const requestIds = new WeakMap<object, string>();
  Object.defineProperty(app.request, 'log', {
    get(this: object) {
      return logger.child({ requestId: requestIds.get(this) });
    },
  });
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const requestId = randomUUID();
    requestIds.set(req, requestId);
    res.setHeader('X-Request-Id', requestId);
    res.on('finish', () => {
      const status = res.statusCode;
      const line = {
        requestId,
        method: req.method,
        path: req.originalUrl.split('?', 1)[0],
        status,
        ms: Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10,
      };
      if (status >= 500) logger.error({ ...line, err: res.err }, 'request failed');
      else if (status >= 400) logger.warn(line, 'request');
      else logger.info(line, 'request');
    });
    next();
  };
}
