import { mkdir } from 'node:fs/promises';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { AccountSignInMail, WaitlistOfferMail } from '../../domain/mail.ts';
import { setCourseCapacity } from '../../server/services/course-admin.ts';
import { cancelEnrollment } from '../../server/services/cancellations.ts';
import { composeMail } from '../../server/mail/compose.tsx';
import { axe } from '../helpers/axe.ts';
import { desktop, fillFields, phone, useMailingSiteAndBrowser, watchForErrors } from '../helpers/browser.ts';
import { courseIdOf, leaveSeats, seatsOf } from '../helpers/payments.ts';

// A parent follows the link in their receipt to their page, signs in with the link we
// email, and finds their enrollment, with JavaScript and without, on a desktop and a phone.
const suite = useMailingSiteAndBrowser({ config: { trustProxy: 1 } });
const shots = 'test-results/account';
const winter = 'Vibe Coding Beginner: Winter Weekends';

let families = 0;
/** A family pays for a seat through the demo payment page; the payment result's address. */
async function paidSeat(parentEmail: string, studentName: string) {
  families += 1;
  const id = await courseIdOf(suite.site.db, winter);
  await leaveSeats(suite.site.db, id, 2);
  const headers = { 'Content-Type': 'application/json', Origin: suite.site.url, 'X-Forwarded-For': `192.0.2.${families}` };
  const started = await fetch(`${suite.site.url}/api/enrollments/initiate`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ courseId: id, studentName, parentEmail }),
  });
  const { checkoutUrl } = (await started.json()) as { checkoutUrl: string };
  const paid = await fetch(`${checkoutUrl}/pay`, { method: 'POST', headers: { Origin: suite.site.url }, redirect: 'manual' });
  expect(paid.status).toBe(303);
  // The payment result the provider sends the parent back to.
  return new URL(paid.headers.get('location')!, suite.site.url).href;
}

/** The link to the parent's page in the receipt mailed to this address, as the parent reads it. */
async function yourPageLinkInReceipt(email: string) {
  const row = await suite.site.db
    .selectFrom('outbox')
    .selectAll()
    .where('kind', '=', 'receipt')
    .where('to_address', '=', email)
    .executeTakeFirstOrThrow();
  const text = composeMail(row, { siteUrl: suite.site.url }).text;
  const link = /https?:\/\/\S+\/account\b/.exec(text)?.[0];
  expect(link).toBeDefined();
  return link!;
}

/** The link in the newest sign-in email to an address, as the outbox hands it to the mail server. */
async function signInLinkFor(email: string) {
  const row = await suite.site.db
    .selectFrom('outbox')
    .select('payload')
    .where('kind', '=', 'account-sign-in')
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return `${suite.site.url}/account/sign-in/${(JSON.parse(row.payload) as AccountSignInMail).token}`;
}

async function signInFrom(page: Page, url: string, email: string) {
  await page.goto(url);
  await page.getByLabel('Your email address').fill(email);
  await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
  await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
  await page.goto(await signInLinkFor(email));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/account$/);
}

/** A family joins a sold-out cohort's waitlist from its card's dialog: `name`'s parent, for `name` Kid. */
async function joinFromCard(page: Page, card: ReturnType<Page['locator']>, name: string) {
  await card.getByRole('link', { name: 'Join Waitlist' }).click();
  await fillFields(page, {
    'Parent Name': `${name} Parent`,
    'Parent Email': `${name.toLowerCase()}@example.org`,
    'Parent Phone': '(408) 555-0100',
    'Student Name': `${name} Kid`,
  });
  await page.getByRole('dialog', { name: 'Express Interest' }).getByRole('button', { name: 'Submit Interest' }).click();
}

async function open(options: BrowserContextOptions) {
  const context = await suite.browser.newContext(options);
  return { context, page: await context.newPage() };
}

