import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../fakes/stripe-server.ts';
import { courseIdOf, createStripeTestApp, enrollmentsOf, leaveSeats, seatsOf } from '../helpers/payments.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { testEngine } from '../helpers/test-database.ts';

/**
 * The last seat, wanted by 25 parents at the same moment, round after round, through
 * the whole path (HTTP, validation, the seat transaction, Stripe's SDK against the fake
 * server): exactly one gets it, every other is told the course is full, and the count
 * never goes below zero or above capacity.
 */
const parents = 25;
const rounds = 20;

let fake: FakeStripe;
let a: TestApp;
let b: TestApp | undefined;
let course: number;
beforeAll(async () => {
  fake = await startFakeStripe();
  a = await createStripeTestApp(fake, { config: { trustProxy: 1 } });
  // On PostgreSQL a second instance shares the database, as behind a load balancer.
  if (testEngine === 'postgres') b = await createStripeTestApp(fake, { config: { trustProxy: 1 }, sameDatabaseAs: a });
  course = await courseIdOf(a.db, 'Vibe Coding Intermediate: South Bay Spring');
});
afterAll(async () => {
  await b?.close();
  await a.close();
  await fake.close();
});

let client = 0;
const initiate = (instance: TestApp, parent: number) =>
  request(instance.app)
    .post('/api/enrollments/initiate')
    .set('Host', 'localhost:3000')
    // Each parent is a client and an address of their own, in every round: neither the
    // per-client write limit nor the fair share is what stops them (one address's second
    // checkout of a course would replace its first).
    .set('X-Forwarded-For', `10.${(++client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`)
    .send({ studentName: `Student ${parent}`, parentEmail: `parent${client}@example.org`, courseId: course });

async function race(instances: TestApp[]) {
  for (let round = 0; round < rounds; round += 1) {
    await leaveSeats(a.db, course, 1);
    const before = await seatsOf(a.db, course);
    const answers = await Promise.all(
      Array.from({ length: parents }, (_, parent) => initiate(instances[parent % instances.length]!, parent)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(parents - 1).fill(409)]);
    const after = await seatsOf(a.db, course);
    expect(after.seats_taken).toBe(before.seats_taken + 1);
    expect(after.seats_taken).toBeLessThanOrEqual(after.capacity);
  }
  const held = (await enrollmentsOf(a.db, course)).filter((e) => e.status === 'held');
  expect(held.length).toBeGreaterThanOrEqual(rounds);
  // Every hold has its own Stripe session, and only the winners' sessions exist.
  expect(new Set(held.map((e) => e.payment_session_id)).size).toBe(held.length);
}

describe(`${parents} parents and the last seat (${testEngine})`, () => {
  it(`exactly one holds it, ${rounds} rounds in a row`, () => race([a]), 60_000);

  it.runIf(testEngine === 'postgres')(
    'exactly one holds it across two instances on one database',
    () => race([a, b as TestApp]),
    60_000,
  );
});
