import type { Kysely } from 'kysely';

// A seat held from the waitlist that a scholarship reprices gets a new link in the
// scholarship's email; the first email's link keeps working (it shows the new price), so a
// parent who opens the older email is not told the link was "copied incompletely".

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('waitlist_entries').addColumn('replaced_token_hash', 'text').execute();
  await db.schema
    .createIndex('waitlist_entries_replaced_token')
    .unique()
    .on('waitlist_entries')
    .column('replaced_token_hash')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('waitlist_entries_replaced_token').execute();
  await db.schema.alterTable('waitlist_entries').dropColumn('replaced_token_hash').execute();
}
