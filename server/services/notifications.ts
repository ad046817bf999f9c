import type { Db } from '../../db/index.ts';
import type { CourseRow } from '../../db/schema.ts';
import type { ContactInput } from '../../domain/contact.ts';
import type { EnrollmentRequestInput } from '../../domain/enrollment-request.ts';
import type { WaitlistTarget } from '../../domain/interest.ts';
import { enrollmentReference, type MailCourse, type MailPayload } from '../../domain/mail.ts';
import { scheduleOf } from '../../domain/schedule.ts';
import { addMail, type MailSettings } from './outbox.ts';

/**
 * The messages that follow what a visitor did. Each is added to the outbox inside the
 * transaction of the change that causes it (the caller's `trx`), with a key that makes it
 * one message per cause, ever: five copies of a webhook and the verify call make one
 * receipt. The payload is a snapshot of what the message says, rendered when it is sent.
 */

const mailCourse = (course: CourseRow): MailCourse => ({
  id: course.id,
  name: course.name,
  dates: course.dates,
  schedule: course.schedule,
  location: course.location,
  campus: course.campus,
  calendar: scheduleOf(course),
});

/** The one receipt an enrollment ever has. */
const receiptKey = (enrollmentId: number) => `receipt:enrollment:${enrollmentId}`;

/**
 * What became of an enrollment's receipt, in words a parent can be told: sent, on its way
 * (due or being sent), or nothing to say (kept back, failed, or none).
 */
export async function receiptProgress(db: Db, enrollmentId: number): Promise<'sent' | 'on-its-way' | undefined> {
  const row = await db
    .selectFrom('outbox')
    .select('status')
    .where('dedupe_key', '=', receiptKey(enrollmentId))
    .executeTakeFirst();
  if (row?.status === 'sent') return 'sent';
  if (row?.status === 'pending' || row?.status === 'sending') return 'on-its-way';
  return undefined;
}

/** The receipt for an enrollment just paid. */
export async function queueReceipt(trx: Db, mail: MailSettings, enrollmentId: number, now: Date) {
  const row = await trx
    .selectFrom('enrollments')
    .innerJoin('courses', 'courses.id', 'enrollments.course_id')
    .selectAll('courses')
    .select([
      'enrollments.student_name',
      'enrollments.parent_email',
      'enrollments.amount_cents',
      'enrollments.currency',
      'enrollments.paid_at',
      'enrollments.created_at as enrollment_created_at',
    ])
    .where('enrollments.id', '=', enrollmentId)
    .executeTakeFirstOrThrow();
  return addMail(
    trx,
    mail,
    {
      payload: {
        kind: 'receipt',
        enrollmentId,
        reference: enrollmentReference(enrollmentId),
        enrollmentCreatedAt: row.enrollment_created_at,
        studentName: row.student_name,
        parentEmail: row.parent_email,
        amountCents: row.amount_cents,
        currency: row.currency,
        paidAt: row.paid_at ?? now.toISOString(),
        course: mailCourse(row),
      },
      to: row.parent_email,
      dedupeKey: receiptKey(enrollmentId),
      // A receipt answers a payment: never withheld, whatever else the address received.
      limited: false,
    },
    now,
  );
}

/** The notice that a payment that found no seat was given back. */
export async function queueRefundNotice(trx: Db, mail: MailSettings, enrollmentId: number, now: Date) {
  const row = await trx
    .selectFrom('enrollments')
    .innerJoin('courses', 'courses.id', 'enrollments.course_id')
    .select([
      'enrollments.student_name',
      'enrollments.parent_email',
      'enrollments.amount_cents',
      'enrollments.currency',
      'courses.name as course_name',
    ])
    .where('enrollments.id', '=', enrollmentId)
    .executeTakeFirstOrThrow();
  return addMail(
    trx,
    mail,
    {
      payload: {
        kind: 'refund',
        enrollmentId,
        reference: enrollmentReference(enrollmentId),
        studentName: row.student_name,
        amountCents: row.amount_cents,
        currency: row.currency,
        courseName: row.course_name,
      },
      to: row.parent_email,
      dedupeKey: `refund:enrollment:${enrollmentId}`,
      limited: false,
    },
    now,
  );
}

/** A waitlist entry's place in line: 1 + the entries of its list that signed up before it. */
async function positionInLine(trx: Db, target: WaitlistTarget, entryId: number): Promise<number> {
  const row =
    target.kind === 'course'
      ? await trx
          .selectFrom('waitlist_entries')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('course_id', '=', target.course.id)
          .where('id', '<', entryId)
          .executeTakeFirstOrThrow()
      : await trx
          .selectFrom('level_waitlist_entries')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('level', '=', target.level)
          .where('id', '<', entryId)
          .executeTakeFirstOrThrow();
  return Number(row.n) + 1;
}

/** The confirmation to a family that joined a waitlist, with its place in line. Once per entry. */
export async function queueWaitlistConfirmation(
  trx: Db,
  mail: MailSettings,
  target: WaitlistTarget,
  entry: { id: number; parentName: string; parentEmail: string; studentName: string },
  now: Date,
) {
  return addMail(
    trx,
    mail,
    {
      payload: {
        kind: 'waitlist-confirmation',
        entryId: entry.id,
        parentName: entry.parentName,
        studentName: entry.studentName,
        target:
          target.kind === 'course'
            ? { kind: 'course', courseName: target.course.name, dates: target.course.dates }
            : { kind: 'level', level: target.level },
        position: await positionInLine(trx, target, entry.id),
      },
      to: entry.parentEmail,
      dedupeKey: `waitlist:${target.kind}:${entry.id}`,
      limited: true,
    },
    now,
  );
}

/**
 * A form's two messages, keyed by what was stored: the reply to the visitor (to an
 * address they typed, so limited) and the copy to staff, Reply-To the visitor, so staff
 * answer from their own mail client.
 */
async function queueReplyAndStaffCopy(
  trx: Db,
  mail: MailSettings,
  visitor: string,
  reply: MailPayload,
  staffCopy: MailPayload,
  storedId: number,
  now: Date,
) {
  await addMail(trx, mail, { payload: reply, to: visitor, dedupeKey: `${reply.kind}:${storedId}`, limited: true }, now);
  await addMail(
    trx,
    mail,
    { payload: staffCopy, to: mail.staffEmail, replyTo: visitor, dedupeKey: `${staffCopy.kind}:${storedId}`, limited: false },
    now,
  );
}

/** A contact message: the acknowledgement to its sender, and the whole message to staff. */
export function queueContactMail(trx: Db, mail: MailSettings, messageId: number, input: ContactInput, now: Date) {
  return queueReplyAndStaffCopy(
    trx,
    mail,
    input.email,
    { kind: 'contact-acknowledgement', messageId, name: input.name, subject: input.subject, message: input.message },
    { kind: 'contact-staff', messageId, ...input, receivedAt: now.toISOString() },
    messageId,
    now,
  );
}

/** An enrollment request: the confirmation with the next steps to the parent, and every answer to staff. */
export function queueEnrollmentRequestMail(
  trx: Db,
  mail: MailSettings,
  requestId: number,
  input: EnrollmentRequestInput,
  now: Date,
) {
  return queueReplyAndStaffCopy(
    trx,
    mail,
    input.parentEmail,
    { kind: 'request-confirmation', requestId, parentName: input.parentName, studentName: input.studentName },
    { kind: 'request-staff', requestId, receivedAt: now.toISOString(), answers: input },
    requestId,
    now,
  );
}
