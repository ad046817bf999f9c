import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axe } from '../helpers/axe.ts';
import { desktop, phone, useSiteAndBrowser, watchForErrors } from '../helpers/browser.ts';
import { fillSignIn, ownerEmail } from '../helpers/staff.ts';
import { payForSeat, sendContactMessage } from '../helpers/site-actions.ts';

// /admin/outbox as staff use it, with and without JavaScript, on a site with no mail
// server (npm start's default): what a parent did is kept there, readable as sent.
const password = 'correct horse battery staple';
const suite = useSiteAndBrowser({ config: { adminPassword: password } });

/** Where the receipt's screenshots go (test-results/, not committed), for a person to look at: not compared. */
const shots = path.join(process.cwd(), 'test-results/emails');

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  // A parent pays through the demo provider; a visitor writes through the contact form.
  const { site } = suite;
  await payForSeat(site, 'Vibe Coding Beginner: Summer Mornings', {
    studentName: 'Ada Lovelace',
    parentEmail: 'ada.parent@example.org',
  });
  await sendContactMessage(site, {
    name: 'Grace Hopper',
    email: 'grace@example.org',
    message: 'Is there a Saturday cohort in the spring? <b>Thanks</b>',
  });
});
afterAll(async () => {
  await suite.site.db.deleteFrom('outbox').execute();
});

async function signedIn(options: BrowserContextOptions): Promise<Page> {
  const context = await suite.browser.newContext(options);
  const page = await context.newPage();
  await page.goto(`${suite.site.url}/admin/outbox`);
  await page.waitForURL(/\/admin\/login\?next=/);
  await fillSignIn(page, ownerEmail, password);
  await page.waitForURL(`${suite.site.url}/admin/outbox`);
  return page;
}

const receiptSubject = 'Receipt: Ada Lovelace is enrolled in Vibe Coding Beginner: Summer Mornings';

for (const javaScriptEnabled of [true, false]) {
  describe(`the outbox ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    it('lists the kept messages, opens the receipt as the parent would read it, and says why it was not sent', async () => {
      const page = await signedIn({ ...desktop, javaScriptEnabled, bypassCSP: true });
      const errors = watchForErrors(page);
      const table = page.getByRole('table', { name: 'Email messages, newest first' });
      await expect.poll(() => table.getByRole('row').count()).toBe(4); // a header, a receipt, two contact emails
      const receiptRow = table.getByRole('row').filter({ hasText: receiptSubject });
      expect(await receiptRow.innerText()).toContain('ada.parent@example.org');
      expect(await receiptRow.innerText()).toContain('Not sent');
      expect(await receiptRow.innerText()).toContain('not sent: no mail server');
      expect(await page.getByRole('note').innerText()).toContain('No mail server is configured (SMTP_URL)');
      // axe runs as a script in the page: only where the page runs scripts.
      if (javaScriptEnabled) expect(await axe(page)).toEqual([]);

      // Only what is kept back.
      await page.getByLabel('Status', { exact: true }).selectOption('sent');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.waitForURL(/status=sent/);
      expect(await page.getByText('No messages with this status.').isVisible()).toBe(true);
      await page.getByLabel('Status', { exact: true }).selectOption('held');
      await page.getByRole('button', { name: 'Apply' }).click();
      await page.waitForURL(/status=held/);

      await page.getByRole('link', { name: receiptSubject }).click();
      await page.waitForURL(/\/admin\/outbox\/\d+$/);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(receiptSubject);
      expect(await page.getByText('To send it, configure a mail server (SMTP_URL)').isVisible()).toBe(true);
      const frame = page.frameLocator('iframe[title="The email as HTML"]');
      await expect.poll(() => frame.getByRole('heading', { name: 'You are enrolled' }).count()).toBe(1);
      expect(await frame.getByText('$675.00 USD').count()).toBe(1);
      const text = await page.locator('pre.outbox-text').innerText();
      expect(text).toContain('Amount paid: $675.00 USD');
      const download = page.getByRole('link', { name: 'enrollment.ics' });
      expect(await download.getAttribute('href')).toMatch(/\/attachments\/0$/);
      if (javaScriptEnabled) expect(await axe(page)).toEqual([]);
      expect(errors).toEqual([]);
      await page.context().close();
    });
  });
}

describe('the receipt as a mail client shows it', () => {
  for (const [width, options] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    for (const colorScheme of ['light', 'dark'] as const) {
      it(`is readable at ${width} width in a ${colorScheme} client`, async () => {
        const page = await signedIn({ ...options, colorScheme, bypassCSP: true });
        await page.getByRole('link', { name: receiptSubject }).click();
        const href = await page.getByRole('link', { name: 'Open the HTML alone' }).getAttribute('href');
        await page.goto(`${suite.site.url}${href}`);
        // Nothing wider than the screen, and the text in the client's theme.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        const background = await page.evaluate(() => getComputedStyle(document.querySelector('.email-card')!).backgroundColor);
        expect(background).toBe(colorScheme === 'dark' ? 'rgb(20, 28, 51)' : 'rgb(255, 255, 255)');
        expect(await axe(page)).toEqual([]);
        await page.screenshot({ path: path.join(shots, `receipt-${width}-${colorScheme}.png`), fullPage: true });
        await page.context().close();
      });
    }
  }
});
