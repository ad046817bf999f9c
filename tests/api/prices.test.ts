import { emailFor } from '../../views/emails/messages.ts';
import { emailText } from '../../views/emails/text.ts';
import type { MailPayload } from '../../domain/mail.ts';
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../fakes/stripe-server.ts';
import { textOf } from '../helpers/html.ts';
import { manualClock } from '../helpers/mail.ts';
import { createStripeTestApp, leaveSeats } from '../helpers/payments.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testEngine } from '../helpers/test-database.ts';
import { insertCohort } from '../helpers/cohorts.ts';
import { ownerEmail, signInAs } from '../helpers/staff.ts';
import { composeMail } from '../../server/mail/compose.tsx';
import { priceDayWatcher } from '../../server/services/price-days.ts';

/**
 * The early bird the site advertises (15% off spring cohorts until January 31) is what a
 * family pays: the checkout summary shows it line by line, the hold fixes it on the
 * enrollment, and the payment page's line item carries the final amount with the discount
 * named. The last day counts in the school's time zone.
 */
const clock = manualClock('2027-01-31T20:00:00Z'); // January 31, noon in San Francisco
const staffPassword = 'prices console passphrase';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock, config: { trustProxy: 1, adminPassword: staffPassword, sessionSecret: 's'.repeat(32) } });
});
afterAll(() => t?.close());

let client = 0;
const site = (test: request.Test) =>
  test.set('Host', 'localhost:3000').set('X-Forwarded-For', `198.51.100.${(++client % 250) + 1}`);

let cohorts = 0;
async function cohortStarting(startDate: string, priceCents = 67_500) {
  cohorts += 1;
  return insertCohort(t.db, { name: `Price Test Cohort ${cohorts}`, startDate, priceCents, capacity: 10 });
}

async function hold(courseId: number, parentEmail: string) {
  const res = await site(request(t.app).post('/api/enrollments/initiate')).send({ courseId, studentName: 'Kid', parentEmail });
  expect(res.status).toBe(200);
  return t.db
    .selectFrom('enrollments')
    .selectAll()
    .where('parent_email', '=', parentEmail)
    .where('course_id', '=', courseId)
    .executeTakeFirstOrThrow();
}

