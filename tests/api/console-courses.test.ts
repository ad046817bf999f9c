import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { controlsNamed, fieldValueOf, h1Of, seatsBadgeOf, textOf } from '../helpers/html.ts';
import { courseIdOf, seatsOf } from '../helpers/payments.ts';
import { ownerEmail, signInAs } from '../helpers/staff.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testEngine } from '../helpers/test-database.ts';
import { enrollmentReference } from '../../domain/references.ts';

// The console's courses, on each engine, as staff use them: the list, a course's page with
// its roster, the edit form and the list's capacity edit (never below the seats taken,
// even racing checkouts), opening a cohort, and the roster as a spreadsheet.
const password = 'course console passphrase';
const sessionSecret = 'a-session-secret-of-at-least-32-characters';
const config = { adminPassword: password, sessionSecret, trustProxy: 1 as const };

let t: TestApp;
let owner: request.Agent;
beforeAll(async () => {
  t = await createTestApp({ config });
  owner = request.agent(t.app);
  await signInAs(owner, ownerEmail, password).set('X-Forwarded-For', '192.0.2.1').expect(303);
});
afterAll(() => t.close());

// Every request is a client of its own, so the per-client write limit never joins tests.
let client = 0;
const nextIp = () => `10.${(++client >> 16) & 255}.${(client >> 8) & 255}.${client & 255}`;
const get = (path: string) => owner.get(path).set('X-Forwarded-For', nextIp());
const postForm = (path: string, fields: URLSearchParams, headers: Record<string, string> = {}) =>
  owner.post(path).set('X-Forwarded-For', nextIp()).set(headers).type('form').send(fields.toString());

const form = (fields: Record<string, string | string[]>) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) params.append(name, one);
  }
  return params;
};

/** A new cohort's fields, as the form posts them: Saturdays in the autumn of 2027. */
const cohortFields = (overrides: Record<string, string | string[]> = {}) => ({
  program: 'kids-vibe-coding',
  name: 'Vibe Coding Beginner: Autumn Saturdays',
  description: 'First steps with AI tools, on Saturday mornings.',
  level: 'beginner',
  campus: 'south-bay',
  format: 'In person, small group',
  capacity: '10',
  price: '675.50',
  status: 'active',
  startDate: '2027-09-04',
  endDate: '2027-10-23',
  classDays: ['SA'],
  classStartTime: '10:00',
  classEndTime: '12:30',
  timeZone: 'America/Los_Angeles',
  dates: '',
  schedule: '',
  location: 'Cupertino, CA (South Bay campus)',
  ...overrides,
});

let cohorts = 0;
/** Opens a cohort through the console's form; its id. */
async function openCohort(overrides: Record<string, string | string[]> = {}) {
  const res = await postForm('/admin/courses', form(cohortFields({ name: `Test Cohort ${++cohorts}`, ...overrides })));
  expect(res.status, res.text.slice(0, 300)).toBe(303);
  return Number(/^\/admin\/courses\/(\d+)$/.exec(res.headers.location as string)![1]);
}

/** A course's editable fields as stored, in the edit form's names, with `overrides`. */
async function editFields(id: number, overrides: Record<string, string | string[]> = {}) {
  const row = await t.db.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  return form({
    capacity: String(row.capacity),
    price: String(row.price_cents / 100),
    status: row.status,
    location: row.location,
    dates: row.dates,
    schedule: row.schedule,
    startDate: row.start_date,
    endDate: row.end_date ?? '',
    classDays: (row.class_days ?? '').split(','),
    classStartTime: row.class_start_time ?? '',
    classEndTime: row.class_end_time ?? '',
    timeZone: row.time_zone ?? '',
    ...overrides,
  });
}

const courseRow = (id: number) => t.db.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const auditOf = (id: number) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('record_type', '=', 'course')
    .where('record_id', '=', String(id))
    .orderBy('id')
    .execute();

/** A checkout through the public API, as a parent starts one (the demo provider); its answer. */
const initiate = (courseId: number, parent: { studentName: string; parentEmail: string }) =>
  request(t.app)
    .post('/api/enrollments/initiate')
    .set('Host', 'localhost:3000')
    .set('X-Forwarded-For', nextIp())
    .send({ ...parent, courseId });

let enrollmentsInserted = 0;
/** Enrollments written straight to the table (a big roster, odd names), as checkouts would have left them. */
async function insertEnrollments(courseId: number, rows: { student: string; status?: 'paid' | 'held' | 'refunded' }[]) {
  const at = '2026-11-20T10:00:00.000Z';
  const values = rows.map((row) => {
    const n = ++enrollmentsInserted;
    return {
      course_id: courseId,
      student_name: row.student,
      parent_email: `family${n}@example.org`,
      amount_cents: 67550,
      currency: 'usd',
      status: row.status ?? 'paid',
      hold_expires_at: '2026-11-20T10:45:00.000Z',
      payment_provider: 'demo',
      payment_session_id: `demo_cs_${n}`,
      payment_intent_id: `demo_pi_${n}`,
      refund_id: row.status === 'refunded' ? `demo_re_${n}` : null,
      created_at: at,
      updated_at: at,
      paid_at: row.status === 'held' ? null : at,
    };
  });
  for (let i = 0; i < values.length; i += 500)
    await t.db
      .insertInto('enrollments')
      .values(values.slice(i, i + 500))
      .execute();
}

