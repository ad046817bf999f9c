import type { Kysely } from 'kysely';
import { idColumn } from './columns.ts';

// What the contact form and the enrollment wizard send, stored so that the foundation
// actually receives them; and the wizard's drafts, so that what a visitor typed on one
// step survives the next, a reload and the back button (with or without JavaScript).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('contact_messages_created_at').on('contact_messages').column('created_at').execute();

  await db.schema
    .createTable('enrollment_requests')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('parent_name', 'text', (c) => c.notNull())
    .addColumn('parent_email', 'text', (c) => c.notNull())
    .addColumn('parent_phone', 'text', (c) => c.notNull())
    .addColumn('student_name', 'text', (c) => c.notNull())
    .addColumn('student_age', 'integer', (c) => c.notNull())
    .addColumn('student_grade', 'text', (c) => c.notNull())
    .addColumn('program', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('schedule', 'text', (c) => c.notNull())
    .addColumn('experience', 'text', (c) => c.notNull())
    .addColumn('interests', 'text', (c) => c.notNull())
    .addColumn('comments', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('enrollment_requests_created_at').on('enrollment_requests').column('created_at').execute();

  await db.schema
    .createTable('enrollment_drafts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('answers', 'text', (c) => c.notNull())
    .addColumn('request_id', 'integer')
    .addColumn('submit_tried', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('enrollment_drafts_updated_at').on('enrollment_drafts').column('updated_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('enrollment_drafts').ifExists().execute();
  await db.schema.dropTable('enrollment_requests').ifExists().execute();
  await db.schema.dropTable('contact_messages').ifExists().execute();
}
