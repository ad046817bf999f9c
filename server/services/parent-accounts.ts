import { inTransaction, type Db } from '../../db/index.ts';
import { parentSessionDays, signInLinkMinutes, signInLinksPerAddressPerHour } from '../../domain/account.ts';
import { addMail, type MailSettings } from './outbox.ts';
import { hashOfLinkSecret, newLinkSecret } from './secret-links.ts';

/**
 * Parents sign in with a link mailed to their address (docs/architecture.md, "The parent's
 * page"). Nothing here tells whether an address is known: a link is mailed to any valid
 * address that asks (within its hourly share), and what the page shows is simply what the
 * school holds under it, possibly nothing.
 */

const minutes = (n: number) => n * 60_000;

/**
 * Mails a sign-in link, single-use, valid 30 minutes, unless the address has had its share
 * this hour. Returns nothing the caller could tell apart: the answer to the visitor is the
 * same either way.
 */
export async function requestSignInLink(db: Db, mail: MailSettings, email: string, now: Date): Promise<void> {
  await inTransaction(db, async (trx) => {
    const since = new Date(now.getTime() - minutes(60)).toISOString();
    const recent = await trx
      .selectFrom('parent_sign_in_links')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('email', '=', email)
      .where('created_at', '>', since)
      .executeTakeFirstOrThrow();
    if (Number(recent.n) >= signInLinksPerAddressPerHour) return;
    const link = newLinkSecret();
    const expiresAt = new Date(now.getTime() + minutes(signInLinkMinutes)).toISOString();
    await trx
      .insertInto('parent_sign_in_links')
      .values({ token_hash: link.hash, email, created_at: now.toISOString(), expires_at: expiresAt })
      .execute();
    await addMail(
      trx,
      mail,
      {
        payload: { kind: 'account-sign-in', token: link.secret, expiresAt },
        to: email,
        dedupeKey: `account-sign-in:${link.hash}`,
        // Bounded by the hourly share above; counted against the daily one, a stranger asking
        // five times a day would keep the parent out (and their other mail back).
        limited: false,
      },
      now,
    );
  });
}

/** Whether a sign-in link can still be used (its page shows a button; only the button spends it). */
export async function signInLinkUsable(db: Db, token: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('parent_sign_in_links')
    .select('token_hash')
    .where('token_hash', '=', hashOfLinkSecret(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Spends a sign-in link and starts a session for its address: one conditional update, so
 * a link works once however many tabs press the button. Returns the session's secret (for
 * the cookie) or undefined for a link used, expired or never sent.
 */
export async function signInWithLink(db: Db, token: string, now: Date): Promise<{ secret: string; email: string } | undefined> {
  return inTransaction(db, async (trx) => {
    const at = now.toISOString();
    const spent = await trx
      .updateTable('parent_sign_in_links')
      .set({ used_at: at })
      .where('token_hash', '=', hashOfLinkSecret(token))
      .where('used_at', 'is', null)
      .where('expires_at', '>', at)
      .returning('email')
      .executeTakeFirst();
    if (!spent) return undefined;
    const session = newLinkSecret();
    await trx
      .insertInto('parent_sessions')
      .values({
        id_hash: session.hash,
        email: spent.email,
        created_at: at,
        expires_at: new Date(now.getTime() + minutes(parentSessionDays * 24 * 60)).toISOString(),
      })
      .execute();
    return { secret: session.secret, email: spent.email };
  });
}

/** The address a session cookie belongs to, while the session lasts. */
export async function parentOfSession(db: Db, secret: string, now: Date): Promise<string | undefined> {
  const row = await db
    .selectFrom('parent_sessions')
    .select('email')
    .where('id_hash', '=', hashOfLinkSecret(secret))
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst();
  return row?.email;
}

export async function endParentSession(db: Db, secret: string): Promise<void> {
  await db.deleteFrom('parent_sessions').where('id_hash', '=', hashOfLinkSecret(secret)).execute();
}

/** Deletes expired sessions, and links older than the hour the per-address share counts. Safe on every instance at once. */
export async function sweepParentSessions(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('parent_sessions').where('expires_at', '<=', now.toISOString()).execute();
  const hourAgo = new Date(now.getTime() - minutes(60)).toISOString();
  await db.deleteFrom('parent_sign_in_links').where('created_at', '<=', hourAgo).execute();
}
