import type { Kysely } from 'kysely';

// The console counts each cohort's paid, held and offered enrollments (services/course-seats.ts).
// With an index on course_id alone, each count read every enrollment of the cohort, and
// the held count walked every live hold of every cohort (the status index): the course
// list of a site with 5,000 enrollments in one cohort took ~6 ms a request on SQLite. On
// (course_id, status, hold_expires_at) each count is a range of one index. It also
// answers what the course_id index did, which goes.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('enrollments_course_status_hold')
    .on('enrollments')
    .columns(['course_id', 'status', 'hold_expires_at'])
    .execute();
  await db.schema.dropIndex('enrollments_course_idx').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('enrollments_course_idx').on('enrollments').column('course_id').execute();
  await db.schema.dropIndex('enrollments_course_status_hold').execute();
}
