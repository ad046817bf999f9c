import { z } from 'zod';
import { checkoutSchema } from './checkout.ts';

/**
 * A course's waitlist as a line, and the offers that move along it (docs/architecture.md,
 * "Waitlist offers"). When a seat frees, it is held for the first waiting entry as an
 * offer (an enrollment with the status 'offered' holds it); the family claims it by paying
 * from the emailed link, declines it, or lets it lapse, and the seat passes on.
 *
 *   waiting  -> offered    a seat freed (or staff offered one by hand)
 *   waiting  -> skipped    staff passed over the entry; it stays on the list, not in line
 *   skipped  -> waiting    staff put it back in line, at its old place
 *   skipped  -> offered    staff offered it a seat by hand
 *   offered  -> claimed    the family paid
 *   offered  -> declined   the family declined (the decline link)
 *   offered  -> lapsed     the offer ran out (the hold sweep)
 *   claimed | declined | lapsed -> waiting   the family joined the list again (at its end)
 *
 * server/services/waitlist-entry-state.ts is the one writer of the state and refuses any
 * pair not listed here.
 */
export const entryStates = ['waiting', 'offered', 'claimed', 'declined', 'lapsed', 'skipped'] as const;
export type WaitlistEntryState = (typeof entryStates)[number];

export const entryMoves = {
  waiting: ['offered', 'skipped'],
  skipped: ['waiting', 'offered'],
  offered: ['claimed', 'declined', 'lapsed'],
  claimed: ['waiting'],
  declined: ['waiting'],
  lapsed: ['waiting'],
} as const satisfies { readonly [From in WaitlistEntryState]: readonly WaitlistEntryState[] };

export type NextEntryState<From extends WaitlistEntryState> = (typeof entryMoves)[From][number];

export const mayMoveEntry = (from: WaitlistEntryState, to: WaitlistEntryState): boolean =>
  (entryMoves[from] as readonly WaitlistEntryState[]).includes(to);

/** States whose family has left the line for good, unless they join again. */
export const endedStates = ['claimed', 'declined', 'lapsed'] as const satisfies readonly WaitlistEntryState[];

/** Where an offer's links lead: the claim link (the seat's checkout) and its decline page. */
export const offersPath = '/waitlist/offers';
export const offerLinkPaths = (token: string) => ({
  claim: `${offersPath}/${token}`,
  decline: `${offersPath}/${token}/decline`,
});

/** How long an offer holds its seat, unless WAITLIST_OFFER_HOURS says otherwise. */
export const defaultOfferHours = 24;

/** The claim page's form: the family's details from their entry, editable before paying. */
export const claimSchema = checkoutSchema.pick({ studentName: true, parentEmail: true });
export type ClaimInput = z.output<typeof claimSchema>;

/** Stripe's shortest and longest Checkout Session life, in minutes. */
const shortestSessionMinutes = 30;
const longestSessionMinutes = 24 * 60;
/** Allowance for the trip to the provider and clocks a few seconds apart (as the quick checkout's). */
const allowanceMinutes = 1;
/**
 * Under the longest life, seconds only: a page opened in an offer's first minute closed a
 * minute before the seat's stated end ("held until 5:25", "Pay by 5:24"). A page made now
 * for 24 hours less 10 s is still inside the provider's limit, counted from its creation.
 */
const longestAllowanceMs = 10_000;

/**
 * When the payment page of a claimed offer closes: with the offer, so a family cannot pay
 * after the seat has passed on; but never sooner than the provider allows (30 minutes),
 * so an offer claimed in its last minutes gets the same 30 minutes any checkout gets, nor
 * later than it allows (24 hours: a longer offer is claimed again from the same link).
 */
export function offerSessionExpiry(offerExpiresAt: Date, now: Date): Date {
  const minutes = (n: number) => now.getTime() + n * 60_000;
  const earliest = minutes(shortestSessionMinutes + allowanceMinutes);
  const latest = minutes(longestSessionMinutes) - longestAllowanceMs;
  return new Date(Math.min(latest, Math.max(earliest, offerExpiresAt.getTime())));
}

/** What staff may do to an entry from the course's page (server/services/waitlist-steering.ts). */
export const steeringActions = ['front', 'skip', 'restore', 'offer'] as const;
export type SteeringAction = (typeof steeringActions)[number];
export const steeringActionSchema = z.enum(steeringActions);