describe('access', () => {
  it.each(['/admin/courses', '/admin/courses/new', '/admin/courses/1', '/admin/courses/1/roster.csv'])(
    'sends an anonymous visitor from %s to the sign-in page',
    async (path) => {
      const res = await request(t.app).get(path);
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe(`/admin/login?next=${encodeURIComponent(path)}`);
    },
  );

  it('refuses anonymous changes, changing nothing', async () => {
    const id = await courseIdOf(t.db, 'Vibe Coding Beginner: Summer Mornings');
    const before = await courseRow(id);
    for (const path of [`/admin/courses/${id}`, `/admin/courses/${id}/capacity`, '/admin/courses']) {
      const res = await request(t.app).post(path).set('X-Forwarded-For', nextIp()).type('form').send({ capacity: '30' });
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/admin/login');
    }
    expect(await courseRow(id)).toEqual(before);
  });

  it.each([
    ['get', '/admin/courses/999999'],
    ['get', '/admin/courses/abc'],
    ['get', '/admin/courses/1.5'],
    ['get', '/admin/courses/0'],
    ['get', '/admin/courses/999999/roster.csv'],
    ['get', '/admin/courses/abc/roster.csv'],
    ['post', '/admin/courses/999999'],
    ['post', '/admin/courses/999999/capacity'],
    ['post', '/admin/courses/-1/capacity'],
  ])('answers %s %s with the not-found page', async (method, path) => {
    const res =
      method === 'get'
        ? await get(path)
        : await postForm(path, form({ ...cohortFields(), capacity: '12', back: '/admin/courses' }));
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});

describe('the list', () => {
  it('shows every cohort of every status with its seats, for the owner, never cached', async () => {
    const draft = await openCohort({ name: 'Draft Cohort Zeta', status: 'draft' });
    const res = await get('/admin/courses');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toMatch(/HX-Request/);
    expect(h1Of(res.text)).toBe('Courses');
    const text = textOf(res.text);
    expect(text).toContain('Open a Cohort');
    expect(res.text).toContain('href="/admin/courses/new"');
    for (const heading of [
      'Cohort',
      'Level',
      'Campus',
      'Dates',
      'Status',
      'Price',
      'Capacity',
      'Paid',
      'Held',
      'Free',
      'Waiting',
    ]) {
      expect(text).toContain(heading);
    }
    // East Bay Sundays is sold out (8 of 8): Full; Winter Weekends has 5 of 8 free.
    const spring = await courseIdOf(t.db, 'Vibe Coding Beginner: East Bay Sundays');
    const springRow = rowOf(res.text, spring);
    expect(springRow).toContain('Vibe Coding Beginner: East Bay Sundays');
    expect(springRow).toContain('East Bay');
    expect(springRow).toContain('February 7 - March 28, 2027');
    expect(springRow).toContain('$675');
    expect(springRow).toContain('Full');
    // Its 8 seats are the sample data's, with no enrollment behind them: said, so the row adds up
    // (it read "0 paid, 0 held, Full", seats belonging to nobody).
    expect(textOf(springRow)).toMatch(/\b0 \+8 outside the site\b/);
    expect(text).toContain('Outside: seats taken with no enrollment on this site behind them');
    const facts = textOf((await get(`/admin/courses/${spring}`)).text);
    expect(facts).toContain('Seats 8 in all: 0 paid, 0 held, 8 booked outside the site, 0 free');
    expect(textOf(rowOf(res.text, draft))).toContain('Draft');
    // Each row edits its capacity in place, with htmx or as a plain form.
    expect(res.text).toContain(`action="/admin/courses/${spring}/capacity"`);
    expect(res.text).toContain(`hx-post="/admin/courses/${spring}/capacity"`);
    expect(fieldValueOf(rowHtml(res.text, spring), 'capacity')).toBe('8');
  });

  it('searches name, place and dates, filters by status, sorts and pages on the server', async () => {
    const byName = textOf((await get('/admin/courses?q=summer+studio')).text);
    expect(byName).toContain('Vibe Coding Advanced: East Bay Summer Studio');
    expect(byName).not.toContain('Winter Weekends');
    const byPlace = textOf((await get('/admin/courses?q=fremont')).text);
    expect(byPlace).toContain('East Bay Sundays');
    expect(byPlace).not.toContain('Winter Weekends');
    const byDates = textOf((await get('/admin/courses?q=june+14')).text);
    expect(byDates).toContain('Summer Mornings');
    expect(byDates).not.toContain('Winter Weekends');
    // A typed % is looked for as itself, not as "anything".
    expect(textOf((await get('/admin/courses?q=%25')).text)).toContain('No cohort matches this search.');

    await openCohort({ name: 'Archived Cohort Omega', status: 'active' });
    const archivedId = await courseIdOf(t.db, 'Archived Cohort Omega');
    await postForm(`/admin/courses/${archivedId}`, await editFields(archivedId, { status: 'archived' })).expect(303);
    const archived = textOf((await get('/admin/courses?status=archived')).text);
    expect(archived).toContain('Archived Cohort Omega');
    expect(archived).not.toContain('Winter Weekends');
    const active = textOf((await get('/admin/courses?status=active')).text);
    expect(active).not.toContain('Archived Cohort Omega');

    const names = (html: string) =>
      [...html.matchAll(/<tr id="course-row-\d+">.*?<a href="[^"]+">([^<]+)<\/a>/gs)].map((m) => m[1]);
    const sortedByName = names((await get('/admin/courses?sort=name&dir=asc')).text);
    expect(sortedByName).toEqual([...sortedByName].sort((a, b) => a!.localeCompare(b!, 'en', { sensitivity: 'base' })));
    const byStart = names((await get('/admin/courses?sort=start&dir=desc')).text);
    expect(byStart[byStart.length - 1]).toBe('Vibe Coding Beginner: Winter Weekends');
    // Most free seats first: South Bay Spring (8 of 8 free) before any sold-out cohort.
    const byFree = names((await get('/admin/courses?sort=free&dir=desc&status=active')).text);
    expect(byFree.indexOf('Vibe Coding Intermediate: South Bay Spring')).toBeLessThan(
      byFree.indexOf('Vibe Coding Beginner: East Bay Sundays'),
    );
    const sortLink = (await get('/admin/courses?sort=name&dir=asc')).text;
    expect(sortLink).toMatch(/aria-sort="ascending"[^>]*><a class="sort-link" href="\/admin\/courses\?sort=name&amp;dir=desc"/);

    // Paging: more than a page of cohorts gives a next page holding the rest.
    const now = new Date().toISOString();
    await t.db
      .insertInto('courses')
      .values(
        Array.from({ length: 55 }, (_, i) => ({
          program: 'kids-vibe-coding',
          name: `Paging Cohort ${String(i).padStart(2, '0')}`,
          description: 'A cohort for paging.',
          level: 'beginner' as const,
          campus: 'east-bay' as const,
          location: 'Fremont, CA',
          format: 'In person',
          dates: 'Someday',
          start_date: '2028-01-01',
          schedule: 'Saturdays',
          price_cents: 1000,
          capacity: 5,
          status: 'draft' as const,
          created_at: now,
        })),
      )
      .execute();
    const first = await get('/admin/courses?q=paging+cohort&sort=name');
    expect(names(first.text)).toHaveLength(50);
    expect(first.text).toContain('href="/admin/courses?q=paging+cohort&amp;sort=name&amp;dir=asc&amp;page=2"');
    expect(names(first.text)[0]).toBe('Paging Cohort 00');
    const second = await get('/admin/courses?q=paging+cohort&sort=name&page=2');
    expect(names(second.text)).toEqual(['50', '51', '52', '53', '54'].map((n) => `Paging Cohort ${n}`));
    expect(second.text).toContain('rel="prev"');
    expect(second.text).not.toContain('rel="next"');
  });

  it('refuses a query it does not have with 400', async () => {
    expect((await get('/admin/courses?sort=evil')).status).toBe(400);
    expect((await get('/admin/courses?status=deleted')).status).toBe(400);
    expect((await get('/admin/courses?page=0')).status).toBe(400);
  });
});

/** A list row's markup, by course id. */
const rowHtml = (html: string, id: number) => new RegExp(`<tr id="course-row-${id}">.*?</tr>`, 's').exec(html)?.[0] ?? '';
const rowOf = (html: string, id: number) => textOf(rowHtml(html, id));

describe("a course's page", () => {
  it('shows the facts, the roster paid through the real checkout with its reference, holds, refunds and the waitlist in order', async () => {
    const id = await openCohort({ name: 'Roster Cohort' });
    // A parent pays through the demo payment page.
    const started = await initiate(id, { studentName: 'Ada Lovelace', parentEmail: 'ada@example.org' });
    expect(started.status).toBe(200);
    const payPath = new URL(started.body.checkoutUrl as string).pathname;
    expect((await request(t.app).post(`${payPath}/pay`).set('Host', 'localhost:3000')).status).toBe(303);
    const paid = await t.db.selectFrom('enrollments').selectAll().where('course_id', '=', id).executeTakeFirstOrThrow();
    expect(paid.status).toBe('paid');
    // Another holds a seat; a third was refunded.
    expect((await initiate(id, { studentName: 'Grace Hopper', parentEmail: 'grace@example.org' })).status).toBe(200);
    await insertEnrollments(id, [{ student: 'Alan Turing', status: 'refunded' }]);
    // Stored second, but earlier in line (as after staff moved the first family to the front).
    const joined = ['2026-11-21T09:00:00.000Z', '2026-11-21T08:00:00.000Z'];
    await t.db
      .insertInto('waitlist_entries')
      .values(
        ['Second Family', 'First Family'].map((parent, i) => ({
          course_id: id,
          course_name: 'Roster Cohort',
          parent_name: parent,
          parent_email: `${parent.split(' ')[0]!.toLowerCase()}@example.org`,
          parent_phone: '408-555-0100',
          student_name: `${parent} Kid`,
          student_grade: '5th',
          interested_in_future_camps: 1,
          created_at: joined[i]!,
          line_order: 2 - i,
        })),
      )
      .execute();

    const res = await get(`/admin/courses/${id}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(h1Of(res.text)).toBe('Roster Cohort');
    const text = textOf(res.text);
    expect(text).toContain('September 4 - October 23, 2027'); // written from the schedule
    expect(text).toContain('Saturdays, 10:00 AM - 12:30 PM');
    expect(text).toContain('$675.50');
    expect(text).toContain('Download Roster (CSV)');
    expect(res.text).toContain(`href="/admin/courses/${id}/roster.csv"`);
    expect(text).toContain("use your browser's Print");

    const roster = section(res.text, 'roster-heading');
    expect(textOf(roster)).toContain('Roster (1 student)');
    expect(textOf(roster)).toContain('Ada Lovelace');
    expect(textOf(roster)).toContain('ada@example.org');
    expect(textOf(roster)).toContain('$675.50 USD');
    expect(textOf(roster)).toContain(enrollmentReference(paid.id));
    expect(textOf(roster)).not.toContain('Grace Hopper');
    // The roster is what paper gets; holds, refunds and the form stay off it.
    expect(roster).not.toMatch(/^<section[^>]*no-print/);

    const holds = textOf(section(res.text, 'holds-heading'));
    expect(holds).toContain('Holds in progress (1 hold)');
    expect(holds).toContain('Grace Hopper');
    expect(holds).toContain('Expires');
    const refunds = textOf(section(res.text, 'refunds-heading'));
    expect(refunds).toContain('Alan Turing');
    expect(refunds).toContain('Refunded');

    const waitlist = textOf(section(res.text, 'waitlist-heading'));
    expect(waitlist).toContain('Waitlist (2 families)');
    expect(waitlist.indexOf('First Family')).toBeLessThan(waitlist.indexOf('Second Family'));
    // In the waitlist page's words and cells: a place in line, the family's mail and call links.
    expect(waitlist).toContain('Place State Parent Student Joined');
    expect(waitlist).toMatch(/1 Waiting First Family first@example.org 408-555-0100 First Family Kid Grade: 5th/);
    expect(section(res.text, 'waitlist-heading')).toContain('href="mailto:first@example.org"');

    // The form shows what is stored.
    expect(fieldValueOf(res.text, 'capacity')).toBe('10');
    expect(fieldValueOf(res.text, 'price')).toBe('675.50');
    expect(fieldValueOf(res.text, 'status')).toBe('active');
    expect(fieldValueOf(res.text, 'startDate')).toBe('2027-09-04');
    expect(res.text).toMatch(/<input[^>]*name="classDays" checked="" value="SA"/);
    // An active course may be archived, never put back to draft.
    expect(res.text).toContain('<option value="archived"');
    expect(res.text).not.toContain('<option value="draft"');
  });
});

/** A section of a page by its heading's id. */
const section = (html: string, headingId: string) =>
  new RegExp(`<section aria-labelledby="${headingId}"[^>]*>.*?</section>`, 's').exec(html)?.[0] ?? '';

describe('editing a course', () => {
  it('saves every field in one change with one audit row of what changed, and says so', async () => {
    const id = await openCohort({ name: 'Edit Cohort' });
    const res = await postForm(
      `/admin/courses/${id}`,
      await editFields(id, {
        capacity: '12',
        price: '$1,250.5',
        status: 'archived',
        location: 'Online',
        classDays: ['SA', 'SU'],
        dates: 'Autumn 2027',
      }),
    );
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/admin/courses/${id}`);
    const row = await courseRow(id);
    expect(row).toMatchObject({
      capacity: 12,
      price_cents: 125050,
      status: 'archived',
      location: 'Online',
      class_days: 'SA,SU',
      dates: 'Autumn 2027',
      // Written from the schedule when the cohort was opened, so it follows the new days.
      schedule: 'Saturdays and Sundays, 10:00 AM - 12:30 PM',
    });
    const audit = await auditOf(id);
    expect(audit.map((entry) => entry.action)).toEqual(['course.created', 'course.updated']);
    const updated = audit[1]!;
    expect(updated.staff_email).toBe(ownerEmail);
    expect(JSON.parse(updated.before!)).toEqual({
      capacity: 10,
      price_cents: 67550,
      status: 'active',
      location: 'Cupertino, CA (South Bay campus)',
      class_days: 'SA',
      dates: 'September 4 - October 23, 2027',
      schedule: 'Saturdays, 10:00 AM - 12:30 PM',
    });
    expect(JSON.parse(updated.after!)).toEqual({
      capacity: 12,
      price_cents: 125050,
      status: 'archived',
      location: 'Online',
      class_days: 'SA,SU',
      dates: 'Autumn 2027',
      schedule: 'Saturdays and Sundays, 10:00 AM - 12:30 PM',
    });
    // The toast comes with the next page (the flash).
    const page = await owner.get(res.headers.location as string).set('X-Forwarded-For', nextIp());
    expect(textOf(page.text)).toContain('Course saved');

    // Saving again without a change writes nothing.
    await postForm(`/admin/courses/${id}`, await editFields(id)).expect(303);
    expect(await auditOf(id)).toHaveLength(2);
  });

  it('rewrites the dates and schedule texts when they were written from the old schedule, keeps typed ones', async () => {
    const id = await openCohort({ name: 'Moving Cohort' });
    // The form comes back with the texts as stored; only the schedule is changed.
    await postForm(
      `/admin/courses/${id}`,
      await editFields(id, { startDate: '2027-09-11', endDate: '2027-10-30', classStartTime: '09:00', classEndTime: '11:30' }),
    ).expect(303);
    expect(await courseRow(id)).toMatchObject({
      dates: 'September 11 - October 30, 2027',
      schedule: 'Saturdays, 9:00 AM - 11:30 AM',
    });
    await postForm(`/admin/courses/${id}`, await editFields(id, { schedule: 'Saturday mornings' })).expect(303);
    await postForm(`/admin/courses/${id}`, await editFields(id, { classStartTime: '10:00', classEndTime: '12:00' })).expect(303);
    expect((await courseRow(id)).schedule).toBe('Saturday mornings');
  });

  it('answers htmx with HX-Redirect, and the form alone with its messages (422)', async () => {
    const id = await openCohort({ name: 'Htmx Cohort' });
    const saved = await postForm(`/admin/courses/${id}`, await editFields(id, { price: '700' }), { 'HX-Request': 'true' });
    expect(saved.status).toBe(204);
    expect(saved.headers['hx-redirect']).toBe(`/admin/courses/${id}`);
    expect((await courseRow(id)).price_cents).toBe(70000);

    const invalid = await postForm(`/admin/courses/${id}`, await editFields(id, { price: 'lots', endDate: '2027-08-01' }), {
      'HX-Request': 'true',
    });
    expect(invalid.status).toBe(422);
    expect(invalid.headers.vary).toMatch(/HX-Request/);
    expect(invalid.text).toMatch(/^<form /);
    expect(textOf(invalid.text)).toContain('Enter the price in dollars, e.g. 675 or 675.50');
    expect(fieldValueOf(invalid.text, 'price')).toBe('lots');
  });

  it('refuses invalid input with the form again, values kept, nothing changed', async () => {
    const id = await openCohort({ name: 'Invalid Cohort' });
    const before = await courseRow(id);
    const res = await postForm(
      `/admin/courses/${id}`,
      await editFields(id, {
        capacity: 'ten',
        price: '-5',
        status: 'draft',
        startDate: '2027-02-30',
        classDays: [],
        classStartTime: '13:00',
        classEndTime: '12:00',
        // A real zone, but not one the receipts' calendar files can describe.
        timeZone: 'America/New_York',
        location: 'Somewhere new',
      }),
    );
    expect(res.status).toBe(422);
    expect(h1Of(res.text)).toBe('Invalid Cohort');
    const text = textOf(res.text);
    expect(text).toContain('Check the fields marked below.');
    expect(text).toContain('Enter the number of seats, a whole number from 0 to 500');
    expect(text).toContain('Enter the price in dollars, e.g. 675 or 675.50');
    expect(text).toContain('Choose active or archived');
    expect(text).toContain('Enter the first class day');
    expect(text).toContain('Choose the class days');
    expect(text).toContain("Enter America/Los_Angeles: the receipts' calendar files describe that time zone only");
    expect(fieldValueOf(res.text, 'capacity')).toBe('ten');
    expect(fieldValueOf(res.text, 'location')).toBe('Somewhere new');
    expect(controlsNamed(res.text, 'capacity')[0]).toContain('aria-invalid="true"');
    expect(await courseRow(id)).toEqual(before);
    expect(await auditOf(id)).toHaveLength(1);

    // Checks across fields: a class ends after it starts, and the first day is a class day.
    const crossed = await postForm(
      `/admin/courses/${id}`,
      await editFields(id, { classStartTime: '13:00', classEndTime: '12:00', startDate: '2027-09-05' }),
    );
    expect(crossed.status).toBe(422);
    expect(textOf(crossed.text)).toContain('A class must end after it starts');
    expect(textOf(crossed.text)).toContain('The first class day is a Sunday, which is not one of the class days');
  });

  it('never sets capacity below the seats taken: 422 with the message, and no field changed, no audit row', async () => {
    const id = await courseIdOf(t.db, 'Vibe Coding Intermediate: East Bay Winter'); // 6 of 8 taken
    const before = await courseRow(id);
    const auditBefore = await auditOf(id);
    const res = await postForm(
      `/admin/courses/${id}`,
      await editFields(id, { capacity: '5', price: '999', location: 'Elsewhere' }),
    );
    expect(res.status).toBe(422);
    const message = "6 seats are taken (paid, held, or booked outside the site): capacity can't go below 6.";
    expect(textOf(res.text)).toContain(message);
    expect(fieldValueOf(res.text, 'capacity')).toBe('5');
    expect(fieldValueOf(res.text, 'price')).toBe('999');
    expect(await courseRow(id)).toEqual(before);
    expect(await auditOf(id)).toEqual(auditBefore);

    // Exactly the seats taken is fine.
    await postForm(`/admin/courses/${id}`, await editFields(id, { capacity: '6' })).expect(303);
    expect(await seatsOf(t.db, id)).toEqual({ capacity: 6, seats_taken: 6 });
  });

  it('keeps a draft a draft or publishes it', async () => {
    const id = await openCohort({ name: 'Drafted Cohort', status: 'draft' });
    const page = await get(`/admin/courses/${id}`);
    expect(page.text).toContain('<option value="draft"');
    await postForm(`/admin/courses/${id}`, await editFields(id, { price: '600' })).expect(303);
    expect(await courseRow(id)).toMatchObject({ status: 'draft', price_cents: 60000 });
    await postForm(`/admin/courses/${id}`, await editFields(id, { status: 'active' })).expect(303);
    expect((await courseRow(id)).status).toBe('active');
    const back = await postForm(`/admin/courses/${id}`, await editFields(id, { status: 'draft' }));
    expect(back.status).toBe(422);
    expect((await courseRow(id)).status).toBe('active');
  });
});

describe("the list's capacity edit", () => {
  it('without JavaScript saves and returns to the same list with a toast', async () => {
    const id = await courseIdOf(t.db, 'Vibe Coding Beginner: Summer Mornings'); // 7 of 8 taken
    const back = '/admin/courses?q=summer&sort=name&dir=desc&status=active';
    const res = await postForm(`/admin/courses/${id}/capacity`, form({ capacity: '9', back }));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`${back}#course-row-${id}`);
    expect(await seatsOf(t.db, id)).toEqual({ capacity: 9, seats_taken: 7 });
    const [entry] = (await auditOf(id)).slice(-1);
    expect(entry).toMatchObject({ action: 'course.updated', before: '{"capacity":8}', after: '{"capacity":9}' });
    const list = await owner.get(back).set('X-Forwarded-For', nextIp());
    expect(textOf(list.text)).toContain('Capacity saved: 9 seats');

    // Somewhere else than the list is not a place to return to.
    const elsewhere = await postForm(`/admin/courses/${id}/capacity`, form({ capacity: '9', back: 'https://evil.example/' }));
    expect(elsewhere.headers.location).toBe(`/admin/courses#course-row-${id}`);
  });

  it('without JavaScript shows the list again with the message (422), nothing changed', async () => {
    const id = await courseIdOf(t.db, 'Vibe Coding Beginner: East Bay Sundays'); // 8 of 8 taken
    const res = await postForm(`/admin/courses/${id}/capacity`, form({ capacity: '3', back: '/admin/courses?q=sundays' }));
    expect(res.status).toBe(422);
    expect(h1Of(res.text)).toBe('Courses');
    expect(rowOf(res.text, id)).toContain(
      "8 seats are taken (paid, held, or booked outside the site): capacity can't go below 8.",
    );
    expect(fieldValueOf(rowHtml(res.text, id), 'capacity')).toBe('3');
    expect(await seatsOf(t.db, id)).toEqual({ capacity: 8, seats_taken: 8 });
  });

  it('with htmx answers the row: saved (with a toast event), or with its message (422)', async () => {
    const id = await courseIdOf(t.db, 'Vibe Coding Advanced: East Bay Summer Studio'); // 4 of 8 taken
    const htmx = { 'HX-Request': 'true' };
    const saved = await postForm(`/admin/courses/${id}/capacity`, form({ capacity: '10', back: '/admin/courses' }), htmx);
    expect(saved.status).toBe(200);
    expect(saved.headers.vary).toMatch(/HX-Request/);
    expect(saved.text).toMatch(new RegExp(`^<tr id="course-row-${id}">`));
    expect(fieldValueOf(saved.text, 'capacity')).toBe('10');
    expect(textOf(saved.text)).toContain('Vibe Coding Advanced: East Bay Summer Studio');
    expect(JSON.parse(saved.headers['hx-trigger'] as string)).toMatchObject({ toast: { title: 'Capacity saved: 10 seats' } });

    const refused = await postForm(`/admin/courses/${id}/capacity`, form({ capacity: '2', back: '/admin/courses' }), htmx);
    expect(refused.status).toBe(422);
    expect(refused.text).toMatch(new RegExp(`^<tr id="course-row-${id}">`));
    expect(textOf(refused.text)).toContain(
      "4 seats are taken (paid, held, or booked outside the site): capacity can't go below 4.",
    );
    expect(refused.text).toMatch(/aria-invalid="true"/);

    const junk = await postForm(`/admin/courses/${id}/capacity`, form({ capacity: '1e3', back: '/admin/courses' }), htmx);
    expect(junk.status).toBe(422);
    expect(textOf(junk.text)).toContain('Enter the number of seats, a whole number from 0 to 500');
    expect(await seatsOf(t.db, id)).toEqual({ capacity: 10, seats_taken: 4 });
  });

  it(`shows a raise on the public pages ${testEngine === 'postgres' ? 'of another instance' : ''} within a second`, async () => {
    // On PostgreSQL a second instance behind the load balancer; SQLite is one process, whose own cache must drop.
    let other = t;
    if (testEngine === 'postgres') {
      other = await createTestApp({ config, sameDatabaseAs: t, seed: false });
      onTestFinished(() => other.close());
    }
    const id = await courseIdOf(t.db, 'Vibe Coding Advanced: South Bay Studio'); // sold out, 8 of 8
    const badge = async () =>
      seatsBadgeOf(
        (await request(other.app).get('/kids-vibe-coding?level=advanced').set('Host', 'localhost:3000')).text,
        'South Bay Studio',
      );
    const seatsLeft = async () =>
      (await request(other.app).get(`/api/courses/${id}`).set('Host', 'localhost:3000')).body.availableSeats as number;
    // The other instance caches both.
    expect(await badge()).toBe('SOLD OUT');
    expect(await seatsLeft()).toBe(0);
    await postForm(`/admin/courses/${id}/capacity`, form({ capacity: '10', back: '/admin/courses' })).expect(303);
    await within(1_000, badge, '2 seats left');
    await within(1_000, seatsLeft, 2);
    // A price change alone (no seat moved) drops the pages too.
    await postForm(`/admin/courses/${id}`, await editFields(id, { price: '900' })).expect(303);
    await within(
      1_000,
      async () => (await request(other.app).get(`/api/courses/${id}`).set('Host', 'localhost:3000')).body.price,
      900,
    );
  });
});

/** Polls until `read` gives `expected`, for at most `ms`. */
async function within(ms: number, read: () => Promise<unknown>, expected: unknown) {
  const started = Date.now();
  let last: unknown;
  while ((last = await read()) !== expected) {
    if (Date.now() - started > ms) throw new Error(`still ${String(last)}, not ${String(expected)}, after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('opening a cohort', () => {
  it('has a form with sensible defaults', async () => {
    const res = await get('/admin/courses/new');
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe('Open a Cohort');
    expect(fieldValueOf(res.text, 'program')).toBe('kids-vibe-coding');
    expect(fieldValueOf(res.text, 'timeZone')).toBe('America/Los_Angeles');
    expect(fieldValueOf(res.text, 'status')).toBe('active');
    expect(res.text).toContain('<option value="draft"');
    expect(res.text).not.toContain('<option value="archived"');
  });

  it('opens it with an audit row; it shows on the list and the public API', async () => {
    const res = await postForm(
      '/admin/courses',
      form(cohortFields({ name: 'Vibe Coding Beginner: Fresh Start', capacity: '7' })),
    );
    expect(res.status).toBe(303);
    const id = Number((res.headers.location as string).split('/').pop());
    const row = await courseRow(id);
    expect(row).toMatchObject({
      program: 'kids-vibe-coding',
      name: 'Vibe Coding Beginner: Fresh Start',
      level: 'beginner',
      campus: 'south-bay',
      capacity: 7,
      seats_taken: 0,
      price_cents: 67550,
      status: 'active',
      start_date: '2027-09-04',
      end_date: '2027-10-23',
      class_days: 'SA',
      class_start_time: '10:00',
      class_end_time: '12:30',
      time_zone: 'America/Los_Angeles',
      dates: 'September 4 - October 23, 2027',
      schedule: 'Saturdays, 10:00 AM - 12:30 PM',
    });
    const [created] = await auditOf(id);
    expect(created).toMatchObject({ action: 'course.created', staff_email: ownerEmail, before: null });
    expect(JSON.parse(created!.after!)).toMatchObject({
      name: 'Vibe Coding Beginner: Fresh Start',
      capacity: 7,
      price_cents: 67550,
    });

    expect(textOf((await get('/admin/courses?q=fresh+start')).text)).toContain('Vibe Coding Beginner: Fresh Start');
    const api = await request(t.app).get('/api/courses/program/kids-vibe-coding').set('Host', 'localhost:3000');
    expect(api.body).toContainEqual(
      expect.objectContaining({ id, name: 'Vibe Coding Beginner: Fresh Start', availableSeats: 7, price: '675.50' }),
    );
    const kids = await request(t.app).get('/kids-vibe-coding?level=beginner').set('Host', 'localhost:3000');
    expect(seatsBadgeOf(kids.text, 'Fresh Start')).toBe('7 seats left');
  });

  it('refuses an incomplete form with its messages, values kept (422), for htmx the form alone', async () => {
    const count = async () =>
      (
        await t.db
          .selectFrom('courses')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = Number(await count());
    const fields = cohortFields({ name: 'X', level: 'expert', campus: '', description: 'short', program: 'Kids Vibe' });
    const res = await postForm('/admin/courses', form(fields));
    expect(res.status).toBe(422);
    const text = textOf(res.text);
    expect(text).toContain("Enter the cohort's name");
    expect(text).toContain('Choose a level');
    expect(text).toContain('Choose a campus');
    expect(text).toContain('Describe the cohort in a sentence or two');
    expect(text).toContain('Use lowercase letters, digits and dashes');
    expect(fieldValueOf(res.text, 'description')).toBe('short');
    expect(fieldValueOf(res.text, 'price')).toBe('675.50');
    const htmx = await postForm('/admin/courses', form(fields), { 'HX-Request': 'true' });
    expect(htmx.status).toBe(422);
    expect(htmx.text).toMatch(/^<form /);
    expect(Number(await count())).toBe(before);
  });
});

describe('seats under load', () => {
  it('never oversells while capacity goes up and down during many checkouts', async () => {
    const id = await openCohort({ name: 'Race Cohort', capacity: '5' });
    const checkouts = 40;
    const edits = 24;
    const capacities = Array.from({ length: edits }, (_, i) => [2, 12, 0, 8, 4, 15][i % 6]!);
    const answers = await Promise.all([
      ...Array.from({ length: checkouts }, (_, n) =>
        initiate(id, { studentName: `Racer ${n}`, parentEmail: `racer${n}@example.org` }).then((res) => ({
          kind: 'checkout',
          res,
        })),
      ),
      ...capacities.map((capacity) =>
        postForm(`/admin/courses/${id}/capacity`, form({ capacity: String(capacity), back: '/admin/courses' })).then((res) => ({
          kind: 'capacity',
          res,
        })),
      ),
    ]);
    for (const { kind, res } of answers) {
      if (kind === 'checkout') expect([200, 409]).toContain(res.status);
      else expect([303, 422]).toContain(res.status);
    }
    const seats = await seatsOf(t.db, id);
    expect(seats.seats_taken).toBeLessThanOrEqual(seats.capacity);
    const taken = await t.db
      .selectFrom('enrollments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('course_id', '=', id)
      .where('status', 'in', ['held', 'paid'])
      .executeTakeFirstOrThrow();
    expect(Number(taken.n)).toBe(seats.seats_taken);
    expect(answers.filter((a) => a.kind === 'checkout' && a.res.status === 200)).toHaveLength(seats.seats_taken);
    // Every refusal said why; every accepted change has its audit row.
    for (const { res } of answers.filter((a) => a.kind === 'capacity' && a.res.status === 422)) {
      expect(textOf(res.text)).toMatch(
        /seats? (is|are) taken \(paid, held, or booked outside the site\): capacity can't go below \d+\./,
      );
    }
    const audit = (await auditOf(id)).filter((entry) => entry.action === 'course.updated');
    for (const entry of audit) {
      const before = JSON.parse(entry.before!) as { capacity: number };
      const after = JSON.parse(entry.after!) as { capacity: number };
      expect(Object.keys(after)).toEqual(['capacity']);
      expect(before.capacity).not.toBe(after.capacity);
    }
    expect(audit.length).toBeGreaterThan(0);
  }, 30_000);
});

describe('the roster as CSV', () => {
  it('has a header, every enrollment of every status, names quoted, formulas defused, UTF-8 intact', async () => {
    const id = await openCohort({ name: 'CSV Cohort: Spring "Special"' });
    await insertEnrollments(id, [
      { student: 'Smith, "Bobby" Jr.' },
      { student: '=HYPERLINK("https://evil.example","click")' },
      { student: 'José Núñez', status: 'refunded' },
      { student: 'Held Student', status: 'held' },
    ]);
    const res = await get(`/admin/courses/${id}/roster.csv`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename=roster-${id}-csv-cohort-spring-special.csv`);
    expect(res.headers['cache-control']).toBe('no-store');
    const rows: string[][] = parse(res.text, { bom: true });
    expect(rows[0]).toEqual([
      'Reference',
      'Enrollment id',
      'Status',
      'Student',
      'Parent email',
      'Amount',
      'List price',
      'Discounts',
      'Currency',
      'Paid at',
      'Created at',
      'Updated at',
      'Hold expires at',
      'Released at',
      'Payment provider',
      'Payment session id',
      'Payment intent id',
      'Refund id',
      'Refund amount',
      'Cancelled at',
      'Switched at',
      'Switched from course id',
    ]);
    const body = rows.slice(1);
    expect(body).toHaveLength(4);
    const byStudent = Object.fromEntries(body.map((row) => [row[3], row]));
    const bobby = byStudent['Smith, "Bobby" Jr.']!;
    expect(bobby[0]).toBe(enrollmentReference(Number(bobby[1])));
    expect(bobby.slice(2)).toEqual([
      'paid',
      'Smith, "Bobby" Jr.',
      expect.stringMatching(/^family\d+@example\.org$/),
      '675.50',
      // Held before prices had lines: the amount was the price, with nothing off.
      '675.50',
      '',
      'USD',
      '2026-11-20T10:00:00.000Z',
      '2026-11-20T10:00:00.000Z',
      '2026-11-20T10:00:00.000Z',
      '2026-11-20T10:45:00.000Z',
      '',
      'demo',
      expect.stringMatching(/^demo_cs_\d+$/),
      expect.stringMatching(/^demo_pi_\d+$/),
      '',
      // Not cancelled, refunded or switched.
      '',
      '',
      '',
      '',
    ]);
    expect(res.text).toContain('"Smith, ""Bobby"" Jr."');
    expect(byStudent[`'=HYPERLINK("https://evil.example","click")`]).toBeDefined();
    expect(byStudent['José Núñez']![2]).toBe('refunded');
    expect(byStudent['José Núñez']![17]).toMatch(/^demo_re_\d+$/);
    expect(byStudent['Held Student']![2]).toBe('held');
    expect(byStudent['Held Student']![9]).toBe('');
  });

  it('streams a roster of 5,000 enrollments whole', async () => {
    const id = await openCohort({ name: 'Big Cohort' });
    await insertEnrollments(
      id,
      Array.from({ length: 5_000 }, (_, i) => ({ student: `Student ${i}` })),
    );
    const res = await get(`/admin/courses/${id}/roster.csv`);
    expect(res.status).toBe(200);
    const lines = res.text.replace(/\n$/, '').split('\n');
    expect(lines).toHaveLength(5_001);
    const rows = parse<Record<string, string>>(res.text, { bom: true, columns: true });
    expect(new Set(rows.map((row) => row['Enrollment id'])).size).toBe(5_000);
  }, 20_000);
});
