import { inTransaction, type Db } from '../../db/index.ts';
import type { Clock } from '../clock.ts';
import type { InterestInput, WaitlistTarget } from '../../domain/interest.ts';
import { queueWaitlistConfirmation } from './notifications.ts';
import type { MailSettings } from './outbox.ts';

/**
 * Records a family's interest in a course, or in a level with no cohorts yet. A repeat
 * from the same e-mail for the same course (or level) keeps one entry and refreshes its
 * details (portable ON CONFLICT upsert). The family's confirmation, with its place in line,
 * goes to the outbox in the same transaction (once per entry, not per repeat).
 */
export async function recordInterest(
  db: Db,
  clock: Clock,
  mail: MailSettings,
  target: WaitlistTarget,
  input: InterestInput,
): Promise<void> {
  const details = {
    parent_name: input.parentName,
    parent_phone: input.parentPhone,
    student_name: input.studentName,
    student_grade: input.studentGrade ?? null,
    message: input.message ?? null,
    interested_in_future_camps: input.interestedInFutureCamps ? 1 : 0,
  };
  const now = clock.now();
  const created = { parent_email: input.parentEmail, created_at: now.toISOString() };
  await inTransaction(db, async (trx) => {
    const entry =
      target.kind === 'course'
        ? await trx
            .insertInto('waitlist_entries')
            .values({ course_id: target.course.id, ...created, ...details, course_name: target.course.name })
            .onConflict((oc) =>
              oc.columns(['course_id', 'parent_email']).doUpdateSet({ ...details, course_name: target.course.name }),
            )
            .returning('id')
            .executeTakeFirstOrThrow()
        : await trx
            .insertInto('level_waitlist_entries')
            .values({ level: target.level, ...created, ...details })
            .onConflict((oc) => oc.columns(['level', 'parent_email']).doUpdateSet(details))
            .returning('id')
            .executeTakeFirstOrThrow();
    await queueWaitlistConfirmation(trx, mail, target, { id: entry.id, ...input }, now);
  });
}
