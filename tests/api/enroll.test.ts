import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { sweepDrafts } from '../../server/services/enrollment-drafts.ts';
import { fieldValueOf, h1Of, isChecked, textOf } from '../helpers/html.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.deleteFrom('enrollment_drafts').execute();
  await t.db.deleteFrom('enrollment_requests').execute();
  // Every test is a visitor of its own: no test inherits another's count of new drafts.
  await t.db.deleteFrom('rate_limit_hits').execute();
});

async function ownApp(options: Parameters<typeof createTestApp>[0] = {}): Promise<TestApp> {
  const app = await createTestApp(options);
  onTestFinished(() => app.close());
  return app;
}

const step1 = {
  parentName: 'Dana Parent',
  parentEmail: 'Dana@Example.org',
  parentPhone: '(408) 555-0100',
  studentName: 'Sam',
  studentAge: '12',
  studentGrade: '7th',
};
const step2 = {
  program: 'middle-school',
  location: 'east-bay',
  schedule: 'saturday-morning',
  experience: 'beginner',
  interests: ['Robotics', 'Game Development'],
  comments: 'Sam loves\nbuilding games.',
};
const allAnswers = { ...step1, ...step2, terms: true };

/** A form body as a browser posts it: repeated names for a list, a hidden 'false' before a checkbox. */
function form(fields: Record<string, string | string[] | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(name, item);
  }
  return params.toString();
}

const post = (agent: request.Agent, fields: Record<string, string | string[] | undefined>) =>
  agent.post('/enroll').type('form').send(form(fields));
const hx = (r: request.Test) => r.set('HX-Request', 'true');
/** The step the progress shows: 'Step N of 3', or 4 once the application is sent. */
const stepOf = (html: string) =>
  /Step (\d) of 3/.exec(textOf(html))?.[1] ?? (textOf(html).includes('Application sent') ? '4' : undefined);
const requests = () => t.db.selectFrom('enrollment_requests').selectAll().execute();

/** A visitor who has answered steps 1 and 2 and stands on the review. */
async function onReview(agent = request.agent(t.app)) {
  await post(agent, { step: '1', intent: 'next', ...step1 }).expect(303);
  await post(agent, { step: '2', intent: 'next', ...step2 }).expect(303);
  return agent;
}

