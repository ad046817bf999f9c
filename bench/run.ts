/**
 * `npm run bench`: throughput of the real site (production mode, one process) against
 * two references sending the same bytes (Express from a buffer, bare node:http), an
 * in-process render benchmark (bench/render.ts) and the home page's weight, reported
 * against the budgets in ../shared/DESIGN.md "Performance baseline".
 * It reports; it never fails on a budget miss (exit 0 unless something breaks).
 * Everything listens on and talks to 127.0.0.1 only.
 */
import { spawn, spawnSync, type ChildProcess, type StdioOptions } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { replayedHeaders, type Fixture } from './fixtures.ts';
import type { RenderReport } from './render.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
const host = '127.0.0.1';
const acceptEncoding = 'gzip, br';
const load = { connections: 50, warmupSec: 2, durationSec: 3, rounds: 3 };
const budgets = { cachedVsExpress: 0.8, jsGzipBytes: 40_000, cssGzipBytes: 25_000 };

type Route = { path: string; fallback?: string };
const routes: Route[] = [
  { path: '/' },
  { path: '/kids-vibe-coding' },
  // Being added by another change; until it exists the bench measures /healthz instead.
  { path: '/api/courses/program/kids-vibe-coding', fallback: '/healthz' },
];

// ---------------------------------------------------------------- child processes

const children = new Set<ChildProcess>();
let stopping = false; // set on cleanup: start nothing new

/** Starts a command in its own process group, so stopping it also stops tsx's node child. */
function launch(command: string, args: string[], options: { env?: NodeJS.ProcessEnv; stdio?: StdioOptions } = {}): ChildProcess {
  if (stopping) throw new Error('interrupted');
  const child = spawn(command, args, {
    cwd: root,
    env: options.env ?? process.env,
    stdio: options.stdio ?? 'ignore',
    detached: true,
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

const running = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (running(child)) {
    const exited = once(child, 'exit');
    signalGroup(child, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3_000))]);
  }
  signalGroup(child, 'SIGKILL'); // stragglers in the group, e.g. tsx's node child
  children.delete(child);
}

/** Runs a command to completion and returns its stdout. */
async function capture(
  command: string,
  args: string[],
  env?: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stdout: string }> {
  const child = launch(command, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
  let stdout = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  const [code] = (await once(child, 'close')) as [number | null];
  return { code, stdout };
}

// ---------------------------------------------------------------- HTTP

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** GET over node:http, so the body arrives as sent on the wire (still compressed). */
function get(port: number, urlPath: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host, port, path: urlPath, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`timed out: GET ${urlPath}`)));
    req.on('error', reject);
    req.end();
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls until urlPath answers `status`; fails early when the process dies. */
async function waitFor(
  child: ChildProcess,
  port: number,
  urlPath: string,
  status: number,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!running(child)) throw new Error(`${what} exited (code ${child.exitCode ?? child.signalCode}) before answering`);
    const reply = await get(port, urlPath).catch(() => undefined);
    if (reply?.status === status) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not answer ${status} on ${urlPath} within ${timeoutMs / 1000} s`);
}

// ---------------------------------------------------------------- servers

type Site = { child: ChildProcess; port: number; logFile: string };

async function startSite(tmp: string): Promise<Site> {
  const port = await freePort();
  const logFile = path.join(tmp, 'site.log');
  const log = fs.openSync(logFile, 'w');
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PAYMENTS: 'demo',
    HOST: host,
    PORT: String(port),
    DATABASE_URL: path.join(tmp, 'site.db'),
    LOG_LEVEL: 'info',
  };
  const child = launch(tsx, ['server/start.ts'], { env, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  try {
    // start.ts may build the client first.
    await waitFor(child, port, '/healthz', 200, 90_000, 'the site');
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${logTail(logFile)}`);
  }
  return { child, port, logFile };
}

function logTail(logFile: string): string {
  const lines = fs
    .readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => !line.includes('"msg":"request"'));
  return `--- site log (last lines, request lines left out) ---\n${lines.slice(-20).join('\n')}`;
}

