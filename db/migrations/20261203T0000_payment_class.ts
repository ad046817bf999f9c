import type { Kysely } from 'kysely';

// A demo payment page says when and where the class is, as Stripe's page shows the line
// item's description: a parent checks "Saturdays, Cupertino" at the Pay step. Sessions
// opened before this keep neither (the page leaves the rows out).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('demo_payment_sessions').addColumn('class_schedule', 'text').execute();
  await db.schema.alterTable('demo_payment_sessions').addColumn('class_location', 'text').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('demo_payment_sessions').dropColumn('class_location').execute();
  await db.schema.alterTable('demo_payment_sessions').dropColumn('class_schedule').execute();
}
