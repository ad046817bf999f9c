import { describe, expect, it } from 'vitest';
import { desktop, fillFields, interestedFamily, phone, useSiteAndBrowser, watchForErrors } from '../helpers/browser.ts';

const suite = useSiteAndBrowser();

describe('a campus page’s cohorts', () => {
  it('offer Enroll Now to checkout, and Join Waitlist opens the Express Interest dialog on the page', async () => {
    const context = await suite.browser.newContext(desktop);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto(suite.site.url + '/locations/south-bay');
    const cohorts = page.getByRole('group', { name: 'Upcoming cohorts in Cupertino' });
    const open = cohorts.locator('.cohort-card', { hasText: 'Winter Weekends' });
    expect(await open.getByRole('link', { name: 'Enroll Now' }).getAttribute('href')).toMatch(/^\/checkout\?courseId=\d+$/);

    const soldOut = cohorts.locator('.cohort-card', { hasText: 'SOLD OUT' });
    const name = (await soldOut.locator('.cohort-card__name').textContent())!;
    await soldOut.getByRole('link', { name: 'Join Waitlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Express Interest' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await fillFields(page, interestedFamily);
    await dialog.getByRole('button', { name: 'Submit Interest' }).click();
    const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
    await expect.poll(() => toast.textContent()).toContain('Interest Recorded!');
    const rows = await suite.site.db
      .selectFrom('waitlist_entries')
      .innerJoin('courses', 'courses.id', 'waitlist_entries.course_id')
      .select(['courses.name', 'waitlist_entries.parent_email'])
      .execute();
    expect(rows).toEqual([{ name: name.trim(), parent_email: 'dana@example.org' }]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('scroll sideways on a phone, one card and the edge of the next in view', async () => {
    const context = await suite.browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(suite.site.url + '/locations/east-bay');
    const cohorts = page.getByRole('group', { name: 'Upcoming cohorts in Fremont' });
    expect(await cohorts.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    await context.close();
  });
});

describe('a campus page’s mentors', () => {
  it('each keeps their name on one line beside the initials, two cards across on a tablet (three left roles ending on one word)', async () => {
    for (const width of [1440, 768, 390]) {
      const context = await suite.browser.newContext({ ...desktop, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(suite.site.url + '/locations/east-bay');
      const cards = page.locator('#mentors .mentor');
      expect(await cards.count()).toBeGreaterThan(0);
      for (const card of await cards.all()) {
        const { nameLines, beside, cardWidth } = await card.evaluate((el) => {
          const name = el.querySelector('h3')!;
          const initials = el.querySelector('.monogram')!.getBoundingClientRect();
          const box = name.getBoundingClientRect();
          const lineHeight = parseFloat(getComputedStyle(name).lineHeight);
          return {
            nameLines: Math.round(box.height / lineHeight),
            beside: box.left > initials.right,
            cardWidth: el.getBoundingClientRect().width,
          };
        });
        expect(nameLines, `${width} px`).toBe(1);
        expect(beside, `${width} px`).toBe(true);
        if (width === 768) expect(cardWidth).toBeGreaterThan(300);
      }
      await context.close();
    }
  });
});

describe('the two campus cards on /locations', () => {
  it('keep each fact level with its twin, even where only one address wraps', async () => {
    for (const width of [1440, 1024, 768]) {
      const context = await suite.browser.newContext({ ...desktop, viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(suite.site.url + '/locations');
      const cards = page.locator('.campus-card');
      expect(await cards.count()).toBe(2);
      const [south, east] = [cards.nth(0), cards.nth(1)];
      const tops = (card: typeof south) =>
        card.locator('dt').evaluateAll((terms) => terms.map((term) => Math.round(term.getBoundingClientRect().top)));
      const southTops = await tops(south);
      expect(southTops.length, `${width} px`).toBe(6);
      expect(await tops(east), `${width} px`).toEqual(southTops);
      const buttonTop = (card: typeof south) =>
        card.getByRole('link', { name: 'Enroll Now' }).evaluate((el) => Math.round(el.getBoundingClientRect().top));
      expect(await buttonTop(east), `${width} px`).toBe(await buttonTop(south));
      await context.close();
    }
  });

  it('on a tablet give each value the card’s width, its label over it: an address on two lines, a program’s name on one', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 768, height: 900 } });
    const page = await context.newPage();
    await page.goto(suite.site.url + '/locations');
    for (const card of await page.locator('.campus-card').all()) {
      const address = card.locator('.campus-facts address');
      const label = (await card.locator('dt', { hasText: 'Address' }).boundingBox())!;
      const box = (await address.boundingBox())!;
      const lineHeight = await address.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
      expect(label.y + label.height).toBeLessThanOrEqual(box.y + 1);
      expect(Math.round(box.height / lineHeight)).toBe(2);
      for (const program of await card.locator('.campus-facts__programs a').all()) {
        const line = (await program.boundingBox())!;
        expect(Math.round(line.height / lineHeight), await program.innerText()).toBe(1);
      }
    }
    await context.close();
  });
});

describe('the campus cards’ buttons on /locations', () => {
  it('stand side by side where they fit, and one over the other at the card’s full width where they do not', async () => {
    for (const [width, stacked] of [
      [390, true],
      [700, false],
      [900, true],
      [1024, false],
      [1440, false],
    ] as const) {
      const context = await suite.browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(suite.site.url + '/locations');
      const card = page.locator('.campus-card').first();
      const enroll = (await card.getByRole('link', { name: 'Enroll Now' }).boundingBox())!;
      const about = (await card.getByRole('link', { name: /^About the/ }).boundingBox())!;
      expect(about.y > enroll.y, `${width} px`).toBe(stacked);
      if (stacked) expect(Math.round(enroll.width), `${width} px`).toBe(Math.round(about.width));
      await context.close();
    }
  });
});
