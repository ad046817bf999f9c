import type { Db } from '../../db/index.ts';
import type { Clock } from '../clock.ts';
import type { InterestInput, WaitlistTarget } from '../../domain/interest.ts';

/**
 * Records a family's interest in a course, or in a level with no cohorts yet. A repeat
 * from the same e-mail for the same course (or level) keeps one entry and refreshes its
 * details (portable ON CONFLICT upsert).
 */
export async function recordInterest(db: Db, clock: Clock, target: WaitlistTarget, input: InterestInput): Promise<void> {
  const details = {
    parent_name: input.parentName,
    parent_phone: input.parentPhone,
    student_name: input.studentName,
    student_grade: input.studentGrade ?? null,
    message: input.message ?? null,
    interested_in_future_camps: input.interestedInFutureCamps ? 1 : 0,
  };
  const created = { parent_email: input.parentEmail, created_at: clock.now().toISOString() };
  if (target.kind === 'course') {
    const { course } = target;
    const courseDetails = { ...details, course_name: course.name };
    await db
      .insertInto('waitlist_entries')
      .values({ course_id: course.id, ...created, ...courseDetails })
      .onConflict((oc) => oc.columns(['course_id', 'parent_email']).doUpdateSet(courseDetails))
      .execute();
  } else {
    await db
      .insertInto('level_waitlist_entries')
      .values({ level: target.level, ...created, ...details })
      .onConflict((oc) => oc.columns(['level', 'parent_email']).doUpdateSet(details))
      .execute();
  }
}
