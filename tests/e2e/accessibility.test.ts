import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPaths } from '../../server/routes/findability.ts';
import { axe } from '../helpers/axe.ts';
import { contrastRatio } from '../helpers/contrast.ts';
import { desktop, phone, useMailingSiteAndBrowser } from '../helpers/browser.ts';

// With a mail server, so the parent's page shows its sign-in form (without one it offers a mail link instead).
const suite = useMailingSiteAndBrowser();

// axe is injected as a script tag, which the site's CSP would rightly refuse: bypass it here only.
const contexts = {
  'desktop dark': { ...desktop, bypassCSP: true },
  'phone light': { ...phone, bypassCSP: true, colorScheme: 'light' as const },
};

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  it('the check itself catches a violation', async () => {
    const context = await suite.browser.newContext(contexts['desktop dark']);
    const page = await context.newPage();
    await page.goto(suite.site.url + '/faq');
    await page.evaluate(() => document.querySelector('main')!.insertAdjacentHTML('beforeend', '<img src="/favicon.svg">'));
    expect((await axe(page)).join('\n')).toContain('image-alt');
    await context.close();
  });

  // Every public page (the sitemap's list), plus states and pages the sitemap leaves out.
  const paths = [
    ...publicPaths,
    '/kids-vibe-coding?level=advanced',
    '/blog/what-is-vibe-coding',
    '/blog/no-such-post',
    '/admin/login',
    '/admin/password-reset',
    '/no-such-page',
    '/checkout?courseId=1',
    '/checkout?courseId=2',
    '/enrollment-success',
    '/styleguide',
  ];
  for (const [name, options] of Object.entries(contexts)) {
    describe(name, () => {
      let page: Page;
      beforeAll(async () => {
        const context = await suite.browser.newContext(options);
        if (name.includes('light')) await context.addInitScript(() => localStorage.setItem('ui-theme', 'light'));
        page = await context.newPage();
      });
      afterAll(() => page.context().close());

      it.each(paths)('finds no violations on %s', async (path) => {
        await page.goto(suite.site.url + path);
        expect(await axe(page)).toEqual([]);
      });
    });
  }

  it('finds no violations in the Express Interest dialog showing errors', async () => {
    const context = await suite.browser.newContext(contexts['desktop dark']);
    const page = await context.newPage();
    await page.goto(suite.site.url + '/kids-vibe-coding');
    await page.getByRole('link', { name: 'Join Waitlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Express Interest' });
    await dialog.getByRole('button', { name: 'Submit Interest' }).click();
    await expect.poll(() => dialog.getByText('Invalid email address').isVisible()).toBe(true);
    expect(await axe(page)).toEqual([]);
    await context.close();
  });

  it('finds no violations on the checkout form showing errors, or on the demo payment page', async () => {
    const context = await suite.browser.newContext(contexts['phone light']);
    const page = await context.newPage();
    await page.goto(suite.site.url + '/checkout?courseId=1');
    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    await expect.poll(() => page.getByText('Invalid email address').isVisible()).toBe(true);
    expect(await axe(page)).toEqual([]);
    await page.getByLabel('Student Name').fill('Ada Lovelace');
    await page.getByLabel('Parent Email').fill('ada@example.org');
    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    await page.waitForURL(/\/demo-checkout\//);
    expect(await axe(page)).toEqual([]);
    await context.close();
  });

  it('finds no violations on the contact form showing errors', async () => {
    const context = await suite.browser.newContext(contexts['phone light']);
    await context.addInitScript(() => localStorage.setItem('ui-theme', 'light'));
    const page = await context.newPage();
    await page.goto(suite.site.url + '/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect.poll(() => page.getByText('Please select a subject').isVisible()).toBe(true);
    expect(await axe(page)).toEqual([]);
    await context.close();
  });

  for (const [name, options] of Object.entries(contexts)) {
    it(`finds no violations on any step of the enrollment wizard showing errors, or on step 4 (${name})`, async () => {
      const context = await suite.browser.newContext(options);
      if (name.includes('light')) await context.addInitScript(() => localStorage.setItem('ui-theme', 'light'));
      const page = await context.newPage();
      const heading = () => page.locator('#wizard-step-heading').textContent();
      const next = () => page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.goto(suite.site.url + '/enroll?step=3');
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await expect.poll(() => page.getByText('Please select student age').isVisible()).toBe(true);
      expect(await axe(page), 'step 1').toEqual([]);
      await next();
      await expect.poll(() => page.getByText('Please select at least one interest').isVisible()).toBe(true);
      expect(await axe(page), 'step 2').toEqual([]);
      await next();
      await expect.poll(() => page.getByText('You must accept the terms and conditions').isVisible()).toBe(true);
      expect(await axe(page), 'step 3').toEqual([]);

      await page.getByRole('button', { name: /^Edit parent/ }).click();
      await expect.poll(heading).toBe('Parent and student information');
      await page.getByLabel('Parent Name').fill('Dana Parent');
      await page.getByLabel('Parent Email').fill('dana@example.org');
      await page.getByLabel('Parent Phone').fill('4085550100');
      await page.getByLabel('Student Name').fill('Sam');
      await page.getByLabel('Student Age').selectOption('12');
      await page.getByLabel('Grade Level').selectOption('7th');
      // Each answer re-validates as it changes (after the first submit): Next once the step's
      // messages are gone, as a parent sees them go (under a loaded CI, Next once overtook them).
      await expect.poll(() => page.locator('.field__error').count()).toBe(0);
      await next();
      await expect.poll(heading).toBe('Program selection');
      await page.getByRole('radio', { name: /Middle School Program/ }).check();
      await page.getByRole('radio', { name: 'Online' }).check();
      await page.getByLabel('Preferred Schedule').selectOption('sunday-morning');
      await page.getByLabel('Coding Experience').selectOption('none');
      await page.getByRole('checkbox', { name: 'Data Science' }).check();
      await expect.poll(() => page.locator('.field__error').count()).toBe(0);
      await next();
      await expect.poll(heading).toBe('Review and submit');
      await page.getByRole('checkbox', { name: /I accept/ }).check();
      await expect.poll(() => page.locator('.field__error').count()).toBe(0);
      await page.getByRole('button', { name: 'Submit Application' }).click();
      await expect.poll(heading).toBe('Application Submitted!');
      expect(await axe(page), 'step 4').toEqual([]);
      await context.close();
    });
  }
});

