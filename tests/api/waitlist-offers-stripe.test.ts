import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WaitlistOfferMail } from '../../domain/mail.ts';
import { releaseHold } from '../../server/services/enrollment-state.ts';
import { startFakeStripe, type FakeStripe } from '../fakes/stripe-server.ts';
import { courseIdOf, createStripeTestApp, deliverWebhook, enrollmentsOf, leaveSeats } from '../helpers/payments.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { testEngine } from '../helpers/test-database.ts';

// A waitlist offer paid through Stripe (the real SDK against the local fake): the payment
// page closes with the offer, a second claim closes the first page, and the webhook
// fulfils the offered seat as it fulfils any hold.
let fake: FakeStripe;
let t: TestApp;
let course: number;
beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createStripeTestApp(fake, { config: { publicBaseUrl: 'https://www.example.org', trustProxy: 1 } });
  course = await courseIdOf(t.db, 'Vibe Coding Beginner: Summer Mornings');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const site = (test: request.Test) => test.set('Host', 'www.example.org');

describe(`a waitlist offer paid with Stripe (${testEngine})`, () => {
  it('opens a Checkout Session that closes with the offer; a second claim closes the first; the webhook fulfils the seat', async () => {
    await leaveSeats(t.db, course, 1);
    const held = await site(request(t.app).post('/api/enrollments/initiate'))
      .set('X-Forwarded-For', '203.0.113.10')
      .send({ courseId: course, studentName: 'Held Student', parentEmail: 'held@example.org' });
    expect(held.status).toBe(200);
    const joined = await site(request(t.app).post(`/api/courses/${course}/express-interest`))
      .set('X-Forwarded-For', '203.0.113.11')
      .send({
        parentName: 'Wren Parent',
        parentEmail: 'wren@example.org',
        parentPhone: '(408) 555-0100',
        studentName: 'Wren Student',
      });
    expect(joined.body.position).toBe(1);
    const hold = (await enrollmentsOf(t.db, course)).find((e) => e.parent_email === 'held@example.org' && e.status === 'held')!;
    await releaseHold(t.app.ctx, hold.id, 'payment cancelled');

    const row = await t.db
      .selectFrom('outbox')
      .select('payload')
      .where('kind', '=', 'waitlist-offer')
      .where('to_address', '=', 'wren@example.org')
      .executeTakeFirstOrThrow();
    const offer = JSON.parse(row.payload) as WaitlistOfferMail;
    const claimPath = `/waitlist/offers/${offer.token}`;
    const claim = () =>
      site(request(t.app).post(claimPath)).type('form').send({ studentName: 'Wren Student', parentEmail: 'wren@example.org' });

    const first = await claim();
    expect(first.status).toBe(303);
    const firstId = new URL(first.headers.location as string).pathname.split('/').pop()!;
    const session = fake.sessions.get(firstId)!;
    // With the offer, less the minute that keeps it inside Stripe's 24-hour limit (the offer was just made).
    const offerEnds = Math.floor(Date.parse(offer.expiresAt) / 1000);
    expect(session.expires_at).toBeLessThanOrEqual(offerEnds);
    expect(session.expires_at).toBeGreaterThanOrEqual(offerEnds - 61);
    expect(session).toMatchObject({
      client_reference_id: String(offer.enrollmentId),
      amount_total: 67500,
      cancel_url: `https://www.example.org${claimPath}?cancelled=true`,
    });
    // The hold lasts the page's life and the usual margin.
    const [enrollment] = (await enrollmentsOf(t.db, course)).filter((e) => e.id === offer.enrollmentId);
    const holdEnds = Date.parse(enrollment!.hold_expires_at);
    expect(holdEnds - (session.expires_at * 1000 + 10 * 60_000)).toBeGreaterThanOrEqual(0);
    expect(holdEnds - (session.expires_at * 1000 + 10 * 60_000)).toBeLessThan(1_000);

    // Claiming again (a new tab) closes the first page at Stripe and opens another.
    const second = await claim();
    const secondId = new URL(second.headers.location as string).pathname.split('/').pop()!;
    expect(secondId).not.toBe(firstId);
    expect(fake.sessions.get(firstId)!.status).toBe('expired');

    // Cancel on Stripe's page: back on the claim link, that page closes and the seat is still held.
    const back = await site(request(t.app).get(`${claimPath}?cancelled=true`));
    expect(back.status).toBe(200);
    expect(fake.sessions.get(secondId)!.status).toBe('expired');
    const third = await claim();
    const thirdId = new URL(third.headers.location as string).pathname.split('/').pop()!;

    fake.complete(thirdId);
    expect(
      (await deliverWebhook(t.app, fake.eventBody('checkout.session.completed', thirdId)).set('Host', 'www.example.org')).status,
    ).toBe(200);
    const paid = (await enrollmentsOf(t.db, course)).find((e) => e.id === offer.enrollmentId)!;
    expect(paid.status).toBe('paid');
    const entry = await t.db
      .selectFrom('waitlist_entries')
      .select('state')
      .where('parent_email', '=', 'wren@example.org')
      .executeTakeFirstOrThrow();
    expect(entry.state).toBe('claimed');
    const receipts = await t.db
      .selectFrom('outbox')
      .select('id')
      .where('dedupe_key', '=', `receipt:enrollment:${paid.id}`)
      .execute();
    expect(receipts).toHaveLength(1);
  });
});
