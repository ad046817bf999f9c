import { createHash } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import rateLimit, { type Store } from 'express-rate-limit';
import helmet from 'helmet';
import { noFlashScript } from '../../views/layout/no-flash-script.ts';
import { refuse } from './respond.ts';

const noFlashScriptHash = `'sha256-${createHash('sha256').update(noFlashScript).digest('base64')}'`;

export type SecurityOptions = {
  production: boolean;
  /** The payment provider's hosted checkout: the one other origin a form post may lead to (its 303). */
  paymentOrigin: string | undefined;
};

/** Headers every response carries, in order; set by `securityHeaders` and by the fast path alike. */
export type HeaderList = readonly (readonly [string, string])[];

/**
 * helmet with the strict CSP of docs/architecture.md (Security baseline); HSTS only in production.
 * The headers do not depend on the request, so helmet runs once at start-up and each
 * request gets the recorded headers in one step (helmet's eleven middlewares per request
 * cost a tenth of a cached page's time).
 */
export function securityHeaderList({ production, paymentOrigin }: SecurityOptions): HeaderList {
  return recordHeaders(helmetFor(production, paymentOrigin));
}

export function setHeaders(res: { setHeader: (name: string, value: string) => unknown }, headers: HeaderList): void {
  for (const [name, value] of headers) res.setHeader(name, value);
}

export function securityHeaders(headers: HeaderList): RequestHandler {
  return (_req, res, next) => {
    setHeaders(res, headers);
    next();
  };
}

function recordHeaders(middleware: RequestHandler): [string, string][] {
  const headers: [string, string][] = [];
  const res = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => undefined,
  };
  let completed = false;
  middleware({} as Request, res as unknown as Response, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet failed');
    completed = true;
  });
  if (!completed) throw new Error('security headers: helmet did not complete synchronously');
  return headers;
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
}: {
  limit: number;
  windowMs: number;
  /** Where counts live (shared by every instance with PostgreSQL); memory when undefined. */
  store?: Store | undefined;
  /** false: only accepted submissions count, so a visitor fixing typos is never locked out. */
  countFailures?: boolean;
  /** false: only refused attempts count (wrong passwords), never a sign-in that works. */
  countSuccesses?: boolean;
}): RequestHandler {
  const limiter = rateLimit({
    windowMs,
    limit,
    skipFailedRequests: !countFailures,
    skipSuccessfulRequests: !countSuccesses,
    ...(store ? { store } : {}),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (req, res) => {
      const resetTime = (req as Request & { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const seconds = Math.max(1, Math.ceil(((resetTime?.getTime() ?? Date.now() + windowMs) - Date.now()) / 1000));
      res.set('Retry-After', String(seconds));
      refuse(req, res, 429, `Too many requests. Please try again in ${waitText(seconds)}.`);
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
