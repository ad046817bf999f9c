import { textOf } from '../helpers/html.ts';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sweepHolds } from '../../server/services/hold-sweep.ts';
import { startFakeStripe, type FakeStripe } from '../fakes/stripe-server.ts';
import {
  courseIdOf,
  createStripeTestApp,
  deliverWebhook as deliverTo,
  enrollmentsOf,
  leaveSeats,
  logLines,
  seatsOf,
  signWebhook,
} from '../helpers/payments.ts';
import type { TestApp } from '../helpers/test-app.ts';

// The checkout against a local fake Stripe server, through the real SDK, on each engine.
let fake: FakeStripe;
let t: TestApp;
let course: number;
let priceCents: number;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createStripeTestApp(fake, {
    config: { publicBaseUrl: 'https://www.example.org', trustProxy: 1 },
    stripe: { timeoutMs: 1_000 },
  });
  course = await courseIdOf(t.db, 'Vibe Coding Beginner: Summer Mornings');
  priceCents = (await t.db.selectFrom('courses').select('price_cents').where('id', '=', course).executeTakeFirstOrThrow())
    .price_cents;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => leaveSeats(t.db, course, 3));

let client = 0;
// Each checkout is another family (its own client and address): one address's second
// checkout of a course would replace its first (tests/api/fair-share.test.ts).
const initiate = (studentName = 'Ada Lovelace', parentEmail = `parent${client + 1}@example.org`) =>
  request(t.app)
    .post('/api/enrollments/initiate')
    .set('Host', 'www.example.org')
    .set('X-Forwarded-For', `203.0.113.${++client % 250}`)
    .send({ studentName, parentEmail, courseId: course });

/** Starts a checkout and returns its session id and enrollment. */
async function started() {
  const res = await initiate();
  expect(res.status).toBe(200);
  const sessionId = new URL(res.body.checkoutUrl as string).pathname.split('/').pop() as string;
  const enrollment = (await enrollmentsOf(t.db, course)).find((e) => e.payment_session_id === sessionId);
  if (!enrollment) throw new Error('no enrollment for the session');
  return { sessionId, enrollmentId: enrollment.id };
}
const deliverWebhook = (_app: unknown, body: string, signature?: string) =>
  deliverTo(t.app, body, signature).set('Host', 'www.example.org');
/** The checkout form as a plain browser posts it. */
const submitCheckoutForm = (browser: ReturnType<typeof request> | ReturnType<typeof request.agent>) =>
  browser
    .post('/checkout')
    .set('Host', 'www.example.org')
    .set('X-Forwarded-For', `203.0.113.${++client % 250}`)
    .type('form')
    .send({ courseId: String(course), studentName: 'Ada Lovelace', parentEmail: `form${client}@example.org` });
const statusOf = async (enrollmentId: number) =>
  (await t.db.selectFrom('enrollments').select('status').where('id', '=', enrollmentId).executeTakeFirstOrThrow()).status;
const fulfilments = (enrollmentId: number) => logLines(t, 'enrollment fulfilled').filter((l) => l.enrollmentId === enrollmentId);
const verify = (sessionId: string) =>
  request(t.app).get(`/api/enrollments/verify-session?session_id=${sessionId}`).set('Host', 'www.example.org');