/** Picks each route's path (or its fallback when the route is not there yet) and captures the site's reply. */
async function captureFixtures(site: Site, notes: string[]): Promise<Fixture[]> {
  const fixtures: Fixture[] = [];
  for (const route of routes) {
    let urlPath = route.path;
    let reply = await get(site.port, urlPath, { 'accept-encoding': acceptEncoding });
    if (reply.status === 404 && route.fallback) {
      notes.push(`${route.path} answers 404 (not there yet): measured ${route.fallback} in its place.`);
      urlPath = route.fallback;
      reply = await get(site.port, urlPath, { 'accept-encoding': acceptEncoding });
    }
    if (reply.status !== 200) notes.push(`${urlPath} answers ${reply.status}, not 200: figures are for that response.`);
    const headers: Record<string, string> = {};
    for (const name of replayedHeaders) {
      const value = reply.headers[name];
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    fixtures.push({ path: urlPath, status: reply.status, headers, bodyBase64: reply.body.toString('base64') });
  }
  return fixtures;
}

type Reference = { name: string; child: ChildProcess; port: number };

async function startReference(
  kind: 'express' | 'node',
  fixturesFile: string,
  fixtures: Fixture[],
  notes: string[],
): Promise<Reference> {
  const port = await freePort();
  const name = kind === 'express' ? 'express buffer' : 'node:http';
  const child = launch(tsx, ['bench/reference-server.ts', kind, String(port), fixturesFile], {
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const first = fixtures[0]!;
  await waitFor(child, port, first.path, first.status, 30_000, name);
  // Same bytes as the site, or the comparison means nothing.
  for (const fixture of fixtures) {
    const reply = await get(port, fixture.path, { 'accept-encoding': acceptEncoding });
    if (!reply.body.equals(Buffer.from(fixture.bodyBase64, 'base64')))
      notes.push(`${name} does not replay ${fixture.path} byte for byte!`);
  }
  return { name, child, port };
}

// ---------------------------------------------------------------- load generator

type LoadResult = { rps: number; p99Ms: number; non2xx: number; errors: number };

const hasWrk = !spawnSync('wrk', ['-v']).error;
const generator = hasWrk ? 'wrk' : 'autocannon';

function parseWrk(out: string): LoadResult {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
  const p99 = /^\s*99%\s+([\d.]+)(us|ms|s|m)\s*$/m.exec(out);
  const scale: Record<string, number> = { us: 0.001, ms: 1, s: 1_000, m: 60_000 };
  const p99Ms = p99 ? Number(p99[1]) * scale[p99[2]!]! : NaN;
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return { rps, p99Ms, non2xx, errors };
}

function parseAutocannon(out: string): LoadResult {
  const json = JSON.parse(out.trim().split('\n').pop() ?? '{}') as {
    requests?: { average?: number };
    latency?: { p99?: number };
    non2xx?: number;
    errors?: number;
  };
  return {
    rps: json.requests?.average ?? NaN,
    p99Ms: json.latency?.p99 ?? NaN,
    non2xx: json.non2xx ?? 0,
    errors: json.errors ?? 0,
  };
}

async function runLoad(url: string, seconds: number, extraHeaders: Record<string, string> = {}): Promise<LoadResult> {
  const c = String(load.connections);
  const extra = Object.entries(extraHeaders);
  const { stdout } = hasWrk
    ? await capture('wrk', [
        '-t1',
        `-c${c}`,
        `-d${seconds}s`,
        '--latency',
        '-H',
        `Accept-Encoding: ${acceptEncoding}`,
        ...extra.flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
        url,
      ])
    : // autocannon on one core tops out near 17k req/s: its worker thread keeps it off the main loop.
      await capture(path.join(root, 'node_modules', '.bin', 'autocannon'), [
        '-j',
        '-w',
        '1',
        '-c',
        c,
        '-d',
        String(seconds),
        '-H',
        `Accept-Encoding=${acceptEncoding}`,
        ...extra.flatMap(([name, value]) => ['-H', `${name}=${value}`]),
        url,
      ]);
  return hasWrk ? parseWrk(stdout) : parseAutocannon(stdout);
}

async function measure(
  child: ChildProcess,
  name: string,
  port: number,
  urlPath: string,
  logFile?: string,
  extraHeaders: Record<string, string> = {},
): Promise<LoadResult> {
  if (!running(child)) {
    const how = `exit code ${child.exitCode ?? '-'}, signal ${child.signalCode ?? '-'}`;
    throw new Error(`${name} is no longer running (${how})${logFile ? '\n' + logTail(logFile) : ''}`);
  }
  const url = `http://${host}:${port}${urlPath}`;
  const result = await runLoad(url, load.durationSec, extraHeaders);
  if (stopping) throw new Error('interrupted');
  process.stderr.write(`  ${urlPath} ${name}: ${fmt(result.rps)} req/s\n`);
  return result;
}

type Target = { child: ChildProcess; name: string; port: number; logFile?: string; headers?: Record<string, string> };

/**
 * The targets of one route take turns: a warm-up each, then `rounds` short runs in
 * turn, and each keeps its median round. A burst of load from elsewhere on the machine
 * then hits every target alike instead of skewing one ratio.
 */
async function measureInTurns(urlPath: string, targets: Target[]): Promise<LoadResult[]> {
  for (const t of targets) await runLoad(`http://${host}:${t.port}${urlPath}`, load.warmupSec, t.headers);
  const rounds: LoadResult[][] = targets.map(() => []);
  for (let round = 0; round < load.rounds; round++) {
    for (const [i, t] of targets.entries()) {
      rounds[i]!.push(await measure(t.child, t.name, t.port, urlPath, t.logFile, t.headers));
    }
  }
  return rounds.map((results) => [...results].sort((a, b) => a.rps - b.rps)[Math.floor(results.length / 2)]!);
}

// ---------------------------------------------------------------- render benchmark

async function runRenderBench(): Promise<RenderReport> {
  // Its own process, so React loads in production mode and the site's process is untouched.
  const { code, stdout } = await capture(tsx, ['bench/render.ts', '--json'], { ...process.env, NODE_ENV: 'production' });
  if (code !== 0) throw new Error(`bench/render.ts exited with code ${code}`);
  return JSON.parse(stdout.trim().split('\n').pop() ?? '') as RenderReport;
}

// ---------------------------------------------------------------- page weight

type Weight = {
  htmlGzip: number;
  js: { url: string; gzip: number }[];
  css: { url: string; gzip: number }[];
  htmxGzip: number | undefined;
};

type Manifest = { styles: string[]; bundles: Record<string, { file: string; imports: string[] }> };

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&');

/** The home page's stylesheets, module scripts and modulepreloads, plus the scripts' static imports from the manifest. */
async function measureWeight(port: number): Promise<Weight> {
  const identity = { 'accept-encoding': 'identity' };
  const html = (await get(port, '/', identity)).body;
  const text = html.toString('utf8');
  const cssUrls = [...text.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => attr(tag, 'rel') === 'stylesheet')
    .map((tag) => attr(tag, 'href')!);
  const entryScripts = [...text.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => attr(tag, 'type') === 'module' && attr(tag, 'src'))
    .map((tag) => attr(tag, 'src')!);
  const preloads = [...text.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => attr(tag, 'rel') === 'modulepreload')
    .map((tag) => attr(tag, 'href')!);

  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'public', 'build', 'manifest.json'), 'utf8')) as Manifest;
  const importsOf = new Map(Object.values(manifest.bundles).map((bundle) => [bundle.file, bundle.imports]));
  const jsUrls = new Set<string>();
  const visit = (url: string) => {
    if (jsUrls.has(url)) return;
    jsUrls.add(url);
    for (const imported of importsOf.get(url) ?? []) visit(imported);
  };
  [...entryScripts, ...preloads].forEach(visit);

  const gzipOf = async (url: string) => {
    const reply = await get(port, url, identity);
    if (reply.status !== 200) throw new Error(`GET ${url} answered ${reply.status}`);
    return { url, gzip: gzipSync(reply.body, { level: 9 }).length };
  };
  const htmx = manifest.bundles['htmx']?.file;
  return {
    htmlGzip: gzipSync(html, { level: 9 }).length,
    js: await Promise.all([...jsUrls].map(gzipOf)),
    css: await Promise.all(cssUrls.map(gzipOf)),
    // What htmx would add if the home page loaded it (the budget counts htmx).
    htmxGzip: htmx && !jsUrls.has(htmx) ? (await gzipOf(htmx)).gzip : undefined,
  };
}

