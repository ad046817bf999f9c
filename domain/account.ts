import { z } from 'zod';
import { email } from './forms.ts';
import { emailSlipAnswer } from './email-typos.ts';

/**
 * A parent's page (/account): a parent is their email address. They sign in with a link
 * mailed to it (no password to forget), and the page shows what the school holds under it.
 */

/** How long a sign-in link works, once. */
export const signInLinkMinutes = 30;
/** How long a parent stays signed in on a device (not renewed: the link is cheap to ask again). */
export const parentSessionDays = 30;
/** Links mailed to one address in an hour; more requests get the same answer and no mail. */
export const signInLinksPerAddressPerHour = 3;

/** The address, and the answer to "Did you mean ...?" when it looked slipped (domain/email-typos.ts). */
export const accountSignInSchema = z.object({ email: email(), ...emailSlipAnswer });
export type AccountSignIn = z.output<typeof accountSignInSchema>;

/**
 * A parent's page a signed-out visitor asked for (a bookmarked receipt, an old tab), to come
 * back to once signed in: only a path under /account/ of letters, digits and slashes (never
 * another site, never the sign-in pages themselves).
 */
export function accountReturnPath(path: string): string | undefined {
  if (!/^\/account\/[A-Za-z0-9._/-]{1,120}$/.test(path) || path.includes('//') || path.includes('..')) return undefined;
  return path.startsWith('/account/sign-') ? undefined : path;
}

/** Where the parent's pages live. */
export const accountPaths = {
  home: '/account',
  signIn: (token: string) => `/account/sign-in/${token}`,
  signOut: '/account/sign-out',
  receipt: (enrollmentId: number) => `/account/enrollments/${enrollmentId}`,
  calendar: (enrollmentId: number) => `/account/enrollments/${enrollmentId}/calendar.ics`,
  leaveWaitlist: (kind: 'course' | 'level', entryId: number) => `/account/waitlist/${kind}/${entryId}/leave`,
  releaseHold: (enrollmentId: number) => `/account/holds/${enrollmentId}/release`,
  cancel: (enrollmentId: number) => `/account/enrollments/${enrollmentId}/cancel`,
  switchDates: (enrollmentId: number) => `/account/enrollments/${enrollmentId}/switch`,
  /** A seat offered from the waitlist, claimed or declined by the signed-in parent (the emailed link's pages, without its secret). */
  offers: '/account/offers',
  offer: (entryId: number) => ({ claim: `/account/offers/${entryId}`, decline: `/account/offers/${entryId}/decline` }),
} as const;
