import type { Price, PriceLine } from '../../domain/pricing.ts';
import { heldPrice } from './prices.ts';
import type { Db } from '../../db/index.ts';
import type { CourseRow, WaitlistEntryRow } from '../../db/schema.ts';
import type { ReceiptProgress } from '../../domain/checkout.ts';
import type { ContactInput } from '../../domain/contact.ts';
import type { EnrollmentRequestInput } from '../../domain/enrollment-request.ts';
import type { WaitlistTarget } from '../../domain/interest.ts';
import { type MailCourse, type MailPayload, type OfferedCourse, type ScholarshipMailApplication } from '../../domain/mail.ts';
import { enrollmentReference } from '../../domain/references.ts';
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
  level: course.level,
  calendar: scheduleOf(course),
});

/** An enrollment's receipt: one at payment, and one more after each switch of dates (keyed by its time). */
export const receiptKey = (enrollmentId: number, switchedAt?: string) =>
  `receipt:enrollment:${enrollmentId}${switchedAt ? `:switch:${switchedAt}` : ''}`;

/**
 * What became of an enrollment's receipt, in words a parent can be told: sent, on its way
 * (due or being sent), not sent (kept back, withheld or failed: addressed, not emailed),
 * or nothing to say (no receipt).
 */
export async function receiptProgress(db: Db, enrollmentId: number): Promise<ReceiptProgress> {
  const row = await db
    .selectFrom('outbox')
    .select('status')
    .where('dedupe_key', '=', receiptKey(enrollmentId))
    .executeTakeFirst();
  if (row?.status === 'sent') return 'sent';
  if (row?.status === 'pending' || row?.status === 'sending') return 'on-its-way';
  // Kept (no mail server), withheld (the address bounced) or failed: addressed, not emailed.
  if (row) return 'not-sent';
  return undefined;
}

/**
 * The latest receipt as it was mailed (its outbox row: after a switch, the new dates'),
 * whose calendar file the parent's page and the payment result offer again.
 */
export function latestReceipt(db: Db, enrollmentId: number) {
  return db
    .selectFrom('outbox')
    .selectAll()
    .where((eb) =>
      eb.or([eb('dedupe_key', '=', receiptKey(enrollmentId)), eb('dedupe_key', 'like', `${receiptKey(enrollmentId)}:switch:%`)]),
    )
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The receipt for an enrollment just paid (or just moved to other dates: when, and from which cohort). */
export async function queueReceipt(
  trx: Db,
  mail: MailSettings,
  enrollmentId: number,
  now: Date,
  switched?: { at: string; from: { name: string; dates: string } },
) {
  const switchedAt = switched?.at;
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
      'enrollments.list_price_cents',
      'enrollments.price_lines',
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
        ...(row.price_lines ? { listCents: heldPrice(row).listCents, priceLines: heldPrice(row).lines } : {}),
        ...(switched ? { switchedAt: switched.at, switchedFrom: switched.from } : {}),
      },
      to: row.parent_email,
      dedupeKey: receiptKey(enrollmentId, switchedAt),
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

/** The confirmation to a family that joined a waitlist, with its place in line. Once per entry. */
export async function queueWaitlistConfirmation(
  trx: Db,
  mail: MailSettings,
  target: WaitlistTarget,
  entry: { id: number; parentName: string; parentEmail: string; studentName: string },
  position: number,
  dedupeKey: string,
  now: Date,
  offerHours: number,
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
            ? {
                kind: 'course',
                courseName: target.course.name,
                dates: target.course.dates,
                schedule: target.course.schedule,
                location: target.course.location,
              }
            : { kind: 'level', level: target.level },
        position,
        offerHours,
        // As the form said it: an offer by the early bird's last day takes it off (the email is what a family keeps).
        ...(target.kind === 'course' && target.course.earlyBird
          ? { earlyBird: { percent: target.course.earlyBird.percent, endsOn: target.course.earlyBird.endsOn } }
          : {}),
      },
      to: entry.parentEmail,
      dedupeKey,
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
    {
      kind: 'request-confirmation',
      requestId,
      parentName: input.parentName,
      studentName: input.studentName,
      asked: { program: input.program, location: input.location, schedule: input.schedule },
    },
    { kind: 'request-staff', requestId, receivedAt: now.toISOString(), answers: input },
    requestId,
    now,
  );
}

const offeredCourse = (course: Pick<CourseRow, 'id' | 'name' | 'dates' | 'schedule' | 'location'>): OfferedCourse => ({
  id: course.id,
  name: course.name,
  dates: course.dates,
  schedule: course.schedule,
  location: course.location,
});

/**
 * A seat offered to a family from the waitlist, with its claim and decline links. Not
 * limited: it answers the family's own place in line, and it is the only way to the seat.
 */
