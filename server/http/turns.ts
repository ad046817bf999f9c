import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

export type TurnSettings = {
  /** How long live requests may run in one turn of the event loop before the rest wait for the next. */
  sliceMs: number;
  /** Requests started and not yet answered; more wait their turn. */
  maxInFlight: number;
  now?: () => number;
};

/**
 * The site's settings (docs/decisions.md, "Live requests take turns"). 5 ms: a turn long
 * enough that yielding costs little, short enough that a new connection waits a few ms. 64 in flight: a bound, not a brake;
 * at 10, JSON answers compressed in the thread pool held the places and the mixed load
 * lost 16% of its throughput.
 */
export const siteTurns: TurnSettings = { sliceMs: 5, maxInFlight: 64 };

export type Turns = {
  /** Express middleware: every request past it waits its turn to start. */
  middleware: RequestHandler;
  /**
   * Awaited after each PostgreSQL query (db/index.ts): what a request does with the rows
   * (a page's render) waits for a turn too, as a request's start does. On SQLite a request
   * runs whole once started, so it is not needed there.
   */
  resume: () => Promise<void>;
  /** Called for each connection the server accepts (main.ts): while they arrive, turns are one request long. */
  connectionAccepted: () => void;
  /** True while live requests wait: a stored answer then takes its place behind them (`later`). */
  busy: () => boolean;
  /** Runs a stored answer (the fast path's) in its place in the queue, after the live requests that came before it. */
  later: (res: ServerResponse, answer: () => void) => void;
};

/**
 * Live requests (everything the page cache does not answer) take turns, first come first
 * served, and no turn of the event loop runs them for more than `sliceMs` (or for as
 * long as the rest of that turn took, when longer: live requests keep at least half of
 * a turn beside the cached pages answered in it).
 *
 * Why: better-sqlite3 answers synchronously, so a request runs from its first byte to its
 * answer in one go, and every request read in one poll of the loop ran before the loop
 * went on. Under load a poll held 50 requests, about 100 ms of work, and libuv accepts
 * one new connection per turn of the loop (libuv#3696, Node 20): the 50th visitor to
 * connect waited 50 turns, 1.5-3 s, for a page that takes 2 ms. On PostgreSQL the rows of
 * many requests arrive in one poll and their pages were rendered together, 15-25 ms a
 * turn. Cut into slices, a turn lasts a few milliseconds, new connections are taken at
 * that pace, and every request waits in one queue in the order it came. While new
 * connections arrive (one accepted less than a slice ago), a turn runs a single request,
 * so a burst of 50 is taken in about 50 requests' time instead of 50 slices' (at 50 new
 * connections a round, the uncached page's p99 went from 87-285 ms to 88-130 ms on
 * SQLite and from 129-261 ms to 113-171 ms on PostgreSQL, at the same rate).
 */
export function createTurns({ sliceMs, maxInFlight, now = () => performance.now() }: TurnSettings): Turns {
  // Requests already started whose rows have come back: they go first, to finish what was begun.
  const resuming: (() => void)[] = [];
  // New requests in arrival order: live ones (a place in flight each) and stored answers (none).
  const waiting: { res: ServerResponse; start: () => void; stored: boolean }[] = [];
  let inFlight = 0;
  let turnOpen = false;
  let turnStarted = 0;
  // Time live requests ran in this turn: their own, not the cached pages' answered between them.
  let spent = 0;
  // Something was just run and its synchronous part (all of a request, on SQLite) has not run out yet.
  let running = false;
  // When the server last accepted a connection: libuv takes one per turn, so more may be waiting.
  let acceptedAt = -Infinity;

  const openTurn = () => {
    turnOpen = true;
    turnStarted = now();
    spent = 0;
    // The turn ends when the loop reaches its check phase; whoever still waits starts the next.
    setImmediate(() => {
      turnOpen = false;
      pump();
    });
  };

  /** Runs `work` and counts its time once the microtask queue is empty, then lets the next one go. */
  const runMeasured = (work: () => void) => {
    running = true;
    const startedAt = now();
    work();
    // Ticks queued from a microtask run once the microtask queue is empty: on SQLite, once
    // the request has been answered; on PostgreSQL, once it waits for the network.
    queueMicrotask(() =>
      process.nextTick(() => {
        running = false;
        spent += now() - startedAt;
        pump();
      }),
    );
  };

  const startRequest = (res: ServerResponse, start: () => void) => {
    inFlight += 1;
    let done = false;
    const finished = () => {
      if (done) return;
      done = true;
      inFlight -= 1;
      pump();
    };
    res.once('finish', finished);
    res.once('close', finished);
    runMeasured(start);
  };

  const pump = (): void => {
    if (running || (resuming.length === 0 && waiting.length === 0)) return;
    if (!turnOpen) openTurn();
    // While connections arrive, a turn is one request long: the next connection waits for the next turn.
    const slice = now() - acceptedAt < sliceMs ? 0 : sliceMs;
    // Every turn runs at least one; then the slice, or as long as the rest of the turn took
    // (cached pages, reading requests), if longer: under a mixed load live requests keep at least half of each turn.
    if (spent > 0 && spent >= Math.max(slice, now() - turnStarted - spent)) return;
    if (resuming.length > 0) return runMeasured(resuming.shift()!);
    const next = waiting[0]!;
    if (!next.stored && inFlight >= maxInFlight) return;
    waiting.shift();
    const { res, start, stored } = next;
    // A visitor who gave up while waiting: nothing to answer, no work to do.
    if (res.socket === null || res.socket.destroyed) return pump();
    if (stored) runMeasured(start);
    else startRequest(res, start);
  };

  return {
    middleware: (_req, res, next) => {
      waiting.push({ res, start: () => next(), stored: false });
      pump();
    },
    resume: () =>
      new Promise<void>((resolve) => {
        resuming.push(resolve);
        pump();
      }),
    connectionAccepted: () => {
      acceptedAt = now();
    },
    busy: () => waiting.length > 0 || resuming.length > 0,
    later: (res, answer) => {
      waiting.push({ res, start: answer, stored: true });
      pump();
    },
  };
}
