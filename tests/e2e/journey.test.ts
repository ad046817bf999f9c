import { describe, expect, it } from 'vitest';
import { startYourJourney } from '../../views/content/start-your-journey.ts';
import { phone, useSiteAndBrowser } from '../helpers/browser.ts';

const suite = useSiteAndBrowser();

describe('/start-your-journey on a phone', () => {
  it('is kept short: the two programs stacked, the sample projects and the parents’ words scroll sideways, from the keyboard too', async () => {
    const context = await suite.browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(suite.site.url + '/start-your-journey');
    // 8,410 px with every card stacked; about 6,300 px with the two rows.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(7_200);
    const { programs, projects, testimonials } = startYourJourney;
    // The page's main choice, between two programs, is read down the page, not swiped.
    const choice = page.getByRole('group', { name: programs.heading });
    expect(await choice.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(false);
    const cards = await choice.locator(':scope > *').evaluateAll((all) => all.map((card) => card.getBoundingClientRect().top));
    expect(cards).toHaveLength(2);
    expect(cards[1]!).toBeGreaterThan(cards[0]! + 200);
    const rows = [page.getByRole('list', { name: projects.heading }), page.getByRole('list', { name: testimonials.heading })];
    for (const row of rows) expect(await row.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    // Every card is still there, one beside the next.
    expect(await rows[0]!.getByRole('listitem').count()).toBe(projects.items.length);
    await rows[0]!.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => rows[0]!.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await context.close();
  });
});
