import { sql, type Kysely } from 'kysely';
import { idColumn } from './columns.ts';

// Scholarship applications (domain/scholarships.ts): a family asks for help with one cohort
// at /scholarships/apply; staff approve it (a percentage up to 50, and a seat held for the
// family like a waitlist offer) or decline it. One approved application per cohort: the
// partial unique index is the guard, whatever two staff members do at once. An approval
// whose seat is declined or lapses becomes 'lapsed', which frees the cohort's place.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('scholarship_applications')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id'))
    .addColumn('parent_name', 'text', (c) => c.notNull())
    .addColumn('parent_email', 'text', (c) => c.notNull())
    .addColumn('parent_phone', 'text', (c) => c.notNull())
    .addColumn('student_name', 'text', (c) => c.notNull())
    .addColumn('household_size', 'integer', (c) => c.notNull())
    .addColumn('statement', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('pending')
        .check(sql`status in ('pending', 'approved', 'declined', 'lapsed')`),
    )
    // The percentage approved (1 to 50); null until approved.
    .addColumn('percent', 'integer', (c) => c.check(sql`percent is null or (percent >= 1 and percent <= 50)`))
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'text')
    // Kept for staff (the audit log has it too); never shown to the family.
    .addColumn('decision_note', 'text')
    // The enrollment that holds the approved family's seat (status 'offered', then 'paid').
    .addColumn('offer_enrollment_id', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('scholarships_one_approved_per_cohort')
    .on('scholarship_applications')
    .column('course_id')
    .unique()
    .where(sql.ref('status'), '=', 'approved')
    .execute();
  await db.schema
    .createIndex('scholarships_by_status')
    .on('scholarship_applications')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.createIndex('scholarships_by_offer').on('scholarship_applications').column('offer_enrollment_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('scholarship_applications').ifExists().execute();
}
