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
