import { sql, type Kysely } from 'kysely';
import { idColumn } from './columns.ts';

// E-mail goes through an outbox: a row written in the same transaction as the change that
// causes it (a payment, an entry, a message), sent by a sender on every instance that
// claims rows one at a time (server/mail/sender.ts). `dedupe_key` makes "one receipt per
// payment, ever" a constraint; `payload` is the message's data, rendered when it is sent
// or read (views/emails). A row never sent stays, with why (`hold_reason`, `last_error`).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('pending', 'sending', 'sent', 'failed', 'held', 'withheld')`),
    )
    .addColumn('hold_reason', 'text')
    // 1 for mail to an address typed into a public form: it counts against that address's daily limit.
    .addColumn('limited', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claim_token', 'text')
    .addColumn('claimed_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('smtp_response', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  // The sender looks for what is due; the limit counts an address's recent mail; staff list the newest first.
  await db.schema.createIndex('outbox_status_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('outbox_to_created').on('outbox').columns(['to_address', 'created_at']).execute();
  await db.schema.createIndex('outbox_created').on('outbox').column('created_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox').ifExists().execute();
}