// ---------------------------------------------------------------- report

const fmt = (n: number, digits = 0) =>
  Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : 'n/a';
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
const sum = (items: { gzip: number }[]) => items.reduce((total, item) => total + item.gzip, 0);

type RouteResult = { fixture: Fixture; site: LoadResult; express: LoadResult; node: LoadResult };

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  return rows
    .map((row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '))
    .join('\n');
}

function printThroughput(results: RouteResult[]): void {
  const cell = (r: LoadResult) => `${fmt(r.rps)} (${fmt(r.p99Ms, 1)} ms)`;
  const rows = [
    ['route', 'bytes sent', 'encoding', 'site req/s (p99)', 'express buffer', 'node:http', 'site/express', 'site/node:http'],
  ];
  for (const { fixture, site, express, node } of results) {
    rows.push([
      fixture.path,
      `${fmt(Buffer.from(fixture.bodyBase64, 'base64').length)} B`,
      fixture.headers['content-encoding'] ?? 'identity',
      cell(site),
      cell(express),
      cell(node),
      `${fmt((site.rps / express.rps) * 100)}%`,
      `${fmt((site.rps / node.rps) * 100)}%`,
    ]);
  }
  console.log(table(rows));
  for (const { fixture, site, express, node } of results) {
    for (const [name, r] of [
      ['site', site],
      ['express', express],
      ['node:http', node],
    ] as const) {
      if (r.non2xx || r.errors)
        console.log(`  warning: ${fixture.path} ${name}: ${r.non2xx} non-2xx/3xx responses, ${r.errors} socket errors`);
    }
  }
}

function printRender(report: RenderReport): void {
  console.log(
    `NODE_ENV=${report.nodeEnv}, React ${report.reactVersion}, one core, in process; markup as server/http/render.tsx builds it`,
  );
  const rows = [['page', 'method', 'renders/s', 'mean ms', 'bytes', 'vs renderToString']];
  for (const page of report.pages) {
    const base = page.methods[0]!.rendersPerSec;
    for (const m of page.methods) {
      rows.push([
        `${page.path} (${page.body})`,
        m.method,
        fmt(m.rendersPerSec),
        fmt(m.meanMs, 3),
        `${fmt(m.bytes)}${m.sameMarkup ? '' : ' (differs!)'}`,
        `${fmt(m.rendersPerSec / base, 2)}x`,
      ]);
    }
  }
  console.log(table(rows));
  for (const page of report.pages) console.log(`  ${page.path}: fastest is ${page.fastest}`);
}

function printWeight(weight: Weight): void {
  console.log(`HTML: ${fmt(weight.htmlGzip)} B gzipped`);
  for (const item of weight.js) console.log(`JS:   ${item.url}  ${fmt(item.gzip)} B`);
  for (const item of weight.css) console.log(`CSS:  ${item.url}  ${fmt(item.gzip)} B`);
  console.log(`JS total ${fmt(sum(weight.js))} B, CSS total ${fmt(sum(weight.css))} B (gzip -9; 1 KB = 1,000 B)`);
  if (weight.htmxGzip !== undefined) {
    console.log(
      `htmx bundle (not loaded by the home page): ${fmt(weight.htmxGzip)} B; JS total with it ${fmt(sum(weight.js) + weight.htmxGzip)} B`,
    );
  }
}

function printBudgets(results: RouteResult[], render: RenderReport, weight: Weight, uncachedKids: LoadResult): void {
  const home = results.find((r) => r.fixture.path === '/');
  if (home) {
    const ratio = home.site.rps / home.express.rps;
    const cached = home.fixture.headers['etag'] ? '' : ' (no ETag: not served from the page cache?)';
    console.log(
      `${verdict(ratio >= budgets.cachedVsExpress)}  cached page / at ${fmt(ratio * 100)}% of Express sending the same bytes (budget >= ${budgets.cachedVsExpress * 100}%)${cached}`,
    );
  }
  const kids = results.find((r) => r.fixture.path === '/kids-vibe-coding');
  const bare = render.pages.find((p) => p.path === '/kids-vibe-coding')?.methods.find((m) => m.method === 'renderToString');
  if (bare) {
    const ratio = uncachedKids.rps / bare.rendersPerSec;
    console.log(
      `${verdict(ratio >= 1)}  uncached /kids-vibe-coding (live data) over HTTP ${fmt(uncachedKids.rps)} req/s vs bare renderToString of the same markup ${fmt(bare.rendersPerSec)} renders/s = ${fmt(ratio * 100)}% (budget >= 100%)`,
    );
  }
  if (kids && bare) {
    console.log(
      `info  cached /kids-vibe-coding: ${fmt(kids.site.rps)} req/s, ${fmt((kids.site.rps / bare.rendersPerSec) * 100)}% of a bare renderToString`,
    );
  }
  const js = sum(weight.js);
  const css = sum(weight.css);
  const htmxNote = weight.htmxGzip === undefined ? 'htmx included' : `htmx not loaded; ${kb(js + weight.htmxGzip)} with it`;
  console.log(
    `${verdict(js <= budgets.jsGzipBytes)}  home page JS ${kb(js)} gzipped (budget <= ${kb(budgets.jsGzipBytes)}; ${htmxNote})`,
  );
  console.log(
    `${verdict(css <= budgets.cssGzipBytes)}  home page CSS ${kb(css)} gzipped (budget <= ${kb(budgets.cssGzipBytes)})`,
  );
}

// ---------------------------------------------------------------- main

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
let cleaning: Promise<void> | undefined;
const cleanup = () =>
  (cleaning ??= (async () => {
    stopping = true;
    await Promise.all([...children].map(stop));
    fs.rmSync(tmp, { recursive: true, force: true });
  })());

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    process.stderr.write(`\n${signal}: stopping servers\n`);
    void cleanup().finally(() => process.exit(130));
  });
}