describe('the wizard without JavaScript: each step a page', () => {
  it('opens on step 1 with the progress, the parent and student questions, and the spec choices', async () => {
    const res = await request(t.app).get('/enroll');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(h1Of(res.text)).toBe('Enrollment Application');
    expect(stepOf(res.text)).toBe('1');
    expect(res.text).toMatch(/<li class="step-trail__step step-trail__step--current" aria-current="step">/);
    const text = textOf(res.text);
    for (const label of ['Parent Name', 'Parent Email', 'Parent Phone', 'Student Name', 'Student Age', 'Grade Level']) {
      expect(text).toContain(label);
    }
    expect(text).toContain(
      'Select age 11 years old 12 years old 13 years old 14 years old 15 years old 16 years old 17 years old 18 years old',
    );
    expect(text).toContain('Select grade 6th Grade 7th Grade 8th Grade 9th Grade 10th Grade 11th Grade 12th Grade');
    expect(text).not.toContain('Previous');
  });

  it('points a parent looking for a dated Kids Vibe Coding cohort to the cohorts, in a note above the wizard', async () => {
    const res = await request(t.app).get('/enroll');
    const note = /<div class="form-notice enroll-cohorts-note" role="note">.*?<\/div><\/div>/s.exec(res.text)?.[0] ?? '';
    // The banner's "15% early bird" sends parents here: the note says where it applies (the sample rule, open until January 31).
    expect(textOf(note)).toBe(
      'Looking for a dated Kids Vibe Coding cohort? This application is for the Middle School Program and the Summer Camp. Book by January 31, 2027 and save 15% on any Kids Vibe Coding cohort that starts between February 1 and May 31, 2027. See Cohorts and Dates →',
    );
    expect(note).toMatch(/<a href="\/kids-vibe-coding#levels"[^>]*><span class="arrow-label">See Cohorts and Dates<\/span>/);
    // At the top of the form: after the page's header, before the wizard's first question.
    const at = res.text.indexOf(note);
    expect(at).toBeGreaterThan(res.text.indexOf('</section>', res.text.indexOf('class="page-header"')));
    expect(at).toBeLessThan(res.text.indexOf('id="enroll-wizard"'));
    // The section it names is there on the kids page.
    const kids = await request(t.app).get('/kids-vibe-coding');
    expect(kids.text).toContain('<section class="section" id="levels"');
  });

  it('says nothing of the early bird once its last day has passed', async () => {
    const later = await ownApp({ clock: { now: () => new Date('2027-02-01T20:00:00Z') } });
    const res = await request(later.app).get('/enroll');
    expect(res.status).toBe(200);
    const note = /<div class="form-notice enroll-cohorts-note" role="note">.*?<\/div><\/div>/s.exec(res.text)?.[0] ?? '';
    expect(textOf(note)).toBe(
      'Looking for a dated Kids Vibe Coding cohort? This application is for the Middle School Program and the Summer Camp. See Cohorts and Dates →',
    );
  });

  it('walks Next, Next, Submit and shows step 4 with the three next steps; the request is stored whole', async () => {
    const agent = request.agent(t.app);
    const first = await post(agent, { step: '1', intent: 'next', ...step1 });
    expect(first.status).toBe(303);
    expect(first.headers.location).toBe('/enroll?step=2');
    const cookie = (first.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('enroll_draft='))!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Path=\/enroll/);
    expect(cookie).toMatch(/SameSite=Lax/);

    const page2 = await agent.get('/enroll?step=2');
    expect(stepOf(page2.text)).toBe('2');
    const text2 = textOf(page2.text);
    expect(text2).toContain('Middle School Program');
    expect(text2).toContain('Summer Camp');
    for (const place of ['South Bay Campus (Cupertino)', 'East Bay Campus (Fremont)', 'Online']) expect(text2).toContain(place);
    expect(text2).toContain(
      'Weekday Afternoons (3-5 PM) Weekday Evenings (5-7 PM) Saturday Morning (9 AM-12 PM) Saturday Afternoon (1-4 PM) Sunday Morning (9 AM-12 PM) Sunday Afternoon (1-4 PM)',
    );
    expect(text2).toContain(
      'No experience Beginner (some exposure) Intermediate (has built projects) Advanced (codes regularly)',
    );
    for (const interest of [
      'Game Development',
      'Web Development',
      'Mobile Apps',
      'AI/Machine Learning',
      'Robotics',
      'Data Science',
    ]) {
      expect(text2).toContain(interest);
    }

    const second = await post(agent, { step: '2', intent: 'next', ...step2 });
    expect(second.headers.location).toBe('/enroll?step=3');
    const review = textOf((await agent.get('/enroll?step=3')).text);
    for (const answer of [
      'Dana Parent',
      'Dana@Example.org',
      '(408) 555-0100',
      'Sam',
      '12 years old',
      '7th Grade',
      'Middle School Program',
      'East Bay Campus (Fremont)',
      'Saturday Morning (9 AM-12 PM)',
      'Beginner (some exposure)',
      'Robotics, Game Development',
      'Sam loves building games.',
    ]) {
      expect(review).toContain(answer);
    }

    const done = await post(agent, { step: '3', intent: 'submit', terms: ['false', 'true'] });
    expect(done.status).toBe(303);
    expect(done.headers.location).toBe('/enroll?step=4');
    const complete = await agent.get('/enroll?step=4');
    expect(stepOf(complete.text)).toBe('4');
    const text4 = textOf(complete.text);
    expect(text4).toContain('Application Submitted!');
    expect(text4).toContain('We have received Sam’s application');
    expect(text4).toContain('dana@example.org');
    for (const next of ['Admissions review', 'Orientation scheduling', 'Parent portal credentials'])
      expect(text4).toContain(next);
    // This app has no mail server: the page does not promise a sign-in link it cannot send.
    expect(text4).toContain('Its sign-in link is your credential: ask us for it, as this site does not email it yet.');
    expect(text4).not.toContain('we email you a sign-in link');

    const [row] = await requests();
    expect(row).toMatchObject({
      parent_name: 'Dana Parent',
      parent_email: 'dana@example.org',
      parent_phone: '(408) 555-0100',
      student_name: 'Sam',
      student_age: 12,
      student_grade: '7th',
      program: 'middle-school',
      location: 'east-bay',
      schedule: 'saturday-morning',
      experience: 'beginner',
      comments: 'Sam loves\nbuilding games.',
      created_at: '2026-11-22T12:00:00.000Z',
    });
    // Stored in the form's order, whatever order they were ticked in.
    expect(JSON.parse(row!.interests)).toEqual(['Game Development', 'Robotics']);
  });

  it('shows a phone typed as digits the way people read it on the review', async () => {
    const agent = request.agent(t.app);
    await post(agent, { step: '1', intent: 'next', ...step1, parentPhone: '4085550100' }).expect(303);
    await post(agent, { step: '2', intent: 'next', ...step2 }).expect(303);
    expect(textOf((await agent.get('/enroll?step=3')).text)).toContain('Parent Phone (408) 555-0100');
  });

  it('keeps every answer through Previous and Next, and through the Edit buttons of the review', async () => {
    const agent = await onReview();
    const back = await post(agent, { step: '3', intent: 'previous', terms: 'false' });
    expect(back.headers.location).toBe('/enroll?step=2');
    const page2 = (await agent.get('/enroll?step=2')).text;
    expect(isChecked(page2, 'program', 'middle-school')).toBe(true);
    expect(isChecked(page2, 'location', 'east-bay')).toBe(true);
    expect(fieldValueOf(page2, 'schedule')).toBe('saturday-morning');
    expect(isChecked(page2, 'interests', 'Robotics')).toBe(true);
    expect(isChecked(page2, 'interests', 'Mobile Apps')).toBe(false);
    expect(fieldValueOf(page2, 'comments')).toBe('Sam loves\nbuilding games.');

    // Changed on the way back: unticking every interest counts too.
    await post(agent, { step: '2', intent: 'previous', ...step2, interests: [], schedule: 'sunday-afternoon' }).expect(303);
    const page1 = (await agent.get('/enroll')).text;
    expect(fieldValueOf(page1, 'parentName')).toBe('Dana Parent');
    expect(fieldValueOf(page1, 'studentAge')).toBe('12');
    await post(agent, { step: '1', intent: 'next', ...step1 }).expect(303);
    const again = (await agent.get('/enroll?step=2')).text;
    expect(fieldValueOf(again, 'schedule')).toBe('sunday-afternoon');
    expect(isChecked(again, 'interests', 'Robotics')).toBe(false);

    const edit = await post(agent, { step: '3', intent: 'step-1', terms: 'false' });
    expect(edit.headers.location).toBe('/enroll');
  });

  it('never blocks Next: empty steps move on', async () => {
    const agent = request.agent(t.app);
    expect((await post(agent, { step: '1', intent: 'next' })).headers.location).toBe('/enroll?step=2');
    expect((await post(agent, { step: '2', intent: 'next' })).headers.location).toBe('/enroll?step=3');
    expect(textOf((await agent.get('/enroll?step=3')).text)).toContain('Not answered yet');
  });

  it('ticks a step passed only when its questions are answered; one passed empty shows as not complete', async () => {
    /** Each step of the progress: its state class, its marker (a number, or a drawn tick), and what a screen reader hears. */
    const progressOf = (html: string) =>
      [...html.matchAll(/<li class="step-trail__step step-trail__step--(\w+)"[^>]*>(.*?)<\/li>/gs)].map(([, state, inner]) => {
        const marker = /<span class="step-trail__marker"[^>]*>(.*?)<\/span>/s.exec(inner!)?.[1] ?? '';
        return {
          state,
          marker: marker.includes('<svg') ? 'tick' : textOf(marker),
          label: textOf(/<span class="step-trail__label">(.*)<\/span>/s.exec(inner!)?.[1] ?? ''),
        };
      });
    const agent = request.agent(t.app);
    // Next with nothing typed, twice: the review says 'Not answered yet', and so does the progress.
    await post(agent, { step: '1', intent: 'next' }).expect(303);
    expect(progressOf((await agent.get('/enroll?step=2')).text)).toEqual([
      { state: 'incomplete', marker: '1', label: 'Parent & Student (not complete: some answers missing)' },
      { state: 'current', marker: '2', label: 'Program' },
      { state: 'next', marker: '3', label: 'Review' },
    ]);
    await post(agent, { step: '2', intent: 'next' }).expect(303);
    const review = (await agent.get('/enroll?step=3')).text;
    expect(progressOf(review).map((entry) => entry.marker)).toEqual(['1', '2', '3']);
    expect(progressOf(review).map((entry) => entry.state)).toEqual(['incomplete', 'incomplete', 'current']);
    // Half of step 1 answered is not complete either; the whole of it is done.
    await post(agent, { step: '1', intent: 'next', ...step1, studentGrade: '' }).expect(303);
    expect(progressOf((await agent.get('/enroll?step=3')).text).map((entry) => entry.state)).toEqual([
      'incomplete',
      'incomplete',
      'current',
    ]);
    await post(agent, { step: '1', intent: 'next', ...step1 }).expect(303);
    await post(agent, { step: '2', intent: 'next', ...step2, comments: '' }).expect(303);
    expect(progressOf((await agent.get('/enroll?step=3')).text)).toEqual([
      { state: 'done', marker: 'tick', label: 'Parent & Student (done)' },
      { state: 'done', marker: 'tick', label: 'Program (done)' },
      { state: 'current', marker: '3', label: 'Review' },
    ]);
    // The htmx answer to Next draws the same progress.
    const swapped = await hx(post(agent, { step: '1', intent: 'next', ...step1, parentEmail: '' }));
    expect(progressOf(swapped.text).map((entry) => entry.state)).toEqual(['incomplete', 'current', 'next']);
  });

  it('on a submit with errors, takes the visitor to the first step with one, every message of it shown', async () => {
    const agent = request.agent(t.app);
    await post(agent, {
      step: '1',
      intent: 'next',
      parentName: 'D',
      parentEmail: 'nope',
      parentPhone: '123',
      studentName: 'Sam',
    });
    await post(agent, { step: '2', intent: 'next', ...step2 });
    const res = await post(agent, { step: '3', intent: 'submit', terms: 'false' });
    expect(res.status).toBe(422);
    expect(stepOf(res.text)).toBe('1');
    const text = textOf(res.text);
    for (const message of [
      'Name must be at least 2 characters',
      'Invalid email address',
      'Phone number must be at least 10 digits',
      'Please select student age',
      'Please select grade level',
    ]) {
      expect(text).toContain(message);
    }
    // Only this step's messages; focus on its first field with one, each tied to its field.
    expect(text).not.toContain('You must accept the terms and conditions');
    expect(res.text).toMatch(
      /<input[^>]*id="enroll-parentName"[^>]*aria-invalid="true"[^>]*aria-describedby="enroll-parentName-error"[^>]*autofocus=""/,
    );
    expect(res.text).toMatch(/<select[^>]*id="enroll-studentAge"[^>]*aria-describedby="enroll-studentAge-error"/);
    expect(fieldValueOf(res.text, 'parentEmail')).toBe('nope');
    expect(fieldValueOf(res.text, 'studentName')).toBe('Sam');
    expect(await requests()).toHaveLength(0);
  });

  it('sends a visitor with only step 2 wrong to step 2, and one without the terms to step 3', async () => {
    const agent = request.agent(t.app);
    await post(agent, { step: '1', intent: 'next', ...step1 });
    await post(agent, { step: '2', intent: 'next', program: 'summer-camp' });
    const res = await post(agent, { step: '3', intent: 'submit', terms: 'false' });
    expect(res.status).toBe(422);
    expect(stepOf(res.text)).toBe('2');
    const text = textOf(res.text);
    for (const message of [
      'Please select a location',
      'Please select a schedule',
      'Please select experience level',
      'Please select at least one interest',
    ]) {
      expect(text).toContain(message);
    }
    expect(text).not.toContain('Please select a program');
    expect(res.text).toMatch(/<fieldset[^>]*id="enroll-interests"[^>]*aria-describedby="enroll-interests-error"/);

    await post(agent, { step: '2', intent: 'next', ...step2 }).expect(303);
    const terms = await post(agent, { step: '3', intent: 'submit', terms: 'false' });
    expect(stepOf(terms.text)).toBe('3');
    expect(textOf(terms.text)).toContain('You must accept the terms and conditions');
  });

  it('after a submit with errors, the next step shows its own messages on arrival', async () => {
    const agent = request.agent(t.app);
    await post(agent, { step: '3', intent: 'submit', terms: 'false' }).expect(422);
    const next = await hx(post(agent, { step: '1', intent: 'next', ...step1 }));
    expect(stepOf(next.text)).toBe('2');
    expect(textOf(next.text)).toContain('Please select a program');
    expect(next.text).toContain('hx-post="/enroll/validate"');
    // Without JavaScript too: the step's page, and a reload of it, show them.
    const page = await agent.get('/enroll?step=2');
    expect(textOf(page.text)).toContain('Please select at least one interest');
    expect(textOf((await agent.get('/enroll')).text)).not.toContain('must be at least');
  });

  it('shows step 4 only after a submit, and starts a new application afterwards', async () => {
    const fresh = await request(t.app).get('/enroll?step=4');
    expect(fresh.status).toBe(303);
    expect(fresh.headers.location).toBe('/enroll');

    const agent = await onReview();
    await post(agent, { step: '3', intent: 'submit', terms: 'true' }).expect(303);
    const restart = (await agent.get('/enroll')).text;
    expect(stepOf(restart)).toBe('1');
    expect(fieldValueOf(restart, 'parentName')).toBe('');
    // Sending the old review again records nothing new.
    await post(agent, { step: '1', intent: 'next', ...step1 }).expect(303);
    expect(await requests()).toHaveLength(1);
  });

  it('records one request when the same draft is submitted twice at once', async () => {
    const agent = await onReview();
    const [a, b] = await Promise.all([
      post(agent, { step: '3', intent: 'submit', terms: 'true' }),
      post(agent, { step: '3', intent: 'submit', terms: 'true' }),
    ]);
    expect([a.status, b.status]).toEqual([303, 303]);
    expect(await requests()).toHaveLength(1);
  });

  it('pretends to accept a filled honeypot but stores nothing', async () => {
    const agent = await onReview();
    const res = await post(agent, { step: '3', intent: 'submit', terms: 'true', website: 'http://spam.example' });
    expect(res.status).toBe(200);
    expect(textOf(res.text)).toContain('Application Submitted!');
    expect(await requests()).toHaveLength(0);
  });
});

