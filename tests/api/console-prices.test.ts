import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textOf } from '../helpers/html.ts';
import { manualClock } from '../helpers/mail.ts';
import { ownerEmail, signInAs } from '../helpers/staff.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testEngine } from '../helpers/test-database.ts';
import { insertCohort } from '../helpers/cohorts.ts';

/**
 * Staff run the prices from the console (/admin/prices): they make promo codes (percent or
 * amount, days, uses, courses) that families can use at once, archive them, download them,
 * and change the early-bird rule, which every card and answer follows at once. Each change
 * is audited; a mistake shows the form again with what was typed.
 */
const clock = manualClock('2026-12-01T20:00:00Z'); // December 1, noon in San Francisco
const password = 'prices console passphrase';
let t: TestApp;
let owner: request.Agent;
beforeAll(async () => {
  t = await createTestApp({ clock, config: { adminPassword: password, sessionSecret: 's'.repeat(32), trustProxy: 1 } });
  owner = request.agent(t.app);
  await signInAs(owner, ownerEmail, password).set('X-Forwarded-For', '192.0.2.1').expect(303);
});
afterAll(() => t?.close());

let client = 0;
const nextIp = () => `10.7.${(++client >> 8) & 255}.${client & 255}`;
const staffGet = (path: string) => owner.get(path).set('X-Forwarded-For', nextIp());
const staffPost = (path: string, form: Record<string, string | string[]>) => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(form)) for (const one of [value].flat()) body.append(name, one);
  return owner.post(path).set('X-Forwarded-For', nextIp()).type('form').send(body.toString());
};
const checkout = (courseId: number, parentEmail: string, promoCode?: string) =>
  request(t.app)
    .post('/api/enrollments/initiate')
    .set('X-Forwarded-For', nextIp())
    .send({ courseId, studentName: 'Code Kid', parentEmail, ...(promoCode ? { promoCode } : {}) });

const codeForm = (fields: Partial<Record<string, string | string[]>> = {}) => ({
  code: 'WINTER-20',
  kind: 'percent',
  value: '20',
  startsOn: '2026-12-01',
  endsOn: '2026-12-31',
  maxUses: '2',
  ...fields,
});
const auditOf = (action: string) => t.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('id').execute();

let cohorts = 0;
/** A summer cohort (outside the early bird), so a code's discount is the only one. */
const summerCohort = () => insertCohort(t.db, { name: `Code Cohort ${++cohorts}`, startDate: '2027-07-10', capacity: 10 });