describe(`the early bird at checkout (${testEngine})`, () => {
  it('on its last day: the summary shows it, the hold keeps it, the payment page names it', async () => {
    const spring = await cohortStarting('2027-03-06');
    const page = (await site(request(t.app).get(`/checkout?courseId=${spring}`))).text;
    const summary = textOf(page);
    // One form down the column once a line has cents ("$675" over "−$101.25" read as two kinds of number).
    expect(summary).toMatch(
      /Price \$675\.00 Early bird: 15% off for booking by January 31, 2027 minus − \$101\.25 Total \$573\.75/,
    );
    // A phone's one-line summary says why the total is under the list price, before it is opened.
    const compact = /<summary>(.*?)<\/summary>/s.exec(page.slice(page.indexOf('id="checkout-compact"')))?.[1] ?? '';
    expect(textOf(compact)).toContain('Total $573.75');
    expect(textOf(compact)).toContain('List price $675 Early bird: 15% off for booking by January 31, 2027');
    expect(compact).toContain('<s>$675</s>');
    expect(summary).toContain('Continue to Payment ($573.75)');
    // Under the empty code field: the early bird needed no code.
    expect(summary).toContain('The early bird is already in the total: no code needed for it.');

    const enrollment = await hold(spring, 'early@example.org');
    expect(enrollment).toMatchObject({ amount_cents: 57_375, list_price_cents: 67_500 });
    expect(JSON.parse(enrollment.price_lines!)).toEqual([
      { kind: 'early-bird', percent: 15, endsOn: '2027-01-31', cents: 10_125 },
    ]);
    const session = await t.db
      .selectFrom('demo_payment_sessions')
      .selectAll()
      .where('enrollment_id', '=', enrollment.id)
      .executeTakeFirstOrThrow();
    expect(session).toMatchObject({
      amount_cents: 57_375,
      description: `Price Test Cohort ${cohorts}, Starting 2027-03-06 (Early bird: 15% off for booking by January 31, 2027)`,
    });
  });

  it('once paid, the receipt, the result page, the roster and its CSV show the list price and the discount by name', async () => {
    const spring = await cohortStarting('2027-05-01');
    const started = await site(request(t.app).post('/api/enrollments/initiate')).send({
      courseId: spring,
      studentName: 'Early Kid',
      parentEmail: 'paid-early@example.org',
    });
    expect((await site(request(t.app).post(`${new URL(started.body.checkoutUrl as string).pathname}/pay`))).status).toBe(303);
    const receipt = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'receipt')
      .where('to_address', '=', 'paid-early@example.org')
      .executeTakeFirstOrThrow();
    const mail = composeMail(receipt, { siteUrl: 'https://www.example.org' });
    expect(mail.text).toMatch(/Price:? +\$675\.00 USD/);
    // The discount by name, what earned it beside its amount (as a label it stood three lines tall).
    expect(mail.text).toMatch(/Early bird:? +−\$101\.25 USD \(15% off for booking by January 31, 2027\)/);
    expect(mail.text).toMatch(/Amount paid:? +\$573\.75 USD/);
    // The result page says the same, line by line above the amount paid.
    const sessionId = new URL(started.body.checkoutUrl as string).pathname.split('/').pop()!;
    const result = textOf((await site(request(t.app).get(`/enrollment-success/result?session_id=${sessionId}`))).text);
    expect(result).toContain(
      'Price $675.00 USD Early bird −$101.25 USD (15% off for booking by January 31, 2027) Amount paid $573.75 USD',
    );

    const owner = request.agent(t.app);
    await signInAs(owner, ownerEmail, staffPassword).set('X-Forwarded-For', '192.0.2.9').expect(303);
    const roster = textOf((await owner.get(`/admin/courses/${spring}`).set('X-Forwarded-For', '192.0.2.10')).text);
    expect(roster).toContain('Early Kid');
    expect(roster).toContain('$573.75 USD Early bird: 15% off for booking by January 31, 2027');
    const csvText = (await owner.get(`/admin/courses/${spring}/roster.csv`).set('X-Forwarded-For', '192.0.2.11')).text;
    const csv = parse<Record<string, string>>(csvText, { bom: true, columns: true });
    expect(csv[0]).toMatchObject({
      Student: 'Early Kid',
      Amount: '573.75',
      'List price': '675.00',
      Discounts: 'Early bird: 15% off for booking by January 31, 2027',
    });
  });

  it('at midnight in San Francisco it is over; a cohort outside its range never had it', async () => {
    const spring = await cohortStarting('2027-04-10');
    const summer = await cohortStarting('2027-06-14');
    expect((await hold(summer, 'summer@example.org')).amount_cents).toBe(67_500);
    clock.advance(11 * 60 + 59); // 11:59 PM, January 31
    expect((await hold(spring, 'last-minute@example.org')).amount_cents).toBe(57_375);
    clock.advance(1); // midnight: February 1
    const late = await hold(spring, 'too-late@example.org');
    expect(late).toMatchObject({ amount_cents: 67_500, list_price_cents: 67_500, price_lines: null });
    expect(textOf((await site(request(t.app).get(`/checkout?courseId=${spring}`))).text)).not.toContain('Early bird');
  });
});

