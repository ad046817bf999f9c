import type { BrowserContextOptions } from 'playwright-core';
import { describe, it } from 'vitest';
import { useSiteAndBrowser } from '../helpers/browser.ts';
import { expectToMatchBaseline, settle } from '../helpers/screenshots.ts';

/**
 * The visual regression suite: the main pages' first screen and the style guide, at
 * phone, tablet, tablet-landscape and desktop widths, in both themes, against the
 * committed baselines in tests/e2e/__screenshots__ (UPDATE_SCREENSHOTS=1 to renew them).
 * Time is frozen, so the banner's rotation and other timers never move between runs.
 */
const suite = useSiteAndBrowser();

const widths = [390, 768, 1024, 1440];
const themes = ['dark', 'light'] as const;
const pages = [
  ['home', '/'],
  ['kids', '/kids-vibe-coding'],
  ['programs', '/programs'],
] as const;

async function openPage(theme: (typeof themes)[number], width: number) {
  const options: BrowserContextOptions = {
    viewport: { width, height: width < 768 ? 844 : 900 },
    isMobile: width < 768,
    hasTouch: width < 768,
    reducedMotion: 'reduce',
    // settle() injects a style that stops animations; the site's CSP would rightly refuse it.
    bypassCSP: true,
  };
  const context = await suite.browser.newContext(options);
  await context.clock.install({ time: new Date('2026-11-22T12:00:00Z') });
  await context.addInitScript((t) => localStorage.setItem('ui-theme', t), theme);
  return { context, page: await context.newPage() };
}

describe.each(themes)('the %s theme', (theme) => {
  describe.each(widths)('at %i px', (width) => {
    it.each(pages)('%s matches its baseline', async (name, path) => {
      const { context, page } = await openPage(theme, width);
      await page.goto(suite.site.url + path);
      await settle(page);
      expectToMatchBaseline(await page.screenshot(), `${name}-${width}-${theme}`);
      await context.close();
    });

    it('the waitlist dialog matches its baseline', async () => {
      const { context, page } = await openPage(theme, width);
      await page.goto(suite.site.url + '/kids-vibe-coding');
      await page.getByRole('link', { name: 'Join Waitlist' }).click();
      await page.getByRole('dialog', { name: 'Express Interest' }).waitFor();
      await settle(page);
      // The page behind the dialog at one place every run: left where the click scrolled it, it
      // stopped at either of two (its layout settles around the opening dialog).
      await page.evaluate(() => window.scrollTo({ top: document.getElementById('levels')!.offsetTop, behavior: 'instant' }));
      expectToMatchBaseline(await page.screenshot(), `waitlist-dialog-${width}-${theme}`);
      await context.close();
    });
  });
});

// The forms: a phone and a desktop, both themes (the element alone, so the page around it cannot move it).
describe.each(themes)('the forms in the %s theme', (theme) => {
  it.each([390, 1440])('the contact form and the wizard’s program step match their baselines at %i px', async (width) => {
    const { context, page } = await openPage(theme, width);
    // Tall enough that each form fits on screen: nothing fixed is drawn over it.
    await page.setViewportSize({ width, height: 2000 });
    await page.goto(suite.site.url + '/contact');
    await settle(page);
    expectToMatchBaseline(await page.locator('form.contact-form').screenshot(), `contact-form-${width}-${theme}`);
    await page.goto(suite.site.url + '/enroll?step=2');
    await settle(page);
    expectToMatchBaseline(await page.locator('#enroll-wizard').screenshot(), `enroll-step-2-${width}-${theme}`);
    await context.close();
  });
});

describe('the style guide', () => {
  it('matches its baseline, whole page, both themes side by side', async () => {
    const { context, page } = await openPage('dark', 1440);
    await page.goto(suite.site.url + '/styleguide');
    await settle(page);
    expectToMatchBaseline(await page.screenshot({ fullPage: true }), 'styleguide-1440');
    await context.close();
  });
});
