import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { maxHoldsPerClient, maxHoldsPerEmail } from '../../domain/checkout.ts';
import { textOf } from '../helpers/html.ts';
import { courseIdOf, enrollmentsOf, leaveSeats, seatsOf } from '../helpers/payments.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testEngine } from '../helpers/test-database.ts';

/**
 * The fair share of seats (docs/decisions.md): the attack that held every seat of the
 * season from one connection, tried again, and what a real family does (retries,
 * siblings, a shared Wi-Fi) still working. On PostgreSQL, two instances share the database.
 */
let a: TestApp;
let b: TestApp;
let openCourses: number[];
let winter: number;
let summer: number;
const now = new Date('2026-11-22T12:00:00Z');

beforeAll(async () => {
  a = await createTestApp({ clock: { now: () => now }, config: { trustProxy: 1 } });
  b =
    testEngine === 'postgres'
      ? await createTestApp({ clock: { now: () => now }, config: { trustProxy: 1 }, sameDatabaseAs: a })
      : a;
  winter = await courseIdOf(a.db, 'Vibe Coding Beginner: Winter Weekends');
  summer = await courseIdOf(a.db, 'Vibe Coding Beginner: Summer Mornings');
  openCourses = [
    winter,
    summer,
    await courseIdOf(a.db, 'Vibe Coding Intermediate: East Bay Winter'),
    await courseIdOf(a.db, 'Vibe Coding Intermediate: South Bay Spring'),
    await courseIdOf(a.db, 'Vibe Coding Advanced: East Bay Summer Studio'),
  ];
});
afterAll(async () => {
  if (b !== a) await b.close();
  await a.close();
});

/** Every test starts with no holds and the sample's open seats. */
beforeEach(async () => {
  await a.db.updateTable('enrollments').set({ status: 'released' }).where('status', '=', 'held').execute();
  for (const id of openCourses) await leaveSeats(a.db, id, 4);
});

let unique = 0;
const newEmail = () => `family${++unique}@example.org`;
let network = 0;
/** A client address of its own (IPv4), as a load balancer forwards it. */
const newClient = () => `198.51.${100 + (++network >> 8)}.${network & 255}`;

type Checkout = { client: string; email?: string; courseId: number; app?: TestApp; cookie?: string };
const initiate = ({ client, email = newEmail(), courseId, app = a, cookie }: Checkout) => {
  const req = request(app.app).post('/api/enrollments/initiate').set('Host', 'localhost:3000').set('X-Forwarded-For', client);
  if (cookie) req.set('Cookie', cookie);
  return req.send({ studentName: 'Student Name', parentEmail: email, courseId });
};
const heldRows = async () =>
  (await a.db.selectFrom('enrollments').selectAll().where('status', '=', 'held').execute()).sort((x, y) => x.id - y.id);
const seatsTaken = async () => {
  let total = 0;
  for (const id of openCourses) total += (await seatsOf(a.db, id)).seats_taken;
  return total;
};
const cookieOf = (res: request.Response) =>
  String(res.headers['set-cookie'] ?? '')
    .split(/,(?=\s*checkout_hold=)/)
    .map((c) => c.split(';')[0]!.trim())
    .find((c) => c.startsWith('checkout_hold=') && c !== 'checkout_hold=');

