/**
 * A local fake of the parts of the Stripe API this project uses, for tests: Checkout Sessions
 * (create, retrieve, list line items, expire) and Refunds, spoken in Stripe's wire format so the
 * real `stripe` SDK talks to it unchanged:
 *
 *   new Stripe('sk_test_x', { host: '127.0.0.1', port, protocol: 'http', maxNetworkRetries: 2, timeout: 10_000 })
 *
 * - Requests are `application/x-www-form-urlencoded` with bracket notation
 *   (`line_items[0][price_data][unit_amount]=500`, `metadata[enrollmentId]=5`, `expand[0]=payment_intent`);
 *   GET parameters come in the query string. Responses are JSON; errors are Stripe error bodies
 *   (`{"error":{"type","code","message","param"}}`) with Stripe's statuses.
 * - `Authorization: Bearer sk_...` is required (401 otherwise).
 * - `Idempotency-Key` on POST: the same key with the same method, path and parameters replays the saved
 *   response (same status and body, header `Idempotent-Replayed: true`); a different path or different
 *   parameters answer 400 `idempotency_error`. As at Stripe, a result is saved only once the endpoint has
 *   started executing: parameter-validation failures are not saved, and neither are failures injected
 *   with `failNext` (they model a failure in front of the API, before anything ran).
 *
 * What the SDK (stripe-node 23.1.0, esm/RequestSender.js and net/NodeHttpClient.js) does with that:
 * - It sends an `Idempotency-Key` on EVERY v1 POST, generating `stripe-node-retry-<uuid>` when the caller
 *   gives none, and keeps the same key (the same headers) on each retry. So a retried POST is deduplicated
 *   by the key: a retry after a lost response replays the saved result instead of creating a second object.
 * - `_shouldRetry`, in this order: (1) a connection reset (ECONNRESET or EPIPE) on the first attempt is
 *   retried once EVEN WITH maxNetworkRetries: 0; (2) nothing more once `maxNetworkRetries` retries were
 *   made; (3) any other connection error, including the SDK's own timeout (ETIMEDOUT), is retried;
 *   (4) response header `Stripe-Should-Retry: false` / `true` decides when present; (5) otherwise 409 and
 *   every status >= 500 are retried, whatever the method (POST included); 4xx (429 too) are not.
 * - Backoff: 0.5 s before the first retry, then 0.5 s * 2^(n-1) with jitter (between half and all of it,
 *   never below 0.5 s), at most 5 s. With maxNetworkRetries 2 a request that keeps failing takes about
 *   1 to 1.5 s plus the attempts; with `timeout: 10_000` a hung API costs up to 3 × 10 s before failing.
 * - The SDK's stock HTTP agent keeps connections alive (shared by every client in the process).
 * - Errors: 400 and 404 → StripeInvalidRequestError (StripeIdempotencyError when the type is
 *   `idempotency_error`), 401 → StripeAuthenticationError, 429 → StripeRateLimitError, other statuses
 *   (5xx, 409) → StripeAPIError; no response (timeout, refused, reset) → StripeConnectionError.
 * Real Stripe usually sends `Stripe-Should-Retry: false` with a 500 it has saved under the idempotency
 * key (a retry would only replay it). `failNext(n, 500)` models a transient failure before the API ran
 * and sends no such header, so the SDK retries it; pass `{ shouldRetry: false }` to model the other kind.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readBody } from './read-body.ts';

export type FakeStripeSession = {
  id: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  customer_email: string | null;
  expires_at: number;
  success_url: string;
  cancel_url: string;
  url: string | null;
  [key: string]: unknown;
};

export type FakeStripeRequest = {
  method: string;
  /** The path without the query string. */
  path: string;
  /** The parsed form body (for GET: the parsed query string). */
  body: Record<string, unknown>;
  idempotencyKey: string | undefined;
  /** True when the answer was a replay of a saved idempotent response. */
  replayed: boolean;
  /** Set when a `failNext` failure answered this request instead of the API. */
  failure: number | 'hang' | undefined;
};

