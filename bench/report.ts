/** The report `npm run bench` prints on stdout: the tables, then each budget's verdict. */
import os from 'node:os';
import type { EngineResult } from './engines.ts';
import type { Fixture } from './fixtures.ts';
import type { MixedResult } from './mixed.ts';
import { fmt, kb, table } from './format.ts';
import { generator, type LoadResult, type LoadSettings } from './load.ts';
import type { RenderReport } from './render.ts';
import { acceptEncoding, host } from './settings.ts';
import type { Weight } from './weight.ts';

/** docs/architecture.md, "Performance budgets". */
export type Budgets = {
  /** A cached page's req/s against bare node:http sending the same bytes. */
  cachedVsNode: number;
  /** A cached page's p99 against Express sending the same bytes (at most this many times). */
  cachedP99VsExpress: number;
  /** JSON under /api against Express sending the same bytes. */
  apiVsExpress: number;
  /** An uncached page against the combined cost of a bare renderToString and Express sending the result. */
  uncachedVsRenderAndExpress: number;
  /** A page rendered live is fair under load: its p99 at the load's connections, on both engines, in ms. */
  uncachedP99Ms: number;
  /** The mixed load test's second half: live heap (after a full GC) may grow this much... */
  mixedHeapGrowthBytes: number;
  /** ...and RSS by this fraction. */
  mixedRssGrowth: number;
  /** Under the mixed load, every kind of request's p99 in the server (its request log), in ms. */
  mixedServerP99Ms: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
};
export type RouteResult = { fixture: Fixture; site: LoadResult; express: LoadResult; node: LoadResult };

/** Everything one run measured, and what the report needs to describe how. */
export type Figures = {
  results: RouteResult[];
  uncachedKids: LoadResult;
  engines: { postgresVersion: string; results: EngineResult[] };
  render: RenderReport;
  weight: Weight;
  successWeight: Weight;
  mixed: MixedResult;
  notes: string[];
  loadAtStart: number;
  startedAt: number;
};

const verdict = (ok: boolean) => (ok ? 'PASS' : 'MISS');
const sum = (items: { gzip: number }[]) => items.reduce((total, item) => total + item.gzip, 0);

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

function printEngines({ postgresVersion, results }: Figures['engines']): void {
  const cell = (r: LoadResult) => `${fmt(r.rps)} (${fmt(r.p99Ms, 1)} ms)`;
  const rows = [['route', 'SQLite req/s (p99)', 'PostgreSQL req/s (p99)', 'PostgreSQL/SQLite']];
  for (const { route, sqlite, postgres } of results)
    rows.push([route, cell(sqlite), cell(postgres), `${fmt((postgres.rps / sqlite.rps) * 100)}%`]);
  console.log(table(rows));
  for (const { route, sqlite, postgres } of results) {
    for (const [name, r] of [
      ['SQLite', sqlite],
      ['PostgreSQL', postgres],
    ] as const) {
      if (r.non2xx || r.errors)
        console.log(`  warning: ${route} ${name}: ${r.non2xx} non-2xx/3xx responses, ${r.errors} socket errors`);
    }
  }
  console.log(
    '   The waitlist POST: up to 20 clients in a closed loop, each submission from an address and an e-mail of its own (bench/form-posts.ts).',
  );
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
      `htmx bundle (not loaded by the page): ${fmt(weight.htmxGzip)} B; JS total with it ${fmt(sum(weight.js) + weight.htmxGzip)} B`,
    );
  }
  for (const item of weight.lazy) console.log(`JS loaded when needed: ${item.url}  ${fmt(item.gzip)} B`);
}

const mb = (bytes: number) => `${fmt(bytes / 1e6, 1)} MB`;
const change = (from: number, to: number) => `${to >= from ? '+' : ''}${mb(to - from)}`;

function printMixed(m: MixedResult): void {
  const statuses = Object.entries(m.statuses)
    .map(([code, count]) => `${code}: ${fmt(count)}`)
    .join(', ');
  console.log(
    `${fmt(m.requests)} requests in ${m.durationSec} s = ${fmt(m.rps)} req/s; latency (the worse half's) p50 ${fmt(m.p50Ms, 1)} ms, p99 ${fmt(m.p99Ms, 1)} ms, max ${fmt(m.maxMs)} ms`,
  );
  console.log(`statuses ${statuses}; socket errors ${m.errors}, timeouts ${m.timeouts}`);
  const rows = [['site memory (after a full GC)', 'before', 'after', 'change']];
  for (const key of ['heapUsed', 'heapTotal', 'external', 'rss'] as const)
    rows.push([
      key,
      mb(m.before[key]),
      mb(m.after[key]),
      `${m.after[key] >= m.before[key] ? '+' : ''}${mb(m.after[key] - m.before[key])}`,
    ]);
  console.log(table(rows));
  const times = [['in the server during the run (request log)', 'requests', 'p50', 'p99']];
  for (const t of m.serverTimes) times.push([t.kind, fmt(t.count), `${fmt(t.p50Ms, 1)} ms`, `${fmt(t.p99Ms, 1)} ms`]);
  console.log(table(times));
}