describe('a slipped address, asked about on the review', () => {
  const slipped = { ...step1, parentEmail: 'dana@gmial.con' };
  const question =
    'Did you mean dana@gmail.com? Your confirmation goes to this address. If dana@gmial.con is right, submit again.';
  async function reviewWithSlip() {
    const agent = request.agent(t.app);
    await post(agent, { step: '1', intent: 'next', ...slipped }).expect(303);
    await post(agent, { step: '2', intent: 'next', ...step2 }).expect(303);
    return agent;
  }

  it('asks once, beside the address on the review, and stores nothing; submitted again, the address goes in as typed', async () => {
    const agent = await reviewWithSlip();
    const asked = await post(agent, { step: '3', intent: 'submit', terms: 'true' });
    expect(asked.status).toBe(422);
    expect(stepOf(asked.text)).toBe('3');
    expect(textOf(asked.text)).toContain(`Parent Email dana@gmial.con ${question} Use dana@gmail.com`);
    expect(asked.text).toContain('<input type="hidden" name="emailChecked" value="dana@gmial.con"/>');
    expect(await requests()).toEqual([]);
    // The review's form, as a browser sends it again: with the address it asked about.
    const sent = await post(agent, {
      step: '3',
      intent: 'submit',
      terms: 'true',
      emailChecked: 'dana@gmial.con',
    });
    expect(sent.status).toBe(303);
    expect((await requests()).map((row) => row.parent_email)).toEqual(['dana@gmial.con']);
  });

  it('"Use dana@gmail.com" submits with the suggestion; an address changed on step 1 is looked at afresh', async () => {
    const agent = await reviewWithSlip();
    const asked = await post(agent, { step: '3', intent: 'submit', terms: 'true' });
    const useButton = /<button [^>]*>Use (?:<!-- -->)?dana@gmail.com<\/button>/.exec(asked.text)?.[0] ?? '';
    expect(useButton).toContain('name="intent"');
    expect(useButton).toContain('value="use-email"');
    const used = await post(agent, { step: '3', intent: 'use-email', terms: 'true', emailChecked: 'dana@gmial.con' });
    expect(used.status).toBe(303);
    expect((await requests()).map((row) => row.parent_email)).toEqual(['dana@gmail.com']);

    // Another visitor lets one slip through, then changes the address to another slip: asked again.
    const other = await reviewWithSlip();
    await post(other, { step: '3', intent: 'submit', terms: 'true' }).expect(422);
    await post(other, { step: '1', intent: 'next', ...slipped, parentEmail: 'dana@hotmial.com' }).expect(303);
    await post(other, { step: '2', intent: 'next', ...step2 }).expect(303);
    const again = await post(other, { step: '3', intent: 'submit', terms: 'true', emailChecked: 'dana@gmial.con' });
    expect(again.status).toBe(422);
    expect(textOf(again.text)).toContain('Did you mean dana@hotmail.com?');
  });

  it('the JSON API asks the same question (422) and takes the answer', async () => {
    const api = (body: object) => request(t.app).post('/api/enrollment-requests').send(body);
    const answers = { ...allAnswers, parentEmail: 'dana@gmial.con' };
    const asked = await api(answers);
    expect(asked.status).toBe(422);
    expect(JSON.stringify(asked.body)).toContain(question);
    expect((await api({ ...answers, emailChecked: 'dana@gmial.con' })).status).toBe(201);
    expect((await requests()).map((row) => row.parent_email)).toEqual(['dana@gmial.con']);
  });
});

