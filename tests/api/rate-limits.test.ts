import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseRateLimitStore, sweepRateLimits } from '../../server/shared-state/rate-limits.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testEngine } from '../helpers/test-database.ts';

/**
 * Rate limits count in our own table on both engines: express-rate-limit's Store through
 * its public interface, shared by every instance, kept across a restart.
 */
let a: TestApp;
let b: TestApp;
beforeAll(async () => {
  a = await createTestApp({ config: { trustProxy: 1 } });
  b = await createTestApp({ config: { trustProxy: 1 }, sameDatabaseAs: a });
});
afterAll(async () => {
  await b.close();
  await a.close();
});

describe(`rate limits in the database (${testEngine})`, () => {
  it('counts hits in a window, starts a new window after it, and takes one back on decrement', async () => {
    const store = new DatabaseRateLimitStore(a.db, 'test');
    store.init({ windowMs: 200 } as Parameters<DatabaseRateLimitStore['init']>[0]);
    const first = await store.increment('client-1');
    expect(first.totalHits).toBe(1);
    expect((await store.increment('client-1')).totalHits).toBe(2);
    expect((await store.increment('client-2')).totalHits).toBe(1);
    await store.decrement('client-1');
    expect((await store.get('client-1'))?.totalHits).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(await store.get('client-1')).toBeUndefined();
    const renewed = await store.increment('client-1');
    expect(renewed.totalHits).toBe(1);
    expect(renewed.resetTime!.getTime()).toBeGreaterThan(first.resetTime!.getTime());
    await store.resetKey('client-2');
    expect(await store.get('client-2')).toBeUndefined();
  });

  it('counts the same hits however many at once', async () => {
    const store = new DatabaseRateLimitStore(a.db, 'burst');
    store.init({ windowMs: 60_000 } as Parameters<DatabaseRateLimitStore['init']>[0]);
    const counts = await Promise.all(Array.from({ length: 20 }, () => store.increment('client')));
    expect(counts.map((c) => c.totalHits).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('shares one client’s writes between two instances: the 61st write in a minute is refused on either', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 61; i += 1) {
      const res = await request((i % 2 ? b : a).app)
        .post('/api/contact')
        .set('X-Forwarded-For', '192.0.2.77')
        .send({});
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 60).every((status) => status === 400)).toBe(true);
    expect(statuses[60]).toBe(429);
  });

  it('sweeps windows that have ended', async () => {
    const store = new DatabaseRateLimitStore(a.db, 'old');
    store.init({ windowMs: 1 } as Parameters<DatabaseRateLimitStore['init']>[0]);
    await store.increment('gone');
    expect(await sweepRateLimits(a.db, new Date(Date.now() + 1_000))).toBeGreaterThanOrEqual(1);
    const left = await a.db.selectFrom('rate_limit_hits').select('key').where('key', '=', 'old:gone').execute();
    expect(left).toEqual([]);
  });
});
