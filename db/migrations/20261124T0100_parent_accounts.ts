import type { Kysely } from 'kysely';

// A parent's page (/account): a sign-in link by e-mail instead of a password, and the
// sessions it starts. Only hashes of the link's and the session's secrets are stored, so a
// copy of the database signs nobody in. A parent is their e-mail address: what the page
// shows is what the school holds under it.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('parent_sign_in_links')
    // sha256 of the link's secret.
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    // Lowercased: one parent per address however it is typed.
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  // Links asked for an address lately are counted at every request (the per-address limit).
  await db.schema.createIndex('parent_sign_in_links_email').on('parent_sign_in_links').columns(['email', 'created_at']).execute();

  await db.schema
    .createTable('parent_sessions')
    // sha256 of the cookie's secret.
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('parent_sessions_expires').on('parent_sessions').column('expires_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('parent_sessions').ifExists().execute();
  await db.schema.dropTable('parent_sign_in_links').ifExists().execute();
}
