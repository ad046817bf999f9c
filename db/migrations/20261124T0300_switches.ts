import type { Kysely } from 'kysely';

// One switch of dates per enrollment (the published policy): the enrollment moves to the
// other cohort in place (its payment stays with it), remembering when and from where, so a
// second switch is refused.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('enrollments').addColumn('switched_at', 'text').execute();
  await db.schema.alterTable('enrollments').addColumn('switched_from_course_id', 'integer').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('enrollments').dropColumn('switched_from_course_id').execute();
  await db.schema.alterTable('enrollments').dropColumn('switched_at').execute();
}
