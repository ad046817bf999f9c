import type { IncomingMessage } from 'node:http';
import type { Request, RequestHandler } from 'express';
import { refuse } from './respond.ts';

/**
 * The site's origin, which canonical links, cache keys and the cross-site guard use.
 * With PUBLIC_BASE_URL set it is that origin and only its host is served. Unset (a
 * laptop, README's start command), only loopback hosts are served, so a Host header
 * can never be echoed into a page or multiply the cache.
 */
const loopbackNames = new Set(['localhost', '127.0.0.1', '[::1]']);

/** 'localhost:3000' -> 'localhost'; '[::1]:3000' -> '[::1]'. */
const hostnameOf = (host: string) => (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!);

const isLoopbackHost = (host: string) =>
  /^(\[[0-9a-f:]+\]|[a-z0-9.-]+)(:\d{1,5})?$/.test(host) && loopbackNames.has(hostnameOf(host));

/** isLoopbackHost, remembered for the few hosts a laptop sees (a regex per request was 3% of a cached page). */
const loopbackAnswers = new Map<string, boolean>();
function isServedLoopbackHost(host: string): boolean {
  let served = loopbackAnswers.get(host);
  if (served === undefined) {
    served = isLoopbackHost(host);
    if (loopbackAnswers.size >= 100) loopbackAnswers.clear();
    loopbackAnswers.set(host, served);
  }
  return served;
}

export type SiteOrigin = {
  /** 'https://www.example.org', or this loopback request's own origin. */
  of: (req: Request) => string;
  /** Refuses requests for any other host: 421 Misdirected Request. */
  guard: RequestHandler;
  /**
   * For the fast path, without Express: the origin `of` would give, when the host is
   * served and the origin needs no proxy header to work out; otherwise undefined (Express decides).
   */
  servedOriginOf: (req: IncomingMessage) => string | undefined;
};

export function siteOrigin(publicBaseUrl: string | undefined): SiteOrigin {
  const configured = publicBaseUrl ? new URL(publicBaseUrl) : undefined;
  const servesHost = configured ? (host: string) => host === configured.host : isServedLoopbackHost;
  const refusal = configured
    ? `This server answers for ${configured.host} only.`
    : 'This server answers for localhost only; set PUBLIC_BASE_URL to serve a public host.';
  return {
    of: configured ? () => configured.origin : (req) => `${req.protocol}://${(req.headers.host ?? 'localhost').toLowerCase()}`,
    guard: (req, res, next) => {
      // Load balancers probe instances by address.
      if (req.path === '/healthz' || servesHost((req.headers.host ?? '').toLowerCase())) return next();
      refuse(req, res, 421, refusal);
    },
    servedOriginOf: (req) => {
      const host = (req.headers.host ?? '').toLowerCase();
      if (!servesHost(host)) return undefined;
      if (configured) return configured.origin;
      // Express's req.protocol: 'http' on a plain socket, unless a trusted proxy says otherwise.
      return req.headers['x-forwarded-proto'] === undefined ? `http://${host}` : undefined;
    },
  };
}
