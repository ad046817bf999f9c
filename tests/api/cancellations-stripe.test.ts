import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSignInMail } from '../../domain/mail.ts';
import { sweepHolds } from '../../server/services/hold-sweep.ts';
import { startFakeStripe, type FakeStripe } from '../fakes/stripe-server.ts';
import { createStripeTestApp, deliverWebhook } from '../helpers/payments.ts';
import { cookieOf, ownerEmail, signInAs } from '../helpers/staff.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { testEngine } from '../helpers/test-database.ts';
import { signInParent } from '../helpers/parents.ts';

// A cancellation's refund through Stripe (the real SDK against the local fake): the amount
// paid less the $75 fee, with the enrollment's idempotency key; Stripe failing leaves it
// due, shown as on its way, and the sweep asks again with the same key.
const staffPassword = 'stripe refunds passphrase';
let fake: FakeStripe;
let t: TestApp;
let course: number;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createStripeTestApp(fake, {
    config: {
      publicBaseUrl: 'https://www.example.org',
      trustProxy: 1,
      adminPassword: staffPassword,
      sessionSecret: 'a-session-secret-of-at-least-32-characters',
    },
    stripe: { timeoutMs: 1_000, maxNetworkRetries: 0 },
  });
  // A cohort months away: a cancellation now is refunded less the fee.
  const row = await t.db
    .insertInto('courses')
    .values({
      program: 'kids-vibe-coding',
      name: 'Stripe Cancel Cohort',
      description: 'A cohort for the Stripe refund tests.',
      level: 'beginner',
      campus: 'south-bay',
      location: 'Cupertino, CA',
      format: 'In person',
      dates: 'July 10 - July 14, 2099',
      start_date: '2099-07-10',
      schedule: 'Weekdays',
      price_cents: 67_500,
      capacity: 10,
      seats_taken: 0,
      status: 'active',
      created_at: '2026-11-01T00:00:00Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  course = row.id;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

let client = 0;
const site = (test: request.Test) =>
  test.set('Host', 'www.example.org').set('X-Forwarded-For', `203.0.113.${(++client % 250) + 1}`);
const postForm = (path: string, cookie = '', form: Record<string, string> = {}) =>
  site(request(t.app).post(path)).set('Cookie', cookie).type('form').send(new URLSearchParams(form).toString());

async function paidThroughStripe(parentEmail: string) {
  const res = await site(request(t.app).post('/api/enrollments/initiate')).send({
    courseId: course,
    studentName: 'Kid Name',
    parentEmail,
  });
  expect(res.status).toBe(200);
  const sessionId = new URL(res.body.checkoutUrl as string).pathname.split('/').pop()!;
  fake.complete(sessionId);
  expect(
    (await deliverWebhook(t.app, fake.eventBody('checkout.session.completed', sessionId)).set('Host', 'www.example.org')).status,
  ).toBe(200);
  return t.db.selectFrom('enrollments').selectAll().where('payment_session_id', '=', sessionId).executeTakeFirstOrThrow();
}

const signIn = (email: string) => signInParent(t.db, (path, form) => postForm(path, '', form), email);

const statusOf = async (id: number) =>
  (await t.db.selectFrom('enrollments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe(`a cancellation refunded through Stripe (${testEngine})`, () => {
  it('refunds the amount paid less $75, once, with the enrollment’s idempotency key', async () => {
    const enrollment = await paidThroughStripe('stripe-refund@example.org');
    const cookie = await signIn('stripe-refund@example.org');
    expect((await postForm(`/account/enrollments/${enrollment.id}/cancel`, cookie)).status).toBe(303);
    expect(await statusOf(enrollment.id)).toBe('refunded');
    const calls = fake.requests.filter((r) => r.path === '/v1/refunds' && r.method === 'POST');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({ amount: '60000', payment_intent: enrollment.payment_intent_id });
    expect(calls[0]!.idempotencyKey).toBe(`enrollment-${enrollment.id}-${Date.parse(enrollment.created_at)}-refund`);
  });

  it('a refund Stripe refuses stays due, shows as on its way, and the sweep gives it back later', async () => {
    const enrollment = await paidThroughStripe('stripe-later@example.org');
    const cookie = await signIn('stripe-later@example.org');
    fake.failNext(1, 500);
    expect((await postForm(`/account/enrollments/${enrollment.id}/cancel`, cookie)).status).toBe(303);
    expect(await statusOf(enrollment.id)).toBe('refund_due');
    const page = await site(request(t.app).get('/account')).set('Cookie', cookie);
    expect(page.text).toContain('Cancelled; refund on its way');
    await sweepHolds(t.app.ctx);
    expect(await statusOf(enrollment.id)).toBe('refunded');
    // One refund, asked with the enrollment's own key: asking again could never pay twice.
    const refunds = fake.requests.filter((r) => r.path === '/v1/refunds' && r.method === 'POST' && r.failure === undefined);
    const mine = refunds.filter(
      (r) => r.idempotencyKey === `enrollment-${enrollment.id}-${Date.parse(enrollment.created_at)}-refund`,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]!.body).toMatchObject({ amount: '60000' });
  });

  it('a refund staff decide goes to Stripe with that amount and the same key', async () => {
    const enrollment = await paidThroughStripe('stripe-staff@example.org');
    const owner = request.agent(t.app);
    await signInAs(owner, ownerEmail, staffPassword)
      .set('Host', 'www.example.org')
      .set('X-Forwarded-For', '203.0.113.250')
      .expect(303);
    const res = await owner
      .post(`/admin/enrollments/${enrollment.id}/cancel`)
      .set('Host', 'www.example.org')
      .set('X-Forwarded-For', '203.0.113.251')
      .type('form')
      .send(new URLSearchParams({ outcome: 'override', refund: '123.45', reason: 'Agreed with the family' }).toString());
    expect(res.status).toBe(303);
    expect(await statusOf(enrollment.id)).toBe('refunded');
    const mine = fake.requests.filter(
      (r) =>
        r.path === '/v1/refunds' &&
        r.idempotencyKey === `enrollment-${enrollment.id}-${Date.parse(enrollment.created_at)}-refund`,
    );
    expect(mine).toHaveLength(1);
    expect(mine[0]!.body).toMatchObject({ amount: '12345', payment_intent: enrollment.payment_intent_id });
  });
});
