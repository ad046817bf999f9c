import { inTransaction, type Db } from '../../db/index.ts';
import type { StaffRow } from '../../db/schema.ts';
import { configurationActorEmail, tokenLifetimeMinutes, type StaffMember, type StaffTokenPurpose } from '../../domain/staff.ts';
import { recordAudit, type Actor } from './audit.ts';
import { addMail, type MailSettings } from './outbox.ts';
import { decoyHash, hashPassword, verifyPassword, type ScryptCost } from './passwords.ts';
import { hashOfLinkSecret, newLinkSecret } from './secret-links.ts';

/**
 * Staff accounts: the owner made from configuration, sign-in, invitations, password
 * resets and removal. Links that set a password carry a random secret; only its sha256
 * is stored, and a link works once, until it expires.
 */

const memberOf = (row: Pick<StaffRow, 'id' | 'email' | 'name' | 'role'>): StaffMember => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
});

/** The site acting at start: the owner's reset from configuration. */
const configuration: Actor = { id: null, email: configurationActorEmail };

/**
 * Creates the owner from ADMIN_EMAIL and ADMIN_PASSWORD, or gives the existing account
 * the owner's role and that password (a lost password is fixed by a restart). Another
 * account that was owner under an earlier ADMIN_EMAIL becomes staff. Nothing changes,
 * and nobody is signed out, when all is as configured already.
 */