export type FakeStripe = {
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** Every session created, by id (the stored records; line items under `lineItems`). */
  sessions: Map<string, FakeStripeSession & { lineItems: unknown[] }>;
  refunds: Array<Record<string, unknown>>;
  /** Every API request received (/v1 paths), in order, including replays and injected failures. */
  requests: FakeStripeRequest[];
  /** The customer pays: status complete, payment_status paid (or the given one, e.g. 'unpaid' for async methods), payment_intent 'pi_<random>'. Returns the session. */
  complete(sessionId: string, paymentStatus?: 'paid' | 'unpaid'): FakeStripeSession;
  /** Async payment settles later: sets payment_status to 'paid' on a completed session. */
  settle(sessionId: string): FakeStripeSession;
  /** Stripe expires the session (time passed): status 'expired'. */
  expire(sessionId: string): FakeStripeSession;
  /**
   * The next `count` API requests (any /v1 path) answer with this instead of working: a status (e.g. 500,
   * with a Stripe api_error body) or 'hang' (never answer, so the SDK's timeout fires; hung sockets are
   * destroyed on close). Calls queue up. `shouldRetry` sends `Stripe-Should-Retry: true|false`.
   */
  failNext(count: number, failure: number | 'hang', options?: { shouldRetry?: boolean }): void;
  /** A webhook Event body (JSON text) as Stripe sends it, its data.object a copy of the session now. */
  eventBody(type: string, sessionId: string, eventId?: string): string;
  close(): Promise<void>;
};

/** The API version stripe@23.1.0 pins; events use the version the last request asked for, if any. */
const DEFAULT_API_VERSION = '2026-10-28.endive';
const MAX_BODY_BYTES = 1024 * 1024;
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let id = prefix;
  for (const byte of bytes) id += ALPHANUMERIC[byte % ALPHANUMERIC.length];
  return id;
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

type StripeErrorBody = { type: string; message: string; code?: string; param?: string };

/** An error answered in Stripe's format. `saved` says whether an idempotency key keeps it. */
class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: StripeErrorBody,
    readonly saved = true,
  ) {
    super(error.message);
  }
}

const invalidParam = (message: string, param: string, code?: string) =>
  new StripeApiError(400, { type: 'invalid_request_error', message, param, ...(code ? { code } : {}) }, false);
const missingParam = (param: string) => invalidParam(`Missing required param: ${param}.`, param, 'parameter_missing');
const noSuch = (status: number, kind: string, id: string, param: string) =>
  new StripeApiError(status, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
  });

// ---------------------------------------------------------------------------------------------
// Bracket notation: `a[0][b]=1&a[0][c]=2&m[k]=v&e[]=x` → { a: [{ b: '1', c: '2' }], m: { k: 'v' }, e: ['x'] }
// ---------------------------------------------------------------------------------------------

const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor']);
type FormNode = { [key: string]: string | FormNode };

function splitKey(rawKey: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
  if (!match) return [rawKey];
  const segments = [match[1] as string];
  for (const part of (match[2] ?? '').matchAll(/\[([^[\]]*)\]/g)) segments.push(part[1] ?? '');
  return segments;
}

/** Objects whose keys are all indexes become arrays, in index order, except metadata (its keys are free-form). */
function arrayify(node: string | FormNode, key: string | undefined): unknown {
  if (typeof node === 'string') return node;
  const keys = Object.keys(node);
  const out: Record<string, unknown> = {};
  for (const k of keys) out[k] = arrayify(node[k] as string | FormNode, k);
  if (key !== 'metadata' && keys.length > 0 && keys.every((k) => /^\d+$/.test(k))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((k) => out[k]);
  }
  return out;
}

