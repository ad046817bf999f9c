import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axe } from '../helpers/axe.ts';
import { desktop, phone, useSiteAndBrowser, watchForErrors } from '../helpers/browser.ts';
import { courseIdOf } from '../helpers/payments.ts';
import { fillSignIn, ownerEmail } from '../helpers/staff.ts';
import { scholarshipReference } from '../../domain/references.ts';

// Prices as families and staff meet them: "Have a code?" at checkout with JavaScript (htmx
// swaps the form and the summary) and without (the page comes back), through to the payment
// page's amount; staff making a code in the console. A site of its own: the checkout file's
// fair-share test uses up this browser's holds. Screenshots go to test-results/prices.
const password = 'prices in the browser passphrase';
const suite = useSiteAndBrowser({ config: { adminPassword: password } });
const shots = path.join(process.cwd(), 'test-results/prices');
beforeAll(() => mkdirSync(shots, { recursive: true }));
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });

/** A browser in a theme (the site's own switch, remembered in localStorage). */
async function open(options: BrowserContextOptions, theme: 'dark' | 'light') {
  const context = await suite.browser.newContext(options);
  await context.addInitScript((t) => localStorage.setItem('ui-theme', t), theme);
  return { context, page: await context.newPage() };
}

async function fillCheckout(page: Page, student: string, email: string) {
  await page.getByLabel('Student Name').fill(student);
  await page.getByLabel('Parent Email').fill(email);
}

