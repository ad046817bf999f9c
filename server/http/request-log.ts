import type { NextFunction, Request, Response } from 'express';
import type { Logger } from '../logger.ts';

/** One structured line per request: method, path (no query: it may carry tokens), status, time. */
export function requestLog(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info('request', { method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 });
    });
    next();
  };
}
