import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { cohortCardsOf, fieldValueOf, h1Of, isChecked, textOf } from '../helpers/html.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { courseIdOf, leaveSeats, payWithDemo } from '../helpers/payments.ts';
import { enrollmentReference } from '../../domain/references.ts';
import { defaultOfferHours } from '../../domain/waitlist-line.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Every test is a client of its own: no test inherits another's rate-limit counts (the
// limiter takes a failure back only after its answer has gone, so counts can lag a step).
beforeEach(async () => {
  await t.db.deleteFrom('rate_limit_hits').execute();
});

const courseId = async (name: string) =>
  (await t.db.selectFrom('courses').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;
const soldOutName = 'Vibe Coding Beginner: East Bay Sundays';

/** An app of the test's own: its rate limits start afresh, and it is closed when the test ends. */
async function ownApp(): Promise<TestApp> {
  const app = await createTestApp();
  onTestFinished(() => app.close());
  return app;
}

describe('GET /api/courses/program/kids-vibe-coding', () => {
  it('returns every course with the fields the spec lists, price as a numeric string in dollars', async () => {
    const res = await request(t.app).get('/api/courses/program/kids-vibe-coding');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(7);
    const first = res.body[0];
    expect(Object.keys(first).sort()).toEqual(
      [
        'availableSeats',
        'cohortType',
        'dates',
        'description',
        'format',
        'id',
        'level',
        'location',
        'name',
        'price',
        'schedule',
        'startDate',
        'status',
        'pricing',
      ].sort(),
    );
    expect(first).toMatchObject({
      level: 'beginner',
      cohortType: 'south-bay',
      price: '675.00',
      // A winter cohort: no early bird (that is for spring cohorts).
      pricing: { listPrice: 675, earlyBird: null },
      availableSeats: 5,
      status: 'active',
    });
    expect(res.body.map((c: { startDate: string }) => c.startDate)).toEqual(
      [...res.body.map((c: { startDate: string }) => c.startDate)].sort(),
    );
  });

  it('shows a seat change at once (no stale cache)', async () => {
    const id = await courseId('Vibe Coding Intermediate: South Bay Spring');
    const before = (await request(t.app).get('/api/courses/program/kids-vibe-coding')).body.find(
      (c: { id: number }) => c.id === id,
    );
    await t.db.updateTable('courses').set({ seats_taken: 3 }).where('id', '=', id).execute();
    const after = (await request(t.app).get('/api/courses/program/kids-vibe-coding')).body.find(
      (c: { id: number }) => c.id === id,
    );
    expect(before.availableSeats - after.availableSeats).toBe(3);
    await t.db.updateTable('courses').set({ seats_taken: 0 }).where('id', '=', id).execute();
  });

  it('answers an empty array for a program with no courses', async () => {
    const res = await request(t.app).get('/api/courses/program/unknown-program');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});

describe('GET /api/courses/{id}', () => {
  it('returns one course with a numeric price', async () => {
    const id = await courseId(soldOutName);
    const res = await request(t.app).get(`/api/courses/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      name: soldOutName,
      price: 675,
      availableSeats: 0,
      dates: 'February 7 - March 28, 2027',
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await request(t.app).get('/api/courses/9999')).status).toBe(404);
    expect((await request(t.app).get('/api/courses/9999')).body).toEqual({ error: 'Course not found' });
    for (const bad of ['abc', '1.5', '-1', '0', '99999999999']) {
      const res = await request(t.app).get(`/api/courses/${bad}`);
      expect(res.status, bad).toBe(400);
      expect(res.body).toEqual({ error: 'Invalid course id' });
    }
  });
});

const valid = {
  parentName: 'Dana Parent',
  parentEmail: 'Dana@Example.org',
  parentPhone: '(408) 555-0100',
  studentName: 'Sam',
  studentGrade: '7th',
  message: 'Any weekend cohort works.',
  interestedInFutureCamps: true,
  courseName: 'ignored',
};

describe('POST /api/courses/{id}/express-interest', () => {
  beforeEach(async () => {
    await t.db.deleteFrom('waitlist_entries').execute();
  });

  it('stores the entry with the course’s real name and answers 201', async () => {
    const id = await courseId(soldOutName);
    const res = await request(t.app).post(`/api/courses/${id}/express-interest`).send(valid);
    expect(res.status).toBe(201);
    const rows = await t.db.selectFrom('waitlist_entries').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      course_id: id,
      course_name: soldOutName,
      parent_email: 'dana@example.org',
      parent_phone: '(408) 555-0100',
      student_grade: '7th',
      interested_in_future_camps: 1,
    });
  });

  it('keeps one entry when the same email repeats for the same course', async () => {
    const id = await courseId(soldOutName);
    await request(t.app).post(`/api/courses/${id}/express-interest`).send(valid).expect(201);
    await request(t.app)
      .post(`/api/courses/${id}/express-interest`)
      .send({ ...valid, parentEmail: ' dana@example.org ', parentPhone: '408 555 0199 ' })
      .expect(201);
    const rows = await t.db.selectFrom('waitlist_entries').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.parent_phone).toBe('408 555 0199');
  });

  it('refuses a child who already has a seat in the cohort (a place in its line would take an offer from a family waiting); a sibling joins', async () => {
    // An app of its own: the cohort it fills stays open for the other tests.
    const own = await ownApp();
    const open = await courseIdOf(own.db, 'Vibe Coding Beginner: Summer Mornings');
    const { enrollmentId } = await payWithDemo(own, {
      courseId: open,
      studentName: 'Ada Okafor',
      parentEmail: 'dana@example.org',
    });
    await leaveSeats(own.db, open, 0);
    const again = await request(own.app)
      .post(`/api/courses/${open}/express-interest`)
      .send({ ...valid, studentName: ' ada  okafor ' });
    expect(again.status).toBe(422);
    expect(again.body.fields).toEqual({
      studentName: `Ada Okafor already has a seat in this cohort: there is nothing to wait for. Your page shows the enrollment.`,
    });
    // No booking reference: whoever types a child's name and an address would read it.
    expect(JSON.stringify(again.body)).not.toContain(enrollmentReference(enrollmentId));
    expect(await own.db.selectFrom('waitlist_entries').selectAll().where('course_id', '=', open).execute()).toEqual([]);
    // Without a script the page comes back on that field (focus and scroll), not at its top.
    const page = await request(own.app)
      .post(`/courses/${open}/express-interest`)
      .type('form')
      .send(new URLSearchParams({ ...valid, studentName: 'Ada Okafor', interestedInFutureCamps: 'on' }).toString());
    expect(page.status).toBe(422);
    expect(/<input[^>]*id="waitlist-studentName"[^>]*>/.exec(page.text)?.[0]).toContain('autofocus=""');
    expect(page.text.match(/autofocus=""/g)).toHaveLength(1);
    await request(own.app)
      .post(`/api/courses/${open}/express-interest`)
      .send({ ...valid, studentName: 'Kenta Okafor' })
      .expect(201);
  });

  it('refuses another child for an email already in line, beside Student Name, and drops no one', async () => {
    // A parent pressed the card's second button for a sibling: the first child vanished from the line.
    const id = await courseId(soldOutName);
    await request(t.app).post(`/api/courses/${id}/express-interest`).send(valid).expect(201);
    const api = await request(t.app)
      .post(`/api/courses/${id}/express-interest`)
      .send({ ...valid, studentName: 'Robin' });
    expect(api.status).toBe(422);
    const message =
      'This email is already in line for Sam: one place per family. To add another child, write to us and we will keep them in mind.';
    expect(api.body.fields).toEqual({ studentName: message });
    // The form says it beside the field, with what was typed.
    const form = await request(t.app)
      .post(`/courses/${id}/express-interest`)
      .type('form')
      .send(new URLSearchParams({ ...valid, studentName: 'Robin', interestedInFutureCamps: 'on' }).toString());
    expect(form.status).toBe(422);
    expect(textOf(form.text)).toContain(message);
    expect(fieldValueOf(form.text, 'studentName')).toBe('Robin');
    const rows = await t.db.selectFrom('waitlist_entries').selectAll().execute();
    expect(rows.map((row) => row.student_name)).toEqual(['Sam']);
    // The same child again, written differently, still refreshes the family's details.
    await request(t.app)
      .post(`/api/courses/${id}/express-interest`)
      .send({ ...valid, studentName: ' sam ', parentPhone: '408 555 0111' })
      .expect(201);
    expect((await t.db.selectFrom('waitlist_entries').selectAll().execute()).map((row) => row.parent_phone)).toEqual([
      '408 555 0111',
    ]);
  });

  /** Two names for one email sent at once, five rounds from an empty line: each round's answers and who was kept. */
  async function sentTogether(names: [string, string]) {
    const id = await courseId(soldOutName);
    const send = (studentName: string) =>
      request(t.app)
        .post(`/api/courses/${id}/express-interest`)
        .send({ ...valid, studentName });
    const rounds: { statuses: number[]; kept: string[] }[] = [];
    for (let round = 0; round < 5; round++) {
      await t.db.deleteFrom('waitlist_entries').execute();
      const statuses = (await Promise.all(names.map(send))).map((res) => res.status);
      const kept = (await t.db.selectFrom('waitlist_entries').select('student_name').execute()).map((row) => row.student_name);
      rounds.push({ statuses, kept });
    }
    return rounds;
  }

  it('lets only one of two children in at once when the same email sends both together', async () => {
    // Two tabs, one per sibling, pressed together: both found no place for the family and
    // the later one replaced the earlier child. One must be refused, and the line keep the other.
    for (const { statuses, kept } of await sentTogether(['Sam', 'Robin'])) {
      expect([...statuses].sort()).toEqual([201, 422]);
      expect(kept).toEqual([statuses[0] === 201 ? 'Sam' : 'Robin']);
    }
  });

  it('takes the same child sent twice at once in another case as one place (a double press, a second tab)', async () => {
    for (const { statuses, kept } of await sentTogether(['Sam Lee', 'sam lee'])) {
      expect(statuses).toEqual([201, 201]);
      expect(kept).toHaveLength(1);
    }
  });

  it('defaults interestedInFutureCamps to true and leaves optional fields empty', async () => {
    const id = await courseId(soldOutName);
    const { studentGrade: _g, message: _m, interestedInFutureCamps: _i, courseName: _c, ...required } = valid;
    await request(t.app).post(`/api/courses/${id}/express-interest`).send(required).expect(201);
    const row = await t.db.selectFrom('waitlist_entries').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ interested_in_future_camps: 1, student_grade: null, message: null });
  });

  it.each([
    ['parentName', 'D', 'Name must be at least 2 characters'],
    ['parentEmail', 'not-an-email', 'Invalid email address'],
    ['parentPhone', '555-0100', 'Phone number must be at least 10 digits'],
    ['studentName', ' S ', 'Student name must be at least 2 characters'],
    ['parentName', 42, 'Invalid input'],
    ['interestedInFutureCamps', 'yes', 'Invalid input'],
  ])('%s = %j gives 400 with "%s"', async (field, value, message) => {
    const id = await courseId(soldOutName);
    const res = await request(t.app)
      .post(`/api/courses/${id}/express-interest`)
      .send({ ...valid, [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Invalid input');
    expect(res.body.fields[field]).toBe(message);
    expect(await t.db.selectFrom('waitlist_entries').selectAll().execute()).toHaveLength(0);
  });

  it('says Required for a missing field', async () => {
    const id = await courseId(soldOutName);
    const res = await request(t.app).post(`/api/courses/${id}/express-interest`).send({ parentEmail: 'a@example.org' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({ parentName: 'Required', parentPhone: 'Required', studentName: 'Required' });
  });

  it('answers 404 for an unknown course, 400 for a malformed id, 415 for a non-JSON body — never 500', async () => {
    expect((await request(t.app).post('/api/courses/9999/express-interest').send(valid)).status).toBe(404);
    expect((await request(t.app).post('/api/courses/x/express-interest').send(valid)).status).toBe(400);
    const form = await request(t.app).post('/api/courses/1/express-interest').type('form').send('parentName=Dana');
    expect(form.status).toBe(415);
    const array = await request(t.app).post('/api/courses/1/express-interest').send([valid]);
    expect(array.status).toBe(415);
  });

  it('pretends to accept a filled honeypot but stores nothing', async () => {
    const id = await courseId(soldOutName);
    await request(t.app)
      .post(`/api/courses/${id}/express-interest`)
      .send({ ...valid, website: 'http://spam.example' })
      .expect(201);
    expect(await t.db.selectFrom('waitlist_entries').selectAll().execute()).toHaveLength(0);
  });

  it('rate-limits a client to 10 submissions in 10 minutes', async () => {
    const app = await createTestApp();
    try {
      const statuses = [];
      for (let i = 0; i < 11; i++) {
        statuses.push(
          (
            await request(app.app)
              .post('/api/courses/2/express-interest')
              .send({ ...valid, parentEmail: `p${i}@example.org` })
          ).status,
        );
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
      expect(statuses[10]).toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('the HTML form (no JavaScript)', () => {
  beforeEach(async () => {
    await t.db.deleteFrom('waitlist_entries').execute();
  });
  const form = (data: Record<string, string>) => new URLSearchParams(data).toString();
  const filled = {
    parentName: 'Dana Parent',
    parentEmail: 'dana@example.org',
    parentPhone: '4085550100',
    studentName: 'Sam',
    studentGrade: '',
    message: '',
    interestedInFutureCamps: 'false',
  };

  it('GET shows the Express Interest page with the form', async () => {
    const id = await courseId(soldOutName);
    const res = await request(t.app).get(`/courses/${id}/express-interest`);
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe('Express Interest');
    expect(res.text).toContain(`action="/courses/${id}/express-interest"`);
    expect(isChecked(res.text, 'interestedInFutureCamps', 'true')).toBe(true);
    // At the page's edge like every page, and beside the form how the waitlist works, with the offer's hours.
    expect(res.text).not.toContain('container--narrow');
    expect(textOf(res.text)).toContain(
      `How the waitlist works 1 Join in a minute Tell us who you are and who the seat is for. Nothing is charged. 2 A seat opens We hold it for the next family in line and send them a link to pay for it. 3 Pay or pass it on The held seat waits ${defaultOfferHours} hours for your payment.`,
    );
    // Who the cohorts are for, beside the student's fields, and where a teen goes instead.
    expect(textOf(res.text)).toMatch(
      /Kids Vibe Coding is for ages 8-14\. In high school\? See the High-school Social Impact Lab ?\./,
    );
    expect(res.text).toContain('href="/vibe-coding-for-high-schooler"');
  });

  it('re-renders the same form with the spec messages and what was typed (422)', async () => {
    const id = await courseId(soldOutName);
    const res = await request(t.app)
      .post(`/courses/${id}/express-interest`)
      .type('form')
      .send(form({ ...filled, parentName: 'D', parentEmail: 'nope', parentPhone: '123' }));
    expect(res.status).toBe(422);
    const text = textOf(res.text);
    expect(text).toContain('Name must be at least 2 characters');
    expect(text).toContain('Invalid email address');
    expect(text).toContain('Phone number must be at least 10 digits');
    expect(text).not.toContain('Student name must be');
    expect(res.text).toContain('value="nope"');
    expect(res.text).toContain('value="Sam"');
    expect(res.text).toContain('aria-invalid="true"');
  });

  it('stores the entry and redirects back to the level with a flash toast (PRG)', async () => {
    const id = await courseId(soldOutName);
    const res = await request(t.app)
      .post(`/courses/${id}/express-interest`)
      .type('form')
      .send(form(filled) + '&interestedInFutureCamps=true');
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/kids-vibe-coding?level=beginner&joined=${id}&place=1#cohort-${id}`);
    const row = await t.db.selectFrom('waitlist_entries').selectAll().executeTakeFirstOrThrow();
    expect(row.interested_in_future_camps).toBe(1);
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('flash='))!;
    const page = await request(t.app).get(res.headers.location!.split('#')[0]!).set('Cookie', cookie.split(';')[0]!);
    // The joined cohort's card says so, and offers to change the details (a page without a
    // script could not; its card still said Join Waitlist). The family's own page: not cached.
    expect(page.headers['cache-control']).toBe('no-store');
    const card = new RegExp(
      `<a href="/courses/${id}/express-interest"[^>]*>([^<]*)</a><p class="waitlist-joined"[^>]*?( hidden="")?>`,
    ).exec(page.text);
    expect(card?.[1]).toBe('Change Your Details');
    expect(card?.[2]).toBeUndefined();
    // With the place taken, as the script's line says it after the dialog.
    expect(textOf(page.text)).toContain('You are on this waitlist. You joined as number 1 in line.');
    // The same page for everyone else keeps the line hidden, a link with ?joined= passed on too
    // (only the post's own signed toast cookie shows it).
    const passedOn = await request(t.app).get(`/kids-vibe-coding?level=beginner&joined=${id}`);
    expect(passedOn.text).toMatch(new RegExp(`<a href="/courses/${id}/express-interest"[^>]*>Join Waitlist</a>`));
    const plain = await request(t.app).get('/kids-vibe-coding?level=beginner');
    expect(plain.text).not.toMatch(/<p class="waitlist-joined"[^>]*?>(?!.*hidden)/);
    expect(plain.text).toMatch(new RegExp(`<a href="/courses/${id}/express-interest"[^>]*>Join Waitlist</a>`));
    // The spec's words, then the place taken: without JavaScript the card cannot say it.
    expect(textOf(page.text)).toContain(
      `Interest Recorded! We'll notify you as soon as spots open up or when we schedule the next camp. You joined as number 1 in line for ${soldOutName}.`,
    );
  });

  it('an unchecked box stores false', async () => {
    const id = await courseId(soldOutName);
    await request(t.app).post(`/courses/${id}/express-interest`).type('form').send(form(filled)).expect(303);
    const row = await t.db.selectFrom('waitlist_entries').selectAll().executeTakeFirstOrThrow();
    expect(row.interested_in_future_camps).toBe(0);
  });

  it('pretends to accept a filled honeypot but stores nothing', async () => {
    const id = await courseId(soldOutName);
    const res = await request(t.app)
      .post(`/courses/${id}/express-interest`)
      .type('form')
      .send(form({ ...filled, website: 'http://spam.example' }));
    expect(res.status).toBe(303);
    // The same answer as a family's, so the bot learns nothing.
    expect(res.headers.location).toBe(`/kids-vibe-coding?level=beginner&joined=${id}#cohort-${id}`);
    expect(await t.db.selectFrom('waitlist_entries').selectAll().execute()).toHaveLength(0);
  });

  it('shows the 404 page for an unknown course', async () => {
    expect((await request(t.app).get('/courses/9999/express-interest')).status).toBe(404);
    expect((await request(t.app).post('/courses/9999/express-interest').type('form').send(form(filled))).status).toBe(404);
  });
});

/** A valid Express Interest form, as a browser posts it. */
const filledForm = 'parentName=Dana&parentEmail=d%40example.org&parentPhone=4085550100&studentName=Sam';

describe('the waitlist of a level with no cohorts', () => {
  // Successful posts count against the rate limit: each test that stores gets its own app.
  const filledForm =
    'parentName=Dana+Parent&parentEmail=dana%40example.org&parentPhone=4085550100&studentName=Sam&interestedInFutureCamps=true';

  it('GET shows the Express Interest page naming the level, and its dialog for htmx', async () => {
    const page = await request(t.app).get('/levels/advanced/express-interest');
    expect(page.status).toBe(200);
    expect(h1Of(page.text)).toBe('Express Interest');
    expect(textOf(page.text)).toContain('Advanced cohorts (dates to be announced)');
    expect(page.text).toContain('action="/levels/advanced/express-interest"');
    // No seat is offered from a level's list: no waitlist timeline beside its form.
    expect(textOf(page.text)).not.toContain('How the waitlist works');
    const dialog = await request(t.app).get('/levels/advanced/express-interest').set('HX-Request', 'true');
    expect(dialog.text).toMatch(/^<dialog/);
    expect(dialog.text).toContain('<strong>Advanced cohorts</strong>');
  });

  it('stores one entry per family and level and goes back to that level (PRG)', async () => {
    const own = await ownApp();
    const first = await request(own.app).post('/levels/advanced/express-interest').type('form').send(filledForm);
    expect(first.status).toBe(303);
    expect(first.headers.location).toBe('/kids-vibe-coding?level=advanced#levels');
    await request(own.app)
      .post('/levels/advanced/express-interest')
      .type('form')
      .send(filledForm.replace('Sam', 'Samira'))
      .expect(303);
    const rows = await own.db.selectFrom('level_waitlist_entries').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ level: 'advanced', parent_email: 'dana@example.org', student_name: 'Samira' });
  });

  it('re-renders the form with the spec messages (422) and validates the JSON API (400, then 201)', async () => {
    const own = await ownApp();
    const bad = await request(own.app).post('/levels/beginner/express-interest').type('form').send('parentName=D');
    expect(bad.status).toBe(422);
    expect(textOf(bad.text)).toContain('Name must be at least 2 characters');
    const invalid = await request(own.app).post('/api/levels/beginner/express-interest').send({ parentName: 'D' });
    expect(invalid.status).toBe(400);
    const ok = await request(own.app).post('/api/levels/beginner/express-interest').send({
      parentName: 'Dana Parent',
      parentEmail: 'dana@example.org',
      parentPhone: '4085550100',
      studentName: 'Sam',
    });
    expect(ok.status).toBe(201);
    expect(await own.db.selectFrom('level_waitlist_entries').select('level').execute()).toEqual([{ level: 'beginner' }]);
  });

  it('answers 404 for a level that does not exist, storing nothing', async () => {
    expect((await request(t.app).get('/levels/expert/express-interest')).status).toBe(404);
    expect((await request(t.app).post('/levels/expert/express-interest').type('form').send(filledForm)).status).toBe(404);
    expect((await request(t.app).post('/api/levels/expert/express-interest').send({})).status).toBe(404);
    expect(await t.db.selectFrom('level_waitlist_entries').selectAll().execute()).toHaveLength(0);
  });
});

describe('htmx fragments', () => {
  beforeEach(async () => {
    await t.db.deleteFrom('waitlist_entries').execute();
  });
  const hx = (r: request.Test) => r.set('HX-Request', 'true');

  it('answers a tab switch with just the level block', async () => {
    const res = await hx(request(t.app).get('/kids-vibe-coding?level=advanced'));
    expect(res.status).toBe(200);
    expect(res.text.startsWith('<div id="level-tabs"')).toBe(true);
    expect(res.text).not.toContain('<html');
    expect(res.text).toContain(
      'id="tab-advanced" href="/kids-vibe-coding?level=advanced#levels" class="tab" aria-selected="true"',
    );
    expect(res.headers.vary).toContain('HX-Request');
  });

  it('answers Join Waitlist with the dialog fragment', async () => {
    const id = await courseId(soldOutName);
    const res = await hx(request(t.app).get(`/courses/${id}/express-interest`));
    expect(res.text.startsWith('<dialog')).toBe(true);
    expect(textOf(res.text)).toContain('Express Interest');
  });

  it('answers an invalid submit with 422 and the form, a valid one with a fresh form and the toast event', async () => {
    const id = await courseId(soldOutName);
    const bad = await hx(request(t.app).post(`/courses/${id}/express-interest`).type('form').send('parentName=D'));
    expect(bad.status).toBe(422);
    expect(bad.text.startsWith('<form')).toBe(true);
    expect(textOf(bad.text)).toContain('Name must be at least 2 characters');

    const good = await hx(request(t.app).post(`/courses/${id}/express-interest`).type('form').send(filledForm));
    expect(good.status).toBe(200);
    const events = JSON.parse(good.headers['hx-trigger'] as string);
    expect(events.toast).toMatchObject({ title: 'Interest Recorded!', target: 'body' });
    expect(events['waitlist:done']).toBeDefined();
    expect(good.text).not.toContain('value="Dana"');
    expect(await t.db.selectFrom('waitlist_entries').selectAll().execute()).toHaveLength(1);
  });

  it('pretends to accept a filled honeypot from htmx too, storing nothing', async () => {
    const id = await courseId(soldOutName);
    const res = await hx(request(t.app).post(`/courses/${id}/express-interest`).type('form').send(`${filledForm}&website=x`));
    expect(res.status).toBe(200);
    expect(JSON.parse(res.headers['hx-trigger'] as string).toast.title).toBe('Interest Recorded!');
    expect(await t.db.selectFrom('waitlist_entries').selectAll().execute()).toHaveLength(0);
  });

  it('answers boosted and history-restore requests with the full page, not the fragment', async () => {
    for (const header of ['HX-Boosted', 'HX-History-Restore-Request']) {
      const res = await hx(request(t.app).get('/kids-vibe-coding?level=advanced')).set(header, 'true');
      expect(res.text, header).toMatch(/^<!DOCTYPE html><html/);
      const dialog = await hx(request(t.app).get(`/courses/${await courseId(soldOutName)}/express-interest`)).set(header, 'true');
      expect(h1Of(dialog.text), header).toBe('Express Interest');
    }
  });

  it('sends a boosted form after success with HX-Redirect, the toast travelling as a flash', async () => {
    const own = await ownApp();
    const id = await courseId(soldOutName);
    const res = await hx(request(own.app).post(`/courses/${id}/express-interest`).type('form').send(filledForm)).set(
      'HX-Boosted',
      'true',
    );
    expect(res.status).toBe(204);
    expect(res.headers['hx-redirect']).toBe(`/kids-vibe-coding?level=beginner&joined=${id}&place=1#cohort-${id}`);
    expect((res.headers['set-cookie'] as unknown as string[]).some((c) => c.startsWith('flash='))).toBe(true);
    expect(await own.db.selectFrom('waitlist_entries').selectAll().execute()).toHaveLength(1);
  });

  it('keeps what was typed and raises the Error toast when the entry cannot be stored', async () => {
    const own = await ownApp();
    const id = await courseId(soldOutName);
    await own.db.schema.alterTable('waitlist_entries').renameTo('waitlist_entries_away').execute();
    try {
      const res = await hx(request(own.app).post(`/courses/${id}/express-interest`).type('form').send(filledForm));
      expect(res.status).toBe(500);
      expect(JSON.parse(res.headers['hx-trigger'] as string).toast).toMatchObject({
        title: 'Error',
        description: 'Failed to submit your interest. Please try again.',
      });
      expect(res.text).toContain('value="Dana"');
      const page = await request(own.app).post(`/courses/${id}/express-interest`).type('form').send(filledForm);
      expect(page.status).toBe(500);
      expect(textOf(page.text)).toContain('Failed to submit your interest. Please try again.');
      expect(page.text).toContain('value="d@example.org"');
    } finally {
      await own.db.schema.alterTable('waitlist_entries_away').renameTo('waitlist_entries').execute();
    }
  });

  it('re-validates on change without storing anything', async () => {
    const id = await courseId(soldOutName);
    const res = await hx(
      request(t.app).post(`/courses/${id}/express-interest/validate`).type('form').send('parentName=Dana&parentEmail=bad'),
    );
    expect(res.status).toBe(200);
    const text = textOf(res.text);
    expect(text).toContain('Invalid email address');
    expect(text).not.toContain('Name must be at least 2 characters');
    expect(await t.db.selectFrom('waitlist_entries').selectAll().execute()).toHaveLength(0);
  });

  it('raises the Error toast without a swap for an unknown course', async () => {
    const res = await hx(request(t.app).post('/courses/9999/express-interest').type('form').send('parentName=Dana'));
    expect(res.status).toBe(404);
    expect(JSON.parse(res.headers['hx-trigger'] as string).toast).toMatchObject({
      title: 'Error',
      description: 'Failed to submit your interest. Please try again.',
      variant: 'destructive',
    });
  });
});

describe('the kids page', () => {
  it('shows the hero price range, next session and the beginner cohorts by default', async () => {
    const res = await request(t.app).get('/kids-vibe-coding');
    const text = textOf(res.text);
    expect(text).toContain('$675-$875 per cohort');
    expect(text).toContain('Starting January 2027');
    expect(res.text).toContain(
      'id="tab-beginner" href="/kids-vibe-coding?level=beginner#levels" class="tab" aria-selected="true"',
    );
    const cards = cohortCardsOf(res.text);
    expect(cards).toHaveLength(3);
    expect(cards[0]).toContain('5 seats left');
    expect(cards[0]).toContain('Enroll Now');
    expect(cards[1]).toContain('SOLD OUT');
    expect(cards[1]).toContain('Join Waitlist');
    expect(cards[2]).toContain('1 seat left');
  });

  it('marks 2 or fewer seats as destructive, with a warning icon, and sold out as a solid badge', async () => {
    const badge = (html: string, text: string) =>
      new RegExp(`<span class="badge ([^"]+)">(<svg[^>]*>(?:(?!</svg>)[^])*</svg>)?${text}</span>`).exec(html);
    const intermediate = (await request(t.app).get('/kids-vibe-coding?level=intermediate')).text;
    const few = badge(intermediate, '2 seats left');
    expect(few?.[1]).toBe('badge--few-seats');
    expect(few?.[2]).toContain('M12 9v4'); // the warning triangle: not colour alone
    expect(badge(intermediate, '8 seats left')?.[1]).toBe('badge--seats');
    const beginner = (await request(t.app).get('/kids-vibe-coding')).text;
    expect(badge(beginner, 'SOLD OUT')?.[1]).toBe('badge--sold-out');
  });

  it('links Enroll Now to checkout with the course id', async () => {
    const id = await courseId('Vibe Coding Beginner: Winter Weekends');
    const res = await request(t.app).get('/kids-vibe-coding');
    expect(res.text).toContain(`href="/checkout?courseId=${id}"`);
  });

  it('shows the empty-level message and offers the level’s waitlist when a level has no active course', async () => {
    await t.db.updateTable('courses').set({ status: 'archived' }).where('level', '=', 'advanced').execute();
    try {
      const res = await request(t.app).get('/kids-vibe-coding?level=advanced').set('HX-Request', 'true');
      const text = textOf(res.text);
      expect(text).toContain('No advanced courses available at the moment. Please check back later.');
      expect(text).toContain("Join the waitlist and we'll tell you as soon as the next Advanced cohort is scheduled.");
      expect(res.text).toContain('href="/levels/advanced/express-interest"');
      expect(res.text).toContain('hx-get="/levels/advanced/express-interest"');
    } finally {
      await t.db.updateTable('courses').set({ status: 'active' }).where('level', '=', 'advanced').execute();
    }
  });

  it('falls back to the beginner tab for an unknown level', async () => {
    const res = await request(t.app).get('/kids-vibe-coding?level=expert');
    expect(res.status).toBe(200);
    expect(res.text).toContain(
      'id="tab-beginner" href="/kids-vibe-coding?level=beginner#levels" class="tab" aria-selected="true"',
    );
  });

  it('home and /programs show the next session', async () => {
    for (const path of ['/', '/programs']) {
      expect(textOf((await request(t.app).get(path)).text)).toContain('Starting January 2027');
    }
  });
});
