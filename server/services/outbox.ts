import { randomUUID } from 'node:crypto';
import { PostgresAdapter, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database, OutboxRow } from '../../db/schema.ts';
import {
  mailsPerAddressPerDay,
  mayMoveMail,
  maxSendTries,
  retryDelaysMinutes,
  secretMailKinds,
  sendClaimMinutes,
  type MailPayload,
  type OutboxStatus,
} from '../../domain/mail.ts';

/**
 * The outbox: the one writer of email rows and their status (domain/mail.ts lists the
 * moves). A message is added in the same transaction as the change that causes it, so it
 * exists exactly when the change does; a sender on every instance claims and sends it
 * (server/mail/sender.ts).
 */

/** What the services need to know of email: whether a mail server is configured, and where staff mail goes. */
export type MailSettings = { enabled: boolean; staffEmail: string };

export const mailSettingsOf = (config: { mail: { smtpUrl: string | undefined; staffEmail: string } }): MailSettings => ({
  enabled: config.mail.smtpUrl !== undefined,
  staffEmail: config.mail.staffEmail,
});

export type NewMail = {
  payload: MailPayload;
  to: string;
  replyTo?: string;
  /** One message per key, ever: a second add with the same key changes nothing. */
  dedupeKey: string;
  /** To an address typed into a public form: counted against its daily limit. */
  limited: boolean;
};

export const noMailServer = 'not sent: no mail server';
export const addressLimitReached = `not sent: ${mailsPerAddressPerDay} messages to this address in 24 hours`;

const minutes = (n: number) => n * 60_000;

/**
 * Adds a message, inside the caller's transaction. Without a mail server it is kept as
 * `held` (and is never sent later by surprise); to an address that has had its share
 * today it is kept as `withheld`; otherwise it is due now. Returns what became of it.
 */
