/**
 * `npm run bench`: throughput of the real site (production mode, one process) against
 * two references sending the same bytes (Express from a buffer, bare node:http), the
 * site on SQLite against the site on PostgreSQL, an in-process render benchmark
 * (bench/render.ts) and the home page's weight, reported against the budgets in
 * docs/architecture.md (Performance budgets).
 * It reports; it never fails on a budget miss (exit 0 unless something breaks).
 * Everything listens on and talks to 127.0.0.1 only.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compareEngines, makeRoom } from './engines.ts';
import { runMixedLoad } from './mixed.ts';
import { measureInTurns, generator, type LoadSettings } from './load.ts';
import { startBenchPostgres, type BenchPostgres } from './postgres.ts';
import { isStopping, stopAll } from './processes.ts';
import { runRenderBench } from './render-runner.ts';
import { printReport, type Budgets, type RouteResult } from './report.ts';
import { captureFixtures, startReference, startSite, type Route } from './servers.ts';
import { host } from './settings.ts';
import { measureWeight } from './weight.ts';
import { measureOutbox, outboxCountsOf } from './mail.ts';
import { deliveredTo, prepareFamilyPages } from './family-pages.ts';
import { measureRoster, signIn, staffEnv, type RosterResult } from './roster.ts';
import { startFakeSmtp } from '../tests/fakes/smtp-server.ts';

const load: LoadSettings = { connections: 50, warmupSec: 2, durationSec: 3, rounds: 3 };
// BENCH_MIXED_SECONDS shortens the mixed run while working on the bench itself.
const mixedLoad = { connections: 200, durationSec: Number(process.env['BENCH_MIXED_SECONDS'] ?? 60), warmupSec: 5 };
const budgets: Budgets = {
  cachedVsNode: 0.5,
  cachedP99VsExpress: 2,
  apiVsExpress: 0.8,
  uncachedVsRenderAndExpress: 0.7,
  uncachedP99Ms: 300,
  mixedHeapGrowthBytes: 5_000_000,
  mixedRssGrowth: 0.1,
  mixedServerP99Ms: 500,
  jsGzipBytes: 40_000,
  cssGzipBytes: 25_000,
};
// The console's roster of a 5,000-enrollment course: a page staff wait for, and a CSV streamed, not built in memory.
const rosterBudgets = { pageMs: 1_000, csvMs: 1_000, peakRssGrowthMb: 20 };
// The sender keeps up with families: of the mail the mixed load's writes added, this share is sent when the load stops.
const senderKeepsUp = 0.9;
const routes: Route[] = [
  { path: '/' },
  { path: '/kids-vibe-coding' },
  // Being added by another change; until it exists the bench measures /healthz instead.
  { path: '/api/courses/program/kids-vibe-coding', fallback: '/healthz' },
];

// Holds the SQLite database, the sites' logs and the fixtures; removed on the way out, also after a signal.
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-'));
// Outside stopAll's reach on purpose (bench/postgres.ts): it must stop after the sites.
let postgres: Promise<BenchPostgres> | undefined;
let cleaning: Promise<void> | undefined;
// Shared by the signal handler and the normal exit, like stopAll: PostgreSQL is stopped once.
const cleanup = () =>
  (cleaning ??= (async () => {
    await stopAll();
    // A start under way is waited for, then stopped too.
    await (await postgres?.catch(() => undefined))?.stop();
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
  const startedAt = Date.now();
  const loadAtStart = os.loadavg()[0]!;
  process.stderr.write(`starting the site (production mode, ${host})...\n`);
  const site = await startSite(tmp, 'site', path.join(tmp, 'site.db'), { env: staffEnv });
  process.stderr.write('starting PostgreSQL and the site on it...\n');
  if (isStopping()) throw new Error('interrupted'); // a cleanup under way would miss a server started now
  postgres = startBenchPostgres();
  const pg = await postgres;
  const sitePg = await startSite(tmp, 'site-postgres', pg.url, { env: staffEnv });

  process.stderr.write('render benchmark...\n');
  const render = await runRenderBench();

  const fixtures = await captureFixtures(site, routes, notes);
  const fixturesFile = path.join(tmp, 'fixtures.json');
  fs.writeFileSync(fixturesFile, JSON.stringify(fixtures));
  const express = await startReference('express', fixturesFile, fixtures, notes);
  const node = await startReference('node', fixturesFile, fixtures, notes);

  process.stderr.write(
    `load: ${generator}, ${load.connections} connections, ${load.warmupSec} s warm-up, then ${load.rounds} rounds of ${load.durationSec} s per target, in turns\n`,
  );
  const results: RouteResult[] = [];
  for (const fixture of fixtures) {
    const [siteResult, expressResult, nodeResult] = await measureInTurns(
      fixture.path,
      [{ child: site.child, name: 'site', port: site.port, logFile: site.logFile }, express, node],
      load,
    );
    results.push({ fixture, site: siteResult!, express: expressResult!, node: nodeResult! });
  }
  // The same page rendered live on every request: a flash cookie (here a signed one whose
  // signature does not match, so no toast shows) makes the site skip its page cache, so
  // this reads the database and renders each time.
  const uncachedKids = (
    await measureInTurns(
      '/kids-vibe-coding',
      [
        {
          child: site.child,
          name: 'site, uncached',
          port: site.port,
          logFile: site.logFile,
          headers: { Cookie: 'flash=s%3Abench.unsigned' },
        },
      ],
      load,
    )
  )[0]!;
  process.stderr.write('SQLite vs PostgreSQL, in turns...\n');
  const engines = { postgresVersion: pg.version, results: await compareEngines(site, sitePg, load) };
  const weight = await measureWeight(site.port);
  const successWeight = await measureWeight(site.port, '/enrollment-success?session_id=cs_test_bench_weight');

  // A site of its own on a fresh database, so the earlier runs' rows do not weigh on it.
  process.stderr.write(`mixed load: ${mixedLoad.connections} connections for ${mixedLoad.durationSec} s...\n`);
  // Its outbox sender delivers the writes' mail to a local SMTP server while the load runs.
  const smtp = await startFakeSmtp();
  const mixedSite = await startSite(tmp, 'site-mixed', path.join(tmp, 'mixed.db'), {
    memoryProbe: true,
    env: { ...staffEnv, SMTP_URL: smtp.url },
  });
  await makeRoom(mixedSite);
  const staffCookie = await signIn(mixedSite);
  const family = await prepareFamilyPages(mixedSite, deliveredTo(smtp), staffCookie);
  const mixed = await runMixedLoad(mixedSite, tmp, mixedLoad, staffCookie, family);
  const delivered = smtp.messages.length;
  const outboxAtEnd = await outboxCountsOf(mixedSite.databaseUrl);
  await smtp.close();
  const seconds = mixedLoad.warmupSec + mixedLoad.durationSec;
  const keptUp = outboxAtEnd.sent / Math.max(1, outboxAtEnd.added);
  process.stdout.write(
    `\n${keptUp >= senderKeepsUp ? 'PASS' : 'MISS'}  outbox sender beside the mixed load (its own thread; warm-up and run, ${seconds} s): ${delivered.toLocaleString('en-US')} messages delivered to the local SMTP server, ${(delivered / seconds).toFixed(0)} per second; ${outboxAtEnd.sent.toLocaleString('en-US')} of the ${outboxAtEnd.added.toLocaleString('en-US')} the writes added were sent when the load stopped, ${(keptUp * 100).toFixed(0)}% (budget >= ${senderKeepsUp * 100}%)\n`,
  );

  process.stderr.write('outbox sender to a local SMTP server, both engines...\n');
  const outbox = {
    sqlite: await measureOutbox(path.join(tmp, 'outbox.db')),
    postgres: await measureOutbox(pg.url),
  };
  process.stdout.write(
    `\nOutbox sender (2,000 messages, one sender, batch 20, 3 SMTP connections, to a local smtp-server):\n` +
      `  SQLite     ${outbox.sqlite.messagesPerSecond.toFixed(0)} messages/s\n` +
      `  PostgreSQL ${outbox.postgres.messagesPerSecond.toFixed(0)} messages/s\n`,
  );

  process.stderr.write('the console: a roster of 5,000 enrollments and its CSV, both engines...\n');
  const roster = {
    sqlite: await measureRoster(tmp, 'site-roster', path.join(tmp, 'roster.db')),
    postgres: await measureRoster(tmp, 'site-roster-postgres', pg.url),
  };
  printRoster(roster);

  printReport(
    { results, uncachedKids, engines, render, weight, successWeight, mixed, notes, loadAtStart, startedAt },
    load,
    budgets,
  );
}

/** The console's roster: the page and the streamed CSV, with their budgets (docs/architecture.md). */
function printRoster(roster: Record<'sqlite' | 'postgres', RosterResult>): void {
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
  process.stdout.write(
    `\nConsole roster (${roster.sqlite.enrollments.toLocaleString('en-US')} enrollments in one course, median of 5 requests, signed in):\n`,
  );
  for (const [engine, r] of [
    ['SQLite    ', roster.sqlite],
    ['PostgreSQL', roster.postgres],
  ] as const) {
    process.stdout.write(
      `  ${verdict(r.pageMs <= rosterBudgets.pageMs)}  ${engine} roster page ${r.pageMs.toFixed(0)} ms (${(r.pageBytes / 1024).toFixed(0)} KB sent; budget <= ${rosterBudgets.pageMs} ms)\n` +
        `  ${verdict(r.csvMs <= rosterBudgets.csvMs && r.peakRssGrowthMb <= rosterBudgets.peakRssGrowthMb)}  ${engine} roster CSV ${r.csvMs.toFixed(0)} ms (${(r.csvBytes / 1024).toFixed(0)} KB), peak RSS +${r.peakRssGrowthMb.toFixed(1)} MB (budget <= ${rosterBudgets.csvMs} ms, +${rosterBudgets.peakRssGrowthMb} MB)\n`,
    );
  }
}

try {
  await main();
} catch (error) {
  if (isStopping())
    process.exitCode = 130; // interrupted: the signal handler has said so
  else {
    console.error(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    process.exitCode = 1;
  }
} finally {
  await cleanup();
}
process.exit(process.exitCode ?? 0);
