import { sql, type Kysely } from 'kysely';

// A fair share of seats: who holds an unpaid seat, counted by the database itself.
// `client_key` is a hash of the client's address (an IPv6 client's /64); `client_slot`
// and `email_slot` number a held enrollment among its client's and its address's holds
// (1 to the limit). Unique indexes over held rows only make the limits structural: two
// checkouts racing for the same slot, or for the same address and course, cannot both
// commit, on SQLite or PostgreSQL. Rows from before this migration have no slots and are
// left alone (NULLs never collide in a unique index).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('enrollments').addColumn('client_key', 'text').execute();
  await db.schema.alterTable('enrollments').addColumn('client_slot', 'integer').execute();
  await db.schema.alterTable('enrollments').addColumn('email_slot', 'integer').execute();
  // A family's holds are looked up by address, and a client's by its key, at every checkout.
  await db.schema.createIndex('enrollments_parent_email_status').on('enrollments').columns(['parent_email', 'status']).execute();
  await db.schema.createIndex('enrollments_client_key_status').on('enrollments').columns(['client_key', 'status']).execute();
  const held = sql.ref('status');
  await db.schema
    .createIndex('enrollments_held_client_slot')
    .unique()
    .on('enrollments')
    .columns(['client_key', 'client_slot'])
    .where(held, '=', 'held')
    .execute();
  await db.schema
    .createIndex('enrollments_held_email_slot')
    .unique()
    .on('enrollments')
    .columns(['parent_email', 'email_slot'])
    .where(held, '=', 'held')
    .execute();
  await db.schema
    .createIndex('enrollments_held_email_course')
    .unique()
    .on('enrollments')
    .columns(['parent_email', 'course_id'])
    .where((eb) => eb.and([eb(held, '=', 'held'), eb(sql.ref('email_slot'), 'is not', null)]))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const index of [
    'enrollments_held_email_course',
    'enrollments_held_email_slot',
    'enrollments_held_client_slot',
    'enrollments_client_key_status',
    'enrollments_parent_email_status',
  ]) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  for (const column of ['email_slot', 'client_slot', 'client_key']) {
    await db.schema.alterTable('enrollments').dropColumn(column).execute();
  }
}
