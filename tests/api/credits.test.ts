import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSignInMail } from '../../domain/mail.ts';
import { demoProvider } from '../../server/payments/demo.ts';
import { manualClock } from '../helpers/mail.ts';
import { cookieOf } from '../helpers/staff.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testEngine } from '../helpers/test-database.ts';

// A credit and a payment page the provider could not close: the page may still be paid at
// the lowered price, so replacing its hold does not hand the credit to the new checkout.
const clock = manualClock('2026-11-22T20:00:00Z');
let closing = true;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock,
    config: { trustProxy: 1 },
    payments: (deps) => {
      const demo = demoProvider(deps);
      return {
        ...demo,
        expireSession: async (id: string) => {
          if (!closing) throw new Error('the provider does not answer');
          return demo.expireSession(id);
        },
      };
    },
  });
});
afterAll(() => t?.close());

let client = 0;
const site = (test: request.Test) =>
  test.set('Host', 'localhost:3000').set('X-Forwarded-For', `198.51.100.${(++client % 250) + 1}`);

describe(`a credit and a payment page that could not be closed (${testEngine})`, () => {
  it('stays with the earlier hold, whose page may still be paid at the lowered price', async () => {
    const course = (
      await t.db
        .insertInto('courses')
        .values({
          program: 'kids-vibe-coding',
          name: 'Credit Test Cohort',
          description: 'A cohort for the credit test.',
          level: 'beginner',
          campus: 'south-bay',
          location: 'Cupertino, CA',
          format: 'In person',
          dates: 'Later',
          start_date: '2027-06-01',
          schedule: 'Saturdays',
          price_cents: 67_500,
          capacity: 5,
          seats_taken: 0,
          status: 'active',
          created_at: '2026-11-01T00:00:00Z',
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await t.db
      .insertInto('credits')
      .values({
        email: 'kept@example.org',
        amount_cents: 33_750,
        expires_on: '2027-11-22',
        source_enrollment_id: 999_999,
        created_at: '2026-11-20T00:00:00Z',
      })
      .execute();
    await site(request(t.app).post('/account')).type('form').send('email=kept%40example.org');
    const row = await t.db.selectFrom('outbox').select('payload').where('kind', '=', 'account-sign-in').executeTakeFirstOrThrow();
    const signedIn = await site(request(t.app).post(`/account/sign-in/${(JSON.parse(row.payload) as AccountSignInMail).token}`));
    const cookie = cookieOf(signedIn, 'parent_session')!.split(';')[0]!;
    const start = () =>
      site(request(t.app).post('/api/enrollments/initiate'))
        .set('Cookie', cookie)
        .send({ courseId: course, studentName: 'Kid', parentEmail: 'kept@example.org' });

    expect((await start()).status).toBe(200);
    const [first] = await t.db.selectFrom('enrollments').selectAll().where('parent_email', '=', 'kept@example.org').execute();
    expect(first!.amount_cents).toBe(33_750);

    closing = false; // the provider cannot close the first page: it may still be paid
    expect((await start()).status).toBe(200);
    closing = true;
    const holds = await t.db
      .selectFrom('enrollments')
      .selectAll()
      .where('parent_email', '=', 'kept@example.org')
      .orderBy('id')
      .execute();
    expect(holds.map((hold) => [hold.status, hold.amount_cents])).toEqual([
      ['released', 33_750],
      ['held', 67_500],
    ]);
    const credit = await t.db.selectFrom('credits').selectAll().where('email', '=', 'kept@example.org').executeTakeFirstOrThrow();
    expect(credit.used_by_enrollment_id).toBe(first!.id);
  });
});
