import { familyPrice } from './prices.ts';
import type { CourseRow, WaitlistEntryRow } from '../../db/schema.ts';
import { scholarshipPendingFor } from './scholarship-pending.ts';
import { findEnrollment, insertOffer, moveEnrollment, repriceOffer, type CheckoutDeps } from './enrollment-state.ts';
import { queueOfferLapsed, queueWaitlistOffer } from './notifications.ts';
import type { MailSettings } from './outbox.ts';
import { changeSeats, type FillFreedSeats, type SeatMoves } from './seats.ts';
import { newLinkSecret } from './secret-links.ts';
import { entryOfOffer, moveEntry } from './waitlist-entry-state.ts';
import { nextInLine } from './waitlist-line.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';

/**
 * Waitlist offers (docs/architecture.md, "Waitlist offers"): a freed seat is held for the
 * first family in line, who may pay for it from an emailed link, decline it, or let it
 * lapse; then it passes to the next. The seat is held by an enrollment in the status
 * 'offered', so it counts as taken everywhere (the public pages, the JSON API, every
 * instance). This module makes offers and ends them; what a family does with its link is
 * server/services/offer-claims.ts. Entry states move in waitlist-entry-state.ts,
 * enrollment statuses in enrollment-state.ts.
 */

/** What making an offer needs: the clock, the outbox, how long offers last, and which provider the seat will be paid with. */
export type OfferDeps = { clock: Clock; mail: MailSettings; offerHours: number; paymentProvider: string; logger: Logger };

const hours = (n: number) => n * 3_600_000;

/** An approved scholarship's share, and when the family applied (the day its early bird is read on). */
export type ScholarshipTerms = { percent: number; appliedAt: Date };

/**
 * Inside a seat transaction: offers `course` a seat for `entry` (in the state `from`), if a
 * seat is free. The entry moves first (a conditional update, so one seat makes one offer),
 * then the enrollment that holds the seat is recorded and the email added to the outbox.
 */
async function offerWithin(
  seats: SeatMoves,
  deps: OfferDeps,
  course: CourseRow,
  entry: WaitlistEntryRow,
  from: 'waiting' | 'skipped',
  scholarship?: ScholarshipTerms,
): Promise<{ outcome: 'offered'; enrollmentId: number } | { outcome: 'no-seat' | 'lost' }> {
  const now = deps.clock.now();
  const scholarshipPercent = scholarship?.percent;
  if (!(await seats.take(course.id))) return { outcome: 'no-seat' };
  const expiresAt = new Date(now.getTime() + hours(deps.offerHours));
  const link = newLinkSecret();
  const moved = await moveEntry(seats.trx, entry.id, from, 'offered', now, {
    offer_token_hash: link.hash,
    offered_at: now.toISOString(),
    offer_expires_at: expiresAt.toISOString(),
  });
  if (!moved) {
    await seats.giveBack(course.id);
    return { outcome: 'lost' };
  }
  const listCents = course.price_cents;
  const price = await offerPrice(seats, course, now, scholarship);
  const enrollment = await insertOffer(
    seats,
    {
      courseId: course.id,
      studentName: entry.student_name,
      parentEmail: entry.parent_email,
      price,
      currency: 'usd',
      holdExpiresAt: expiresAt,
      paymentProvider: deps.paymentProvider,
    },
    now,
  );
  await seats.trx
    .updateTable('waitlist_entries')
    .set({ offer_enrollment_id: enrollment.id })
    .where('id', '=', entry.id)
    .execute();
  await queueWaitlistOffer(
    seats.trx,
    deps.mail,
    {
      entry,
      course,
      enrollmentId: enrollment.id,
      price,
      secret: link.secret,
      expiresAt,
      ...(scholarshipPercent
        ? { scholarship: { percent: scholarshipPercent, listCents } }
        : { scholarshipPending: await scholarshipPendingFor(seats.trx, course.id, entry.parent_email) }),
    },
    now,
  );
  deps.logger.info({ courseId: course.id, entryId: entry.id, enrollmentId: enrollment.id }, 'waitlist offer made');
  return { outcome: 'offered', enrollmentId: enrollment.id };
}

