import { inTransaction, type Db } from '../../db/index.ts';
import type { ScholarshipApplicationRow, WaitlistEntryRow } from '../../db/schema.ts';
import type { ApproveScholarship, ScholarshipApplication, ScholarshipStatus } from '../../domain/scholarships.ts';
import { schoolDate } from '../../domain/schedule.ts';
import { sameStudentName } from '../../domain/students.ts';
import { endedStates } from '../../domain/waitlist-line.ts';
import { recordAudit, type Actor } from './audit.ts';
import { queueScholarshipApplication, queueScholarshipDeclined } from './notifications.ts';
import type { MailSettings } from './outbox.ts';
import { paidSeatOf } from './paid-seats.ts';
import { changeSeats, lockCourse } from './seats.ts';
import { moveEntry } from './waitlist-entry-state.ts';
import { endOfLine } from './waitlist-line.ts';
import { offerScholarshipSeat, scholarshipForHeldOffer, type OfferDeps } from './waitlist-offers.ts';
import { closePaymentPage } from './offer-claims.ts';
import type { CheckoutDeps } from './enrollment-state.ts';

/**
 * Need-based scholarships (domain/scholarships.ts). A family applies for one cohort; the
 * application is stored and staff are told, in one transaction. Staff approve one per
 * cohort (the partial unique index on approved applications is the last guard): the
 * approval holds a seat for the family as a waitlist offer does, priced with the
 * scholarship, and emails the family a personal link to pay it; its decline and lapse are
 * the offer's own (server/services/waitlist-offers.ts, which marks the application lapsed).
 * A declined application gets a kind email. Every decision is audited in its transaction.
 */

/** The cohorts whose one scholarship place is given (an approval stands: held, or paid for). */
async function cohortsWithScholarshipGiven(db: Db): Promise<Set<number>> {
  const rows = await db.selectFrom('scholarship_applications').select('course_id').where('status', '=', 'approved').execute();
  return new Set(rows.map((row) => row.course_id));
}

/** This cohort's one scholarship place is given (the checkout then stops inviting an application). */
export async function scholarshipPlaceGiven(db: Db, courseId: number): Promise<boolean> {
  const approved = await db
    .selectFrom('scholarship_applications')
    .select('id')
    .where('course_id', '=', courseId)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  return approved !== undefined;
}

/**
 * The cohorts a family may apply for: on sale, not started yet, their one scholarship place
 * not given (a family applying for it waited a week for nothing). A full one stays listed (a
 * seat may open, or staff may add one), marked as full so the family knows.
 */
export async function scholarshipCohorts(db: Db, now: Date) {
  const [rows, given] = await Promise.all([
    db
      .selectFrom('courses')
      .select(['id', 'name', 'dates', 'location', 'start_date', 'capacity', 'seats_taken'])
      .where('status', '=', 'active')
      .where('start_date', '>', schoolDate(now))
      .orderBy('start_date')
      .orderBy('id')
      .execute(),
    cohortsWithScholarshipGiven(db),
  ]);
  return rows
    .filter((row) => !given.has(row.id))
    .map(({ capacity, seats_taken, start_date, ...cohort }) => ({
      ...cohort,
      startDate: start_date,
      full: seats_taken >= capacity,
    }));
}

export type ApplyOutcome =
  /** `full`: the cohort had no free seat when the family applied (the approval waits for one). */
  | { ok: true; id: number; full: boolean }
  /** The child's seat in the cohort is paid already: a scholarship comes off a seat not yet paid for. */
  | { ok: false; reason: 'paid'; studentName: string; enrollmentId: number }
  /** The family applied for this child and cohort already, and it is waiting or approved. */
  | { ok: false; reason: 'applied'; studentName: string; applicationId: number };

/**
 * Stores an application and queues the family's acknowledgement and staff's copy; refuses one
 * for a seat already paid, or a second for the same child and cohort while the first stands.
 */
