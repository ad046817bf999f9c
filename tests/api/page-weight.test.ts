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
});
