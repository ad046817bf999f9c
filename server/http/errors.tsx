import { site } from '../../views/content/site.ts';
import type { NextFunction, Request, Response } from 'express';
import { ErrorPage, NotFoundPage } from '../../views/pages/StatusPages.tsx';
import type { Logger } from '../logger.ts';
import type { Renderer } from './render.tsx';

/** An error with an HTTP status and a message safe to show the client. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

const isApi = (req: Request) => req.path === '/api' || req.path.startsWith('/api/');

/** Last route: the 404 page, or 404 JSON under /api. The bad path is logged. */
export function notFoundHandler(renderer: Renderer, logger: Logger) {
  return (req: Request, res: Response) => {
    logger.warn('route not found', { method: req.method, path: req.path });
    if (isApi(req)) {
      res.status(404).json({ error: 'Not found' });
      return;
    }
    renderer.page(req, res, {
      status: 404,
      meta: { title: `Oops! Page not found | ${site.foundationName}`, description: 'This page does not exist.', noindex: true },
      body: <NotFoundPage />,
    });
  };
}

type BodyParserError = Error & { type?: string; status?: number; expose?: boolean };

/** Errors never leak stack traces: clients get a status and a plain message. */
export function errorHandler(renderer: Renderer, logger: Logger) {
  // Express recognises error handlers by their four parameters.
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const parserError = error as BodyParserError;
    let status = 500;
    let message = 'Something went wrong. Please try again.';
    let fields: Record<string, string> | undefined;
    if (error instanceof HttpError) {
      status = error.status;
      message = error.message;
      fields = error.fields;
    } else if (parserError?.type === 'entity.too.large') {
      status = 413;
      message = 'Request body too large';
    } else if (parserError?.type === 'entity.parse.failed') {
      status = 400;
      message = 'Request body is not valid JSON';
    } else if (parserError?.expose && typeof parserError.status === 'number' && parserError.status < 500) {
      status = parserError.status;
      message = parserError.message;
    }
    if (status >= 500) {
      logger.error('request failed', {
        method: req.method,
        path: req.path,
        error: error instanceof Error ? error.message : String(error),
        stack: error instanceof Error ? error.stack : undefined,
      });
    }
    if (res.headersSent) {
      res.end();
      return;
    }
    if (isApi(req) || req.is('application/json')) {
      res.status(status).json(fields ? { error: message, fields } : { error: message });
      return;
    }
    if (status < 500) {
      res.status(status).type('text').send(message);
      return;
    }
    renderer.page(req, res, {
      status,
      meta: { title: 'Something went wrong', description: 'An error occurred.', noindex: true },
      body: <ErrorPage />,
    });
  };
}
