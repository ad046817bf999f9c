import { mkdir } from 'node:fs/promises';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { WaitlistOfferMail } from '../../domain/mail.ts';
import { setCourseCapacity } from '../../server/services/course-admin.ts';
import { sweepHolds } from '../../server/services/hold-sweep.ts';
import { axe } from '../helpers/axe.ts';
import { desktop, phone, useSiteAndBrowser, watchForErrors } from '../helpers/browser.ts';
import { manualClock } from '../helpers/mail.ts';
import { courseIdOf, seatsOf } from '../helpers/payments.ts';

// A family on the waitlist of a sold-out cohort gets an email when a seat frees, and pays
// for it from the link, with JavaScript and without; a link that has run out says so.
const clock = manualClock('2026-11-22T12:00:00Z');
const suite = useSiteAndBrowser({ clock, config: { trustProxy: 1 } });
const winter = 'Vibe Coding Beginner: Winter Weekends';
const shots = 'test-results/offers';
const staff = { id: null, email: 'e2e@example.org' };

let families = 0;
/** A family joins the cohort's waitlist (the JSON API the dialog's form also reaches). */
async function join(courseId: number, name: string) {
  families += 1;
  const res = await fetch(`${suite.site.url}/api/courses/${courseId}/express-interest`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `192.0.2.${families}`, Origin: suite.site.url },
    body: JSON.stringify({
      parentName: `${name} Parent`,
      parentEmail: `${name.toLowerCase()}@example.org`,
      parentPhone: '(408) 555-0100',
      studentName: `${name} Student`,
    }),
  });
  expect(res.status).toBe(201);
}

/** The claim link in the newest offer email to this address. */
async function claimLinkFor(email: string) {
  const rows = await suite.site.db
    .selectFrom('outbox')
    .select('payload')
    .where('kind', '=', 'waitlist-offer')
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .execute();
  const offer = JSON.parse(rows[0]!.payload) as WaitlistOfferMail;
  return `${suite.site.url}/waitlist/offers/${offer.token}`;
}

/** Fills the cohort: every seat is taken, so the next family waits. */
async function soldOutCohort() {
  const id = await courseIdOf(suite.site.db, winter);
  const { seats_taken } = await seatsOf(suite.site.db, id);
  await setCourseCapacity(suite.site.app.ctx, staff, id, seats_taken);
  return id;
}

async function open(options: BrowserContextOptions, url: string) {
  const context = await suite.browser.newContext(options);
  const page = await context.newPage();
  await page.goto(url);
  return { context, page };
}

async function payOnDemoPage(page: Page) {
  await page.waitForURL(/\/demo-checkout\/demo_cs_/);
  await page.getByRole('button', { name: /Pay \$675\.00 USD/ }).click();
  // Without JavaScript the page refreshes at once to the verified result (/enrollment-success/result):
  // under load that can come before the first page's load event, so either address will do.
  await page.waitForURL(/\/enrollment-success(?:\/result)?\?session_id=demo_cs_/, { waitUntil: 'commit' });
  const result = page.getByRole('status').filter({ hasText: 'Enrollment Confirmed!' });
  await result.waitFor();
  return result;
}

