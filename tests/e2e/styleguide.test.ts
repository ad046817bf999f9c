import { describe, expect, it } from 'vitest';
import { desktop, phone, useSiteAndBrowser, watchForErrors } from '../helpers/browser.ts';

const suite = useSiteAndBrowser();

describe('the style guide', () => {
  it('shows the tokens and every component in both themes, unindexed', async () => {
    const context = await suite.browser.newContext({ ...desktop, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const errors = watchForErrors(page);
    const res = await page.goto(suite.site.url + '/styleguide');
    expect(res?.status()).toBe(200);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    for (const theme of ['dark', 'light']) {
      const panel = page.locator(`.styleguide__theme[data-theme="${theme}"]`);
      for (const title of ['Colour', 'Type', 'Spacing', 'Buttons', 'Badges', 'Cohort cards', 'Form fields', 'Toasts']) {
        expect(await panel.getByRole('heading', { name: title, exact: true }).count(), `${theme}: ${title}`).toBe(1);
      }
      // The panel really is in its theme: its background is the theme's page colour.
      const background = await panel.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(background).toBe(theme === 'dark' ? 'rgb(11, 16, 32)' : 'rgb(248, 250, 252)');
      await panel.screenshot({ path: `test-results/styleguide-${theme}.png` });
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is reachable only by its address: no page links to it', async () => {
    const context = await suite.browser.newContext(phone);
    const page = await context.newPage();
    for (const path of ['/', '/programs', '/kids-vibe-coding']) {
      await page.goto(suite.site.url + path);
      expect(await page.locator('a[href="/styleguide"]').count()).toBe(0);
    }
    await context.close();
  });
});
