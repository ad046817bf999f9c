import type { Kysely } from 'kysely';
import { idColumn } from './columns.ts';

// Interest in a level that has no cohorts scheduled yet: the kids page's empty level
// offers the waitlist instead of a dead end. One entry per family and level, as the
// course waitlist keeps one per family and course.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('level_waitlist_entries')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('parent_name', 'text', (c) => c.notNull())
    .addColumn('parent_email', 'text', (c) => c.notNull())
    .addColumn('parent_phone', 'text', (c) => c.notNull())
    .addColumn('student_name', 'text', (c) => c.notNull())
    .addColumn('student_grade', 'text')
    .addColumn('message', 'text')
    .addColumn('interested_in_future_camps', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('level_waitlist_entries_level_email_unique', ['level', 'parent_email'])
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('level_waitlist_entries').ifExists().execute();
}
