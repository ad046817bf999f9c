import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { desktop, fillFields, interestedFamily, phone, useSiteAndBrowser, watchForErrors } from '../helpers/browser.ts';
import { insertCohort } from '../helpers/cohorts.ts';
import { courseIdOf, seatsOf } from '../helpers/payments.ts';
import { valuesSplitAcrossLines } from '../helpers/text-lines.ts';

// A parent goes from a cohort card to a paid seat with the demo provider (no Stripe key).
const suite = useSiteAndBrowser();

const winter = 'Vibe Coding Beginner: Winter Weekends';

async function fillCheckout(page: Page, student: string, email: string) {
  await page.getByLabel('Student Name').fill(student);
  await page.getByLabel('Parent Email').fill(email);
}

/** The checkout of Winter Weekends, in a browser of its own. */
async function openWinterCheckout(device: typeof phone | typeof desktop) {
  const context = await suite.browser.newContext(device);
  const page = await context.newPage();
  await page.goto(suite.site.url + '/checkout?courseId=' + (await courseIdOf(suite.site.db, winter)));
  return { context, page };
}

/** Back from the payment page with Cancel: the seat this browser held is given back (other tests count on it). */
async function releaseHold(page: Page) {
  await page.goto(suite.site.url + `/checkout?courseId=${await courseIdOf(suite.site.db, winter)}&cancelled=true`);
  await page.getByText('Payment Cancelled').first().waitFor();
}

/** How many pixels of the confetti canvas are painted right now. */
const paintedPixels = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('canvas.confetti-canvas');
    if (!canvas || canvas.width === 0) return 0;
    const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
    let painted = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted += 1;
    return painted;
  });

