import { createRequire } from 'node:module';
import { renderWholePage } from '../../scripts/chromium.ts';
import type { Page } from 'playwright-core';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

type Violation = { id: string; impact: string; help: string; nodes: { target: string[] }[] };

/** Runs axe-core (WCAG 2.1 A and AA rules, and 2.2 AA's: target size) on the page as it is now; returns what it finds. */
export async function axe(page: Page): Promise<string[]> {
  // Sections far below are laid out only near the screen; unlaid, their buttons measure 0 px
  // and overlap (target-size). A reader reaches them laid out, so axe judges them so.
  await renderWholePage(page);
  // Contrast is judged on what is painted: a toast fading in (0.2 s) measured half-way
  // reads as faint text. Finite animations and transitions end first; endless ones (a
  // spinner) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (o: object) => Promise<{ violations: Violation[] }> } }).axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      // Only violations are read: axe skips building the (much larger) list of passes.
      resultTypes: ['violations'],
    });
    return result.violations;
  });
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
