import type { BrowserContextOptions, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { desktop, phone, useSiteAndBrowser, watchForErrors } from '../helpers/browser.ts';

const suite = useSiteAndBrowser();
beforeEach(async () => {
  await suite.site.db.deleteFrom('enrollment_requests').execute();
  await suite.site.db.deleteFrom('enrollment_drafts').execute();
});

const heading = (page: Page) => page.locator('#wizard-step-heading').textContent();
const stepCount = (page: Page) => page.locator('.wizard-progress__count').textContent();
const focused = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name') ?? document.activeElement?.id);
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const stored = () => suite.site.db.selectFrom('enrollment_requests').selectAll().execute();

async function fillStep1(page: Page, email = 'dana@example.org') {
  await page.getByLabel('Parent Name').fill('Dana Parent');
  await page.getByLabel('Parent Email').fill(email);
  await page.getByLabel('Parent Phone').fill('(408) 555-0100');
  await page.getByLabel('Student Name').fill('Sam');
  await page.getByLabel('Student Age').selectOption('12');
  await page.getByLabel('Grade Level').selectOption('7th');
}

async function fillStep2(page: Page) {
  await page.getByRole('radio', { name: /Summer Camp/ }).check();
  await page.getByRole('radio', { name: /South Bay Campus/ }).check();
  await page.getByLabel('Preferred Schedule').selectOption('saturday-morning');
  await page.getByLabel('Coding Experience').selectOption('none');
  await page.getByRole('checkbox', { name: 'Robotics' }).check();
  await page.getByRole('checkbox', { name: 'Web Development' }).check();
}

/** Waits for the wizard to show a step (the swap, or the next page without JavaScript). */
const onStep = (page: Page, title: string) => expect.poll(() => heading(page)).toBe(title);

for (const [mode, options] of [
  ['with JavaScript', desktop],
  ['without JavaScript', { ...phone, javaScriptEnabled: false }],
] as [string, BrowserContextOptions][]) {
  describe(`the enrollment wizard ${mode}`, () => {
    const js = options.javaScriptEnabled !== false;

    it('walks the three steps, keeps every answer through Previous, Next and Edit, and submits', async () => {
      const context = await suite.browser.newContext(options);
      const page = await context.newPage();
      const errors = watchForErrors(page);
      await page.goto(suite.site.url + '/enroll');
      expect(await stepCount(page)).toBe('Step 1 of 3');
      if (js) await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

      await fillStep1(page);
      await button(page, 'Next').click();
      await onStep(page, 'Program selection');
      expect(page.url()).toBe(suite.site.url + '/enroll?step=2');
      expect(await stepCount(page)).toBe('Step 2 of 3');
      expect(await page.locator('[aria-current="step"]').textContent()).toContain('Program');
      expect(await focused(page)).toBe('wizard-step-heading');

      await fillStep2(page);
      await page.getByLabel('Comments or questions').fill('Sam loves robots.');
      await button(page, 'Previous').click();
      await onStep(page, 'Parent and student information');
      expect(await page.getByLabel('Parent Email').inputValue()).toBe('dana@example.org');
      expect(await page.getByLabel('Student Age').inputValue()).toBe('12');
      await button(page, 'Next').click();
      await onStep(page, 'Program selection');
      expect(await page.getByRole('radio', { name: /Summer Camp/ }).isChecked()).toBe(true);
      expect(await page.getByRole('checkbox', { name: 'Robotics' }).isChecked()).toBe(true);
      expect(await page.getByLabel('Comments or questions').inputValue()).toBe('Sam loves robots.');

      await button(page, 'Next').click();
      await onStep(page, 'Review and submit');
      expect(page.url()).toBe(suite.site.url + '/enroll?step=3');
      const review = await page.locator('.wizard-review').innerText();
      for (const answer of [
        'Dana Parent',
        '12 years old',
        '7th Grade',
        'Summer Camp',
        'South Bay Campus (Cupertino)',
        'Web Development, Robotics',
      ]) {
        expect(review).toContain(answer);
      }

      // Three steps in one document: htmx swapped each one in.
      if (js) expect(await page.evaluate(() => (window as unknown as { marker: number }).marker)).toBe(1);

      // Edit goes back to the step; the browser's Back button (a reload) returns with everything.
      await page.getByRole('button', { name: 'Edit parent and student information' }).click();
      await onStep(page, 'Parent and student information');
      await page.getByLabel('Student Name').fill('Samantha');
      await button(page, 'Next').click();
      await onStep(page, 'Program selection');
      await page.goBack();
      await onStep(page, 'Parent and student information');
      expect(await page.getByLabel('Student Name').inputValue()).toBe('Samantha');
      await page.goForward();
      await onStep(page, 'Program selection');
      await button(page, 'Next').click();
      await onStep(page, 'Review and submit');

      // Without the terms: the message, focus on the box.
      await button(page, 'Submit Application').click();
      await expect.poll(() => page.getByText('You must accept the terms and conditions').isVisible()).toBe(true);
      expect(await focused(page)).toBe('terms');
      await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();

      if (js) {
        let release: () => void = () => undefined;
        const held = new Promise<void>((resolve) => (release = resolve));
        await page.route('**/enroll', async (route) => {
          if (route.request().method() === 'POST') await held;
          await route.continue();
        });
        await button(page, 'Submit Application').click();
        const submit = page.locator('.wizard__actions .busy-button');
        await expect.poll(() => submit.innerText()).toBe('Submitting...');
        expect(await submit.isDisabled()).toBe(true);
        release();
      } else {
        await button(page, 'Submit Application').click();
      }
      await onStep(page, 'Application Submitted!');
      expect(page.url()).toBe(suite.site.url + '/enroll?step=4');
      expect(await stepCount(page)).toBe('Application sent');
      const complete = await page.locator('.wizard__complete').innerText();
      for (const next of ['Admissions review', 'Orientation scheduling', 'Parent portal credentials'])
        expect(complete).toContain(next);
      expect(complete).toContain('Samantha’s application');
      if (js) expect(await focused(page)).toBe('wizard-step-heading');
      // Sent: the note over the form (which application this is) has done its work.
      expect(await page.getByRole('note').filter({ hasText: 'Looking for a dated' }).isVisible()).toBe(false);
      if (js) {
        // On a desktop the confirmation takes the note's place too: no empty column beside it.
        const card = (await page.locator('.wizard').boundingBox())!;
        const row = (await page.locator('.enroll-layout').boundingBox())!;
        expect(card.width).toBeGreaterThan(row.width - 2 * 40);
      }

      const rows = await stored();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        student_name: 'Samantha',
        parent_email: 'dana@example.org',
        program: 'summer-camp',
        location: 'south-bay',
        comments: 'Sam loves robots.',
      });
      expect(JSON.parse(rows[0]!.interests)).toEqual(['Web Development', 'Robotics']);
      expect(errors.filter((e) => !e.includes('422'))).toEqual([]);
      await context.close();
    });

    it('ticks a step passed only once its questions are answered; passed empty, it keeps its number', async () => {
      const context = await suite.browser.newContext(options);
      const page = await context.newPage();
      await page.goto(suite.site.url + '/enroll');
      const steps = page.locator('.step-trail__step');
      /** Each step as a visitor sees it (its marker: a number, or a drawn tick) and hears it (its name). */
      const progress = () =>
        steps.evaluateAll((items) =>
          items.map((item) => {
            const marker = item.querySelector('.step-trail__marker')!;
            return {
              marker: marker.querySelector('svg') ? 'tick' : marker.textContent,
              name: item.querySelector('.step-trail__label')!.textContent,
            };
          }),
        );
      // Next with nothing typed, twice (Next never blocks): no tick, as the review says 'Not answered yet'.
      await button(page, 'Next').click();
      await onStep(page, 'Program selection');
      await button(page, 'Next').click();
      await onStep(page, 'Review and submit');
      expect(await page.locator('.wizard-review').innerText()).toContain('Not answered yet');
      expect(await progress()).toEqual([
        { marker: '1', name: 'Parent & Student (not complete: some answers missing)' },
        { marker: '2', name: 'Program (not complete: some answers missing)' },
        { marker: '3', name: 'Review' },
      ]);
      // Its ring tells it from a done step and from one not reached: dashed.
      expect(
        await steps
          .first()
          .locator('.step-trail__marker')
          .evaluate((marker) => getComputedStyle(marker).borderStyle),
      ).toBe('dashed');
      // Answered, the steps are done.
      await page.getByRole('button', { name: 'Edit parent and student information' }).click();
      await onStep(page, 'Parent and student information');
      await fillStep1(page);
      await button(page, 'Next').click();
      await onStep(page, 'Program selection');
      expect((await progress())[0]).toEqual({ marker: 'tick', name: 'Parent & Student (done)' });
      await fillStep2(page);
      await button(page, 'Next').click();
      await onStep(page, 'Review and submit');
      expect((await progress()).map((step) => step.marker)).toEqual(['tick', 'tick', '3']);
      await context.close();
    });

    it('takes a submit with errors to the first step that has one, every message shown there', async () => {
      const context = await suite.browser.newContext(options);
      const page = await context.newPage();
      await page.goto(suite.site.url + '/enroll');
      await fillStep1(page, 'dana@');
      await page.getByLabel('Parent Phone').fill('555');
      // Next never blocks.
      await button(page, 'Next').click();
      await onStep(page, 'Program selection');
      await button(page, 'Next').click();
      await onStep(page, 'Review and submit');
      await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
      await button(page, 'Submit Application').click();

      await onStep(page, 'Parent and student information');
      expect(await page.getByText('Invalid email address').isVisible()).toBe(true);
      expect(await page.getByText('Phone number must be at least 10 digits').isVisible()).toBe(true);
      expect(await focused(page)).toBe('parentEmail');
      expect(await page.getByLabel('Parent Email').inputValue()).toBe('dana@');
      expect(await page.getByLabel('Student Name').inputValue()).toBe('Sam');

      await page.getByLabel('Parent Email').fill('dana@example.org');
      await page.getByLabel('Parent Phone').fill('4085550100');
      if (js) await expect.poll(() => page.getByText('Invalid email address').count()).toBe(0);
      await button(page, 'Next').click();
      // The next step shows what it still needs.
      await onStep(page, 'Program selection');
      expect(await page.getByText('Please select a program').isVisible()).toBe(true);
      expect(await page.getByText('Please select at least one interest').isVisible()).toBe(true);
      await fillStep2(page);
      await button(page, 'Next').click();
      await onStep(page, 'Review and submit');
      expect(await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).isChecked()).toBe(true);
      await button(page, 'Submit Application').click();
      await onStep(page, 'Application Submitted!');
      expect(await stored()).toHaveLength(1);
      await context.close();
    });
  });
}

