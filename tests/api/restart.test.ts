import http from 'node:http';
import { describe, expect, it, onTestFinished } from 'vitest';
import { startServer } from '../helpers/server-process.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

/**
 * A restart as a deploy does it: the real server under concurrent load, half of the
 * clients on keep-alive connections and half opening a new connection per request, a
 * load balancer that checks /healthz every 25 ms and stops sending once it says 503,
 * and SIGTERM in the middle. Every request the balancer let through gets an answer:
 * none is reset or refused.
 */
type Outcome = { status: number } | { error: string };

function ask(url: string, agent: http.Agent | false, method = 'GET', body?: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = http.request(url, {
      method,
      agent,
      headers: body ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } : {},
    });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(body);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function runningServer(env: Record<string, string>) {
  const database = await createTestDatabase();
  onTestFinished(() => database.drop());
  if (database.target.kind !== 'sqlite') throw new Error('restart tests run on SQLite');
  const server = startServer({ PORT: '0', DATABASE_URL: database.target.file, NODE_ENV: 'development', ...env });
  onTestFinished(() => void server.child.kill('SIGKILL'));
  const url = (await server.listening()).replace('localhost', '127.0.0.1');
  return { server, url };
}

describe('a restart under load', () => {
  it('answers every request it accepted, on keep-alive and new connections, and exits 0', async () => {
    // Longer than the balancer needs to see the 503 on a loaded machine (CI runs suites side by side).
    const { server, url } = await runningServer({ SHUTDOWN_DRAIN_SECONDS: '3' });
    const paths = ['/', '/faq', '/kids-vibe-coding', '/api/courses/program/kids-vibe-coding', '/checkout?courseId=1', '/enroll'];
    let balancerSends = true;
    let signalledAt = 0;
    const outcomes: { outcome: Outcome; startedAt: number }[] = [];

    const balancer = (async () => {
      while (balancerSends) {
        const health = await ask(`${url}/healthz`, false);
        if (!('status' in health) || health.status !== 200) balancerSends = false;
        else await sleep(25);
      }
    })();
    const client = async (index: number) => {
      const agent = index % 2 === 0 ? new http.Agent({ keepAlive: true, maxSockets: 1 }) : false;
      for (let n = 0; balancerSends; n += 1) {
        const startedAt = Date.now();
        const path = paths[(index + n) % paths.length]!;
        // A few writes too: a message to the school, answered 201, or 429 once the per-client limit is reached.
        const outcome =
          n % 10 === 5
            ? await ask(
                `${url}/api/contact`,
                agent,
                'POST',
                JSON.stringify({
                  name: 'Dana Parent',
                  email: 'dana@example.org',
                  phone: '4085550100',
                  subject: 'programs',
                  message: 'A question about the spring cohorts.',
                }),
              )
            : await ask(url + path, agent);
        outcomes.push({ outcome, startedAt });
      }
      if (agent) agent.destroy();
    };
    const clients = Array.from({ length: 40 }, (_, index) => client(index));

    // The signal comes once the load is under way (however slow the machine).
    while (outcomes.length < 150) await sleep(20);
    signalledAt = Date.now();
    server.child.kill('SIGTERM');
    await Promise.all([balancer, ...clients]);
    const code = await server.exited;

    const failures = outcomes
      .filter(({ outcome }) => 'error' in outcome)
      .map(({ outcome, startedAt }) => ({ outcome, msAfterSignal: startedAt - signalledAt }));
    expect(failures).toEqual([]);
    const statuses = new Set(outcomes.map(({ outcome }) => ('status' in outcome ? outcome.status : 0)));
    expect([...statuses].filter((status) => ![200, 201, 429].includes(status))).toEqual([]);
    // Load before the signal, and requests still served after it, while the balancer caught up.
    expect(outcomes.filter(({ startedAt }) => startedAt < signalledAt).length).toBeGreaterThanOrEqual(150);
    expect(outcomes.filter(({ startedAt }) => startedAt >= signalledAt).length).toBeGreaterThan(0);
    expect(code).toBe(0);
    expect(server.output()).not.toContain('clean stop timed out');
  }, 60_000);

  it('answers a request still running at the limit with 503 (a slow upload), and still exits 0', async () => {
    const { server, url } = await runningServer({ SHUTDOWN_DRAIN_SECONDS: '0', SHUTDOWN_TIMEOUT_SECONDS: '1' });
    const body = JSON.stringify({ name: 'Dana Parent', email: 'dana@example.org', phone: '4085550100', subject: 'programs' });
    const upload = http.request(`${url}/api/contact`, {
      method: 'POST',
      agent: false,
      headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) + 100 },
    });
    const answer = new Promise<Outcome & { text?: string }>((resolve) => {
      upload.on('response', (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      upload.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    upload.write(body); // and never the last 100 bytes
    await sleep(200);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const res = await answer;
    expect(res).toEqual({ status: 503, text: 'The server is restarting. Please try again.' });
    expect(Date.now() - signalledAt).toBeLessThan(5_000);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('requests still running at the limit were answered 503');
    upload.destroy();
  }, 30_000);
});
