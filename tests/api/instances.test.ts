import { sql } from 'kysely';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeSeats } from '../../server/services/seats.ts';
import { seatsBadgeOf } from '../helpers/html.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testEngine } from '../helpers/test-database.ts';

/**
 * Two instances of the server on one PostgreSQL database, as behind a load balancer:
 * what one changes, the other shows; what one counts, the other counts too.
 * (SQLite is one process by design: nothing to share.)
 */
describe.runIf(testEngine === 'postgres')('two instances on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ sameDatabaseAs: a, seed: false });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const get = (instance: TestApp, path: string) => request(instance.app).get(path).set('Host', 'localhost:3000');
  const winterSeats = async (instance: TestApp) =>
    seatsBadgeOf((await get(instance, '/kids-vibe-coding')).text, 'Winter Weekends');
  const winterId = async () =>
    (await a.db.selectFrom('courses').select('id').where('name', 'like', '%Winter Weekends').executeTakeFirstOrThrow()).id;
  /** Polls until `read` gives `expected`, for at most `ms`; returns how long it took. */
  const within = async (ms: number, read: () => Promise<unknown>, expected: unknown) => {
    const started = Date.now();
    while ((await read()) !== expected) {
      if (Date.now() - started > ms) throw new Error(`still not ${String(expected)} after ${ms} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return Date.now() - started;
  };

  it('a seat taken through A shows on B’s cached kids page within a second', async () => {
    expect(await winterSeats(b)).toBe('5 seats left'); // B renders and caches the page
    expect(await winterSeats(b)).toBe('5 seats left');
    const id = await winterId();
    await changeSeats(a.app.ctx, (seats) => seats.take(id));
    await within(1_000, () => winterSeats(b), '4 seats left');
    await changeSeats(b.app.ctx, (seats) => seats.giveBack(id));
    await within(1_000, () => winterSeats(a), '5 seats left');
  });

  it('counts one client’s writes to both instances against one limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++)
      statuses.push(
        (
          await request((i % 2 ? b : a).app)
            .post('/api/x')
            .send({})
        ).status,
      );
    expect(statuses.slice(0, 60).every((s) => s === 404)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('never sells the last seat twice when both instances race for it', async () => {
    const lastSeat = (
      await a.db.selectFrom('courses').select('id').where('name', 'like', '%Summer Mornings').executeTakeFirstOrThrow()
    ).id;
    const attempts = Array.from({ length: 8 }, (_, i) => {
      const instance = i % 2 ? b : a;
      return changeSeats(instance.app.ctx, (seats) => seats.take(lastSeat));
    });
    expect((await Promise.all(attempts)).filter(Boolean)).toHaveLength(1);
    const row = await a.db
      .selectFrom('courses')
      .select(['seats_taken', 'capacity'])
      .where('id', '=', lastSeat)
      .executeTakeFirstOrThrow();
    expect(row.seats_taken).toBe(row.capacity);
    await changeSeats(a.app.ctx, (seats) => seats.giveBack(lastSeat));
  });

  it('a lost notification leaves B’s page stale for a few seconds at most', async () => {
    expect(await winterSeats(b)).toBe('5 seats left');
    // Cut every LISTEN connection, then let B cache the page again: B misses the next notification.
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where query like 'LISTEN%' and pid <> pg_backend_pid()`.execute(
      a.db,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await winterSeats(b)).toBe('5 seats left');
    expect(await winterSeats(b)).toBe('5 seats left');
    const id = await winterId();
    await changeSeats(a.app.ctx, (seats) => seats.take(id));
    await within(5_000, () => winterSeats(b), '4 seats left');
    await changeSeats(a.app.ctx, (seats) => seats.giveBack(id));
    await within(5_000, () => winterSeats(b), '5 seats left');
  });
});
