/**
 * In-process render benchmark for our real pages: renderToString against the streaming
 * renderers, each collected into a string. Run by bench/run.ts as its own process
 *   tsx bench/render.ts [--json]
 * --json prints one JSON line (a RenderReport) for run.ts; without it, a readable table.
 * Needs the client build (public/build/manifest.json) for the asset URLs.
 */
import { Writable } from 'node:stream';
import type { ReactElement } from 'react';

// React picks its development or production build when first imported, so the mode
// must be set before the dynamic imports below (static imports would load React first).
process.env.NODE_ENV ??= 'production';

const { createElement } = await import('react');
const server = await import('react-dom/server.node');
const { Document } = await import('../views/document.tsx');
const { Layout } = await import('../views/layout/Layout.tsx');
const { HomePage } = await import('../views/pages/HomePage.tsx');
const { InfoPage } = await import('../views/pages/InfoPage.tsx');
const { pages } = await import('../views/content/pages.ts');
const { site } = await import('../views/content/site.ts');
const structured = await import('../views/content/structured-data.ts');
const { loadAssets } = await import('../server/http/assets.ts');

export type MethodResult = { method: string; rendersPerSec: number; meanMs: number; bytes: number; sameMarkup: boolean };
export type PageResult = { name: string; path: string; body: string; methods: MethodResult[]; fastest: string };
export type RenderReport = { nodeEnv: string; reactVersion: string; pages: PageResult[] };

const origin = 'http://127.0.0.1';
const warmupMs = 500;
const measureMs = 2_000;

type PageToRender = { name: string; path: string; body: string; meta: { title: string; description: string; jsonLd: object[] }; element: ReactElement };

/** Document + Layout + page body, as server/http/render.tsx builds them. */
function documentFor(path: string, meta: PageToRender['meta'], body: ReactElement): ReactElement {
  const assets = loadAssets({ watch: false });
  const layout = createElement(Layout, { currentPath: path, children: body });
  return createElement(Document, {
    title: meta.title,
    description: meta.description,
    canonicalUrl: origin + path,
    imageUrl: origin + site.shareImage,
    siteName: site.foundationName,
    ogType: 'website',
    noindex: false,
    jsonLd: meta.jsonLd,
    stylesheets: assets.stylesheets(),
    scripts: assets.scripts(['layout']),
    children: layout,
  });
}

/**
 * The pages measured, with the same metadata as server/routes/pages.tsx.
 * The kids page is the static InfoPage today; when it renders live course data, build
 * its body here from a seeded temp database through the course service.
 */
function pagesToRender(): PageToRender[] {
  const home = {
    title: `${site.foundationName} | AI Vibe Coding for Kids, Teens and Professionals`,
    description: site.defaultDescription,
    jsonLd: [structured.organizationJsonLd(origin), ...structured.homeJsonLd(origin)],
  };
  const kids = pages.kids;
  const kidsMeta = { title: kids.title, description: kids.description, jsonLd: [structured.breadcrumbJsonLd(origin, kids.breadcrumb)] };
  return [
    { name: 'home', path: '/', body: 'HomePage', meta: home, element: documentFor('/', home, createElement(HomePage)) },
    {
      name: 'kids',
      path: kids.path,
      body: 'InfoPage(pages.kids)',
      meta: kidsMeta,
      element: documentFor(kids.path, kidsMeta, createElement(InfoPage, { info: kids })),
    },
  ];
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
    const stream = server.renderToPipeableStream(element, { onAllReady: () => stream.pipe(sink), onShellError: reject, onError: reject });
  });
}

async function viaReadable(element: ReactElement): Promise<string> {
  const stream = await server.renderToReadableStream(element);
  await stream.allReady;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  let html = '';
  for (let part = await reader.read(); !part.done; part = await reader.read()) html += decoder.decode(part.value, { stream: true });
  return withDoctype(html + decoder.decode());
}

/** Renders back to back for a fixed time (after a warm-up) and counts. */
async function measure(render: () => string | Promise<string>): Promise<{ rendersPerSec: number; meanMs: number; bytes: number }> {
  const run = async (ms: number) => {
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
    return { count, elapsed: now - start, bytes: Buffer.byteLength(html) };
  };
  await run(warmupMs);
  const { count, elapsed, bytes } = await run(measureMs);
  return { rendersPerSec: (count / elapsed) * 1000, meanMs: elapsed / count, bytes };
}

export async function runRenderBench(): Promise<RenderReport> {
  const methods: { method: string; render: (element: ReactElement) => string | Promise<string> }[] = [
    { method: 'renderToString', render: viaString },
    { method: 'renderToPipeableStream', render: viaPipeable },
  ];
  if (typeof server.renderToReadableStream === 'function') methods.push({ method: 'renderToReadableStream', render: viaReadable });

  const results: PageResult[] = [];
  for (const page of pagesToRender()) {
    const measured: MethodResult[] = [];
    const reference = viaString(page.element);
    for (const { method, render } of methods) {
      // Same output, or the comparison would not be fair.
      const sameMarkup = (await render(page.element)) === reference;
      measured.push({ method, sameMarkup, ...(await measure(() => render(page.element))) });
    }
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
      console.log(`  ${m.method.padEnd(24)} ${m.rendersPerSec.toFixed(0).padStart(7)} renders/s  ${m.meanMs.toFixed(3)} ms  ${m.bytes} B${m.sameMarkup ? '' : ' (markup differs!)'}${rel}`);
    }
    console.log(`  fastest: ${page.fastest}`);
  }
}

if (process.argv[1]?.endsWith('render.ts')) {
  const report = await runRenderBench();
  if (process.argv.includes('--json')) console.log(JSON.stringify(report));
  else printReport(report);
}
