import type { Db } from '../../db/index.ts';
import { sameStudentName } from '../../domain/students.ts';

/**
 * The paid enrollment of this student, from this address, in this course, if there is one
 * (through `enrollments_parent_email_status`): the checkout refuses to sell it twice, and a
 * scholarship application for it is refused (a scholarship comes off a seat not yet paid for).
 */
export async function paidSeatOf(db: Db, courseId: number, parentEmail: string, studentName: string) {
  const rows = await db
    .selectFrom('enrollments')
    .select(['id', 'student_name'])
    .where('parent_email', '=', parentEmail)
    .where('status', '=', 'paid')
    .where('course_id', '=', courseId)
    .execute();
  return rows.find((row) => sameStudentName(row.student_name, studentName));
}