describe('a promo code at checkout', () => {
  /** A code of the tests' own: 10% off, every course, this year and next. */
  async function makeCode(code: string) {
    await suite.site.db
      .insertInto('promo_codes')
      .values({
        code,
        kind: 'percent',
        value: 10,
        starts_on: '2026-01-01',
        ends_on: '2099-12-31',
        max_uses: 50,
        course_ids: null,
        created_at: '2026-11-01T00:00:00Z',
      })
      .execute();
  }

  it('with JavaScript: Apply updates the summary and the button in place, a wrong code says why, and the payment page charges the new total', async () => {
    await makeCode('FRIENDS10');
    const { context, page } = await open(phone, 'light');
    const errors = watchForErrors(page);
    const courseId = await courseIdOf(suite.site.db, 'Vibe Coding Intermediate: East Bay Winter');
    await page.goto(suite.site.url + `/checkout?courseId=${courseId}`);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    // On a phone the summary is the disclosure above the form (the card beside it is a desktop's).
    const summary = page.locator('#checkout-compact');

    await page.getByLabel('Have a code?').fill('nosuchcode');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('We do not know that code: check its spelling.').waitFor();
    expect(await page.getByLabel('Have a code?').getAttribute('aria-invalid')).toBe('true');

    // Enter in the code's field applies it, as its button does (not Continue to Payment).
    await page.getByLabel('Have a code?').fill('friends10');
    await page.getByLabel('Have a code?').press('Enter');
    await page.getByText('Code FRIENDS10 takes $77.50 off.').waitFor();
    expect(await page.getByRole('button', { name: /Continue to Payment/ }).innerText()).toContain('$697.50');
    // In place: the same document, focus back on the code.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('checkout-promoCode');
    // Its line follows the code at once; opened, it shows the discount by name.
    expect(await summary.locator('summary').innerText()).toMatch(/Total\s+\$697\.50/);
    await summary.getByText('Order details').click();
    expect(await summary.innerText()).toMatch(/Code FRIENDS10: 10% off[^$]*\$77\.50/);
    expect(await summary.locator('.order-summary__total').innerText()).toMatch(/Total\s+\$697\.50/);
    await shot(page, 'checkout-code-phone-light');

    await fillCheckout(page, 'Grace Hopper', 'grace@example.org');
    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    await page.waitForURL(/\/demo-checkout\//);
    await page.getByRole('button', { name: /Pay \$697\.50 USD/ }).waitFor();
    // The refused code's answer is a 422, which the console reports; nothing else may appear.
    expect(errors.filter((error) => !error.includes('status of 422'))).toEqual([]);
    await context.close();
  });

  it('without JavaScript: Apply comes back as the page with the new total and what was typed', async () => {
    await makeCode('PLAINFORM10');
    const { context, page } = await open({ ...desktop, javaScriptEnabled: false }, 'dark');
    const courseId = await courseIdOf(suite.site.db, 'Vibe Coding Advanced: East Bay Summer Studio');
    await page.goto(suite.site.url + `/checkout?courseId=${courseId}`);
    await page.getByLabel('Student Name').fill('Mary Jackson');
    await page.getByLabel('Have a code?').fill('plainform10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Code PLAINFORM10 takes $87.50 off.').waitFor();
    expect(await page.getByLabel('Student Name').inputValue()).toBe('Mary Jackson');
    await shot(page, 'checkout-code-desktop-dark-nojs');
    expect(await page.getByRole('complementary', { name: 'Order summary' }).innerText()).toMatch(/Total\s+\$787\.50/);
    // The page came back at this course's checkout address: shared or opened again, it is the same course.
    expect(new URL(page.url()).search).toBe(`?courseId=${courseId}`);
    const again = await context.newPage();
    await again.goto(page.url());
    expect(await again.getByRole('complementary', { name: 'Order summary' }).innerText()).toContain(
      'Vibe Coding Advanced: East Bay Summer Studio',
    );
    await again.close();
    await page.getByLabel('Parent Email').fill('mary@example.org');
    await page.getByRole('button', { name: /Continue to Payment \(\$787\.50\)/ }).click();
    await page.waitForURL(/\/demo-checkout\//);
    await page.getByRole('button', { name: /Pay \$787\.50 USD/ }).waitFor();
    await context.close();
  });
});

describe('prices in the console', () => {
  it('staff make a code with the form (a mistake first), see it listed, and the page passes axe in both themes', async () => {
    const { context, page } = await open({ ...desktop, bypassCSP: true }, 'dark');
    const errors = watchForErrors(page);
    await page.goto(`${suite.site.url}/admin/prices`);
    await page.waitForURL(/\/admin\/login/);
    await fillSignIn(page, ownerEmail, password);
    await page.waitForURL(`${suite.site.url}/admin/prices`);
    expect(await page.getByLabel('Percentage off').inputValue()).toBe('15');

    const form = page.locator('form', { has: page.getByRole('button', { name: 'Create the code' }) });
    await form.getByLabel('Code', { exact: true }).fill('spring family');
    await form.getByLabel('Percentage or dollars').fill('15');
    await form.getByLabel('Last day (included)').fill('2099-06-30');
    await page.getByRole('button', { name: 'Create the code' }).click();
    await page.getByText('Use 3 to 30 letters, digits or dashes, e.g. SPRING-10').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('code-code');
    await form.getByLabel('Code', { exact: true }).fill('spring-family');
    await form.getByText('An amount in dollars').click();
    await form.getByLabel('Percentage or dollars').fill('75');
    await form.getByLabel('Last day (included)').fill('2099-06-30');
    await page.getByRole('button', { name: 'Create the code' }).click();
    await page.waitForURL(/\/admin\/prices#codes$/);
    const row = page.getByRole('row').filter({ hasText: 'SPRING-FAMILY' });
    expect(await row.innerText()).toMatch(/\$75[\s\S]*0 of 100[\s\S]*Every course[\s\S]*Works now/);
    expect(await axe(page)).toEqual([]);
    await shot(page, 'console-prices-desktop-dark');
    expect(errors.filter((error) => !error.includes('status of 422'))).toEqual([]);
    await context.close();

    const light = await open({ ...phone, bypassCSP: true }, 'light');
    await light.page.goto(`${suite.site.url}/admin/prices`);
    await fillSignIn(light.page, ownerEmail, password);
    await light.page.waitForURL(`${suite.site.url}/admin/prices`);
    expect(await axe(light.page)).toEqual([]);
    await shot(light.page, 'console-prices-phone-light');
    await light.context.close();
  });

  it('the checkout with a code applied passes axe', async () => {
    const { context, page } = await open({ ...phone, bypassCSP: true }, 'dark');
    const courseId = await courseIdOf(suite.site.db, 'Vibe Coding Intermediate: East Bay Winter');
    await page.goto(suite.site.url + `/checkout?courseId=${courseId}`);
    await page.getByLabel('Have a code?').fill('SPRING-FAMILY');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Code SPRING-FAMILY takes $75 off.').waitFor();
    expect(await axe(page)).toEqual([]);
    await context.close();
  });
});

describe('a scholarship application', () => {
  const fillApplication = async (page: Page, who: string) => {
    await page.getByLabel('Your Name').fill(`${who} Parent`);
    await page.getByLabel('Email', { exact: true }).fill(`${who.toLowerCase()}@example.org`);
    await page.getByLabel('Phone', { exact: true }).fill('(510) 555-0199');
    await page.getByLabel('Student Name').fill(`${who} Kid`);
    await page
      .getByRole('group', { name: 'Cohort' })
      .getByRole('radio', { name: /^Vibe Coding Advanced: East Bay Summer Studio July 12 - July 23, 2027/ })
      .check();
    await page.getByLabel('People in Your Household').fill('5');
  };
  const statement = 'I lost my job in October and we are five at home; the full price is out of reach this year.';

  it('with JavaScript: a mistake is shown in place, then the application is received; axe is clean', async () => {
    const { context, page } = await open({ ...phone, bypassCSP: true }, 'light');
    const errors = watchForErrors(page);
    await page.goto(`${suite.site.url}/scholarships`);
    await page.getByRole('link', { name: 'Apply Online' }).click();
    await page.waitForURL(/\/scholarships\/apply$/);
    expect(await axe(page)).toEqual([]);
    // On a phone the form comes before the steps and the deadlines (it began 1.7 screens down).
    const formTop = (await page.getByRole('heading', { name: 'Your application' }).boundingBox())!.y;
    expect(formTop).toBeLessThan((await page.getByRole('heading', { name: 'What happens next' }).boundingBox())!.y);
    expect(formTop).toBeLessThan(844);
    await fillApplication(page, 'Mendoza');
    await page.getByLabel('Your Family’s Situation').fill('Hard year.');
    await page.getByRole('button', { name: 'Send My Application' }).click();
    await page.getByText('Tell us a little about your situation and the help you need (at least 30 characters)').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('scholarship-statement');
    expect(await page.getByLabel('Your Name').inputValue()).toBe('Mendoza Parent');
    expect(await axe(page)).toEqual([]);
    await shot(page, 'scholarship-apply-error-phone-light');
    await page.getByLabel('Your Family’s Situation').fill(statement);
    await page.getByRole('button', { name: 'Send My Application' }).click();
    // The form becomes its confirmation: no emptied form to wonder about, focus and the eye on
    // what arrived, the reference to quote, and a way to apply again.
    const done = page.getByRole('region', { name: 'Application received' });
    await done.waitFor();
    expect(await page.getByLabel('Your Name').count()).toBe(0);
    await expect.poll(() => done.evaluate((panel) => panel === document.activeElement)).toBe(true);
    // Its heading in view, under the sticky header.
    const header = (await page.locator('.site-header').boundingBox())!;
    await expect.poll(async () => (await done.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect((await done.boundingBox())!.y).toBeLessThan(page.viewportSize()!.height / 2);
    const stored = await suite.site.db
      .selectFrom('scholarship_applications')
      .selectAll()
      .where('parent_email', '=', 'mendoza@example.org')
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ household_size: 5, status: 'pending', statement });
    expect((await done.innerText()).replace(/\s+/g, ' ')).toContain(`Your reference is ${scholarshipReference(stored.id)};`);
    // What happens next stays beside it; when to apply, read before sending, goes.
    expect(await page.getByRole('heading', { name: 'What happens next' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'When to apply' }).isVisible()).toBe(false);
    expect(await axe(page)).toEqual([]);
    await shot(page, 'scholarship-apply-sent-phone-light');
    await done.getByRole('link', { name: 'Apply for Another Cohort' }).click();
    await page.getByLabel('Your Name').waitFor();
    expect(await page.getByLabel('Your Name').inputValue()).toBe('');
    expect(errors.filter((error) => !error.includes('status of 422'))).toEqual([]);
    await context.close();
  });

  it('without JavaScript: the form posts and the page says it was received', async () => {
    const { context, page } = await open({ ...desktop, javaScriptEnabled: false }, 'dark');
    await page.goto(`${suite.site.url}/scholarships/apply`);
    await shot(page, 'scholarship-apply-desktop-dark');
    await fillApplication(page, 'Baker');
    await page.getByLabel('Your Family’s Situation').fill(statement);
    await page.getByRole('button', { name: 'Send My Application' }).click();
    // The page it returns to is the confirmation, the reference on it (a toast alone was lost once closed).
    const done = page.getByRole('region', { name: 'Application received' });
    await done.waitFor();
    const stored = await suite.site.db
      .selectFrom('scholarship_applications')
      .select('id')
      .where('parent_email', '=', 'baker@example.org')
      .execute();
    expect(stored).toHaveLength(1);
    expect((await done.innerText()).replace(/\s+/g, ' ')).toContain(`Your reference is ${scholarshipReference(stored[0]!.id)};`);
    expect(await page.getByRole('button', { name: 'Send My Application' }).count()).toBe(0);
    // Beside it the steps to come, not the seven deadlines (they stood a page tall over nothing).
    expect(await page.getByRole('heading', { name: 'What happens next' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'When to apply' }).isVisible()).toBe(false);
    await context.close();
  });

  it('staff approve it in the console: the review page passes axe, and the seat is held at the reduced price', async () => {
    const { context, page } = await open({ ...desktop, bypassCSP: true }, 'dark');
    await page.goto(`${suite.site.url}/admin/scholarships?status=pending`);
    await fillSignIn(page, ownerEmail, password);
    await page.waitForURL(/\/admin\/scholarships\?status=pending$/);
    await page.getByRole('link', { name: 'Review the application for Mendoza Kid' }).click();
    await page.waitForURL(/\/admin\/scholarships\/\d+$/);
    expect(await axe(page)).toEqual([]);
    await page.getByLabel('Percentage off (1 to 50)').fill('50');
    await page.getByRole('button', { name: 'Approve and hold a seat' }).click();
    await page.getByText('Scholarship approved').first().waitFor();
    expect(await page.getByText('Held, waiting for payment').isVisible()).toBe(true);
    await shot(page, 'scholarship-review-desktop-dark');
    const seat = await suite.site.db
      .selectFrom('enrollments')
      .select(['status', 'amount_cents'])
      .where('parent_email', '=', 'mendoza@example.org')
      .executeTakeFirstOrThrow();
    expect(seat).toEqual({ status: 'offered', amount_cents: 43_750 });
    await context.close();
  });
});
