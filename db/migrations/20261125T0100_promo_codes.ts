import { sql, type Kysely } from 'kysely';
import { idColumn } from './columns.ts';

// Promo codes staff make (domain/promo-codes.ts): a percentage or an amount off, between two
// days, for a number of uses, on some courses or all. `uses` counts the holds that used the
// code; the CHECK is the last guard that it never passes `max_uses`, whatever races. An
// enrollment remembers the code it used, so a hold released unpaid gives the use back.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('promo_codes')
    .addColumn('id', 'integer', idColumn(db))
    // Upper case, as families may type it in any case.
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('percent', 'amount')`))
    // A percentage (1 to 90) or an amount in cents.
    .addColumn('value', 'integer', (c) => c.notNull().check(sql`value > 0`))
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('ends_on', 'text', (c) => c.notNull())
    .addColumn('max_uses', 'integer', (c) => c.notNull().check(sql`max_uses >= 1`))
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    // Comma-separated course ids; null for every course.
    .addColumn('course_ids', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('archived_at', 'text')
    .addCheckConstraint('promo_codes_uses', sql`uses >= 0 and uses <= max_uses`)
    .execute();
  await db.schema.alterTable('enrollments').addColumn('promo_code_id', 'integer').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('enrollments').dropColumn('promo_code_id').execute();
  await db.schema.dropTable('promo_codes').ifExists().execute();
}