describe(`the early bird on cards and in the API (${testEngine})`, () => {
  it('shows the early-bird price beside the list price, and drops it from the cache when the day ends', async () => {
    clock.set('2027-01-31T20:00:00Z');
    const watcher = priceDayWatcher(t.app.ctx);
    const spring = await cohortStarting('2027-03-13');
    const json = async () =>
      (await site(request(t.app).get(`/api/courses/${spring}`))).body as { price: number; pricing: unknown };
    expect(await json()).toMatchObject({
      price: 675,
      pricing: { listPrice: 675, earlyBird: { percent: 15, endsOn: '2027-01-31', price: 573.75 } },
    });
    const list = (await site(request(t.app).get('/api/courses/program/kids-vibe-coding'))).body as {
      id: number;
      price: string;
    }[];
    expect(list.find((course) => course.id === spring)).toMatchObject({ price: '675.00' });

    const page = (await site(request(t.app).get('/kids-vibe-coding?level=beginner'))).text;
    const card = textOf(page.slice(page.indexOf(`Price Test Cohort ${cohorts}`)));
    expect(card).toMatch(
      /^Price Test Cohort \d+.*?Early bird: 15% off for booking by January 31, 2027 Price \$573\.75 ?, list price \$675 per cohort/,
    );
    // The pricing page says where the banner's early bird applies, while it is open.
    const pricingPage = async () => textOf((await site(request(t.app).get('/parents/scholarships-and-pricing'))).text);
    const offer = /Book by January 31, 2027 and save 15% on any Kids Vibe Coding cohort that starts between .*? and .*?, 2027\./;
    expect(await pricingPage()).toMatch(offer);

    clock.advance(12 * 60); // midnight, February 1
    // Cached until the watcher sees the new day.
    expect((await json()).pricing).toMatchObject({ earlyBird: { percent: 15 } });
    expect(watcher()).toBe(true);
    expect(watcher()).toBe(false);
    expect((await json()).pricing).toEqual({ listPrice: 675, earlyBird: null });
    expect(await pricingPage()).not.toMatch(offer);
  });

  it('shows a sold-out spring cohort at its list price; its waitlist form says what an offered seat takes off', async () => {
    clock.set('2027-01-20T20:00:00Z');
    const full = await cohortStarting('2027-03-20');
    await leaveSeats(t.db, full, 0);
    t.pageCache.invalidate('courses');
    const page = (await site(request(t.app).get('/kids-vibe-coding?level=beginner'))).text;
    const card = textOf(page.slice(page.indexOf(`id="course-${full}-name"`) - 200));
    // The card: its list price, no offer on a seat no one can buy now.
    expect(card).toMatch(/^.*?SOLD OUT Price Test Cohort \d+ .*? Mentor [^$]*\$675 per cohort Join Waitlist/);
    expect(card.slice(0, card.indexOf('Join Waitlist'))).not.toMatch(/Early bird|list price/);
    // Its waitlist, as the dialog (htmx) and as the page: an offer by the last day takes the early bird.
    const offered = 'If a seat is offered to you by January 31, 2027, the early bird’s 15% comes off.';
    const form = `/courses/${full}/express-interest`;
    expect(textOf((await site(request(t.app).get(form))).text)).toContain(offered);
    expect(textOf((await site(request(t.app).get(form).set('HX-Request', 'true'))).text)).toContain(offered);
    // The confirmation email keeps the promise (it is what the family keeps; it dropped it).
    const joined = await site(request(t.app).post(`/api/courses/${full}/express-interest`)).send({
      parentName: 'Ines Parent',
      parentEmail: 'ines@example.org',
      parentPhone: '(408) 555-0111',
      studentName: 'Ines Kid',
    });
    expect(joined.status).toBe(201);
    const row = await t.db
      .selectFrom('outbox')
      .select('payload')
      .where('kind', '=', 'waitlist-confirmation')
      .where('to_address', '=', 'ines@example.org')
      .executeTakeFirstOrThrow();
    const email = emailText(emailFor(JSON.parse(row.payload) as MailPayload, { siteUrl: 'http://localhost:3000' }));
    expect(email.replace(/\s+/g, ' ')).toContain(offered);
    // ...and the line goes with the early bird's last day.
    clock.set('2027-02-01T09:00:00Z');
    expect(textOf((await site(request(t.app).get(form))).text)).not.toContain('If a seat is offered');
  });
});