describe("the parent's page", () => {
  it('from the receipt’s link to the enrollment, with JavaScript, on a desktop', async () => {
    await mkdir(shots, { recursive: true });
    await paidSeat('grace@example.org', 'Grace Hopper');
    const { context, page } = await open(desktop);
    const errors = watchForErrors(page);
    await signInFrom(page, await yourPageLinkInReceipt('grace@example.org'), 'grace@example.org');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Your Page');
    const enrollments = page.getByRole('region', { name: 'Enrollments' });
    expect(await enrollments.textContent()).toContain('Grace Hopper');
    expect(await enrollments.textContent()).toContain(winter);
    // Who is signed in and Sign out stand beside the cards, at their top, not alone over them.
    const signedIn = page.getByRole('complementary', { name: 'Signed in' });
    expect(await signedIn.textContent()).toContain('Signed in as grace@example.org');
    const aside = (await signedIn.boundingBox())!;
    const cards = (await enrollments.boundingBox())!;
    expect(aside.x).toBeGreaterThan(cards.x + cards.width);
    expect(Math.abs(aside.y - cards.y)).toBeLessThan(60);
    await page.screenshot({ path: `${shots}/page-desktop-dark.png`, fullPage: true });
    await enrollments.getByRole('link', { name: /Receipt/ }).click();
    await page.getByRole('heading', { name: 'Receipt' }).waitFor();
    // Printed as the payment result's receipt is, beside the same aside as Your Page.
    await expect.poll(() => page.getByRole('button', { name: 'Print Receipt' }).isVisible()).toBe(true);
    const receiptAside = (await page.getByRole('complementary', { name: 'Signed in' }).boundingBox())!;
    const receiptCard = (await page.locator('.account-card').first().boundingBox())!;
    expect(receiptAside.x).toBeGreaterThan(receiptCard.x + receiptCard.width);
    // On paper, as the payment result's: who was paid on top; no side panel, way back or buttons.
    await page.emulateMedia({ media: 'print' });
    const issuer = page.locator('.receipt-issuer');
    expect(await issuer.innerText()).toContain('a 501(c)(3) non-profit organization');
    expect(await issuer.isVisible()).toBe(true);
    // The paper's width: the hidden aside's column leaves no blank third.
    const paper = (await page.locator('.account-card').first().boundingBox())!;
    expect(paper.width).toBeGreaterThan(desktop.viewport!.width * 0.75);
    for (const gone of [
      page.getByRole('complementary', { name: 'Signed in' }),
      page.getByRole('navigation', { name: 'Breadcrumb' }),
      page.getByRole('link', { name: 'Back to your page' }),
    ])
      expect(await gone.isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    expect(await issuer.isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Back to your page' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('button', { name: 'Email me a sign-in link' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('from the payment result, signed out: one button emails the link to the address that paid, and signed in the result links to the page', async () => {
    const result = await paidSeat('katherine@example.org', 'Katherine Johnson');
    const { context, page } = await open(phone);
    await page.goto(result);
    await page.getByRole('heading', { name: 'Enrollment Confirmed!' }).waitFor();
    // Not an empty sign-in form to fill with the address the page already shows.
    expect(await page.getByRole('link', { name: 'See it on your page' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Email Me a Link to Your Page' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    // Said plainly for the address that paid, with the way back to the receipt.
    expect(await page.getByText('A sign-in link is on its way to katherine@example.org.').count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Back to Your Receipt' }).getAttribute('href')).toBe(
      new URL(result).pathname + new URL(result).search,
    );
    await page.goto(await signInLinkFor('katherine@example.org'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/account$/);
    expect(await page.getByRole('region', { name: 'Enrollments' }).textContent()).toContain('Katherine Johnson');
    // Back on the result, signed in: a plain link to the page, no button.
    await page.goto(result);
    await page.getByRole('link', { name: 'See it on your page' }).click();
    await page.waitForURL(/\/account$/);
    await page.goBack();
    await page.getByRole('heading', { name: 'Enrollment Confirmed!' }).waitFor();
    expect(await page.getByRole('button', { name: 'Email Me a Link to Your Page' }).count()).toBe(0);
    await context.close();
  });

  it('the same without JavaScript, on a phone', async () => {
    await paidSeat('ada@example.org', 'Ada Lovelace');
    const { context, page } = await open({ ...phone, javaScriptEnabled: false });
    await signInFrom(page, await yourPageLinkInReceipt('ada@example.org'), 'ada@example.org');
    // Whose seat it is, over the course's title (not a row among the facts).
    const card = page.locator('.account-item').first();
    expect(await card.locator('.account-item__for').innerText()).toBe('For Ada Lovelace');
    expect(await card.locator('dt', { hasText: 'Student' }).count()).toBe(0);
    // Each fact beside its label, as on a laptop (stacked, one enrollment ran about 1,000 px).
    const dates = page.locator('.account-item .summary-list div', { hasText: 'Dates' }).first();
    const [label, value] = [(await dates.locator('dt').boundingBox())!, (await dates.locator('dd').boundingBox())!];
    expect(Math.abs(label.y - value.y)).toBeLessThan(4);
    expect(value.x).toBeGreaterThan(label.x + label.width);
    // The Signed In toast stands over the banner, not over the page's heading.
    const toast = (await page.getByRole('status').filter({ hasText: 'Signed In' }).boundingBox())!;
    const heading = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
    expect(toast.y + toast.height).toBeLessThanOrEqual(heading.y);
    await page.screenshot({ path: `${shots}/page-phone-nojs.png`, fullPage: true });
    await context.close();
  });

  it('cancels an enrollment under the policy, seeing the refund before confirming, without JavaScript on a phone', async () => {
    await paidSeat('cancel@example.org', 'Cleo Kid');
    const { context, page } = await open({ ...phone, javaScriptEnabled: false });
    await signInFrom(page, `${suite.site.url}/account`, 'cancel@example.org');
    const enrollments = page.getByRole('region', { name: 'Enrollments' });
    expect(await enrollments.textContent()).toContain('If you cancelled today');
    await enrollments.getByRole('link', { name: /Cancel This Enrollment/ }).click();
    await page.getByRole('heading', { name: 'Cancel this enrollment?' }).waitFor();
    expect(
      await page.getByText(/\$600\.00 USD back: the \$675\.00 USD paid, less the \$75\.00 USD admin\/venue fee\./).count(),
    ).toBe(1);
    await page.screenshot({ path: `${shots}/cancel-phone-nojs.png`, fullPage: true });
    await page.getByRole('button', { name: 'Yes, cancel the enrollment' }).click();
    await page.waitForURL(/\/account$/);
    expect(await page.getByRole('region', { name: 'Enrollments' }).textContent()).toContain('Cancelled and refunded');
    await context.close();
  });

  it('passes axe signed out, after asking for a link, on the link’s page and signed in', async () => {
    await paidSeat('axe@example.org', 'Axel Kid');
    const { context, page } = await open({ ...desktop, bypassCSP: true });
    await page.goto(`${suite.site.url}/account`);
    expect(await axe(page)).toEqual([]);
    await page.getByLabel('Your email address').fill('axe@example.org');
    await page.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor();
    expect(await axe(page)).toEqual([]);
    await page.goto(await signInLinkFor('axe@example.org'));
    expect(await axe(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/account$/);
    expect(await axe(page)).toEqual([]);
    await page
      .getByRole('link', { name: /Cancel This Enrollment/ })
      .first()
      .click();
    await page.getByRole('heading', { name: 'Cancel this enrollment?' }).waitFor();
    expect(await axe(page)).toEqual([]);
    // On a desktop the two answers stand side by side at the card's right, as a form's buttons.
    const keep = (await page.getByRole('link', { name: 'Keep the Enrollment' }).boundingBox())!;
    const cancel = (await page.getByRole('button', { name: 'Yes, Cancel the Enrollment' }).boundingBox())!;
    expect(Math.round(keep.y)).toBe(Math.round(cancel.y));
    expect(cancel.x).toBeGreaterThan(keep.x + keep.width);
    await context.close();
  });

  it('keeps this browser’s “on this waitlist” lines true: gone once the offered seat is paid or the line is left; a line joined elsewhere appears', async () => {
    const id = await courseIdOf(suite.site.db, winter);
    await leaveSeats(suite.site.db, id, 0);
    const { context, page } = await open(desktop);
    const kids = `${suite.site.url}/kids-vibe-coding`;
    const card = page.locator('.cohort-card', { hasText: 'Winter Weekends' });
    const line = card.locator('.waitlist-joined');

    // Rosa joins the sold-out cohort's waitlist from its card: the card says so, and keeps saying it.
    await page.goto(kids);
    await joinFromCard(page, card, 'Rosa');
    await expect.poll(() => line.isVisible()).toBe(true);
    expect(await line.innerText()).toBe('You are on this waitlist. You joined as number 1 in line.');

    // A seat frees, is offered to Rosa and paid from the email's link: the card no longer
    // says she waits (it did for 30 days, on a cohort her child was in).
    const { capacity } = await seatsOf(suite.site.db, id);
    await setCourseCapacity(suite.site.app.ctx, { id: null, email: 'e2e@example.org' }, id, capacity + 1);
    const offer = await suite.site.db
      .selectFrom('outbox')
      .select('payload')
      .where('kind', '=', 'waitlist-offer')
      .where('to_address', '=', 'rosa@example.org')
      .executeTakeFirstOrThrow();
    const offerPage = `${suite.site.url}/waitlist/offers/${(JSON.parse(offer.payload) as WaitlistOfferMail).token}`;
    await page.goto(offerPage);
    // While the seat is held, the card says so and where to pay (it said "number 1 in line"
    // through the 24 hours), without the Join Waitlist link's "Change Your Details".
    await page.goto(kids);
    await expect
      .poll(() => line.innerText())
      .toBe('A seat is held for you in this cohort: pay for it or decline it on Your Page.');
    expect(await card.getByRole('link', { name: 'Your Page' }).getAttribute('href')).toBe('/account');
    expect(await card.getByRole('link', { name: 'Change Your Details' }).count()).toBe(0);
    await page.goto(offerPage);
    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    await page.waitForURL(/\/demo-checkout\/demo_cs_/);
    await page.getByRole('button', { name: /Pay \$675\.00 USD/ }).click();
    await page.getByRole('status').filter({ hasText: 'Enrollment Confirmed!' }).waitFor();
    // The result's script forgets the cohort's line once the swapped-in result is armed (a
    // moment after it shows: leaving at once, as a test does, could beat it).
    await expect.poll(() => page.evaluate(() => localStorage.getItem('waitlists-joined'))).toBe('{}');
    await page.goto(kids);
    expect(await card.getByRole('link', { name: 'Join Waitlist' }).count()).toBe(1);
    expect(await line.isVisible()).toBe(false);
    // It says whose seat it is (it read SOLD OUT alone over her own child's cohort); on a
    // browser where she only signs in, her page tells the card.
    const yours = 'Rosa Kid has a seat in this cohort.';
    await expect.poll(() => card.getByText(yours).isVisible()).toBe(true);
    // Its Join Waitlist beside her seat is for another child, and says so.
    await expect.poll(() => card.getByRole('link', { name: 'Join Waitlist for Another Child' }).count()).toBe(1);
    const other = await open(desktop);
    await signInFrom(other.page, `${suite.site.url}/account`, 'rosa@example.org');
    await other.page.goto(kids);
    await expect
      .poll(() => other.page.locator('.cohort-card', { hasText: 'Winter Weekends' }).getByText(yours).isVisible())
      .toBe(true);
    await other.context.close();

    // Her second child joins the same line from another device: her page, opened here, brings the line here.
    const joined = await fetch(`${suite.site.url}/api/courses/${id}/express-interest`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: suite.site.url, 'X-Forwarded-For': '192.0.2.90' },
      body: JSON.stringify({
        parentName: 'Rosa Parent',
        parentEmail: 'rosa@example.org',
        parentPhone: '(408) 555-0100',
        studentName: 'Tomas Kid',
      }),
    });
    expect(joined.status).toBe(201);
    await signInFrom(page, `${suite.site.url}/account`, 'rosa@example.org');
    await page.goto(kids);
    await expect.poll(() => line.isVisible()).toBe(true);
    expect(await line.innerText()).toBe('You are on this waitlist. You joined as number 1 in line.');

    // She leaves that line on her page: the card forgets it.
    await page.goto(`${suite.site.url}/account`);
    await page.getByRole('link', { name: /Leave This Waitlist/ }).click();
    await page.getByRole('button', { name: 'Yes, leave the waitlist' }).click();
    await page.waitForURL(/\/account$/);
    await page.goto(kids);
    expect(await card.getByRole('link', { name: 'Join Waitlist' }).count()).toBe(1);
    expect(await line.isVisible()).toBe(false);

    // Her seat is cancelled elsewhere (a call to our staff): this browser, signed in, stops
    // saying the family has a seat there, without her page being opened here first.
    await expect.poll(() => card.getByText(yours).isVisible()).toBe(true);
    const seat = await suite.site.db
      .selectFrom('enrollments')
      .select('id')
      .where('parent_email', '=', 'rosa@example.org')
      .where('course_id', '=', id)
      .where('status', '=', 'paid')
      .executeTakeFirstOrThrow();
    const staffCancel = { by: 'staff' as const, actor: { id: null, email: 'e2e@example.org' }, reason: 'Asked by phone' };
    expect((await cancelEnrollment(suite.site.app.ctx, staffCancel, seat.id)).ok).toBe(true);
    await page.goto(kids);
    await expect.poll(() => card.getByText(yours).isHidden()).toBe(true);
    await context.close();
  });

  it('tells a signed-in browser’s card a seat is held for the family as soon as the offer is made, before any page of theirs is opened', async () => {
    const sundays = 'Vibe Coding Beginner: East Bay Sundays';
    const id = await courseIdOf(suite.site.db, sundays);
    await leaveSeats(suite.site.db, id, 0);
    const { context, page } = await open(phone);
    const kids = `${suite.site.url}/kids-vibe-coding`;
    const card = page.locator('.cohort-card', { hasText: sundays });
    const line = card.locator('.waitlist-joined');
    await page.goto(kids);
    await joinFromCard(page, card, 'Omar');
    await expect.poll(() => line.innerText()).toBe('You are on this waitlist. You joined as number 1 in line.');
    await signInFrom(page, `${suite.site.url}/account`, 'omar@example.org');

    // Staff open a seat: the offer goes by email. The family's browser, back on the program
    // page, says the seat is held (it said "number 1 in line" until they opened a page of theirs).
    const { capacity } = await seatsOf(suite.site.db, id);
    await setCourseCapacity(suite.site.app.ctx, { id: null, email: 'e2e@example.org' }, id, capacity + 1);
    await page.goto(kids);
    await expect
      .poll(() => line.innerText())
      .toBe('A seat is held for you in this cohort: pay for it or decline it on Your Page.');
    await setCourseCapacity(suite.site.app.ctx, { id: null, email: 'e2e@example.org' }, id, capacity);
    await context.close();
  });
});
