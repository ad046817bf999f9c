import type { Request, RequestHandler, Response } from 'express';
import { accountReturnPath, parentSessionDays, signInLinkMinutes } from '../../domain/account.ts';
import type { AppContext } from '../context.ts';
import { parentOfSession } from '../services/parent-accounts.ts';
import { secureAdminCookie } from './admin-session.ts';

declare global {
  namespace Express {
    interface Locals {
      /** The signed-in parent's address, on /account requests that carry a live session. */
      parentEmail?: string;
    }
  }
}

/**
 * A parent's session cookie: a random secret whose hash names the session row
 * (server/services/parent-accounts.ts). HttpOnly, SameSite=Lax, 30 days, and on a public
 * HTTPS site Secure under the __Host- prefix, as the staff's. Its name ends in `_session`,
 * so a request carrying it is never answered from, or stored in, the page cache.
 */
export function parentCookie(config: AppContext['config']) {
  const secure = secureAdminCookie(config);
  return {
    name: secure ? '__Host-parent_session' : 'parent_session',
    options: { httpOnly: true, sameSite: 'lax', secure, path: '/' } as const,
  };
}

/** Reads the parent's session on the parent's pages; an expired or unknown cookie is cleared. */
export function readParentSession(ctx: AppContext): RequestHandler {
  const cookie = parentCookie(ctx.config);
  return async (req, res, next) => {
    const email = await signedInParent(ctx, req);
    if (email) res.locals.parentEmail = email;
    else if (req.cookies?.[cookie.name] !== undefined) res.clearCookie(cookie.name, cookie.options);
    next();
  };
}

/** The address of the parent signed in on this browser, outside their page (the checkout uses it for their credit). */
export async function signedInParent(ctx: AppContext, req: Request): Promise<string | undefined> {
  const secret: unknown = req.cookies?.[parentCookie(ctx.config).name];
  if (typeof secret !== 'string' || secret.length === 0 || secret.length > 100) return undefined;
  return parentOfSession(ctx.db, secret, ctx.clock.now());
}

export function setParentSession(res: Response, config: AppContext['config'], secret: string): void {
  const cookie = parentCookie(config);
  res.cookie(cookie.name, secret, { ...cookie.options, maxAge: parentSessionDays * 24 * 3_600_000 });
}

export function clearParentSession(req: Request, res: Response, config: AppContext['config']): string | undefined {
  const cookie = parentCookie(config);
  const secret: unknown = req.cookies?.[cookie.name];
  res.clearCookie(cookie.name, cookie.options);
  return typeof secret === 'string' ? secret : undefined;
}

/**
 * The page a signed-out visitor asked for, kept on this browser while its sign-in link is
 * good (HttpOnly, SameSite=Lax): opened here, the link brings them back to it. On another
 * device the link leads to the parent's page, as always.
 */
function returnCookie(config: AppContext['config']) {
  const secure = secureAdminCookie(config);
  return {
    name: secure ? '__Host-parent_return' : 'parent_return',
    options: { httpOnly: true, sameSite: 'lax', secure, path: '/' } as const,
  };
}

export function rememberReturnPath(res: Response, config: AppContext['config'], path: string): void {
  const back = accountReturnPath(path);
  if (!back) return;
  const cookie = returnCookie(config);
  res.cookie(cookie.name, back, { ...cookie.options, maxAge: signInLinkMinutes * 60_000 });
}

/** The remembered page, once (the cookie is cleared), if it is still a parent's page path. */
export function takeReturnPath(req: Request, res: Response, config: AppContext['config']): string | undefined {
  const cookie = returnCookie(config);
  const value: unknown = req.cookies?.[cookie.name];
  if (value === undefined) return undefined;
  res.clearCookie(cookie.name, cookie.options);
  return typeof value === 'string' ? accountReturnPath(value) : undefined;
}