export async function addMail(db: Db, mail: MailSettings, message: NewMail, now: Date): Promise<OutboxStatus | 'duplicate'> {
  const at = now.toISOString();
  let status: OutboxStatus = 'pending';
  let holdReason: string | null = null;
  if (!mail.enabled) {
    status = 'held';
    holdReason = noMailServer;
  } else if (message.limited && (await recentMailTo(db, message.to, now)) >= mailsPerAddressPerDay) {
    status = 'withheld';
    holdReason = addressLimitReached;
  }
  const result = await db
    .insertInto('outbox')
    .values({
      kind: message.payload.kind,
      dedupe_key: message.dedupeKey,
      to_address: message.to,
      reply_to: message.replyTo ?? null,
      payload: JSON.stringify(message.payload),
      status,
      hold_reason: holdReason,
      limited: message.limited ? 1 : 0,
      next_attempt_at: at,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0n) > 0 ? status : 'duplicate';
}

/** How many limited messages went (or are going) to this address in the last 24 hours; withheld ones do not count. */
async function recentMailTo(db: Db, to: string, now: Date): Promise<number> {
  const since = new Date(now.getTime() - 86_400_000).toISOString();
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('to_address', '=', to)
    .where('created_at', '>', since)
    .where('limited', '=', 1)
    .where('status', '!=', 'withheld')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Claims up to `batch` messages that are due, or whose sender's claim has lapsed (it
 * died mid-send), for one sender: one conditional update (`UPDATE ... WHERE id IN (due
 * ones) AND still due`), so two instances never claim the same message; on PostgreSQL the
 * candidates are read `FOR UPDATE SKIP LOCKED`, so instances do not even wait for each
 * other. Each claim counts as a try.
 */
export async function claimDueMail(db: Db, now: Date, batch: number): Promise<{ token: string; rows: OutboxRow[] }> {
  const token = randomUUID();
  const at = now.toISOString();
  const due = (eb: ExpressionBuilder<Database, 'outbox'>) =>
    eb.or([
      eb.and([eb('status', '=', 'pending'), eb('next_attempt_at', '<=', at)]),
      eb.and([eb('status', '=', 'sending'), eb('claimed_until', '<=', at)]),
    ]);
  const candidates = (executor: Db) => executor.selectFrom('outbox').select('id').where(due).orderBy('id').limit(batch);
  const claim = (executor: Db, ids: number[] | ReturnType<typeof candidates>) =>
    executor
      .updateTable('outbox')
      .set((eb) => ({
        status: 'sending',
        claim_token: token,
        claimed_until: new Date(now.getTime() + minutes(sendClaimMinutes)).toISOString(),
        tries: eb('tries', '+', 1),
        updated_at: at,
      }))
      .where('id', 'in', ids)
      .where(due)
      .returningAll()
      .execute();
  // PostgreSQL: the candidates are locked first, skipping rows another sender holds (a
  // LIMIT subquery inside the UPDATE may be run again by the planner and claim more).
  // SQLite: one statement, which is atomic, and no lock to upgrade mid-transaction.
  const rows =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? await db.transaction().execute(async (trx) => {
          const ids = (await candidates(trx).forUpdate().skipLocked().execute()).map((row) => row.id);
          return ids.length === 0 ? [] : claim(trx, ids);
        })
      : await claim(db, candidates(db));
  return { token, rows: rows.sort((a, b) => a.id - b.id) };
}

/**
 * Moves one message from `from` to `to`, if it is still in `from` (and, for a claimed
 * one, still claimed by `token`): the one place a message's status is written after it
 * was added. A move `outboxMoves` does not list is refused.
 */
async function moveMail(
  db: Db,
  id: number,
  from: OutboxStatus,
  to: OutboxStatus,
  now: Date,
  set: Partial<
    Pick<OutboxRow, 'next_attempt_at' | 'last_error' | 'smtp_response' | 'sent_at' | 'hold_reason' | 'tries' | 'payload'>
  >,
  token?: string,
): Promise<boolean> {
  if (!mayMoveMail(from, to)) throw new Error(`A message cannot move from ${from} to ${to}`);
  let update = db
    .updateTable('outbox')
    .set({ ...set, status: to, claim_token: null, claimed_until: null, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('status', '=', from);
  if (token !== undefined) update = update.where('claim_token', '=', token);
  const { numUpdatedRows } = await update.executeTakeFirst();
  return numUpdatedRows > 0n;
}

/** The mail server accepted the message (250). False when this sender's claim was lost meanwhile. */
export function markSent(
  db: Db,
  row: Pick<OutboxRow, 'id' | 'kind' | 'payload'>,
  token: string,
  now: Date,
  response: string,
): Promise<boolean> {
  // A link that sets a password lives on only in the recipient's inbox once delivered.
  const scrubbed = secretMailKinds.includes(row.kind) ? { payload: JSON.stringify({ ...parsePayload(row), token: null }) } : {};
  return moveMail(
    db,
    row.id,
    'sending',
    'sent',
    now,
    { sent_at: now.toISOString(), smtp_response: response.slice(0, 500), ...scrubbed },
    token,
  );
}

/**
 * A try failed. Refused for good (a 5xx), or on its last try, the message has failed;
 * otherwise the next try is due after the next delay of `retryDelaysMinutes`.
 */
export function markFailed(
  db: Db,
  row: Pick<OutboxRow, 'id' | 'tries'>,
  token: string,
  now: Date,
  error: string,
  permanent: boolean,
): Promise<boolean> {
  const lastError = error.slice(0, 1_000);
  if (permanent || row.tries >= maxSendTries)
    return moveMail(db, row.id, 'sending', 'failed', now, { last_error: lastError }, token);
  const delay = retryDelaysMinutes[Math.min(row.tries, retryDelaysMinutes.length) - 1] ?? retryDelaysMinutes[0];
  const next = new Date(now.getTime() + minutes(delay)).toISOString();
  return moveMail(db, row.id, 'sending', 'pending', now, { next_attempt_at: next, last_error: lastError }, token);
}

export type ResendOutcome = 'queued' | 'no-mail-server' | 'not-found' | 'not-resendable';

/**
 * Staff send a failed, held or withheld message again: it is due now, with a fresh count
 * of tries. Without a mail server nothing can be sent, and it stays as it is.
 */
export async function resendMail(db: Db, mail: MailSettings, id: number, now: Date): Promise<ResendOutcome> {
  const row = await findMail(db, id);
  if (!row) return 'not-found';
  if (row.status !== 'failed' && row.status !== 'held' && row.status !== 'withheld') return 'not-resendable';
  if (!mail.enabled) return 'no-mail-server';
  const moved = await moveMail(db, id, row.status, 'pending', now, {
    next_attempt_at: now.toISOString(),
    hold_reason: null,
    tries: 0,
  });
  return moved ? 'queued' : 'not-resendable';
}

export const findMail = (db: Db, id: number) => db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();

export const parsePayload = (row: Pick<OutboxRow, 'payload'>) => JSON.parse(row.payload) as MailPayload;

export const outboxPageSize = 50;

/** The outbox, newest first, a page at a time, optionally of one status. */
export async function listMail(db: Db, options: { page: number; status?: OutboxStatus | undefined }) {
  let query = db
    .selectFrom('outbox')
    .select(['id', 'kind', 'to_address', 'payload', 'status', 'hold_reason', 'tries', 'last_error', 'created_at', 'sent_at']);
  if (options.status) query = query.where('status', '=', options.status);
  const rows = await query
    .orderBy('id', 'desc')
    .limit(outboxPageSize + 1)
    .offset((options.page - 1) * outboxPageSize)
    .execute();
  return { rows: rows.slice(0, outboxPageSize), hasMore: rows.length > outboxPageSize };
}