/**
 * An offer's price, as a checkout would price it now (an early bird applies, and an approved
 * scholarship; the amount is fixed on the offer). A scholarship's early bird is the one open
 * on the day the family applied: our days deciding never cost them it.
 */
const offerPrice = (seats: SeatMoves, course: CourseRow, now: Date, scholarship?: ScholarshipTerms) =>
  familyPrice(seats.trx, {
    listCents: course.price_cents,
    firstClass: course.start_date,
    now: scholarship?.appliedAt ?? now,
    scholarshipPercent: scholarship?.percent,
  });

const courseRow = (seats: SeatMoves, courseId: number) =>
  seats.trx.selectFrom('courses').selectAll().where('id', '=', courseId).executeTakeFirst();

/**
 * The seat path's hook (server/services/seats.ts): the seats a sold-out course gained go
 * to the families in line, one offer each, until no seat is free or no one waits. A
 * course that still had seats for the public before (a family could simply enroll) is
 * left as it is: offering its every free seat to whoever sits on its list would let a list
 * of made-up families hold a cohort's seats for a day. On PostgreSQL the course's row is
 * locked by the seat moves, so transactions filling one course queue, and each reads the
 * line as the one before it left it.
 */
export function offerFreedSeats(deps: OfferDeps): FillFreedSeats {
  return async (seats, freed) => {
    for (const [courseId, gained] of freed) {
      const course = await courseRow(seats, courseId);
      if (course?.status !== 'active') continue;
      const freeNow = course.capacity - course.seats_taken;
      if (freeNow - gained > 0) continue;
      // Bounded: each turn either makes an offer, ends the loop, or finds the entry moved by someone else.
      for (let turn = 0; turn < freeNow + 100; turn += 1) {
        const next = await nextInLine(seats.trx, courseId);
        if (!next) break;
        const { outcome } = await offerWithin(seats, deps, course, next, 'waiting');
        if (outcome === 'no-seat') break;
      }
    }
  };
}

/** Staff offer a free seat to one entry, waiting or skipped, whatever its place (audited by the caller). */
export async function offerByHand(
  seats: SeatMoves,
  deps: OfferDeps,
  entryId: number,
): Promise<'offered' | 'no-seat' | 'not-waiting' | 'inactive'> {
  const entry = await seats.trx.selectFrom('waitlist_entries').selectAll().where('id', '=', entryId).executeTakeFirst();
  if (!entry || (entry.state !== 'waiting' && entry.state !== 'skipped')) return 'not-waiting';
  await seats.lock(entry.course_id);
  const course = await courseRow(seats, entry.course_id);
  if (course?.status !== 'active') return 'inactive';
  const { outcome } = await offerWithin(seats, deps, course, entry, entry.state);
  return outcome === 'lost' ? 'not-waiting' : outcome;
}

/**
 * An approved scholarship's seat (server/services/scholarships.ts): held for the family's
 * entry like a waitlist offer, priced with the scholarship, with the scholarship's email.
 * The caller has locked the course and checked that it is open.
 */
export async function offerScholarshipSeat(
  seats: SeatMoves,
  deps: OfferDeps,
  course: CourseRow,
  entry: WaitlistEntryRow & { state: 'waiting' | 'skipped' },
  scholarship: ScholarshipTerms,
) {
  return offerWithin(seats, deps, course, entry, entry.state, scholarship);
}

/**
 * An approved scholarship for a family that already holds the cohort's seat from the
 * waitlist (server/services/scholarships.ts): the same seat, now at the scholarship's price,
 * held the full time again from now, with a new link in the scholarship's email (the first
 * email's link still finds it, and shows the new price). The caller has locked the course
 * and closed the offer's payment page (`sessionId`); a page opened since refuses it ('lost').
 */
