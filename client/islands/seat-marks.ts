import { readRecord, writeRecord } from '../browser-record.ts';
import { askAccount, receiptsKey } from '../account-answer.ts';

/**
 * "Your family has a seat in this cohort" on its card (views/components/CohortCard.tsx): a
 * parent who paid and comes back to the program page saw SOLD OUT and Join Waitlist over
 * their own child's cohort. This browser remembers the cohorts it paid for (the payment
 * result marks one, with its payment's session id; the parent's page, which knows, sets them
 * all), by the card's key (`waitlistLinkId`), in localStorage: nothing leaves the browser but
 * the question whether those payments still hold a seat.
 */
const storageKey = 'seats-taken';
/** The card's key, and whose seats it holds (the child's name as the family typed it). */
const studentsKey = 'seat-students';
/** A cohort runs a few months: long enough for its last class, short enough to forget. */
const keepMs = 180 * 86_400_000;

type Seats = Record<string, number>;
type Receipts = Record<string, string>;
type Students = Record<string, string[]>;

const remembered = (): Seats => readRecord(storageKey);
const remember = (seats: Seats): void => writeRecord(storageKey, seats);

/**
 * Island on the payment result, paid: this cohort is the family's. `data-seat`: the card's
 * key; `data-receipt`: the payment's session id.
 */
export function initSeatTaken(element: HTMLElement): void {
  const id = element.dataset.seat;
  if (!id) return;
  remember({ ...remembered(), [id]: Date.now() });
  const receipt = element.dataset.receipt;
  if (receipt) writeRecord(receiptsKey, { ...readRecord<string>(receiptsKey), [id]: receipt });
  const student = element.dataset.student;
  if (student) {
    const students = readRecord<string[]>(studentsKey);
    writeRecord(studentsKey, { ...students, [id]: [...new Set([...(students[id] ?? []), student])] });
  }
}

/** The marks become exactly the cohorts the address has paid seats in, with whose seats they are. */
function rememberExactly(students: Students): Seats {
  const before = remembered();
  const exact = Object.fromEntries(Object.keys(students).map((id) => [id, before[id] ?? Date.now()]));
  remember(exact);
  writeRecord(studentsKey, students);
  return exact;
}

/** Island on the parent's page. `data-seats`: the cards' keys and, for each, the students with a seat. */
export function initSeatMarks(element: HTMLElement): void {
  rememberExactly(JSON.parse(element.dataset.seats ?? '{}') as Students);
}

/**
 * Signed out, what the payments this browser made say now: a seat whose payment is no longer
 * paid (cancelled on another device) goes, one switched moves to its new cohort, and a seat
 * known only from the parent's page stays.
 */
function byReceipts(seats: Seats, receipts: Receipts, answer: Record<string, string | null>): Seats {
  const students = readRecord<string[]>(studentsKey);
  const nextSeats: Seats = { ...seats };
  const nextStudents: Students = { ...students };
  const nextReceipts: Receipts = {};
  for (const [id, session] of Object.entries(receipts)) {
    if (!(session in answer)) {
      nextReceipts[id] = session;
      continue;
    }
    const now = answer[session];
    const at = seats[id];
    const names = students[id];
    delete nextSeats[id];
    delete nextStudents[id];
    if (now && at !== undefined) {
      nextSeats[now] = at;
      nextReceipts[now] = session;
      if (names) nextStudents[now] = names;
    }
  }
  remember(nextSeats);
  writeRecord(receiptsKey, nextReceipts);
  writeRecord(studentsKey, nextStudents);
  return nextSeats;
}

let checked: Promise<Seats> | undefined;

/**
 * The marks, asked of the server once per page when there are any: a parent signed in on
 * this browser gets exactly their paid seats (one cancelled or switched on another device
 * goes); signed out, the payments this browser made answer for their own seats.
 */
function checkedSeats(): Promise<Seats> {
  checked ??= (async () => {
    const seats = remembered();
    if (Object.keys(seats).length === 0) return seats;
    const answer = await askAccount();
    if (!answer) return seats;
    if (answer.seats === null) {
      return answer.receipts ? byReceipts(seats, readRecord<string>(receiptsKey), answer.receipts) : seats;
    }
    return rememberExactly(answer.students ?? Object.fromEntries(answer.seats.map((id) => [id, []])));
  })();
  return checked;
}

/** "Ada", "Ada and Theo", "Ada, Theo and Mia". */
const namesInWords = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');

/**
 * Island on a cohort card's line: shown when this browser paid for a seat in it (and it is
 * still paid), naming whose seats they are when it knows (`data-named-one`, `data-named-many`).
 */
export function initSeatLine(line: HTMLElement): void {
  void checkedSeats().then((seats) => {
    const id = line.dataset.seatFor ?? '';
    const at = seats[id];
    line.hidden = !(at && Date.now() - at < keepMs);
    const stored = readRecord<unknown>(studentsKey)[id];
    const names = Array.isArray(stored) ? stored.filter((name): name is string => typeof name === 'string') : [];
    const template = names.length > 1 ? line.dataset.namedMany : line.dataset.namedOne;
    const words = line.querySelector<HTMLElement>('[data-seat-words]');
    if (!line.hidden && names.length > 0 && template && words)
      words.textContent = template.replace('{names}', namesInWords(names));
    // Its Join Waitlist, beside a seat the family has, is for another child: said so (a parent
    // doubted the seat was theirs with the invitation under it).
    const join = document.getElementById(id);
    const another = line.dataset.joinAnother;
    if (!line.hidden && another && join instanceof HTMLAnchorElement && join.textContent === 'Join Waitlist')
      join.textContent = another;
  });
}
