import { PostgresAdapter, sql, type Kysely } from 'kysely';
import { idColumn } from './columns.ts';

// Prices that help families (domain/pricing.ts). An enrollment keeps what it was priced at
// when its seat was held: the list price and the discounts, line by line (JSON), beside the
// total it already has (`amount_cents`). Early-bird rules are data staff edit, seeded with
// the one the site advertises (15% off spring cohorts until January 31). Credits may now
// also be given by staff, several for one enrollment; a cancellation still gives at most one.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('enrollments').addColumn('list_price_cents', 'integer').execute();
  await db.schema.alterTable('enrollments').addColumn('price_lines', 'text').execute();

  await db.schema
    .createTable('early_bird_rules')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('percent', 'integer', (c) => c.notNull().check(sql`percent between 1 and 90`))
    // The last day it applies, and the range of first classes it covers (the school's calendar, YYYY-MM-DD).
    .addColumn('ends_on', 'text', (c) => c.notNull())
    .addColumn('first_class_from', 'text', (c) => c.notNull())
    .addColumn('first_class_to', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  const at = '2026-11-25T00:00:00.000Z';
  await db
    .insertInto('early_bird_rules')
    .values({
      percent: 15,
      ends_on: '2027-01-31',
      first_class_from: '2027-02-01',
      first_class_to: '2027-05-31',
      created_at: at,
      updated_at: at,
    })
    .execute();

  // Credits: where each came from, and no longer one per enrollment whatever its origin.
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table credits drop constraint if exists credits_source_enrollment_id_key`.execute(db);
    await db.schema
      .alterTable('credits')
      .addColumn('origin', 'text', (c) => c.notNull().defaultTo('cancellation'))
      .execute();
    await sql`alter table credits add constraint credits_origin check (origin in ('cancellation', 'staff'))`.execute(db);
  } else {
    // SQLite cannot drop a column's UNIQUE: the (small, new) table is rebuilt, ids and all.
    await db.schema
      .createTable('credits_next')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
      .addColumn('expires_on', 'text', (c) => c.notNull())
      .addColumn('source_enrollment_id', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('used_by_enrollment_id', 'integer')
      .addColumn('origin', 'text', (c) =>
        c
          .notNull()
          .defaultTo('cancellation')
          .check(sql`origin in ('cancellation', 'staff')`),
      )
      .execute();
    await sql`insert into credits_next (id, email, amount_cents, expires_on, source_enrollment_id, created_at, used_at, used_by_enrollment_id)
      select id, email, amount_cents, expires_on, source_enrollment_id, created_at, used_at, used_by_enrollment_id from credits`.execute(
      db,
    );
    await db.schema.dropTable('credits').execute();
    await db.schema.alterTable('credits_next').renameTo('credits').execute();
    await db.schema.createIndex('credits_email').on('credits').columns(['email', 'used_at']).execute();
  }
  // One credit per cancelled enrollment, ever; staff may give more.
  await db.schema
    .createIndex('credits_one_per_cancellation')
    .on('credits')
    .column('source_enrollment_id')
    .unique()
    .where(sql.ref('origin'), '=', 'cancellation')
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('credits_one_per_cancellation').ifExists().execute();
  // Staff-given credits have no place in the older table.
  await db.deleteFrom('credits').where('origin', '=', 'staff').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table credits drop constraint if exists credits_origin`.execute(db);
    await db.schema.alterTable('credits').dropColumn('origin').execute();
    await sql`alter table credits add constraint credits_source_enrollment_id_key unique (source_enrollment_id)`.execute(db);
  } else {
    await db.schema.dropIndex('credits_email').ifExists().execute();
    await db.schema
      .createTable('credits_before')
      .addColumn('id', 'integer', idColumn(db))
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
      .addColumn('expires_on', 'text', (c) => c.notNull())
      .addColumn('source_enrollment_id', 'integer', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .addColumn('used_by_enrollment_id', 'integer')
      .execute();
    await sql`insert into credits_before (id, email, amount_cents, expires_on, source_enrollment_id, created_at, used_at, used_by_enrollment_id)
      select id, email, amount_cents, expires_on, source_enrollment_id, created_at, used_at, used_by_enrollment_id from credits`.execute(
      db,
    );
    await db.schema.dropTable('credits').execute();
    await db.schema.alterTable('credits_before').renameTo('credits').execute();
    await db.schema.createIndex('credits_email').on('credits').columns(['email', 'used_at']).execute();
  }
  await db.schema.dropTable('early_bird_rules').ifExists().execute();
  await db.schema.alterTable('enrollments').dropColumn('price_lines').execute();
  await db.schema.alterTable('enrollments').dropColumn('list_price_cents').execute();
}
