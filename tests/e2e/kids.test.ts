import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { desktop, fillFields, interestedFamily, phone, watchForErrors, useSiteAndBrowser } from '../helpers/browser.ts';
import { courseIdOf, leaveSeats } from '../helpers/payments.ts';

const suite = useSiteAndBrowser();
beforeEach(async () => {
  await suite.site.db.deleteFrom('waitlist_entries').execute();
});

const cardNames = (page: Page) => page.locator('#level-panel .cohort-card__name').allTextContents();

describe('level tabs with JavaScript', () => {
  it('switch the level in place, update the URL and keep focus on the tab', async () => {
    const context = await suite.browser.newContext(desktop);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto(suite.site.url + '/kids-vibe-coding');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Beginner');
    expect(await cardNames(page)).toHaveLength(3);

    await page.getByRole('tab', { name: 'Intermediate' }).click();
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe('Intermediate');
    expect(page.url()).toBe(suite.site.url + '/kids-vibe-coding?level=intermediate');
    expect(await cardNames(page)).toEqual([
      'Vibe Coding Intermediate: East Bay Winter',
      'Vibe Coding Intermediate: South Bay Spring',
    ]);
    expect(await page.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('tab-intermediate');
    // Same document: no full reload happened.
    expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(42);

    // Arrow keys move along the tabs and activate them.
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe('Advanced');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('tab-advanced');
    expect(await page.getByRole('tab', { name: 'Beginner' }).getAttribute('tabindex')).toBe('-1');
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('a slow tab switch', () => {
  it('shows "Loading courses" while the level is on its way', async () => {
    const context = await suite.browser.newContext(desktop);
    const page = await context.newPage();
    await page.goto(suite.site.url + '/kids-vibe-coding');
    const loading = page.getByRole('status').filter({ hasText: 'Loading courses' });
    expect(await loading.isVisible()).toBe(false);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/kids-vibe-coding?level=advanced', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('tab', { name: 'Advanced' }).click();
    await expect.poll(() => loading.isVisible()).toBe(true);
    release();
    await expect.poll(() => page.getByRole('tab', { selected: true }).textContent()).toBe('Advanced');
    await expect.poll(() => loading.isVisible()).toBe(false);
    await context.close();
  });
});

describe('the Express Interest dialog', () => {
  it('opens from a sold-out card, validates, submits, closes and resets', async () => {
    const context = await suite.browser.newContext(desktop);
    const page = await context.newPage();
    const errors = watchForErrors(page);
    await page.goto(suite.site.url + '/kids-vibe-coding');
    const soldOut = page.locator('.cohort-card', { hasText: 'SOLD OUT' });
    expect(await soldOut.count()).toBe(1);
    expect(await soldOut.getByText('You are on this waitlist.').isVisible()).toBe(false);
    await soldOut.getByRole('link', { name: 'Join Waitlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Express Interest' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('parentName');
    expect(await dialog.getByLabel('Notify me about future camps').isChecked()).toBe(true);
    expect(await dialog.getByText('You are in line already.', { exact: false }).isVisible()).toBe(false);

    // Its title and close button on one centre line.
    const centres = await page.evaluate(() =>
      ['.dialog__header h2', '.dialog__close'].map((selector) => {
        const box = document.querySelector(selector)!.getBoundingClientRect();
        return Math.round(box.top + box.height / 2);
      }),
    );
    expect(centres[0]).toBe(centres[1]);
    const topBefore = (await dialog.boundingBox())!.y;

    // Submit with mistakes: messages appear, the dialog stays, typed values stay.
    await fillFields(page, { 'Parent Name': 'D', 'Parent Email': 'dana@', 'Parent Phone': '555' });
    await dialog.getByRole('button', { name: 'Submit Interest' }).click();
    await expect.poll(() => dialog.getByText('Name must be at least 2 characters', { exact: true }).isVisible()).toBe(true);
    // The dialog grows downward: its top stays under the pointer (centred, it jumped 35 px).
    expect((await dialog.boundingBox())!.y).toBe(topBefore);
    expect(await dialog.getByText('Invalid email address').isVisible()).toBe(true);
    expect(await dialog.getByText('Phone number must be at least 10 digits').isVisible()).toBe(true);
    expect(await dialog.getByText('Student name must be at least 2 characters').isVisible()).toBe(true);
    expect(await dialog.getByLabel('Parent Email').inputValue()).toBe('dana@');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('parentName');

    // After the first submit, a fixed field re-validates on change.
    await dialog.getByLabel('Parent Name').fill('Dana Parent');
    await dialog.getByLabel('Parent Email').focus();
    await expect.poll(() => dialog.getByText('Name must be at least 2 characters', { exact: true }).count()).toBe(0);
    expect(await dialog.getByText('Invalid email address').isVisible()).toBe(true);

    await fillFields(page, { 'Parent Email': 'dana@example.org', 'Parent Phone': '(408) 555-0100', 'Student Name': 'Sam' });
    await dialog.getByRole('button', { name: 'Submit Interest' }).click();
    const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
    await expect.poll(() => toast.textContent()).toContain('Interest Recorded!');
    expect(await toast.textContent()).toContain("We'll notify you as soon as spots open up or when we schedule the next camp.");
    await expect.poll(() => dialog.count()).toBe(0);
    // Focus back on the card's button, which now offers the form for another child.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Change Your Details');
    expect(await soldOut.getByRole('link', { name: 'Join Waitlist' }).count()).toBe(0);
    // The toast fades; under the button, a line stays to say the family is in line (only this card's).
    expect(await soldOut.getByText('You are on this waitlist.').isVisible()).toBe(true);
    expect(await page.locator('.waitlist-joined:visible').count()).toBe(1);
    // With the place taken, as the API answered it (a parent could not tell how many were ahead).
    const line = soldOut.locator('.waitlist-joined');
    expect(await line.innerText()).toBe('You are on this waitlist. You joined as number 1 in line.');
    // ...shown over the price, so the card's price and button stay level with the cards beside it.
    // (The price's foot: a line over a price, such as an early bird's, lifts its top.)
    const edges = async (selector: string, edge: 'top' | 'bottom') =>
      page
        .locator(`.cohort-grid .cohort-card ${selector}`)
        .evaluateAll((all, side) => all.map((e) => Math.round(e.getBoundingClientRect()[side])), edge);
    expect(new Set(await edges('.cohort-card__price', 'bottom')).size).toBe(1);
    expect(new Set(await edges('.btn', 'top')).size).toBe(1);
    const rows = await suite.site.db.selectFrom('waitlist_entries').selectAll().execute();
    expect(rows.map((r) => [r.parent_email, r.student_name])).toEqual([['dana@example.org', 'Sam']]);

    // Back later, this browser remembers it: a parent who came back saw Join Waitlist again and doubted the first try.
    await page.reload();
    expect(await line.innerText()).toBe('You are on this waitlist. You joined as number 1 in line.');
    expect(await soldOut.getByRole('link', { name: 'Change Your Details' }).count()).toBe(1);

    // Opening it again shows an empty form (nothing typed is kept in the browser), saying that
    // sending it again changes the details and keeps the place (a parent feared losing it).
    await soldOut.getByRole('link', { name: 'Change Your Details' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('Parent Name').inputValue()).toBe('');
    expect(await dialog.getByText('You are in line already.', { exact: false }).isVisible()).toBe(true);
    // ...its first field higher: the hold rule, read on joining, is left out.
    expect(await dialog.getByText('When a seat opens, we hold it', { exact: false }).isVisible()).toBe(false);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
    expect(errors.filter((e) => !e.includes('422'))).toEqual([]);
    await context.close();
  });

  it('marks only the cohort joined: a dialog closed unsent for another cohort is not joined', async () => {
    // Two sold-out cohorts: a parent opened one's dialog, closed it, then joined the other.
    // Both cards said "You are on this waitlist" (the first dialog still listened for the second's success).
    const { db, pageCache } = suite.site;
    const second = await courseIdOf(db, 'Vibe Coding Beginner: Summer Mornings');
    const { seats_taken: before } = await db
      .selectFrom('courses')
      .select('seats_taken')
      .where('id', '=', second)
      .executeTakeFirstOrThrow();
    await leaveSeats(db, second, 0);
    pageCache.invalidate('courses');
    try {
      const context = await suite.browser.newContext(desktop);
      const page = await context.newPage();
      await page.goto(suite.site.url + '/kids-vibe-coding');
      const cards = page.locator('.cohort-card', { hasText: 'SOLD OUT' });
      expect(await cards.count()).toBe(2);
      const dialog = page.getByRole('dialog', { name: 'Express Interest' });
      await cards.nth(0).getByRole('link', { name: 'Join Waitlist' }).click();
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      await cards.nth(1).getByRole('link', { name: 'Join Waitlist' }).click();
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await fillFields(page, interestedFamily);
      await dialog.getByRole('button', { name: 'Submit Interest' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => cards.nth(1).getByText('You are on this waitlist.').isVisible()).toBe(true);
      expect(await cards.nth(0).getByText('You are on this waitlist.').isVisible()).toBe(false);
      expect(await cards.nth(0).getByRole('link', { name: 'Join Waitlist' }).count()).toBe(1);
      // ...and so after a reload, from what this browser remembered.
      await page.reload();
      expect(await cards.nth(0).getByText('You are on this waitlist.').isVisible()).toBe(false);
      expect(await cards.nth(1).getByText('You are on this waitlist.').isVisible()).toBe(true);
      await context.close();
    } finally {
      await db.updateTable('courses').set({ seats_taken: before }).where('id', '=', second).execute();
      pageCache.invalidate('courses');
    }
  });

  /** The advanced level's dialog on a phone, filled in, its post answered by `answer`; sent. */
  async function sendFilledDialog(answer: Parameters<Page['route']>[1]) {
    const context = await suite.browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(suite.site.url + '/kids-vibe-coding?level=advanced');
    await page.getByRole('link', { name: 'Join Waitlist' }).click();
    const dialog = page.getByRole('dialog', { name: 'Express Interest' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await fillFields(page, interestedFamily);
    await page.route('**/courses/*/express-interest', answer);
    await dialog.getByRole('button', { name: 'Submit Interest' }).click();
    const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
    return { context, dialog, toast };
  }

  it('says why when the server refuses (too many sends), and keeps the dialog as typed', async () => {
    // The server's own answer to a client over its limit, as server/http/security.ts sends it to htmx.
    const toastOf = (description: string) =>
      JSON.stringify({ toast: { target: 'body', title: 'Error', description, variant: 'destructive' } });
    const { context, dialog, toast } = await sendFilledDialog((route) =>
      route.fulfill({
        status: 429,
        headers: { 'Retry-After': '540', 'HX-Trigger': toastOf('Too many requests. Please try again in 9 minutes.') },
        body: '',
      }),
    );
    await expect.poll(() => toast.textContent()).toContain('Too many requests. Please try again in 9 minutes.');
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('Student Name').inputValue()).toBe(interestedFamily['Student Name']);
    await context.close();
  });

  it('keeps the dialog open with what was typed and shows the Error toast when the request fails', async () => {
    const { context, dialog, toast } = await sendFilledDialog((route) => route.abort('connectionrefused'));
    await expect.poll(() => toast.textContent()).toContain('Error');
    expect(await toast.textContent()).toContain('Failed to submit your interest. Please try again.');
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getByLabel('Student Name').inputValue()).toBe('Sam');
    expect(await suite.site.db.selectFrom('waitlist_entries').selectAll().execute()).toHaveLength(0);
    await context.close();
  });
});

describe('a level with no cohorts', () => {
  it('offers the level’s waitlist instead of a dead end', async () => {
    const { db, pageCache } = suite.site;
    // Staff archive the level's courses by hand; the cached kids page must not outlive it.
    const archive = async (status: 'archived' | 'active') => {
      await db.updateTable('courses').set({ status }).where('level', '=', 'advanced').execute();
      pageCache.invalidate('courses');
    };
    await archive('archived');
    try {
      const context = await suite.browser.newContext(phone);
      const page = await context.newPage();
      const errors = watchForErrors(page);
      await page.goto(suite.site.url + '/kids-vibe-coding?level=advanced');
      const panel = page.getByRole('tabpanel');
      expect(await panel.getByText('No advanced courses available at the moment. Please check back later.').isVisible()).toBe(
        true,
      );
      await panel.getByRole('link', { name: 'Join Waitlist' }).click();
      const dialog = page.getByRole('dialog', { name: 'Express Interest' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      expect(await dialog.textContent()).toContain('Advanced cohorts');
      await fillFields(page, interestedFamily);
      await dialog.getByRole('button', { name: 'Submit Interest' }).click();
      await expect.poll(() => dialog.count()).toBe(0);
      const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
      expect(await toast.textContent()).toContain('Interest Recorded!');
      const rows = await db.selectFrom('level_waitlist_entries').select(['level', 'student_name']).execute();
      expect(rows).toEqual([{ level: 'advanced', student_name: 'Sam' }]);
      expect(errors).toEqual([]);
      await context.close();
    } finally {
      await archive('active');
      await db.deleteFrom('level_waitlist_entries').execute();
    }
  });
});

describe('the Express Interest page, opened on its own with JavaScript on', () => {
  it('takes the family back to the level with the toast once their interest is recorded, as without JavaScript', async () => {
    const context = await suite.browser.newContext(desktop);
    const page = await context.newPage();
    await page.goto(suite.site.url + '/kids-vibe-coding?level=advanced');
    // Opened in a tab of its own (a middle click, a shared link): the page, not the dialog.
    const href = await page.getByRole('link', { name: 'Join Waitlist' }).first().getAttribute('href');
    await page.goto(suite.site.url + href!);
    expect(await page.locator('h1').textContent()).toBe('Express Interest');
    await fillFields(page, interestedFamily);
    await page.getByRole('button', { name: 'Submit Interest' }).click();
    await page.waitForURL(/\/kids-vibe-coding\?level=advanced&joined=(\d+)&place=1#cohort-\1$/);
    expect(await page.getByRole('status').filter({ hasText: 'Interest Recorded!' }).isVisible()).toBe(true);
    expect(await suite.site.db.selectFrom('waitlist_entries').select('parent_email').execute()).toEqual([
      { parent_email: 'dana@example.org' },
    ]);
    await context.close();
  });
});

describe('with JavaScript disabled', () => {
  it('on a phone, a plain waitlist post returns to the joined card, clear of the toast over it', async () => {
    const context = await suite.browser.newContext({ ...phone, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(suite.site.url + '/kids-vibe-coding?level=beginner');
    await page.getByRole('link', { name: 'Join Waitlist' }).first().click();
    await page.waitForURL(/\/courses\/\d+\/express-interest$/);
    await fillFields(page, interestedFamily);
    await page.getByRole('button', { name: 'Submit Interest' }).click();
    await page.waitForURL(/joined=(\d+)&place=\d+#cohort-\1$/);
    const toast = (await page.getByRole('status').filter({ hasText: 'Interest Recorded!' }).boundingBox())!;
    const card = page.locator('.cohort-card:target');
    const top = (await card.boundingBox())!;
    expect(top.y).toBeGreaterThanOrEqual(toast.y + toast.height);
    const line = (await card.getByText('You are on this waitlist.').boundingBox())!;
    expect(line.y + line.height).toBeLessThanOrEqual(844);
    await context.close();
  });

  it('tabs are links and the waitlist is a page with the same form', async () => {
    const context = await suite.browser.newContext({ ...desktop, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(suite.site.url + '/kids-vibe-coding');
    await page.getByRole('tab', { name: 'Advanced' }).click();
    await page.waitForURL('**/kids-vibe-coding?level=advanced#levels');
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe('Advanced');
    expect(await cardNames(page)).toEqual([
      'Vibe Coding Advanced: South Bay Studio',
      'Vibe Coding Advanced: East Bay Summer Studio',
    ]);

    await page.getByRole('link', { name: 'Join Waitlist' }).click();
    await page.waitForURL(/\/courses\/\d+\/express-interest$/);
    expect(await page.locator('h1').textContent()).toBe('Express Interest');
    await fillFields(page, {
      'Parent Name': 'Dana Parent',
      'Parent Email': 'not-an-email',
      'Parent Phone': '4085550100',
      'Student Name': 'Sam',
    });
    await page.getByLabel('Notify me about future camps').uncheck();
    await page.getByRole('button', { name: 'Submit Interest' }).click();
    expect(await page.getByText('Invalid email address').isVisible()).toBe(true);
    expect(await page.getByLabel('Student Name').inputValue()).toBe('Sam');
    expect(await page.getByLabel('Notify me about future camps').isChecked()).toBe(false);

    await page.getByLabel('Parent Email').fill('dana@example.org');
    await page.getByRole('button', { name: 'Submit Interest' }).click();
    // Back at the level's cohorts (the level's description first left the cards off screen),
    // the toast with the place taken under the spec's words.
    await page.waitForURL(/\/kids-vibe-coding\?level=advanced&joined=(\d+)&place=1#cohort-\1$/);
    expect(await page.getByRole('status').filter({ hasText: 'Interest Recorded!' }).isVisible()).toBe(true);
    // Without a script the card itself says so too (it still offered Join Waitlist).
    expect(await page.getByText('You are on this waitlist. You joined as number 1 in line.').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Change Your Details' }).count()).toBe(1);
    expect(
      await page.getByRole('status').filter({ hasText: 'You joined as number 1 in line for Vibe Coding Advanced' }).isVisible(),
    ).toBe(true);
    const row = await suite.site.db.selectFrom('waitlist_entries').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      parent_email: 'dana@example.org',
      interested_in_future_camps: 0,
      course_name: 'Vibe Coding Advanced: South Bay Studio',
    });

    // The flash is shown once.
    await page.reload();
    expect(await page.getByText('Interest Recorded!').count()).toBe(0);
    await context.close();
  });
});

describe('the kids page layout', () => {
  it('lines up side-by-side cohort cards’ facts, one name on two lines beside one on one (1024 px)', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1024, height: 900 } });
    const page = await context.newPage();
    await page.goto(suite.site.url + '/kids-vibe-coding?level=advanced');
    const rows = await page
      .locator('.cohort-card')
      .evaluateAll((cards) => cards.map((card) => Math.round(card.querySelector('dl div')!.getBoundingClientRect().top)));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toBe(rows[1]);
    await context.close();
  });

  it('sets every fact row of the cards level with the same row beside it, where one schedule would fit a line (1440 px)', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(suite.site.url + '/kids-vibe-coding');
    // Each card's rows (Dates, Schedule, Location, Format, Mentor): their tops, card by card.
    const rows = await page
      .locator('#level-panel .cohort-card')
      .evaluateAll((cards) =>
        cards.map((card) => [...card.querySelectorAll('dl > div')].map((row) => Math.round(row.getBoundingClientRect().top))),
      );
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveLength(5);
    expect(rows[1]).toEqual(rows[0]);
    expect(rows[2]).toEqual(rows[0]);
    await context.close();
  });

  it('brings the cohorts within two phone screens, with a See cohorts action in the hero', async () => {
    const context = await suite.browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(suite.site.url + '/kids-vibe-coding');
    const firstCard = await page
      .locator('.cohort-card')
      .first()
      .evaluate((card) => card.getBoundingClientRect().top + scrollY);
    expect(firstCard).toBeLessThan(2 * 844);
    // See cohorts brings the cohorts themselves into view, under the bar, the first card's top too.
    await page.getByRole('link', { name: 'See Cohorts' }).click();
    await page.waitForURL('**/kids-vibe-coding#cohorts');
    const heading = page.getByRole('heading', { name: 'Upcoming beginner cohorts' });
    await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThan(56);
    expect((await heading.boundingBox())!.y).toBeLessThan(300);
    const card = (await page.locator('.cohort-card').first().boundingBox())!;
    expect(card.y).toBeLessThan(844);
    await context.close();
  });

  it.each([
    [390, 1],
    [768, 1],
    [1024, 3],
  ])('shows the cohorts at %i px in %i column(s)', async (width, columns) => {
    const context = await suite.browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    await page.goto(suite.site.url + '/kids-vibe-coding');
    const boxes = await page.locator('.cohort-card').evaluateAll((cards) =>
      cards.map((card) => {
        const facts = card.querySelector('.cohort-card__facts')!.getBoundingClientRect();
        const name = card.querySelector('.cohort-card__name')!.getBoundingClientRect();
        return {
          top: Math.round(card.getBoundingClientRect().top),
          factsBeside: facts.left >= name.right,
          factsTop: facts.top - name.top,
        };
      }),
    );
    expect(boxes.filter((box) => box.top === boxes[0]!.top)).toHaveLength(columns);
    // On a tablet, every card alike: its facts beside its name and price (none laid out apart).
    expect(boxes.map((box) => box.factsBeside)).toEqual(boxes.map(() => width === 768));
    await context.close();
  });

  it.each([
    [390, 1],
    [768, 1],
    [900, 1],
    [1024, 3],
  ])(
    'sets the program details at %i px in %i column(s), each label on one line beside its value below a laptop',
    async (width, columns) => {
      const context = await suite.browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      await page.goto(suite.site.url + '/kids-vibe-coding');
      const details = await page
        .getByRole('region', { name: 'Program details' })
        .locator('dl > div')
        .evaluateAll((rows) =>
          rows.map((row) => {
            const label = row.querySelector('dt')!.getBoundingClientRect();
            const value = row.querySelector('dd')!.getBoundingClientRect();
            return {
              top: Math.round(row.getBoundingClientRect().top),
              labelLines: Math.round(label.height / parseFloat(getComputedStyle(row.querySelector('dt')!).lineHeight)),
              beside: value.left >= label.right,
            };
          }),
        );
      expect(details.length).toBeGreaterThan(6);
      expect(details.filter((row) => row.top === details[0]!.top)).toHaveLength(columns);
      if (width >= 640 && columns === 1) {
        expect(details.map((row) => row.beside)).toEqual(details.map(() => true));
        expect(details.map((row) => row.labelLines)).toEqual(details.map(() => 1));
      }
      await context.close();
    },
  );
});
