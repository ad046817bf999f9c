import { sql, type Kysely } from 'kysely';
import { idColumn } from './columns.ts';

// Checkout: enrollments that hold or own a seat, the payment provider's events already
// handled, and the demo provider's own checkout sessions. As every migration, this one
// describes the schema of its day and imports no app code.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('enrollments')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id'))
    .addColumn('student_name', 'text', (c) => c.notNull())
    .addColumn('parent_email', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sql`amount_cents >= 0`))
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('held', 'paid', 'released', 'refund_due', 'refunded')`))
    // Until when the seat is held for a payment in progress (ISO-8601).
    .addColumn('hold_expires_at', 'text', (c) => c.notNull())
    .addColumn('payment_provider', 'text', (c) => c.notNull())
    .addColumn('payment_session_id', 'text', (c) => c.unique())
    .addColumn('payment_intent_id', 'text')
    .addColumn('refund_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('released_at', 'text')
    .execute();
  // The sweep looks for held enrollments past their expiry.
  await db.schema.createIndex('enrollments_status_hold_idx').on('enrollments').columns(['status', 'hold_expires_at']).execute();
  await db.schema.createIndex('enrollments_course_idx').on('enrollments').column('course_id').execute();

  // A provider event is recorded in the same transaction as what it changes: a replay,
  // a duplicate or a retry finds its id here and changes nothing.
  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();

  // The demo provider's hosted checkout keeps its sessions here, so every instance sees them.
  await db.schema
    .createTable('demo_payment_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('enrollment_id', 'integer', (c) => c.notNull().references('enrollments.id'))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('customer_email', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('open', 'complete', 'expired')`))
    .addColumn('payment_status', 'text', (c) => c.notNull().check(sql`payment_status in ('paid', 'unpaid')`))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('success_url', 'text', (c) => c.notNull())
    .addColumn('cancel_url', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['demo_payment_sessions', 'payment_events', 'enrollments']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
