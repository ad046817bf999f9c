import { readRecord, writeRecord } from '../browser-record.ts';
import { askAccount } from '../account-answer.ts';

/**
 * The lasting line under a Join Waitlist link (views/components/JoinWaitlistLink.tsx): shown
 * once the family has joined, with the place they took, and remembered by this browser for
 * 30 days, so a parent coming back sees that the first try counted. Kept in localStorage by
 * the link's id (one per cohort, the same on the kids page and the checkout): nothing leaves
 * the browser.
 */
const storageKey = 'waitlists-joined';
const keepMs = 30 * 86_400_000;

/** A place in line, null for one set aside, or 'offered' while a seat of the cohort is held for the family. */
type Mark = number | null | 'offered';
type Joined = Record<string, { position: Mark; at: number }>;

const remembered = (): Joined => readRecord(storageKey);

/**
 * Shows the line (and its place in line, when there is one) and relabels the link over it; a
 * seat held for the family says where to pay for it instead, and the link goes (the family
 * has nothing to change in a line that has reached them).
 */
export function showJoined(line: HTMLElement, position: Mark): void {
  line.hidden = false;
  const opener = document.getElementById(line.dataset.joinedFor ?? '');
  const offered = position === 'offered';
  const inLine = line.querySelector<HTMLElement>('[data-in-line]');
  const held = line.querySelector<HTMLElement>('[data-offered]');
  if (inLine) inLine.hidden = offered;
  if (held) held.hidden = !offered;
  if (opener) {
    opener.dataset.joinLabel ??= opener.textContent ?? '';
    opener.hidden = offered;
  }
  if (offered) return;
  const place = line.querySelector<HTMLElement>('[data-place]');
  if (place && typeof position === 'number') {
    place.textContent = (place.dataset.place ?? '').replace('{n}', String(position));
    place.hidden = false;
  }
  if (opener?.dataset.joinedLabel) opener.textContent = opener.dataset.joinedLabel;
}

const remember = (all: Joined): void => writeRecord(storageKey, all);

/** After the dialog opened by `openerId` was sent: show it now, and remember it. */
export function markJoined(openerId: string, position: number | null): void {
  const line = document.querySelector<HTMLElement>(`[data-joined-for="${CSS.escape(openerId)}"]`);
  if (line) showJoined(line, position);
  remember({ ...remembered(), [openerId]: { position, at: Date.now() } });
}

/**
 * Island on the parent's page, which knows the truth: this browser's marks become what the
 * signed-in address is in line for, with today's places. A mark for a line left, or for a
 * cohort the child now has a seat in, goes (it said "on the waitlist" for 30 days); one
 * joined on another device appears. `data-marks`: link id to place (null: holding an offer).
 */
export function initWaitlistMarks(element: HTMLElement): void {
  rememberExactly(JSON.parse(element.dataset.marks ?? '{}') as Record<string, Mark>);
}

/** This browser's marks become exactly the lines the signed-in address is in (its page, or the server asked). */
function rememberExactly(marks: Record<string, Mark>): Joined {
  const before = remembered();
  const exact = Object.fromEntries(
    Object.entries(marks).map(([id, position]) => [id, { position, at: before[id]?.at ?? Date.now() }]),
  );
  remember(exact);
  return exact;
}

/** A line no longer true (left, or its seat paid, on another device): hidden, its link as it was. */
function hideJoined(line: HTMLElement): void {
  line.hidden = true;
  const opener = document.getElementById(line.dataset.joinedFor ?? '');
  if (!opener) return;
  opener.hidden = false;
  if (opener.dataset.joinLabel) opener.textContent = opener.dataset.joinLabel;
}

let checked: Promise<Joined | undefined> | undefined;

/** Signed in, the lines the address is in now, asked once per page (a seat offered by email shows before the parent opens their page). */
function checkedMarks(): Promise<Joined | undefined> {
  checked ??= askAccount().then((answer) => (answer?.waitlists ? rememberExactly(answer.waitlists) : undefined));
  return checked;
}

/** Island on a held offer's page: that cohort's line says a seat is held for the family. `data-offered`: the link id. */
export function initWaitlistOffered(element: HTMLElement): void {
  const id = element.dataset.offered;
  if (id) remember({ ...remembered(), [id]: { position: 'offered', at: remembered()[id]?.at ?? Date.now() } });
}

/** Island on a paid seat's page: that cohort's mark goes (the child is in it, not waiting for it). */
export function initWaitlistForget(element: HTMLElement): void {
  const { [element.dataset.forget ?? '']: _paid, ...rest } = remembered();
  remember(rest);
}

/** Island: a line whose cohort this browser joined within 30 days shows itself. */
export function initWaitlistJoined(line: HTMLElement): void {
  const id = line.dataset.joinedFor ?? '';
  const joined = remembered()[id];
  if (joined && Date.now() - joined.at < keepMs) showJoined(line, joined.position);
  // Only a browser that has joined a line asks: the page is the same for everyone.
  if (Object.keys(remembered()).length === 0) return;
  void checkedMarks().then((exact) => {
    if (!exact) return;
    const now = exact[id];
    if (now) showJoined(line, now.position);
    else if (!line.hidden) hideJoined(line);
  });
}
