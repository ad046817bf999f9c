import { inTransaction, type Db } from '../../db/index.ts';
import type { Clock } from '../clock.ts';
import type { EnrollmentRequestInput } from '../../domain/enrollment-request.ts';
import { queueEnrollmentRequestMail } from './notifications.ts';
import type { MailSettings } from './outbox.ts';

/**
 * Stores an application sent through the enrollment wizard (or its JSON endpoint), and its
 * two emails, in one transaction (the caller's, when the wizard marks its draft in it).
 */
export function recordEnrollmentRequest(
  db: Db,
  clock: Clock,
  mail: MailSettings,
  input: EnrollmentRequestInput,
): Promise<number> {
  return inTransaction(db, (trx) => insertEnrollmentRequest(trx, clock, mail, input));
}

async function insertEnrollmentRequest(trx: Db, clock: Clock, mail: MailSettings, input: EnrollmentRequestInput) {
  const now = clock.now();
  const row = await trx
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
      created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await queueEnrollmentRequestMail(trx, mail, row.id, input, now);
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
