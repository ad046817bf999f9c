/** The servers under load: the real site, and the references that replay its captured bytes. */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { replayedHeaders, type Fixture } from './fixtures.ts';
import { freePort, get, waitFor } from './http-client.ts';
import { launch } from './processes.ts';
import { acceptEncoding, host, tsx } from './settings.ts';

/** A route to measure; `fallback` stands in for it while the route answers 404. */
export type Route = { path: string; fallback?: string };
export type Site = { child: ChildProcess; port: number; logFile: string; databaseUrl: string };
export type Reference = { name: string; child: ChildProcess; port: number };

/**
 * The site as production runs it (server/start.ts), on a fresh database (a SQLite file or a
 * postgres:// URL), logging to `<name>.log` in `tmp`: one name per site, so two sites share no file.
 */
export async function startSite(
  tmp: string,
  name: string,
  databaseUrl: string,
  options: { memoryProbe?: boolean; env?: Record<string, string> } = {},
): Promise<Site> {
  const port = await freePort();
  const logFile = path.join(tmp, `${name}.log`);
  const log = fs.openSync(logFile, 'w');
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PAYMENTS: 'demo',
    HOST: host,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'info',
    // The waitlist POST load gives each submission its own X-Forwarded-For (bench/form-posts.ts).
    TRUST_PROXY: '1',
    // Stopped between measurements: no load balancer to wait for.
    SHUTDOWN_DRAIN_SECONDS: '0',
    ...(options.memoryProbe ? { BENCH_MEMORY_FILE: memoryFileOf(tmp, name) } : {}),
    ...options.env,
  };
  // With the probe: node itself (one process, so a signal reaches the site), tsx as its loader.
  const child = options.memoryProbe
    ? launch(process.execPath, ['--expose-gc', '--import', 'tsx', '--import', './bench/memory-probe.ts', 'server/start.ts'], {
        env,
        stdio: ['ignore', log, log],
      })
    : launch(tsx, ['server/start.ts'], { env, stdio: ['ignore', log, log] });
  fs.closeSync(log);
  try {
    // start.ts may build the client first.
    await waitFor(child, port, '/healthz', 200, 90_000, `the ${name}`);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${logTail(logFile)}`);
  }
  return { child, port, logFile, databaseUrl };
}

export const memoryFileOf = (tmp: string, name: string) => path.join(tmp, `${name}.memory.json`);

/** The end of the site's log, for error messages; request lines would crowd out the cause. */
export function logTail(logFile: string): string {
  const lines = fs
    .readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => !line.includes('"msg":"request"'));
  return `--- ${path.basename(logFile)} (last lines, request lines left out) ---\n${lines.slice(-20).join('\n')}`;
}

/** Picks each route's path (or its fallback when the route is not there yet) and captures the site's reply. */
export async function captureFixtures(site: Site, routes: Route[], notes: string[]): Promise<Fixture[]> {
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

/** A reference server (bench/reference-server.ts) in its own process, replaying the fixtures in `fixturesFile`. */
export async function startReference(
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
