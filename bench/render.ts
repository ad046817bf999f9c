import http from 'node:http';
/**
 * In-process render benchmark for our real pages: renderToString against the streaming
 * renderers, each collected into a string. Run by bench/run.ts as its own process
 *   tsx bench/render.ts [--json]
 * --json prints one JSON line (a RenderReport) for run.ts; without it, a readable table.
 * Needs the client build (public/build/manifest.json) for the asset URLs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { AddressInfo } from 'node:net';
import type { ReactElement } from 'react';

// React picks its development or production build when first imported, so the mode
// must be set before the dynamic imports below (static imports would load React first).
process.env.NODE_ENV ??= 'production';

const server = await import('react-dom/server.node');
const { createApp } = await import('../server/app.ts');
const { loadConfig } = await import('../server/config.ts');
const { systemClock } = await import('../server/clock.ts');
const { createLogger } = await import('../server/logger.ts');
const { paymentProviderFor } = await import('../server/payments/index.ts');
const { createDb } = await import('../db/index.ts');
const { migrateToLatest } = await import('../db/migrate.ts');
const { loadSampleContentIfEmpty } = await import('../db/seed/index.ts');

export type MethodResult = { method: string; rendersPerSec: number; meanMs: number; bytes: number; sameMarkup: boolean };
export type PageResult = { name: string; path: string; body: string; methods: MethodResult[]; fastest: string };
export type RenderReport = { nodeEnv: string; reactVersion: string; pages: PageResult[] };

const warmupMs = 500;
const measureMs = 2_400;
const rounds = 4;

type PageToRender = { name: string; path: string; body: string; element: ReactElement };

/**
 * The pages measured are the real ones: the app runs on a fresh, seeded temp database
 * with a renderHtml that keeps each page's element, and each page is requested once.
 * Nothing of the routes is copied here.
 */
async function pagesToRender(): Promise<PageToRender[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-render-'));
  const db = createDb({ kind: 'sqlite', file: path.join(dir, 'site.db') });
  const captured: ReactElement[] = [];
  try {
    await migrateToLatest(db);
    await loadSampleContentIfEmpty(db, systemClock.now());
    const config = loadConfig({ NODE_ENV: 'production', PAYMENTS: 'demo', LOG_LEVEL: 'silent' });
    const app = createApp({
      db,
      payments: paymentProviderFor(config, { db, clock: systemClock }),
      clock: systemClock,
      config,
      logger: createLogger('silent'),
      // Whole pages, each in one render, as bare renderToString would be asked for them.
      keepFrames: false,
      renderHtml: (element) => {
        captured.push(element);
        return server.renderToString(element);
      },
    });
    const listener = http.createServer(app).listen(0, '127.0.0.1');
    await new Promise((resolve) => listener.once('listening', resolve));
    const { port } = listener.address() as AddressInfo;
    const pages: PageToRender[] = [];
    try {
      for (const [name, urlPath, body] of [
        ['home', '/', 'HomePage'],
        ['kids', '/kids-vibe-coding', 'KidsPage, 7 sample courses'],
      ] as const) {
        captured.length = 0;
        const res = await fetch(`http://127.0.0.1:${port}${urlPath}`);
        if (res.status !== 200 || captured.length !== 1)
          throw new Error(`${urlPath}: status ${res.status}, ${captured.length} renders`);
        pages.push({ name, path: urlPath, body, element: captured[0]! });
      }
    } finally {
      listener.close();
    }
    return pages;
  } finally {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const withDoctype = (html: string) => (html.startsWith('<!DOCTYPE') ? html : '<!DOCTYPE html>' + html);

function viaString(element: ReactElement): string {
  return '<!DOCTYPE html>' + server.renderToString(element);
}

function viaPipeable(element: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(withDoctype(Buffer.concat(chunks).toString('utf8'))));
    const stream = server.renderToPipeableStream(element, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

async function viaReadable(element: ReactElement): Promise<string> {
  const stream = await server.renderToReadableStream(element);
  await stream.allReady;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let html = '';
  for (let part = await reader.read(); !part.done; part = await reader.read())
    html += decoder.decode(part.value, { stream: true });
  return withDoctype(html + decoder.decode());
}

type Method = { method: string; render: (element: ReactElement) => string | Promise<string> };

/** Renders back to back for `ms` and counts. */
async function timed(
  render: () => string | Promise<string>,
  ms: number,
): Promise<{ count: number; elapsed: number; html: string }> {
  let count = 0;
  let html = '';
  const start = performance.now();
  let now = start;
  while (now - start < ms) {
    const out = render();
    html = typeof out === 'string' ? out : await out;
    count += 1;
    now = performance.now();
  }
  return { count, elapsed: now - start, html };
}

/**
 * Each method warms up, then the methods take turns in short rounds, so a burst of
 * load from elsewhere on the machine hits them all alike.
 */
async function measurePage(element: ReactElement, methods: Method[]): Promise<MethodResult[]> {
  const reference = viaString(element);
  const totals = methods.map(() => ({ count: 0, elapsed: 0, html: '' }));
  for (const { render } of methods) await timed(() => render(element), warmupMs);
  for (let round = 0; round < rounds; round++) {
    for (const [i, { render }] of methods.entries()) {
      const r = await timed(() => render(element), measureMs / rounds);
      totals[i]!.count += r.count;
      totals[i]!.elapsed += r.elapsed;
      totals[i]!.html = r.html;
    }
  }
  return methods.map(({ method }, i) => {
    const { count, elapsed, html } = totals[i]!;
    // Same output, or the comparison would not be fair.
    return {
      method,
      rendersPerSec: (count / elapsed) * 1000,
      meanMs: elapsed / count,
      bytes: Buffer.byteLength(html),
      sameMarkup: html === reference,
    };
  });
}

export async function runRenderBench(): Promise<RenderReport> {
  const methods: Method[] = [
    { method: 'renderToString', render: viaString },
    { method: 'renderToPipeableStream', render: viaPipeable },
  ];
  if (typeof server.renderToReadableStream === 'function')
    methods.push({ method: 'renderToReadableStream', render: viaReadable });

  const results: PageResult[] = [];
  for (const page of await pagesToRender()) {
    const measured = await measurePage(page.element, methods);
    const fastest = measured.reduce((a, b) => (b.rendersPerSec > a.rendersPerSec ? b : a)).method;
    results.push({ name: page.name, path: page.path, body: page.body, methods: measured, fastest });
  }
  return { nodeEnv: process.env.NODE_ENV ?? '', reactVersion: server.version, pages: results };
}

function printReport(report: RenderReport): void {
  console.log(`render benchmark (NODE_ENV=${report.nodeEnv}, React ${report.reactVersion}), one core, in process`);
  for (const page of report.pages) {
    console.log(`\n${page.path} (${page.body})`);
    const base = page.methods[0]!.rendersPerSec;
    for (const m of page.methods) {
      const rel = m === page.methods[0] ? '' : `  ${(m.rendersPerSec / base).toFixed(2)}x renderToString`;
      console.log(
        `  ${m.method.padEnd(24)} ${m.rendersPerSec.toFixed(0).padStart(7)} renders/s  ${m.meanMs.toFixed(3)} ms  ${m.bytes} B${m.sameMarkup ? '' : ' (markup differs!)'}${rel}`,
      );
    }
    console.log(`  fastest: ${page.fastest}`);
  }
}

if (process.argv[1]?.endsWith('render.ts')) {
  const report = await runRenderBench();
  if (process.argv.includes('--json')) console.log(JSON.stringify(report));
  else printReport(report);
}
