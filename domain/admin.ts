import { z } from 'zod';

/** How long an admin stays signed in without using the admin pages. */
export const adminSessionHours = 8;

/**
 * Failed sign-ins allowed in `windowMinutes` before sign-in is held: from one client, for
 * one account (however many clients try it), and across the whole site (a spread-out
 * attack). The right password never counts. A held account or site is a trade-off: an
 * attacker can keep the owner waiting, but cannot keep guessing (docs/decisions.md).
 */
export const signInLimits = { perClient: 5, perAccount: 10, siteWide: 50, windowMinutes: 15 } as const;

/** Where a sign-in may send the admin back to: an admin page of this site, nothing else. */
const adminPath = z.string().regex(/^\/admin(?:\/[A-Za-z0-9/_-]*)?(?:\?[A-Za-z0-9=&%_.-]*)?$/);

export const safeAdminPath = (raw: unknown): string | undefined => {
  const parsed = adminPath.safeParse(raw);
  return parsed.success && parsed.data !== '/admin/login' ? parsed.data : undefined;
};