describe('links that pre-select the program', () => {
  it('?program=summer-camp carries the program into the draft from step 1', async () => {
    const agent = request.agent(t.app);
    const page = (await agent.get('/enroll?program=summer-camp')).text;
    expect(page).toContain('<input type="hidden" name="program" value="summer-camp"/>');
    await post(agent, { step: '1', intent: 'next', ...step1, program: 'summer-camp' }).expect(303);
    expect(isChecked((await agent.get('/enroll?step=2')).text, 'program', 'summer-camp')).toBe(true);
  });

  it('?courseId=N picks that cohort’s program and campus; an unknown program or course picks nothing', async () => {
    const course = await t.db.selectFrom('courses').select('id').where('campus', '=', 'east-bay').executeTakeFirstOrThrow();
    const page = (await request(t.app).get(`/enroll?step=2&courseId=${course.id}`)).text;
    expect(isChecked(page, 'program', 'middle-school')).toBe(true);
    expect(isChecked(page, 'location', 'east-bay')).toBe(true);
    for (const query of ['program=bootcamp', 'courseId=99999', 'courseId=abc']) {
      const other = (await request(t.app).get(`/enroll?step=2&${query}`)).text;
      expect(isChecked(other, 'program', 'middle-school') || isChecked(other, 'program', 'summer-camp'), query).toBe(false);
    }
  });
});