export async function applyForScholarship(
  deps: { db: Db; mail: MailSettings },
  input: ScholarshipApplication,
  now: Date,
): Promise<ApplyOutcome> {
  return inTransaction(deps.db, async (trx) => {
    // Two sends at once (a double press) must not both pass the check below.
    await lockCourse(trx, input.courseId);
    const paid = await paidSeatOf(trx, input.courseId, input.parentEmail, input.studentName);
    if (paid) return { ok: false, reason: 'paid', studentName: paid.student_name, enrollmentId: paid.id };
    const standing = (
      await trx
        .selectFrom('scholarship_applications')
        .select(['id', 'student_name'])
        .where('course_id', '=', input.courseId)
        .where('parent_email', '=', input.parentEmail)
        .where('status', 'in', ['pending', 'approved'])
        .execute()
    ).find((row) => sameStudentName(row.student_name, input.studentName));
    if (standing) return { ok: false, reason: 'applied', studentName: standing.student_name, applicationId: standing.id };
    const course = await trx
      .selectFrom('courses')
      .select(['name', 'dates', 'capacity', 'seats_taken'])
      .where('id', '=', input.courseId)
      .executeTakeFirstOrThrow();
    const full = course.seats_taken >= course.capacity;
    const row = await trx
      .insertInto('scholarship_applications')
      .values({
        course_id: input.courseId,
        parent_name: input.parentName,
        parent_email: input.parentEmail,
        parent_phone: input.parentPhone,
        student_name: input.studentName,
        household_size: input.householdSize,
        statement: input.statement,
        percent: null,
        decided_at: null,
        decided_by: null,
        decision_note: null,
        offer_enrollment_id: null,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await queueScholarshipApplication(
      trx,
      deps.mail,
      {
        applicationId: row.id,
        parentName: input.parentName,
        parentEmail: input.parentEmail,
        parentPhone: input.parentPhone,
        studentName: input.studentName,
        courseName: course.name,
        dates: course.dates,
        full,
        householdSize: input.householdSize,
        statement: input.statement,
      },
      now,
    );
    return { ok: true, id: row.id, full };
  });
}

export type ApplicationWithCourse = ScholarshipApplicationRow & {
  course_name: string;
  course_dates: string;
  /** The approved application of the same cohort, if another has it. */
  approved_id: number | null;
  offer_status: string | null;
};

const withCourse = (db: Db) =>
  db
    .selectFrom('scholarship_applications as a')
    .innerJoin('courses', 'courses.id', 'a.course_id')
    .leftJoin('enrollments', 'enrollments.id', 'a.offer_enrollment_id')
    .selectAll('a')
    .select(['courses.name as course_name', 'courses.dates as course_dates', 'enrollments.status as offer_status'])
    .select((eb) =>
      eb
        .selectFrom('scholarship_applications as other')
        .select('other.id')
        .whereRef('other.course_id', '=', 'a.course_id')
        .where('other.status', '=', 'approved')
        .limit(1)
        .as('approved_id'),
    );

/** Applications, newest first, of one status or all. */
export async function listApplications(db: Db, status?: ScholarshipStatus): Promise<ApplicationWithCourse[]> {
  let select = withCourse(db);
  if (status) select = select.where('a.status', '=', status);
  return select.orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(500).execute();
}

export async function findApplication(db: Db, id: number): Promise<ApplicationWithCourse | undefined> {
  return withCourse(db).where('a.id', '=', id).executeTakeFirst();
}

/** Every application, oldest first, for the CSV export (streamed). */
export async function* applicationsForExport(db: Db): AsyncIterable<ApplicationWithCourse> {
  let after = 0;
  for (;;) {
    const page = await withCourse(db).where('a.id', '>', after).orderBy('a.id').limit(500).execute();
    yield* page;
    if (page.length < 500) return;
    after = page[page.length - 1]!.id;
  }
}

export type ApprovalOutcome =
  | { ok: true; enrollmentId: number }
  | {
      ok: false;
      reason: 'not-found' | 'not-pending' | 'cohort-taken' | 'inactive' | 'no-seat' | 'already-enrolled' | 'has-offer';
    };

type EntryForScholarship =
  (WaitlistEntryRow & { state: 'waiting' | 'skipped' }) | (WaitlistEntryRow & { state: 'offered'; offer_enrollment_id: number });

/**
 * The family's waitlist entry for the cohort, ready to be offered the seat: theirs if they
 * wait, a new one if they never joined, theirs again if an earlier offer ended, or theirs
 * holding the cohort's seat from the line already (the scholarship then lowers that seat's
 * price). Undefined when it moved meanwhile.
 */
async function entryForScholarship(
  trx: Db,
  application: ScholarshipApplicationRow,
  courseName: string,
  now: Date,
): Promise<EntryForScholarship | undefined> {
  const found = await trx
    .selectFrom('waitlist_entries')
    .selectAll()
    .where('course_id', '=', application.course_id)
    .where('parent_email', '=', application.parent_email)
    .executeTakeFirst();
  const ready = (entry: WaitlistEntryRow): EntryForScholarship | undefined =>
    entry.state === 'waiting' || entry.state === 'skipped' || (entry.state === 'offered' && entry.offer_enrollment_id !== null)
      ? (entry as EntryForScholarship)
      : undefined;
  if (!found) {
    const entry = await trx
      .insertInto('waitlist_entries')
      .values({
        course_id: application.course_id,
        course_name: courseName,
        parent_name: application.parent_name,
        parent_email: application.parent_email,
        parent_phone: application.parent_phone,
        student_name: application.student_name,
        student_grade: null,
        message: null,
        interested_in_future_camps: 0,
        created_at: now.toISOString(),
        line_order: endOfLine(trx, application.course_id),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return ready(entry);
  }
  if ((endedStates as readonly string[]).includes(found.state)) {
    const fields = {
      offer_enrollment_id: null,
      offer_token_hash: null,
      replaced_token_hash: null,
      offered_at: null,
      offer_expires_at: null,
    };
    const from = found.state as (typeof endedStates)[number];
    if (await moveEntry(trx, found.id, from, 'waiting', now, fields)) return ready({ ...found, ...fields, state: 'waiting' });
    return undefined;
  }
  return ready(found);
}

/**
 * Staff approve an application with a percentage: in one seat transaction the application
 * becomes the cohort's approved one, a seat is held for the family (an offer, priced with
 * the scholarship) and the email with their link is queued. Refused, nothing changes.
 */
export async function approveApplication(
  deps: CheckoutDeps & { offers: OfferDeps },
  actor: Actor,
  id: number,
  decision: ApproveScholarship,
): Promise<ApprovalOutcome> {
  const now = deps.offers.clock.now();
  // Refused, nothing is touched: the checks run once before anything else (a refusal closed
  // the family's open payment page all the same), and again under the cohort's lock.
  const before = await deps.db.selectFrom('scholarship_applications').selectAll().where('id', '=', id).executeTakeFirst();
  if (!before) return { ok: false, reason: 'not-found' };
  const refusedBefore = await approvalRefusal(deps.db, before, now);
  if (refusedBefore) return { ok: false, reason: refusedBefore };
  // A family holding this cohort's seat from the waitlist may have its payment page open at
  // the list price: it is closed first (a network call, outside the seat transaction), and
  // the seat is repriced only if no page was opened since. Paid meanwhile, it is theirs.
  const heldSession = await closeFamilyOfferPage(deps, id);
  return changeSeats(deps, async (seats): Promise<ApprovalOutcome> => {
    const { trx } = seats;
    const application = await trx.selectFrom('scholarship_applications').selectAll().where('id', '=', id).executeTakeFirst();
    if (!application) return { ok: false, reason: 'not-found' };
    await seats.lock(application.course_id);
    const refused = await approvalRefusal(trx, application, now);
    if (refused) return { ok: false, reason: refused };
    const course = await trx.selectFrom('courses').selectAll().where('id', '=', application.course_id).executeTakeFirstOrThrow();
    const entry = await entryForScholarship(trx, application, course.name, now);
    if (!entry) return { ok: false, reason: 'has-offer' };
    const terms = { percent: decision.percent, appliedAt: new Date(application.created_at) };
    const offered =
      entry.state === 'offered'
        ? await scholarshipForHeldOffer(seats, deps.offers, course, entry, {
            ...terms,
            sessionId: heldSession?.enrollmentId === entry.offer_enrollment_id ? heldSession.sessionId : null,
          })
        : await offerScholarshipSeat(seats, deps.offers, course, entry, terms);
    if (offered.outcome !== 'offered') {
      // Nothing of this approval may stay: the entry made or moved for it goes with the rest.
      throw new ApprovalRefused(offered.outcome === 'no-seat' ? 'no-seat' : 'has-offer');
    }
    const { numUpdatedRows } = await trx
      .updateTable('scholarship_applications')
      .set({
        status: 'approved',
        percent: decision.percent,
        decided_at: now.toISOString(),
        decided_by: actor.email,
        decision_note: decision.note ?? null,
        offer_enrollment_id: offered.enrollmentId,
      })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (numUpdatedRows === 0n) throw new ApprovalRefused('not-pending');
    await recordAudit(
      trx,
      actor,
      {
        action: 'scholarship.approved',
        record: { type: 'scholarship', id },
        before: { status: 'pending' },
        after: {
          status: 'approved',
          percent: decision.percent,
          enrollment_id: offered.enrollmentId,
          note: decision.note ?? null,
        },
      },
      now,
    );
    return { ok: true, enrollmentId: offered.enrollmentId };
  }).catch((error: unknown) => {
    if (error instanceof ApprovalRefused) return { ok: false, reason: error.reason } as const;
    throw error;
  });
}

/**
 * Why an application cannot be approved now, if it cannot: decided already, the cohort's
 * place given, the cohort off sale or started, or the child's seat paid already. Paid is
 * read by the application's address and by the family's line entry (its claimed seat may
 * have been paid under another address typed on the claim page: a second seat otherwise).
 */
async function approvalRefusal(
  db: Db,
  application: ScholarshipApplicationRow,
  now: Date,
): Promise<'not-pending' | 'cohort-taken' | 'inactive' | 'already-enrolled' | undefined> {
  if (application.status !== 'pending') return 'not-pending';
  const taken = await db
    .selectFrom('scholarship_applications')
    .select('id')
    .where('course_id', '=', application.course_id)
    .where('status', '=', 'approved')
    .executeTakeFirst();
  if (taken) return 'cohort-taken';
  const course = await db
    .selectFrom('courses')
    .select(['status', 'start_date'])
    .where('id', '=', application.course_id)
    .executeTakeFirst();
  if (!course || course.status !== 'active' || course.start_date <= schoolDate(now)) return 'inactive';
  const paid = await db
    .selectFrom('enrollments')
    .select('id')
    .where('course_id', '=', application.course_id)
    .where('status', '=', 'paid')
    .where((eb) =>
      eb.or([
        eb('parent_email', '=', application.parent_email),
        eb(
          'id',
          'in',
          eb
            .selectFrom('waitlist_entries')
            .select('offer_enrollment_id')
            .where('course_id', '=', application.course_id)
            .where('parent_email', '=', application.parent_email)
            .where('state', '=', 'claimed'),
        ),
      ]),
    )
    .executeTakeFirst();
  return paid ? 'already-enrolled' : undefined;
}

/**
 * Before an approval: the payment page of the seat the family holds from this cohort's
 * waitlist, if one is open, is closed (or, paid meanwhile, fulfilled). Says which session
 * was closed, so the approval reprices the seat only while it is still that one.
 */
async function closeFamilyOfferPage(deps: CheckoutDeps, applicationId: number) {
  const held = await deps.db
    .selectFrom('scholarship_applications as a')
    .innerJoin('waitlist_entries as w', (join) =>
      join.onRef('w.course_id', '=', 'a.course_id').onRef('w.parent_email', '=', 'a.parent_email'),
    )
    .innerJoin('enrollments as e', 'e.id', 'w.offer_enrollment_id')
    .selectAll('e')
    .where('a.id', '=', applicationId)
    .where('a.status', '=', 'pending')
    .where('w.state', '=', 'offered')
    .where('e.status', '=', 'offered')
    .executeTakeFirst();
  if (!held) return undefined;
  await closePaymentPage(deps, { enrollment: held });
  return { enrollmentId: held.id, sessionId: held.payment_session_id };
}

/** Rolls an approval back whole (thrown inside its transaction) and says why. */
class ApprovalRefused extends Error {
  constructor(readonly reason: 'no-seat' | 'has-offer' | 'not-pending') {
    super(`scholarship approval refused: ${reason}`);
  }
}

/** Staff decline a pending application: the family gets a kind email; the note stays in the console. */
export async function declineApplication(
  deps: { db: Db; mail: MailSettings },
  actor: Actor,
  id: number,
  note: string | undefined,
  now: Date,
): Promise<'declined' | 'not-found' | 'not-pending'> {
  return inTransaction(deps.db, async (trx) => {
    const application = await trx
      .selectFrom('scholarship_applications')
      .innerJoin('courses', 'courses.id', 'scholarship_applications.course_id')
      .selectAll('scholarship_applications')
      .select(['courses.name as course_name', 'courses.dates as course_dates'])
      .where('scholarship_applications.id', '=', id)
      .executeTakeFirst();
    if (!application) return 'not-found';
    const { numUpdatedRows } = await trx
      .updateTable('scholarship_applications')
      .set({ status: 'declined', decided_at: now.toISOString(), decided_by: actor.email, decision_note: note ?? null })
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .executeTakeFirst();
    if (numUpdatedRows === 0n) return 'not-pending';
    await queueScholarshipDeclined(
      trx,
      deps.mail,
      application.parent_email,
      {
        applicationId: id,
        parentName: application.parent_name,
        studentName: application.student_name,
        courseName: application.course_name,
        dates: application.course_dates,
      },
      now,
    );
    await recordAudit(
      trx,
      actor,
      {
        action: 'scholarship.declined',
        record: { type: 'scholarship', id },
        before: { status: 'pending' },
        after: { status: 'declined', note: note ?? null },
      },
      now,
    );
    return 'declined';
  });
}