describe(`promo codes in the console (${testEngine})`, () => {
  it('a code made in the console works at checkout at once, its uses show on the page and in the CSV', async () => {
    const course = await summerCohort();
    const made = await staffPost('/admin/prices/promo-codes', codeForm());
    expect(made.status).toBe(303);
    expect(made.headers.location).toBe('/admin/prices#codes');
    const [audit] = await auditOf('promo-code.created');
    expect(audit).toMatchObject({ staff_email: ownerEmail, record_type: 'promo-code' });
    expect(JSON.parse(audit!.after!)).toMatchObject({ code: 'WINTER-20', kind: 'percent', value: 20, max_uses: 2 });

    const res = await checkout(course, 'winter@example.org', 'winter-20');
    expect(res.status).toBe(200);
    const held = await t.db
      .selectFrom('enrollments')
      .selectAll()
      .where('parent_email', '=', 'winter@example.org')
      .executeTakeFirstOrThrow();
    expect(held.amount_cents).toBe(54_000);

    const page = textOf((await staffGet('/admin/prices')).text);
    expect(page).toMatch(/WINTER-20 20% December 1, 2026 to December 31, 2026 1 of 2 Every course Works now/);
    const csv = parse<Record<string, string>>((await staffGet('/admin/prices/promo-codes.csv')).text, {
      bom: true,
      columns: true,
    });
    expect(csv.find((row) => row.Code === 'WINTER-20')).toMatchObject({
      Off: '20%',
      Uses: '1',
      'Max uses': '2',
      State: 'active',
    });
  });

  it('an amount code for some cohorts only: the others are told it is not for them', async () => {
    const chosen = await summerCohort();
    const other = await summerCohort();
    expect(
      (
        await staffPost(
          '/admin/prices/promo-codes',
          codeForm({ code: 'LAB50', kind: 'amount', value: '$50', courseIds: [String(chosen)] }),
        )
      ).status,
    ).toBe(303);
    expect((await checkout(other, 'other-course@example.org', 'LAB50')).body).toMatchObject({
      fields: { promoCode: 'This code is not for this course. Or clear this field to pay without a code.' },
    });
    expect((await checkout(chosen, 'chosen-course@example.org', 'LAB50')).status).toBe(200);
    const held = await t.db
      .selectFrom('enrollments')
      .select('amount_cents')
      .where('parent_email', '=', 'chosen-course@example.org')
      .executeTakeFirstOrThrow();
    expect(held.amount_cents).toBe(62_500);
    expect(textOf((await staffGet('/admin/prices')).text)).toMatch(
      /LAB50 \$50 December 1, 2026 to December 31, 2026 1 of 2 Code Cohort \d+ \(Starting 2027-07-10\) Works now/,
    );
  });

  it('mistakes show the form again with what was typed and why, and nothing is made', async () => {
    const before = (await t.db.selectFrom('promo_codes').select('id').execute()).length;
    const cases: [Record<string, string>, string][] = [
      [{ code: 'no spaces!' }, 'Use 3 to 30 letters, digits or dashes, e.g. SPRING-10'],
      [{ value: '95' }, 'Enter a whole percentage from 1 to 90'],
      [{ kind: 'amount', value: 'fifty' }, 'Enter the amount in dollars, at least $1, e.g. 50'],
      [{ endsOn: '2026-11-30', startsOn: '2026-11-01' }, 'The last day cannot be in the past'],
      [{ endsOn: '2026-12-02', startsOn: '2026-12-05' }, 'The last day cannot be before the first'],
      [{ maxUses: '0' }, 'Enter a number of uses from 1 to 10,000'],
      [{ code: 'winter-20' }, 'That code exists already (archived codes too): choose another.'],
    ];
    for (const [fields, message] of cases) {
      const res = await staffPost('/admin/prices/promo-codes', codeForm({ code: 'FRESH', ...fields }));
      expect(res.status, message).toBe(422);
      const text = textOf(res.text);
      expect(text).toContain('Nothing was changed: check the fields marked below.');
      expect(text).toContain(message);
      expect(res.text).toContain(`value="${(fields.code ?? 'FRESH').replace('!', '!')}"`);
    }
    expect((await t.db.selectFrom('promo_codes').select('id').execute()).length).toBe(before);
  });

  it('an archived code stops working at checkout, and stays listed as archived', async () => {
    const course = await summerCohort();
    await staffPost('/admin/prices/promo-codes', codeForm({ code: 'GONE-SOON' }));
    const { id } = await t.db.selectFrom('promo_codes').select('id').where('code', '=', 'GONE-SOON').executeTakeFirstOrThrow();
    expect((await staffPost(`/admin/prices/promo-codes/${id}/archive`, {})).status).toBe(303);
    expect((await checkout(course, 'archived@example.org', 'GONE-SOON')).body).toMatchObject({
      fields: { promoCode: 'We do not know that code: check its spelling. Or clear this field to pay without a code.' },
    });
    expect(textOf((await staffGet('/admin/prices')).text)).toMatch(
      /GONE-SOON 20% December 1, 2026 to December 31, 2026 0 of 2 Every course Archived/,
    );
    expect(await auditOf('promo-code.archived')).toHaveLength(1);
    // Twice is harmless: one audit row.
    expect((await staffPost(`/admin/prices/promo-codes/${id}/archive`, {})).status).toBe(303);
    expect(await auditOf('promo-code.archived')).toHaveLength(1);
    expect((await staffPost('/admin/prices/promo-codes/999999/archive', {})).status).toBe(404);
  });

  it('signed out, the page and its forms send you to sign in', async () => {
    const res = await request(t.app).get('/admin/prices').set('X-Forwarded-For', nextIp());
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/admin\/login/);
    expect((await request(t.app).get('/admin/prices/promo-codes.csv').set('X-Forwarded-For', nextIp())).status).toBe(303);
  });
});

describe(`the early-bird rule in the console (${testEngine})`, () => {
  it('a change shows at once on the API and the checkout, is audited, and held seats keep their price', async () => {
    const spring = await insertCohort(t.db, { name: 'Spring Rule Cohort', startDate: '2027-03-06', capacity: 10 });
    const api = async () => (await request(t.app).get(`/api/courses/${spring}`).set('X-Forwarded-For', nextIp())).body;
    expect((await api()).pricing.earlyBird).toMatchObject({ percent: 15 });
    expect((await checkout(spring, 'before-change@example.org')).status).toBe(200);

    const rule = await t.db.selectFrom('early_bird_rules').selectAll().executeTakeFirstOrThrow();
    const saved = await staffPost(`/admin/prices/early-bird/${rule.id}`, {
      percent: '20',
      endsOn: '2027-02-15',
      firstClassFrom: rule.first_class_from,
      firstClassTo: rule.first_class_to,
    });
    expect(saved.status).toBe(303);
    expect((await api()).pricing.earlyBird).toMatchObject({ percent: 20, endsOn: '2027-02-15' });
    expect(textOf((await request(t.app).get(`/checkout?courseId=${spring}`).set('X-Forwarded-For', nextIp())).text)).toContain(
      'Early bird: 20% off for booking by February 15, 2027',
    );
    const [audit] = await auditOf('early-bird.updated');
    expect(JSON.parse(audit!.before!)).toEqual({ percent: 15, ends_on: '2027-01-31' });
    expect(JSON.parse(audit!.after!)).toEqual({ percent: 20, ends_on: '2027-02-15' });
    const kept = await t.db
      .selectFrom('enrollments')
      .select('amount_cents')
      .where('parent_email', '=', 'before-change@example.org')
      .executeTakeFirstOrThrow();
    expect(kept.amount_cents).toBe(57_375);

    const bad = await staffPost(`/admin/prices/early-bird/${rule.id}`, {
      percent: '60',
      endsOn: '2027-02-15',
      firstClassFrom: '2027-05-31',
      firstClassTo: '2027-02-01',
    });
    expect(bad.status).toBe(422);
    expect(textOf(bad.text)).toContain('Enter a whole percentage from 1 to 50');
    expect(textOf(bad.text)).toContain('The latest first class cannot be before the earliest');
    expect((await api()).pricing.earlyBird).toMatchObject({ percent: 20 });
  });
});