describe('a waitlist offer', () => {
  it('the first family claims the freed seat from the email link and pays, with JavaScript', async () => {
    await mkdir(shots, { recursive: true });
    const id = await soldOutCohort();
    await join(id, 'Priya');
    await join(id, 'Quinn');
    // A seat frees (staff add one): it is held for Priya, and the public still sees none.
    const { capacity } = await seatsOf(suite.site.db, id);
    await setCourseCapacity(suite.site.app.ctx, staff, id, capacity + 1);
    const api = await fetch(`${suite.site.url}/api/courses/${id}`);
    expect(((await api.json()) as { availableSeats: number }).availableSeats).toBe(0);

    const { context, page } = await open(desktop, await claimLinkFor('priya@example.org'));
    const errors = watchForErrors(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('A Seat Is Held for You');
    expect(await page.getByText(/held for Priya Student until November\s23,\s2026 at 4:00\sAM\sPST/).count()).toBe(1);
    expect(await page.locator('.checkout-form__note').textContent()).toBe(
      'You confirm on the demo payment page. The seat stays yours until November 23, 2026 at 4:00 AM PST. By paying you agree to our Terms of Service, including the cancellation policy.',
    );
    expect(await page.getByLabel('Parent Email').inputValue()).toBe('priya@example.org');
    expect(await page.getByLabel('Student Name').inputValue()).toBe('Priya Student');
    await page.screenshot({ path: `${shots}/claim-desktop-dark.png`, fullPage: true });
    await page.getByLabel('Student Name').fill('Priya Ramanathan');
    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    const result = await payOnDemoPage(page);
    expect(await result.textContent()).toContain('Priya Ramanathan');
    expect(errors).toEqual([]);

    // The link, opened again, says the seat is theirs.
    await page.goto(await claimLinkFor('priya@example.org'));
    expect(await page.getByRole('heading', { name: 'This Seat Is Already Yours' }).count()).toBe(1);
    await context.close();
  });

  it('the next family claims and pays without JavaScript, on a phone in the light theme', async () => {
    const id = await courseIdOf(suite.site.db, winter);
    const { capacity } = await seatsOf(suite.site.db, id);
    await setCourseCapacity(suite.site.app.ctx, staff, id, capacity + 1);
    const { context, page } = await open(
      { ...phone, javaScriptEnabled: false, colorScheme: 'light' },
      await claimLinkFor('quinn@example.org'),
    );
    await page.screenshot({ path: `${shots}/claim-phone-light-nojs.png`, fullPage: true });
    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    const result = await payOnDemoPage(page);
    expect(await result.textContent()).toContain('Quinn Student');
    await context.close();
  });

  it('a family declines from the link: the page asks first, then the seat passes on', async () => {
    const id = await soldOutCohort();
    await join(id, 'Rosa');
    const { capacity } = await seatsOf(suite.site.db, id);
    await setCourseCapacity(suite.site.app.ctx, staff, id, capacity + 1);
    const { context, page } = await open(desktop, (await claimLinkFor('rosa@example.org')) + '/decline');
    expect(await page.getByRole('heading', { name: 'Decline This Seat?' }).count()).toBe(1);
    // Whose seat, and which cohort: a parent with two children on lists knows which (it was headed "A Seat Is Held for You").
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('The Seat Held for Rosa Student');
    expect(await page.getByRole('main').textContent()).toContain('Dates');
    await page.screenshot({ path: `${shots}/decline-desktop-dark.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/decline-phone-dark.png` });
    // On a phone the two answers are one width, as the cancel page's are: neither reads as the lesser.
    const keep = await page.getByRole('link', { name: 'Pay for the Seat Instead' }).boundingBox();
    const decline = await page.getByRole('button', { name: 'Decline the seat' }).boundingBox();
    expect(Math.round(decline!.width)).toBe(Math.round(keep!.width));
    await page.getByRole('button', { name: 'Decline the seat' }).click();
    await page.getByRole('heading', { name: 'You Declined This Seat' }).waitFor();
    // No one else waits: the seat is the public's again.
    expect(await page.getByRole('main').getByRole('link', { name: 'Enroll Now' }).getAttribute('href')).toBe(
      `/checkout?courseId=${id}`,
    );
    await context.close();
  });

  it('a link past its time says the offer expired, with the way back onto the list', async () => {
    const id = await soldOutCohort();
    await join(id, 'Sami');
    const { capacity } = await seatsOf(suite.site.db, id);
    await setCourseCapacity(suite.site.app.ctx, staff, id, capacity + 1);
    clock.advance(24 * 60 + 1);
    await sweepHolds(suite.site.app.ctx);
    const { context, page } = await open({ ...phone, colorScheme: 'light' }, await claimLinkFor('sami@example.org'));
    expect(await page.getByRole('heading', { name: 'This Offer Has Expired' }).count()).toBe(1);
    await page.screenshot({ path: `${shots}/expired-phone-light.png`, fullPage: true });
    await page.getByRole('main').getByRole('link', { name: 'Enroll Now' }).click();
    await page.waitForURL(`**/checkout?courseId=${id}`);
    await context.close();
  });

  it('the claim, decline and ended pages pass axe in both themes', async () => {
    const id = await soldOutCohort();
    await join(id, 'Tara');
    await join(id, 'Uma');
    const { capacity } = await seatsOf(suite.site.db, id);
    await setCourseCapacity(suite.site.app.ctx, staff, id, capacity + 1);
    const claim = await claimLinkFor('tara@example.org');
    for (const options of [
      { ...desktop, bypassCSP: true },
      { ...phone, bypassCSP: true, colorScheme: 'light' as const },
    ]) {
      for (const url of [claim, `${claim}/decline`, `${suite.site.url}/waitlist/offers/${'x'.repeat(43)}`]) {
        const { context, page } = await open(options, url);
        expect(await axe(page), url).toEqual([]);
        await context.close();
      }
    }
  });
});
