/**
 * Screenshots for a design review (docs/design-review/): home and kids (whole page),
 * checkout and the payment result (first screen) at a phone width (390) and a desktop
 * width (1440), in the default dark theme (THEMES=dark,light for both), against a running site with demo
 * payments and its sample content. Usage:
 *   BASE=http://localhost:3000 PREFIX=after npx tsx scripts/design-review-shots.ts
 * Pages are JPEG (quality 70) so a review of whole pages stays a few megabytes.
 */
import type { Page } from 'playwright-core';
import { launchBrowser, renderWholePage } from './chromium.ts';

const base = process.env.BASE ?? 'http://localhost:3000';
const prefix = process.env.PREFIX ?? 'after';
const out = process.env.OUT ?? 'docs/design-review/trust';
const widths = { phone: 390, desktop: 1440 } as const;

const browser = await launchBrowser();

async function settle(page: Page, theme: string) {
  await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(2500); // the promo card appears after 2 s
  await renderWholePage(page);
}

for (const [device, width] of Object.entries(widths)) {
  for (const theme of (process.env.THEMES ?? 'dark').split(',')) {
    const context = await browser.newContext({
      viewport: { width, height: device === 'phone' ? 844 : 900 },
      reducedMotion: 'reduce',
    });
    await context.addInitScript((t) => localStorage.setItem('ui-theme', t), theme);
    const page = await context.newPage();
    const shot = async (name: string, fullPage: boolean) => {
      await settle(page, theme);
      const png = process.env.FORMAT === 'png'; // for a viewer that shows PNG only
      const path = `${out}/${prefix}-${name}-${device}-${theme}.${png ? 'png' : 'jpg'}`;
      await page.screenshot({ path, fullPage: fullPage && !png, ...(png ? {} : { type: 'jpeg' as const, quality: 70 }) });
      console.log(path);
    };
    await page.goto(`${base}/`);
    await shot('home', true);
    await page.goto(`${base}/kids-vibe-coding`);
    await shot('kids', true);
    await page.goto(`${base}/checkout?courseId=1`);
    await shot('checkout', false);
    // Through the demo payment to the result page.
    await page.getByLabel(/student name/i).fill('Grace Hopper');
    await page.getByLabel(/parent email/i).fill(`review-${device}-${theme}@example.org`);
    await page.getByRole('button', { name: /continue to payment/i }).click();
    await page.waitForURL(/demo-checkout/);
    await page.getByRole('button', { name: /^pay/i }).click();
    await page.waitForURL(/enrollment-success/);
    await page.waitForTimeout(1500);
    await shot('result', false);
    await context.close();
  }
}
await browser.close();