describe(`the early bird through Stripe (${testEngine})`, () => {
  let fake: FakeStripe;
  let stripeApp: TestApp;
  beforeAll(async () => {
    fake = await startFakeStripe();
    stripeApp = await createStripeTestApp(fake, { config: { trustProxy: 1 } });
    // The real clock runs here: the rule lasts whatever day the test runs.
    await stripeApp.db.updateTable('early_bird_rules').set({ ends_on: '2099-12-31', first_class_to: '2099-12-31' }).execute();
  });
  afterAll(async () => {
    await stripeApp?.close();
    await fake?.close();
  });

  it('sends the final amount as the line item’s unit_amount, with the discount in its name', async () => {
    const course = await stripeApp.db
      .selectFrom('courses')
      .select(['id', 'name', 'dates', 'price_cents', 'schedule', 'location'])
      .where('status', '=', 'active')
      .where('start_date', '>=', '2027-02-01')
      .orderBy('start_date')
      .executeTakeFirstOrThrow();
    await leaveSeats(stripeApp.db, course.id, 2);
    const res = await request(stripeApp.app)
      .post('/api/enrollments/initiate')
      .set('X-Forwarded-For', '203.0.113.77')
      .send({ courseId: course.id, studentName: 'Kid', parentEmail: 'stripe-early@example.org' });
    expect(res.status).toBe(200);
    const created = fake.requests.filter((r) => r.path === '/v1/checkout/sessions' && r.method === 'POST');
    expect(created).toHaveLength(1);
    const expected = course.price_cents - Math.floor((course.price_cents * 15) / 100 + 0.5);
    expect(created[0]!.body).toMatchObject({
      line_items: [
        {
          price_data: {
            unit_amount: String(expected),
            product_data: {
              name: `${course.name}, ${course.dates} (Early bird: 15% off for booking by December 31, 2099)`,
              description: `Student: Kid · ${course.schedule} · ${course.location}`,
            },
          },
          quantity: '1',
        },
      ],
    });
  });
});