describe('a parent who wanted a dated cohort', () => {
  it('finds, above the wizard on a phone, the way to the Kids Vibe Coding cohorts, and it lands on them, with the wizard’s steps on the first screen too', async () => {
    const context = await suite.browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(suite.site.url + '/enroll');
    const note = page.getByRole('note').filter({ hasText: 'Looking for a dated Kids Vibe Coding cohort?' });
    const link = note.getByRole('link', { name: 'See Cohorts and Dates' });
    expect(await note.isVisible()).toBe(true);
    // A box on the first screen, link and all, before the wizard's first question.
    const noteBox = (await note.boundingBox())!;
    expect(noteBox.y + noteBox.height).toBeLessThanOrEqual(844);
    expect(noteBox.y + noteBox.height).toBeLessThan((await page.locator('#enroll-wizard').boundingBox())!.y);
    // ...with the early bird's line (a parent who came from the banner's "15% off" looked for it),
    // and short enough that the wizard's steps are on the first screen too.
    expect(await note.locator('p', { hasText: 'Book by January 31, 2027 and save 15%' }).isVisible()).toBe(true);
    const steps = (await page.locator('.wizard-progress .step-trail').boundingBox())!;
    expect(steps.y + steps.height).toBeLessThanOrEqual(844);
    expect(await note.evaluate((box) => getComputedStyle(box).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    // Read at the body's size (not a small muted line), in the body's colour.
    const style = (element: Element) => [getComputedStyle(element).fontSize, getComputedStyle(element).color];
    const body = await page.locator('body').evaluate(style);
    for (const line of await note.locator('p').all()) expect(await line.evaluate(style)).toEqual(body);
    await link.click();
    await page.waitForURL('**/kids-vibe-coding#levels');
    expect(await page.getByRole('heading', { name: 'Choose a level' }).isVisible()).toBe(true);
    expect(await page.locator('article.cohort-card').first().isVisible()).toBe(true);
    await context.close();
  });
});

describe('the wizard on a phone, with JavaScript', () => {
  it('brings each new step’s top under the header, not the note above it', async () => {
    const context = await suite.browser.newContext(phone);
    const page = await context.newPage();
    await page.goto(suite.site.url + '/enroll');
    await fillStep1(page);
    await button(page, 'Next').click();
    await onStep(page, 'Program selection');
    const headerBottom = (await page.locator('.site-header').boundingBox())!;
    // The card starts just under the header: its progress and heading fill the screen (the note was in the way).
    await expect
      .poll(async () => (await page.locator('#enroll-wizard').boundingBox())!.y)
      .toBeLessThan(headerBottom.y + headerBottom.height + 100);
    expect((await page.locator('#enroll-wizard').boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height);
    await context.close();
  });
});

describe('a link that names a program', () => {
  it('opens the wizard with that program chosen', async () => {
    const context = await suite.browser.newContext(desktop);
    const page = await context.newPage();
    await page.goto(suite.site.url + '/enroll?program=summer-camp');
    await fillStep1(page);
    await button(page, 'Next').click();
    await onStep(page, 'Program selection');
    expect(await page.getByRole('radio', { name: /Summer Camp/ }).isChecked()).toBe(true);
    await context.close();
  });
});
