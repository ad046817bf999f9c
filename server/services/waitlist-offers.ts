import type { CourseRow, WaitlistEntryRow } from '../../db/schema.ts';
import { holdMarginMinutes } from '../../domain/checkout.ts';
import { offerSessionExpiry, type ClaimInput } from '../../domain/waitlist-line.ts';
import {
  attachOfferSession,
  findEnrollment,
  fulfilPaidSession,
  idempotencyKeyOf,
  insertOffer,
  moveEnrollment,
  setOfferDetails,
  type CheckoutDeps,
} from './enrollment-state.ts';
import { queueOfferLapsed, queueWaitlistOffer } from './notifications.ts';
import type { MailSettings } from './outbox.ts';
import { changeSeats, type FillFreedSeats, type SeatMoves } from './seats.ts';
import { hashOfLinkSecret, newLinkSecret } from './secret-links.ts';
import { entryOfOffer, moveEntry } from './waitlist-entry-state.ts';
import { nextInLine } from './waitlist-line.ts';
import type { Clock } from '../clock.ts';
import type { Logger } from '../logger.ts';

/**
 * Waitlist offers (docs/architecture.md, "Waitlist offers"): a freed seat is held for the
 * first family in line, who may pay for it from an e-mailed link, decline it, or let it
 * lapse; then it passes to the next. The seat is held by an enrollment in the status
 * 'offered', so it counts as taken everywhere (the public pages, the JSON API, every
 * instance). Entry states move in server/services/waitlist-entry-state.ts, enrollment
 * statuses in server/services/enrollment-state.ts; this module decides when.
 */

/** What making an offer needs: the clock, the outbox, how long offers last, and which provider the seat will be paid with. */
export type OfferDeps = { clock: Clock; mail: MailSettings; offerHours: number; paymentProvider: string; logger: Logger };

const hours = (n: number) => n * 3_600_000;

/**
 * Inside a seat transaction: offers `course` a seat for `entry` (in the state `from`), if a
 * seat is free. The entry moves first (a conditional update, so one seat makes one offer),
 * then the enrollment that holds the seat is recorded and the e-mail added to the outbox.
 */
