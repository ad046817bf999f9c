import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, headless, with the network chatter it cannot make here switched off (tests and scripts alike). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * Lays out the whole page at once: sections that render only near the viewport
 * (`content-visibility: auto`, home's lower half) are otherwise blank in a full-page
 * screenshot and count at an estimated height. Set from script, so the site's CSP allows it.
 */
export async function renderWholePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('body *'))
      if (getComputedStyle(element).contentVisibility === 'auto') element.style.contentVisibility = 'visible';
  });
}
