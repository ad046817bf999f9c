import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseStripeForm, startFakeStripe, type FakeStripe } from '../fakes/stripe-server.ts';
import { rejection } from '../helpers/rejection.ts';

// The real SDK against the fake: what the fake answers is what the application's Stripe client sees.

let fake: FakeStripe;
let stripe: Stripe;

const client = (options: { maxNetworkRetries: number; timeout: number }) =>
  new Stripe('sk_test_x', { host: '127.0.0.1', port: fake.port, protocol: 'http', ...options });

const now = () => Math.floor(Date.now() / 1000);

function sessionParams(overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: [
      {
        price_data: { currency: 'EUR', unit_amount: 2500, product_data: { name: 'Kids coding course' } },
        quantity: 2,
      },
      { price_data: { currency: 'eur', unit_amount: 300, product_data: { name: 'Materials' } }, quantity: 1 },
    ],
    metadata: { enrollmentId: '5', seats: '2' },
    client_reference_id: 'enrollment-5',
    customer_email: 'parent@example.org',
    expires_at: now() + 60 * 60,
    success_url: 'https://site.example/checkout/success?session_id={CHECKOUT_SESSION_ID}',
    cancel_url: 'https://site.example/checkout/cancel',
    ...overrides,
  };
}

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = client({ maxNetworkRetries: 2, timeout: 10_000 });
});

afterAll(async () => {
  await fake.close();
});

describe('bracket-notation parser', () => {
  it('builds nested objects and arrays the way Stripe reads them', () => {
    const body = parseStripeForm(
      'line_items[0][price_data][product_data][name]=Kids%20course&line_items[0][quantity]=2' +
        '&line_items%5B1%5D%5Bquantity%5D=1&metadata[enrollmentId]=5&metadata[0]=zero&expand[0]=payment_intent' +
        '&expand[]=line_items&mode=payment&note=a+b',
    );
    expect(body).toEqual({
      line_items: [{ price_data: { product_data: { name: 'Kids course' } }, quantity: '2' }, { quantity: '1' }],
      metadata: { enrollmentId: '5', 0: 'zero' },
      expand: ['payment_intent', 'line_items'],
      mode: 'payment',
      note: 'a b',
    });
  });
});