async function offerWithin(
  seats: SeatMoves,
  deps: OfferDeps,
  course: CourseRow,
  entry: WaitlistEntryRow,
  from: 'waiting' | 'skipped',
): Promise<'offered' | 'no-seat' | 'lost'> {
  const now = deps.clock.now();
  if (!(await seats.take(course.id))) return 'no-seat';
  const expiresAt = new Date(now.getTime() + hours(deps.offerHours));
  const link = newLinkSecret();
  const moved = await moveEntry(seats.trx, entry.id, from, 'offered', now, {
    offer_token_hash: link.hash,
    offered_at: now.toISOString(),
    offer_expires_at: expiresAt.toISOString(),
  });
  if (!moved) {
    await seats.giveBack(course.id);
    return 'lost';
  }
  const enrollment = await insertOffer(
    seats,
    {
      courseId: course.id,
      studentName: entry.student_name,
      parentEmail: entry.parent_email,
      amountCents: course.price_cents,
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
    { entry, course, enrollmentId: enrollment.id, secret: link.secret, expiresAt },
    now,
  );
  deps.logger.info({ courseId: course.id, entryId: entry.id, enrollmentId: enrollment.id }, 'waitlist offer made');
  return 'offered';
}

const courseRow = (seats: SeatMoves, courseId: number) =>
  seats.trx.selectFrom('courses').selectAll().where('id', '=', courseId).executeTakeFirst();

/**
 * The seat path's hook (server/services/seats.ts): each free seat of an active course goes
 * to the next family in line, until no seat is free or no one waits. On PostgreSQL the
 * course's row is locked by the seat moves, so transactions filling one course queue, and
 * each reads the line as the one before it left it.
 */
export function offerFreedSeats(deps: OfferDeps): FillFreedSeats {
  return async (seats, courseIds) => {
    for (const courseId of courseIds) {
      const course = await courseRow(seats, courseId);
      if (course?.status !== 'active') continue;
      // Bounded: each turn either makes an offer, ends the loop, or finds the entry moved by someone else.
      for (let turn = 0; turn < course.capacity + 100; turn += 1) {
        const next = await nextInLine(seats.trx, courseId);
        if (!next) break;
        const outcome = await offerWithin(seats, deps, course, next, 'waiting');
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
  const outcome = await offerWithin(seats, deps, course, entry, entry.state);
  return outcome === 'lost' ? 'not-waiting' : outcome;
}

/** An offer as its link finds it: the entry, the enrollment that holds the seat, the course. */
export type Offer = {
  entry: WaitlistEntryRow;
  enrollment: NonNullable<Awaited<ReturnType<typeof findEnrollment>>>;
  course: CourseRow;
};

/**
 * Where an offer stands for its family. `open`: the seat is theirs to pay for. `claimed`:
 * paid. `declined`, `lapsed`: the seat passed on. An offer past its time that the sweep has
 * not reached yet is `lapsed` already: the family was told the time.
 */
export type OfferStanding = 'open' | 'claimed' | 'declined' | 'lapsed';

export function standingOf(offer: Offer, now: Date): OfferStanding {
  const { entry, enrollment } = offer;
  if (enrollment.status === 'paid' || entry.state === 'claimed') return 'claimed';
  if (entry.state === 'declined') return 'declined';
  if (entry.state !== 'offered' || enrollment.status !== 'offered') return 'lapsed';
  // A payment page opened before the end keeps the seat until that page closes (the hold's own expiry).
  const end = enrollment.payment_session_id ? enrollment.hold_expires_at : (entry.offer_expires_at ?? '');
  return end > now.toISOString() ? 'open' : 'lapsed';
}

/** The offer a claim link's secret belongs to, or undefined for a link we never sent. */
export async function findOffer(deps: Pick<CheckoutDeps, 'db'>, secret: string): Promise<Offer | undefined> {
  const entry = await deps.db
    .selectFrom('waitlist_entries')
    .selectAll()
    .where('offer_token_hash', '=', hashOfLinkSecret(secret))
    .executeTakeFirst();
  if (!entry?.offer_enrollment_id) return undefined;
  const enrollment = await findEnrollment(deps.db, entry.offer_enrollment_id);
  const course = await deps.db.selectFrom('courses').selectAll().where('id', '=', entry.course_id).executeTakeFirst();
  return enrollment && course ? { entry, enrollment, course } : undefined;
}

/**
 * Closes the payment page an offer has open, if any, so it can no longer be paid (before a
 * new one is made, on Cancel, on a decline). One that was paid meanwhile is fulfilled instead:
 * true then. A provider that does not answer throws: nothing else is done without knowing.
 */
async function closePaymentPage(deps: CheckoutDeps, offer: Offer): Promise<boolean> {
  const sessionId = offer.enrollment.payment_session_id;
  if (!sessionId) return false;
  const session = await deps.payments.expireSession(sessionId);
  if (!session?.paid) return false;
  await fulfilPaidSession(deps, session);
  return true;
}

export type ClaimResult = { ok: true; checkoutUrl: string } | { ok: false; standing: Exclude<OfferStanding, 'open'> };

/**
 * A family claims its offer: the details they confirmed are kept, and a payment page for
 * the held seat is made that closes with the offer (never before the provider's 30 minutes;
 * the hold then lasts the usual margin longer, so a payment in the page's last second still
 * finds its seat). Paying fulfils the enrollment as any hold (server/services/enrollment-state.ts).
 */
export async function claimOffer(
  deps: CheckoutDeps,
  offer: Offer,
  input: ClaimInput,
  urls: { successUrl: string; cancelUrl: string },
): Promise<ClaimResult> {
  let current = offer;
  // A second claim at the same moment (a double click) may attach its page first: then this
  // one closes that page and tries once more, so the page the family last asked for opens.
  for (let attempt = 1; ; attempt += 1) {
    const result = await claimOnce(deps, current, input, urls);
    if (result !== 'raced' || attempt >= 3) return result === 'raced' ? { ok: false, standing: 'lapsed' } : result;
    const enrollment = await findEnrollment(deps.db, current.enrollment.id);
    if (!enrollment) return { ok: false, standing: 'lapsed' };
    current = { ...current, enrollment };
  }
}

async function claimOnce(
  deps: CheckoutDeps,
  offer: Offer,
  input: ClaimInput,
  urls: { successUrl: string; cancelUrl: string },
): Promise<ClaimResult | 'raced'> {
  const now = deps.clock.now();
  const standing = standingOf(offer, now);
  if (standing !== 'open') return { ok: false, standing };
  if (await closePaymentPage(deps, offer)) return { ok: false, standing: 'claimed' };
  if (!(await setOfferDetails(deps.db, offer.enrollment.id, input, now))) return { ok: false, standing: 'lapsed' };
  const previous = offer.enrollment.payment_session_id;
  const expiresAt = offerSessionExpiry(new Date(offer.entry.offer_expires_at ?? now.toISOString()), now);
  const session = await deps.payments.createCheckout({
    enrollmentId: offer.enrollment.id,
    description: offer.course.name,
    amountCents: offer.enrollment.amount_cents,
    currency: offer.enrollment.currency,
    customerEmail: input.parentEmail,
    expiresAt,
    ...urls,
    // One key per payment page of the offer: a retried request makes one, a later claim a new one.
    idempotencyKey: `${idempotencyKeyOf(offer.enrollment, 'checkout')}-after-${previous ?? 'none'}`,
  });
  if (!session.url) {
    await deps.payments.expireSession(session.sessionId).catch(() => undefined);
    throw new Error('payment session without a checkout URL');
  }
  const holdUntil = new Date(expiresAt.getTime() + holdMarginMinutes * 60_000);
  if (await attachOfferSession(deps.db, offer.enrollment.id, { previous, next: session.sessionId, holdUntil }, now)) {
    deps.logger.info({ enrollmentId: offer.enrollment.id }, 'waitlist offer claimed: payment page opened');
    return { ok: true, checkoutUrl: session.url };
  }
  const again = await findEnrollment(deps.db, offer.enrollment.id);
  // The same page (the provider answered a repeated key with it), attached by the other claim.
  if (again?.status === 'offered' && again.payment_session_id === session.sessionId) {
    return { ok: true, checkoutUrl: session.url };
  }
  await deps.payments.expireSession(session.sessionId).catch(() => undefined);
  if (again?.status === 'offered' && again.payment_session_id !== previous) return 'raced';
  return { ok: false, standing: again?.status === 'paid' ? 'claimed' : 'lapsed' };
}

/** Back from the payment page with Cancel: that page is closed; the offer stands until its time. */
export async function cancelOfferPayment(deps: CheckoutDeps, offer: Offer): Promise<void> {
  if (standingOf(offer, deps.clock.now()) !== 'open') return;
  try {
    await closePaymentPage(deps, offer);
  } catch (error) {
    deps.logger.warn({ err: error, enrollmentId: offer.enrollment.id }, 'offer payment page could not be closed');
  }
}

/**
 * Inside a seat transaction: an offer ends (declined, or lapsed once past its hold) and its
 * seat goes back, to pass at once to the next in line (the seat path's hook). True for the
 * one call that ended it.
 */
async function endOfferWithin(seats: SeatMoves, enrollmentId: number, to: 'declined' | 'lapsed', now: Date) {
  const enrollment = await findEnrollment(seats.trx, enrollmentId);
  if (!enrollment) return false;
  const only = to === 'lapsed' ? { expiredBy: now } : {};
  if (!(await moveEnrollment(seats.trx, enrollmentId, 'offered', 'released', now, { released_at: now.toISOString() }, only)))
    return false;
  await seats.giveBack(enrollment.course_id);
  const entry = await entryOfOffer(seats.trx, enrollmentId);
  if (entry) await moveEntry(seats.trx, entry.id, 'offered', to, now);
  return true;
}

/** The family declined: the seat passes on now. A payment made meanwhile wins (the family has the seat). */
export async function declineOffer(deps: CheckoutDeps, offer: Offer): Promise<OfferStanding> {
  const standing = standingOf(offer, deps.clock.now());
  if (standing !== 'open') return standing;
  if (await closePaymentPage(deps, offer)) return 'claimed';
  const declined = await changeSeats(deps, (seats) => endOfferWithin(seats, offer.enrollment.id, 'declined', deps.clock.now()));
  if (declined) deps.logger.info({ enrollmentId: offer.enrollment.id }, 'waitlist offer declined');
  if (declined) return 'declined';
  const again = await findEnrollment(deps.db, offer.enrollment.id);
  return again?.status === 'paid' ? 'claimed' : 'lapsed';
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
