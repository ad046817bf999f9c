import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhook, webhookSecret } from '../helpers/payments.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const sign = (payload: string) => signWebhook(payload);

// Pretty-printed with odd spacing and a trailing newline, as Stripe's own bodies may be:
// a route that re-serialised parsed JSON would change these bytes and fail the check.
const event = `{\n  "id": "evt_test_1",\n  "object":   "event",\n  "type": "checkout.session.completed",\n  "data": { "object": { "id": "cs_test_1" } }\n}\n`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    config: { payments: { provider: 'stripe', secretKey: 'sk_test_x', webhookSecret, apiBase: 'http://127.0.0.1:9' } },
  });
});
afterAll(() => t.close());

const post = (body: string | Buffer, signature?: string) => {
  const req = request(t.app).post('/webhooks/stripe').set('Content-Type', 'application/json');
  if (signature) req.set('Stripe-Signature', signature);
  return req.send(body);
};

describe('POST /webhooks/stripe', () => {
  it('verifies the signature over the exact bytes received and accepts the event', async () => {
    const res = await post(event, sign(event));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });
    const line = t.logs.map((l) => JSON.parse(l)).find((l) => l.msg === 'webhook received');
    expect(line).toMatchObject({ eventId: 'evt_test_1', type: 'checkout.session.completed' });
    // A handler's line carries its request's id.
    expect(line.requestId).toBe(res.headers['x-request-id']);
  });

  it('refuses a body changed by a single byte (400) and a missing signature', async () => {
    const signature = sign(event);
    const res = await post(event.replace('cs_test_1', 'cs_test_2'), signature);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Webhook signature did not verify' });
    expect((await post(event)).status).toBe(400);
  });

  it('refuses a correctly signed event without data.object (400, so Stripe does not retry it for days) and records nothing', async () => {
    for (const body of [
      '{"id":"evt_no_object","object":"event","type":"checkout.session.completed","data":{}}',
      '{"id":"evt_no_data","object":"event","type":"checkout.session.completed"}',
      '{"id":"evt_null_object","object":"event","type":"checkout.session.expired","data":{"object":null}}',
      '{"object":"event","type":"checkout.session.completed","data":{"object":{"object":"checkout.session"}}}',
    ]) {
      const res = await post(body, sign(body));
      expect(res.status, body).toBe(400);
      expect(res.body).toEqual({ error: 'Webhook event is missing its id, type or data.object' });
    }
    const recorded = await t.db.selectFrom('payment_events').select('id').where('id', 'like', 'evt_n%').execute();
    expect(recorded).toEqual([]);
  });

  it('takes a body past the 16 KB limit of forms (Stripe events can be large), but not past 256 KB', async () => {
    const large = JSON.stringify({
      id: 'evt_large',
      object: 'event',
      type: 'ping',
      data: { object: { note: 'x'.repeat(40_000) } },
    });
    expect((await post(large, sign(large))).status).toBe(200);
    const huge = 'x'.repeat(300_000);
    expect((await post(huge, sign(huge))).status).toBe(413);
  });

  it('is neither rate-limited nor refused as a cross-site write: the signature is the guard', async () => {
    const statuses = new Set<number>();
    for (let i = 0; i < 65; i++) {
      statuses.add(
        (await post(event, sign(event)).set('Origin', 'https://hooks.stripe.example').set('Sec-Fetch-Site', 'cross-site')).status,
      );
    }
    expect([...statuses]).toEqual([200]);
  });

  it('answers 404 with the demo provider, which sends no webhooks', async () => {
    const demo = await createTestApp();
    try {
      expect((await request(demo.app).post('/webhooks/stripe').send(event)).status).toBe(404);
    } finally {
      await demo.close();
    }
  });
});
