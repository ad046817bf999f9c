import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTurns } from '../../server/http/turns.ts';
import { startSite, type RunningSite } from '../helpers/running-site.ts';

/**
 * A busy site answers in arrival order: a page from the cache does not overtake live
 * requests that came before it (server/http/turns.ts, server/http/fast-path.ts). One
 * place in flight, held by a form whose body is still on its way, makes the queue.
 */
let site: RunningSite;
let port: number;

beforeAll(async () => {
  site = await startSite({ turns: createTurns({ sliceMs: 5, maxInFlight: 1 }) });
  port = site.port;
});
afterAll(() => site.stop());

function get(path: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      })
      .on('error', reject);
  });
}

it('while live requests wait, a cached page waits behind them and is answered after them', async () => {
  // The home page twice: now it is in the cache, answered without Express.
  await get('/');
  const cached = await get('/');
  expect(cached.status).toBe(200);

  // A contact form whose body has not all arrived yet holds the one place in flight.
  const body = JSON.stringify({ name: 'Ana Ruiz', email: 'ana@example.org', message: 'When does the spring cohort start?' });
  const form = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => form.once('connect', resolve));
  const order: string[] = [];
  let formAnswer = '';
  form.setEncoding('utf8').on('data', (chunk: string) => {
    if (formAnswer === '') order.push('form');
    formAnswer += chunk;
  });
  form.write(
    `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n` +
      body.slice(0, 10),
  );
  await new Promise((resolve) => setTimeout(resolve, 50));

  // A page rendered live (a flash cookie skips the cache) waits for the place, then the cached one comes.
  const live = get('/kids-vibe-coding', { Cookie: 'flash=s%3Atest.unsigned' }).then((answer) => {
    order.push('live page');
    return answer;
  });
  await new Promise((resolve) => setTimeout(resolve, 50));
  const fromCache = get('/').then((answer) => {
    order.push('cached page');
    return answer;
  });
  await new Promise((resolve) => setTimeout(resolve, 150));
  expect(order).toEqual([]);

  // The rest of the form arrives: its answer frees the place, and the two go in the order
  // they came (each starts in turn; on PostgreSQL the cached one may end first while the
  // live page waits for its rows).
  const formClosed = new Promise((resolve) => form.once('close', resolve));
  form.write(body.slice(10));
  const [livePage, cachedPage] = await Promise.all([live, fromCache, formClosed]);
  // Answered, whatever it says of the message (the test is about order, not the form).
  expect(formAnswer).toMatch(/^HTTP\/1.1 \d{3}/);
  expect(order[0]).toBe('form');
  expect(order.slice(1).sort()).toEqual(['cached page', 'live page']);
  expect(livePage.status).toBe(200);
  expect(livePage.body).toContain('Kids Vibe Coding');
  expect(cachedPage.status).toBe(200);
  expect(cachedPage.body).toBe(cached.body);
});