describe('form fields show their edges (WCAG 1.4.11: 3:1 against both sides of the border)', () => {
  const forms = ['/checkout?courseId=1', '/contact', '/enroll', '/scholarships/apply', '/account'];
  for (const theme of ['dark', 'light'] as const) {
    it(`on every public form, ${theme} theme`, async () => {
      const context = await suite.browser.newContext(desktop);
      await context.addInitScript((t) => localStorage.setItem('ui-theme', t), theme);
      const page = await context.newPage();
      const weak: string[] = [];
      for (const path of forms) {
        await page.goto(suite.site.url + path);
        // Each visible text field's border, and what it sits against inside and outside.
        const fields = await page.evaluate(() => {
          /** The first opaque background at or above an element. */
          const backgroundOf = (start: Element | null) => {
            for (let el = start; el; el = el.parentElement) {
              const bg = getComputedStyle(el).backgroundColor;
              if (bg !== 'transparent' && !/rgba\([^)]*, 0\)/.test(bg)) return bg;
            }
            return getComputedStyle(document.body).backgroundColor;
          };
          return [
            ...document.querySelectorAll(
              'main input:not([type=hidden]):not([type=checkbox]):not([type=radio]), main select, main textarea',
            ),
          ]
            .filter((field) => (field as HTMLElement).offsetParent !== null)
            .map((field) => ({
              name: field.id || field.getAttribute('name'),
              edge: getComputedStyle(field).borderTopColor,
              sides: [backgroundOf(field), backgroundOf(field.parentElement)],
            }));
        });
        expect(fields.length, path).toBeGreaterThan(0);
        for (const { name, edge, sides } of fields) {
          const worst = Math.min(...sides.map((side) => contrastRatio(edge, side)));
          if (worst < 3) weak.push(`${path} ${name}: ${worst.toFixed(2)}:1`);
        }
      }
      expect(weak).toEqual([]);
      await context.close();
    });
  }
});

describe('white text on the brand gradient (axe cannot read a gradient)', () => {
  it('every colour stop under the banner and the bold call to action is 4.5:1 against white', async () => {
    const context = await suite.browser.newContext(desktop);
    const page = await context.newPage();
    await page.goto(suite.site.url + '/');
    const stops = await page.evaluate(() =>
      ['.top-banner', '.cta-block--bold .cta-block__inner'].map((selector) => {
        const image = getComputedStyle(document.querySelector(selector)!).backgroundImage;
        return { selector, colours: [...image.matchAll(/rgba?\([^)]+\)/g)].map((m) => m[0]) };
      }),
    );
    for (const { selector, colours } of stops) {
      expect(colours.length, selector).toBeGreaterThanOrEqual(2);
      for (const colour of colours)
        expect(contrastRatio(colour, 'rgb(255, 255, 255)'), `${selector} ${colour}`).toBeGreaterThanOrEqual(4.5);
    }
    await context.close();
  });
});