describe(`the fair share of seats (${testEngine})`, () => {
  it('one connection with made-up addresses holds at most its share, however many it asks for', async () => {
    const attacker = newClient();
    const before = await seatsTaken();
    const answers: request.Response[] = [];
    for (let i = 0; i < 25; i += 1)
      answers.push(await initiate({ client: attacker, courseId: openCourses[i % openCourses.length]! }));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(maxHoldsPerClient);
    expect(statuses.filter((s) => s === 409)).toHaveLength(25 - maxHoldsPerClient);
    const refusal = answers.find((answer) => answer.status === 409)!;
    expect(refusal.body.error).toMatch(
      /^Too many seats are held from your connection right now; finish or release a checkout in progress, or try again in \d+ minutes\.$/,
    );
    // Never another family's courses or addresses.
    expect(refusal.body.holds).toEqual([]);
    expect(await seatsTaken()).toBe(before + maxHoldsPerClient);
    // The rest of the season is still open to real parents.
    const parent = await initiate({ client: newClient(), courseId: winter });
    expect(parent.status).toBe(200);
  });

  it('holds the share against concurrent attempts from one connection, across instances', async () => {
    const attacker = newClient();
    const before = await seatsTaken();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        initiate({ client: attacker, courseId: openCourses[i % openCourses.length]!, app: i % 2 ? b : a }),
      ),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      ...Array<number>(maxHoldsPerClient).fill(200),
      ...Array<number>(12 - maxHoldsPerClient).fill(409),
    ]);
    const held = await heldRows();
    expect(held).toHaveLength(maxHoldsPerClient);
    expect(new Set(held.map((row) => row.client_key)).size).toBe(1);
    expect(await seatsTaken()).toBe(before + maxHoldsPerClient);
  });

  it('counts an IPv6 client by its /64, and another /64 as another client', async () => {
    const answers: request.Response[] = [];
    for (let i = 1; i <= maxHoldsPerClient + 1; i += 1) {
      answers.push(await initiate({ client: `2001:db8:aa:1::${i.toString(16)}`, courseId: openCourses[i % 3]! }));
    }
    expect(answers.map((answer) => answer.status)).toEqual([...Array<number>(maxHoldsPerClient).fill(200), 409]);
    expect((await initiate({ client: '2001:db8:aa:2::1', courseId: winter })).status).toBe(200);
    // An IPv4 client seen through an IPv6 socket is the same client.
    const v4 = newClient();
    for (let i = 0; i < maxHoldsPerClient; i += 1) await initiate({ client: v4, courseId: openCourses[i]! });
    expect((await initiate({ client: `::ffff:${v4}`, courseId: winter })).status).toBe(409);
  });

  it('lets a parent who retries replace their own hold on a course, even when it holds the last seat', async () => {
    await leaveSeats(a.db, summer, 1);
    const email = newEmail();
    const first = await initiate({ client: newClient(), email, courseId: summer });
    expect(first.status).toBe(200);
    expect((await seatsOf(a.db, summer)).seats_taken).toBe((await seatsOf(a.db, summer)).capacity);
    // Another device, another connection, the same address: a new payment page, the same seat.
    const again = await initiate({ client: newClient(), email, courseId: summer });
    expect(again.status).toBe(200);
    expect(again.body.checkoutUrl).not.toBe(first.body.checkoutUrl);
    const rows = (await enrollmentsOf(a.db, summer)).filter((row) => row.parent_email === email);
    expect(rows.map((row) => row.status)).toEqual(['released', 'held']);
    const seats = await seatsOf(a.db, summer);
    expect(seats.seats_taken).toBe(seats.capacity);
    // The earlier payment page can no longer be paid.
    const firstSession = String(first.body.checkoutUrl).split('/').pop()!;
    const session = await a.db
      .selectFrom('demo_payment_sessions')
      .select('status')
      .where('id', '=', firstSession)
      .executeTakeFirst();
    expect(session?.status).toBe('expired');
  });

  it('keeps one hold per address and course when the same family sends five at once', async () => {
    const email = newEmail();
    const before = (await seatsOf(a.db, winter)).seats_taken;
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => initiate({ client: newClient(), email, courseId: winter, app: i % 2 ? b : a })),
    );
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(1);
    for (const answer of answers) expect([200, 409]).toContain(answer.status);
    const held = (await enrollmentsOf(a.db, winter)).filter((row) => row.parent_email === email && row.status === 'held');
    expect(held).toHaveLength(1);
    expect((await seatsOf(a.db, winter)).seats_taken).toBe(before + 1);
  });

  it('lets a family hold seats for siblings in different cohorts, and refuses one more with a clear message', async () => {
    const email = newEmail();
    for (let i = 0; i < maxHoldsPerEmail; i += 1) {
      expect((await initiate({ client: newClient(), email, courseId: openCourses[i]! })).status).toBe(200);
    }
    const more = await initiate({ client: newClient(), email, courseId: openCourses[maxHoldsPerEmail]! });
    expect(more.status).toBe(409);
    expect(more.body.error).toMatch(
      /^This email address already has seats held in other checkouts; finish or release one of them first, or try again in \d+ minutes\.$/,
    );
  });

  it('names this browser’s own holds with links, in JSON and on the form', async () => {
    const email = newEmail();
    let cookie: string | undefined;
    const names: string[] = [];
    for (let i = 0; i < maxHoldsPerEmail; i += 1) {
      const res = await initiate({ client: newClient(), email, courseId: openCourses[i]!, cookie });
      cookie = cookieOf(res) ?? cookie;
      names.push(
        (await a.db.selectFrom('courses').select('name').where('id', '=', openCourses[i]!).executeTakeFirstOrThrow()).name,
      );
    }
    const json = await initiate({ client: newClient(), email, courseId: openCourses[maxHoldsPerEmail]!, cookie });
    expect(json.status).toBe(409);
    expect(json.body.error).toBe(
      `You already have seats held for ${names[0]}, ${names[1]} and ${names[2]}; finish or release one of them first.`,
    );
    expect(json.body.holds).toEqual(
      openCourses.slice(0, maxHoldsPerEmail).map((id, i) => ({ courseName: names[i], href: `/checkout?courseId=${id}` })),
    );

    const form = await request(a.app)
      .post('/checkout')
      .set('Host', 'localhost:3000')
      .set('X-Forwarded-For', newClient())
      .set('Cookie', cookie!)
      .type('form')
      .send({ courseId: String(openCourses[maxHoldsPerEmail]), studentName: 'Student Name', parentEmail: email });
    expect(form.status).toBe(409);
    const text = textOf(form.text);
    expect(text).toContain('Finish or release one of the seats you hold first:');
    for (const id of openCourses.slice(0, maxHoldsPerEmail)) expect(form.text).toContain(`href="/checkout?courseId=${id}"`);
    // What was typed stays.
    expect(form.text).toContain(`value="${email}"`);
    expect(form.headers['cache-control']).toBe('no-store');
  });

  it('lets a parent release a hold from the checkout page, which frees the seat and the share', async () => {
    const client = newClient();
    let cookie: string | undefined;
    for (let i = 0; i < maxHoldsPerClient; i += 1) {
      const res = await initiate({ client, courseId: openCourses[i]!, cookie });
      cookie = cookieOf(res) ?? cookie;
    }
    const seat = await seatsOf(a.db, openCourses[0]!);
    const page = await request(a.app)
      .get(`/checkout?courseId=${openCourses[0]}`)
      .set('Host', 'localhost:3000')
      .set('Cookie', cookie!);
    expect(textOf(page.text)).toContain('A seat in this course is still held for you.');
    expect(page.text).toContain('action="/checkout/release"');

    const released = await request(a.app)
      .post('/checkout/release')
      .set('Host', 'localhost:3000')
      .set('X-Forwarded-For', client)
      .set('Cookie', cookie!)
      .type('form')
      .send({ courseId: String(openCourses[0]) });
    expect(released.status).toBe(303);
    expect(released.headers.location).toBe(`/checkout?courseId=${openCourses[0]}`);
    expect((await seatsOf(a.db, openCourses[0]!)).seats_taken).toBe(seat.seats_taken - 1);
    expect((await initiate({ client, courseId: openCourses[3]! })).status).toBe(200);
    // Without this browser's cookie nothing is released.
    const stranger = await request(a.app)
      .post('/checkout/release')
      .set('Host', 'localhost:3000')
      .type('form')
      .send({ courseId: String(openCourses[1]) });
    expect(stranger.status).toBe(303);
    expect((await heldRows()).filter((row) => row.course_id === openCourses[1])).toHaveLength(1);
  });

  it('frees a share when a hold is paid', async () => {
    const client = newClient();
    const urls: unknown[] = [];
    for (let i = 0; i < maxHoldsPerClient; i += 1)
      urls.push((await initiate({ client, courseId: openCourses[i]! })).body.checkoutUrl);
    expect((await initiate({ client, courseId: openCourses[3]! })).status).toBe(409);
    const pay = await request(a.app)
      .post(new URL(String(urls[0])).pathname + '/pay')
      .set('Host', 'localhost:3000')
      .type('form')
      .send({});
    expect(pay.status).toBe(303);
    expect((await initiate({ client, courseId: openCourses[3]! })).status).toBe(200);
  });
});
