import { createHash } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import rateLimit, { type Store } from 'express-rate-limit';
import helmet from 'helmet';
import { noFlashScript } from '../../views/layout/no-flash-script.ts';
import { HttpError } from './errors.tsx';
import { refuse } from './respond.ts';

const noFlashScriptHash = `'sha256-${createHash('sha256').update(noFlashScript).digest('base64')}'`;

export type SecurityOptions = {
  production: boolean;
  /** The payment provider's hosted checkout: the one other origin a form post may lead to (its 303). */
  paymentOrigin: string | undefined;
};

/**
 * helmet with the strict CSP of docs/architecture.md (Security baseline); HSTS only in
 * production. helmet runs once, on the first response Express makes; its headers are
 * read back through the response's public API (getHeaderNames, getHeader: the names in
 * lower case, which HTTP treats alike), in the order helmet set them, and every later
 * response, from Express or from the fast path (fast-path.ts, stored pages), gets them
 * as recorded: running helmet's dozen middlewares again cost a live page 9% of its CPU.
 * Until Express has answered once, the fast path leaves every request to it.
 */
export type SecurityHeaders = {
  middleware: RequestHandler;
  /** The headers helmet sets, as a flat list (name, value, ...), once a response has shown them. */
  recorded: () => readonly string[] | undefined;
};

export function securityHeaders({ production, paymentOrigin }: SecurityOptions): SecurityHeaders {
  const helmetMiddleware = helmetFor(production, paymentOrigin);
  let recorded: string[] | undefined;
  const middleware: RequestHandler = (req, res, next) => {
    // helmet's headers never vary by request (no nonce): once seen, set as they were.
    if (recorded) {
      for (let i = 0; i < recorded.length; i += 2) res.setHeader(recorded[i]!, recorded[i + 1]!);
      return next();
    }
    const before = new Set(res.getHeaderNames());
    helmetMiddleware(req, res, (error?: unknown) => {
      if (error === undefined && !recorded) {
        recorded = res
          .getHeaderNames()
          .filter((name) => !before.has(name))
          .flatMap((name) => [name, String(res.getHeader(name))]);
      }
      next(error);
    });
  };
  return { middleware, recorded: () => recorded };
}

function helmetFor(production: boolean, paymentOrigin: string | undefined): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", noFlashScriptHash],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...(paymentOrigin ? [paymentOrigin] : [])],
      },
    },
    strictTransportSecurity: production ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses writes that come from another site (403). Browsers send Sec-Fetch-Site; older
 * ones send Origin, whose scheme and host must be the site's own (PUBLIC_BASE_URL, or
 * the loopback origin served). A request with neither header (curl, server to server)
 * passes: it carries no ambient browser cookies. Webhooks are mounted before this guard.
 */
export function crossSiteWriteGuard(originOf: (req: Request) => string): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!writeMethods.has(req.method)) return next();
    const site = req.get('sec-fetch-site');
    const origin = req.get('origin');
    const allowed = site ? site === 'same-origin' || site === 'none' : !origin || sameOrigin(origin, originOf(req));
    if (allowed) return next();
    refuse(req, res, 403, 'Cross-site request refused');
  };
}

function sameOrigin(origin: string, siteOrigin: string): boolean {
  if (origin === 'null') return false;
  try {
    return new URL(origin).origin === new URL(siteOrigin).origin;
  } catch {
    return false;
  }
}

/** 'a minute', '10 minutes', '45 seconds': how long Retry-After asks a client to wait. */
export function waitText(seconds: number): string {
  if (seconds <= 60) return seconds === 60 ? 'a minute' : `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/**
 * Per-client limit for form posts and checkout, keyed on req.ip: the socket address,
 * or the client address a trusted proxy reports when TRUST_PROXY says how many there
 * are. The refusal says how long to wait, in agreement with its Retry-After header.
 */
export function writeRateLimit({
  limit,
  windowMs,
  countFailures = true,
  countSuccesses = true,
  store,
  key,
  onLimitReached,
}: {
  limit: number;
  windowMs: number;
  /** Where counts live (shared by every instance with PostgreSQL); memory when undefined. */
  store?: Store | undefined;
  /** false: only accepted submissions count, so a visitor fixing typos is never locked out. */
  countFailures?: boolean;
  /** false: only refused attempts count (wrong passwords), never a sign-in that works. */
  countSuccesses?: boolean;
  /** What is counted, when it is not the client (an account, the whole site). */
  key?: (req: Request) => string;
  /** Told once per window, at the first request refused (a log line to alert on). */
  onLimitReached?: (req: Request) => void;
}): RequestHandler {
  const limiter = rateLimit({
    windowMs,
    limit,
    skipFailedRequests: !countFailures,
    skipSuccessfulRequests: !countSuccesses,
    ...(store ? { store } : {}),
    ...(key ? { keyGenerator: key } : {}),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // Counts live in the database: while it cannot be reached the request goes on, and the
    // write it carries fails there with the site's 503 (keeping the form as typed).
    passOnStoreError: true,
    // The site's error answer (server/http/errors.tsx): JSON under /api, a toast to htmx (the
    // form stays as typed), a page for a plain form post (a bare line of text was all it had).
    handler: (req, res, next) => {
      const info = (req as Request & { rateLimit?: { resetTime?: Date; used?: number } }).rateLimit;
      if (info?.used === limit + 1) onLimitReached?.(req);
      const seconds = Math.max(1, Math.ceil(((info?.resetTime?.getTime() ?? Date.now() + windowMs) - Date.now()) / 1000));
      res.set('Retry-After', String(seconds));
      next(new HttpError(429, `Too many requests. Please try again in ${waitText(seconds)}.`));
    },
  });
  // Reads never reach the limiter: it is asynchronous, and pages should not pay for it.
  return (req, res, next) => (writeMethods.has(req.method) ? limiter(req, res, next) : next());
}

/**
 * Lets this one response's page connect to one more origin (the blog importer's crawling
 * provider): its CSP's connect-src gains that origin, and every other page keeps 'self' only.
 */
export function allowConnectTo(res: Response, origin: string): void {
  const policy = res.getHeader('Content-Security-Policy');
  if (typeof policy !== 'string') return;
  res.setHeader('Content-Security-Policy', policy.replace("connect-src 'self'", `connect-src 'self' ${origin}`));
}
