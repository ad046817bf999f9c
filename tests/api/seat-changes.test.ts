import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeSeats } from '../../server/services/seats.ts';
import { seatsBadgeOf, textOf } from '../helpers/html.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const seatDeps = () => t.app.ctx;
// One Host for every request: the cache key holds the origin (supertest picks a new port each time).
const get = (path: string) => request(t.app).get(path).set('Host', 'localhost:3000');
const courseId = async (name: string) =>
  (await t.db.selectFrom('courses').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const seatsOnCard = async (name: string) => seatsBadgeOf((await get('/kids-vibe-coding')).text, name);

describe('a seat change through the seats service', () => {
  it('shows on the next request of the kids, home and programs pages, which were cached', async () => {
    const winter = 'Vibe Coding Beginner: Winter Weekends';
    const spring = await courseId('Vibe Coding Intermediate: South Bay Spring');
    const nextSession = async (path: string) => /Starting \w+ \d{4}|Coming Soon/.exec(textOf((await get(path)).text))?.[0];
    // Every page is rendered once and cached.
    expect(await seatsOnCard(winter)).toBe('5 seats left');
    for (const path of ['/', '/programs', '/kids-vibe-coding']) expect(await nextSession(path)).toBe('Starting January 2027');

    // An edit straight to the database, past the services, is not seen: the pages come from the cache.
    await t.db.updateTable('courses').set({ status: 'archived' }).where('name', '=', winter).execute();
    for (const path of ['/', '/programs', '/kids-vibe-coding']) expect(await nextSession(path)).toBe('Starting January 2027');

    // A seat taken through the service (in another course) drops every page that shows courses, so
    // the next request of each renders from the database: the January cohort is gone, February is next.
    expect(await changeSeats(seatDeps(), (seats) => seats.take(spring))).toBe(true);
    for (const path of ['/', '/programs', '/kids-vibe-coding']) expect(await nextSession(path)).toBe('Starting February 2027');

    await t.db.updateTable('courses').set({ status: 'active' }).where('name', '=', winter).execute();
    await changeSeats(seatDeps(), (seats) => seats.giveBack(spring));
    expect(await nextSession('/')).toBe('Starting January 2027');
  });

  it('the course JSON is stored once, with an ETag, and shows a seat change on the next request', async () => {
    const winter = 'Vibe Coding Beginner: Winter Weekends';
    const id = await courseId(winter);
    const seatsInList = async () => {
      const res = await get('/api/courses/program/kids-vibe-coding');
      return {
        etag: res.headers.etag,
        seats: (res.body as { id: number; availableSeats: number }[]).find((c) => c.id === id)!.availableSeats,
      };
    };
    const one = async () => {
      const res = await get(`/api/courses/${id}`);
      return { etag: res.headers.etag, seats: (res.body as { availableSeats: number }).availableSeats };
    };
    const [listBefore, oneBefore] = [await seatsInList(), await one()];
    expect(listBefore.etag).toMatch(/^"/);
    expect(await seatsInList()).toEqual(listBefore); // the same stored answer
    const unchanged = await get(`/api/courses/${id}`).set('If-None-Match', oneBefore.etag!);
    expect(unchanged.status).toBe(304);

    await changeSeats(seatDeps(), (seats) => seats.take(id));
    const [listAfter, oneAfter] = [await seatsInList(), await one()];
    expect(listAfter.seats).toBe(listBefore.seats - 1);
    expect(oneAfter.seats).toBe(oneBefore.seats - 1);
    expect(listAfter.etag).not.toBe(listBefore.etag);
    expect((await get(`/api/courses/${id}`).set('If-None-Match', oneBefore.etag!)).status).toBe(200);
    await changeSeats(seatDeps(), (seats) => seats.giveBack(id));
    expect((await seatsInList()).seats).toBe(listBefore.seats);
  });

  it('takes and gives back seats on the kids page at once', async () => {
    const winter = 'Vibe Coding Beginner: Winter Weekends';
    const id = await courseId(winter);
    expect(await seatsOnCard(winter)).toBe('5 seats left');
    await changeSeats(seatDeps(), (seats) => seats.take(id));
    expect(await seatsOnCard(winter)).toBe('4 seats left');
    await changeSeats(seatDeps(), (seats) => seats.giveBack(id));
    expect(await seatsOnCard(winter)).toBe('5 seats left');
  });

  it('never takes a seat past capacity, nor gives back one that was not taken', async () => {
    const soldOut = await courseId('Vibe Coding Beginner: East Bay Sundays');
    const before = await t.db
      .selectFrom('courses')
      .select(['seats_taken', 'capacity'])
      .where('id', '=', soldOut)
      .executeTakeFirstOrThrow();
    expect(before.seats_taken).toBe(before.capacity);
    expect(await changeSeats(seatDeps(), (seats) => seats.take(soldOut))).toBe(false);

    const empty = await courseId('Vibe Coding Intermediate: South Bay Spring');
    await t.db.updateTable('courses').set({ seats_taken: 0 }).where('id', '=', empty).execute();
    expect(await changeSeats(seatDeps(), (seats) => seats.giveBack(empty))).toBe(false);
    const after = await t.db.selectFrom('courses').select('seats_taken').where('id', '=', empty).executeTakeFirstOrThrow();
    expect(after.seats_taken).toBe(0);
  });

  it('lets two visitors race for the last seat and gives it to exactly one', async () => {
    const lastSeat = await courseId('Vibe Coding Beginner: Summer Mornings');
    const results = await Promise.all([1, 2, 3].map(() => changeSeats(seatDeps(), (seats) => seats.take(lastSeat))));
    expect(results.filter(Boolean)).toHaveLength(1);
    await changeSeats(seatDeps(), (seats) => seats.giveBack(lastSeat));
  });

  it('rolls the seat back when the rest of the work fails, and leaves the pages as they were', async () => {
    const winter = 'Vibe Coding Beginner: Winter Weekends';
    const id = await courseId(winter);
    await expect(
      changeSeats(seatDeps(), async (seats) => {
        await seats.take(id);
        throw new Error('provider down');
      }),
    ).rejects.toThrow('provider down');
    expect(await seatsOnCard(winter)).toBe('5 seats left');
  });
});
