import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPaths } from '../../server/routes/findability.ts';
import { desktop, phone, useSiteAndBrowser } from '../helpers/browser.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const suite = useSiteAndBrowser();

type Violation = { id: string; impact: string; help: string; nodes: { target: string[] }[] };

/** Runs axe-core (WCAG 2.1 A and AA rules) on the page as it is now; returns what it finds. */
async function axe(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: (o: object) => Promise<{ violations: Violation[] }> } }).axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations;
  });
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

// axe is injected as a script tag, which the site's CSP would rightly refuse: bypass it here only.
const contexts = {
  'desktop dark': { ...desktop, bypassCSP: true },
  'phone light': { ...phone, bypassCSP: true, colorScheme: 'light' as const },
};

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  it('the check itself catches a violation', async () => {
    const context = await suite.browser.newContext(contexts['desktop dark']);
    const page = await context.newPage();
    await page.goto(suite.site.url + '/faq');
    await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<img src="/favicon.svg">'));
    expect((await axe(page)).join('\n')).toContain('image-alt');
    await context.close();
  });

  // Every public page (the sitemap's list), plus states and pages the sitemap leaves out.
  const paths = [
    ...publicPaths,
    '/kids-vibe-coding?level=advanced',
    '/no-such-page',
    '/checkout?courseId=1',
    '/checkout?courseId=2',
    '/enrollment-success',
    '/styleguide',
  ];
  for (const [name, options] of Object.entries(contexts)) {
    describe(name, () => {
      let page: Page;
      beforeAll(async () => {
        const context = await suite.browser.newContext(options);
        if (name.includes('light')) await context.addInitScript(() => localStorage.setItem('ui-theme', 'light'));
        page = await context.newPage();
      });
      afterAll(() => page.context().close());

      it.each(paths)('finds no violations on %s', async (path) => {
        await page.goto(suite.site.url + path);
        expect(await axe(page)).toEqual([]);
      });
    });
  }

  it('finds no violations in the Express Interest dialog showing errors', async () => {
    const context = await suite.browser.newContext(contexts['desktop dark']);
    const page = await context.newPage();
    await page.goto(suite.site.url + '/kids-vibe-coding');
    await page.getByRole('link', { name: 'Join Waitlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Express Interest' });
    await dialog.getByRole('button', { name: 'Submit Interest' }).click();
    await expect.poll(() => dialog.getByText('Invalid email address').isVisible()).toBe(true);
    expect(await axe(page)).toEqual([]);
    await context.close();
  });

  it('finds no violations on the checkout form showing errors, or on the demo payment page', async () => {
    const context = await suite.browser.newContext(contexts['phone light']);
    const page = await context.newPage();
    await page.goto(suite.site.url + '/checkout?courseId=1');
    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    await expect.poll(() => page.getByText('Invalid email address').isVisible()).toBe(true);
    expect(await axe(page)).toEqual([]);
    await page.getByLabel('Student Name').fill('Ada Lovelace');
    await page.getByLabel('Parent Email').fill('ada@example.org');
    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    await page.waitForURL(/\/demo-checkout\//);
    expect(await axe(page)).toEqual([]);
    await context.close();
  });
});
