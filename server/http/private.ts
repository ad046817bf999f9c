import type { IncomingMessage } from 'node:http';

/**
 * Pages and answers that belong to one person can never be stored by the page cache nor
 * answered by the fast path, and say `Cache-Control: no-store` to browsers and proxies.
 * Two rules, checked where responses are stored (page-cache.ts, render.tsx) rather than
 * left to each route:
 *
 * - a private path: these prefixes and everything under them, whatever a route does;
 * - a request that carries a session cookie: its answer may depend on who is signed in,
 *   so it is sent but never stored (a public page it asks for may still come from the
 *   cache, as it would for anyone). Every session cookie's name ends in `_session`.
 */
export const privatePathPrefixes = [
  '/admin',
  '/api/admin',
  '/account',
  '/checkout',
  '/waitlist/offers',
  '/enrollment-success',
  '/api/enrollments',
  '/demo-checkout',
] as const;

/** Express matches routes whatever the letter case (`/ADMIN` is `/admin`), so this does too. */
export function isPrivatePath(path: string): boolean {
  const lower = path.toLowerCase();
  return privatePathPrefixes.some(
    (prefix) => lower === prefix || lower.startsWith(`${prefix}/`) || lower.startsWith(`${prefix}?`),
  );
}

/** A session cookie in a raw Cookie header: a name ending in `_session` (admin_session, __Host-admin_session...). */
const sessionCookie = /(?:^|;)\s*[\w.~!$&'*+^`|-]*_session=/;

export const carriesSession = (req: Pick<IncomingMessage, 'headers'>) => sessionCookie.test(req.headers.cookie ?? '');

/** The path of a request as the client sent it (a mounted router rewrites `url`, never `originalUrl`). */
const pathOf = (req: Pick<IncomingMessage, 'url'> & { originalUrl?: string }) =>
  (req.originalUrl ?? req.url ?? '').split('?', 1)[0]!;

/** Whether this request's answer must never be stored (by us or anyone). */
export const isPrivateRequest = (req: Pick<IncomingMessage, 'url' | 'headers'> & { originalUrl?: string }) =>
  isPrivatePath(pathOf(req)) || carriesSession(req);
