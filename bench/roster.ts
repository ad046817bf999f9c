/**
 * The staff console's heaviest reads (issue 27): a course with 5,000 enrollments, its
 * roster page and its roster CSV (streamed), each timed over a few requests, with the
 * site's peak RSS (VmHWM) before and after the CSV, on SQLite and on PostgreSQL.
 */
import fs from 'node:fs';
import http from 'node:http';
import { createDb } from '../db/index.ts';
import { loadConfig } from '../server/config.ts';
import { startSite, type Site } from './servers.ts';
import { host } from './settings.ts';

export type RosterResult = {
  enrollments: number;
  pageMs: number;
  pageBytes: number;
  csvMs: number;
  csvBytes: number;
  peakRssGrowthMb: number;
};

const enrollments = 5_000;
const staffPassword = 'bench staff passphrase';
/** What a site needs for a staff account to sign in with (the owner, created at start). */
export const staffEnv = { ADMIN_PASSWORD: staffPassword, SESSION_SECRET: 'b'.repeat(32), ADMIN_EMAIL: 'owner@example.org' };

/** 5,000 paid seats in course 1, written straight to the database in batches. */
async function fillCourse(databaseUrl: string): Promise<void> {
  const db = createDb(loadConfig({ DATABASE_URL: databaseUrl }).database);
  try {
    const now = new Date().toISOString();
    await db
      .updateTable('courses')
      .set({ capacity: enrollments + 100, seats_taken: enrollments })
      .where('id', '=', 1)
      .execute();
    for (let start = 0; start < enrollments; start += 500) {
      const rows = Array.from({ length: 500 }, (_, i) => ({
        course_id: 1,
        student_name: `Student ${start + i}`,
        parent_email: `parent${start + i}@example.org`,
        amount_cents: 67_500,
        currency: 'usd',
        status: 'paid' as const,
        hold_expires_at: now,
        payment_provider: 'demo',
        payment_session_id: `bench_roster_${start + i}`,
        created_at: now,
        updated_at: now,
        paid_at: now,
      }));
      await db.insertInto('enrollments').values(rows).execute();
    }
  } finally {
    await db.destroy();
  }
}

type Reply = { status: number; headers: http.IncomingHttpHeaders; bytes: number; ms: number };

function send(port: number, method: string, path: string, headers: Record<string, string>, body?: string): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request({ host, port, method, path, headers, agent: false }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, ms: performance.now() - started }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Signs in through the real form (same-origin, as a browser posts it) and returns the session cookie. */
export async function signIn(site: Site): Promise<string> {
  const origin = `http://${host}:${site.port}`;
  const body = new URLSearchParams({ email: staffEnv.ADMIN_EMAIL, password: staffPassword }).toString();
  const reply = await send(
    site.port,
    'POST',
    '/admin/login',
    {
      'content-type': 'application/x-www-form-urlencoded',
      'content-length': String(Buffer.byteLength(body)),
      origin,
    },
    body,
  );
  const cookies = ([] as string[]).concat(reply.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0]!);
  if (reply.status !== 303 || !cookies.length) throw new Error(`staff sign-in answered ${reply.status}`);
  return cookies.join('; ');
}

const peakRssKb = (pid: number) => Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);

/** The median of `times` requests, after one to warm up. */
async function timed(port: number, path: string, cookie: string, times = 5): Promise<{ ms: number; bytes: number }> {
  const headers = { cookie, 'accept-encoding': 'gzip, br' };
  const first = await send(port, 'GET', path, headers);
  if (first.status !== 200) throw new Error(`${path} answered ${first.status}`);
  const replies: Reply[] = [];
  for (let i = 0; i < times; i++) replies.push(await send(port, 'GET', path, headers));
  const sorted = replies.map((reply) => reply.ms).sort((a, b) => a - b);
  return { ms: sorted[Math.floor(sorted.length / 2)]!, bytes: first.bytes };
}

export async function measureRoster(tmp: string, name: string, databaseUrl: string): Promise<RosterResult> {
  const site = await startSite(tmp, name, databaseUrl, { env: staffEnv });
  await fillCourse(databaseUrl);
  const cookie = await signIn(site);
  const page = await timed(site.port, '/admin/courses/1', cookie);
  const peakBefore = peakRssKb(site.child.pid!);
  const csv = await timed(site.port, '/admin/courses/1/roster.csv', cookie);
  const peakAfter = peakRssKb(site.child.pid!);
  site.child.kill('SIGTERM');
  return {
    enrollments,
    pageMs: page.ms,
    pageBytes: page.bytes,
    csvMs: csv.ms,
    csvBytes: csv.bytes,
    peakRssGrowthMb: (peakAfter - peakBefore) / 1024,
  };
}