/** Parses Stripe's form encoding (the SDK's, and `curl -d`'s) into nested objects and arrays of strings. */
export function parseStripeForm(text: string): Record<string, unknown> {
  const root: FormNode = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const segments = splitKey(rawKey);
    let node = root;
    for (let i = 0; i < segments.length; i++) {
      let segment = segments[i] as string;
      if (segment === '') segment = String(Object.keys(node).length); // `a[]` appends
      if (FORBIDDEN_KEYS.has(segment)) throw invalidParam(`Invalid parameter: ${rawKey}`, rawKey);
      const existing = node[segment];
      if (i === segments.length - 1) {
        if (typeof existing === 'object') throw invalidParam(`Invalid parameter: ${rawKey}`, rawKey);
        node[segment] = value;
      } else if (existing === undefined) {
        const child: FormNode = {};
        node[segment] = child;
        node = child;
      } else if (typeof existing === 'string') {
        throw invalidParam(`Invalid parameter: ${rawKey}`, rawKey);
      } else {
        node = existing;
      }
    }
  }
  return arrayify(root, undefined) as Record<string, unknown>;
}

// ---------------------------------------------------------------------------------------------
// Parameter readers (values arrive as strings; '' means "unset" at Stripe)
// ---------------------------------------------------------------------------------------------

function optionalString(value: unknown, param: string): string | null {
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string')
    throw invalidParam(`Invalid string: ${JSON.stringify(value)}`, param, 'parameter_invalid_string');
  return value;
}

