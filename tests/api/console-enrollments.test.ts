import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CancellationMail, CreditMail, ReceiptMail } from '../../domain/mail.ts';
import { textOf } from '../helpers/html.ts';
import { manualClock } from '../helpers/mail.ts';
import { payWithDemo } from '../helpers/payments.ts';
import { ownerEmail, signInAs } from '../helpers/staff.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testEngine } from '../helpers/test-database.ts';
import { daysAfter, insertCohort } from '../helpers/cohorts.ts';
import { enrollmentReference } from '../../domain/references.ts';

/**
 * Staff acting on a family's enrollment from the console's roster: cancel with the policy's
 * outcome or a refund they decide, switch dates outside the parent's limits, give a credit.
 * Every one asks for a reason, writes an audit row in the same transaction, and emails the
 * family; a mistake shows the form again with nothing changed.
 */
const clock = manualClock('2026-11-22T20:00:00Z'); // November 22, noon in San Francisco
const password = 'enrollment console passphrase';
let t: TestApp;
let owner: request.Agent;
beforeAll(async () => {
  t = await createTestApp({
    clock,
    config: { adminPassword: password, sessionSecret: 'a-session-secret-of-at-least-32-characters', trustProxy: 1 },
  });
  owner = request.agent(t.app);
  await signInAs(owner, ownerEmail, password).set('X-Forwarded-For', '192.0.2.1').expect(303);
});
afterAll(() => t?.close());

let client = 0;
const nextIp = () => `10.9.${(++client >> 8) & 255}.${client & 255}`;
const staffGet = (path: string) => owner.get(path).set('X-Forwarded-For', nextIp());
const staffPost = (path: string, form: Record<string, string>) =>
  owner.post(path).set('X-Forwarded-For', nextIp()).type('form').send(new URLSearchParams(form).toString());

let cohorts = 0;
/** A cohort whose first class is `days` days after November 22, of one program and price. */
async function cohortStarting(days: number, capacity = 5) {
  cohorts += 1;
  return insertCohort(t.db, {
    name: `Staff Action Cohort ${cohorts}`,
    startDate: daysAfter('2026-11-22', days),
    capacity,
    program: 'kids-staff-actions',
  });
}

/** A seat paid through the real checkout (demo payments). */
const pay = async (courseId: number, parentEmail: string) =>
  (await payWithDemo(t, { courseId, studentName: 'Ada Staffcase', parentEmail }, nextIp())).enrollmentId;

