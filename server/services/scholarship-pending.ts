import type { Transaction } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';

/** Whether this address has a scholarship application for the cohort still to decide (an offered seat says what an approval would do). */
export async function scholarshipPendingFor(db: Db | Transaction<Database>, courseId: number, email: string): Promise<boolean> {
  const pending = await db
    .selectFrom('scholarship_applications')
    .select('id')
    .where('course_id', '=', courseId)
    .where('parent_email', '=', email)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return pending !== undefined;
}