function optionalInteger(value: unknown, param: string): number | null {
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || !/^-?\d+$/.test(value)) {
    throw invalidParam(
      `Invalid integer: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
      param,
      'parameter_invalid_integer',
    );
  }
  return Number(value);
}

function requiredInteger(value: unknown, param: string): number {
  const n = optionalInteger(value, param);
  if (n === null) throw missingParam(param);
  return n;
}

function asObject(value: unknown, param: string): Record<string, unknown> | null {
  if (value === undefined || value === '') return null;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidParam(`Invalid object`, param, 'parameter_invalid_object');
  }
  return value as Record<string, unknown>;
}

function asArray(value: unknown, param: string): unknown[] | null {
  if (value === undefined || value === '') return null;
  if (!Array.isArray(value)) throw invalidParam(`Invalid array`, param, 'parameter_invalid_array');
  return value;
}

function readMetadata(value: unknown, param = 'metadata'): Record<string, string> {
  const object = asObject(value, param) ?? {};
  const metadata: Record<string, string> = {};
  for (const [key, v] of Object.entries(object)) {
    if (typeof v !== 'string') throw invalidParam(`Invalid value for ${param}[${key}]: must be a string.`, `${param}[${key}]`);
    if (v !== '') metadata[key] = v; // Stripe: an empty value unsets the key
  }
  return metadata;
}

function readExpand(body: Record<string, unknown>): string[] {
  const expand = asArray(body.expand, 'expand') ?? [];
  return expand.map((e) => String(e));
}

// ---------------------------------------------------------------------------------------------

type StoredSession = FakeStripeSession & { lineItems: unknown[] };
type Payment = {
  id: string;
  charge: string;
  sessionId: string;
  amount: number;
  currency: string;
  refunded: number;
  created: number;
};
type SavedResponse = { endpoint: string; fingerprint: string; status: number; body: string; requestId: string };

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, StoredSession>();
  const payments = new Map<string, Payment>();
  const refunds: Array<Record<string, unknown>> = [];
  const requests: FakeStripeRequest[] = [];
  const idempotent = new Map<string, SavedResponse>();
  const failures: Array<{ failure: number | 'hang'; shouldRetry: boolean | undefined }> = [];
  let apiVersion = DEFAULT_API_VERSION;
  let baseUrl = '';

  const publicSession = (record: StoredSession): FakeStripeSession => {
    const { lineItems: _lineItems, ...session } = record;
    return structuredClone(session);
  };

  const findSession = (id: string, status: number, param: string): StoredSession => {
    const record = sessions.get(id);
    if (!record) throw noSuch(status, 'checkout.session', id, param);
    return record;
  };

  const lineItemList = (record: StoredSession) => ({
    object: 'list',
    data: record.lineItems.map((raw, i) => {
      const item = raw as { quantity: string; price_data: Record<string, unknown> };
      const priceData = item.price_data;
      const product = priceData.product_data as { name?: string } | undefined;
      const unitAmount = Number(priceData.unit_amount);
      const quantity = Number(item.quantity);
      const suffix = `${record.id.slice(8, 20)}${i}`;
      return {
        id: `li_${suffix}`,
        object: 'item',
        amount_discount: 0,
        amount_subtotal: unitAmount * quantity,
        amount_tax: 0,
        amount_total: unitAmount * quantity,
        currency: record.currency,
        description: product?.name ?? null,
        price: {
          id: `price_${suffix}`,
          object: 'price',
          active: false,
          currency: record.currency,
          livemode: false,
          product: typeof priceData.product === 'string' ? priceData.product : `prod_${suffix}`,
          type: 'one_time',
          unit_amount: unitAmount,
        },
        quantity,
      };
    }),
    has_more: false,
    url: `/v1/checkout/sessions/${record.id}/line_items`,
  });

  const paymentIntentObject = (payment: Payment) => {
    const record = sessions.get(payment.sessionId);
    const paid = record?.payment_status === 'paid';
    return {
      id: payment.id,
      object: 'payment_intent',
      amount: payment.amount,
      amount_received: paid ? payment.amount : 0,
      created: payment.created,
      currency: payment.currency,
      latest_charge: paid ? payment.charge : null,
      livemode: false,
      metadata: {},
      status: paid ? 'succeeded' : 'processing',
    };
  };

  const sessionResponse = (record: StoredSession, expand: string[]): Record<string, unknown> => {
    const session: Record<string, unknown> = publicSession(record);
    for (const field of expand) {
      if (field === 'line_items') session.line_items = lineItemList(record);
      else if (field === 'payment_intent') {
        const payment = record.payment_intent ? payments.get(record.payment_intent) : undefined;
        if (payment) session.payment_intent = paymentIntentObject(payment);
      } else throw invalidParam(`This property cannot be expanded (${field}).`, 'expand');
    }
    return session;
  };

  // --- endpoints -----------------------------------------------------------------------------

  function createSession(body: Record<string, unknown>): Record<string, unknown> {
    const created = nowSeconds();
    const mode = optionalString(body.mode, 'mode') ?? 'payment';
    if (!['payment', 'setup', 'subscription'].includes(mode)) {
      throw invalidParam(`Invalid mode: must be one of payment, setup, or subscription`, 'mode');
    }
    const lineItems = asArray(body.line_items, 'line_items') ?? [];
    if (mode !== 'setup' && lineItems.length === 0) throw missingParam('line_items');
    let amount = 0;
    let currency: string | null = optionalString(body.currency, 'currency')?.toLowerCase() ?? null;
    lineItems.forEach((raw, i) => {
      const param = `line_items[${i}]`;
      const item = asObject(raw, param) ?? {};
      const price = optionalString(item.price, `${param}[price]`);
      if (price) throw noSuch(400, 'price', price, `${param}[price]`);
      const priceData = asObject(item.price_data, `${param}[price_data]`);
      if (!priceData) throw missingParam(`${param}[price_data]`);
      const quantity = requiredInteger(item.quantity, `${param}[quantity]`);
      if (quantity < 1) throw invalidParam(`This value must be greater than or equal to 1.`, `${param}[quantity]`);
      const unitAmount = requiredInteger(priceData.unit_amount, `${param}[price_data][unit_amount]`);
      if (unitAmount < 0) {
        throw invalidParam(`This value must be greater than or equal to 0.`, `${param}[price_data][unit_amount]`);
      }
      const itemCurrency = optionalString(priceData.currency, `${param}[price_data][currency]`)?.toLowerCase();
      if (!itemCurrency) throw missingParam(`${param}[price_data][currency]`);
      if (currency && currency !== itemCurrency) {
        throw invalidParam(`All line items must use the same currency.`, `${param}[price_data][currency]`);
      }
      currency = itemCurrency;
      const product = optionalString(priceData.product, `${param}[price_data][product]`);
      const productData = asObject(priceData.product_data, `${param}[price_data][product_data]`);
      if (!product && !optionalString(productData?.name, `${param}[price_data][product_data][name]`)) {
        throw missingParam(`${param}[price_data][product_data][name]`);
      }
      amount += unitAmount * quantity;
    });

    const expiresAt = optionalInteger(body.expires_at, 'expires_at') ?? created + 24 * 60 * 60;
    if (expiresAt < created + 30 * 60) {
      throw invalidParam('The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.', 'expires_at');
    }
    if (expiresAt > created + 24 * 60 * 60) {
      throw invalidParam('The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.', 'expires_at');
    }
    const clientReferenceId = optionalString(body.client_reference_id, 'client_reference_id');
    if (clientReferenceId && clientReferenceId.length > 200) {
      throw invalidParam('Invalid string: must be at most 200 characters', 'client_reference_id', 'string_length_exceeded');
    }
    const id = randomId('cs_test_', 58);
    const record: StoredSession = {
      id,
      object: 'checkout.session',
      amount_subtotal: amount,
      amount_total: amount,
      cancel_url: optionalString(body.cancel_url, 'cancel_url') as string,
      client_reference_id: clientReferenceId,
      created,
      currency: currency ?? 'usd',
      customer_details: null,
      customer_email: optionalString(body.customer_email, 'customer_email'),
      expires_at: expiresAt,
      livemode: false,
      metadata: readMetadata(body.metadata),
      mode,
      payment_intent: null,
      payment_status: 'unpaid',
      status: 'open',
      success_url: optionalString(body.success_url, 'success_url') as string,
      url: `${baseUrl}/pay/${id}`,
      lineItems: structuredClone(lineItems),
    };
    const expand = readExpand(body);
    sessions.set(id, record);
    return sessionResponse(record, expand);
  }

  function expireSession(id: string, body: Record<string, unknown>): Record<string, unknown> {
    const record = findSession(id, 404, 'session');
    if (record.status !== 'open') {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        message: 'Only Checkout Sessions with a status in ["open"] can be expired.',
      });
    }
    record.status = 'expired';
    record.url = null;
    return sessionResponse(record, readExpand(body));
  }

  function createRefund(body: Record<string, unknown>): Record<string, unknown> {
    const paymentIntent = optionalString(body.payment_intent, 'payment_intent');
    if (!paymentIntent) throw missingParam('payment_intent');
    const amountParam = optionalInteger(body.amount, 'amount');
    const metadata = readMetadata(body.metadata);
    const reason = optionalString(body.reason, 'reason');
    const payment = payments.get(paymentIntent);
    if (!payment) throw noSuch(400, 'payment_intent', paymentIntent, 'payment_intent');
    if (sessions.get(payment.sessionId)?.payment_status !== 'paid') {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        message: `This PaymentIntent (${paymentIntent}) does not have a successful charge to refund.`,
        param: 'payment_intent',
      });
    }
    const remaining = payment.amount - payment.refunded;
    if (remaining <= 0) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'charge_already_refunded',
        message: `Charge ${payment.charge} has already been refunded.`,
      });
    }
    const amount = amountParam ?? remaining;
    if (amount < 1) throw invalidParam('Invalid positive integer', 'amount', 'parameter_invalid_integer');
    if (amount > remaining) {
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_large',
        message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${remaining})`,
        param: 'amount',
      });
    }
    payment.refunded += amount;
    const refund = {
      id: randomId('re_'),
      object: 'refund',
      amount,
      charge: payment.charge,
      created: nowSeconds(),
      currency: payment.currency,
      metadata,
      payment_intent: paymentIntent,
      reason,
      status: 'succeeded',
    };
    refunds.push(refund);
    return structuredClone(refund);
  }

  function route(method: string, path: string, body: Record<string, unknown>): Record<string, unknown> {
    const parts = path.split('/').slice(2).map(decodeURIComponent); // '/v1/a/b' → ['a', 'b']
    const [p0, p1, p2, p3] = parts;
    if (p0 === 'checkout' && p1 === 'sessions') {
      if (parts.length === 2 && method === 'POST') return createSession(body);
      if (parts.length === 3 && p2 && method === 'GET') return sessionResponse(findSession(p2, 404, 'id'), readExpand(body));
      if (parts.length === 4 && p2 && p3 === 'expire' && method === 'POST') return expireSession(p2, body);
      if (parts.length === 4 && p2 && p3 === 'line_items' && method === 'GET') return lineItemList(findSession(p2, 404, 'id'));
    }
    if (p0 === 'refunds') {
      if (parts.length === 1 && method === 'POST') return createRefund(body);
      if (parts.length === 2 && p1 && method === 'GET') {
        const refund = refunds.find((r) => r.id === p1);
        if (!refund) throw noSuch(404, 'refund', p1, 'id');
        return structuredClone(refund);
      }
    }
    throw new StripeApiError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    });
  }

  // --- HTTP ----------------------------------------------------------------------------------

  const readRequestBody = (req: IncomingMessage) =>
    readBody(req, MAX_BODY_BYTES, () => new StripeApiError(413, { type: 'invalid_request_error', message: 'Request too large' }));

  const sendJson = (res: ServerResponse, status: number, body: string, headers: Record<string, string>) => {
    res.writeHead(status, {
      'Content-Type': 'application/json',
      'Content-Length': Buffer.byteLength(body),
      'Cache-Control': 'no-cache, no-store',
      'Stripe-Version': apiVersion,
      ...headers,
    });
    res.end(body);
  };
  const errorJson = (error: StripeErrorBody) => JSON.stringify({ error }, null, 2);

  function failureBody(status: number): StripeErrorBody {
    if (status >= 500) return { type: 'api_error', message: 'An unknown error occurred' };
    if (status === 429) {
      return {
        type: 'invalid_request_error',
        code: 'rate_limit',
        message: 'Request rate limit exceeded. Learn more about rate limits here https://stripe.com/docs/rate-limits.',
      };
    }
    if (status === 409) {
      return {
        type: 'invalid_request_error',
        code: 'lock_timeout',
        message:
          'This object cannot be accessed right now because another API request or Stripe process is currently accessing it.',
      };
    }
    return { type: 'invalid_request_error', message: `Injected failure (${status})` };
  }

  function payPage(res: ServerResponse, id: string) {
    const record = sessions.get(id);
    const html = record
      ? `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title></head>` +
        `<body><h1>Fake Stripe Checkout</h1><p>Session ${record.id}: ${record.amount_total} ${record.currency}, ${record.status}</p></body></html>`
      : `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><h1>Not found</h1></body></html>`;
    res.writeHead(record ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': Buffer.byteLength(html) });
    res.end(html);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const method = (req.method ?? 'GET').toUpperCase();
    const url = new URL(req.url ?? '/', baseUrl);
    const path = url.pathname;
    let rawBody = '';
    try {
      rawBody = await readRequestBody(req);
    } catch (error) {
      if (error instanceof StripeApiError) sendJson(res, error.status, errorJson(error.error), { Connection: 'close' });
      else res.destroy();
      return;
    }

    const payMatch = /^\/pay\/([^/]+)$/.exec(path);
    if (payMatch && method === 'GET') return payPage(res, decodeURIComponent(payMatch[1] as string));
    if (!path.startsWith('/v1/')) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not found');
      return;
    }

    const requestId = randomId('req_', 14);
    const idempotencyKey = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined;
    const version = req.headers['stripe-version'];
    if (typeof version === 'string' && version) apiVersion = version;
    const headers: Record<string, string> = { 'Request-Id': requestId };
    if (idempotencyKey && method === 'POST') headers['Idempotency-Key'] = idempotencyKey;

    const record: FakeStripeRequest = { method, path, body: {}, idempotencyKey, replayed: false, failure: undefined };
    requests.push(record);
    let parseError: StripeApiError | undefined;
    try {
      record.body = parseStripeForm(method === 'GET' || method === 'DELETE' ? url.search.slice(1) : rawBody);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      parseError = error;
    }

    const injected = failures.shift();
    if (injected) {
      record.failure = injected.failure;
      if (injected.failure === 'hang') return; // never answered; the socket goes on close()
      if (injected.shouldRetry !== undefined) headers['Stripe-Should-Retry'] = String(injected.shouldRetry);
      return sendJson(res, injected.failure, errorJson(failureBody(injected.failure)), headers);
    }

    const authorization = req.headers.authorization ?? '';
    const apiKey = /^Bearer (.+)$/.exec(authorization)?.[1]?.trim();
    if (!apiKey || !apiKey.startsWith('sk_')) {
      const message = apiKey
        ? `Invalid API Key provided: ${apiKey.slice(0, 8)}${'*'.repeat(Math.max(0, apiKey.length - 12))}${apiKey.slice(-4)}`
        : "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.";
      return sendJson(res, 401, errorJson({ type: 'invalid_request_error', message }), {
        ...headers,
        'WWW-Authenticate': 'Bearer realm="Stripe"',
      });
    }
    if (parseError) return sendJson(res, parseError.status, errorJson(parseError.error), headers);

    const endpoint = `${method} ${path}`;
    const fingerprint = JSON.stringify(record.body);
    const useKey = method === 'POST' && idempotencyKey !== undefined;
    if (useKey) {
      const saved = idempotent.get(idempotencyKey);
      if (saved) {
        if (saved.endpoint !== endpoint || saved.fingerprint !== fingerprint) {
          const message =
            saved.endpoint !== endpoint
              ? `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${saved.endpoint}' vs '${endpoint}'). Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`
              : `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`;
          return sendJson(res, 400, errorJson({ type: 'idempotency_error', message }), headers);
        }
        record.replayed = true;
        return sendJson(res, saved.status, saved.body, {
          ...headers,
          'Idempotent-Replayed': 'true',
          'Original-Request': saved.requestId,
        });
      }
    }

    let status = 200;
    let body: string;
    let save = true;
    try {
      body = JSON.stringify(route(method, path, record.body), null, 2);
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      status = error.status;
      body = errorJson(error.error);
      save = error.saved;
    }
    if (useKey && save) idempotent.set(idempotencyKey, { endpoint, fingerprint, status, body, requestId });
    sendJson(res, status, body, headers);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (res.headersSent) return res.destroy();
      sendJson(res, 500, errorJson({ type: 'api_error', message: `Fake Stripe failed: ${String(error)}` }), {});
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://127.0.0.1:${port}`;

  const mustFind = (sessionId: string) => {
    const record = sessions.get(sessionId);
    if (!record) throw new Error(`Fake Stripe: no session ${sessionId}`);
    return record;
  };

  return {
    url: baseUrl,
    port,
    sessions,
    refunds,
    requests,
    complete(sessionId, paymentStatus = 'paid') {
      const record = mustFind(sessionId);
      if (record.status !== 'open') throw new Error(`Fake Stripe: session ${sessionId} is ${record.status}, not open`);
      const payment: Payment = {
        id: randomId('pi_'),
        charge: randomId('ch_'),
        sessionId,
        amount: record.amount_total,
        currency: record.currency,
        refunded: 0,
        created: nowSeconds(),
      };
      payments.set(payment.id, payment);
      record.status = 'complete';
      record.payment_status = paymentStatus;
      record.payment_intent = payment.id;
      record.customer_details = { email: record.customer_email ?? 'customer@example.com' };
      record.url = null;
      return publicSession(record);
    },
    settle(sessionId) {
      const record = mustFind(sessionId);
      if (record.status !== 'complete' || record.payment_status !== 'unpaid') {
        throw new Error(`Fake Stripe: session ${sessionId} is ${record.status}/${record.payment_status}, not complete/unpaid`);
      }
      record.payment_status = 'paid';
      return publicSession(record);
    },
    expire(sessionId) {
      const record = mustFind(sessionId);
      if (record.status !== 'open') throw new Error(`Fake Stripe: session ${sessionId} is ${record.status}, not open`);
      record.status = 'expired';
      record.url = null;
      return publicSession(record);
    },
    failNext(count, failure, options = {}) {
      for (let i = 0; i < count; i++) failures.push({ failure, shouldRetry: options.shouldRetry });
    },
    eventBody(type, sessionId, eventId) {
      const record = mustFind(sessionId);
      const event = {
        id: eventId ?? randomId('evt_'),
        object: 'event',
        api_version: apiVersion,
        created: nowSeconds(),
        data: { object: publicSession(record) },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
      };
      return JSON.stringify(event, null, 2);
    },
    close() {
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections(); // idle keep-alive sockets and hung requests alike
      });
    },
  };
}
