import type { Db } from '../../db/index.ts';
import type { Clock } from '../clock.ts';
import type { EnrollmentRequestInput } from '../../domain/enrollment-request.ts';

/** Stores an application sent through the enrollment wizard (or its JSON endpoint). */
export async function recordEnrollmentRequest(db: Db, clock: Clock, input: EnrollmentRequestInput): Promise<number> {
  const row = await db
    .insertInto('enrollment_requests')
    .values({
      parent_name: input.parentName,
      parent_email: input.parentEmail,
      parent_phone: input.parentPhone,
      student_name: input.studentName,
      student_age: input.studentAge,
      student_grade: input.studentGrade,
      program: input.program,
      location: input.location,
      schedule: input.schedule,
      experience: input.experience,
      interests: JSON.stringify(input.interests),
      comments: input.comments ?? null,
      created_at: clock.now().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Who an application was for and where we write back: what the wizard's last step shows. */
export async function findEnrollmentRequest(db: Db, id: number) {
  return db
    .selectFrom('enrollment_requests')
    .select(['id', 'parent_name', 'parent_email', 'student_name'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The latest applications, newest first. */
export function latestEnrollmentRequests(db: Db, limit: number) {
  return db.selectFrom('enrollment_requests').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
