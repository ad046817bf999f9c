import type { FieldErrors } from '../../domain/forms.ts';
import type { NextFunction, Request, Response } from 'express';
import { isDatabaseUnavailable } from '../../db/faults.ts';
import { messages, toasts } from '../../views/content/messages.ts';
import { site } from '../../views/content/site.ts';
import type { Toast } from '../../views/layout/ToastRegion.tsx';
import { ErrorPage, NotFoundPage } from '../../views/pages/StatusPages.tsx';
import { triggerToast, wantsFragment } from './htmx.ts';
import type { Renderer } from './render.tsx';
import { isApi } from './respond.ts';
import { loggablePath } from './request-log.ts';

/**
 * An error with an HTTP status and a message safe to show the client. Throw it where
 * a status is meant; the error handler answers in the request's own form (a page, a
 * toast for htmx, or JSON), with `toast` when the spec words that one differently.
 */
export class HttpError extends Error {
  readonly toast: Toast | undefined;
  /** More fields for a JSON answer, beside `error` (e.g. the holds a refusal names). */
  readonly json: Record<string, unknown> | undefined;
  /** A message for one field of the form that was sent (the form shows it there; JSON gets `fields`). */
  readonly fields: FieldErrors | undefined;
  constructor(
    readonly status: number,
    message: string,
    options: { toast?: Toast; json?: Record<string, unknown>; fields?: FieldErrors } = {},
  ) {
    super(message);
    this.toast = options.toast;
    this.fields = options.fields;
    this.json = options.fields ? { ...options.json, fields: options.fields } : options.json;
  }
}

function notFoundPage(renderer: Renderer, req: Request, res: Response) {
  renderer.page(req, res, {
    status: 404,
    meta: { title: `Oops! Page not found | ${site.foundationName}`, description: 'This page does not exist.', noindex: true },
    body: <NotFoundPage />,
  });
}

/** Last route: the 404 page, or 404 JSON under /api. The bad path is logged. */
export function notFoundHandler(renderer: Renderer) {
  return (req: Request, res: Response) => {
    req.log.warn({ method: req.method, path: loggablePath(req.path) }, 'route not found');
    if (isApi(req)) return void res.status(404).json({ error: 'Not found' });
    notFoundPage(renderer, req, res);
  };
}

type LibraryError = Error & { type?: string; status?: unknown; statusCode?: unknown; expose?: boolean };

/** How long a client is asked to wait before trying again while the database cannot be reached. */
export const databaseRetryAfterSeconds = 30;

type Described = { status: number; message: string; toast?: Toast; json?: Record<string, unknown>; retryAfter?: number };

/** The status and client-safe message of any error: ours, a body parser's, the router's or another library's. */
function describe(error: unknown): Described {
  if (error instanceof HttpError) return { status: error.status, message: error.message, toast: error.toast, json: error.json };
  // The database cannot be reached or cannot take this now: 503, try again, never a 500.
  if (isDatabaseUnavailable(error)) {
    return {
      status: 503,
      message: messages.databaseUnavailable,
      toast: toasts.databaseUnavailable,
      retryAfter: databaseRetryAfterSeconds,
    };
  }
  const e = error as LibraryError;
  if (e?.type === 'entity.too.large') return { status: 413, message: 'Request body too large' };
  if (e?.type === 'entity.parse.failed') return { status: 400, message: 'Request body is not valid JSON' };
  // The router's decodeURIComponent of a path parameter, e.g. /blog/%zz.
  if (error instanceof URIError) return { status: 400, message: 'The address is malformed (bad percent-encoding)' };
  const status = typeof e?.status === 'number' ? e.status : typeof e?.statusCode === 'number' ? e.statusCode : 500;
  if (status >= 400 && status < 500) {
    return { status, message: e.expose && e.message ? e.message : status === 404 ? 'Not found' : 'Bad request' };
  }
  return { status: 500, message: 'Something went wrong. Please try again.' };
}

/**
 * Errors never leak stack traces: clients get a status and a plain message, in the
 * form they asked for; 5xx are logged with the stack on the request's log line.
 */
export function errorHandler(renderer: Renderer) {
  // Express recognises error handlers by their four parameters.
  return (error: unknown, req: Request, res: Response, _next: NextFunction) => {
    const { status, message, toast, json, retryAfter } = describe(error);
    // The request's own log line ('request failed', server/http/request-log.ts) carries the error and its stack.
    if (status >= 500) res.err = error;
    if (res.headersSent) return void res.end();
    if (retryAfter !== undefined) res.set('Retry-After', String(retryAfter));
    if (isApi(req) || req.is('application/json')) return void res.status(status).json({ ...json, error: message });
    if (wantsFragment(req)) {
      triggerToast(res, toast ?? { title: 'Error', description: message, variant: 'destructive' });
      return void res.status(status).end();
    }
    if (status === 404) return notFoundPage(renderer, req, res);
    renderer.page(req, res, {
      status,
      meta: {
        title: `${status === 429 ? 'Too many requests' : status < 500 ? 'Request not understood' : status === 503 ? 'Temporarily unavailable' : 'Something went wrong'} | ${site.foundationName}`,
        description: message,
        noindex: true,
      },
      body: <ErrorPage status={status} message={message} />,
    });
  };
}