const enrollment = (id: number) => t.db.selectFrom('enrollments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const seatsTaken = async (courseId: number) =>
  (await t.db.selectFrom('courses').select('seats_taken').where('id', '=', courseId).executeTakeFirstOrThrow()).seats_taken;
const auditOf = (id: number) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('record_type', '=', 'enrollment')
    .where('record_id', '=', String(id))
    .orderBy('id')
    .execute();
const mailTo = async <Mail>(dedupeKey: string) => {
  const row = await t.db
    .selectFrom('outbox')
    .select(['to_address', 'payload'])
    .where('dedupe_key', '=', dedupeKey)
    .executeTakeFirst();
  return row && { to: row.to_address, mail: JSON.parse(row.payload) as Mail };
};
const pagePath = (id: number) => `/admin/enrollments/${id}`;

describe(`the console's enrollment page (${testEngine})`, () => {
  it('is reached from the roster and shows the enrollment with what the policy would give back today', async () => {
    const course = await cohortStarting(20);
    const id = await pay(course, 'roster-link@example.org');
    const roster = await staffGet(`/admin/courses/${course}`);
    expect(roster.status).toBe(200);
    expect(roster.text).toContain(`href="${pagePath(id)}"`);

    const page = await staffGet(pagePath(id));
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const text = textOf(page.text);
    expect(text).toContain(`Enrollment ${enrollmentReference(id)}`);
    expect(text).toContain('roster-link@example.org');
    expect(text).toContain('$600.00 USD back: the $675.00 USD paid, less the $75.00 USD admin/venue fee.');
    expect(text).toContain('Switch dates');
    expect(text).toContain('Give a credit');
  });

  it('answers 404 for an enrollment that does not exist; a signed-out visitor can neither see nor change one', async () => {
    expect((await staffGet('/admin/enrollments/999999')).status).toBe(404);
    expect((await staffGet('/admin/enrollments/abc')).status).toBe(404);
    const course = await cohortStarting(20);
    const id = await pay(course, 'signed-out@example.org');
    const anonymous = await request(t.app).get(pagePath(id)).set('X-Forwarded-For', nextIp());
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.location).toBe(`/admin/login?next=${encodeURIComponent(pagePath(id))}`);
    for (const [action, form] of [
      ['cancel', { outcome: 'override', refund: '675', reason: 'Not staff at all' }],
      ['credit', { amount: '100', expiresOn: '2027-06-01', reason: 'Not staff at all' }],
    ] as const) {
      const write = await request(t.app)
        .post(`${pagePath(id)}/${action}`)
        .set('X-Forwarded-For', nextIp())
        .type('form')
        .send(new URLSearchParams(form).toString());
      expect(write.status).toBe(303);
      expect(write.headers.location).toMatch(/^\/admin\/login/);
    }
    expect(await enrollment(id)).toMatchObject({ status: 'paid' });
    expect(await t.db.selectFrom('credits').select('id').where('email', '=', 'signed-out@example.org').execute()).toHaveLength(0);
  });
});

