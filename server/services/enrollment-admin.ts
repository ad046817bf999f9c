import { inTransaction, type Db } from '../../db/index.ts';
import { cancellationOutcome } from '../../domain/cancellation.ts';
import { schoolDate } from '../../domain/schedule.ts';
import type { StaffCredit } from '../../domain/staff-enrollment-actions.ts';
import type { Clock } from '../clock.ts';
import { recordAudit, type Actor } from './audit.ts';
import { switchChoices } from './cancellations.ts';
import { addCredit } from './credits.ts';
import { addMail, type MailSettings } from './outbox.ts';

/**
 * One enrollment as the console's page shows it (/admin/enrollments/{id}), with what staff
 * may do to it: the policy's outcome if it were cancelled now, the cohorts it could switch
 * to, the credits its address holds. Cancelling and switching are server/services/
 * cancellations.ts's, with staff as who acts; giving a credit is here.
 */

/** The statuses of an enrollment that was paid for: a credit may be given against these. */
const paidOnce = ['paid', 'refund_due', 'refunded', 'cancelled'] as const;

export async function enrollmentForConsole(db: Db, id: number, now: Date) {
  const enrollment = await db
    .selectFrom('enrollments')
    .innerJoin('courses', 'courses.id', 'enrollments.course_id')
    .leftJoin('courses as earlier', 'earlier.id', 'enrollments.switched_from_course_id')
    .selectAll('enrollments')
    .select([
      'courses.name as course_name',
      'courses.dates as course_dates',
      'courses.start_date as course_start_date',
      'courses.program as course_program',
      'courses.price_cents as course_price_cents',
      'earlier.name as switched_from_name',
    ])
    .where('enrollments.id', '=', id)
    .executeTakeFirst();
  if (!enrollment) return undefined;
  const paid = enrollment.status === 'paid';
  const [choices, credits] = await Promise.all([
    paid
      ? switchChoices(
          db,
          { id: enrollment.course_id, program: enrollment.course_program, price_cents: enrollment.course_price_cents },
          schoolDate(now),
          'staff',
        )
      : [],
    db
      .selectFrom('credits')
      .selectAll()
      .where('email', '=', enrollment.parent_email)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute(),
  ]);
  return {
    enrollment,
    /** What the policy gives back if it is cancelled now; undefined when it is not paid. */
    policy: paid ? cancellationOutcome(enrollment.amount_cents, enrollment.course_start_date, now) : undefined,
    /** Cohorts with a free seat it could move to (the ones the form offers). */
    switchChoices: choices.filter((choice) => choice.free),
    /**
     * Every cohort it may be switched to, full or not: one that filled since the page was
     * drawn is refused by the seat transaction as full (409), not as an unknown choice.
     */
    switchTargetIds: choices.map((choice) => choice.id),
    credits,
    /** Whether a credit may be given against it (it was paid for). */
    mayGiveCredit: (paidOnce as readonly string[]).includes(enrollment.status),
  };
}

export type CreditDeps = { db: Db; mail: MailSettings; clock: Clock };

/**
 * A credit staff give the family of an enrollment that was paid for (a goodwill gesture, a
 * class the school cancelled): stored for the enrollment's address, audited with the reason,
 * and emailed. It is applied at that address's next checkout like a cancellation's credit.
 */
export async function giveCredit(
  deps: CreditDeps,
  actor: Actor,
  enrollmentId: number,
  credit: StaffCredit,
): Promise<{ ok: true; creditId: number } | { ok: false; reason: 'not-found' | 'not-paid' }> {
  const now = deps.clock.now();
  return inTransaction(deps.db, async (trx) => {
    const row = await trx
      .selectFrom('enrollments')
      .innerJoin('courses', 'courses.id', 'enrollments.course_id')
      .select([
        'enrollments.id',
        'enrollments.status',
        'enrollments.parent_email',
        'enrollments.student_name',
        'enrollments.currency',
        'courses.name as course_name',
      ])
      .where('enrollments.id', '=', enrollmentId)
      .executeTakeFirst();
    if (!row) return { ok: false, reason: 'not-found' } as const;
    if (!(paidOnce as readonly string[]).includes(row.status)) return { ok: false, reason: 'not-paid' } as const;
    const creditId = await addCredit(trx, {
      email: row.parent_email,
      amountCents: credit.amount,
      expiresOn: credit.expiresOn,
      sourceEnrollmentId: row.id,
      at: now,
      origin: 'staff',
    });
    await recordAudit(
      trx,
      actor,
      {
        action: 'credit.given',
        record: { type: 'enrollment', id: row.id },
        after: { credit_id: creditId, amount_cents: credit.amount, expires_on: credit.expiresOn, reason: credit.reason },
      },
      now,
    );
    await addMail(
      trx,
      deps.mail,
      {
        payload: {
          kind: 'credit-issued',
          creditId,
          studentName: row.student_name,
          courseName: row.course_name,
          amountCents: credit.amount,
          currency: row.currency,
          expiresOn: credit.expiresOn,
        },
        to: row.parent_email,
        dedupeKey: `credit:${creditId}`,
        limited: false,
      },
      now,
    );
    return { ok: true, creditId } as const;
  });
}
