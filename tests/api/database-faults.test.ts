import http from 'node:http';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import pg from 'pg';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textOf } from '../helpers/html.ts';
import { startTestPostgres, type TestPostgres } from '../helpers/postgres.ts';
import { startServer, type ServerProcess } from '../helpers/server-process.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testEngine } from '../helpers/test-database.ts';

/**
 * The database fails under load, as managed databases do (a restart for maintenance, a
 * failover, connections cut, a query too slow): the server process stays up, answers 503
 * with a clear message (never 500) while it cannot reach its records, loses no write it
 * acknowledged, and recovers by itself. It runs on a PostgreSQL server of its own, so the
 * other tests' server is never stopped.
 */
type Answer = { status: number; body: string; retryAfter?: string };

function ask(url: string, agent: http.Agent, method = 'GET', body?: object): Promise<Answer | { error: string }> {
  return new Promise((resolve) => {
    const text = body ? JSON.stringify(body) : undefined;
    const req = http.request(url, {
      method,
      agent,
      headers: {
        ...(text ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) } : {}),
        // Each request another visitor: per-client limits are not what this is about.
        'X-Forwarded-For': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      },
    });
    req.setTimeout(15_000, () => req.destroy(new Error('timeout')));
    req.on('response', (res) => {
      let data = '';
      res.on('data', (chunk) => (data += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data, retryAfter: res.headers['retry-after'] }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(text);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const unreachable = "We can't reach our records right now; please try again in a minute.";

describe.runIf(testEngine === 'postgres')('when PostgreSQL goes away under load', () => {
  let database: TestPostgres;
  let server: ServerProcess;
  let url: string;
  let courseId: number;

  beforeAll(async () => {
    database = await startTestPostgres();
    server = startServer({
      PORT: '0',
      DATABASE_URL: database.url,
      NODE_ENV: 'development',
      TRUST_PROXY: '1',
      SHUTDOWN_DRAIN_SECONDS: '0',
      DATABASE_STATEMENT_TIMEOUT_MS: '1000',
    });
    url = (await server.listening()).replace('localhost', '127.0.0.1');
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    courseId = (
      await client.query<{ id: number }>("select id from courses where name = 'Vibe Coding Beginner: East Bay Sundays'")
    ).rows[0]!.id;
    await client.end();
  }, 60_000);
  afterAll(() => {
    server?.child.kill('SIGKILL');
    database?.stop();
  });

  /** Ten visitors, each posting a waitlist entry and reading a live page in turn, until stopped. */
  function load() {
    const answers: { what: string; answer: Answer | { error: string } }[] = [];
    const acknowledged: string[] = [];
    let running = true;
    let n = 0;
    const visitor = async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      while (running) {
        const email = `visitor-${++n}-${Date.now()}@example.org`;
        const write = await ask(`${url}/api/courses/${courseId}/express-interest`, agent, 'POST', {
          parentName: 'Dana Parent',
          parentEmail: email,
          parentPhone: '4085550100',
          studentName: 'Sam',
        });
        answers.push({ what: 'write', answer: write });
        if ('status' in write && write.status === 201) acknowledged.push(email);
        answers.push({ what: 'checkout', answer: await ask(`${url}/checkout?courseId=${courseId}`, agent) });
        await sleep(20);
      }
      agent.destroy();
    };
    const visitors = Array.from({ length: 10 }, visitor);
    return {
      answers,
      acknowledged,
      stop: async () => {
        running = false;
        await Promise.all(visitors);
      },
    };
  }

  /** Waits until a write goes through again; returns how long it took. */
  async function recovered(): Promise<number> {
    const started = Date.now();
    const agent = new http.Agent({ keepAlive: false });
    for (;;) {
      const res = await ask(`${url}/api/courses/${courseId}/express-interest`, agent, 'POST', {
        parentName: 'Dana Parent',
        parentEmail: `probe-${Date.now()}@example.org`,
        parentPhone: '4085550100',
        studentName: 'Sam',
      });
      if ('status' in res && res.status === 201) return Date.now() - started;
      if (Date.now() - started > 20_000) throw new Error(`no recovery: ${JSON.stringify(res)}`);
      await sleep(100);
    }
  }

  async function storedEmails(): Promise<Set<string>> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    const rows = (await client.query<{ parent_email: string }>('select parent_email from waitlist_entries')).rows;
    await client.end();
    return new Set(rows.map((row) => row.parent_email));
  }

  function expectOnly503sAndSuccesses(answers: { what: string; answer: Answer | { error: string } }[]) {
    const failures = answers.filter(({ answer }) => !('status' in answer) || ![200, 201, 503].includes(answer.status));
    expect(failures.slice(0, 5)).toEqual([]);
    const unavailable = answers.flatMap(({ answer }) => ('status' in answer && answer.status === 503 ? [answer] : []));
    for (const answer of unavailable) {
      expect(textOf(answer.body)).toContain(unreachable);
      expect(answer.retryAfter).toBeDefined();
    }
    return unavailable.length;
  }

  it('survives five restarts: alive after each, 503 meanwhile, no acknowledged write lost, back within seconds', async () => {
    const side = new http.Agent({ keepAlive: false });
    expect(await ask(`${url}/faq`, side)).toMatchObject({ status: 200 }); // cached from here on
    const traffic = load();
    const recoveries: number[] = [];
    for (let restart = 0; restart < 5; restart += 1) {
      await sleep(400);
      database.halt();
      await sleep(600);
      // A load balancer routes away; cached pages are still served.
      expect(await ask(`${url}/healthz`, side)).toMatchObject({ status: 503 });
      expect(await ask(`${url}/faq`, side)).toMatchObject({ status: 200 });
      await sleep(600);
      expect(server.child.exitCode, `after restart ${restart + 1}: ${server.output().slice(-3000)}`).toBeNull();
      database.resume();
      recoveries.push(await recovered());
    }
    await traffic.stop();
    expect(server.child.exitCode).toBeNull();
    const unavailable = expectOnly503sAndSuccesses(traffic.answers);
    expect(unavailable).toBeGreaterThan(0);
    const stored = await storedEmails();
    expect(traffic.acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    expect(Math.max(...recoveries)).toBeLessThan(10_000);
    // Every client handled its own errors: the last-resort guard in main.ts never had to.
    expect(server.output()).not.toContain('database error reached no handler');
    expect(server.output()).toContain('database connection lost; the pool replaces it');
    // The LISTEN connection came back by itself (its heartbeat beats every 2 s).
    for (let waited = 0; !server.output().includes('content-change listener reconnected') && waited < 5_000; waited += 100) {
      await sleep(100);
    }
    expect(server.output()).toContain('content-change listener reconnected');
    expect(await ask(`${url}/healthz`, side)).toMatchObject({ status: 200 });
  }, 120_000);

  it('survives every connection being cut (pg_terminate_backend) under load', async () => {
    const traffic = load();
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    for (let round = 0; round < 3; round += 1) {
      await sleep(300);
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid() and datname = current_database()',
      );
    }
    await admin.end();
    await sleep(300);
    await traffic.stop();
    expect(server.child.exitCode).toBeNull();
    expectOnly503sAndSuccesses(traffic.answers);
    const stored = await storedEmails();
    expect(traffic.acknowledged.filter((email) => !stored.has(email))).toEqual([]);
    await recovered();
    expect(server.output()).not.toContain('database error reached no handler');
  }, 60_000);

  it('answers 503 when a query runs past the statement timeout, and recovers when it no longer does', async () => {
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query('begin');
    await admin.query('lock table waitlist_entries in access exclusive mode');
    const agent = new http.Agent({ keepAlive: false });
    const slow = await ask(`${url}/api/courses/${courseId}/express-interest`, agent, 'POST', {
      parentName: 'Dana Parent',
      parentEmail: 'slow@example.org',
      parentPhone: '4085550100',
      studentName: 'Sam',
    });
    await admin.query('rollback');
    await admin.end();
    expect(slow).toMatchObject({ status: 503 });
    expect(textOf((slow as Answer).body)).toContain(unreachable);
    expect(server.child.exitCode).toBeNull();
    await recovered();
  }, 30_000);
});

describe.runIf(testEngine === 'sqlite')('when the SQLite file cannot take a write', () => {
  let t: TestApp;
  let courseId: number;
  beforeAll(async () => {
    t = await createTestApp({ config: { trustProxy: 1 } });
    courseId = (await t.db.selectFrom('courses').select('id').where('status', '=', 'active').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  let n = 0;
  const entry = () => ({
    parentName: 'Dana Parent',
    parentEmail: `sqlite-${++n}@example.org`,
    parentPhone: '4085550100',
    studentName: 'Sam',
  });
  const postJson = () =>
    request(t.app)
      .post(`/api/courses/${courseId}/express-interest`)
      .set('X-Forwarded-For', `10.8.${n % 250}.${(n >> 8) % 250}`)
      .send(entry());
  const postForm = () =>
    request(t.app)
      .post(`/courses/${courseId}/express-interest`)
      .set('X-Forwarded-For', `10.7.${n % 250}.${(n >> 8) % 250}`)
      .type('form')
      .send(entry());
  const integrity = async () =>
    (await sql<{ integrity_check: string }>`pragma integrity_check`.execute(t.db)).rows[0]?.integrity_check;

  /** Writes fail as `fault` makes them, and the site answers as a visitor would want. */
  async function expectUnavailableWhile(fault: () => Promise<void>, mend: () => Promise<void>) {
    await request(t.app).get('/faq').expect(200); // a cached page, before
    await fault();
    try {
      const answers: number[] = [];
      let refused: request.Response | undefined;
      for (let i = 0; i < 300 && !refused; i += 1) {
        const res = await postJson();
        answers.push(res.status);
        if (res.status === 503) refused = res;
      }
      expect(answers.filter((status) => status !== 201 && status !== 503)).toEqual([]);
      expect(refused?.body).toEqual({ error: unreachable });
      expect(refused?.headers['retry-after']).toBe('30');
      // The form keeps what was typed, and says so.
      const form = await postForm();
      expect(form.status).toBe(503);
      expect(textOf(form.text)).toContain(unreachable);
      expect(form.text).toContain('value="Dana Parent"');
      // Cached pages are still served.
      expect((await request(t.app).get('/faq')).status).toBe(200);
    } finally {
      await mend();
    }
    expect(await integrity()).toBe('ok');
    expect((await postJson()).status).toBe(201);
  }

  it('answers 503 when the disk is full (max_page_count reached), corrupts nothing, and writes again once there is room', async () => {
    const { page_count } = (await sql<{ page_count: number }>`pragma page_count`.execute(t.db)).rows[0]!;
    await expectUnavailableWhile(
      () =>
        sql
          .raw(`pragma max_page_count = ${page_count}`)
          .execute(t.db)
          .then(() => undefined),
      () =>
        sql
          .raw('pragma max_page_count = 1073741823')
          .execute(t.db)
          .then(() => undefined),
    );
  });

  it('answers 503 when the database became read-only, and writes again when it is not', async () => {
    await expectUnavailableWhile(
      () => sql`pragma query_only = 1`.execute(t.db).then(() => undefined),
      () => sql`pragma query_only = 0`.execute(t.db).then(() => undefined),
    );
  });

  it('answers 503 when another process holds the write lock past the busy timeout', async () => {
    if (t.database.kind !== 'sqlite') return;
    const other = new SQLite(t.database.file);
    await sql`pragma busy_timeout = 200`.execute(t.db);
    await expectUnavailableWhile(
      async () => void other.exec('begin immediate'),
      async () => {
        other.exec('rollback');
        other.close();
        await sql`pragma busy_timeout = 5000`.execute(t.db);
      },
    );
  });
});