describe('the wizard with htmx: fragments, the URL kept in step', () => {
  it('answers Next and Previous with the wizard alone and pushes the step URL', async () => {
    const agent = request.agent(t.app);
    const next = await hx(post(agent, { step: '1', intent: 'next', ...step1 }));
    expect(next.status).toBe(200);
    expect(next.text.startsWith('<div id="enroll-wizard"')).toBe(true);
    expect(next.headers['hx-push-url']).toBe('/enroll?step=2');
    expect(next.headers['cache-control']).toBe('no-store');
    expect(stepOf(next.text)).toBe('2');
    // Focus goes to the new step's heading.
    expect(next.text).toMatch(/<h2 id="wizard-step-heading"[^>]*autofocus=""/);
    const back = await hx(post(agent, { step: '2', intent: 'previous', ...step2 }));
    expect(back.headers['hx-push-url']).toBe('/enroll');
    expect(fieldValueOf(back.text, 'parentName')).toBe('Dana Parent');
  });

  it('jumps to the first step with an error (422, URL of that step), and completes with step 4', async () => {
    const agent = request.agent(t.app);
    await post(agent, { step: '1', intent: 'next', ...step1 });
    const bad = await hx(post(agent, { step: '3', intent: 'submit', terms: 'true' }));
    expect(bad.status).toBe(422);
    expect(bad.headers['hx-push-url']).toBe('/enroll?step=2');
    expect(textOf(bad.text)).toContain('Please select a program');

    await hx(post(agent, { step: '2', intent: 'next', ...step2 })).expect(200);
    const done = await hx(post(agent, { step: '3', intent: 'submit', terms: 'true' }));
    expect(done.status).toBe(200);
    expect(done.headers['hx-push-url']).toBe('/enroll?step=4');
    expect(textOf(done.text)).toContain('Application Submitted!');
    expect(await requests()).toHaveLength(1);
  });

  it('re-validates a step on change with only that step’s messages, storing nothing', async () => {
    const agent = request.agent(t.app);
    await post(agent, { step: '1', intent: 'next', ...step1 });
    const res = await hx(
      agent
        .post('/enroll/validate')
        .type('form')
        .send(form({ step: '1', ...step1, parentEmail: 'x@' })),
    );
    expect(res.status).toBe(200);
    expect(res.text.startsWith('<form')).toBe(true);
    expect(textOf(res.text)).toContain('Invalid email address');
    expect(textOf(res.text)).not.toContain('Please select a program');
    expect(fieldValueOf((await agent.get('/enroll')).text, 'parentEmail')).toBe('Dana@Example.org');
  });
});

