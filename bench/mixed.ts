/**
 * The mixed load test of `npm run bench`: 200 connections for 60 s against one site
 * (production mode, request log on, its outbox sender delivering to a local SMTP server),
 * each connection cycling through 50 requests: 42 public page reads (84%, the checkout with
 * its price lines among them), the page of a parent signed in by link (2%), a waitlist
 * offer's claim link (2%), one staff read (2%, signed in: the console's course list),
 * 4 JSON reads (8%) and one write (2%), the writes taking turns between a waitlist
 * submission, a contact message (both send mail) and a checkout initiation (which holds a
 * seat, so the cached pages and JSON of 'courses' are dropped again and again while they
 * are read). Every write comes from a client address and an e-mail of its own.
 * The site's heap and RSS are read after a full GC before and after the run
 * (bench/memory-probe.ts).
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import type { FamilyPages } from './family-pages.ts';
import { contactBody, initiationBody, interestBody, type BodyOf } from './form-posts.ts';
import { memoryFileOf, type Site } from './servers.ts';
import { acceptEncoding, host } from './settings.ts';

export type Memory = { rss: number; heapUsed: number; heapTotal: number; external: number };
export type MixedResult = {
  connections: number;
  durationSec: number;
  requests: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Count per status code. */
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  /** After the warm-up, half-way through and at the end: a leak grows in both halves, a plateau only in the first. */
  before: Memory;
  halfway: Memory;
  after: Memory;
  /** Each kind of request's time in the server during the run (its request log). */
  serverTimes: ServerTimes;
};

export type ServerTimes = { kind: string; count: number; p50Ms: number; p99Ms: number }[];

const pages = [
  '/',
  '/kids-vibe-coding',
  '/kids-vibe-coding?level=intermediate',
  '/programs',
  '/faq',
  '/about',
  '/locations/south-bay',
  '/parents',
  '/blog',
  '/contact',
  '/vibe-coding-for-high-schooler',
  '/start-your-journey',
  '/scholarships',
  '/about/instructors',
  '/programs/professionals',
  '/checkout?courseId=1',
];
/** What staff read while families browse: the console's list of courses with their seats. */
const staffRead = '/admin/courses';
const apis = ['/api/courses/program/kids-vibe-coding', '/api/courses/1', '/api/blogs', '/api/courses/2'];
const writes: { path: string; bodyOf: BodyOf }[] = [
  { path: '/api/courses/1/express-interest', bodyOf: interestBody },
  { path: '/api/contact', bodyOf: contactBody },
  { path: '/api/enrollments/initiate', bodyOf: initiationBody },
];

/** One cycle of 50 requests: 42 public pages, 2 family pages, 1 staff read, 4 JSON reads, 1 write, the write in the middle. */
function cycle(nextWrite: () => autocannon.Request, staffCookie: string, family: FamilyPages): autocannon.Request[] {
  const reads: autocannon.Request[] = [];
  for (let i = 0; i < 42; i++) reads.push({ method: 'GET', path: pages[i % pages.length]! });
  for (let i = 0; i < 4; i++) reads.splice(10 * (i + 1), 0, { method: 'GET', path: apis[i]! });
  reads.splice(25, 0, nextWrite());
  reads.splice(15, 0, { method: 'GET', path: '/account', headers: { cookie: family.parentCookie } });
  reads.splice(35, 0, { method: 'GET', path: family.claimPath });
  reads.push({ method: 'GET', path: staffRead, headers: { cookie: staffCookie } });
  return reads;
}