export function queueWaitlistOffer(
  trx: Db,
  mail: MailSettings,
  offer: {
    entry: WaitlistEntryRow;
    course: CourseRow;
    enrollmentId: number;
    /** What the offered seat costs, fixed on the offer: the list price, what came off it (an early bird, a scholarship) and the total. */
    price: Pick<Price, 'listCents' | 'lines' | 'totalCents'>;
    secret: string;
    expiresAt: Date;
    /** An approved scholarship's seat: the mail says so, with the list price and the percentage. */
    scholarship?: { percent: number; listCents: number; replacesOffer?: true };
    /** The family's scholarship application for the cohort is still decided: the mail says what an approval would do. */
    scholarshipPending?: boolean;
  },
  now: Date,
) {
  const { entry, course } = offer;
  return addMail(
    trx,
    mail,
    {
      payload: {
        kind: 'waitlist-offer',
        entryId: entry.id,
        enrollmentId: offer.enrollmentId,
        parentName: entry.parent_name,
        studentName: entry.student_name,
        course: offeredCourse(course),
        amountCents: offer.price.totalCents,
        currency: 'usd',
        ...(offer.price.lines.length ? { price: { listCents: offer.price.listCents, lines: offer.price.lines } } : {}),
        expiresAt: offer.expiresAt.toISOString(),
        token: offer.secret,
        ...(offer.scholarship ? { scholarship: offer.scholarship } : {}),
        ...(offer.scholarshipPending ? { scholarshipPending: true as const } : {}),
      },
      to: entry.parent_email,
      // The same seat offered again at a scholarship's price is a second email, with its new link.
      dedupeKey: `waitlist-offer:enrollment:${offer.enrollmentId}${offer.scholarship?.replacesOffer ? ':scholarship' : ''}`,
      limited: false,
    },
    now,
  );
}

/** An offer ran out: the family hears that the seat passed on and how to join again. */
export async function queueOfferLapsed(trx: Db, mail: MailSettings, enrollmentId: number, now: Date) {
  const row = await trx
    .selectFrom('waitlist_entries')
    .innerJoin('courses', 'courses.id', 'waitlist_entries.course_id')
    .select([
      'waitlist_entries.id as entry_id',
      'waitlist_entries.parent_name',
      'waitlist_entries.parent_email',
      'waitlist_entries.student_name',
      'courses.id',
      'courses.name',
      'courses.dates',
      'courses.schedule',
      'courses.location',
    ])
    .where('waitlist_entries.offer_enrollment_id', '=', enrollmentId)
    .executeTakeFirst();
  if (!row) return 'duplicate';
  const scholarship = await trx
    .selectFrom('scholarship_applications')
    .select('id')
    .where('offer_enrollment_id', '=', enrollmentId)
    .executeTakeFirst();
  return addMail(
    trx,
    mail,
    {
      payload: {
        kind: 'waitlist-offer-lapsed',
        entryId: row.entry_id,
        enrollmentId,
        parentName: row.parent_name,
        studentName: row.student_name,
        course: offeredCourse(row),
        ...(scholarship ? { scholarship: true } : {}),
      },
      to: row.parent_email,
      dedupeKey: `waitlist-offer-lapsed:enrollment:${enrollmentId}`,
      limited: true,
    },
    now,
  );
}

/** A cohort opened at a level: every family on that level's list hears of it, once per cohort. */
export async function queueLevelNotices(trx: Db, mail: MailSettings, course: CourseRow, now: Date): Promise<number> {
  const entries = await trx
    .selectFrom('level_waitlist_entries')
    .selectAll()
    .where('level', '=', course.level)
    .orderBy('id')
    .execute();
  let queued = 0;
  for (const entry of entries) {
    const status = await addMail(
      trx,
      mail,
      {
        payload: {
          kind: 'level-cohort-opened',
          entryId: entry.id,
          parentName: entry.parent_name,
          studentName: entry.student_name,
          level: course.level,
          course: offeredCourse(course),
          amountCents: course.price_cents,
        },
        to: entry.parent_email,
        dedupeKey: `level-cohort-opened:course:${course.id}:entry:${entry.id}`,
        limited: true,
      },
      now,
    );
    if (status !== 'duplicate') queued += 1;
  }
  return queued;
}

/** A scholarship application: the family's acknowledgement, and the whole application to staff (Reply-To the family). */
export function queueScholarshipApplication(
  trx: Db,
  mail: MailSettings,
  application: ScholarshipMailApplication & {
    parentEmail: string;
    parentPhone: string;
    householdSize: number;
    statement: string;
  },
  now: Date,
) {
  const { parentEmail, parentPhone, householdSize, statement, ...common } = application;
  return queueReplyAndStaffCopy(
    trx,
    mail,
    parentEmail,
    { kind: 'scholarship-received', ...common },
    {
      kind: 'scholarship-staff',
      ...common,
      parentEmail,
      parentPhone,
      householdSize,
      statement,
      receivedAt: now.toISOString(),
    },
    application.applicationId,
    now,
  );
}

/** A declined application: the family hears it kindly (staff's note stays in the console). */
export function queueScholarshipDeclined(
  trx: Db,
  mail: MailSettings,
  to: string,
  application: ScholarshipMailApplication,
  now: Date,
) {
  return addMail(
    trx,
    mail,
    {
      payload: { kind: 'scholarship-declined', ...application },
      to,
      dedupeKey: `scholarship-declined:${application.applicationId}`,
      limited: false,
    },
    now,
  );
}
