import { sql, type Kysely } from 'kysely';
import { idColumn } from './columns.ts';

// The staff console (server/routes/console/): named staff accounts instead of one shared
// password, single-use links that set a password (an invitation, a reset), an audit row
// for every change staff make, and "handled" marks on the messages and requests staff answer.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff')
    .addColumn('id', 'integer', idColumn(db))
    // Lowercased: one account per address however it is typed.
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('owner', 'staff')`))
    // scrypt, with its parameters (server/services/passwords.ts); null until an invitation is accepted.
    .addColumn('password_hash', 'text')
    // Raised when the password changes: sessions signed in before it end.
    .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_sign_in_at', 'text')
    .execute();

  await db.schema
    .createTable('staff_tokens')
    // sha256 of the link's secret: a copy of the database opens no account.
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
    .addColumn('purpose', 'text', (c) => c.notNull().check(sql`purpose in ('invitation', 'password-reset')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('staff_tokens_staff').on('staff_tokens').column('staff_id').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('at', 'text', (c) => c.notNull())
    // The account is kept by id while it exists and by address for ever (removed staff stay named).
    .addColumn('staff_id', 'integer')
    .addColumn('staff_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('record_type', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    // JSON objects of the fields that changed, as they were and as they became.
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
  await db.schema.createIndex('audit_log_record').on('audit_log').columns(['record_type', 'record_id']).execute();

  for (const table of ['contact_messages', 'enrollment_requests']) {
    await db.schema.alterTable(table).addColumn('handled_at', 'text').execute();
    await db.schema.alterTable(table).addColumn('handled_by', 'text').execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['contact_messages', 'enrollment_requests']) {
    await db.schema.alterTable(table).dropColumn('handled_by').execute();
    await db.schema.alterTable(table).dropColumn('handled_at').execute();
  }
  await db.schema.dropTable('audit_log').ifExists().execute();
  await db.schema.dropTable('staff_tokens').ifExists().execute();
  await db.schema.dropTable('staff').ifExists().execute();
}
