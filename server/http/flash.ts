import type { Request, Response } from 'express';
import { z } from 'zod';
import type { Toast } from '../../views/layout/ToastRegion.tsx';

/**
 * One-time toast carried across a redirect (POST, redirect, GET) in a short-lived
 * signed cookie (cookie-parser reads and verifies it); htmx requests get the same
 * toast as an HX-Trigger event instead. A forged or altered cookie shows nothing.
 */
const cookieName = 'flash';
const toastSchema = z.object({
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  detail: z.string().max(300).optional(),
  variant: z.enum(['default', 'success', 'destructive']).optional(),
});

export function setFlash(res: Response, toast: Toast, secure: boolean): void {
  res.cookie(cookieName, JSON.stringify(toast), {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: 60_000,
    path: '/',
    signed: true,
  });
}

/**
 * Whether a raw Cookie header may hold a flash cookie, for the fast path, which reads no
 * cookies: any mention of the name counts (a false alarm only sends the request to Express).
 */
export const mayHoldFlash = (cookieHeader: string | undefined) => cookieHeader?.includes(`${cookieName}=`) ?? false;

/** A flash cookie came with the request (valid or not: either way the page is not served from cache). */
export function hasFlash(req: Request): boolean {
  return req.signedCookies?.[cookieName] !== undefined;
}

export function takeFlash(req: Request, res: Response): Toast | undefined {
  if (!hasFlash(req)) return undefined;
  res.clearCookie(cookieName, { path: '/' });
  const raw: unknown = req.signedCookies[cookieName];
  if (typeof raw !== 'string') return undefined; // false: the signature did not match
  try {
    const parsed = toastSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
