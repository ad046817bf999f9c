import type { Kysely } from 'kysely';

// How many times a wizard draft was saved: one saved once and never again (a bot's post,
// a visitor gone after the first step) is swept after a day instead of a week. Drafts
// from before this migration have none (null) and keep the week.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('enrollment_drafts').addColumn('saves', 'integer').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('enrollment_drafts').dropColumn('saves').execute();
}