describe('fake Stripe through the real SDK', () => {
  it('creates a Checkout Session like Stripe, and replays it for the same idempotency key', async () => {
    const params = sessionParams();
    const before = fake.sessions.size;
    const session = await stripe.checkout.sessions.create(params, { idempotencyKey: 'enrollment-5-checkout' });

    expect(session.id).toMatch(/^cs_test_[A-Za-z0-9]+$/);
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      url: `${fake.url}/pay/${session.id}`,
      amount_total: 5300,
      amount_subtotal: 5300,
      currency: 'eur',
      client_reference_id: 'enrollment-5',
      customer_email: 'parent@example.org',
      customer_details: null,
      metadata: { enrollmentId: '5', seats: '2' },
      expires_at: params.expires_at,
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      payment_intent: null,
      livemode: false,
    });
    expect(session.created).toBeGreaterThanOrEqual(now() - 5);
    expect(session).not.toHaveProperty('line_items');
    expect(session).not.toHaveProperty('lineItems');
    expect(fake.sessions.get(session.id)?.lineItems).toEqual([
      { price_data: { currency: 'EUR', unit_amount: '2500', product_data: { name: 'Kids coding course' } }, quantity: '2' },
      { price_data: { currency: 'eur', unit_amount: '300', product_data: { name: 'Materials' } }, quantity: '1' },
    ]);

    const again = await stripe.checkout.sessions.create(params, { idempotencyKey: 'enrollment-5-checkout' });
    expect(again.id).toBe(session.id);
    expect(again.lastResponse.headers['idempotent-replayed']).toBe('true');
    expect(fake.sessions.size).toBe(before + 1);
    const sent = fake.requests.filter((r) => r.idempotencyKey === 'enrollment-5-checkout');
    expect(sent.map((r) => [r.method, r.path, r.replayed])).toEqual([
      ['POST', '/v1/checkout/sessions', false],
      ['POST', '/v1/checkout/sessions', true],
    ]);
    expect(sent[0]?.body).toMatchObject({ metadata: { enrollmentId: '5' }, client_reference_id: 'enrollment-5' });

    const changed = await rejection(
      stripe.checkout.sessions.create(sessionParams({ client_reference_id: 'enrollment-6' }), {
        idempotencyKey: 'enrollment-5-checkout',
      }),
    );
    expect(changed).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(fake.sessions.size).toBe(before + 1);
  });

  it('keys every POST even when the caller gives no idempotency key', async () => {
    await stripe.checkout.sessions.create(sessionParams());
    expect(fake.requests.at(-1)?.idempotencyKey).toMatch(/^stripe-node-retry-/);
  });

  it('rejects expires_at under 30 minutes or over 24 hours away, and defaults it to 24 hours', async () => {
    for (const expires_at of [now() + 10 * 60, now() + 25 * 60 * 60]) {
      const error = await rejection(stripe.checkout.sessions.create(sessionParams({ expires_at })));
      expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
      expect(error).toMatchObject({ statusCode: 400, param: 'expires_at' });
    }
    const session = await stripe.checkout.sessions.create(sessionParams({ expires_at: undefined }));
    expect(session.expires_at - session.created).toBe(24 * 60 * 60);
  });

  it('retrieves a session, and answers 404 resource_missing for an unknown id', async () => {
    const created = await stripe.checkout.sessions.create(sessionParams());
    const retrieved = await stripe.checkout.sessions.retrieve(created.id);
    expect(retrieved).toEqual(JSON.parse(JSON.stringify(created)));

    const error = await rejection(stripe.checkout.sessions.retrieve('cs_test_missing'));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({
      statusCode: 404,
      code: 'resource_missing',
      param: 'id',
      message: "No such checkout.session: 'cs_test_missing'",
    });
  });

  it('refuses requests without a secret key', async () => {
    const response = await fetch(`${fake.url}/v1/checkout/sessions/cs_test_x`);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
    const withPublishable = await fetch(`${fake.url}/v1/checkout/sessions/cs_test_x`, {
      headers: { Authorization: 'Bearer pk_test_x' },
    });
    expect(withPublishable.status).toBe(401);
  });

  it('completes a payment, then refunds it once', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    const paid = fake.complete(session.id);
    expect(paid).toMatchObject({ status: 'complete', payment_status: 'paid', url: null });
    expect(paid.payment_intent).toMatch(/^pi_/);
    expect(paid.customer_details).toEqual({ email: 'parent@example.org' });

    const expanded = await stripe.checkout.sessions.retrieve(session.id, { expand: ['payment_intent'] });
    expect(expanded.payment_intent).toMatchObject({ id: paid.payment_intent, object: 'payment_intent', status: 'succeeded' });

    const refund = await stripe.refunds.create(
      { payment_intent: paid.payment_intent as string, metadata: { enrollmentId: '5' } },
      { idempotencyKey: 'refund-5' },
    );
    expect(refund).toMatchObject({
      object: 'refund',
      amount: 5300,
      currency: 'eur',
      payment_intent: paid.payment_intent,
      status: 'succeeded',
      metadata: { enrollmentId: '5' },
    });
    expect(refund.id).toMatch(/^re_/);
    const replay = await stripe.refunds.create(
      { payment_intent: paid.payment_intent as string, metadata: { enrollmentId: '5' } },
      { idempotencyKey: 'refund-5' },
    );
    expect(replay.id).toBe(refund.id);
    expect(fake.refunds.filter((r) => r.payment_intent === paid.payment_intent)).toHaveLength(1);

    const twice = await rejection(stripe.refunds.create({ payment_intent: paid.payment_intent as string }));
    expect(twice).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(twice).toMatchObject({ statusCode: 400, code: 'charge_already_refunded' });
    const unknown = await rejection(stripe.refunds.create({ payment_intent: 'pi_unknown' }));
    expect(unknown).toMatchObject({ statusCode: 400, code: 'resource_missing', param: 'payment_intent' });
  });

  it('settles an async payment later, and builds webhook events that verify', async () => {
    const session = await stripe.checkout.sessions.create(sessionParams());
    expect(fake.complete(session.id, 'unpaid')).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    expect(fake.settle(session.id).payment_status).toBe('paid');

    const payload = fake.eventBody('checkout.session.async_payment_succeeded', session.id, 'evt_given');
    const secret = 'whsec_test';
    const header = stripe.webhooks.generateTestHeaderString({ payload, secret });
    const event = stripe.webhooks.constructEvent(payload, header, secret);
    expect(event).toMatchObject({
      id: 'evt_given',
      object: 'event',
      type: 'checkout.session.async_payment_succeeded',
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: { id: session.id, payment_status: 'paid', metadata: { enrollmentId: '5', seats: '2' } } },
    });
    expect(JSON.parse(payload).data.object).not.toHaveProperty('lineItems');
  });

  it('expires an open session, and refuses to expire a completed one', async () => {
    const open = await stripe.checkout.sessions.create(sessionParams());
    const expired = await stripe.checkout.sessions.expire(open.id);
    expect(expired).toMatchObject({ id: open.id, status: 'expired', url: null });

    const done = await stripe.checkout.sessions.create(sessionParams());
    fake.complete(done.id);
    const error = await rejection(stripe.checkout.sessions.expire(done.id));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({
      statusCode: 400,
      message: 'Only Checkout Sessions with a status in ["open"] can be expired.',
    });

    const timedOut = await stripe.checkout.sessions.create(sessionParams());
    expect(fake.expire(timedOut.id).status).toBe('expired');
    expect((await stripe.checkout.sessions.retrieve(timedOut.id)).status).toBe('expired');
  });
});

