import { createHash } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import rateLimit from 'express-rate-limit';
import helmet from 'helmet';
import { noFlashScript } from '../../views/layout/no-flash-script.ts';

const noFlashScriptHash = `'sha256-${createHash('sha256').update(noFlashScript).digest('base64')}'`;

/** Stripe's hosted checkout is the one other origin a form may post to. */
const paymentFormOrigin = 'https://checkout.stripe.com';

/**
 * helmet with the strict CSP of DESIGN.md; HSTS only in production.
 * The headers do not depend on the request, so helmet runs once at start-up and each
 * request gets the recorded headers in one step (helmet's eleven middlewares per request
 * cost a tenth of a cached page's time).
 */
export function securityHeaders({ production }: { production: boolean }): RequestHandler {
  const headers = recordHeaders(helmetFor(production));
  return (_req, res, next) => {
    res.removeHeader('X-Powered-By');
    for (const [name, value] of headers) res.setHeader(name, value);
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
    if (error) throw error;
    completed = true;
  });
  if (!completed) throw new Error('security headers: helmet did not complete synchronously');
  return headers;
}

function helmetFor(production: boolean): RequestHandler {
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
        formAction: ["'self'", paymentFormOrigin],
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
 * ones send Origin, which must name this host (or PUBLIC_BASE_URL's). A request with
 * neither header (curl, server to server) passes: it carries no ambient browser cookies.
 */
export function crossSiteWriteGuard({
  publicBaseUrl,
  exempt = [],
}: {
  publicBaseUrl: string | undefined;
  exempt?: string[];
}): RequestHandler {
  const allowedHost = publicBaseUrl ? new URL(publicBaseUrl).host : undefined;
  return (req: Request, res: Response, next: NextFunction) => {
    if (!writeMethods.has(req.method) || exempt.includes(req.path)) return next();
    const site = req.get('sec-fetch-site');
    let allowed = true;
    if (site) {
      allowed = site === 'same-origin' || site === 'none';
    } else {
      const origin = req.get('origin');
      if (origin) {
        let originHost: string | undefined;
        try {
          originHost = origin === 'null' ? undefined : new URL(origin).host;
        } catch {
          originHost = undefined;
        }
        allowed = originHost !== undefined && originHost === (allowedHost ?? req.get('host'));
      }
    }
    if (allowed) return next();
    const message = 'Cross-site request refused';
    if (req.path.startsWith('/api/')) res.status(403).json({ error: message });
    else res.status(403).type('text').send(message);
  };
}

/**
 * Per-client limit for form posts and checkout. Keyed on the socket address
 * (trust proxy stays off unless configured), which a client cannot spoof.
 */
export function writeRateLimit({
  limit,
  windowMs,
  countFailures = true,
}: {
  limit: number;
  windowMs: number;
  /** false: only accepted submissions count, so a visitor fixing typos is never locked out. */
  countFailures?: boolean;
}): RequestHandler {
  const limiter = rateLimit({
    windowMs,
    limit,
    skipFailedRequests: !countFailures,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (req, res) => {
      const message = 'Too many requests. Please wait a minute and try again.';
      if (req.path.startsWith('/api/')) res.status(429).json({ error: message });
      else res.status(429).type('text').send(message);
    },
  });
  // Reads never reach the limiter: it is asynchronous, and pages should not pay for it.
  return (req, res, next) => (writeMethods.has(req.method) ? limiter(req, res, next) : next());
}