describe('initiating with Stripe', () => {
  it('creates the Checkout Session the contract describes, after the seat is held', async () => {
    const before = await seatsOf(t.db, course);
    const startedAt = Math.floor(Date.now() / 1000);
    const res = await initiate('Ada Lovelace', 'ada@example.org');
    expect(res.status).toBe(200);
    const id = new URL(res.body.checkoutUrl as string).pathname.split('/').pop() as string;
    expect(res.body.checkoutUrl).toBe(`${fake.url}/pay/${id}`);
    const session = fake.sessions.get(id)!;
    const [enrollment] = (await enrollmentsOf(t.db, course)).filter((e) => e.payment_session_id === id);
    expect(session).toMatchObject({
      mode: 'payment',
      client_reference_id: String(enrollment!.id),
      metadata: { enrollmentId: String(enrollment!.id) },
      customer_email: 'ada@example.org',
      amount_total: priceCents,
      currency: 'usd',
      success_url: 'https://www.example.org/enrollment-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: `https://www.example.org/checkout?courseId=${course}&cancelled=true`,
    });
    expect(session.lineItems).toEqual([
      {
        quantity: '1',
        price_data: {
          currency: 'usd',
          unit_amount: String(priceCents),
          // Stripe's page shows the description under the name: the parent sees who the seat is
          // for, and when and where the class is, before paying.
          product_data: {
            name: 'Vibe Coding Beginner: Summer Mornings, June 14 - June 25, 2027',
            description: 'Student: Ada Lovelace · Monday - Friday, 9:00 AM - 11:00 AM · Cupertino, CA (South Bay campus)',
          },
        },
      },
    ]);
    // 30 minutes out (and a minute's allowance), and the hold lasts longer than the session.
    expect(session.expires_at - startedAt).toBeGreaterThanOrEqual(30 * 60);
    expect(session.expires_at - startedAt).toBeLessThanOrEqual(32 * 60);
    expect(Date.parse(enrollment!.hold_expires_at) / 1000).toBeGreaterThan(session.expires_at + 5 * 60);
    // The idempotency key is derived from the enrollment.
    const create = fake.requests.find(
      (r) => r.path === '/v1/checkout/sessions' && r.body.client_reference_id === String(enrollment!.id),
    );
    expect(create?.idempotencyKey).toMatch(new RegExp(`^enrollment-${enrollment!.id}-\\d+-checkout$`));
    expect((await seatsOf(t.db, course)).seats_taken).toBe(before.seats_taken + 1);
  });

  it('gives the seat back and answers 502 with a message a parent understands when Stripe fails (500s)', async () => {
    const before = await seatsOf(t.db, course);
    fake.failNext(3, 500); // the first try and both retries
    const res = await initiate();
    expect(res.status).toBe(502);
    expect(res.body.error).toBe(
      'The payment service did not answer, so nothing was charged and your seat was not kept. Please try again in a few minutes.',
    );
    expect(await seatsOf(t.db, course)).toEqual(before);
    expect((await enrollmentsOf(t.db, course)).at(-1)?.status).toBe('released');
  });

  it('rides out one failure with a retry under the same idempotency key', async () => {
    fake.failNext(1, 500);
    const res = await initiate();
    expect(res.status).toBe(200);
    const creates = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').slice(-2);
    expect(creates[0]!.failure).toBe(500);
    expect(creates[1]!.idempotencyKey).toBe(creates[0]!.idempotencyKey);
  });

  it('gives the seat back when Stripe does not answer in time', async () => {
    const before = await seatsOf(t.db, course);
    fake.failNext(3, 'hang');
    const res = await initiate();
    expect(res.status).toBe(502);
    expect(await seatsOf(t.db, course)).toEqual(before);
  }, 20_000);

  it('heads the checkout "Secure checkout" with its lock (the demo provider says "Demo checkout")', async () => {
    const page = await request(t.app).get(`/checkout?courseId=${course}`).set('Host', 'www.example.org');
    expect(page.status).toBe(200);
    const header = /<header[^>]*>.*?<\/header>/s.exec(page.text)![0];
    expect(textOf(header)).toBe('Vibe Coding Foundation Secure checkout · Need help?');
    // (The lock's shackle.)
    expect(header).toContain('M8 11V7a4 4 0 0 1 8 0v4');
  });

  it('shows the same failure on the page as the Error toast, keeping what was typed', async () => {
    fake.failNext(3, 500);
    const res = await submitCheckoutForm(request(t.app));
    expect(res.status).toBe(502);
    expect(res.text).toContain('The payment service did not answer');
    expect(res.text).toContain('value="Ada Lovelace"');
  });
});

