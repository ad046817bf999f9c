import { readRecord, writeRecord } from '../browser-record.ts';

/**
 * "Your family has a seat in this cohort" on its card (views/components/CohortCard.tsx): a
 * parent who paid and comes back to the program page saw SOLD OUT and Join Waitlist over
 * their own child's cohort. This browser remembers the cohorts it paid for (the payment
 * result marks one; the parent's page, which knows, sets them all), by the card's key
 * (`waitlistLinkId`), in localStorage: nothing leaves the browser.
 */
const storageKey = 'seats-taken';
/** A cohort runs a few months: long enough for its last class, short enough to forget. */
const keepMs = 180 * 86_400_000;

type Seats = Record<string, number>;

const remembered = (): Seats => readRecord(storageKey);
const remember = (seats: Seats): void => writeRecord(storageKey, seats);

/** Island on the payment result, paid: this cohort is the family's. `data-seat`: the card's key. */
export function initSeatTaken(element: HTMLElement): void {
  const id = element.dataset.seat;
  if (id) remember({ ...remembered(), [id]: Date.now() });
}

/** Island on the parent's page: the marks become exactly the cohorts the address has paid seats in. `data-seats`: their keys. */
export function initSeatMarks(element: HTMLElement): void {
  const ids = JSON.parse(element.dataset.seats ?? '[]') as string[];
  const before = remembered();
  remember(Object.fromEntries(ids.map((id) => [id, before[id] ?? Date.now()])));
}

let checked: Promise<Seats> | undefined;

/**
 * The marks, asked of the server once per page when there are any: a parent signed in on
 * this browser gets exactly their paid seats (one cancelled or switched on another device
 * goes); signed out, the browser keeps what it knows.
 */
function checkedSeats(): Promise<Seats> {
  checked ??= (async () => {
    const seats = remembered();
    if (Object.keys(seats).length === 0) return seats;
    try {
      const answer = await fetch('/api/account/seats', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
      if (!answer.ok) return seats;
      const { seats: ids } = (await answer.json()) as { seats: string[] | null };
      if (ids === null) return seats;
      const exact = Object.fromEntries(ids.map((id) => [id, seats[id] ?? Date.now()]));
      remember(exact);
      return exact;
    } catch {
      return seats;
    }
  })();
  return checked;
}

/** Island on a cohort card's line: shown when this browser paid for a seat in it (and, signed in, the seat is still paid). */
export function initSeatLine(line: HTMLElement): void {
  void checkedSeats().then((seats) => {
    const at = seats[line.dataset.seatFor ?? ''];
    line.hidden = !(at && Date.now() - at < keepMs);
  });
}
