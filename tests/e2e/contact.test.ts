import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { desktop, phone, useSiteAndBrowser, watchForErrors } from '../helpers/browser.ts';

const suite = useSiteAndBrowser();
beforeEach(async () => {
  await suite.site.db.deleteFrom('contact_messages').execute();
});

const form = (page: Page) => page.locator('form.contact-form');
const toast = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByRole('status');
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name'));
const stored = () => suite.site.db.selectFrom('contact_messages').selectAll().execute();

async function fillValid(page: Page) {
  await page.getByLabel('Your Name').fill('Dana Parent');
  await page.getByLabel('Email', { exact: true }).fill('dana@example.org');
  await page.getByLabel('Phone', { exact: true }).fill('(408) 555-0100');
  await page.getByLabel('Subject').selectOption('programs');
  await page.getByLabel('Message', { exact: true }).fill('Which program suits a 12 year old who likes games?');
}

describe('the contact form with JavaScript', () => {
  it('shows every message, then sends: Sending..., Message Sent!, an empty form, a stored message', async () => {
    const context = await suite.browser.newContext(desktop);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto(suite.site.url + '/contact');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 7));

    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => form(page).getByText('Please select a subject').isVisible()).toBe(true);
    for (const message of [
      'Name must be at least 2 characters',
      'Invalid email address',
      'Phone number must be at least 10 digits',
      'Message must be at least 10 characters',
    ]) {
      expect(await form(page).getByText(message).isVisible()).toBe(true);
    }
    expect(await focusedName(page)).toBe('name');

    // After the first submit, a field re-validates as soon as it is right.
    await page.getByLabel('Your Name').fill('Dana Parent');
    await expect.poll(() => form(page).getByText('Name must be at least 2 characters').count()).toBe(0);
    await fillValid(page);

    // Hold the request to see the button while it is on its way.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/contact', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    const button = form(page).locator('button[type=submit]');
    await expect.poll(() => button.innerText()).toBe('Sending...');
    expect(await button.isDisabled()).toBe(true);
    release();

    await expect.poll(() => toast(page).textContent()).toContain('Message Sent!');
    expect(await toast(page).textContent()).toContain("We'll get back to you within 24 hours.");
    expect(await page.getByLabel('Your Name').inputValue()).toBe('');
    expect(await page.getByLabel('Subject').inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
    // Focus, and the eye, land on the line saying it went: under the form's heading, in view
    // (by the button, under emptied fields, it read as "did it go?").
    const sentLine = form(page).getByRole('status');
    await expect.poll(() => sentLine.evaluate((line) => line === document.activeElement)).toBe(true);
    const header = (await page.locator('.site-header').boundingBox())!;
    const heading = form(page).getByRole('heading', { name: 'Send us a message' });
    await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    const box = (await sentLine.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(page.viewportSize()!.height);
    // Once the toast has gone, the form still says the message went, and where the reply will come.
    await expect.poll(() => toast(page).count(), { timeout: 15_000 }).toBe(0);
    expect(await form(page).getByRole('status').textContent()).toMatch(/^ ?Thanks, Dana: your message is with us/);
    expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(7);
    const rows = await stored();
    expect(rows.map((r) => [r.name, r.subject])).toEqual([['Dana Parent', 'programs']]);
    expect(errors.filter((e) => !e.includes('422'))).toEqual([]);
    await context.close();
  });

  it('after a send with mistakes, a parent tabbing through the fields types into each one, however slowly the checks answer', async () => {
    const context = await suite.browser.newContext(desktop);
    const page = await context.newPage();
    // Each field's check answers 700 ms late, as over a slow connection: it arrives while the
    // parent types in the next field. It pulled focus back to the first field with a message,
    // and "dana@example.org" ended up in Phone.
    await page.route(/\/contact\/validate$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    await page.goto(suite.site.url + '/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => focusedName(page)).toBe('name');
    for (const text of ['Dana Parent', 'dana@example.org', '(408) 555-0100']) {
      await page.keyboard.type(text, { delay: 60 });
      await page.keyboard.press('Tab');
    }
    await page.waitForTimeout(1500); // every late answer in
    expect(await focusedName(page)).toBe('subject');
    expect(await page.getByLabel('Your Name').inputValue()).toBe('Dana Parent');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe('dana@example.org');
    expect(await page.getByLabel('Phone', { exact: true }).inputValue()).toBe('(408) 555-0100');
    await context.close();
  });

  it('keeps everything typed and shows an error toast when the message cannot go', async () => {
    const context = await suite.browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(suite.site.url + '/contact');
    await fillValid(page);
    await page.route('**/contact', (route) =>
      route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue(),
    );
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Error');
    expect(await toast(page).textContent()).toContain('Your message could not be sent.');
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe(
      'Which program suits a 12 year old who likes games?',
    );
    expect(await page.getByLabel('Subject').inputValue()).toBe('programs');
    expect(await page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
    expect(await stored()).toHaveLength(0);
    await context.close();
  });

  it('asks "Did you mean ...?" about a slipped address: Enter sends it as typed, "Use" sends the suggestion', async () => {
    const context = await suite.browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(suite.site.url + '/contact');
    const email = page.getByLabel('Email', { exact: true });
    const question = (typed: string) =>
      `Did you mean dana@gmail.com? Our reply goes to this address. If ${typed} is right, send it again.`;

    // Enter (a phone's Go) after the question sends the address as typed, not the suggestion.
    await fillValid(page);
    await email.fill('dana@gmial.con');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => form(page).getByText(question('dana@gmial.con')).isVisible()).toBe(true);
    expect(await stored()).toEqual([]);
    await email.press('Enter');
    await expect.poll(() => toast(page).textContent()).toContain('Message Sent!');
    await expect.poll(async () => (await stored()).map((row) => row.email)).toEqual(['dana@gmial.con']);

    // One press of "Use dana@gmail.com" sends the message to the suggestion.
    await fillValid(page);
    await email.fill('dana@gmial.con');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('button', { name: 'Use dana@gmail.com' }).click();
    await expect.poll(async () => (await stored()).map((row) => row.email)).toEqual(['dana@gmial.con', 'dana@gmail.com']);
    await expect.poll(() => form(page).getByRole('status').textContent()).toContain('we’ll reply to dana@gmail.com');
    // On a phone the toast stands under the header, clear of the thanks by the button.
    const toastBox = (await toast(page).boundingBox())!;
    const thanks = (await form(page).getByRole('status').boundingBox())!;
    expect(toastBox.y + toastBox.height <= thanks.y || toastBox.y >= thanks.y + thanks.height).toBe(true);
    expect(toastBox.y).toBeLessThan(844 / 3);
    await context.close();
  });
});

describe('the sent line on a phone', () => {
  it('keeps a long email address inside its box', async () => {
    const context = await suite.browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(suite.site.url + '/contact');
    await fillValid(page);
    await page.getByLabel('Email', { exact: true }).fill('mei.tanaka.parent@example.com');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const sent = form(page).getByRole('status');
    await expect.poll(() => sent.textContent()).toContain('mei.tanaka.parent@example.com');
    // Every line's words end inside the box's padding (the address ran into its edge).
    const overflow = await sent.evaluate((box) => {
      const words = document.createRange();
      words.selectNodeContents(box);
      const right = Math.max(...[...words.getClientRects()].map((rect) => rect.right));
      return right - (box.getBoundingClientRect().right - parseFloat(getComputedStyle(box).paddingRight));
    });
    expect(overflow).toBeLessThanOrEqual(0.5);
    await context.close();
  });
});

describe('the toast on a tablet', () => {
  it('stands under the header and the banner, clear of the menu and theme buttons', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 768, height: 1024 } });
    const page = await context.newPage();
    await page.goto(suite.site.url + '/contact');
    await fillValid(page);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => toast(page).textContent()).toContain('Message Sent!');
    const header = (await page.locator('.site-header').boundingBox())!;
    expect((await toast(page).boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
    await context.close();
  });
});

