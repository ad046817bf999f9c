import type { Db } from '../../db/index.ts';
import type { Clock } from '../clock.ts';
import type { Course } from '../domain/courses.ts';
import type { InterestInput } from '../domain/interest.ts';

/**
 * Records a family's interest in a course. A repeat from the same e-mail for the same
 * course keeps one entry and refreshes its details (portable ON CONFLICT upsert).
 */
export async function recordInterest(db: Db, clock: Clock, course: Course, input: InterestInput): Promise<void> {
  const details = {
    course_name: course.name,
    parent_name: input.parentName,
    parent_phone: input.parentPhone,
    student_name: input.studentName,
    student_grade: input.studentGrade ?? null,
    message: input.message ?? null,
    interested_in_future_camps: input.interestedInFutureCamps ? 1 : 0,
  };
  await db
    .insertInto('waitlist_entries')
    .values({ course_id: course.id, parent_email: input.parentEmail, created_at: clock.now().toISOString(), ...details })
    .onConflict((oc) => oc.columns(['course_id', 'parent_email']).doUpdateSet(details))
    .execute();
}
