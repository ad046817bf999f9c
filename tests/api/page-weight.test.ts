import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureWeight } from '../../bench/weight.ts';
import { startSite, type RunningSite } from '../helpers/running-site.ts';

/**
 * The weight budgets (docs/architecture.md, "Performance budgets"): what a visitor's phone
 * downloads for a main page, gzipped as the bench measures it. Bytes, not times: a module
 * of the server's pulled into the public bundle (zod, once, through a copy module) shows
 * here as a failure, not only in a report.
 */
const jsBudget = 40_000; // including htmx, whether or not the page loads it
const cssBudget = 25_000;

let site: RunningSite;
beforeAll(async () => {
  site = await startSite();
});
afterAll(() => site.stop());

const sum = (files: { gzip: number }[]) => files.reduce((total, file) => total + file.gzip, 0);

describe.each(['/', '/kids-vibe-coding'])('%s', (pagePath) => {
  it(`loads at most ${jsBudget / 1000} KB of JS with htmx and ${cssBudget / 1000} KB of CSS, gzipped`, async () => {
    const weight = await measureWeight(site.port, pagePath);
    expect(weight.js.length).toBeGreaterThan(0);
    expect(sum(weight.js) + (weight.htmxGzip ?? 0)).toBeLessThanOrEqual(jsBudget);
    expect(sum(weight.css)).toBeGreaterThan(0);
    expect(sum(weight.css)).toBeLessThanOrEqual(cssBudget);
  });

  it('asks for its scripts after what paints: the stylesheet and the font first, every script and its chunks at low priority', async () => {
    const html = await (await fetch(`http://127.0.0.1:${site.port}${pagePath}`)).text();
    const head = /<head>.*<\/head>/s.exec(html)![0];
    const scripts = [...head.matchAll(/<(?:script type="module"|link rel="modulepreload")[^>]*>/g)].map((tag) => tag[0]);
    expect(scripts.length).toBeGreaterThan(1);
    // Lighthouse's slow-phone run put htmx and the chunks beside the stylesheet: first paint came 0.3-0.5 s later.
    expect(scripts.filter((tag) => !/fetchpriority="low"/i.test(tag))).toEqual([]);
    expect(head).toMatch(/<link rel="stylesheet" href="[^"]+"\/>/);
    expect(head).not.toMatch(/<link rel="(?:stylesheet|preload)"[^>]*fetchpriority/i);
  });
});