describe('fake Stripe failures', () => {
  it('a 500 is retried by the SDK, with the same idempotency key, and the retry succeeds', async () => {
    const from = fake.requests.length;
    const before = fake.sessions.size;
    fake.failNext(1, 500);
    const session = await stripe.checkout.sessions.create(sessionParams());
    expect(session.status).toBe('open');
    const sent = fake.requests.slice(from);
    expect(sent.map((r) => r.failure)).toEqual([500, undefined]);
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
    expect(fake.sessions.size).toBe(before + 1);
  });

  it('three 500s in a row exhaust maxNetworkRetries 2 and raise StripeAPIError', async () => {
    const from = fake.requests.length;
    fake.failNext(3, 500);
    const error = await rejection(stripe.checkout.sessions.retrieve('cs_test_whatever'));
    expect(error).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(error).toMatchObject({ statusCode: 500, type: 'StripeAPIError' });
    expect(fake.requests.length - from).toBe(3);
  });

  it('a 500 saying Stripe-Should-Retry: false is not retried', async () => {
    const from = fake.requests.length;
    fake.failNext(1, 500, { shouldRetry: false });
    const error = await rejection(stripe.checkout.sessions.create(sessionParams()));
    expect(error).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(fake.requests.length - from).toBe(1);
  });

  it('a hung API makes the SDK time out with StripeConnectionError', async () => {
    const impatient = client({ maxNetworkRetries: 0, timeout: 300 });
    fake.failNext(1, 'hang');
    const started = Date.now();
    const error = await rejection(impatient.checkout.sessions.create(sessionParams()));
    expect(error).toBeInstanceOf(Stripe.errors.StripeConnectionError);
    expect(Date.now() - started).toBeLessThan(5_000);
    // The fake works again afterwards.
    expect((await impatient.checkout.sessions.create(sessionParams())).status).toBe('open');
  });
});