async function memoryOf(site: Site, tmp: string): Promise<Memory> {
  const file = memoryFileOf(tmp, 'site-mixed');
  fs.rmSync(file, { force: true });
  site.child.kill('SIGUSR2');
  for (let i = 0; i < 100 && !fs.existsSync(file); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  await new Promise((resolve) => setTimeout(resolve, 50)); // the write has finished
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Memory;
}

export async function runMixedLoad(
  site: Site,
  tmp: string,
  settings: { connections: number; durationSec: number; warmupSec: number },
  staffCookie: string,
  family: FamilyPages,
): Promise<MixedResult> {
  let written = 0;
  // Each write request is rebuilt as it is sent: its own body, e-mail and client address.
  const nextWrite = (): autocannon.Request => ({
    method: 'POST',
    path: writes[0]!.path,
    setupRequest: (request) => {
      const n = ++written;
      const write = writes[n % writes.length]!;
      return {
        ...request,
        path: write.path,
        body: JSON.stringify(write.bodyOf(1_000_000 + n)),
        headers: {
          ...request.headers,
          'content-type': 'application/json',
          'x-forwarded-for': `10.${100 + ((n >> 16) & 127)}.${(n >> 8) & 255}.${n & 255}`,
        },
      };
    },
  });
  const options = (durationSec: number): autocannon.Options => ({
    url: `http://${host}:${site.port}`,
    connections: settings.connections,
    duration: durationSec,
    headers: { 'accept-encoding': acceptEncoding },
    requests: cycle(nextWrite, staffCookie, family),
  });
  await autocannon(options(settings.warmupSec));
  const before = await memoryOf(site, tmp);
  const measuredFrom = new Date().toISOString();
  // Two halves, one after the other (the memory read between them takes a few ms).
  const first = await autocannon(options(settings.durationSec / 2));
  const halfway = await memoryOf(site, tmp);
  const second = await autocannon(options(settings.durationSec / 2));
  const after = await memoryOf(site, tmp);
  const statuses: Record<string, number> = {};
  for (const half of [first, second])
    for (const [code, { count }] of Object.entries(half.statusCodeStats ?? {}))
      statuses[code] = (statuses[code] ?? 0) + Number(count);
  return {
    connections: settings.connections,
    durationSec: settings.durationSec,
    requests: first.requests.total + second.requests.total,
    rps: (first.requests.total + second.requests.total) / settings.durationSec,
    // The worse half's, as autocannon keeps no histogram to merge.
    p50Ms: Math.max(first.latency.p50, second.latency.p50),
    p99Ms: Math.max(first.latency.p99, second.latency.p99),
    maxMs: Math.max(first.latency.max, second.latency.max),
    statuses,
    errors: first.errors + second.errors,
    timeouts: first.timeouts + second.timeouts,
    before,
    halfway,
    after,
    serverTimes: serverTimesOf(site.logFile, measuredFrom),
  };
}

/** What a request is, for the server times: the new paths of this wave each on its own line. */
function kindOf(method: string, path: string): string {
  if (method !== 'GET') return 'writes (waitlist, contact, checkout initiation)';
  if (path.startsWith('/checkout')) return 'checkout with its price lines';
  if (path === '/account') return "a parent's page (signed in)";
  if (path.startsWith('/waitlist/offers/')) return "a waitlist offer's claim link";
  if (path.startsWith('/admin')) return "the console's course list (staff)";
  if (path.startsWith('/api/')) return 'JSON reads';
  return 'public pages (cached)';
}

/**
 * Each kind of request's time in the server under the mixed load, from the site's request
 * log (the time from its arrival to the last byte written, so a request waiting behind
 * others is counted): how many, median and p99.
 */
function serverTimesOf(logFile: string, since: string): ServerTimes {
  const byKind = new Map<string, number[]>();
  for (const line of fs.readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.includes('"msg":"request"')) continue;
    const entry = JSON.parse(line) as { time: string; method: string; path: string; ms: number };
    if (entry.time < since) continue;
    const kind = kindOf(entry.method, entry.path);
    const times = byKind.get(kind) ?? [];
    times.push(entry.ms);
    byKind.set(kind, times);
  }
  return [...byKind].map(([kind, times]) => {
    const sorted = times.sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
    return { kind, count: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99) };
  });
}
