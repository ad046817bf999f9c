import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createTestApp } from '../helpers/test-app.ts';

/** A POST on its own keep-alive connection whose body is sent in two halves, so the test decides when it ends. */
function openRequest(port: number, path: string, body: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const req = http.request({
    port,
    path,
    method: 'POST',
    agent,
    headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
  });
  const response = new Promise<{ status: number; headers: http.IncomingHttpHeaders }>((resolve, reject) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  req.write(body.slice(0, half));
  return { response, finish: () => req.end(body.slice(half)), agent };
}

describe('clean shutdown', () => {
  it('answers /healthz with 503 and closes connections while stopping', async () => {
    const t = await createTestApp();
    onTestFinished(() => t.close());
    const server = http.createServer(t.app).listen(0);
    const stopped = t.app.ctx.lifecycle.stop(server);
    const res = await request(t.app).get('/healthz');
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ status: 'stopping' });
    expect(res.headers.connection).toBe('close');
    await stopped;
  });

  it('while stopping, a cached page or build file still comes whole, with Connection: close', async () => {
    const t = await createTestApp();
    onTestFinished(() => t.close());
    const server = http.createServer(t.app).listen(0);
    const manifest = await request(t.app).get('/build/manifest.json');
    const script = (manifest.body as { bundles: Record<string, { file: string }> }).bundles['layout']!.file;
    for (const path of ['/faq', script]) await request(t.app).get(path).expect(200); // cached, on the fast path
    const stopped = t.app.ctx.lifecycle.stop(server);
    for (const path of ['/faq', script]) {
      const res = await request(t.app).get(path);
      expect(res.status).toBe(200);
      expect(res.headers.connection).toBe('close');
      expect(res.headers.etag).toBeDefined();
    }
    await stopped;
  });

  it('lets a request in flight finish, closes its connection after it, then stops', async () => {
    const t = await createTestApp();
    onTestFinished(() => t.close());
    const server = http.createServer(t.app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    const id = (await t.db.selectFrom('courses').select('id').executeTakeFirstOrThrow()).id;

    const body = JSON.stringify({
      parentName: 'Dana Parent',
      parentEmail: 'dana@example.org',
      parentPhone: '4085550100',
      studentName: 'Sam',
    });
    // Wait for the server to have the request's headers (a fixed sleep was too short on a busy machine).
    const received = new Promise((resolve) => server.once('request', resolve));
    const inFlight = openRequest(port, `/api/courses/${id}/express-interest`, body);
    await received;

    let stoppedAt = 0;
    const stopped = t.app.ctx.lifecycle.stop(server).then(() => (stoppedAt = Date.now()));
    // No new connection is accepted once stopping.
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    expect(stoppedAt).toBe(0); // still waiting for the request in flight

    inFlight.finish();
    const res = await inFlight.response;
    expect(res.status).toBe(201);
    expect(res.headers.connection).toBe('close');
    await stopped;
    expect(stoppedAt).toBeGreaterThan(0);
    expect(await t.db.selectFrom('waitlist_entries').select('parent_email').execute()).toEqual([
      { parent_email: 'dana@example.org' },
    ]);
    inFlight.agent.destroy();
  });
});