describe('the contact form without JavaScript', () => {
  it('re-renders with messages and values, focuses the first error, then sends and says so', async () => {
    const context = await suite.browser.newContext({ ...desktop, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(suite.site.url + '/contact');
    await fillValid(page);
    await page.getByLabel('Email', { exact: true }).fill('dana@');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForLoadState();
    expect(await page.getByText('Invalid email address').isVisible()).toBe(true);
    expect(await focusedName(page)).toBe('email');
    expect(await page.getByLabel('Subject').inputValue()).toBe('programs');
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe(
      'Which program suits a 12 year old who likes games?',
    );

    await page.getByLabel('Email', { exact: true }).fill('dana@example.org');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.waitForURL(suite.site.url + '/contact');
    expect(await page.getByRole('status').filter({ hasText: 'Message Sent!' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Your Name').inputValue()).toBe('');
    expect(await stored()).toHaveLength(1);
    await context.close();
  });
});

describe('the contact form while the database cannot take a write', () => {
  const unreachable = "We can't reach our records right now; please try again in a minute.";
  // The site's SQLite connection refuses writes, as a read-only file would; undone after.
  const readOnly = (on: boolean) => sql.raw(`pragma query_only = ${on ? 1 : 0}`).execute(suite.site.db);

  it.each([
    ['with JavaScript', true],
    ['without JavaScript', false],
  ])('%s: keeps everything typed, says to try again in a minute, and sends once it can', async (_how, javaScriptEnabled) => {
    const context = await suite.browser.newContext({ ...phone, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(suite.site.url + '/contact');
    await fillValid(page);
    await readOnly(true);
    try {
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect.poll(() => page.getByText(unreachable).first().isVisible()).toBe(true);
      expect(await page.getByLabel('Your Name').inputValue()).toBe('Dana Parent');
      expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe(
        'Which program suits a 12 year old who likes games?',
      );
      await page.screenshot({ path: `test-results/contact-database-unavailable-${javaScriptEnabled ? 'js' : 'no-js'}-390.png` });
      expect(await stored()).toHaveLength(0);
    } finally {
      await readOnly(false);
    }
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => page.getByText('Message Sent!').first().isVisible()).toBe(true);
    expect(await stored()).toHaveLength(1);
    await context.close();
  });
});
