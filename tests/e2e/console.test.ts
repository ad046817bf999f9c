import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axe } from '../helpers/axe.ts';
import { desktop, phone, useSiteAndBrowser, watchForErrors } from '../helpers/browser.ts';
import { fillSignIn, ownerEmail } from '../helpers/staff.ts';

// The staff console as the people who run the school use it: on a desktop with
// JavaScript, on a phone without it, and on paper. Screenshots go to
// test-results/console (not committed) for a person to look at.
const password = 'correct horse battery staple';
const suite = useSiteAndBrowser({ config: { adminPassword: password } });
const shots = path.join(process.cwd(), 'test-results/console');

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  const { site } = suite;
  // A parent pays through the demo provider; another writes; a family asks to enroll.
  const course = await site.db
    .selectFrom('courses')
    .select('id')
    .where('name', '=', 'Vibe Coding Beginner: Summer Camp')
    .executeTakeFirstOrThrow();
  const started = await fetch(`${site.url}/api/enrollments/initiate`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ studentName: 'Ada Lovelace', parentEmail: 'ada.parent@example.org', courseId: course.id }),
  });
  const { checkoutUrl } = (await started.json()) as { checkoutUrl: string };
  await fetch(`${checkoutUrl}/pay`, { method: 'POST', redirect: 'manual' });
  for (const [name, email] of [
    ['Grace Hopper', 'grace@example.org'],
    ['Alan Turing', 'alan@example.org'],
  ])
    await fetch(`${site.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name,
        email,
        phone: '(408) 555-0199',
        subject: 'schedule',
        message: 'Is there a Saturday cohort in the spring?',
      }),
    });
});

async function signedIn(options: BrowserContextOptions, email = ownerEmail, secret = password, start = '/admin'): Promise<Page> {
  const context = await suite.browser.newContext(options);
  const page = await context.newPage();
  await page.goto(`${suite.site.url}${start}`);
  await page.waitForURL(/\/admin\/login/);
  await fillSignIn(page, email, secret);
  await page.waitForURL(`${suite.site.url}${start}`);
  return page;
}

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });

describe('the dashboard and the staff page', () => {
  it('shows the cohorts and what waits, and the owner invites someone who joins (no mail server: the link is handed over)', async () => {
    const page = await signedIn({ ...desktop, bypassCSP: true });
    const errors = watchForErrors(page);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Staff console');
    expect(await page.getByRole('link', { name: /2\s+messages not handled/ }).isVisible()).toBe(true);
    const cohorts = page.getByRole('table', { name: 'Upcoming cohorts and their seats' });
    expect(await cohorts.getByRole('row').filter({ hasText: 'Vibe Coding Beginner: Summer Camp' }).innerText()).toMatch(/\b1\b/);
    expect(await axe(page)).toEqual([]);
    await shot(page, 'dashboard-desktop');

    await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Staff' }).click();
    await page.waitForURL(/\/admin\/staff$/);
    await page.getByLabel('Name').fill('Katherine Johnson');
    await page.getByLabel('E-mail').fill('katherine@example.org');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    const link = await page.locator('code.handover-link').innerText();
    expect(link).toMatch(/\/admin\/invitations\/[A-Za-z0-9_-]{43}$/);
    expect(await page.getByRole('row').filter({ hasText: 'katherine@example.org' }).innerText()).toContain(
      'Invited, link good until',
    );
    expect(await axe(page)).toEqual([]);
    await shot(page, 'staff-desktop');
    expect(errors).toEqual([]);

    // Katherine opens the link on her phone, without JavaScript, and chooses a password.
    const phoneContext = await suite.browser.newContext({ ...phone, javaScriptEnabled: false });
    const hers = await phoneContext.newPage();
    await hers.goto(link);
    expect(await hers.getByRole('heading', { level: 1 }).innerText()).toBe('Join the staff console');
    await hers.getByLabel('New password', { exact: true }).fill('katherine long password');
    await hers.getByLabel('New password again').fill('katherine long password');
    await hers.getByRole('button', { name: 'Join the console' }).click();
    await hers.waitForURL(`${suite.site.url}/admin`);
    expect(await hers.getByText('Katherine Johnson').first().isVisible()).toBe(true);
    // Staff see no Staff section.
    expect(await hers.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Staff' }).count()).toBe(0);
    await shot(hers, 'dashboard-phone-nojs');
    await phoneContext.close();
    await page.context().close();
  });
});
