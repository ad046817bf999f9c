import type { Kysely } from 'kysely';

// A demo payment page names the student under the course, as Stripe's page shows the line
// item's description. Sessions opened before this keep no name (the page leaves the row out).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('demo_payment_sessions').addColumn('student_name', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('demo_payment_sessions').dropColumn('student_name').execute();
}
