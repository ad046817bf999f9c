import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSignInMail, CancellationMail } from '../../domain/mail.ts';
import { textOf } from '../helpers/html.ts';
import { emailFor } from '../../views/emails/messages.ts';
import { emailText } from '../../views/emails/text.ts';
import { refundDeadline } from '../../domain/cancellation.ts';
import { longDate } from '../../views/format.ts';
import { manualClock } from '../helpers/mail.ts';
import { cookieOf } from '../helpers/staff.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testEngine } from '../helpers/test-database.ts';
import { signInParent } from '../helpers/parents.ts';
import { daysAfter, insertCohort } from '../helpers/cohorts.ts';

/**
 * Cancelling from the parent's page under the published policy, on the server's clock: 14
 * or more days before the first class the amount paid less $75 comes back through the
 * payment provider; 7 to 13 days a 50% credit; later nothing. The seat goes back through the
 * seat path, so a family on the waitlist is offered it first.
 */
const clock = manualClock('2026-11-22T20:00:00Z'); // November 22, noon in San Francisco
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, config: { trustProxy: 1 } });
});
afterAll(() => t?.close());

let client = 0;
const site = (test: request.Test) =>
  test.set('Host', 'localhost:3000').set('X-Forwarded-For', `198.51.100.${(++client % 250) + 1}`);
const get = (path: string, cookie: string) => site(request(t.app).get(path)).set('Cookie', cookie);
const postForm = (path: string, cookie = '', form: Record<string, string> = {}) =>
  site(request(t.app).post(path)).set('Cookie', cookie).type('form').send(new URLSearchParams(form).toString());

let cohorts = 0;
/** A cohort whose first class is `days` days after November 22, with `capacity` seats. */
async function cohortStarting(days: number, capacity = 5) {
  cohorts += 1;
  return insertCohort(t.db, { name: `Cancel Test ${cohorts}`, startDate: daysAfter('2026-11-22', days), capacity });
}

async function pay(courseId: number, parentEmail: string) {
  const started = await site(request(t.app).post('/api/enrollments/initiate')).send({
    courseId,
    studentName: 'Kid Name',
    parentEmail,
  });
  expect(started.status).toBe(200);
  expect((await site(request(t.app).post(`${new URL(started.body.checkoutUrl as string).pathname}/pay`))).status).toBe(303);
  return (
    await t.db
      .selectFrom('enrollments')
      .select('id')
      .where('parent_email', '=', parentEmail)
      .where('course_id', '=', courseId)
      .executeTakeFirstOrThrow()
  ).id;
}

const signIn = (email: string) => signInParent(t.db, (path, form) => postForm(path, '', form), email);

const enrollment = (id: number) => t.db.selectFrom('enrollments').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const seatsTaken = async (courseId: number) =>
  (await t.db.selectFrom('courses').select('seats_taken').where('id', '=', courseId).executeTakeFirstOrThrow()).seats_taken;
const confirmation = async (id: number) => {
  const row = await t.db
    .selectFrom('outbox')
    .select(['to_address', 'payload'])
    .where('dedupe_key', '=', `cancellation:enrollment:${id}`)
    .executeTakeFirst();
  return row && { to: row.to_address, mail: JSON.parse(row.payload) as CancellationMail };
};