describe('checkout with JavaScript', () => {
  it('goes from the cohort card to a paid seat, with confetti', async () => {
    const context = await suite.browser.newContext(desktop);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    const courseId = await courseIdOf(suite.site.db, winter);
    const before = await seatsOf(suite.site.db, courseId);

    await page.goto(suite.site.url + '/kids-vibe-coding');
    const card = page.locator('article.cohort-card', { hasText: winter });
    await card.getByRole('link', { name: 'Enroll Now' }).click();
    await page.waitForURL(`**/checkout?courseId=${courseId}`);
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    expect(await summary.textContent()).toContain(winter);
    expect(await summary.textContent()).toContain('$675');
    // The steps stand over the heading, at one height on each of the flow's three pages
    // (under leads of different lengths they moved from page to page).
    const stepsTop = () =>
      page
        .getByRole('list', { name: 'Enrollment steps' })
        .evaluate((trail) =>
          document.querySelector('h1')!.getBoundingClientRect().top > trail.getBoundingClientRect().bottom
            ? Math.round(trail.getBoundingClientRect().top + window.scrollY)
            : 'under the heading',
        );
    const checkoutStepsTop = await stepsTop();
    expect(typeof checkoutStepsTop).toBe('number');

    // Submitting shows 'Redirecting to payment...' until the browser leaves.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname === '/checkout',
      async (route) => {
        if (route.request().method() === 'POST') await held;
        await route.continue();
      },
    );
    await fillCheckout(page, 'Ada Lovelace', 'ada@example.org');
    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    const button = page.locator('#checkout-continue');
    await expect.poll(() => button.innerText()).toContain('Redirecting to payment...');
    expect(await button.isDisabled()).toBe(true);
    release();

    await page.waitForURL(/\/demo-checkout\/demo_cs_/);
    expect(await page.getByRole('note').textContent()).toContain('nothing is charged');
    expect(await stepsTop()).toBe(checkoutStepsTop);
    await page.getByRole('button', { name: /Pay \$675\.00 USD/ }).click();

    await page.waitForURL(/\/enrollment-success\?session_id=demo_cs_/);
    const result = page.getByRole('status').filter({ hasText: 'Enrollment Confirmed!' });
    await result.waitFor();
    expect(await result.textContent()).toContain('$675.00 USD');
    expect(await result.textContent()).toContain('Ada Lovelace');
    expect(await stepsTop()).toBe(checkoutStepsTop);
    // Confetti: painted within the first second, done after about three; behind the receipt, never over it.
    await expect.poll(() => paintedPixels(page), { timeout: 2_000 }).toBeGreaterThan(0);
    const reference = (await page.getByText('Your reference:').boundingBox())!;
    // (The canvas lets clicks through: for the question "what is on top here", it is made to catch them.)
    const onTop = await page.evaluate(
      ([x, y]) => {
        document.querySelector<HTMLElement>('canvas.confetti-canvas')!.style.pointerEvents = 'auto';
        return document.elementFromPoint(x!, y!)?.closest('canvas') !== null;
      },
      [reference.x + 5, reference.y + reference.height / 2],
    );
    expect(onTop).toBe(false);
    await page.locator('canvas.confetti-canvas[data-confetti-done]').waitFor({ timeout: 6_000 });
    // Paid: no offers over the receipt, and Print Receipt opens the browser's print dialog.
    expect(await page.getByRole('region', { name: 'Announcements' }).count()).toBe(0);
    await page.evaluate(() => {
      const counted = window as unknown as { printed: number };
      counted.printed = 0;
      window.print = () => void counted.printed++;
    });
    await page.getByRole('button', { name: 'Print Receipt' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    // On paper: the heading and the cards alone, black on white, without the menu, the footer or the buttons.
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('.site-header').isVisible()).toBe(false);
    expect(await page.locator('.site-footer').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print Receipt' }).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Enrollment Confirmed!' }).evaluate((h) => getComputedStyle(h).color)).toBe(
      'rgb(0, 0, 0)',
    );
    // The reference a parent quotes: black on the paper, not on the screen's tinted ticket.
    expect(await page.locator('.payment-reference').evaluate((e) => getComputedStyle(e).backgroundColor)).toBe(
      'rgba(0, 0, 0, 0)',
    );
    // Who was paid, on paper only; when is among the facts, on paper and on screen; the calendar file's button stays on screen.
    const issuer = page.locator('.receipt-issuer');
    expect(await issuer.isVisible()).toBe(true);
    expect(await issuer.textContent()).toMatch(
      /^Vibe Coding Foundation, a 501\(c\)\(3\) non-profit organization · .+ · hello@example\.org$/,
    );
    expect((await page.locator('.payment-receipt .summary-list').innerText()).replace(/\s+/g, ' ')).toMatch(
      /Paid on \w+ \d+, \d{4} at \d+:\d{2} [AP]M P[SD]T/,
    );
    expect(await page.getByRole('link', { name: 'Add to your calendar' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    expect(await issuer.isVisible()).toBe(false);
    // On a phone the calendar file is as wide as the receipt under it; printing and leaving share the line under it, quiet.
    await page.setViewportSize({ width: 390, height: 844 });
    // The checkout's three short names all show on a phone (a row of bare ticks read as
    // unfinished); on the narrowest, only the step the parent is on keeps its name.
    const steps = page.getByRole('list', { name: 'Enrollment steps' });
    // (A name heard but not shown is 1 px wide: widths, not visibility, tell them apart.)
    const widthOf = async (name: string) => (await steps.getByText(name).boundingBox())!.width;
    for (const name of ['Details', 'Payment', 'Confirmation']) expect(await widthOf(name), name).toBeGreaterThan(20);
    const stepsBox = (await steps.boundingBox())!;
    expect(stepsBox.x + stepsBox.width).toBeLessThanOrEqual(390 - 16);
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await widthOf('Confirmation')).toBeGreaterThan(20);
    expect(await widthOf('Payment')).toBeLessThanOrEqual(1);
    await page.setViewportSize({ width: 390, height: 844 });
    // What was booked: the dates, the days and the amount one to a line, no dot left at a line's end.
    const booked = page.locator('.outcome-booked__part');
    const tops = await booked.evaluateAll((parts) => parts.map((part) => Math.round(part.getBoundingClientRect().top)));
    expect(tops).toHaveLength(3);
    expect(new Set(tops).size).toBe(3);
    expect(await page.locator('.outcome-booked__dot:visible').count()).toBe(0);
    // The quiet links under the calendar start at the column's edge, as it does.
    const calendarLeft = (await page.getByRole('link', { name: 'Add to your calendar' }).boundingBox())!.x;
    expect((await page.getByRole('button', { name: 'Print Receipt' }).boundingBox())!.x).toBeCloseTo(calendarLeft, 0);
    const receiptCard = (await page.getByRole('region', { name: 'Receipt' }).boundingBox())!;
    const buttons = await result
      .locator('.button-row > .btn')
      .evaluateAll((all) => all.map((b) => ({ top: b.getBoundingClientRect().top, width: b.getBoundingClientRect().width })));
    expect(buttons).toHaveLength(3);
    const [calendar, print, home] = buttons;
    expect(calendar!.width).toBeGreaterThan(receiptCard.width * 0.8);
    expect(Math.round(print!.top)).toBe(Math.round(home!.top));
    expect(print!.top).toBeGreaterThan(calendar!.top);
    for (const quiet of [print!, home!]) expect(quiet.width).toBeLessThan(receiptCard.width / 2);

    // The held seat became the student's: one seat, taken once.
    expect((await seatsOf(suite.site.db, courseId)).seats_taken).toBe(before.seats_taken + 1);
    // Back on the program page, the cohort's card says the family has a seat in it; the others do not.
    await page.goto(suite.site.url + '/kids-vibe-coding');
    // Named, as a family of two needs it said.
    const yours = page.locator('article.cohort-card', { hasText: winter }).getByText('Ada Lovelace has a seat in this cohort.');
    await expect.poll(() => yours.isVisible()).toBe(true);
    expect(await page.getByText('has a seat in this cohort.').locator('visible=true').count()).toBe(1);
    // Cancelled on another device, and this browser never signed in: its payment answers for
    // the seat, and the line goes.
    await suite.site.db
      .updateTable('enrollments')
      .set({ status: 'cancelled' })
      .where('course_id', '=', courseId)
      .where('parent_email', '=', 'ada@example.org')
      .where('status', '=', 'paid')
      .execute();
    await page.reload();
    await page.locator('article.cohort-card', { hasText: winter }).waitFor();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('seats-taken'))).toBe('{}');
    expect(await page.getByText('has a seat in this cohort.').locator('visible=true').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows the messages in place, focus on the first, and keeps what was typed', async () => {
    const context = await suite.browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(suite.site.url + '/checkout?courseId=' + (await courseIdOf(suite.site.db, winter)));
    await fillCheckout(page, 'A', 'ada@example');
    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    await page.getByText('Student name must be at least 2 characters').waitFor();
    expect(await page.getByText('Invalid email address').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('checkout-studentName');
    expect(await page.getByLabel('Parent Email').inputValue()).toBe('ada@example');
    // The field comes back under its form's heading, both below the sticky header (focus alone
    // scrolled "Student details" under the header).
    const [headerBottom, headingTop] = await page.evaluate(() => [
      document.querySelector('.site-header')!.getBoundingClientRect().bottom,
      document.querySelector('.checkout-form__heading')!.getBoundingClientRect().top,
    ]);
    expect(headingTop).toBeGreaterThanOrEqual(headerBottom);
    // Focused, the field in error keeps its red edge (the message's colour) inside the focus
    // ring, two pixels of it (one was lost beside the ring).
    const [edge, messageColour, inner] = await page.evaluate(() => [
      getComputedStyle(document.activeElement!).borderTopColor,
      getComputedStyle(document.querySelector('.field__error')!).color,
      getComputedStyle(document.activeElement!).boxShadow,
    ]);
    expect(edge).toBe(messageColour);
    expect(inner).toBe(`${messageColour} 0px 0px 0px 1px inset`);
    // Fixing a field clears its message while typing (no need to leave the field), and what
    // is being typed is kept.
    await page.getByLabel('Student Name').pressSequentially('da', { delay: 50 });
    await expect.poll(() => page.getByText('Student name must be at least 2 characters').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('checkout-studentName');
    expect(await page.getByLabel('Student Name').inputValue()).toBe('Ada');
    await context.close();
  });

  it('swaps the form back with its messages without breaking the page’s CSP, even over fields that carry an inline style', async () => {
    const context = await suite.browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(suite.site.url + '/checkout?courseId=' + (await courseIdOf(suite.site.db, winter)));
    await page.evaluate(() => {
      const violations: string[] = [];
      (window as unknown as { violations: string[] }).violations = violations;
      document.addEventListener('securitypolicyviolation', (event) => violations.push(event.violatedDirective));
      // What a browser's autofill or a password manager leaves on a field: an inline style.
      for (const field of document.querySelectorAll<HTMLInputElement>('.checkout-form input')) {
        field.style.color = 'inherit';
        field.style.color = '';
      }
    });
    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    await page.getByText('Student name must be at least 2 characters').waitFor();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    await context.close();
  });

  it('Enter after the email (a phone’s Go) continues, not the code’s Apply: a wrong address gets its own message, typing goes on at its end, and a right one goes to payment', async () => {
    const { context, page } = await openWinterCheckout(phone);
    await page.getByLabel('Student Name').fill('Mary Somerville');
    await page.getByLabel('Parent Email').fill('mary@example');
    await page.getByLabel('Parent Email').press('Enter');
    await page.getByText('Invalid email address').waitFor();
    expect(await page.getByText('Type the code you were given').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('checkout-parentEmail');
    // Typing on without a tap adds to the end of what is there.
    await page.keyboard.type('.org');
    expect(await page.getByLabel('Parent Email').inputValue()).toBe('mary@example.org');
    await page.getByLabel('Parent Email').press('Enter');
    await page.waitForURL(/\/demo-checkout\//);
    await releaseHold(page);
    await context.close();
  });

  it('asks "Did you mean ...?" about a slipped address in place; Continue again keeps it as typed and goes to payment', async () => {
    const { context, page } = await openWinterCheckout(phone);
    await fillCheckout(page, 'Sophie Germain', 'sophie@gmial.con');
    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    const message = page.getByText('Did you mean sophie@gmail.com?');
    await message.waitFor();
    // Tied to the field, which keeps what was typed.
    expect(await page.getByLabel('Parent Email').getAttribute('aria-describedby')).toBe('checkout-parentEmail-error');
    expect(await page.getByLabel('Parent Email').inputValue()).toBe('sophie@gmial.con');
    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    await page.waitForURL(/\/demo-checkout\//);
    await releaseHold(page);
    await context.close();
  });

  it('takes the suggested address with one press of "Use ..." and goes to payment with it', async () => {
    const { context, page } = await openWinterCheckout(phone);
    await fillCheckout(page, 'Emmy Noether', 'emmy@hotmial.com');
    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    await page.getByRole('button', { name: 'Use emmy@hotmail.com' }).click();
    await page.waitForURL(/\/demo-checkout\//);
    expect(await page.locator('main').innerText()).toContain('emmy@hotmail.com');
    await releaseHold(page);
    await context.close();
  });

  it('after an autofill fixes both fields at once, neither keeps its message', async () => {
    const context = await suite.browser.newContext(desktop);
    const page = await context.newPage();
    await page.goto(suite.site.url + '/checkout?courseId=' + (await courseIdOf(suite.site.db, winter)));
    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    await page.getByText('Invalid email address').waitFor();
    // A browser's autofill: both values land in the same moment, each with its own events,
    // and the checks are slow enough that the second starts while the first is on its way.
    let checks = 0;
    await page.route('**/validate', async (route) => {
      checks += 1;
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await page.evaluate(() => {
      const fill = (id: string, value: string) => {
        const field = document.getElementById(id) as HTMLInputElement;
        field.value = value;
        field.dispatchEvent(new Event('input', { bubbles: true }));
        field.dispatchEvent(new Event('change', { bubbles: true }));
      };
      fill('checkout-studentName', 'Ada Lovelace');
      fill('checkout-parentEmail', 'ada@example.org');
    });
    await expect.poll(() => page.getByText('Invalid email address').count(), { timeout: 5_000 }).toBe(0);
    expect(await page.getByText('Student name must be at least 2 characters').count()).toBe(0);
    expect(await page.getByLabel('Parent Email').inputValue()).toBe('ada@example.org');
    await context.close();
  });
  it('coming back with Cancel shows the Payment Cancelled toast', async () => {
    const context = await suite.browser.newContext(desktop);
    const page = await context.newPage();
    await page.goto(suite.site.url + '/checkout?courseId=' + (await courseIdOf(suite.site.db, winter)));
    await fillCheckout(page, 'Grace Hopper', 'grace@example.org');
    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    await page.waitForURL(/\/demo-checkout\//);
    await page.getByRole('link', { name: 'Cancel' }).click();
    const toast = page.locator('[data-toast]');
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Payment Cancelled');
    expect(await toast.textContent()).toContain('Your payment was cancelled. You can try again when ready.');
    // The seat is free again, so the form is there to try again.
    expect(await page.getByLabel('Student Name').isVisible()).toBe(true);
    // Said once: the address drops the flag, so a reload is the checkout, filled in, without the toast again.
    await expect.poll(() => new URL(page.url()).searchParams.has('cancelled')).toBe(false);
    expect(new URL(page.url()).searchParams.get('courseId')).toBe(String(await courseIdOf(suite.site.db, winter)));
    await page.reload();
    expect(await page.locator('[data-toast]').count()).toBe(0);
    expect(await page.getByLabel('Student Name').inputValue()).toBe('Grace Hopper');
    await context.close();
  });

  it('the Payment Cancelled toast leaves Continue to Payment uncovered, on a laptop and a phone', async () => {
    const courseId = await courseIdOf(suite.site.db, winter);
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const context = await suite.browser.newContext({ ...(viewport.width < 500 ? phone : desktop), viewport });
      const page = await context.newPage();
      await page.goto(suite.site.url + `/checkout?courseId=${courseId}&cancelled=true`);
      const toast = page.getByRole('status').filter({ hasText: 'Payment Cancelled' });
      await toast.waitFor();
      const pay = page.getByRole('button', { name: /Continue to Payment/ });
      await pay.scrollIntoViewIfNeeded();
      const [a, b] = [(await toast.boundingBox())!, (await pay.boundingBox())!];
      const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
      expect(overlaps, `${viewport.width} px: toast ${JSON.stringify(a)}, button ${JSON.stringify(b)}`).toBe(false);
      expect(await toast.isVisible()).toBe(true);
      await context.close();
    }
  });

  it('back from the payment page, a parent sees the seat held for them and can release it', async () => {
    const context = await suite.browser.newContext(phone);
    const page = await context.newPage();
    const courseId = await courseIdOf(suite.site.db, winter);
    await page.goto(suite.site.url + `/checkout?courseId=${courseId}`);
    await fillCheckout(page, 'Mary Jackson', 'mary@example.org');
    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    await page.waitForURL(/\/demo-checkout\//);
    const held = await seatsOf(suite.site.db, courseId);
    await page.goBack();
    await page.waitForURL(`**/checkout?courseId=${courseId}`);
    await page.reload();
    const notice = page.getByRole('status').filter({ hasText: 'still held for you' });
    expect(await notice.isVisible()).toBe(true);
    // On the screen, not above it: the browser put the page back at the button it left from.
    await expect.poll(() => notice.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(0);
    expect(await page.getByLabel('Student Name').inputValue()).toBe('Mary Jackson');
    await page.screenshot({ path: 'test-results/checkout-held-390.png', fullPage: true });
    await page.getByRole('button', { name: 'Release this seat' }).click();
    const toast = page.locator('[data-toast]');
    await toast.waitFor();
    expect(await toast.textContent()).toContain('Seat Released');
    expect((await seatsOf(suite.site.db, courseId)).seats_taken).toBe(held.seats_taken - 1);
    expect(await page.getByRole('button', { name: 'Release this seat' }).count()).toBe(0);
    await context.close();
  });

  it('after paying, Back to the form and Continue again says the child is enrolled, beside the name, and takes nothing', async () => {
    const context = await suite.browser.newContext(phone);
    const page = await context.newPage();
    const courseId = await courseIdOf(suite.site.db, winter);
    await page.goto(suite.site.url + `/checkout?courseId=${courseId}`);
    await fillCheckout(page, 'Mae Jemison', 'mae@example.org');
    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    await page.waitForURL(/\/demo-checkout\//);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.getByRole('heading', { name: 'Enrollment Confirmed!' }).waitFor();
    const paid = await seatsOf(suite.site.db, courseId);

    // Back to the checkout (as a parent does with the browser's Back), and the same child again.
    await page.goto(suite.site.url + `/checkout?courseId=${courseId}`);
    await fillCheckout(page, 'Mae Jemison', 'mae@example.org');
    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    const message = page.locator('#checkout-studentName-error');
    await message.waitFor();
    expect(await message.textContent()).toMatch(/^Mae Jemison is already enrolled in this cohort, so nothing more is due/);
    expect(await message.textContent()).not.toMatch(/VC-\d/);
    expect(page.url()).toContain('/checkout');
    expect(await page.getByLabel('Student Name').getAttribute('aria-invalid')).toBe('true');
    expect(await seatsOf(suite.site.db, courseId)).toEqual(paid);
    await context.close();
  });

  it('a sold-out course shows Course Full, which course it is, the way back and its waitlist', async () => {
    const context = await suite.browser.newContext(phone);
    const page = await context.newPage();
    const spring = await courseIdOf(suite.site.db, 'Vibe Coding Beginner: East Bay Sundays');
    await page.goto(suite.site.url + `/checkout?courseId=${spring}`);
    expect(await page.getByRole('heading', { name: 'Course Full' }).isVisible()).toBe(true);
    for (const fact of [
      'Vibe Coding Beginner: East Bay Sundays',
      'February 7 - March 28, 2027',
      'Fremont, CA (East Bay campus)',
    ]) {
      expect(await page.locator('.status-card').getByText(fact).isVisible(), fact).toBe(true);
    }
    expect(await page.getByRole('link', { name: 'Back to Programs' }).getAttribute('href')).toBe('/programs');
    // Join Waitlist opens the Express Interest dialog on the checkout, as a cohort card does.
    const errors = watchForErrors(page);
    await page.getByRole('link', { name: 'Join Waitlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Express Interest' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(page.url()).toBe(suite.site.url + `/checkout?courseId=${spring}`);
    await fillFields(page, interestedFamily);
    await dialog.getByRole('button', { name: 'Submit Interest' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    // Once joined, the button offers the form again for another child, and a line says so: on a
    // phone right under that button (the buttons stack), on a laptop under both buttons.
    const joined = page.getByText('You are on this waitlist.');
    expect(await joined.isVisible()).toBe(true);
    const another = page.getByRole('link', { name: 'Change Your Details' });
    const back = page.getByRole('link', { name: 'Back to Programs' });
    const bottomOf = async (box: { y: number; height: number } | null) => box!.y + box!.height;
    expect((await joined.boundingBox())!.y).toBeGreaterThan(await bottomOf(await another.boundingBox()));
    expect(await bottomOf(await joined.boundingBox())).toBeLessThan((await back.boundingBox())!.y);
    await page.setViewportSize({ width: 1280, height: 900 });
    expect((await joined.boundingBox())!.y).toBeGreaterThan(await bottomOf(await back.boundingBox()));
    expect(Math.round((await another.boundingBox())!.y)).toBe(Math.round((await back.boundingBox())!.y));
    const rows = await suite.site.db
      .selectFrom('waitlist_entries')
      .select(['course_id', 'parent_email'])
      .where('course_id', '=', spring)
      .execute();
    expect(rows).toEqual([{ course_id: spring, parent_email: interestedFamily['Parent Email'] }]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without JavaScript, a sold-out course’s Join Waitlist opens the Express Interest page', async () => {
    const context = await suite.browser.newContext({ ...phone, javaScriptEnabled: false });
    const page = await context.newPage();
    const spring = await courseIdOf(suite.site.db, 'Vibe Coding Beginner: East Bay Sundays');
    await page.goto(suite.site.url + `/checkout?courseId=${spring}`);
    await page.getByRole('link', { name: 'Join Waitlist' }).click();
    await page.waitForURL(`**/courses/${spring}/express-interest`);
    expect(await page.getByRole('heading', { name: 'Express Interest', level: 1 }).isVisible()).toBe(true);
    await context.close();
  });
});

describe('the checkout on a laptop', () => {
  it('sets the summary and the form side by side, and what happens next across both under them', async () => {
    const courseId = await courseIdOf(suite.site.db, winter);
    const context = await suite.browser.newContext(desktop);
    const page = await context.newPage();
    await page.goto(suite.site.url + `/checkout?courseId=${courseId}`);
    const box = async (name: string) => (await page.getByRole('complementary', { name }).boundingBox())!;
    const summary = await box('Order summary');
    const form = (await page.locator('.checkout-layout__form').boundingBox())!;
    const next = await box('What happens next');
    expect(Math.abs(summary.y - form.y)).toBeLessThan(2);
    expect(form.x).toBeGreaterThan(summary.x + summary.width);
    // Under the taller of the two, from the summary's left edge to the form's right edge.
    expect(next.y).toBeGreaterThan(Math.max(summary.y + summary.height, form.y + form.height));
    expect(Math.abs(next.x - summary.x)).toBeLessThan(2);
    expect(Math.abs(next.x + next.width - (form.x + form.width))).toBeLessThan(2);
    await context.close();
  });

  it('sets a full cohort’s card and how the waitlist works level, the level’s open cohorts across both under them', async () => {
    const context = await suite.browser.newContext(desktop);
    const page = await context.newPage();
    const full = await courseIdOf(suite.site.db, 'Vibe Coding Beginner: East Bay Sundays');
    await page.goto(suite.site.url + `/checkout?courseId=${full}`);
    const card = (await page.locator('.status-card').boundingBox())!;
    const steps = (await page.getByRole('region', { name: 'How the waitlist works' }).boundingBox())!;
    const open = (await page.locator('.status-more').boundingBox())!;
    expect(Math.round(steps.y)).toBe(Math.round(card.y));
    expect(Math.round(steps.y + steps.height)).toBe(Math.round(card.y + card.height));
    // The two cards' words fill them: neither is much taller than what it holds.
    expect(steps.height).toBeLessThan(card.height * 1.2);
    expect(open.y).toBeGreaterThan(card.y + card.height);
    expect(Math.round(open.x)).toBe(Math.round(card.x));
    expect(Math.round(open.x + open.width)).toBe(Math.round(steps.x + steps.width));
    expect(await page.locator('.status-more').getByRole('link').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('joins the code field and its Apply into one control, as tall as each other, with no pill among them', async () => {
    const courseId = await courseIdOf(suite.site.db, winter);
    const context = await suite.browser.newContext(desktop);
    const page = await context.newPage();
    await page.goto(suite.site.url + `/checkout?courseId=${courseId}`);
    const field = (await page.getByLabel('Have a code? (optional)').boundingBox())!;
    const apply = page.getByRole('button', { name: 'Apply' });
    const button = (await apply.boundingBox())!;
    expect(Math.abs(button.x - (field.x + field.width))).toBeLessThanOrEqual(1);
    expect(Math.round(button.y)).toBe(Math.round(field.y));
    expect(Math.round(button.height)).toBe(Math.round(field.height));
    const radii = await apply.evaluate((el) => [
      getComputedStyle(el).borderTopLeftRadius,
      getComputedStyle(el).borderTopRightRadius,
    ]);
    expect(radii[0]).toBe('0px');
    expect(parseFloat(radii[1]!)).toBeLessThan(button.height / 2);
    // Focused, the field's ring goes round the whole control, not into Apply.
    await page.getByLabel('Have a code? (optional)').focus();
    const ring = await page.locator('.code-field__row').evaluate((row) => getComputedStyle(row).outlineStyle);
    expect(ring).toBe('solid');
    expect(await page.getByLabel('Have a code? (optional)').evaluate((input) => getComputedStyle(input).outlineStyle)).toBe(
      'none',
    );
    await context.close();
  });
});

describe('what the price leaves out', () => {
  it('is read in the order summary under the total, as plainly as the summary (the body’s colour and size)', async () => {
    const courseId = await courseIdOf(suite.site.db, winter);
    for (const options of [desktop, phone]) {
      const context = await suite.browser.newContext(options);
      const page = await context.newPage();
      await page.goto(suite.site.url + `/checkout?courseId=${courseId}`);
      // A desktop's summary card; a phone's disclosure above the form, opened.
      const summary =
        options === phone ? page.locator('#checkout-compact') : page.getByRole('complementary', { name: 'Order summary' });
      if (options === phone) await summary.getByText('Order details').click();
      const extra = summary.getByText('Not in the price: a coding-platform plan');
      const total = summary.locator('.order-summary__total');
      const [totalBox, extraBox] = [(await total.boundingBox())!, (await extra.boundingBox())!];
      const width = options.viewport!.width;
      expect(extraBox.y - (totalBox.y + totalBox.height), `${width} px: right under the total`).toBeLessThan(24);
      expect(extraBox.y, `${width} px`).toBeGreaterThan(totalBox.y);
      const style = (element: Element) => [getComputedStyle(element).color, getComputedStyle(element).fontSize];
      expect(await extra.evaluate(style), `${width} px`).toEqual(await page.locator('body').evaluate(style));
      await context.close();
    }
  });
});

describe('checkout on a phone', () => {
  it('shows Pay on the payment page’s first screen, under the order, with the demo notice after it', async () => {
    const context = await suite.browser.newContext(phone);
    const page = await context.newPage();
    const courseId = await courseIdOf(suite.site.db, winter);
    await page.goto(suite.site.url + `/checkout?courseId=${courseId}`);
    await page.getByLabel('Student Name').fill('Ada Byron');
    await page.getByLabel('Parent Email').fill('phone-pay@example.org');
    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    await page.waitForURL(/demo-checkout/);
    const pay = (await page.getByRole('button', { name: /^Pay \$675\.00 USD/ }).boundingBox())!;
    expect(pay.y + pay.height).toBeLessThanOrEqual(844);
    // The order is read first; the notice that nothing is charged follows the buttons.
    const total = (await page.locator('.order-summary__total').boundingBox())!;
    expect(total.y).toBeLessThan(pay.y);
    const notice = (await page.getByRole('note').filter({ hasText: 'Demo mode.' }).boundingBox())!;
    expect(notice.y).toBeGreaterThan(pay.y);
    // Cancel gives the held seat back, so the cohort's seats are as the next tests expect.
    await page.getByRole('link', { name: 'Cancel' }).click();
    await page.waitForURL(/\/checkout/);
    await context.close();
  });

  it('starts the form on the first screen, under the order as a disclosure that opens onto the whole summary, said once', async () => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await suite.browser.newContext({ ...phone, javaScriptEnabled });
      const page = await context.newPage();
      const courseId = await courseIdOf(suite.site.db, winter);
      await page.goto(suite.site.url + `/checkout?courseId=${courseId}`);
      const field = (await page.getByLabel('Student Name').boundingBox())!;
      expect(field.y + field.height, `JavaScript ${javaScriptEnabled}`).toBeLessThanOrEqual(844);
      const compact = page.locator('#checkout-compact');
      expect(await compact.isVisible()).toBe(true);
      expect(await compact.innerText()).toMatch(/Total\s+\$675/);
      // Which cohort, before opening anything: its dates and campus under its name.
      // (Read as spaces: no-break spaces keep the campus's aside whole on a line.)
      expect((await compact.locator('summary').innerText()).replace(/\u00a0/g, ' ')).toContain(
        'January 16 - March 6, 2027 · Cupertino, CA (South Bay campus)',
      );
      // The way back to the cohorts in sight under it, before anything is opened.
      const change = page.getByRole('link', { name: 'Choose another cohort' });
      expect(await change.isVisible()).toBe(true);
      expect((await change.boundingBox())!.y).toBeLessThan((await page.getByLabel('Student Name').boundingBox())!.y);
      // What the total leaves out is read before the pay button, not only in the summary after it.
      const extra = page.getByText('Plus a coding-platform plan (about $25 per month, only while the class runs)');
      const pay = page.getByRole('button', { name: /Continue to Payment/ });
      expect((await extra.boundingBox())!.y).toBeLessThan((await pay.boundingBox())!.y);
      // ...as plainly as the summary's own note: the body's colour and size.
      const bodyStyle = await page.locator('body').evaluate((b) => [getComputedStyle(b).color, getComputedStyle(b).fontSize]);
      expect(await extra.evaluate((e) => [getComputedStyle(e).color, getComputedStyle(e).fontSize])).toEqual(bodyStyle);
      // Everything the checkout must show is one tap away, in the disclosure (with or without
      // JavaScript); the summary card is a desktop's, so the order is not said twice.
      expect(await page.getByRole('complementary', { name: 'Order summary' }).isVisible()).toBe(false);
      expect(await compact.getByText('Mentor').isVisible()).toBe(false);
      await compact.getByText('Order details').click();
      for (const fact of ['Dates', 'January 16 - March 6, 2027', 'Mentor', 'Address']) {
        expect(await compact.getByText(fact, { exact: true }).first().isVisible(), fact).toBe(true);
      }
      expect(await compact.locator('.order-summary__total').innerText()).toMatch(/Total\s+\$675/);
      // Open, each is said once: the total, the dates and what the price leaves out, in the details.
      expect(
        await compact
          .getByText(/^Total/)
          .filter({ visible: true })
          .count(),
      ).toBe(1);
      expect(await compact.getByText('January 16 - March 6, 2027').filter({ visible: true }).count()).toBe(1);
      expect(await extra.isVisible()).toBe(false);
      expect(await compact.getByText(/^Not in the price/).isVisible()).toBe(true);
      expect(await page.getByText('Demo payment: this site runs without a payment provider').isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Cancellation policy', exact: true }).isVisible()).toBe(true);
      await context.close();
    }
    // On a desktop the summary stands beside the form, and the one-line order is left out.
    const context = await suite.browser.newContext(desktop);
    const page = await context.newPage();
    await page.goto(suite.site.url + `/checkout?courseId=${await courseIdOf(suite.site.db, winter)}`);
    expect(await page.locator('#checkout-compact').isVisible()).toBe(false);
    const summary = (await page.getByRole('complementary', { name: 'Order summary' }).boundingBox())!;
    const field = (await page.getByLabel('Student Name').boundingBox())!;
    expect(summary.x + summary.width).toBeLessThanOrEqual(field.x);
    await context.close();
  });
});

describe('checkout on a phone: the pay button', () => {
  it('reads on one line at 390 and 360 px, with a total in cents ("Continue to Payment ($658.75)")', async () => {
    const courseId = await insertCohort(suite.site.db, {
      name: 'Vibe Coding Beginner: Phone Button Cohort',
      startDate: '2030-03-02',
      priceCents: 65_875,
    });
    for (const width of [390, 360]) {
      const context = await suite.browser.newContext({ ...phone, viewport: { width, height: 844 } });
      const page = await context.newPage();
      await page.goto(suite.site.url + `/checkout?courseId=${courseId}`);
      const button = page.getByRole('button', { name: 'Continue to Payment ($658.75)' });
      // One line: every piece of its text on the same row, its height that of one line, nothing cut off.
      const shape = await button.evaluate((element) => {
        // The rows its visible words sit on: each text node's line boxes, by their top.
        const rows = new Set<number>();
        const words = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let text = words.nextNode(); text; text = words.nextNode()) {
          const range = document.createRange();
          range.selectNodeContents(text);
          for (const rect of range.getClientRects()) if (rect.width > 0) rows.add(Math.round(rect.top));
        }
        const style = getComputedStyle(element);
        const padded = (side: 'Top' | 'Bottom') =>
          parseFloat(style.getPropertyValue(`padding-${side.toLowerCase()}`)) +
          parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`));
        const oneLine = Math.max(
          parseFloat(style.minHeight) || 0,
          padded('Top') + padded('Bottom') + parseFloat(style.lineHeight),
        );
        return {
          rows: rows.size,
          height: element.getBoundingClientRect().height,
          oneLine,
          overflows: element.scrollWidth > element.clientWidth,
        };
      });
      expect(shape.rows, `${width} px`).toBe(1);
      expect(shape.height, `${width} px`).toBeCloseTo(shape.oneLine, 0);
      expect(shape.overflows, `${width} px`).toBe(false);
      // It still fits the page: no sideways scroll.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
      await context.close();
    }
  });
});

describe('checkout without JavaScript', () => {
  it('pays with plain form posts, and the result page shows the server-verified result', async () => {
    const context = await suite.browser.newContext({ ...desktop, javaScriptEnabled: false });
    const page = await context.newPage();
    const courseId = await courseIdOf(suite.site.db, 'Vibe Coding Beginner: Summer Mornings');
    await page.goto(suite.site.url + `/checkout?courseId=${courseId}`);
    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    // Invalid: the same page again (422) with the messages.
    await page.getByText('Student name must be at least 2 characters').waitFor();
    // A long address with hyphens, as families' shared addresses often are.
    await fillCheckout(page, 'Katherine Johnson', 'the-johnsons-2027@example.org');
    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    await page.waitForURL(/\/demo-checkout\//);
    await page.getByRole('button', { name: /Pay/ }).click();
    await page.waitForURL(/\/enrollment-success\/result\?session_id=/);
    const result = page.getByRole('status').filter({ hasText: 'Enrollment Confirmed!' });
    expect(await result.textContent()).toContain('Katherine Johnson');
    // The address in the receipt note reads on one line with its full stop (it moves down whole,
    // the stop never alone on the next line), from a desktop's width to a small phone's.
    for (const width of [1440, 1024, 768, 414, 390, 375, 360]) {
      await page.setViewportSize({ width, height: 900 });
      const address = result.locator('.payment-receipt-note .email-address');
      expect(await address.textContent()).toBe('the-johnsons-2027@example.org.');
      const lines = await address.evaluate((e) => {
        const text = document.createRange();
        text.selectNodeContents(e);
        return new Set([...text.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, `${width} px`).toBe(1);
    }
    // Dates, times and the reference never split across two lines on a small phone ('May' over
    // '31, 2027', 'VC-' over the number); seen on the payment and the result pages at 390 px.
    for (const width of [390, 360, 320]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await page.evaluate(valuesSplitAcrossLines), `${width} px`).toEqual([]);
    }
    // Without a script to print with, no Print Receipt button (the browser's own Print works).
    expect(await page.getByRole('button', { name: 'Print Receipt' }).count()).toBe(0);
    await context.close();
  });

  it('breaks an address too long for a phone’s line before its "@", each half whole', async () => {
    const context = await suite.browser.newContext({ ...phone, javaScriptEnabled: false });
    const page = await context.newPage();
    const courseId = await courseIdOf(suite.site.db, 'Vibe Coding Intermediate: South Bay Spring');
    await page.goto(suite.site.url + `/checkout?courseId=${courseId}`);
    await fillCheckout(page, 'Mary Jackson', 'mary.jackson.and.the.jackson.family@example.org');
    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    await page.waitForURL(/\/demo-checkout\//);
    await page.getByRole('button', { name: /Pay/ }).click();
    await page.waitForURL(/\/enrollment-success\/result\?session_id=/);
    const address = page.locator('.payment-receipt-note .email-address');
    expect(await address.textContent()).toBe('mary.jackson.and.the.jackson.family@example.org.');
    // The text of each line the address takes.
    const lines = await address.evaluate((element) => {
      const byTop = new Map<number, string>();
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < node.textContent!.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const top = Math.round(range.getBoundingClientRect().top);
          byTop.set(top, (byTop.get(top) ?? '') + node.textContent![i]);
        }
      }
      return [...byTop.entries()].sort(([a], [b]) => a - b).map(([, text]) => text);
    });
    expect(lines).toEqual(['mary.jackson.and.the.jackson.family', '@example.org.']);
    await context.close();
  });

  it('names the seats this browser holds when its fair share is used up, and releases one with a plain form', async () => {
    const context = await suite.browser.newContext({ ...desktop, javaScriptEnabled: false });
    const page = await context.newPage();
    const names = ['Vibe Coding Intermediate: South Bay Spring', 'Vibe Coding Advanced: East Bay Summer Studio', winter];
    const ids = await Promise.all(names.map((name) => courseIdOf(suite.site.db, name)));
    for (const id of ids) {
      await page.goto(suite.site.url + `/checkout?courseId=${id}`);
      await fillCheckout(page, 'Dorothy Vaughan', 'dorothy@example.org');
      await page.getByRole('button', { name: /Continue to Payment/ }).click();
      await page.waitForURL(/\/demo-checkout\//);
    }
    const fourth = await courseIdOf(suite.site.db, 'Vibe Coding Intermediate: East Bay Winter');
    await page.goto(suite.site.url + `/checkout?courseId=${fourth}`);
    await fillCheckout(page, 'Dorothy Vaughan', 'dorothy@example.org');
    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Finish or release one of the seats you hold first' });
    await notice.waitFor();
    for (const name of names)
      expect(await notice.getByRole('link', { name }).getAttribute('href')).toMatch(/^\/checkout\?courseId=\d+$/);
    await page.screenshot({ path: 'test-results/checkout-fair-share-1440.png', fullPage: true });

    await notice.getByRole('link', { name: names[0] }).click();
    await page.getByRole('button', { name: 'Release this seat' }).click();
    await page.waitForURL(`**/checkout?courseId=${ids[0]}`);
    expect(await page.getByText('Seat Released').first().isVisible()).toBe(true);
    await page.goto(suite.site.url + `/checkout?courseId=${fourth}`);
    await fillCheckout(page, 'Dorothy Vaughan', 'dorothy@example.org');
    await page.getByRole('button', { name: /Continue to Payment/ }).click();
    await page.waitForURL(/\/demo-checkout\//);
    await context.close();
  });
});