async function main(): Promise<void> {
  const notes: string[] = [];
  const started = Date.now();
  const loadAtStart = os.loadavg()[0]!;
  process.stderr.write(`starting the site (production mode, ${host})...\n`);
  const site = await startSite(tmp);

  process.stderr.write('render benchmark...\n');
  const render = await runRenderBench();

  const fixtures = await captureFixtures(site, notes);
  const fixturesFile = path.join(tmp, 'fixtures.json');
  fs.writeFileSync(fixturesFile, JSON.stringify(fixtures));
  const express = await startReference('express', fixturesFile, fixtures, notes);
  const node = await startReference('node', fixturesFile, fixtures, notes);

  process.stderr.write(
    `load: ${generator}, ${load.connections} connections, ${load.warmupSec} s warm-up, then ${load.rounds} rounds of ${load.durationSec} s per target, in turns\n`,
  );
  const results: RouteResult[] = [];
  for (const fixture of fixtures) {
    const [siteResult, expressResult, nodeResult] = await measureInTurns(fixture.path, [
      { child: site.child, name: 'site', port: site.port, logFile: site.logFile },
      express,
      node,
    ]);
    results.push({ fixture, site: siteResult!, express: expressResult!, node: nodeResult! });
  }
  // The same page rendered live on every request: a flash cookie (here an empty one)
  // makes the site skip its page cache, so this reads the database and renders each time.
  const uncachedKids = (
    await measureInTurns('/kids-vibe-coding', [
      { child: site.child, name: 'site, uncached', port: site.port, logFile: site.logFile, headers: { Cookie: 'flash=bench' } },
    ])
  )[0]!;
  const weight = await measureWeight(site.port);

  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(`\n== npm run bench  (Node ${process.version}, ${os.cpus().length} x ${cpu}, ${host})`);
  // Other work on the machine skews every figure; the load average shows whether there was any.
  console.log(
    `   1-min load average: ${loadAtStart.toFixed(2)} at start, ${os.loadavg()[0]!.toFixed(2)} at end (the bench itself keeps ~2 cores busy)`,
  );
  console.log(
    `\n-- HTTP throughput: ${generator}, 1 thread, ${load.connections} connections; per route the targets take turns (${load.warmupSec} s warm-up, then the median of ${load.rounds} rounds of ${load.durationSec} s); Accept-Encoding: ${acceptEncoding}`,
  );
  console.log("   site = server/start.ts (NODE_ENV=production); references replay the site's bytes, each in its own process");
  printThroughput(results);
  console.log(
    `/kids-vibe-coding uncached (live data, rendered per request): ${fmt(uncachedKids.rps)} req/s (p99 ${fmt(uncachedKids.p99Ms)} ms)`,
  );
  console.log('\n-- Render benchmark (bench/render.ts)');
  printRender(render);
  console.log('\n-- Home page weight');
  printWeight(weight);
  console.log('\n-- Budgets (../shared/DESIGN.md "Performance baseline"; reported, never enforced)');
  printBudgets(results, render, weight, uncachedKids);
  console.log('\n-- Notes');
  notes.push("Express reference: default settings; the site's ETag is not replayed so Express computes its weak ETag.");
  for (const note of notes) console.log(`  ${note}`);
  console.log(`\ndone in ${fmt((Date.now() - started) / 1000)} s`);
}

try {
  await main();
} catch (error) {
  if (stopping)
    process.exitCode = 130; // interrupted: the signal handler has said so
  else {
    console.error(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
  }
} finally {
  await cleanup();
}
process.exit(process.exitCode ?? 0);
