/** A page's weight: its HTML and the JS and CSS it loads, each gzipped at level 9. */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { get } from './http-client.ts';
import { root } from './settings.ts';

export type Weight = {
  htmlGzip: number;
  js: { url: string; gzip: number }[];
  css: { url: string; gzip: number }[];
  htmxGzip: number | undefined;
  /** Chunks its scripts import only when needed (not loaded with the page). */
  lazy: { url: string; gzip: number }[];
};

type Manifest = { styles: string[]; bundles: Record<string, { file: string; imports: string[]; lazy?: string[] }> };

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&');

/** A page's stylesheets, module scripts and modulepreloads, plus the scripts' static imports from the manifest. */
export async function measureWeight(port: number, pagePath = '/'): Promise<Weight> {
  const identity = { 'accept-encoding': 'identity' };
  const html = (await get(port, pagePath, identity)).body;
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
  const lazyOf = new Map(Object.values(manifest.bundles).map((bundle) => [bundle.file, bundle.lazy ?? []]));
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
    lazy: await Promise.all([...new Set([...jsUrls].flatMap((url) => lazyOf.get(url) ?? []))].map(gzipOf)),
  };
}