describe(`staff cancelling (${testEngine})`, () => {
  it('with the policy 10 days before: a 50% credit, the seat back, the reason in the audit log, the family told', async () => {
    const course = await cohortStarting(10);
    const id = await pay(course, 'staff-policy@example.org');
    const res = await staffPost(`${pagePath(id)}/cancel`, { outcome: 'policy', reason: 'Parent phoned: family moving' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(pagePath(id));
    expect(await enrollment(id)).toMatchObject({ status: 'cancelled' });
    expect(await seatsTaken(course)).toBe(0);
    const credit = await t.db.selectFrom('credits').selectAll().where('source_enrollment_id', '=', id).executeTakeFirstOrThrow();
    expect(credit).toMatchObject({ email: 'staff-policy@example.org', amount_cents: 33_750, expires_on: '2027-11-22' });
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({ action: 'enrollment.cancelled', staff_email: ownerEmail });
    expect(JSON.parse(audit!.after!)).toMatchObject({
      status: 'cancelled',
      outcome: 'policy: credit',
      credit_cents: 33_750,
      reason: 'Parent phoned: family moving',
    });
    // The audit log names it by its reference and its amounts in dollars, as the console does elsewhere.
    const history = textOf((await staffGet(`/admin/audit?record=enrollment:${id}`)).text);
    expect(history).toContain(`Enrollment ${enrollmentReference(id)}`);
    expect(history).toContain('credit: $337.50');
    expect(history).not.toContain('credit cents');
    expect(await mailTo<CancellationMail>(`cancellation:enrollment:${id}`)).toMatchObject({
      to: 'staff-policy@example.org',
      mail: { by: 'staff', outcome: { kind: 'credit', creditCents: 33_750 } },
    });
    // The page now shows it cancelled, with no cancel or switch form, and lists the credit.
    const page = textOf((await staffGet(pagePath(id))).text);
    expect(page).toContain('Cancelled');
    expect(page).not.toContain('Cancel the Enrollment');
    expect(page).toContain('$337.50 USD');
  });

  it('with a refund staff decide 3 days before (the policy gives nothing): refunded, audited as decided', async () => {
    const course = await cohortStarting(3);
    const id = await pay(course, 'staff-override@example.org');
    const res = await staffPost(`${pagePath(id)}/cancel`, {
      outcome: 'override',
      refund: '$250.50',
      reason: 'Child in hospital; director approved',
    });
    expect(res.status).toBe(303);
    const row = await enrollment(id);
    expect(row).toMatchObject({ status: 'refunded', refund_cents: 25_050 });
    expect(row.refund_id).toMatch(/^demo_re_/);
    const [audit] = await auditOf(id);
    expect(JSON.parse(audit!.after!)).toMatchObject({
      outcome: 'decided by staff',
      refund_cents: 25_050,
      reason: 'Child in hospital; director approved',
    });
    expect(await mailTo<CancellationMail>(`cancellation:enrollment:${id}`)).toMatchObject({
      mail: { by: 'staff', outcome: { kind: 'decided', refundCents: 25_050 } },
    });
    // The course page lists it under cancellations with the amount that went back.
    const coursePage = textOf((await staffGet(`/admin/courses/${course}`)).text);
    expect(coursePage).toContain('Refunded $250.50 USD');
  });

  it('a decided refund of 0 cancels without money back; more than was paid is refused with nothing changed', async () => {
    const course = await cohortStarting(30);
    const id = await pay(course, 'staff-zero@example.org');

    const tooMuch = await staffPost(`${pagePath(id)}/cancel`, {
      outcome: 'override',
      refund: '675.01',
      reason: 'Testing bounds',
    });
    expect(tooMuch.status).toBe(422);
    expect(textOf(tooMuch.text)).toContain('The refund cannot be more than the $675 paid');
    // The form comes back as it was sent.
    expect(tooMuch.text).toContain('value="675.01"');
    const noReason = await staffPost(`${pagePath(id)}/cancel`, { outcome: 'policy', reason: ' ' });
    expect(noReason.status).toBe(422);
    expect(textOf(noReason.text)).toContain('Say why, in a few words');
    const noAmount = await staffPost(`${pagePath(id)}/cancel`, { outcome: 'override', refund: '', reason: 'Forgot the amount' });
    expect(noAmount.status).toBe(422);
    expect(textOf(noAmount.text)).toContain('Enter the refund in dollars');
    expect(await enrollment(id)).toMatchObject({ status: 'paid' });
    expect(await auditOf(id)).toHaveLength(0);

    expect(
      (await staffPost(`${pagePath(id)}/cancel`, { outcome: 'override', refund: '0', reason: 'No-show agreed' })).status,
    ).toBe(303);
    expect(await enrollment(id)).toMatchObject({ status: 'cancelled', refund_cents: null });
    expect(await mailTo<CancellationMail>(`cancellation:enrollment:${id}`)).toMatchObject({
      mail: { outcome: { kind: 'decided', refundCents: 0 } },
    });
    // Cancelling again is refused: it is not paid any more.
    const again = await staffPost(`${pagePath(id)}/cancel`, { outcome: 'policy', reason: 'Double click' });
    expect(again.status).toBe(409);
    expect(textOf(again.text)).toContain('not paid any more');
    expect(await auditOf(id)).toHaveLength(1);
  });

  it('gives the seat to the waitlist first', async () => {
    const course = await cohortStarting(25, 1);
    const id = await pay(course, 'staff-seat@example.org');
    const joined = await request(t.app).post(`/api/courses/${course}/express-interest`).set('X-Forwarded-For', nextIp()).send({
      parentName: 'Grace Waiting',
      parentEmail: 'grace-waiting@example.org',
      parentPhone: '(408) 555-0142',
      studentName: 'Kid Waiting',
    });
    expect(joined.status).toBe(201);
    expect((await staffPost(`${pagePath(id)}/cancel`, { outcome: 'policy', reason: 'Family asked by phone' })).status).toBe(303);
    // Still taken: it is offered to the family in line, not put on sale.
    expect(await seatsTaken(course)).toBe(1);
    const offered = await t.db
      .selectFrom('waitlist_entries')
      .select('state')
      .where('parent_email', '=', 'grace-waiting@example.org')
      .executeTakeFirstOrThrow();
    expect(offered.state).toBe('offered');
  });
});

describe(`staff switching dates (${testEngine})`, () => {
  it('inside the 14 days and a second time, each with a new receipt and an audit row; a full cohort is not offered, and refused as full', async () => {
    const from = await cohortStarting(5);
    const to = await cohortStarting(9);
    const back = await cohortStarting(12);
    const full = await cohortStarting(8, 0);
    const id = await pay(from, 'staff-switch@example.org');

    const page = await staffGet(pagePath(id));
    expect(page.text).toContain(`value="${to}"`);
    expect(page.text).toContain(`value="${back}"`);
    expect(page.text).not.toContain(`value="${full}"`);
    // Sent anyway (it filled after the page was drawn): refused as full, nothing moves.
    const refused = await staffPost(`${pagePath(id)}/switch`, { courseId: String(full), reason: 'Try the full one' });
    expect(refused.status).toBe(409);
    expect(textOf(refused.text)).toContain('Those dates just filled up: choose other dates.');
    expect(await enrollment(id)).toMatchObject({ course_id: from });
    const unknown = await staffPost(`${pagePath(id)}/switch`, { courseId: '999999', reason: 'Made up' });
    expect(unknown.status).toBe(422);
    expect(textOf(unknown.text)).toContain('Choose one of the dates listed');

    expect((await staffPost(`${pagePath(id)}/switch`, { courseId: String(to), reason: 'Sports clash' })).status).toBe(303);
    expect(await enrollment(id)).toMatchObject({ course_id: to, status: 'paid', switched_from_course_id: from });
    expect([await seatsTaken(from), await seatsTaken(to)]).toEqual([0, 1]);
    clock.advance(1);
    expect((await staffPost(`${pagePath(id)}/switch`, { courseId: String(back), reason: 'Sports clash moved' })).status).toBe(
      303,
    );
    expect(await enrollment(id)).toMatchObject({ course_id: back, switched_from_course_id: to });
    expect([await seatsTaken(to), await seatsTaken(back)]).toEqual([0, 1]);

    const audits = await auditOf(id);
    expect(audits.map((row) => [row.action, JSON.parse(row.before!), JSON.parse(row.after!)])).toEqual([
      ['enrollment.switched', { course_id: from }, { course_id: to, reason: 'Sports clash' }],
      ['enrollment.switched', { course_id: to }, { course_id: back, reason: 'Sports clash moved' }],
    ]);
    const receipts = await t.db
      .selectFrom('outbox')
      .select('payload')
      .where('dedupe_key', 'like', `receipt:enrollment:${id}:switch:%`)
      .orderBy('id')
      .execute();
    expect(receipts.map((row) => (JSON.parse(row.payload) as ReceiptMail).course.id)).toEqual([to, back]);
  });

  it('racing a parent for the last seat of the target: one of them gets it', async () => {
    const target = await cohortStarting(40, 1);
    const fromA = await cohortStarting(30);
    const a = await pay(fromA, 'race-staff@example.org');
    const b = await pay(target, 'race-holder@example.org');
    // The target is full now; staff free it and race a public checkout for it.
    await t.db.updateTable('courses').set({ capacity: 2 }).where('id', '=', target).execute();
    const [staff, publicHold] = await Promise.all([
      staffPost(`${pagePath(a)}/switch`, { courseId: String(target), reason: 'Race test' }),
      request(t.app)
        .post('/api/enrollments/initiate')
        .set('X-Forwarded-For', nextIp())
        .send({ courseId: target, studentName: 'Racer', parentEmail: 'racer@example.org' }),
    ]);
    const switched = staff.status === 303;
    const held = publicHold.status === 200;
    expect([switched, held].filter(Boolean)).toHaveLength(1);
    expect(await seatsTaken(target)).toBe(2);
    expect((await enrollment(b)).course_id).toBe(target);
    // Whichever way the race went, staff losing it read that the dates filled up.
    if (!switched) {
      expect(staff.status).toBe(409);
      expect(textOf(staff.text)).toContain('Those dates just filled up');
    }
  });
});

describe(`staff giving a credit (${testEngine})`, () => {
  it('stores it for the address, audits it, emails the family, and the parent sees it on their page', async () => {
    const course = await cohortStarting(2);
    const id = await pay(course, 'staff-credit@example.org');
    const res = await staffPost(`${pagePath(id)}/credit`, {
      amount: '100',
      expiresOn: '2027-06-30',
      reason: 'Class cancelled for rain',
    });
    expect(res.headers.location).toBe(pagePath(id));
    const credit = await t.db
      .selectFrom('credits')
      .selectAll()
      .where('email', '=', 'staff-credit@example.org')
      .executeTakeFirstOrThrow();
    expect(credit).toMatchObject({ amount_cents: 10_000, expires_on: '2027-06-30', used_at: null, source_enrollment_id: id });
    const [audit] = await auditOf(id);
    expect(audit).toMatchObject({ action: 'credit.given' });
    expect(JSON.parse(audit!.after!)).toEqual({
      credit_id: credit.id,
      amount_cents: 10_000,
      expires_on: '2027-06-30',
      reason: 'Class cancelled for rain',
    });
    expect(await mailTo<CreditMail>(`credit:${credit.id}`)).toMatchObject({
      to: 'staff-credit@example.org',
      mail: { kind: 'credit-issued', amountCents: 10_000, expiresOn: '2027-06-30' },
    });
    // The enrollment itself is untouched.
    expect(await enrollment(id)).toMatchObject({ status: 'paid', course_id: course });
  });

  it('may give several for one enrollment, and the policy’s credit still comes when it is cancelled', async () => {
    const course = await cohortStarting(10);
    const id = await pay(course, 'staff-credits@example.org');
    for (const amount of ['25', '30'])
      expect(
        (await staffPost(`${pagePath(id)}/credit`, { amount, expiresOn: '2027-06-30', reason: 'Goodwill' })).headers.location,
      ).toBe(pagePath(id));
    expect((await staffPost(`${pagePath(id)}/cancel`, { outcome: 'policy', reason: 'Family asked' })).status).toBe(303);
    const credits = await t.db
      .selectFrom('credits')
      .select(['amount_cents', 'origin'])
      .where('source_enrollment_id', '=', id)
      .orderBy('id')
      .execute();
    expect(credits).toEqual([
      { amount_cents: 2_500, origin: 'staff' },
      { amount_cents: 3_000, origin: 'staff' },
      { amount_cents: 33_750, origin: 'cancellation' },
    ]);
  });

  it('refuses more than was paid, a day already past, and no reason, with the form as it was sent', async () => {
    const course = await cohortStarting(2);
    const id = await pay(course, 'staff-credit-bad@example.org');
    const tooMuch = await staffPost(`${pagePath(id)}/credit`, { amount: '700', expiresOn: '2027-06-30', reason: 'Too generous' });
    expect(tooMuch.status).toBe(422);
    expect(textOf(tooMuch.text)).toContain('A credit cannot be more than the $675 paid');
    expect(tooMuch.text).toContain('value="700"');
    const past = await staffPost(`${pagePath(id)}/credit`, { amount: '50', expiresOn: '2026-11-22', reason: 'Already over' });
    expect(past.status).toBe(422);
    expect(textOf(past.text)).toContain('Choose a day after today');
    const tooLong = await staffPost(`${pagePath(id)}/credit`, { amount: '50', expiresOn: '2030-01-01', reason: 'Forever' });
    expect(tooLong.status).toBe(422);
    const noReason = await staffPost(`${pagePath(id)}/credit`, { amount: '50', expiresOn: '2027-01-10', reason: '' });
    expect(noReason.status).toBe(422);
    expect(
      await t.db.selectFrom('credits').select('id').where('email', '=', 'staff-credit-bad@example.org').execute(),
    ).toHaveLength(0);
    expect(await auditOf(id)).toHaveLength(0);
  });
});
