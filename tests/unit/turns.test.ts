import { EventEmitter } from 'node:events';
import type { NextFunction, Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { createTurns } from '../../server/http/turns.ts';

/** A request as the middleware sees it: a response that finishes or closes, over a socket that may go away. */
function visitor(name: string, started: string[], work: (answer: () => void) => void = () => {}) {
  const socket = { destroyed: false };
  const res = Object.assign(new EventEmitter(), { socket });
  const answer = () => res.emit('finish');
  const next: NextFunction = () => {
    started.push(name);
    work(answer);
  };
  return { name, res, socket, next, answer, fail: () => res.emit('close') };
}

const endOfTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function setUp(settings: { sliceMs: number; maxInFlight: number }) {
  let clock = 0;
  const started: string[] = [];
  const turns = createTurns({ ...settings, now: () => clock });
  const arrive = (v: ReturnType<typeof visitor>) => turns.middleware({} as Request, v.res as unknown as Response, v.next);
  return {
    started,
    arrive,
    resume: turns.resume,
    connectionAccepted: turns.connectionAccepted,
    turns,
    advance: (ms: number) => (clock += ms),
  };
}

describe('live requests take turns', () => {
  it('start in the order they came, and a turn stops once its slice is spent', async () => {
    const { started, arrive, advance } = setUp({ sliceMs: 5, maxInFlight: 10 });
    // Each takes 3 ms and is answered at once, as a page on SQLite is.
    const pageOnSqlite = (answer: () => void) => {
      advance(3);
      void Promise.resolve().then(answer);
    };
    // Registered before the first arrival opens the turn: it runs just before that turn ends.
    const startedInFirstTurn = new Promise<string[]>((resolve) => setImmediate(() => resolve([...started])));
    for (const name of ['a', 'b', 'c', 'd']) arrive(visitor(name, started, pageOnSqlite));
    // 'a' ran 3 ms, 'b' another 3: the 5 ms slice is spent, so 'c' waits for the next turn.
    expect(await startedInFirstTurn).toEqual(['a', 'b']);
    await endOfTurn();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
  });

  it('keep at most maxInFlight waiting on the database, and an answer lets the next one in', async () => {
    const { started, arrive } = setUp({ sliceMs: 5, maxInFlight: 2 });
    const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((name) => visitor(name, started));
    for (const v of [a, b, c, d]) arrive(v!);
    await endOfTurn();
    expect(started).toEqual(['a', 'b']);
    a!.answer();
    await endOfTurn();
    expect(started).toEqual(['a', 'b', 'c']);
    // A request that failed (its connection closed unanswered) frees its place too, once.
    b!.fail();
    b!.answer();
    await endOfTurn();
    expect(started).toEqual(['a', 'b', 'c', 'd']);
  });

  it('a response both finished and closed frees one place, not two', async () => {
    const { started, arrive } = setUp({ sliceMs: 5, maxInFlight: 1 });
    const [a, b, c] = ['a', 'b', 'c'].map((name) => visitor(name, started));
    for (const v of [a, b, c]) arrive(v!);
    await endOfTurn();
    a!.answer();
    a!.fail();
    await endOfTurn();
    expect(started).toEqual(['a', 'b']);
  });

  it('skip a visitor who left while waiting', async () => {
    const { started, arrive } = setUp({ sliceMs: 5, maxInFlight: 1 });
    const [a, b, c] = ['a', 'b', 'c'].map((name) => visitor(name, started));
    for (const v of [a, b, c]) arrive(v!);
    b!.socket.destroyed = true;
    a!.answer();
    await endOfTurn();
    expect(started).toEqual(['a', 'c']);
  });

  it("let a started request's rows (PostgreSQL) go before new requests, in the next turn once the slice is spent", async () => {
    const { started, arrive, resume, advance } = setUp({ sliceMs: 5, maxInFlight: 10 });
    // 'a' starts and waits for its rows; they come back, but its 6 ms render must wait for a new turn.
    const a = visitor('a', started, () => advance(6));
    arrive(a);
    await endOfTurn();
    const renderAfterRows = async (name: string) => {
      await resume();
      started.push(name);
      advance(3);
    };
    // This turn's slice is spent by 'b', which starts now; a's render and 'c' wait.
    const seenThisTurn = new Promise<string[]>((resolve) => setImmediate(() => resolve([...started])));
    arrive(visitor('b', started, () => advance(6)));
    void renderAfterRows('a rendered');
    arrive(visitor('c', started));
    expect(await seenThisTurn).toEqual(['a', 'b']);
    await endOfTurn();
    // Next turn: the rows that came back first, then the request that waited.
    expect(started).toEqual(['a', 'b', 'a rendered', 'c']);
  });

  it('run one request a turn while new connections arrive, so the next connection is taken a request later, not a slice later', async () => {
    const { started, arrive, advance, connectionAccepted } = setUp({ sliceMs: 5, maxInFlight: 10 });
    const oneMs = (answer: () => void) => {
      advance(1);
      void Promise.resolve().then(answer);
    };
    const startedBy = () => new Promise<string[]>((resolve) => setImmediate(() => resolve([...started])));
    // A connection was just accepted (libuv takes one per turn): more may be waiting for the next turn.
    connectionAccepted();
    const firstTurn = startedBy();
    for (const name of ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']) arrive(visitor(name, started, oneMs));
    expect(await firstTurn).toEqual(['a']);
    // One more request later (1 ms, still within a slice of the accept): still one per turn.
    expect(await startedBy()).toEqual(['a', 'b']);
    // No connection for a slice (5 ms): the turns are a slice long again, five of these requests.
    advance(5);
    expect(await startedBy()).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
  });

  it('queue a stored answer behind the live requests that came before it; it takes no place in flight', async () => {
    const { started, arrive, turns } = setUp({ sliceMs: 5, maxInFlight: 1 });
    const [a, b] = ['a', 'b'].map((name) => visitor(name, started));
    arrive(a!);
    expect(turns.busy()).toBe(false);
    arrive(b!);
    // 'b' waits for the one place: a cached page asked for now waits behind it.
    expect(turns.busy()).toBe(true);
    const cached = visitor('cached', started);
    turns.later(cached.res as never, () => started.push('cached'));
    await endOfTurn();
    expect(started).toEqual(['a']);
    // 'a' answers: 'b' takes the place, and the cached page, needing none, goes right after it.
    a!.answer();
    await endOfTurn();
    expect(started).toEqual(['a', 'b', 'cached']);
    expect(turns.busy()).toBe(false);
  });
});