describe('POST /api/enrollment-requests', () => {
  it('stores a valid application (201)', async () => {
    const res = await request(t.app).post('/api/enrollment-requests').send(allAnswers);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ message: 'Application received', id: expect.any(Number) });
    expect(await requests()).toHaveLength(1);
  });

  it.each([
    ['parentName', 'D', 'Name must be at least 2 characters'],
    ['parentEmail', 'nope', 'Invalid email address'],
    ['parentPhone', '12345', 'Phone number must be at least 10 digits'],
    ['studentName', 'S', 'Student name must be at least 2 characters'],
    ['studentAge', '10', 'Please select student age'],
    ['studentGrade', '5th', 'Please select grade level'],
    ['program', 'bootcamp', 'Please select a program'],
    ['location', 'mars', 'Please select a location'],
    ['schedule', 'midnight', 'Please select a schedule'],
    ['experience', 'expert', 'Please select experience level'],
    ['interests', [], 'Please select at least one interest'],
    ['interests', ['Knitting'], 'Invalid input'],
    ['terms', false, 'You must accept the terms and conditions'],
  ])('refuses %s = %j with "%s" (400)', async (field, value, message) => {
    const res = await request(t.app)
      .post('/api/enrollment-requests')
      .send({ ...allAnswers, [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Invalid input');
    // The one field named (a list's item by its index), with the spec's message.
    expect(Object.entries(res.body.fields)).toEqual([[expect.stringMatching(new RegExp(`^${field}(\\.0)?$`)), message]]);
  });

  it('takes comments as optional and refuses a body that is not JSON (415)', async () => {
    const { comments: _comments, ...rest } = allAnswers;
    expect((await request(t.app).post('/api/enrollment-requests').send(rest)).status).toBe(201);
    expect((await request(t.app).post('/api/enrollment-requests').type('form').send('parentName=x')).status).toBe(415);
  });

  it('limits accepted applications per client (10 in 10 minutes)', async () => {
    const own = await ownApp();
    for (let i = 0; i < 10; i += 1) await request(own.app).post('/api/enrollment-requests').send(allAnswers).expect(201);
    expect((await request(own.app).post('/api/enrollment-requests').send(allAnswers)).status).toBe(429);
  });
});

describe('drafts', () => {
  const at = (iso: string) => ({ now: () => new Date(iso) });

  it('are deleted 7 days after their last change', async () => {
    const agent = request.agent(t.app);
    await post(agent, { step: '1', intent: 'next', ...step1 });
    await post(agent, { step: '2', intent: 'next', ...step2 }); // a visitor who came back to it
    expect(await sweepDrafts(t.db, at('2026-11-28T12:00:00Z'))).toBe(0);
    expect(await sweepDrafts(t.db, at('2026-11-30T12:00:00Z'))).toBe(1);
    expect(fieldValueOf((await agent.get('/enroll')).text, 'parentName')).toBe('');
  });

  it('saved once and never again are deleted after a day', async () => {
    const agent = request.agent(t.app);
    await post(agent, { step: '1', intent: 'next', ...step1 });
    expect(await sweepDrafts(t.db, at('2026-11-23T11:00:00Z'))).toBe(0);
    expect(await sweepDrafts(t.db, at('2026-11-23T12:30:00Z'))).toBe(1);
  });

  it('keep at most a few kilobytes, whatever is posted, and a too-long answer still gets its message', async () => {
    const agent = request.agent(t.app);
    const huge = 'x'.repeat(7_000);
    await post(agent, { step: '1', intent: 'next', ...step1, parentName: huge, studentName: huge }).expect(303);
    await post(agent, { step: '2', intent: 'next', ...step2, comments: huge }).expect(303);
    const [row] = await t.db.selectFrom('enrollment_drafts').select('answers').execute();
    expect(row!.answers.length).toBeLessThan(4_000);
    const answers = JSON.parse(row!.answers) as Record<string, string>;
    expect(answers.parentName).toHaveLength(255);
    expect(answers.comments).toHaveLength(2001);
    const submitted = await post(agent, { step: '3', intent: 'submit', terms: 'true' });
    expect(submitted.status).toBe(422);
    expect(textOf(submitted.text)).toContain('Must be at most 100 characters');
    expect(await requests()).toEqual([]);
  });

  it('are started at most 30 times in 10 minutes by one client; a visitor with a draft goes on', async () => {
    const visitor = request.agent(t.app);
    await post(visitor, { step: '1', intent: 'next', ...step1 }).expect(303);
    for (let i = 0; i < 29; i += 1) await post(request.agent(t.app), { step: '1', intent: 'next', ...step1 }).expect(303);
    const refused = await post(request.agent(t.app), { step: '1', intent: 'next', ...step1 });
    expect(refused.status).toBe(429);
    // A page, not a bare line of text: what happened, how long to wait, and that nothing typed is lost.
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(textOf(refused.text)).toMatch(
      /429 Please wait a moment Too many requests\. Please try again in (10 minutes|\d+ minutes)\. What you typed is still in the form: go back to it and send it then\./,
    );
    expect(await t.db.selectFrom('enrollment_drafts').select('id').execute()).toHaveLength(30);
    await post(visitor, { step: '2', intent: 'next', ...step2 }).expect(303);
  });
});
