import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Page } from 'playwright-core';
import { renderWholePage } from '../../scripts/chromium.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const baselineDir = path.join(root, 'tests', 'e2e', '__screenshots__');
const diffDir = path.join(root, 'test-results', 'screenshot-diffs');

/**
 * Visual regression, as Playwright's screenshot comparison does it: each screenshot is
 * compared with its committed baseline, pixel by pixel with a small colour threshold,
 * and fails when more than `maxDiffRatio` of the pixels differ (anti-aliasing moves a
 * few; a layout change moves many). A failure writes the new image and the difference
 * to test-results/screenshot-diffs/. `UPDATE_SCREENSHOTS=1` rewrites the baselines; a
 * missing baseline is written and the test fails, so a new one is always looked at.
 */
export function expectToMatchBaseline(png: Buffer, name: string, maxDiffRatio = 0.01): void {
  const baselineFile = path.join(baselineDir, `${name}.png`);
  if (process.env.UPDATE_SCREENSHOTS === '1' || !fs.existsSync(baselineFile)) {
    const existed = fs.existsSync(baselineFile);
    fs.mkdirSync(baselineDir, { recursive: true });
    fs.writeFileSync(baselineFile, png);
    if (!existed && process.env.UPDATE_SCREENSHOTS !== '1') {
      throw new Error(`No baseline for ${name}: written to ${path.relative(root, baselineFile)}; look at it, then run again`);
    }
    return;
  }
  const actual = PNG.sync.read(png);
  const expected = PNG.sync.read(fs.readFileSync(baselineFile));
  const save = (diff?: PNG) => {
    fs.mkdirSync(diffDir, { recursive: true });
    fs.writeFileSync(path.join(diffDir, `${name}-actual.png`), png);
    if (diff) fs.writeFileSync(path.join(diffDir, `${name}-diff.png`), PNG.sync.write(diff));
  };
  if (actual.width !== expected.width || actual.height !== expected.height) {
    save();
    throw new Error(`${name}: ${actual.width}x${actual.height} instead of the baseline's ${expected.width}x${expected.height}`);
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const differing = pixelmatch(actual.data, expected.data, diff.data, actual.width, actual.height, { threshold: 0.2 });
  const ratio = differing / (actual.width * actual.height);
  if (ratio > maxDiffRatio) {
    save(diff);
    throw new Error(
      `${name}: ${(ratio * 100).toFixed(2)}% of the pixels differ from the baseline (at most ${maxDiffRatio * 100}%)`,
    );
  }
}

/** Settles a page for a stable picture: fonts loaded, no animation, transition or caret. */
export async function settle(page: Page): Promise<void> {
  await page.addStyleTag({
    content:
      '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }',
  });
  await page.evaluate(() => document.fonts.ready);
  await renderWholePage(page); // a whole-page shot shows sections far below, not their placeholders
}
