import { paymentDescription } from '../../domain/pricing.ts';
import { heldPrice } from './prices.ts';
import type { CourseRow, WaitlistEntryRow } from '../../db/schema.ts';
import { holdMarginMinutes } from '../../domain/checkout.ts';
import { offerSessionExpiry, type ClaimInput } from '../../domain/waitlist-line.ts';
import {
  attachOfferSession,
  findEnrollment,
  fulfilPaidSession,
  idempotencyKeyOf,
  setOfferDetails,
  type CheckoutDeps,
} from './enrollment-state.ts';
import { changeSeats } from './seats.ts';
import { hashOfLinkSecret } from './secret-links.ts';
import { endOfferWithin } from './waitlist-offers.ts';

/**
 * A family's offer link (docs/architecture.md, "Waitlist offers"): what it finds, where the
 * offer stands, and what the family does with it (claim it by paying, cancel a payment
 * page, decline). Offers are made and lapse in server/services/waitlist-offers.ts.
 */

/** An offer as its link finds it: the entry, the enrollment that holds the seat, the course. */
export type Offer = {
  entry: WaitlistEntryRow;
  enrollment: NonNullable<Awaited<ReturnType<typeof findEnrollment>>>;
  course: CourseRow;
};

/**
 * Where an offer stands for its family. `open`: the seat is theirs to pay for. `claimed`:
 * paid. `declined`, `lapsed`: the seat passed on. `closed`: staff took the cohort off sale.
 * Past the offer's time it is `lapsed` for the family even before the sweep reaches it (they
 * were told the time), and even while a payment page they opened earlier is still open:
 * that page may still be paid (the hold lasts until it closes), but no new one is made, so
 * claiming again never stretches an offer.
 */
export type OfferStanding = 'open' | 'claimed' | 'declined' | 'lapsed' | 'closed';

export function standingOf(offer: Offer, now: Date): OfferStanding {
  const { entry, enrollment, course } = offer;
  if (enrollment.status === 'paid' || entry.state === 'claimed') return 'claimed';
  if (entry.state === 'declined') return 'declined';
  if (entry.state !== 'offered' || enrollment.status !== 'offered') return 'lapsed';
  if ((entry.offer_expires_at ?? '') <= now.toISOString()) return 'lapsed';
  return course.status === 'active' ? 'open' : 'closed';
}

/** The offer a claim link's secret belongs to, or undefined for a link we never sent. */
export async function findOffer(deps: Pick<CheckoutDeps, 'db'>, secret: string): Promise<Offer | undefined> {
  const entry = await deps.db
    .selectFrom('waitlist_entries')
    .selectAll()
    .where((eb) => {
      const hash = hashOfLinkSecret(secret);
      // A link replaced by a scholarship's (same seat, new price) still finds its offer.
      return eb.or([eb('offer_token_hash', '=', hash), eb('replaced_token_hash', '=', hash)]);
    })
    .executeTakeFirst();
  return offerOfEntry(deps, entry);
}

/** The offer made to one of this address's waitlist entries, for the parent signed in on /account. */
export async function findOfferOfParent(
  deps: Pick<CheckoutDeps, 'db'>,
  email: string,
  entryId: number,
): Promise<Offer | undefined> {
  const entry = await deps.db
    .selectFrom('waitlist_entries')
    .selectAll()
    .where('id', '=', entryId)
    .where('parent_email', '=', email)
    .executeTakeFirst();
  return offerOfEntry(deps, entry);
}

/** The same offer read again (after its payment page was closed). */
export async function reloadOffer(deps: Pick<CheckoutDeps, 'db'>, offer: Offer): Promise<Offer | undefined> {
  const entry = await deps.db.selectFrom('waitlist_entries').selectAll().where('id', '=', offer.entry.id).executeTakeFirst();
  return offerOfEntry(deps, entry);
}

async function offerOfEntry(deps: Pick<CheckoutDeps, 'db'>, entry: WaitlistEntryRow | undefined): Promise<Offer | undefined> {
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
export async function closePaymentPage(deps: CheckoutDeps, offer: Pick<Offer, 'enrollment'>): Promise<boolean> {
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
    description: paymentDescription(offer.course, heldPrice(offer.enrollment)),
    studentName: input.studentName,
    schedule: offer.course.schedule,
    location: offer.course.location,
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
  const attach = { previous, next: session.sessionId, holdUntil, amountCents: offer.enrollment.amount_cents };
  if (await attachOfferSession(deps.db, offer.enrollment.id, attach, now)) {
    deps.logger.info({ enrollmentId: offer.enrollment.id }, 'waitlist offer claimed: payment page opened');
    return { ok: true, checkoutUrl: session.url };
  }
  const again = await findEnrollment(deps.db, offer.enrollment.id);
  // The same page (the provider answered a repeated key with it), attached by the other claim.
  if (again?.status === 'offered' && again.payment_session_id === session.sessionId) {
    return { ok: true, checkoutUrl: session.url };
  }
  await deps.payments.expireSession(session.sessionId).catch(() => undefined);
  // Another claim's page attached first, or the seat was repriced meanwhile: once more, as it is now.
  if (
    again?.status === 'offered' &&
    (again.payment_session_id !== previous || again.amount_cents !== offer.enrollment.amount_cents)
  ) {
    return 'raced';
  }
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
 * The family declined: the seat passes on now. A payment made meanwhile wins (the family has
 * the seat). A payment page a claim attached while this ran is closed after the seat has
 * passed on: a payment that still arrives for it is a late payment (a free seat, or a refund).
 */
export async function declineOffer(deps: CheckoutDeps, offer: Offer): Promise<OfferStanding> {
  const standing = standingOf(offer, deps.clock.now());
  if (standing !== 'open' && standing !== 'closed') return standing;
  if (await closePaymentPage(deps, offer)) return 'claimed';
  const declined = await changeSeats(deps, (seats) => endOfferWithin(seats, offer.enrollment.id, 'declined', deps.clock.now()));
  const after = await findEnrollment(deps.db, offer.enrollment.id);
  if (after?.payment_session_id && after.payment_session_id !== offer.enrollment.payment_session_id) {
    const late = await deps.payments.expireSession(after.payment_session_id).catch(() => undefined);
    if (late?.paid) await fulfilPaidSession(deps, late);
  }
  if (declined) {
    deps.logger.info({ enrollmentId: offer.enrollment.id }, 'waitlist offer declined');
    return 'declined';
  }
  return after?.status === 'paid' ? 'claimed' : 'lapsed';
}
