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

export type SiteOrigin = {
  /** 'https://www.example.org', or this loopback request's own origin. */
  of: (req: Request) => string;
  /** Refuses requests for any other host: 421 Misdirected Request. */
  guard: RequestHandler;
};

export function siteOrigin(publicBaseUrl: string | undefined): SiteOrigin {
  const configured = publicBaseUrl ? new URL(publicBaseUrl) : undefined;
  const servesHost = configured ? (host: string) => host === configured.host : isLoopbackHost;
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
  };
}