describe(`cancelling from the parent's page (${testEngine})`, () => {
  it('20 days before: the page shows $600 back before confirming; the refund goes through the provider, the seat back', async () => {
    const course = await cohortStarting(20);
    const id = await pay(course, 'refund@example.org');
    const cookie = await signIn('refund@example.org');
    const ask = await get(`/account/enrollments/${id}/cancel`, cookie);
    expect(ask.status).toBe(200);
    expect(textOf(ask.text)).toContain('$600.00 USD back: the $675.00 USD paid, less the $75.00 USD admin/venue fee.');
    // How and when, and where the seat goes, before the button (the page had the amount alone).
    expect(textOf(ask.text)).toContain(
      // This site takes demo payments: no card to refund to, said so (it read as money moving).
      'This site takes demo payments: no card was charged, so no money moves. The seat goes to the next family on the waitlist, or back on sale.',
    );
    // The parent's page says until when today's answer holds, as the receipt's email does.
    const firstClass = (await t.db.selectFrom('courses').select('start_date').where('id', '=', course).executeTakeFirstOrThrow())
      .start_date;
    expect(textOf((await get('/account', cookie)).text)).toContain(
      `If you cancelled today $600.00 USD back: the $675.00 USD paid, less the $75.00 USD admin/venue fee. That holds if you cancel by ${longDate(refundDeadline(firstClass))}.`,
    );
    expect(await seatsTaken(course)).toBe(1);

    const done = await postForm(`/account/enrollments/${id}/cancel`, cookie);
    expect(done.status).toBe(303);
    expect(await enrollment(id)).toMatchObject({ status: 'refunded', refund_cents: 60_000 });
    expect((await enrollment(id)).refund_id).toMatch(/^demo_re_/);
    expect(await seatsTaken(course)).toBe(0);
    expect(await confirmation(id)).toMatchObject({
      to: 'refund@example.org',
      mail: { outcome: { kind: 'refund', refundCents: 60_000, feeCents: 7_500 } },
    });
    // When, to the minute, in both: the policy's window is decided by it (a date alone left it open).
    const email = emailText(emailFor((await confirmation(id))!.mail, { siteUrl: 'http://localhost:3000' }));
    expect(email).toMatch(/Cancelled on:\s+November 22, 2026 at 12:00 PM PST/);
    expect(email).toContain('This site takes demo payments: no card was charged, so no money moves.');
    expect(textOf((await get('/account', cookie)).text)).toContain('Cancelled on November 22, 2026 at 12:00 PM PST');
    // No "the course filled" notice for a cancellation's refund.
    expect(await t.db.selectFrom('outbox').select('id').where('dedupe_key', '=', `refund:enrollment:${id}`).execute()).toEqual(
      [],
    );
    // The card says what came back, not only "Refunded" beside the full amount paid.
    const after = textOf((await get('/account', cookie)).text);
    expect(after).toContain('Status Cancelled and refunded');
    const refund =
      'Refund $600.00 USD (the $675.00 USD paid, less the $75.00 USD admin/venue fee). This site takes demo payments: no card was charged, so no money moves.';
    expect(after).toContain(refund);
    const receipt = textOf((await get(`/account/enrollments/${id}`, cookie)).text);
    expect(receipt).toContain(refund);
    // Who paid, as a claim for a dependent-care account asks it.
    expect(receipt).toMatch(/Paid by refund@example\.org Reference VC-\d{6}/);
    // Its old result page (a tab kept open, the history) says it was cancelled and what came back,
    // not "arrived too late, refunded in full".
    const { payment_session_id: session } = await t.db
      .selectFrom('enrollments')
      .select('payment_session_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const result = await get(`/enrollment-success/result?session_id=${session}`, cookie);
    expect(result.status).toBe(200);
    const said = textOf(result.text);
    expect(said).toContain('Enrollment Cancelled');
    expect(said).toMatch(/Kid Name’s enrollment in Cancel Test \d+ was cancelled on \w+ \d+, \d{4}\./);
    expect(said).toContain(refund.replace('Refund ', 'Refund: '));
    expect(said).not.toContain('refunded in full');
    // Its cancel and switch links, opened again, lead to its receipt (they answered "page not found").
    for (const path of [`/account/enrollments/${id}/cancel`, `/account/enrollments/${id}/switch`]) {
      const again = await get(path, cookie);
      expect(again.status, path).toBe(303);
      expect(again.headers.location, path).toBe(`/account/enrollments/${id}`);
    }

    // Again: nothing changes.
    await postForm(`/account/enrollments/${id}/cancel`, cookie);
    expect(await enrollment(id)).toMatchObject({ status: 'refunded' });
  });

  it('the parent’s page lists the enrollments still to come first, the cancelled one after them', async () => {
    const sooner = await cohortStarting(21);
    const later = await cohortStarting(42);
    const soonerId = await pay(sooner, 'order@example.org');
    await pay(later, 'order@example.org');
    const cookie = await signIn('order@example.org');
    const names = async () =>
      [...textOf((await get('/account', cookie)).text).matchAll(/Cancel Test \d+/g)].map((match) => match[0]);
    const [soonerName, laterName] = [`Cancel Test ${cohorts - 1}`, `Cancel Test ${cohorts}`];
    expect((await names()).indexOf(soonerName)).toBeLessThan((await names()).indexOf(laterName));
    await postForm(`/account/enrollments/${soonerId}/cancel`, cookie);
    expect((await names()).indexOf(laterName)).toBeLessThan((await names()).indexOf(soonerName));
  });

  it('10 days before: no money back, a 50% credit for 12 months, shown on the page', async () => {
    const course = await cohortStarting(10);
    const id = await pay(course, 'credit@example.org');
    const cookie = await signIn('credit@example.org');
    expect(textOf((await get(`/account/enrollments/${id}/cancel`, cookie)).text)).toContain(
      'No money back; a credit of $337.50 USD toward a future camp, valid until November 22, 2027. It is applied by itself at your next checkout with this email address',
    );
    await postForm(`/account/enrollments/${id}/cancel`, cookie);
    expect(await enrollment(id)).toMatchObject({ status: 'cancelled', refund_cents: null });
    const credits = await t.db.selectFrom('credits').selectAll().where('email', '=', 'credit@example.org').execute();
    expect(credits).toMatchObject([{ amount_cents: 33_750, expires_on: '2027-11-22', source_enrollment_id: id, used_at: null }]);
    expect(textOf((await get('/account', cookie)).text)).toContain('$337.50 USD, valid until November 22, 2027.');
  });

  it('3 days before: nothing back, said before confirming; cancelled all the same if the parent wants', async () => {
    const course = await cohortStarting(3);
    const id = await pay(course, 'late@example.org');
    const cookie = await signIn('late@example.org');
    expect(textOf((await get(`/account/enrollments/${id}/cancel`, cookie)).text)).toContain('Nothing back');
    await postForm(`/account/enrollments/${id}/cancel`, cookie);
    expect(await enrollment(id)).toMatchObject({ status: 'cancelled' });
    expect(await t.db.selectFrom('credits').select('id').where('email', '=', 'late@example.org').execute()).toEqual([]);
    expect((await confirmation(id))?.mail.outcome).toEqual({ kind: 'none' });
  });

  it('a cancelled seat of a full cohort goes to the family waiting for it', async () => {
    const course = await cohortStarting(30, 1);
    const id = await pay(course, 'full@example.org');
    const joined = await site(request(t.app).post(`/api/courses/${course}/express-interest`)).send({
      parentName: 'Waiting Parent',
      parentEmail: 'waiting@example.org',
      parentPhone: '(408) 555-0100',
      studentName: 'Waiting Kid',
    });
    expect(joined.body.position).toBe(1);
    const cookie = await signIn('full@example.org');
    await postForm(`/account/enrollments/${id}/cancel`, cookie);
    const entry = await t.db
      .selectFrom('waitlist_entries')
      .select('state')
      .where('parent_email', '=', 'waiting@example.org')
      .executeTakeFirstOrThrow();
    expect(entry.state).toBe('offered');
    expect(await seatsTaken(course)).toBe(1);
  });

  it('another address’s enrollment can be neither seen nor cancelled', async () => {
    const course = await cohortStarting(20);
    const theirs = await pay(course, 'owner@example.org');
    const cookie = await signIn('intruder@example.org');
    expect((await get(`/account/enrollments/${theirs}/cancel`, cookie)).status).toBe(404);
    expect((await postForm(`/account/enrollments/${theirs}/cancel`, cookie)).status).toBe(404);
    expect((await postForm(`/account/enrollments/${theirs}/cancel`)).status).toBe(404);
    expect(await enrollment(theirs)).toMatchObject({ status: 'paid' });
  });
});

describe(`switching dates once (${testEngine})`, () => {
  it('moves the enrollment to other dates with a seat, sends a new receipt, and refuses a second switch', async () => {
    const from = await cohortStarting(40);
    const to = await cohortStarting(60);
    const id = await pay(from, 'switch@example.org');
    const cookie = await signIn('switch@example.org');
    const page = await get(`/account/enrollments/${id}/switch`, cookie);
    expect(page.status).toBe(200);
    expect(page.text).toContain(`value="${to}"`);
    expect(page.text).not.toContain(`value="${from}"`);
    // No dates chosen for the parent: the one switch cannot be undone (the first was ticked).
    expect(page.text).not.toMatch(/name="courseId"[^>]*checked/);
    // Before it is made: that it uses the one switch, and each choice's windows as its own dates.
    const said = textOf(page.text);
    expect(said).toContain('This uses your one switch, and it cannot be undone. You keep the price you paid');
    const { start_date: start } = await t.db
      .selectFrom('courses')
      .select('start_date')
      .where('id', '=', to)
      .executeTakeFirstOrThrow();
    expect(said).toContain(`If you cancel after switching: by ${longDate(refundDeadline(start))}, the tuition comes back`);

    const done = await postForm(`/account/enrollments/${id}/switch`, cookie, { courseId: String(to) });
    expect(done.status).toBe(303);
    expect(await enrollment(id)).toMatchObject({ course_id: to, status: 'paid', switched_from_course_id: from });
    expect(await seatsTaken(from)).toBe(0);
    expect(await seatsTaken(to)).toBe(1);
    const receipts = await t.db
      .selectFrom('outbox')
      .select('payload')
      .where('dedupe_key', 'like', `receipt:enrollment:${id}:switch:%`)
      .execute();
    expect(receipts).toHaveLength(1);
    // The new receipt says when the switch was made: its calendar file replaces the first one's classes.
    const switched = (await enrollment(id)).switched_at;
    expect(JSON.parse(receipts[0]!.payload)).toMatchObject({ course: { id: to }, switchedAt: switched });
    // Its old payment result (a tab kept open, the history) says the seat moved, over the new
    // dates, and throws no confetti: it read as a second booking.
    const { payment_session_id: session } = await enrollment(id);
    const fromCourse = await t.db
      .selectFrom('courses')
      .select(['name', 'dates'])
      .where('id', '=', from)
      .executeTakeFirstOrThrow();
    const result = await get(`/enrollment-success/result?session_id=${session}`, cookie);
    expect(textOf(result.text)).toContain(
      `Moved since this payment: on November 22, 2026, Kid Name’s seat moved from ${fromCourse.name} (${fromCourse.dates}) to the dates below. This receipt is up to date; nothing more was charged.`,
    );
    expect(result.text).not.toContain('confetti-canvas');
    const toCourse = await t.db.selectFrom('courses').select('name').where('id', '=', to).executeTakeFirstOrThrow();
    expect(textOf(result.text)).toContain(`Course ${toCourse.name}`);

    const again = await postForm(`/account/enrollments/${id}/switch`, cookie, { courseId: String(from) });
    expect(again.status).toBe(409);
    expect(textOf(again.text)).toContain('switched dates once already');
    // The page, opened again (the browser's Back), says why and the way back, not that no dates have a seat.
    const reopened = textOf((await get(`/account/enrollments/${id}/switch`, cookie)).text);
    expect(reopened).toContain('This enrollment has switched dates once already');
    expect(reopened).not.toContain('No other dates of this program and price have a free seat');
    expect(reopened).not.toContain('Keep My Current Dates');
    expect(reopened).toContain('Back to Your Page');
    expect(await enrollment(id)).toMatchObject({ course_id: to });
  });

  it('one other dates: ticked for the parent (the button still asks); none sent says so in the page’s words', async () => {
    const from = await cohortStarting(35);
    const to = await cohortStarting(55);
    await t.db.updateTable('courses').set({ price_cents: 77_700 }).where('id', 'in', [from, to]).execute();
    const id = await pay(from, 'lone@example.org');
    const cookie = await signIn('lone@example.org');
    const page = (await get(`/account/enrollments/${id}/switch`, cookie)).text;
    expect(page.match(/name="courseId"/g)).toHaveLength(1);
    const radio = /<input[^>]*name="courseId"[^>]*>/.exec(page)![0];
    expect(radio).toContain(`value="${to}"`);
    expect(radio).toContain('checked=""');
    // The form leaves the check to the server, whose message is the site's, not the browser's bubble.
    expect(/<form[^>]*\/switch"[^>]*>/.exec(page)![0]).toContain('noValidate');
    const none = await postForm(`/account/enrollments/${id}/switch`, cookie, {});
    expect(textOf(none.text)).toContain('Choose one of the dates listed.');
    expect(await enrollment(id)).toMatchObject({ course_id: from });
  });

  it('with no other dates to choose, Your Page says so instead of a switch button, and the page’s way back says Back to Your Page', async () => {
    const alone = await cohortStarting(40);
    await t.db.updateTable('courses').set({ price_cents: 88_800 }).where('id', '=', alone).execute();
    const id = await pay(alone, 'alone@example.org');
    const cookie = await signIn('alone@example.org');
    const page = textOf((await get(`/account/enrollments/${id}/switch`, cookie)).text);
    expect(page).toContain('Back to Your Page');
    expect(page).not.toContain('Keep My Current Dates');
    // Your Page says so where the switch's button would be, and offers no button to that page.
    const overview = textOf((await get('/account', cookie)).text);
    expect(overview).toContain(
      'No other dates of this program and price have a free seat now, so there is nothing to switch to.',
    );
    expect(overview).not.toContain('Switch to Other Dates');
  });

  it('never offers dates that start within 14 days (the family would lose the refund window)', async () => {
    const from = await cohortStarting(45);
    const close = await cohortStarting(12);
    const id = await pay(from, 'close@example.org');
    const cookie = await signIn('close@example.org');
    expect((await get(`/account/enrollments/${id}/switch`, cookie)).text).not.toContain(`value="${close}"`);
    expect((await postForm(`/account/enrollments/${id}/switch`, cookie, { courseId: String(close) })).status).toBe(409);
    expect(await enrollment(id)).toMatchObject({ course_id: from });
  });

  it('refuses less than 14 days before, and dates of another price', async () => {
    const soon = await cohortStarting(10);
    const later = await cohortStarting(50);
    const id = await pay(soon, 'soon@example.org');
    const cookie = await signIn('soon@example.org');
    const res = await postForm(`/account/enrollments/${id}/switch`, cookie, { courseId: String(later) });
    expect(res.status).toBe(409);
    expect(textOf(res.text)).toContain('less than 14 days before the first class');

    const early = await cohortStarting(30);
    const pricier = await cohortStarting(45);
    await t.db.updateTable('courses').set({ price_cents: 87_500 }).where('id', '=', pricier).execute();
    const other = await pay(early, 'price@example.org');
    const priceCookie = await signIn('price@example.org');
    expect((await postForm(`/account/enrollments/${other}/switch`, priceCookie, { courseId: String(pricier) })).status).toBe(409);
    expect(await enrollment(other)).toMatchObject({ course_id: early });
  });

  it('two families racing for the last seat of the other dates: one switches, the other is told they filled', async () => {
    const target = await cohortStarting(70, 1);
    const a = await cohortStarting(35);
    const b = await cohortStarting(36);
    const first = await pay(a, 'racer-a@example.org');
    const second = await pay(b, 'racer-b@example.org');
    const [cookieA, cookieB] = [await signIn('racer-a@example.org'), await signIn('racer-b@example.org')];
    const answers = await Promise.all([
      postForm(`/account/enrollments/${first}/switch`, cookieA, { courseId: String(target) }),
      postForm(`/account/enrollments/${second}/switch`, cookieB, { courseId: String(target) }),
    ]);
    expect(answers.map((res) => res.status).sort()).toEqual([303, 409]);
    expect(textOf(answers.find((res) => res.status === 409)!.text)).toContain('Those dates just filled up.');
    expect(await seatsTaken(target)).toBe(1);
    const moved = [await enrollment(first), await enrollment(second)].filter((row) => row.course_id === target);
    expect(moved).toHaveLength(1);
  });
});

describe(`a credit at the next checkout (${testEngine})`, () => {
  const start = (courseId: number, parentEmail: string, cookie = '') =>
    site(request(t.app).post('/api/enrollments/initiate'))
      .set('Cookie', cookie)
      .send({ courseId, studentName: 'Kid Name', parentEmail });
  const creditOf = (email: string) => t.db.selectFrom('credits').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

  it('comes off by itself, named on the payment page; a hold given back returns it; two checkouts at once use it once', async () => {
    const cancelled = await cohortStarting(10);
    const id = await pay(cancelled, 'twice@example.org');
    const cookie = await signIn('twice@example.org');
    await postForm(`/account/enrollments/${id}/cancel`, cookie);
    expect(await creditOf('twice@example.org')).toMatchObject({ amount_cents: 33_750, used_at: null });

    // Signed in, the parent sees the credit on the checkout summary before paying; anonymous, nobody does.
    const summaryCourse = await cohortStarting(48);
    const summary = textOf((await get(`/checkout?courseId=${summaryCourse}`, cookie)).text);
    expect(summary).toMatch(/Price \$675\.00 Credit of \$337\.50 applied minus − \$337\.50/);
    expect(summary).toContain('Total $337.50');
    expect(summary).toContain('Continue to Payment ($337.50)');
    expect(summary).toContain('Your credit is already in the total: no code needed for it.');
    const signedOut = textOf((await get(`/checkout?courseId=${summaryCourse}`, '')).text);
    expect(signedOut).not.toContain('Credit of');
    expect(signedOut).not.toContain('Your credit is already in the total');

    // Someone who only types the address pays full price: the credit is neither spent nor shown.
    const stranger = await start(await cohortStarting(49), 'twice@example.org');
    expect(stranger.status).toBe(200);
    const strangers = await t.db
      .selectFrom('enrollments')
      .selectAll()
      .where('parent_email', '=', 'twice@example.org')
      .where('status', '=', 'held')
      .execute();
    expect(strangers.map((hold) => hold.amount_cents)).toEqual([67_500]);
    expect(await creditOf('twice@example.org')).toMatchObject({ used_at: null });
    const { releaseHold: release } = await import('../../server/services/enrollment-state.ts');
    await release(t.app.ctx, strangers[0]!.id, 'payment cancelled');

    // The parent, signed in on this browser, starts two checkouts at once: the credit comes off one.
    const [one, two] = [await cohortStarting(50), await cohortStarting(51)];
    const answers = await Promise.all([start(one, 'twice@example.org', cookie), start(two, 'twice@example.org', cookie)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const holds = await t.db
      .selectFrom('enrollments')
      .selectAll()
      .where('parent_email', '=', 'twice@example.org')
      .where('status', '=', 'held')
      .execute();
    expect(holds.map((hold) => hold.amount_cents).sort()).toEqual([33_750, 67_500]);
    const discounted = holds.find((hold) => hold.amount_cents === 33_750)!;
    expect(await creditOf('twice@example.org')).toMatchObject({ used_by_enrollment_id: discounted.id });
    const session = await t.db
      .selectFrom('demo_payment_sessions')
      .selectAll()
      .where('enrollment_id', '=', discounted.id)
      .executeTakeFirstOrThrow();
    const { name, dates } = await t.db
      .selectFrom('courses')
      .select(['name', 'dates'])
      .where('id', '=', discounted.course_id)
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({ amount_cents: 33_750, description: `${name}, ${dates} (Credit of $337.50 applied)` });

    // The discounted hold is released unpaid: the credit is the family's again.
    const { releaseHold } = await import('../../server/services/enrollment-state.ts');
    await releaseHold(t.app.ctx, discounted.id, 'payment cancelled');
    expect(await creditOf('twice@example.org')).toMatchObject({ used_at: null, used_by_enrollment_id: null });
  });
});
