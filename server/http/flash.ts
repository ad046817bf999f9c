import type { Request, Response } from 'express';
import { z } from 'zod';
import type { Toast } from '../../views/layout/ToastRegion.tsx';

/**
 * One-time toast carried across a redirect (POST, redirect, GET) in a short-lived
 * cookie; htmx requests get the same toast as an HX-Trigger event instead.
 */
const cookieName = 'flash';
const toastSchema = z.object({
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  variant: z.enum(['default', 'destructive']).optional(),
});

export function setFlash(res: Response, toast: Toast, secure: boolean): void {
  res.cookie(cookieName, Buffer.from(JSON.stringify(toast)).toString('base64url'), {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: 60_000,
    path: '/',
  });
}

export function hasFlash(req: Request): boolean {
  return req.headers.cookie?.includes(`${cookieName}=`) ?? false;
}

export function takeFlash(req: Request, res: Response): Toast | undefined {
  const header = req.headers.cookie;
  if (!header || !hasFlash(req)) return undefined;
  const raw = header
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${cookieName}=`))
    ?.slice(cookieName.length + 1);
  res.clearCookie(cookieName, { path: '/' });
  if (!raw) return undefined;
  try {
    const parsed = toastSchema.safeParse(JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
