import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axe } from '../helpers/axe.ts';
import { desktop, phone, useSiteAndBrowser, watchForErrors } from '../helpers/browser.ts';
import { fillSignIn, ownerEmail } from '../helpers/staff.ts';
import { leaveSeats } from '../helpers/payments.ts';
import { payForSeat, sendContactMessage } from '../helpers/site-actions.ts';

// The staff console as the people who run the school use it: on a desktop with
// JavaScript, on a phone without it, and on paper. Screenshots go to
// test-results/console (not committed) for a person to look at.
const password = 'correct horse battery staple';
const suite = useSiteAndBrowser({ config: { adminPassword: password } });
const shots = path.join(process.cwd(), 'test-results/console');

beforeAll(async () => {
  mkdirSync(shots, { recursive: true });
  const { site } = suite;
  // A parent pays through the demo provider; two others write.
  await payForSeat(site, 'Vibe Coding Beginner: Summer Mornings', {
    studentName: 'Ada Lovelace',
    parentEmail: 'ada.parent@example.org',
  });
  for (const [name, email] of [
    ['Grace Hopper', 'grace@example.org'],
    ['Alan Turing', 'alan@example.org'],
  ] as const)
    await sendContactMessage(site, { name, email, message: 'Is there a Saturday cohort in the spring?' });
  // Two more families, whose enrollments staff cancel (one per browser below).
  const camp = await site.db
    .selectFrom('courses')
    .select('id')
    .where('name', '=', 'Vibe Coding Beginner: Summer Mornings')
    .executeTakeFirstOrThrow();
  await leaveSeats(site.db, camp.id, 2);
  for (const [studentName, parentEmail] of [
    ['Dorothy Vaughan', 'dorothy.parent@example.org'],
    ['Mary Jackson', 'mary.parent@example.org'],
  ] as const)
    await payForSeat(site, 'Vibe Coding Beginner: Summer Mornings', { studentName, parentEmail });
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

describe('the console on a phone', () => {
  it('shows the page’s own section in its row of sections, which fades at the edge where it scrolls', async () => {
    const page = await signedIn(phone, ownerEmail, password, '/admin/outbox');
    const current = page.locator('.admin-nav [aria-current="page"]');
    expect(await current.textContent()).toBe('Outbox');
    // It stood some 280 px off a phone's screen, with nothing saying the row scrolls.
    const box = (await current.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await page.locator('.admin-nav').evaluate((nav) => getComputedStyle(nav).maskImage)).toContain('linear-gradient');
    // The dashboard's four tiles two by two (three and one left alone read as a mistake).
    await page.goto(`${suite.site.url}/admin`);
    const tops = await page
      .locator('.dashboard-tile')
      .evaluateAll((tiles) => tiles.map((tile) => Math.round(tile.getBoundingClientRect().top)));
    expect(tops).toHaveLength(4);
    expect([tops[0] === tops[1], tops[2] === tops[3], tops[1]! < tops[2]!]).toEqual([true, true, true]);
    await page.context().close();
  });

  it('signs in with the button and the password link apart, level on a laptop, one under the other on a phone', async () => {
    for (const viewport of [desktop, phone]) {
      const context = await suite.browser.newContext(viewport);
      const page = await context.newPage();
      await page.goto(`${suite.site.url}/admin/login`);
      const button = (await page.getByRole('button', { name: 'Sign in' }).boundingBox())!;
      const link = (await page.getByRole('link', { name: 'Forgot your password?' }).boundingBox())!;
      // They touched, the link riding higher than the button's words.
      if (link.y >= button.y + button.height) expect(link.y - (button.y + button.height)).toBeGreaterThanOrEqual(8);
      else {
        expect(link.x - (button.x + button.width)).toBeGreaterThanOrEqual(12);
        expect(Math.abs(link.y + link.height / 2 - (button.y + button.height / 2))).toBeLessThanOrEqual(2);
      }
      await context.close();
    }
  });
});

describe('the console on a laptop (1024 px)', () => {
  it('shows every section in its row and the whole courses table, each cohort’s level and campus under its name', async () => {
    const page = await signedIn({ viewport: { width: 1024, height: 768 } }, ownerEmail, password, '/admin/courses');
    // Nothing cut at the edge to scroll to: the row of sections and the table each fit their frame.
    for (const frame of ['.admin-nav', '.admin-table-wrap'])
      expect(
        await page.locator(frame).evaluate((element) => element.scrollWidth - element.clientWidth),
        frame,
      ).toBeLessThanOrEqual(0);
    expect(await page.getByRole('link', { name: 'Import Blogs' }).isVisible()).toBe(true);
    const cohort = page.getByRole('row', { name: /Summer Mornings/ });
    expect(await cohort.getByRole('cell').first().innerText()).toContain('Beginner · South Bay');
    expect(await page.getByRole('columnheader', { name: 'Campus' }).isVisible()).toBe(false);
    await shot(page, 'courses-laptop');

    // A family with a long name and address writes at length: the messages still fit, the
    // message shows its first lines, and Show All the rest.
    const long = Array.from({ length: 12 }, () => 'Hello, I have a question about scholarships and schedules.').join(' ');
    await sendContactMessage(suite.site, {
      name: 'Guinevere Anastasia Montgomery-Castellanos',
      email: 'guinevere.anastasia.montgomery-castellanos@verylongdomainexample.org',
      message: long,
    });
    await page.goto(`${suite.site.url}/admin/messages`);
    expect(
      await page.locator('.admin-table-wrap').evaluate((element) => element.scrollWidth - element.clientWidth),
    ).toBeLessThanOrEqual(0);
    const row = page.getByRole('row', { name: /Guinevere/ });
    expect(await row.getByText(long).isVisible()).toBe(false);
    await row.getByText('Show All').click();
    expect(await row.getByText(long).isVisible()).toBe(true);
    // Show Less stays under the message, where Show All was: it does not jump over it.
    const [text, less] = [(await row.getByText(long).boundingBox())!, (await row.getByText('Show Less').boundingBox())!];
    expect(less.y).toBeGreaterThanOrEqual(text.y + text.height - 1);
    await shot(page, 'messages-laptop');
    // Handled, so the dashboard's count below is the two families' of the start.
    await suite.site.db
      .updateTable('contact_messages')
      .set({ handled_at: new Date().toISOString() })
      .where('email', 'like', 'guinevere.%')
      .execute();
    await page.context().close();
  });
});

describe('the dashboard and the staff page', () => {
  it('shows the cohorts and what waits, and the owner invites someone who joins (no mail server: the link is handed over)', async () => {
    const page = await signedIn({ ...desktop, bypassCSP: true });
    const errors = watchForErrors(page);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Staff Console');
    expect(await page.getByRole('link', { name: /2\s+messages not handled/ }).isVisible()).toBe(true);
    const cohorts = page.getByRole('table', { name: 'Upcoming cohorts and their seats' });
    // Three families paid for the camp (before any test cancels one).
    expect(await cohorts.getByRole('row').filter({ hasText: 'Vibe Coding Beginner: Summer Mornings' }).innerText()).toMatch(
      /\b3\b/,
    );
    expect(await axe(page)).toEqual([]);
    await shot(page, 'dashboard-desktop');

    await page.getByRole('navigation', { name: 'Staff console' }).getByRole('link', { name: 'Staff' }).click();
    await page.waitForURL(/\/admin\/staff$/);
    await page.getByLabel('Name').fill('Katherine Johnson');
    await page.getByLabel('Email').fill('katherine@example.org');
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
    expect(await hers.getByRole('heading', { level: 1 }).innerText()).toBe('Join the Staff Console');
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

const toast = (page: Page) => page.getByRole('region', { name: 'Notifications' }).getByRole('status');
const summerCamp = 'Vibe Coding Beginner: Summer Mornings';

for (const [name, options] of [
  ['desktop with JavaScript', { ...desktop, bypassCSP: true }],
  ['phone without JavaScript', { ...phone, javaScriptEnabled: false }],
] as const) {
  describe(`the console on a ${name}`, () => {
    const javaScript = options.javaScriptEnabled !== false;
    const slug = javaScript ? 'desktop' : 'phone-nojs';

    it('changes a cohort’s capacity from the list, refusing less than the seats taken', async () => {
      const page = await signedIn(options, ownerEmail, password, '/admin/courses');
      const errors = watchForErrors(page);
      const row = () => page.getByRole('row').filter({ hasText: summerCamp });
      const capacity = page.getByLabel(`Capacity of ${summerCamp}`);
      const taken = await suite.site.db
        .selectFrom('courses')
        .select(['seats_taken', 'capacity'])
        .where('name', '=', summerCamp)
        .executeTakeFirstOrThrow();

      await capacity.fill(String(taken.seats_taken - 1));
      await row()
        .getByRole('button', { name: `Save the capacity of ${summerCamp}` })
        .click();
      await expect.poll(() => row().innerText()).toContain(`capacity can't go below ${taken.seats_taken}`);
      expect(await capacity.getAttribute('aria-invalid')).toBe('true');

      await page.getByLabel(`Capacity of ${summerCamp}`).fill(String(taken.capacity + 2));
      await row()
        .getByRole('button', { name: `Save the capacity of ${summerCamp}` })
        .click();
      await expect.poll(() => toast(page).first().innerText()).toContain('Capacity saved');
      await expect.poll(() => page.getByLabel(`Capacity of ${summerCamp}`).inputValue()).toBe(String(taken.capacity + 2));
      // The public sees the new seats.
      const course = await suite.site.db
        .selectFrom('courses')
        .select('id')
        .where('name', '=', summerCamp)
        .executeTakeFirstOrThrow();
      const seen = (await (await fetch(`${suite.site.url}/api/courses/${course.id}`)).json()) as { availableSeats: number };
      expect(seen.availableSeats).toBe(taken.capacity + 2 - taken.seats_taken);
      await suite.site.db.updateTable('courses').set({ capacity: taken.capacity }).where('name', '=', summerCamp).execute();
      if (javaScript) expect(await axe(page)).toEqual([]);
      if (!javaScript) {
        // A phone's row card: a lone number (the price) beside its label as every line is, the
        // counts side by side, each label over its value.
        const cells = await row()
          .locator('td')
          .evaluateAll((tds) =>
            tds.map(
              (td) =>
                [
                  td.getAttribute('data-label'),
                  Math.round(td.getBoundingClientRect().height),
                  Math.round(td.getBoundingClientRect().top),
                ] as const,
            ),
          );
        const height = (label: string) => cells.find(([name]) => name === label)![1];
        const top = (label: string) => cells.find(([name]) => name === label)![2];
        expect(Math.abs(height('Price') - height('Level'))).toBeLessThanOrEqual(1);
        expect(top('Held')).toBe(top('Paid'));
        expect(top('Waiting')).toBe(top('Paid'));
      }
      await shot(page, `courses-${slug}`);
      // The refusal is a 422 by design (the browser logs it); nothing else may go wrong.
      expect(errors.filter((e) => !e.includes('422'))).toEqual([]);
      await page.context().close();
    });

    it('shows a cohort’s roster with the family that paid, and prints it without the console around it', async () => {
      const page = await signedIn(options, ownerEmail, password, '/admin/courses');
      await page.getByRole('link', { name: summerCamp }).click();
      await page.waitForURL(/\/admin\/courses\/\d+$/);
      const roster = page.getByRole('table', { name: 'Students who have paid' });
      const ada = roster.getByRole('row').filter({ hasText: 'Ada Lovelace' });
      expect(await ada.innerText()).toContain('ada.parent@example.org');
      expect(await ada.innerText()).toMatch(/VC-\d{6}/);
      expect(await ada.innerText()).toContain('$675');
      const csv = await page.getByRole('link', { name: 'Download roster (CSV)' }).getAttribute('href');
      const download = await page.context().request.get(`${suite.site.url}${csv}`);
      expect(download.headers()['content-type']).toBe('text/csv; charset=utf-8');
      expect(download.headers()['content-disposition']).toMatch(/^attachment; filename=/);
      expect(await download.text()).toContain('Ada Lovelace');
      if (javaScript) expect(await axe(page)).toEqual([]);
      await shot(page, `course-${slug}`);

      await page.emulateMedia({ media: 'print' });
      expect(await roster.isVisible()).toBe(true);
      expect(await page.getByRole('navigation', { name: 'Staff console' }).isVisible()).toBe(false);
      expect(await page.locator('.site-header').isVisible()).toBe(false);
      expect(await page.getByRole('heading', { name: 'Edit the course' }).isVisible()).toBe(false);
      await shot(page, `course-print-${slug}`);
      await page.context().close();
    });

    it('marks a message handled, and the list and the dashboard say so', async () => {
      const page = await signedIn(options, ownerEmail, password, '/admin/messages?status=unhandled');
      const errors = watchForErrors(page);
      const sender = javaScript ? 'Grace Hopper' : 'Alan Turing';
      const row = page.getByRole('row').filter({ hasText: sender });
      const reply = await row.getByRole('link', { name: `Reply to ${sender}` }).getAttribute('href');
      expect(reply).toMatch(/^mailto:[a-z]+@example\.org\?subject=Re%3A%20/);
      if (javaScript) expect(await axe(page)).toEqual([]);
      await row.getByRole('button', { name: /Mark Handled/ }).click();
      await expect.poll(() => toast(page).first().innerText()).toContain('marked handled');
      if (javaScript) {
        // htmx swapped the row in place: it stays on screen, handled, until the list is read again.
        await expect.poll(() => row.innerText()).toContain(`Handled`);
        expect(await row.innerText()).toContain(`by ${ownerEmail}`);
      } else {
        await page.waitForURL(/\/admin\/messages\?.*status=unhandled/);
        expect(await page.getByRole('row').filter({ hasText: sender }).count()).toBe(0);
      }
      await shot(page, `messages-${slug}`);
      expect(errors).toEqual([]);
      await page.context().close();
    });

    it('cancels a family’s enrollment from the roster with a refund staff decide, after a mistake, and the history says why', async () => {
      const student = javaScript ? 'Dorothy Vaughan' : 'Mary Jackson';
      const page = await signedIn(options, ownerEmail, password, '/admin/courses');
      const errors = watchForErrors(page);
      await page.getByRole('link', { name: summerCamp }).click();
      await page.waitForURL(/\/admin\/courses\/\d+$/);
      const roster = page.getByRole('table', { name: 'Students who have paid' });
      await roster
        .getByRole('row')
        .filter({ hasText: student })
        .getByRole('link', { name: /^Manage VC-\d{6}/ })
        .click();
      await page.waitForURL(/\/admin\/enrollments\/\d+$/);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toMatch(/^Enrollment VC-\d{6}$/);
      expect(await page.getByText('The published policy, as of today').isVisible()).toBe(true);
      if (javaScript) expect(await axe(page)).toEqual([]);
      // On a desktop what staff can do stands beside the record, not under it; on a phone under it.
      const record = (await page.getByRole('region', { name: 'The enrollment' }).boundingBox())!;
      const cancelling = (await page.getByRole('region', { name: 'Cancel' }).boundingBox())!;
      if (javaScript) expect(cancelling.x).toBeGreaterThan(record.x + record.width);
      else expect(cancelling.y).toBeGreaterThan(record.y + record.height);
      await shot(page, `enrollment-${slug}`);

      await page.getByRole('radio', { name: /^A refund we decide/ }).check();
      await page.getByLabel('Refund in dollars (only for a refund we decide)').fill('700');
      await page.getByLabel('Reason (kept in the audit log)').first().fill('Family moved away');
      await page.getByRole('button', { name: 'Cancel the enrollment' }).click();
      await expect.poll(() => page.getByRole('alert').first().innerText()).toContain('Nothing was changed');
      const refund = page.getByLabel('Refund in dollars (only for a refund we decide)');
      expect(await refund.getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByText('The refund cannot be more than the $675 paid').isVisible()).toBe(true);
      // The reason typed before the mistake is still there.
      expect(await page.getByLabel('Reason (kept in the audit log)').first().inputValue()).toBe('Family moved away');
      if (javaScript) expect(await axe(page)).toEqual([]);
      await shot(page, `enrollment-error-${slug}`);

      await refund.fill('300');
      await page.getByRole('button', { name: 'Cancel the enrollment' }).click();
      await expect.poll(() => toast(page).first().innerText()).toContain('Enrollment cancelled');
      const facts = page.getByRole('region', { name: 'The enrollment' });
      expect(await facts.innerText()).toContain('Refunded');
      expect(await facts.innerText()).toContain('$300.00 USD');
      expect(await page.getByRole('button', { name: 'Cancel the enrollment' }).count()).toBe(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shot(page, `enrollment-cancelled-${slug}`);

      await page.getByRole('link', { name: 'History' }).click();
      await page.waitForURL(/\/admin\/audit\?record=enrollment/);
      const trail = await page.locator('main').innerText();
      expect(trail).toContain('Enrollment: cancelled');
      expect(trail).toContain('Family moved away');
      // The 422 is the form's answer by design (the browser logs it); nothing else may go wrong.
      expect(errors.filter((e) => !e.includes('422'))).toEqual([]);
      await page.context().close();
    });

    it('reads every other console page cleanly', async () => {
      const page = await signedIn(options);
      for (const path of [
        '/admin/waitlist',
        '/admin/enrollment-requests',
        '/admin/audit',
        '/admin/outbox',
        '/admin/courses/new',
        '/admin/staff',
      ]) {
        const response = await page.goto(`${suite.site.url}${path}`);
        expect(response!.status(), path).toBe(200);
        // Nothing wider than the screen on a phone.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, path).toBeLessThanOrEqual(0);
        if (javaScript) expect(await axe(page), path).toEqual([]);
        await shot(page, `${path.slice(1).replaceAll('/', '-')}-${slug}`);
      }
      await page.context().close();
    });
  });
}