function printBudgets(figures: Figures, load: LoadSettings, budgets: Budgets): void {
  const { results, render, weight, uncachedKids } = figures;
  const pct = (ratio: number) => `${fmt(ratio * 100)}%`;
  for (const r of results) {
    const path = r.fixture.path;
    if (path.startsWith('/api/')) {
      const ratio = r.site.rps / r.express.rps;
      console.log(
        `${verdict(ratio >= budgets.apiVsExpress)}  JSON ${path} at ${pct(ratio)} of Express sending the same bytes (budget >= ${pct(budgets.apiVsExpress)})`,
      );
      continue;
    }
    if (!r.fixture.headers['etag']) continue; // not a cached page
    const ratio = r.site.rps / r.node.rps;
    const p99 = r.site.p99Ms / r.express.p99Ms;
    console.log(
      `${verdict(ratio >= budgets.cachedVsNode)}  cached page ${path} at ${pct(ratio)} of bare node:http (budget >= ${pct(budgets.cachedVsNode)}); site/Express ${pct(r.site.rps / r.express.rps)}`,
    );
    console.log(
      `${verdict(p99 <= budgets.cachedP99VsExpress)}  cached page ${path} p99 ${fmt(r.site.p99Ms, 1)} ms, ${fmt(p99, 2)}x Express's ${fmt(r.express.p99Ms, 1)} ms (budget <= ${budgets.cachedP99VsExpress}x)`,
    );
  }
  const kids = results.find((r) => r.fixture.path === '/kids-vibe-coding');
  const bare = render.pages.find((p) => p.path === '/kids-vibe-coding')?.methods.find((m) => m.method === 'renderToString');
  if (kids && bare) {
    // Per request: render once, then send the bytes as Express would; the two costs add up.
    const combined = 1 / (1 / bare.rendersPerSec + 1 / kids.express.rps);
    const ratio = uncachedKids.rps / combined;
    console.log(
      `${verdict(ratio >= budgets.uncachedVsRenderAndExpress)}  uncached /kids-vibe-coding (live data) ${fmt(uncachedKids.rps)} req/s = ${pct(ratio)} of renderToString + Express sending the result (${fmt(combined)}/s; budget >= ${pct(budgets.uncachedVsRenderAndExpress)})`,
    );
  }
  // Fair: a live page's slowest requests wait for a few renders, not for a whole batch's.
  // The same budget for every page rendered per request: the kids page without its cache and
  // the pages this wave added (checkout, the parent's page, a claim link, the console).
  const livePages = figures.engines.results.filter((r) => !r.route.startsWith('POST') && !r.route.startsWith('/api/'));
  for (const live of livePages) {
    const worst = Math.max(live.sqlite.p99Ms, live.postgres.p99Ms);
    console.log(
      `${verdict(worst < budgets.uncachedP99Ms)}  ${live.route} p99 at ${load.connections} connections: SQLite ${fmt(live.sqlite.p99Ms, 1)} ms (${fmt(live.sqlite.rps)} req/s), PostgreSQL ${fmt(live.postgres.p99Ms, 1)} ms (${fmt(live.postgres.rps)} req/s) (budget < ${budgets.uncachedP99Ms} ms on both)`,
    );
  }
  const m = figures.mixed;
  const fivexx = Object.entries(m.statuses)
    .filter(([code]) => code.startsWith('5'))
    .reduce((total, [, count]) => total + count, 0);
  const other = Object.entries(m.statuses)
    .filter(([code]) => !/^[23]/.test(code))
    .reduce((total, [, count]) => total + count, 0);
  console.log(
    `${verdict(fivexx === 0 && m.errors === 0 && m.timeouts === 0 && other === 0)}  mixed load (${m.connections} connections, ${m.durationSec} s): ${fmt(m.rps)} req/s, p99 ${fmt(m.p99Ms, 1)} ms; ${fivexx} 5xx, ${other - fivexx} other 4xx, ${m.errors} socket errors, ${m.timeouts} timeouts (budget: none)`,
  );
  const slowest = m.serverTimes.reduce((worst, t) => (t.p99Ms > worst.p99Ms ? t : worst), m.serverTimes[0]!);
  console.log(
    `${verdict(slowest.p99Ms < budgets.mixedServerP99Ms)}  every kind of request under the mixed load under ${budgets.mixedServerP99Ms} ms at p99 in the server (the parent's page, a claim link, checkout with prices, the console among them); the slowest: ${slowest.kind}, ${fmt(slowest.p99Ms, 1)} ms`,
  );
  // Flat: what the second half adds, once caches and pools have filled in the first. A leak grows in both.
  const heapGrowth = m.after.heapUsed - m.halfway.heapUsed;
  const rssGrowth = m.after.rss / m.halfway.rss - 1;
  console.log(
    `${verdict(heapGrowth <= budgets.mixedHeapGrowthBytes && rssGrowth <= budgets.mixedRssGrowth)}  memory flat under the mixed load, second half: live heap ${mb(m.halfway.heapUsed)} -> ${mb(m.after.heapUsed)} (budget: +${mb(budgets.mixedHeapGrowthBytes)} at most), RSS ${mb(m.halfway.rss)} -> ${mb(m.after.rss)} (${pct(rssGrowth)}; budget <= ${pct(budgets.mixedRssGrowth)}); over the whole run heap ${change(m.before.heapUsed, m.after.heapUsed)}, RSS ${change(m.before.rss, m.after.rss)}`,
  );
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

export function printReport(figures: Figures, load: LoadSettings, budgets: Budgets): void {
  const { results, uncachedKids, render, weight, notes, loadAtStart, startedAt } = figures;
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(`\n== npm run bench  (Node ${process.version}, ${os.cpus().length} x ${cpu}, ${host})`);
  // Other work on the machine skews every figure; the load average shows whether there was any.
  console.log(
    `   1-min load average: ${loadAtStart.toFixed(2)} at start, ${os.loadavg()[0]!.toFixed(2)} at end (the bench itself keeps ~2 cores busy)`,
  );
  console.log(
    `\n-- HTTP throughput: ${generator}, 1 thread, ${load.connections} connections; per route the targets take turns (${load.warmupSec} s warm-up, then of ${load.rounds} rounds of ${load.durationSec} s the median rate and the median p99); Accept-Encoding: ${acceptEncoding}`,
  );
  console.log("   site = server/start.ts (NODE_ENV=production); references replay the site's bytes, each in its own process");
  printThroughput(results);
  console.log(
    `/kids-vibe-coding uncached (live data, rendered per request): ${fmt(uncachedKids.rps)} req/s (p99 ${fmt(uncachedKids.p99Ms)} ms)`,
  );
  console.log(
    `\n-- SQLite vs PostgreSQL: the same site on each engine, per route the two take turns (same load settings as above, in turns of their own, so the SQLite figures differ a little from those above)`,
  );
  console.log(
    `   SQLite: a file in a temp folder; PostgreSQL ${figures.engines.postgresVersion}: a throw-away local server (fsync off), the site's default pool (DATABASE_POOL_SIZE 10)`,
  );
  printEngines(figures.engines);
  console.log('\n-- Render benchmark (bench/render.ts)');
  printRender(render);
  console.log('\n-- Home page weight');
  printWeight(weight);
  console.log('\n-- Payment result page weight (/enrollment-success; the confetti chunk loads only on a confirmed payment)');
  printWeight(figures.successWeight);
  console.log(
    `\n-- Mixed load (bench/mixed.ts): ${figures.mixed.connections} connections, autocannon in process; per connection and 50 requests: 42 public page reads (the checkout among them), a signed-in parent's page, a waitlist offer's claim link, the console's course list (staff), 4 JSON reads, 1 write (waitlist, contact, checkout initiation in turn); the site's outbox sender delivers to a local SMTP server`,
  );
  printMixed(figures.mixed);
  console.log('\n-- Budgets (docs/architecture.md "Performance budgets"; reported, never enforced)');
  printBudgets(figures, load, budgets);
  console.log('\n-- Notes');
  const expressNote = "Express reference: default settings; the site's ETag is not replayed so Express computes its weak ETag.";
  for (const note of [...notes, expressNote]) console.log(`  ${note}`);
  console.log(`\ndone in ${fmt((Date.now() - startedAt) / 1000)} s`);
}
