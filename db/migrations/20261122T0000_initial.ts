import { sql, type Kysely } from 'kysely';
import { idColumn } from './columns.ts';

// Migrations describe the schema as it was on their day: they never import app code.
// Types and defaults are chosen to read the same on SQLite and PostgreSQL.
// The courses, the waitlist and the blog posts: the features built so far.

// Timestamps are ISO-8601 text the application writes (from its clock), so both engines
// store and return the same strings; there are no database-side defaults for them.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const id = idColumn(db);
  await db.schema
    .createTable('courses')
    .addColumn('id', 'integer', id)
    .addColumn('program', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull().check(sql`level in ('beginner', 'intermediate', 'advanced')`))
    .addColumn('campus', 'text', (c) => c.notNull().check(sql`campus in ('south-bay', 'east-bay')`))
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('dates', 'text', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('schedule', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull().check(sql`price_cents >= 0`))
    .addColumn('capacity', 'integer', (c) => c.notNull().check(sql`capacity >= 0`))
    .addColumn('seats_taken', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('courses_seats_within_capacity', sql`seats_taken >= 0 and seats_taken <= capacity`)
    .execute();
  await db.schema.createIndex('courses_program_level_idx').on('courses').columns(['program', 'level']).execute();

  await db.schema
    .createTable('waitlist_entries')
    .addColumn('id', 'integer', id)
    .addColumn('course_id', 'integer', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('course_name', 'text', (c) => c.notNull())
    .addColumn('parent_name', 'text', (c) => c.notNull())
    .addColumn('parent_email', 'text', (c) => c.notNull())
    .addColumn('parent_phone', 'text', (c) => c.notNull())
    .addColumn('student_name', 'text', (c) => c.notNull())
    .addColumn('student_grade', 'text')
    .addColumn('message', 'text')
    .addColumn('interested_in_future_camps', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('waitlist_entries_course_email_unique', ['course_id', 'parent_email'])
    .execute();

  await db.schema
    .createTable('blog_posts')
    .addColumn('id', 'integer', id)
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('publish_date', 'text', (c) => c.notNull())
    .addColumn('reading_time', 'integer', (c) => c.notNull())
    .addColumn('excerpt', 'text', (c) => c.notNull())
    .addColumn('featured_image', 'text')
    .addColumn('tags', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('source_url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('blog_posts_publish_date_idx').on('blog_posts').column('publish_date').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['blog_posts', 'waitlist_entries', 'courses']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
