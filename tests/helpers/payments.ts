import Stripe from 'stripe';
import request from 'supertest';
import type { Db } from '../../db/index.ts';
import type { App } from '../../server/app.ts';
import { systemClock } from '../../server/clock.ts';
import type { Config } from '../../server/config.ts';
import type { FakeStripe } from '../fakes/stripe-server.ts';
import { createTestApp, type TestApp } from './test-app.ts';

export const webhookSecret = 'whsec_test_secret';

// The SDK's own signer: the scheme Stripe uses (HMAC-SHA256 over "timestamp.body").
const signer = new Stripe('sk_test_signer');
export const signWebhook = (payload: string, options: { timestamp?: number; secret?: string } = {}) =>
  signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret, timestamp: options.timestamp });

/** Delivers a webhook body as Stripe does: raw JSON with its signature header. */
export const deliverWebhook = (app: App, body: string, signature = signWebhook(body)) =>
  request(app).post('/webhooks/stripe').set('Content-Type', 'application/json').set('Stripe-Signature', signature).send(body);

/**
 * An app whose payments go to the fake Stripe server through the real SDK. Real time:
 * the fake checks a session's expiry against its own clock, as Stripe does.
 */
export function createStripeTestApp(
  fake: FakeStripe,
  options: {
    config?: Partial<Config>;
    sameDatabaseAs?: TestApp;
    stripe?: { timeoutMs?: number; maxNetworkRetries?: number };
  } = {},
): Promise<TestApp> {
  return createTestApp({
    clock: systemClock,
    sameDatabaseAs: options.sameDatabaseAs,
    config: {
      payments: { provider: 'stripe', secretKey: 'sk_test_fake', webhookSecret, apiBase: fake.url, ...options.stripe },
      ...options.config,
    },
  });
}

export const courseIdOf = async (db: Db, name: string) =>
  (await db.selectFrom('courses').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

/** A course's seats as stored. */
export const seatsOf = (db: Db, courseId: number) =>
  db.selectFrom('courses').select(['capacity', 'seats_taken']).where('id', '=', courseId).executeTakeFirstOrThrow();

/** Leaves exactly `free` seats in the course. */
export async function leaveSeats(db: Db, courseId: number, free: number): Promise<void> {
  const { seats_taken } = await seatsOf(db, courseId);
  await db
    .updateTable('courses')
    .set({ capacity: seats_taken + free })
    .where('id', '=', courseId)
    .execute();
}

export const enrollmentsOf = (db: Db, courseId: number) =>
  db.selectFrom('enrollments').selectAll().where('course_id', '=', courseId).orderBy('id').execute();

/** Log lines with this message, parsed. */
export const logLines = (t: TestApp, msg: string) =>
  t.logs.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === msg);

/**
 * A seat paid through the real checkout with the demo provider, as a parent pays it: the
 * enrollment's id, and the payment session's (the result page's `session_id`).
 */
export async function payWithDemo(
  t: Pick<TestApp, 'app' | 'db'>,
  seat: { courseId: number; studentName: string; parentEmail: string },
  forwardedFor = '10.77.0.1',
): Promise<{ enrollmentId: number; sessionId: string }> {
  const started = await request(t.app).post('/api/enrollments/initiate').set('X-Forwarded-For', forwardedFor).send(seat);
  if (started.status !== 200) throw new Error(`checkout refused: ${started.status} ${started.text}`);
  const paymentPage = new URL(started.body.checkoutUrl as string).pathname;
  const paid = await request(t.app).post(`${paymentPage}/pay`).set('X-Forwarded-For', forwardedFor);
  if (paid.status !== 303) throw new Error(`payment refused: ${paid.status}`);
  const { id } = await t.db
    .selectFrom('enrollments')
    .select('id')
    .where('parent_email', '=', seat.parentEmail)
    .where('course_id', '=', seat.courseId)
    .executeTakeFirstOrThrow();
  return { enrollmentId: id, sessionId: paymentPage.split('/').pop()! };
}
