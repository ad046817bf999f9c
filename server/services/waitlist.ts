import { z } from 'zod';
import type { Db } from '../../db/index.ts';
import type { Clock } from '../clock.ts';
import { findCourse, type Course } from './courses.ts';
import { boolean, email, minText, optionalText, text, validate, type Validated } from './validation.ts';

/** The Express Interest form (spec sections 3 and 5). */
export const interestSchema = z.object({
  parentName: minText(2, 'Name must be at least 2 characters', 100),
  parentEmail: email(),
  parentPhone: minText(10, 'Phone number must be at least 10 digits', 30),
  studentName: minText(2, 'Student name must be at least 2 characters', 100),
  studentGrade: optionalText(30),
  message: optionalText(2000),
  interestedInFutureCamps: boolean().default(true),
  // Sent by the client for display; the stored name always comes from the course itself.
  courseName: text().max(200).optional(),
});

export type InterestInput = z.output<typeof interestSchema>;
export type InterestForm = z.input<typeof interestSchema>;

export function validateInterest(input: unknown): Validated<InterestInput> {
  return validate(interestSchema, input);
}

export type RecordInterestResult = { outcome: 'recorded'; course: Course } | { outcome: 'course-not-found' };

/**
 * Records a family's interest in a course. A repeat from the same e-mail for the same
 * course keeps one entry and refreshes its details (portable ON CONFLICT upsert).
 */
export async function recordInterest(
  db: Db,
  clock: Clock,
  courseId: number,
  input: InterestInput,
): Promise<RecordInterestResult> {
  const course = await findCourse(db, courseId);
  if (!course) return { outcome: 'course-not-found' };
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
  return { outcome: 'recorded', course };
}