export async function ensureOwner(
  db: Db,
  settings: { adminEmail: string; adminPassword: string | undefined; passwordCost: ScryptCost },
  now: Date,
): Promise<void> {
  const { adminEmail: email, adminPassword: password } = settings;
  if (!password) return;
  const existing = await db.selectFrom('staff').selectAll().where('email', '=', email).executeTakeFirst();
  const passwordCurrent = existing?.password_hash ? await verifyPassword(password, existing.password_hash) : false;
  const otherOwners = await db.selectFrom('staff').select('id').where('role', '=', 'owner').where('email', '!=', email).execute();
  if (existing && existing.role === 'owner' && passwordCurrent && otherOwners.length === 0) return;
  const hash = passwordCurrent ? existing!.password_hash! : await hashPassword(password, settings.passwordCost);
  await inTransaction(db, async (trx) => {
    for (const other of otherOwners) {
      await trx.updateTable('staff').set({ role: 'staff' }).where('id', '=', other.id).execute();
      await recordAudit(
        trx,
        configuration,
        { action: 'staff.role', record: { type: 'staff', id: other.id }, before: { role: 'owner' }, after: { role: 'staff' } },
        now,
      );
    }
    if (existing) {
      await trx
        .updateTable('staff')
        .set((eb) => ({
          role: 'owner',
          password_hash: hash,
          session_version: passwordCurrent ? eb.ref('session_version') : eb('session_version', '+', 1),
        }))
        .where('id', '=', existing.id)
        .execute();
      await recordAudit(
        trx,
        configuration,
        {
          action: 'staff.owner-reset',
          record: { type: 'staff', id: existing.id },
          before: { role: existing.role },
          after: { role: 'owner', passwordChanged: !passwordCurrent },
        },
        now,
      );
    } else {
      const row = await trx
        .insertInto('staff')
        .values({ email, name: 'Owner', role: 'owner', password_hash: hash, created_at: now.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(
        trx,
        configuration,
        { action: 'staff.owner-created', record: { type: 'staff', id: row.id }, after: { email, role: 'owner' } },
        now,
      );
    }
  });
}

/** Whether anyone can sign in at all (an owner from configuration, or a staff member with a password). */
export async function anyAccount(db: Db): Promise<boolean> {
  const row = await db.selectFrom('staff').select('id').where('password_hash', 'is not', null).limit(1).executeTakeFirst();
  return row !== undefined;
}

export type SignedIn = { member: StaffMember; sessionVersion: number };

/**
 * The account for this email and password, its sign-in recorded; undefined otherwise. An
 * unknown address costs the same scrypt as a known one, so timing tells nothing.
 */
export async function signIn(
  db: Db,
  cost: ScryptCost,
  email: string,
  password: string,
  now: Date,
): Promise<SignedIn | undefined> {
  const row = await db.selectFrom('staff').selectAll().where('email', '=', email).executeTakeFirst();
  const matches = await verifyPassword(password, row?.password_hash ?? (await decoyHash(cost)));
  if (!row?.password_hash || !matches) return undefined;
  await db.updateTable('staff').set({ last_sign_in_at: now.toISOString() }).where('id', '=', row.id).execute();
  return { member: memberOf(row), sessionVersion: row.session_version };
}

/**
 * The staff member a session belongs to, read on every console request: a removed account,
 * or one whose password changed since the session began, is signed out at once.
 */
export async function sessionMember(db: Db, staffId: number, sessionVersion: number): Promise<StaffMember | undefined> {
  const row = await db
    .selectFrom('staff')
    .select(['id', 'email', 'name', 'role'])
    .where('id', '=', staffId)
    .where('session_version', '=', sessionVersion)
    .where('password_hash', 'is not', null)
    .executeTakeFirst();
  return row ? memberOf(row) : undefined;
}

export type StaffListItem = Pick<StaffRow, 'id' | 'email' | 'name' | 'role' | 'created_at' | 'last_sign_in_at'> & {
  /** Invited and not yet joined: when the invitation lapses (null once it has). */
  invitedUntil: string | null;
  joined: boolean;
};

export async function listStaff(db: Db, now: Date): Promise<StaffListItem[]> {
  const rows = await db
    .selectFrom('staff')
    .select(['id', 'email', 'name', 'role', 'created_at', 'last_sign_in_at', 'password_hash'])
    .select((eb) =>
      eb
        .selectFrom('staff_tokens')
        .select((inner) => inner.fn.max('expires_at').as('until'))
        .whereRef('staff_tokens.staff_id', '=', 'staff.id')
        .where('purpose', '=', 'invitation')
        .where('used_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .as('invited_until'),
    )
    .orderBy('role')
    .orderBy('name')
    .execute();
  return rows.map(({ password_hash, invited_until, ...row }) => ({
    ...row,
    joined: password_hash !== null,
    invitedUntil: invited_until ?? null,
  }));
}

/** Spends every unused link of an account (of one purpose, or all). */
async function spendLinks(trx: Db, staffId: number, now: Date, purpose?: StaffTokenPurpose) {
  let update = trx
    .updateTable('staff_tokens')
    .set({ used_at: now.toISOString() })
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null);
  if (purpose) update = update.where('purpose', '=', purpose);
  await update.execute();
}

/**
 * A new single-use link for an account. A new invitation spends the earlier ones (the
 * owner sent it on purpose); a reset does not, because anyone can ask for one: asking
 * again must not cancel the link in the person's inbox (all go once a password is set).
 */
async function issueToken(trx: Db, staffId: number, purpose: StaffTokenPurpose, now: Date) {
  const { secret: token, hash } = newLinkSecret();
  const expiresAt = new Date(now.getTime() + tokenLifetimeMinutes[purpose] * 60_000).toISOString();
  if (purpose === 'invitation') await spendLinks(trx, staffId, now, 'invitation');
  await trx
    .insertInto('staff_tokens')
    .values({ token_hash: hash, staff_id: staffId, purpose, created_at: now.toISOString(), expires_at: expiresAt })
    .execute();
  return { token, expiresAt };
}

export type InviteOutcome =
  { outcome: 'invited'; staffId: number; token: string; expiresAt: string } | { outcome: 'already-joined' };

/**
 * The owner invites someone: an account without a password, and an email with a link that
 * sets one (48 hours, once). Inviting an address again that has not joined sends a new
 * link (the old one stops working). The token is returned so that, without a mail server,
 * the owner can hand the link over themselves.
 */
export async function inviteStaff(
  db: Db,
  mail: MailSettings,
  actor: StaffMember,
  input: { email: string; name: string },
  now: Date,
): Promise<InviteOutcome> {
  return inTransaction(db, async (trx) => {
    const existing = await trx.selectFrom('staff').selectAll().where('email', '=', input.email).executeTakeFirst();
    if (existing?.password_hash) return { outcome: 'already-joined' } as const;
    let staffId: number;
    if (existing) {
      staffId = existing.id;
      if (existing.name !== input.name)
        await trx.updateTable('staff').set({ name: input.name }).where('id', '=', staffId).execute();
    } else {
      // Two invitations of one address at once (a double submit): the second finds the first's row.
      const row =
        (await trx
          .insertInto('staff')
          .values({ email: input.email, name: input.name, role: 'staff', password_hash: null, created_at: now.toISOString() })
          .onConflict((oc) => oc.column('email').doNothing())
          .returning('id')
          .executeTakeFirst()) ??
        (await trx.selectFrom('staff').select('id').where('email', '=', input.email).executeTakeFirstOrThrow());
      staffId = row.id;
    }
    const { token, expiresAt } = await issueToken(trx, staffId, 'invitation', now);
    await addMail(
      trx,
      mail,
      {
        payload: { kind: 'staff-invitation', staffId, name: input.name, invitedBy: actor.name, token, expiresAt },
        to: input.email,
        dedupeKey: `staff-invitation:${hashOfLinkSecret(token)}`,
        limited: false,
      },
      now,
    );
    await recordAudit(
      trx,
      actor,
      {
        action: existing ? 'staff.reinvited' : 'staff.invited',
        record: { type: 'staff', id: staffId },
        after: { email: input.email, name: input.name, expiresAt },
      },
      now,
    );
    return { outcome: 'invited', staffId, token, expiresAt } as const;
  });
}

/** The owner removes a staff member: the account and its links go, and its sessions end at their next request. */
export async function removeStaff(
  db: Db,
  actor: StaffMember,
  staffId: number,
  now: Date,
): Promise<'removed' | 'not-found' | 'owner'> {
  return inTransaction(db, async (trx) => {
    const row = await trx.selectFrom('staff').selectAll().where('id', '=', staffId).executeTakeFirst();
    if (!row) return 'not-found';
    if (row.role === 'owner') return 'owner';
    await trx.deleteFrom('staff_tokens').where('staff_id', '=', staffId).execute();
    await trx.deleteFrom('staff').where('id', '=', staffId).execute();
    await recordAudit(
      trx,
      actor,
      {
        action: 'staff.removed',
        record: { type: 'staff', id: staffId },
        before: { email: row.email, name: row.name, role: row.role },
      },
      now,
    );
    return 'removed';
  });
}

/**
 * Someone asks for a reset link for this address. Only an account that has joined gets
 * one; whoever asked is told the same either way. The address was typed into a public
 * form, so it counts against the address's daily mail.
 */
export async function requestPasswordReset(db: Db, mail: MailSettings, email: string, now: Date): Promise<void> {
  await inTransaction(db, async (trx) => {
    const row = await trx.selectFrom('staff').selectAll().where('email', '=', email).executeTakeFirst();
    if (!row?.password_hash) return;
    const { token, expiresAt } = await issueToken(trx, row.id, 'password-reset', now);
    await addMail(
      trx,
      mail,
      {
        payload: { kind: 'staff-password-reset', staffId: row.id, name: row.name, token, expiresAt },
        to: row.email,
        dedupeKey: `staff-password-reset:${hashOfLinkSecret(token)}`,
        limited: true,
      },
      now,
    );
  });
}

export type LinkState = { state: 'valid'; member: StaffMember } | { state: 'expired' | 'used' | 'unknown' };

/** What a link is: good (and whose), or why not. */
export async function staffLinkState(db: Db, token: string, purpose: StaffTokenPurpose, now: Date): Promise<LinkState> {
  const row = await db
    .selectFrom('staff_tokens')
    .innerJoin('staff', 'staff.id', 'staff_tokens.staff_id')
    .select(['staff.id', 'staff.email', 'staff.name', 'staff.role', 'staff_tokens.used_at', 'staff_tokens.expires_at'])
    .where('token_hash', '=', hashOfLinkSecret(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row) return { state: 'unknown' };
  if (row.used_at) return { state: 'used' };
  if (row.expires_at <= now.toISOString()) return { state: 'expired' };
  return { state: 'valid', member: memberOf(row) };
}

/**
 * Sets the password a link allows, once: the link is spent by a conditional update (two
 * tabs submitting at once set it once), every earlier session of the account ends, and
 * the account's new session version is returned to sign the person straight in.
 */
export async function setPasswordWithLink(
  db: Db,
  cost: ScryptCost,
  token: string,
  purpose: StaffTokenPurpose,
  password: string,
  now: Date,
): Promise<{ ok: true; signedIn: SignedIn } | { ok: false; state: 'expired' | 'used' | 'unknown' }> {
  // The link first: a made-up link costs no scrypt.
  const link = await staffLinkState(db, token, purpose, now);
  if (link.state !== 'valid') return { ok: false, state: link.state };
  const hash = await hashPassword(password, cost);
  return inTransaction(db, async (trx) => {
    const spent = await trx
      .updateTable('staff_tokens')
      .set({ used_at: now.toISOString() })
      .where('token_hash', '=', hashOfLinkSecret(token))
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now.toISOString())
      .returning('staff_id')
      .executeTakeFirst();
    if (!spent) {
      // Spent or lapsed in the meantime (another tab): never 'valid' here.
      const { state } = await staffLinkState(trx, token, purpose, now);
      return { ok: false, state: state === 'valid' ? 'used' : state } as const;
    }
    // Any other link the account still has (an older reset) stops working with this one.
    await spendLinks(trx, spent.staff_id, now);
    const row = await trx
      .updateTable('staff')
      .set((eb) => ({ password_hash: hash, session_version: eb('session_version', '+', 1), last_sign_in_at: now.toISOString() }))
      .where('id', '=', spent.staff_id)
      .returningAll()
      .executeTakeFirstOrThrow();
    const member = memberOf(row);
    await recordAudit(
      trx,
      member,
      { action: purpose === 'invitation' ? 'staff.joined' : 'staff.password-reset', record: { type: 'staff', id: member.id } },
      now,
    );
    return { ok: true, signedIn: { member, sessionVersion: row.session_version } } as const;
  });
}