export async function scholarshipForHeldOffer(
  seats: SeatMoves,
  deps: OfferDeps,
  course: CourseRow,
  entry: WaitlistEntryRow & { state: 'offered'; offer_enrollment_id: number },
  scholarship: ScholarshipTerms & { sessionId: string | null },
): Promise<{ outcome: 'offered'; enrollmentId: number } | { outcome: 'lost' }> {
  const now = deps.clock.now();
  const enrollmentId = entry.offer_enrollment_id;
  const expiresAt = new Date(now.getTime() + hours(deps.offerHours));
  const price = await offerPrice(seats, course, now, scholarship);
  const repriced = await repriceOffer(
    seats.trx,
    enrollmentId,
    { price, holdExpiresAt: expiresAt, sessionId: scholarship.sessionId },
    now,
  );
  if (!repriced) return { outcome: 'lost' };
  const link = newLinkSecret();
  await seats.trx
    .updateTable('waitlist_entries')
    // The first email's link keeps finding the offer, at its new price (it said "not valid").
    .set({
      offer_token_hash: link.hash,
      replaced_token_hash: entry.offer_token_hash,
      offered_at: now.toISOString(),
      offer_expires_at: expiresAt.toISOString(),
    })
    .where('id', '=', entry.id)
    .where('state', '=', 'offered')
    .where('offer_enrollment_id', '=', enrollmentId)
    .execute();
  await queueWaitlistOffer(
    seats.trx,
    deps.mail,
    {
      entry,
      course,
      enrollmentId,
      price,
      secret: link.secret,
      expiresAt,
      scholarship: { percent: scholarship.percent, listCents: course.price_cents, replacesOffer: true },
    },
    now,
  );
  deps.logger.info({ courseId: course.id, entryId: entry.id, enrollmentId }, 'held waitlist offer repriced for a scholarship');
  return { outcome: 'offered', enrollmentId };
}

/**
 * Inside a seat transaction: an offer ends (declined, or lapsed once past its hold) and its
 * seat goes back, to pass at once to the next in line (the seat path's hook). True for the
 * one call that ended it.
 */
export async function endOfferWithin(seats: SeatMoves, enrollmentId: number, to: 'declined' | 'lapsed', now: Date) {
  const enrollment = await findEnrollment(seats.trx, enrollmentId);
  if (!enrollment) return false;
  const only = to === 'lapsed' ? { expiredBy: now } : {};
  if (!(await moveEnrollment(seats.trx, enrollmentId, 'offered', 'released', now, { released_at: now.toISOString() }, only)))
    return false;
  await seats.giveBack(enrollment.course_id);
  const entry = await entryOfOffer(seats.trx, enrollmentId);
  if (entry) await moveEntry(seats.trx, entry.id, 'offered', to, now);
  // A scholarship whose seat this was frees the cohort's place for another family.
  await seats.trx
    .updateTable('scholarship_applications')
    .set({ status: 'lapsed' })
    .where('offer_enrollment_id', '=', enrollmentId)
    .where('status', '=', 'approved')
    .execute();
  return true;
}

/**
 * The sweep's part (server/services/hold-sweep.ts): offers past their hold lapse, each in its
 * own seat transaction, and the family hears that the seat passed on. Every instance runs
 * it; the conditional moves make each lapse happen once.
 */
export async function lapseOffers(deps: CheckoutDeps, batch = 100): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.db
    .selectFrom('enrollments')
    .select('id')
    .where('status', '=', 'offered')
    .where('hold_expires_at', '<=', now.toISOString())
    .orderBy('hold_expires_at')
    .limit(batch)
    .execute();
  let lapsed = 0;
  for (const { id } of due) {
    const ended = await changeSeats(deps, async (seats) => {
      if (!(await endOfferWithin(seats, id, 'lapsed', now))) return false;
      await queueOfferLapsed(seats.trx, deps.mail, id, now);
      return true;
    });
    if (ended) lapsed += 1;
  }
  if (lapsed > 0) deps.logger.info({ lapsed }, 'waitlist offers lapsed');
  return lapsed;
}
