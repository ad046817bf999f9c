import type request from 'supertest';
import type { Db } from '../../db/index.ts';
import type { AccountSignInMail } from '../../domain/mail.ts';
import { cookieOf } from './staff.ts';

/**
 * Signs a parent in through the real pages: asks for a link, takes it from the outbox, and
 * spends it. `post` sends a form the way the test's site is reached (its Host, its client).
 * Returns the session cookie to send with the parent's requests.
 */
export async function signInParent(
  db: Db,
  post: (path: string, form?: Record<string, string>) => request.Test,
  email: string,
): Promise<string> {
  await post('/account', { email });
  const row = await db
    .selectFrom('outbox')
    .select('payload')
    .where('kind', '=', 'account-sign-in')
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const res = await post(`/account/sign-in/${(JSON.parse(row.payload) as AccountSignInMail).token}`);
  const cookie = cookieOf(res, 'parent_session');
  if (!cookie) throw new Error(`no session for ${email}: the sign-in answered ${res.status}`);
  return cookie.split(';')[0]!;
}
