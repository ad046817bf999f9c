import { sql, type Kysely } from 'kysely';
import { idColumn } from './columns.ts';
import { setEnrollmentStatuses } from './enrollment-statuses.ts';

// Cancellations under the published policy (domain/cancellation.ts): a paid enrollment
// becomes 'cancelled' (a credit, or nothing back) or 'refund_due' with the amount to give
// back (`refund_cents`, the amount paid less the fee); `cancelled_at` tells a cancellation
// from a late payment's refund. A credit is a row of its own, used once.

const before = "'held', 'paid', 'released', 'refund_due', 'refunded', 'offered'";
const after = "'held', 'paid', 'released', 'refund_due', 'refunded', 'offered', 'cancelled'";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await setEnrollmentStatuses(db, before, after);
  await db.schema.alterTable('enrollments').addColumn('refund_cents', 'integer').execute();
  await db.schema.alterTable('enrollments').addColumn('cancelled_at', 'text').execute();

  await db.schema
    .createTable('credits')
    .addColumn('id', 'integer', idColumn(db))
    // Lowercased, as every address the site stores.
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents > 0`))
    // The last day it can be used (the school's calendar), YYYY-MM-DD.
    .addColumn('expires_on', 'text', (c) => c.notNull())
    // One credit per cancelled enrollment, ever.
    .addColumn('source_enrollment_id', 'integer', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('used_by_enrollment_id', 'integer')
    .execute();
  await db.schema.createIndex('credits_email').on('credits').columns(['email', 'used_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('credits').ifExists().execute();
  await db.updateTable('enrollments').set({ status: 'released' }).where('status', '=', 'cancelled').execute();
  await db.schema.alterTable('enrollments').dropColumn('cancelled_at').execute();
  await db.schema.alterTable('enrollments').dropColumn('refund_cents').execute();
  await setEnrollmentStatuses(db, after, before);
}