describe('the Stripe webhook', () => {
  it('fulfils checkout.session.completed when paid; five deliveries in a row change nothing more', async () => {
    const { sessionId, enrollmentId } = await started();
    fake.complete(sessionId);
    const seats = await seatsOf(t.db, course);
    const body = fake.eventBody('checkout.session.completed', sessionId);
    for (let i = 0; i < 5; i += 1) expect((await deliverWebhook(t.app, body)).status).toBe(200);
    expect(await statusOf(enrollmentId)).toBe('paid');
    // Recorded by id, once, with the change it made.
    const recorded = await t.db.selectFrom('payment_events').selectAll().where('id', '=', JSON.parse(body).id).execute();
    expect(recorded.map((e) => e.type)).toEqual(['checkout.session.completed']);
    expect(await seatsOf(t.db, course)).toEqual(seats);
    expect(fulfilments(enrollmentId)).toHaveLength(1);
  });

  it('fulfils once when the same event arrives five times at once', async () => {
    const { sessionId, enrollmentId } = await started();
    fake.complete(sessionId);
    const seats = await seatsOf(t.db, course);
    const body = fake.eventBody('checkout.session.completed', sessionId);
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliverWebhook(t.app, body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await statusOf(enrollmentId)).toBe('paid');
    expect(await seatsOf(t.db, course)).toEqual(seats);
    expect(fulfilments(enrollmentId)).toHaveLength(1);
  });

  it('ignores an expiry that arrives after the payment', async () => {
    const { sessionId, enrollmentId } = await started();
    fake.complete(sessionId);
    await deliverWebhook(t.app, fake.eventBody('checkout.session.completed', sessionId));
    const seats = await seatsOf(t.db, course);
    expect((await deliverWebhook(t.app, fake.eventBody('checkout.session.expired', sessionId))).status).toBe(200);
    expect(await statusOf(enrollmentId)).toBe('paid');
    expect(await seatsOf(t.db, course)).toEqual(seats);
  });

  it('releases the seat on checkout.session.expired, once', async () => {
    const { sessionId, enrollmentId } = await started();
    const seats = await seatsOf(t.db, course);
    fake.expire(sessionId);
    const body = fake.eventBody('checkout.session.expired', sessionId);
    await Promise.all([deliverWebhook(t.app, body), deliverWebhook(t.app, body)]);
    await deliverWebhook(t.app, fake.eventBody('checkout.session.expired', sessionId)); // a second event id
    expect(await statusOf(enrollmentId)).toBe('released');
    expect((await seatsOf(t.db, course)).seats_taken).toBe(seats.seats_taken - 1);
  });

  it('waits for an async payment: completed but unpaid holds, then succeeded fulfils or failed releases', async () => {
    const first = await started();
    fake.complete(first.sessionId, 'unpaid');
    await deliverWebhook(t.app, fake.eventBody('checkout.session.completed', first.sessionId));
    expect(await statusOf(first.enrollmentId)).toBe('held');
    fake.settle(first.sessionId);
    await deliverWebhook(t.app, fake.eventBody('checkout.session.async_payment_succeeded', first.sessionId));
    expect(await statusOf(first.enrollmentId)).toBe('paid');

    const second = await started();
    fake.complete(second.sessionId, 'unpaid');
    const seats = await seatsOf(t.db, course);
    await deliverWebhook(t.app, fake.eventBody('checkout.session.async_payment_failed', second.sessionId));
    expect(await statusOf(second.enrollmentId)).toBe('released');
    expect((await seatsOf(t.db, course)).seats_taken).toBe(seats.seats_taken - 1);
  });

  it('refuses bad, foreign and stale signatures with 400 and changes nothing', async () => {
    const { sessionId, enrollmentId } = await started();
    fake.complete(sessionId);
    const body = fake.eventBody('checkout.session.completed', sessionId);
    const stale = signWebhook(body, { timestamp: Math.floor(Date.now() / 1000) - 600 }); // past the SDK's 5-minute tolerance
    const foreign = signWebhook(body, { secret: 'whsec_someone_else' });
    for (const signature of [stale, foreign, 't=1,v1=deadbeef']) {
      const res = await deliverWebhook(t.app, body, signature);
      expect(res.status).toBe(400);
    }
    expect(await statusOf(enrollmentId)).toBe('held');
    const recorded = await t.db.selectFrom('payment_events').select('id').where('id', '=', JSON.parse(body).id).execute();
    expect(recorded).toEqual([]);
  });
});