describe(`promo codes at checkout (${testEngine})`, () => {
  let codes = 0;
  async function code(fields: {
    kind?: 'percent' | 'amount';
    value: number;
    maxUses?: number;
    courseIds?: number[];
    startsOn?: string;
    endsOn?: string;
  }) {
    codes += 1;
    const row = await t.db
      .insertInto('promo_codes')
      .values({
        code: `TEST${codes}`,
        kind: fields.kind ?? 'percent',
        value: fields.value,
        starts_on: fields.startsOn ?? '2027-01-01',
        ends_on: fields.endsOn ?? '2027-12-31',
        max_uses: fields.maxUses ?? 100,
        course_ids: fields.courseIds ? fields.courseIds.join(',') : null,
        created_at: '2027-01-01T00:00:00Z',
      })
      .returning(['id', 'code'])
      .executeTakeFirstOrThrow();
    return row;
  }
  const usesOf = async (id: number) =>
    (await t.db.selectFrom('promo_codes').select('uses').where('id', '=', id).executeTakeFirstOrThrow()).uses;
  const initiate = (courseId: number, parentEmail: string, promoCode: string) =>
    site(request(t.app).post('/api/enrollments/initiate')).send({ courseId, studentName: 'Kid', parentEmail, promoCode });

  it('with one use left under 10 checkouts at once: one gets it, nine are told it is used up; a released hold gives it back', async () => {
    clock.set('2027-02-10T20:00:00Z'); // after the early bird
    const summer = await cohortStarting('2027-07-10');
    const { id, code: typed } = await code({ value: 20, maxUses: 1 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, n) => initiate(summer, `racer${n}@example.org`, typed.toLowerCase())),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    const refused = answers.filter((res) => res.status === 422);
    expect(refused).toHaveLength(9);
    expect(refused[0]!.body).toMatchObject({
      fields: { promoCode: 'This code has been used as many times as it can be. Or clear this field to pay without a code.' },
    });
    expect(await usesOf(id)).toBe(1);
    // The nine refused took no seat.
    const course = await t.db.selectFrom('courses').select('seats_taken').where('id', '=', summer).executeTakeFirstOrThrow();
    expect(course.seats_taken).toBe(1);
    const winner = await t.db
      .selectFrom('enrollments')
      .selectAll()
      .where('course_id', '=', summer)
      .where('status', '=', 'held')
      .executeTakeFirstOrThrow();
    expect(winner).toMatchObject({ amount_cents: 54_000, promo_code_id: id });
    expect(JSON.parse(winner.price_lines!)).toEqual([{ kind: 'promo', code: typed, percent: 20, cents: 13_500 }]);

    const { releaseHold } = await import('../../server/services/enrollment-state.ts');
    expect(await releaseHold(t.app.ctx, winner.id, 'payment cancelled')).toBe(true);
    expect(await usesOf(id)).toBe(0);
    expect((await initiate(summer, 'after@example.org', typed)).status).toBe(200);
    expect(await usesOf(id)).toBe(1);
  });

  it('says why a code does not apply, beside the field, and takes no seat', async () => {
    clock.set('2027-02-10T20:00:00Z');
    const summer = await cohortStarting('2027-07-17');
    const other = await cohortStarting('2027-07-24');
    const early = await code({ value: 10, startsOn: '2027-03-01' });
    const late = await code({ value: 10, endsOn: '2027-02-09' });
    const elsewhere = await code({ value: 10, courseIds: [other] });
    for (const [typed, message] of [
      ['NOSUCHCODE', 'We do not know that code: check its spelling.'],
      [early.code, 'This code works from March 1, 2027.'],
      [late.code, 'This code expired on February 9, 2027.'],
      [elsewhere.code, 'This code is not for this course.'],
    ] as const) {
      const res = await initiate(summer, 'typo@example.org', typed);
      expect(res.status, typed).toBe(422);
      // Continue with a refused code says why, and how to pay without one.
      expect(res.body.fields).toEqual({ promoCode: `${message} Or clear this field to pay without a code.` });
    }
    // Without JavaScript: the form comes back with the message under the field and what was typed.
    // The checkout's form as a browser without JavaScript posts it.
    const postForm = (promoCode: string) =>
      site(request(t.app).post('/checkout'))
        .type('form')
        .send(
          new URLSearchParams({
            courseId: String(summer),
            studentName: 'Kid',
            parentEmail: 'form@example.org',
            promoCode,
          }).toString(),
        );
    const form = await postForm(late.code);
    expect(form.status).toBe(422);
    expect(textOf(form.text)).toContain('This code expired on February 9, 2027.');
    expect(form.text).toContain(`value="${late.code}"`);
    const seats = await t.db.selectFrom('courses').select('seats_taken').where('id', '=', summer).executeTakeFirstOrThrow();
    expect(seats.seats_taken).toBe(0);
    expect(textOf(form.text)).toContain('Or clear this field to pay without a code.');
    // Cleared, as the message says: the same form goes on to the payment page at the full price.
    const cleared = await postForm('');
    expect(cleared.status).toBe(303);
    const held = await t.db
      .selectFrom('enrollments')
      .select('amount_cents')
      .where('parent_email', '=', 'form@example.org')
      .executeTakeFirstOrThrow();
    expect(held.amount_cents).toBe(67_500);
    expect((await initiate(other, 'right@example.org', elsewhere.code.toLowerCase())).status).toBe(200);
  });

  it('beside the early bird, the better one applies and a code not used is not counted', async () => {
    clock.set('2027-01-20T20:00:00Z');
    const spring = await cohortStarting('2027-04-03');
    const small = await code({ value: 10 });
    const big = await code({ kind: 'amount', value: 15_000 });
    const withSmall = await initiate(spring, 'small@example.org', small.code);
    expect(withSmall.status).toBe(200);
    expect(await usesOf(small.id)).toBe(0);
    const withBig = await initiate(spring, 'big@example.org', big.code);
    expect(withBig.status).toBe(200);
    expect(await usesOf(big.id)).toBe(1);
    const amounts = await t.db
      .selectFrom('enrollments')
      .select(['parent_email', 'amount_cents', 'promo_code_id'])
      .where('course_id', '=', spring)
      .orderBy('id')
      .execute();
    expect(amounts).toEqual([
      { parent_email: 'small@example.org', amount_cents: 57_375, promo_code_id: null },
      { parent_email: 'big@example.org', amount_cents: 52_500, promo_code_id: big.id },
    ]);
  });

  /** The checkout form sent with Apply pressed (intent=apply), as a browser sends it. */
  const apply = (courseId: number, promoCode: string, htmx = false) => {
    const req = site(request(t.app).post('/checkout')).type('form');
    if (htmx) req.set('HX-Request', 'true');
    return req.send(
      new URLSearchParams({
        courseId: String(courseId),
        studentName: 'Ada',
        parentEmail: '',
        promoCode,
        intent: 'apply',
      }).toString(),
    );
  };

  it('a cohort outside the early bird says why its total is the list price; EARLYBIRD typed as a code says it needs none', async () => {
    clock.set('2027-01-20T20:00:00Z'); // the early bird is open, for cohorts starting February 1 to May 31
    const winter = await cohortStarting('2027-01-23');
    const spring = await cohortStarting('2027-03-13');
    const window =
      'Book by January 31, 2027 and save 15% on any Kids Vibe Coding cohort that starts between February 1 and May 31, 2027.';
    const page = textOf((await site(request(t.app).get(`/checkout?courseId=${winter}`))).text);
    expect(page).toContain('Total $675');
    expect(page).toContain(`This cohort is outside the early bird. ${window}`);
    // The program page says which cohorts it covers, beside the cards, before a parent picks one.
    expect(textOf((await site(request(t.app).get('/kids-vibe-coding'))).text)).toContain(window);
    // Not under a level none of whose cards can be booked with it (the advanced cohorts start
    // before the window or after it).
    expect(textOf((await site(request(t.app).get('/kids-vibe-coding?level=advanced'))).text)).not.toContain(window);
    // It said "We do not know that code: check its spelling", as if the banner's early bird were made up.
    expect(textOf((await apply(winter, 'earlybird')).text)).toContain(
      `The early bird needs no code, and this cohort is outside it. ${window}`,
    );
    expect(textOf((await apply(spring, 'EARLY-BIRD')).text)).toContain(
      'The early bird needs no code: it is already in the total.',
    );
    // Once it has closed, no cohort is said to be outside it.
    clock.set('2027-02-10T20:00:00Z');
    expect(textOf((await site(request(t.app).get(`/checkout?courseId=${winter}`))).text)).not.toContain('outside the early bird');
    expect(textOf((await apply(winter, 'EARLYBIRD')).text)).toContain('The early bird needs no code, and none is open now.');
  });

  it('Apply shows what the code takes off on the summary and the button before anything is held (no JavaScript)', async () => {
    clock.set('2027-02-10T20:00:00Z');
    const summer = await cohortStarting('2027-08-07');
    const { code: typed, id } = await code({ value: 20 });
    const res = await apply(summer, typed.toLowerCase());
    expect(res.status).toBe(200);
    const text = textOf(res.text);
    expect(text).toMatch(new RegExp(`Price \\$675 Code ${typed}: 20% off minus − \\$135 Total \\$540`));
    expect(text).toContain('Continue to Payment ($540)');
    expect(text).toContain(`Code ${typed} takes $135 off.`);
    // What was typed comes back, with no message yet for the email left blank.
    expect(res.text).toContain('value="Ada"');
    expect(text).not.toContain('Invalid email address');
    const held = await t.db.selectFrom('enrollments').select('id').where('course_id', '=', summer).execute();
    expect(held).toHaveLength(0);
    expect(await usesOf(id)).toBe(0);
  });

  it('Apply with htmx swaps the form and the summary beside it; a refused or blank code says why', async () => {
    clock.set('2027-02-10T20:00:00Z');
    const summer = await cohortStarting('2027-08-14');
    const { code: typed } = await code({ kind: 'amount', value: 5_000 });
    const res = await apply(summer, typed, true);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain('<html');
    expect(res.text).toMatch(/<form[^>]*class="checkout-form"/);
    expect(res.text).toMatch(/<aside[^>]*id="order-summary"[^>]*hx-swap-oob="true"/);
    // The summary swapped in keeps its way back to the level's cohorts.
    expect(res.text).toContain('>Choose another cohort</a>');
    expect(textOf(res.text)).toContain('Total $625');
    // Taken: said in the success colours with a tick (a line of small grey text was its only sign).
    expect(res.text).toMatch(/<p class="field__help code-field__outcome code-field__outcome--applied"[^>]*role="status"><svg/);

    const refused = await apply(summer, 'NOSUCHCODE', true);
    expect(refused.status).toBe(422);
    expect(textOf(refused.text)).toContain('We do not know that code: check its spelling.');
    expect(textOf(refused.text)).toContain('Total $675');
    const blank = await apply(summer, '');
    expect(blank.status).toBe(422);
    expect(textOf(blank.text)).toContain('Type the code you were given, then press Apply.');
  });

  it('Apply after the form was sent with errors keeps the other fields’ messages beside the code’s', async () => {
    // A code applied over a sent form cleared the name's and the email's messages: the form
    // looked ready when it was not.
    clock.set('2027-02-10T20:00:00Z');
    const summer = await cohortStarting('2027-08-21');
    const typed = { courseId: String(summer), studentName: 'A', parentEmail: 'bad@x', promoCode: '' };
    const sent = await site(request(t.app).post('/checkout')).type('form').send(new URLSearchParams(typed).toString());
    expect(sent.status).toBe(422);
    const checked = /<input type="hidden" name="checked" value="([^"]+)"/.exec(sent.text)?.[1];
    expect(checked).toBeDefined();
    const applied = await site(request(t.app).post('/checkout'))
      .type('form')
      .send(new URLSearchParams({ ...typed, promoCode: 'NOSUCHCODE', intent: 'apply', checked: checked! }).toString());
    expect(applied.status).toBe(422);
    const text = textOf(applied.text);
    expect(text).toContain('Student name must be at least 2 characters');
    expect(text).toContain('Invalid email address');
    expect(text).toContain('We do not know that code: check its spelling.');
  });

  it('Continue with mistakes says every one at once, a code typed that does not apply among them', async () => {
    // The code's message came only once the name and the email were right: a third mistake met last.
    clock.set('2027-02-10T20:00:00Z');
    const summer = await cohortStarting('2027-08-28');
    const sent = await site(request(t.app).post('/checkout'))
      .type('form')
      .send(
        new URLSearchParams({
          courseId: String(summer),
          studentName: 'A',
          parentEmail: 'bad@x',
          promoCode: 'NOSUCHCODE',
        }).toString(),
      );
    expect(sent.status).toBe(422);
    const text = textOf(sent.text);
    expect(text).toContain('Student name must be at least 2 characters');
    expect(text).toContain('Invalid email address');
    expect(text).toContain('We do not know that code: check its spelling. Or clear this field to pay without a code.');
    // A form with no mistake but the code's gets the code's message alone, as before.
    const onlyCode = await site(request(t.app).post('/checkout'))
      .type('form')
      .send(
        new URLSearchParams({
          courseId: String(summer),
          studentName: 'Ada Lovelace',
          parentEmail: 'ada-code@example.org',
          promoCode: 'NOSUCHCODE',
        }).toString(),
      );
    expect(onlyCode.status).toBe(422);
    expect(textOf(onlyCode.text)).toContain(
      'We do not know that code: check its spelling. Or clear this field to pay without a code.',
    );
    expect(textOf(onlyCode.text)).not.toContain('Invalid email address');
  });

  it('Apply during the early bird says when the early bird is kept instead of a smaller code', async () => {
    clock.set('2027-01-20T20:00:00Z');
    const spring = await cohortStarting('2027-04-17');
    const { code: typed } = await code({ value: 10 });
    const text = textOf((await apply(spring, typed)).text);
    expect(text).toContain(`The early bird takes off more than code ${typed}, so the early bird is kept (they do not add up).`);
    expect(text).toContain('Total $573.75');
  });
});
