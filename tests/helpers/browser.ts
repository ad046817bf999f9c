import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { launchBrowser } from '../../scripts/chromium.ts';
import { afterAll, beforeAll } from 'vitest';
import { startFakeSmtp, type FakeSmtp } from '../fakes/smtp-server.ts';
import { mailConfig } from './mail.ts';
import { startSite, type RunningSite } from './running-site.ts';
import type { createTestApp } from './test-app.ts';

export { startSite, type RunningSite };

export { launchBrowser };

export const phone: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
export const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };

/** Collects page errors and CSP violations so a test can assert there were none. */
/**
 * Scrolls to what a reader would scroll to and waits until it is laid out: far down a page,
 * sections render only near the screen (content-visibility), a frame after they come near.
 */
export async function scrollToLaidOut(target: Locator): Promise<void> {
  // Its neighbours come near the screen with it and are laid out too, at their real heights
  // instead of the remembered ones: the page moves under it once or twice. Scrolled again
  // until it stands still, so a measure of it and its neighbours is of the page as read.
  let lastTop: number | undefined;
  for (let turn = 0; turn < 10; turn += 1) {
    await target.scrollIntoViewIfNeeded();
    const top = await target.evaluate(
      (element) =>
        new Promise<number>((resolve) => {
          const settled = () =>
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(element.getBoundingClientRect().top)));
          const check = () =>
            element.checkVisibility({ contentVisibilityAuto: true }) ? settled() : requestAnimationFrame(check);
          check();
        }),
    );
    if (top === lastTop) return;
    lastTop = top;
  }
}

export function watchForErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * One running site and one browser for a test file: started before its tests, stopped
 * after them. Read them through the returned object (they exist once beforeAll has run).
 */
export function useSiteAndBrowser(options: Parameters<typeof createTestApp>[0] = {}): { site: RunningSite; browser: Browser } {
  const suite = {} as { site: RunningSite; browser: Browser };
  beforeAll(async () => {
    [suite.site, suite.browser] = await Promise.all([startSite(options), launchBrowser()]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.site?.stop();
  });
  return suite;
}

/**
 * The same, with a mail server (a local SMTP one) behind the site: for pages that work only
 * when email can go out, such as the parent's page and its emailed sign-in link.
 */
export function useMailingSiteAndBrowser(options: Parameters<typeof createTestApp>[0] = {}): {
  site: RunningSite;
  browser: Browser;
  smtp: FakeSmtp;
} {
  const suite = {} as { site: RunningSite; browser: Browser; smtp: FakeSmtp };
  beforeAll(async () => {
    suite.smtp = await startFakeSmtp();
    [suite.site, suite.browser] = await Promise.all([
      startSite({ ...options, config: { ...options.config, ...mailConfig(suite.smtp) } }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.site?.stop();
    await suite.smtp?.close();
  });
  return suite;
}

/** A family filling in the Express Interest form, as the waitlist tests type it. */
export const interestedFamily = {
  'Parent Name': 'Dana Parent',
  'Parent Email': 'dana@example.org',
  'Parent Phone': '(408) 555-0100',
  'Student Name': 'Sam',
} as const;

/** Types each value into the field with that exact label. */
export async function fillFields(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
}