describe('verify-session with Stripe', () => {
  it('fulfils a paid session before its webhook, exactly once; the webhook then changes nothing', async () => {
    const { sessionId, enrollmentId } = await started();
    fake.complete(sessionId);
    const seats = await seatsOf(t.db, course);
    const [a, b] = await Promise.all([verify(sessionId), verify(sessionId)]);
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(a.body).toMatchObject({
      enrollment: {
        id: enrollmentId,
        studentName: 'Ada Lovelace',
        parentEmail: expect.stringMatching(/^parent\d+@example\.org$/),
      },
      course: { name: 'Vibe Coding Beginner: Summer Mornings' },
      payment: { amount: priceCents / 100, currency: 'usd' },
    });
    // Never the raw session.
    expect(JSON.stringify(a.body)).not.toContain(sessionId);
    await deliverWebhook(t.app, fake.eventBody('checkout.session.completed', sessionId));
    expect(fulfilments(enrollmentId)).toHaveLength(1);
    expect(await seatsOf(t.db, course)).toEqual(seats);
    // A real payment's receipt says nothing of a demo.
    const page = await request(t.app).get(`/enrollment-success/result?session_id=${sessionId}`).set('Host', 'www.example.org');
    expect(page.text).toContain('Enrollment Confirmed!');
    expect(page.text).not.toMatch(/demo/i);
  });

  it('answers 404 for a session Stripe does not know, 402 for an unpaid one, 502 when Stripe is down', async () => {
    expect((await verify('cs_test_madeup123456')).status).toBe(404);
    const { sessionId } = await started();
    expect((await verify(sessionId)).status).toBe(402);
    fake.failNext(3, 500);
    const down = await verify(sessionId);
    expect(down.status).toBe(502);
    expect(down.body).toEqual({ error: 'Failed to verify payment session' });
  });
});

describe('a payment that arrives after its hold was released', () => {
  /** The hold's time passes and the sweep releases it. */
  async function holdRunsOut(enrollmentId: number) {
    await t.db
      .updateTable('enrollments')
      .set({ hold_expires_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', enrollmentId)
      .execute();
    await sweepHolds(t.app.ctx);
  }

  it('takes a seat when one is free', async () => {
    const { sessionId, enrollmentId } = await started();
    await holdRunsOut(enrollmentId);
    expect(await statusOf(enrollmentId)).toBe('released');
    const seats = await seatsOf(t.db, course);
    fake.complete(sessionId);
    await deliverWebhook(t.app, fake.eventBody('checkout.session.completed', sessionId));
    expect(await statusOf(enrollmentId)).toBe('paid');
    expect((await seatsOf(t.db, course)).seats_taken).toBe(seats.seats_taken + 1);
  });

  it('is refunded through Stripe when the course has filled, and the seat count never passes capacity', async () => {
    const { sessionId, enrollmentId } = await started();
    await holdRunsOut(enrollmentId);
    await leaveSeats(t.db, course, 0); // others took every seat meanwhile
    const seats = await seatsOf(t.db, course);
    fake.complete(sessionId);
    const body = fake.eventBody('checkout.session.completed', sessionId);
    await Promise.all([deliverWebhook(t.app, body), verify(sessionId), deliverWebhook(t.app, body)]);
    expect(await seatsOf(t.db, course)).toEqual(seats);
    expect(await statusOf(enrollmentId)).toBe('refunded');
    const refunds = fake.refunds.filter((r) => r.payment_intent === fake.sessions.get(sessionId)!.payment_intent);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: priceCents, status: 'succeeded' });
    // The parent is told plainly.
    const res = await verify(sessionId);
    expect(res.status).toBe(409);
    expect(res.body.error).toContain('has been refunded in full');
  });
});

describe('cancelling with Stripe', () => {
  it('expires the session at Stripe and gives the seat back', async () => {
    const agent = request.agent(t.app);
    const before = await seatsOf(t.db, course);
    const res = await submitCheckoutForm(agent);
    expect(res.status).toBe(303);
    const sessionId = String(res.headers.location).split('/').pop() as string;
    // Stripe's cookies are its own; ours travel back with the browser to the cancel URL.
    const back = await agent.get(`/checkout?courseId=${course}&cancelled=true`).set('Host', 'www.example.org');
    expect(back.text).toContain('Payment Cancelled');
    expect(textOf(back.text)).toContain('Secure payment by Stripe. Your card details go to Stripe, never to us.');
    expect(textOf(back.text)).toContain('You will pay on Stripe’s secure page. Your seat is held for 30 minutes while you pay.');
    expect(fake.sessions.get(sessionId)!.status).toBe('expired');
    expect(await seatsOf(t.db, course)).toEqual(before);
  });
});
