import { signInParent } from '../helpers/parents.ts';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { demoProvider } from '../../server/payments/demo.ts';
import { sweepHolds } from '../../server/services/hold-sweep.ts';
import { h1Of, seatsBadgeOf, textOf } from '../helpers/html.ts';
import { courseIdOf, enrollmentsOf, leaveSeats, seatsOf } from '../helpers/payments.ts';
import { insertCohort } from '../helpers/cohorts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { campusDetails } from '../../views/content/locations.ts';
import { dropOff } from '../../views/content/kids-curriculum.ts';
import { classAccounts } from '../../views/content/facts.ts';
import { mentors } from '../../views/content/instructor.ts';
import { defaultOfferHours } from '../../domain/waitlist-line.ts';
import { bayAreaTime } from '../../views/format.ts';
import { enrollmentReference } from '../../domain/references.ts';

// The quick checkout with the demo provider (no Stripe key), as `npm start` runs it.
let now = new Date('2026-11-22T12:00:00Z');
let t: TestApp;
let winter: number;
let spring: number;
/** The mentor who leads a South Bay beginner table, as the sample cohorts here are. */
const southBayBeginnerMentor = mentors.find((m) => m.campus === 'south-bay' && m.level === 'beginner')!.name;
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now }, config: { trustProxy: 1 } });
  winter = await courseIdOf(t.db, 'Vibe Coding Beginner: Winter Weekends');
  spring = await courseIdOf(t.db, 'Vibe Coding Beginner: East Bay Sundays'); // sold out
});
afterAll(() => t.close());
beforeEach(async () => {
  now = new Date('2026-11-22T12:00:00Z');
  await leaveSeats(t.db, winter, 5);
});

// Each test is its own client, so the per-client write limit never joins two tests.
let client = 0;
const ip = () => `198.51.100.${++client}`;
const get = (path: string) => request(t.app).get(path).set('Host', 'localhost:3000');
const postForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  request(t.app)
    .post('/checkout')
    .set('Host', 'localhost:3000')
    .set('X-Forwarded-For', ip())
    .set(headers)
    .type('form')
    .send(fields);
const initiate = (body: unknown) =>
  request(t.app)
    .post('/api/enrollments/initiate')
    .set('Host', 'localhost:3000')
    .set('X-Forwarded-For', ip())
    .send(body as object);
const sessionIdOf = (url: string | undefined) => String(url).split('/').pop() as string;
/** The steps of paying as a screen reader hears them: each label, "(done)" when passed, and the current one. */
const stepsOf = (html: string) => {
  const list = /<ol class="step-trail[^"]*" aria-label="Enrollment steps">.*?<\/ol>/s.exec(html)?.[0] ?? '';
  return {
    heard: textOf(list),
    current: textOf(/<li [^>]*aria-current="step"[^>]*>.*?<\/li>/s.exec(list)?.[0] ?? ''),
  };
};

describe('GET /checkout', () => {
  it('without a courseId shows No Course Selected', async () => {
    const res = await get('/checkout');
    expect(res.status).toBe(200);
    const text = textOf(res.text);
    expect(text).toContain('No Course Selected');
    expect(text).toContain('Please select a course from our programs page to enroll.');
    // The checkout's header: no trail, as the checkout of a course has.
    expect(res.text).not.toContain('aria-label="Breadcrumb"');
    expect(res.text).toContain('href="/programs"');
    // And the dated cohorts, one step nearer than the programs page.
    expect(res.text).toMatch(/<a href="\/kids-vibe-coding#levels" class="btn btn--outline">See Cohorts and Dates<\/a>/);
  });

  it('for a sold-out course shows Course Full, which course it is, Back to Programs and that course’s waitlist', async () => {
    const res = await get(`/checkout?courseId=${spring}`);
    expect(res.status).toBe(200);
    const text = textOf(res.text);
    // Under the heading, the course that is full: its name, dates and campus.
    expect(text).toContain(
      'Course Full Vibe Coding Beginner: East Bay Sundays Dates February 7 - March 28, 2027 Location Fremont, CA (East Bay campus) Unfortunately',
    );
    expect(text).toContain(
      'Unfortunately, this course is at capacity. Please express interest to be notified about future camps.',
    );
    expect(text).toContain('Back to Programs');
    expect(res.text).toContain(`href="/courses/${spring}/express-interest"`);
    expect(res.text).not.toContain('name="studentName"');
    // The checkout's header (no trail, as an open cohort's checkout). Two ways on, not three: no
    // third link to this level's cohorts, which are full or listed under the card's words.
    expect(res.text).not.toContain('aria-label="Breadcrumb"');
    expect(text).not.toContain('Choose another cohort');
    // Every seat is paid for: nothing says it may free up.
    expect(text).not.toContain('held for a family paying');
    // Not a dead end: the same level's cohorts with seats, each a way to its checkout.
    expect(text).toMatch(
      /Seats are still open in other cohorts of this level: Vibe Coding Beginner: Winter Weekends January 16 - March 6, 2027 · Cupertino, CA \(South Bay campus\) \d+ seats? left/,
    );
    // Its seats in the badge every cohort card has.
    expect(res.text).toMatch(/<ul class="course-full__open-list">.*<span class="badge badge--(few-)?seats">/s);
    expect(res.text).toContain(`<a href="/checkout?courseId=${winter}">Vibe Coding Beginner: Winter Weekends</a>`);
    expect(res.text).not.toContain(`<a href="/checkout?courseId=${spring}">`);
    expect(text).not.toMatch(/Intermediate|Advanced/);
    // The waitlist first (the way on), then the way back.
    expect(res.text.indexOf('>Join Waitlist</a>')).toBeLessThan(res.text.indexOf('>Back to Programs</a>'));
    // Beside it, what joining leads to, with the hours an offered seat is held.
    expect(text).toContain(
      `How the waitlist works 1 Join in a minute Tell us who you are and who the seat is for. Nothing is charged. 2 A seat opens We hold it for the next family in line and send them a link to pay for it. 3 Pay or pass it on The held seat waits ${defaultOfferHours} hours for your payment.`,
    );
  });

  it('says when the last seat is only held by a family paying now, and where it goes if the hold ends unpaid', async () => {
    const course = await courseIdOf(t.db, 'Vibe Coding Beginner: Summer Mornings');
    await leaveSeats(t.db, course, 1);
    expect(
      (await postForm({ courseId: String(course), studentName: 'Ada Lovelace', parentEmail: 'held-last@example.org' })).status,
    ).toBe(303);
    // Another family, in another browser, finds the course full, and why it may not stay so.
    const text = textOf((await get(`/checkout?courseId=${course}`)).text);
    expect(text).toContain('Course Full');
    expect(text).toContain(
      'One seat is held for a family paying right now. A hold that ends unpaid frees its seat for the first family on the waitlist.',
    );
  });

  it('says a cohort’s last day to apply for a scholarship was, once it has passed, and to ask (the application still takes it)', async () => {
    now = new Date('2027-01-05T18:00:00Z');
    const text = textOf((await get(`/checkout?courseId=${winter}`)).text);
    expect(text).toContain(
      'Need help with the tuition? A need-based scholarship takes up to 50% off the tuition: for these dates the last day to apply was January 2, 2027. Ask us before you pay. Scholarships →',
    );
    expect(text).not.toContain('apply by January 2');
  });

  it('says on the full cohort’s card that its last seat is only on hold, until the hold is paid', async () => {
    // A cohort of its own, one seat: no other test's hold on it.
    const course = await insertCohort(t.db, { name: 'Vibe Coding Beginner: One Seat', startDate: '2027-05-01', capacity: 1 });
    onTestFinished(async () => {
      await t.db.updateTable('courses').set({ status: 'archived' }).where('id', '=', course).execute();
    });
    const cardOf = async () => {
      const html = (await get('/kids-vibe-coding')).text;
      return textOf(new RegExp(`<article class="card cohort-card" id="cohort-${course}"[^>]*>.*?</article>`, 's').exec(html)![0]);
    };
    const note = '1 seat is on hold for a family paying now. If unpaid, it goes to the waitlist first.';
    expect(await cardOf()).not.toContain(note);
    const held = await initiate({ studentName: 'Ada Lovelace', parentEmail: 'held-card@example.org', courseId: course });
    expect(held.status).toBe(200);
    // Another family sees SOLD OUT, and that the seat may come back (the cached page was dropped).
    const card = await cardOf();
    expect(card).toContain('SOLD OUT');
    expect(card).toContain(note);
    // The API answers the spec's fields: who is paying right now is not among them.
    const api = await request(t.app).get('/api/courses/program/kids-vibe-coding').set('Host', 'localhost:3000');
    expect(api.body.find((c: { id: number }) => c.id === course)).not.toHaveProperty('heldSeats');
    // Paid: the seat is taken for good, and the card stops saying it may come back.
    const path = new URL(held.body.checkoutUrl as string).pathname;
    await request(t.app).post(`${path}/pay`).set('Host', 'localhost:3000');
    const after = await cardOf();
    expect(after).toContain('SOLD OUT');
    expect(after).not.toContain(note);
  });

  it('for an unknown or malformed course answers 404 with Course Full and no waitlist link', async () => {
    for (const id of ['999999', 'abc', '-1']) {
      const res = await get(`/checkout?courseId=${id}`);
      expect(res.status).toBe(404);
      // The spec's view, saying what a parent with an old link needs to hear: it may have ended, and
      // where to look; not "at capacity, express interest", with no waitlist to join beside it.
      expect(textOf(res.text)).toContain(
        'Course Full This link does not lead to a cohort we run now: it may have ended. Programs lists every cohort open today.',
      );
      expect(textOf(res.text)).not.toContain('at capacity');
      expect(res.text).not.toContain('express-interest');
      expect(textOf(res.text)).not.toContain('How the waitlist works');
    }
  });

  it('shows the order summary (name, dates, location, format, schedule, price) and the form', async () => {
    const res = await get(`/checkout?courseId=${winter}`);
    expect(res.status).toBe(200);
    // The same header as the payment page and the result (no breadcrumb); the way back is in the
    // summary, to the cohort's level, to choose another cohort.
    expect(res.text).not.toContain('aria-label="Breadcrumb"');
    const summaryHtml = /<aside class="card order-summary".*?<\/aside>/s.exec(res.text)?.[0] ?? '';
    expect(summaryHtml).toContain('<a href="/kids-vibe-coding?level=beginner#levels">Choose another cohort</a>');
    const summary = textOf(summaryHtml);
    for (const fact of [
      'Vibe Coding Beginner: Winter Weekends',
      'January 16 - March 6, 2027',
      'Cupertino, CA',
      // The campus's street, where the student is brought on the first day.
      'Address 1450 Orchard Glen Way, Suite 100, Cupertino, CA 95014',
      'In person, small group',
      'Saturdays, 10:00 AM - 12:30 PM',
      // Who leads the table: the South Bay's beginner mentor.
      `Mentor ${southBayBeginnerMentor}`,
      '$675',
    ]) {
      expect(summary).toContain(fact);
    }
    expect(res.text).toMatch(/<label for="checkout-studentName">Student Name/);
    // One flow of three steps, the first of them here.
    expect(stepsOf(res.text)).toEqual({ heard: '1 Details 2 Payment 3 Confirmation', current: '1 Details' });
    // Its footer is the policies only: nothing of the site's every link competes with the form.
    const footer = /<footer .*?<\/footer>/s.exec(res.text)?.[0] ?? '';
    expect(footer).toContain('href="/privacy"');
    expect(footer).toContain('href="/terms"');
    expect(textOf(footer)).not.toContain('Get in Touch');
    expect(footer).not.toContain('href="/locations/south-bay"');
    expect(res.text).toMatch(/<label for="checkout-parentEmail">Parent Email/);
    expect(res.text).toContain(`name="courseId" value="${winter}"`);
    expect(res.headers['x-robots-tag'] ?? res.text).toMatch(/noindex/);
    // Beside the price: how the family pays (demo here), what happens next, the refund rule in one line.
    const text = textOf(res.text);
    // The lead under 'Quick Enrollment' says what the spec says of it: a 5-minute process.
    expect(text).toContain('Quick Enrollment A 5-minute process: reserve a seat, then pay securely.');
    expect(text).not.toContain('a few seconds');
    expect(text).toContain('Demo payment: this site runs without a payment provider, so nothing is charged.');
    expect(text).toContain('We hold your seat for 30 minutes while you pay.');
    // A plain price: under the code field, what a code is for, or, while the early bird is open
    // for other cohorts (this one starts before its window), why this one is at its list price
    // (tests/api/prices.test.ts holds both on a set day); never that a discount applies.
    expect(text).toMatch(
      /Have a code\? \(optional\) Apply Applying\.\.\. (Only if we gave you one, through a partner school or an event\. Without one, you pay the total shown\.|This cohort is outside the early bird\. Book by [^.]+\.) Website Continue to Payment/,
    );
    expect(text).not.toContain('no code needed');
    // Under the pay button too, where a phone shows it before the summary: no "secure payment page" in a demo.
    // And what paying agrees to, the terms and the policy a link away (the $299 application asks it with a box).
    const note = res.text.match(/<p class="checkout-form__note[^>]*>.*?<\/p>/s)![0];
    expect(textOf(note)).toBe(
      'You confirm on the demo payment page. Your seat is held for 30 minutes while you pay. By paying you agree to our Terms of Service , including the cancellation policy .',
    );
    expect(note).toContain('<a href="/terms">Terms of Service</a>');
    expect(note).toContain('<a href="/terms#cancellation">cancellation policy</a>');
    expect(text).toContain(
      'Plans change? If you cancel 14 or more days before the first class: a refund of the tuition minus the $75 admin/venue fee; 7-13 days before: a 50% credit for 12 months; closer than that: no refund or credit. There are no makeup days for classes a student misses. Cancellation policy →',
    );
    expect(res.text).toContain('href="/terms#cancellation"');
    // A family who needs help learns it here, before paying (one scholarship per cohort).
    // With this cohort's own last day to apply (two weeks before its first class, January 16),
    // and why it comes before the banner's Feb 15 (a parent saw both and doubted which was real).
    expect(text).toContain(
      'Need help with the tuition? A need-based scholarship takes up to 50% off the tuition. Apply before you pay: for these dates, by January 2, 2027 (two weeks before the first class). Scholarships →',
    );
    expect(res.text).toMatch(
      /<a href="\/scholarships" class="checkout-assurance__link"><span class="arrow-label">Scholarships<\/span>/,
    );
    // Three labelled parts under how the family pays, in one voice: none of them a grey aside.
    const assurance = /<aside class="card checkout-assurance".*?<\/aside>/s.exec(res.text)![0];
    expect([...assurance.matchAll(/<h([23])[^>]*>(.*?)<\/h\1>/g)].map((m) => m[2])).toEqual([
      'What happens next',
      'Plans change?',
      'Need help with the tuition?',
    ]);
    expect(assurance).not.toContain('muted');
  });
});

describe('POST /checkout (the form)', () => {
  it('re-renders invalid input with the spec’s messages and what was typed (422), holding no seat', async () => {
    const before = await seatsOf(t.db, winter);
    const res = await postForm({ courseId: String(winter), studentName: 'A', parentEmail: 'not-an-email' });
    expect(res.status).toBe(422);
    const text = textOf(res.text);
    expect(text).toContain('Student name must be at least 2 characters');
    expect(text).toContain('Invalid email address');
    expect(res.text).toContain('value="not-an-email"');
    expect(res.text).toContain('aria-describedby="checkout-studentName-error"');
    expect(await seatsOf(t.db, winter)).toEqual(before);
  });

  it('answers htmx with the form alone (422), and then validates on change', async () => {
    const res = await postForm({ courseId: String(winter), studentName: '', parentEmail: '' }, { 'HX-Request': 'true' });
    expect(res.status).toBe(422);
    expect(res.text.startsWith('<form')).toBe(true);
    expect(res.text).toContain('hx-post="/checkout/validate"');
    const fixed = await request(t.app)
      .post('/checkout/validate')
      .set('HX-Request', 'true')
      .type('form')
      .send({ courseId: String(winter), studentName: 'Ada', parentEmail: '' });
    expect(fixed.status).toBe(200);
    expect(textOf(fixed.text)).not.toContain('Student name must be at least 2 characters');
    expect(textOf(fixed.text)).toContain('Invalid email address');
  });

  it('holds a seat and sends a plain browser to the payment page (303)', async () => {
    const before = await seatsOf(t.db, winter);
    const res = await postForm({ courseId: String(winter), studentName: 'Ada Lovelace', parentEmail: 'Ada@Example.org' });
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^http:\/\/localhost:3000\/demo-checkout\/demo_cs_[0-9a-f]{48}$/);
    expect(String(res.headers['set-cookie'])).toMatch(/checkout_hold=.*Path=\/checkout.*HttpOnly/);
    expect((await seatsOf(t.db, winter)).seats_taken).toBe(before.seats_taken + 1);
    const enrollment = (await enrollmentsOf(t.db, winter)).at(-1)!;
    expect(enrollment).toMatchObject({
      status: 'held',
      student_name: 'Ada Lovelace',
      parent_email: 'ada@example.org',
      amount_cents: 67500,
      currency: 'usd',
      payment_session_id: sessionIdOf(res.headers.location),
    });
    // The hold outlives the 30-minute payment session by a margin.
    expect(Date.parse(enrollment.hold_expires_at) - now.getTime()).toBeGreaterThan(40 * 60_000);
    // The payment page names the course, when and where it meets, the student and the email
    // before anything is paid (a parent checks "Saturdays, Cupertino" at the Pay step).
    const page = textOf((await get(new URL(res.headers.location!).pathname)).text);
    expect(page).toContain(
      'Order summary Vibe Coding Beginner: Winter Weekends January 16 - March 6, 2027 Saturdays, 10:00 AM - 12:30 PM Cupertino, CA (South Bay campus) Student Ada Lovelace Email ada@example.org Total $675.00 USD',
    );
    // ...and until when the seat waits for the payment: the session's end, in Bay Area time.
    const session = await t.db
      .selectFrom('demo_payment_sessions')
      .select('expires_at')
      .where('id', '=', sessionIdOf(res.headers.location))
      .executeTakeFirstOrThrow();
    expect(Date.parse(session.expires_at) - now.getTime()).toBeGreaterThan(30 * 60_000);
    expect(page).toContain(`Pay by ${textOf(bayAreaTime(session.expires_at))}`);
    expect(page).toContain('your seat is held until then.');
  });

  it('sends htmx on with HX-Redirect', async () => {
    const res = await postForm(
      { courseId: String(winter), studentName: 'Grace Hopper', parentEmail: 'grace@example.org' },
      { 'HX-Request': 'true' },
    );
    expect(res.status).toBe(204);
    expect(res.headers['hx-redirect']).toMatch(/\/demo-checkout\/demo_cs_/);
  });

  it('says the course is full (409, the Error toast) when the last seat went meanwhile, keeping what was typed', async () => {
    const course = await courseIdOf(t.db, 'Vibe Coding Advanced: South Bay Studio');
    await leaveSeats(t.db, course, 0);
    const res = await postForm({ courseId: String(course), studentName: 'Alan Turing', parentEmail: 'alan@example.org' });
    expect(res.status).toBe(409);
    expect(textOf(res.text)).toContain('Unfortunately, this course is at capacity.');
    expect(res.text).toContain('value="Alan Turing"');
  });
});

describe('POST /api/enrollments/initiate', () => {
  it('answers {checkoutUrl} and holds a seat', async () => {
    const before = await seatsOf(t.db, winter);
    const res = await initiate({ studentName: 'Katherine', parentEmail: 'katherine@example.org', courseId: winter });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['checkoutUrl']);
    expect(res.body.checkoutUrl).toMatch(/\/demo-checkout\/demo_cs_/);
    expect((await seatsOf(t.db, winter)).seats_taken).toBe(before.seats_taken + 1);
  });

  it('refuses invalid input with 400 and field messages', async () => {
    const res = await initiate({ studentName: 'A', parentEmail: 'x', courseId: 'one' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      studentName: 'Student name must be at least 2 characters',
      parentEmail: 'Invalid email address',
      courseId: 'Invalid input',
    });
    expect((await initiate({ studentName: 'Ada', parentEmail: 'ada@example.org', courseId: 1.5 })).status).toBe(400);
  });

  it('answers 404 for an unknown course and 409 {error} for a sold-out one', async () => {
    const unknown = await initiate({ studentName: 'Ada', parentEmail: 'ada@example.org', courseId: 999999 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Course not found' });
    const full = await initiate({ studentName: 'Ada', parentEmail: 'ada@example.org', courseId: spring });
    expect(full.status).toBe(409);
    expect(full.body.error).toContain('this course is at capacity');
  });
});

describe('the demo payment page', () => {
  // A family of its own for each test: a child paid for in one test stays enrolled for the next.
  let family = 0;
  async function startCheckout(parentEmail = `kj${++family}@example.org`) {
    const res = await initiate({ studentName: 'Katherine Johnson', parentEmail, courseId: winter });
    return new URL(res.body.checkoutUrl as string).pathname;
  }

  it('is marked as a demo that charges nothing; Pay fulfils and returns to the success URL', async () => {
    const path = await startCheckout();
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(textOf(page.text)).toContain(
      'Demo mode. This page stands in for a card payment page. No card is asked for and nothing is charged.',
    );
    expect(textOf(page.text)).toContain('$675.00 USD');
    expect(page.text).toContain(`href="http://localhost:3000/checkout?courseId=${winter}&amp;cancelled=true"`);

    const seats = await seatsOf(t.db, winter);
    const paid = await request(t.app).post(`${path}/pay`).set('Host', 'localhost:3000');
    expect(paid.status).toBe(303);
    const sessionId = sessionIdOf(path);
    expect(paid.headers.location).toBe(`http://localhost:3000/enrollment-success?session_id=${sessionId}`);
    // The held seat became the student's: no second seat taken.
    expect(await seatsOf(t.db, winter)).toEqual(seats);
    const enrollment = (await enrollmentsOf(t.db, winter)).find((e) => e.payment_session_id === sessionId)!;
    expect(enrollment.status).toBe('paid');

    // Paying twice changes nothing.
    const again = await request(t.app).post(`${path}/pay`).set('Host', 'localhost:3000');
    expect(again.status).toBe(303);
    expect(again.headers.location).toBe(path);
    // Back on the page after paying, the way on is the receipt, not a dead end.
    const back = await get(path);
    // Paid: the heading and the payment step say so (it still read "Check your order, then pay").
    expect(textOf(back.text)).toContain('Payment Complete This payment went through');
    expect(stepsOf(back.text).heard).toMatch(/^Details \(done\) Payment \(done\)/);
    expect(back.text).not.toContain('aria-label="Breadcrumb"');
    expect(textOf(back.text)).toContain('This payment is already complete.');
    expect(back.text).toContain(
      `<a href="http://localhost:3000/enrollment-success?session_id=${sessionId}" class="btn btn--primary">See Your Receipt</a>`,
    );
  });

  it('will not take a second payment for a child already enrolled in the cohort (the form sent again after paying); a sibling books as usual', async () => {
    const path = await startCheckout('kj@example.org');
    await request(t.app).post(`${path}/pay`).set('Host', 'localhost:3000');
    const paid = (await enrollmentsOf(t.db, winter)).find((e) => e.payment_session_id === sessionIdOf(path))!;
    expect(paid.status).toBe('paid');
    // A sibling, from the same address, takes a seat as usual (and is still paying for it).
    const sibling = await initiate({ studentName: 'Joylette Johnson', parentEmail: 'kj@example.org', courseId: winter });
    expect(sibling.status).toBe(200);
    expect(sibling.body.checkoutUrl).toMatch(/\/demo-checkout\//);
    const siblingHold = (await enrollmentsOf(t.db, winter)).find((e) => e.student_name === 'Joylette Johnson')!;
    expect(siblingHold.status).toBe('held');
    const seats = await seatsOf(t.db, winter);
    // No booking reference: anyone who types a child's name and an address would read it.
    const refusal = `Katherine Johnson is already enrolled in this cohort, so nothing more is due: the receipt went to this email address, and it is on Your Page on this site. To enroll another child, enter their name.`;

    // The JSON API: 422 with the reason, however the name is retyped.
    const again = await initiate({ studentName: '  katherine   JOHNSON ', parentEmail: 'KJ@example.org', courseId: winter });
    expect(again.status).toBe(422);
    expect(again.body.error).toBe(refusal);
    // The form: the same page again, the message at the student's name, what was typed kept.
    const form = await postForm({ courseId: String(winter), studentName: 'Katherine Johnson', parentEmail: 'kj@example.org' });
    expect(form.status).toBe(422);
    expect(textOf(form.text)).toContain(refusal);
    expect(form.text).toMatch(/id="checkout-studentName-error"/);
    expect(form.text).not.toContain(enrollmentReference(paid.id));
    expect(form.text).toMatch(/value="kj@example.org"/);
    // No seat was taken, and the refusal left the sibling's hold as it was (not replaced).
    expect(await seatsOf(t.db, winter)).toEqual(seats);
    const held = (await enrollmentsOf(t.db, winter)).filter((e) => e.parent_email === 'kj@example.org' && e.status === 'held');
    expect(held.map((e) => e.id)).toEqual([siblingHold.id]);
  });

  it('cannot be paid once its session has expired', async () => {
    const path = await startCheckout();
    now = new Date(now.getTime() + 32 * 60_000);
    const res = await request(t.app).post(`${path}/pay`).set('Host', 'localhost:3000');
    expect(res.headers.location).toBe(path);
    const expired = await get(path);
    expect(textOf(expired.text)).toContain(
      'This payment page is closed: it was cancelled, or its time ran out. Nothing was charged.',
    );
    // Its heading says so too, not "Demo Payment: check your order, then pay".
    expect(textOf(expired.text)).toContain('Payment Page Closed Nothing was charged on this page.');
    expect(textOf(expired.text)).not.toContain('Check your order, then pay');
    // Start Again: the cohort's checkout, without the "you cancelled" note.
    expect(expired.text).toContain(`<a href="/checkout?courseId=${winter}" class="btn btn--outline">Start Again</a>`);
  });

  it('answers 404 for a made-up session', async () => {
    expect((await get('/demo-checkout/demo_cs_' + '0'.repeat(48))).status).toBe(404);
    expect((await get('/demo-checkout/../../etc/passwd')).status).toBe(404);
  });
});

describe('a likely slip in the parent’s address', () => {
  it('asks "Did you mean ...?" once, holding nothing; the same address sent again goes on, and so does the suggestion', async () => {
    const course = await insertCohort(t.db, { name: 'Slips Cohort', startDate: '2027-04-03' });
    const seats = await seatsOf(t.db, course);
    const typed = { courseId: String(course), studentName: 'Ruth Lawrence', parentEmail: 'ruth@gmial.con' };
    const asked = await postForm(typed);
    expect(asked.status).toBe(422);
    const text = textOf(asked.text);
    expect(text).toContain(
      'Did you mean ruth@gmail.com? Your receipt goes to this address. If ruth@gmial.con is right, continue again.',
    );
    // Beside the address, as its message; the form keeps what was typed and carries the address asked about.
    expect(asked.text).toMatch(/id="checkout-parentEmail-error">Did you mean/);
    expect(asked.text).toContain('<input type="hidden" name="emailChecked" value="ruth@gmial.con"/>');
    expect(await seatsOf(t.db, course)).toEqual(seats);

    // Sent again as it is: it goes on to payment.
    const kept = await postForm({ ...typed, emailChecked: 'ruth@gmial.con' });
    expect(kept.status).toBe(303);
    // One press of "Use ruth@gmail.com" takes the suggestion and goes on with it.
    const useButton = /<button [^>]*name="useEmail"[^>]*>/.exec(asked.text)?.[0] ?? '';
    expect(useButton).toContain('type="submit"');
    expect(useButton).toContain('value="ruth@gmail.com"');
    expect(textOf(asked.text)).toContain('Use ruth@gmail.com');
    const used = await postForm({ ...typed, studentName: 'Ruth Lawrence II', useEmail: 'ruth@gmail.com' });
    expect(used.status).toBe(303);
    const held = (await enrollmentsOf(t.db, course)).find((row) => row.student_name === 'Ruth Lawrence II');
    expect(held?.parent_email).toBe('ruth@gmail.com');
    // Only the suggestion itself: any other address named so is not taken.
    expect((await postForm({ ...typed, studentName: 'Ruth Lawrence III', useEmail: 'someone@else.org' })).status).toBe(422);
    // As the server reads an address (trimmed, lower case): typed in capitals, it is asked
    // about and kept alike; and a code applied meanwhile carries the answer along.
    const capitals = { ...typed, studentName: 'Ruth Lawrence IV', parentEmail: ' Ruth@Gmial.con ' };
    expect((await postForm(capitals)).text).toContain('<input type="hidden" name="emailChecked" value="ruth@gmial.con"/>');
    const applied = await postForm({ ...capitals, emailChecked: 'ruth@gmial.con', promoCode: 'NOSUCHCODE', intent: 'apply' });
    expect(applied.text).toContain('<input type="hidden" name="emailChecked" value="ruth@gmial.con"/>');
    expect(textOf(applied.text)).not.toContain('Did you mean');
    expect((await postForm({ ...capitals, emailChecked: 'ruth@gmial.con' })).status).toBe(303);
    // A different slip is asked about afresh, and the suggestion itself goes straight on.
    expect(
      (
        await postForm({
          ...typed,
          studentName: 'Ruth Lawrence Jr',
          parentEmail: 'ruth@hotmial.com',
          emailChecked: 'ruth@gmial.con',
        })
      ).status,
    ).toBe(422);
    expect((await postForm({ ...typed, studentName: 'Ruth Lawrence Jr', parentEmail: 'ruth@gmail.com' })).status).toBe(303);
  });
});

describe('cancelling', () => {
  it('shows the Payment Cancelled toast and gives this browser’s held seat back at once', async () => {
    const course = await courseIdOf(t.db, 'Vibe Coding Intermediate: East Bay Winter');
    await leaveSeats(t.db, course, 1);
    const agent = request.agent(t.app);
    const started = await agent
      .post('/checkout')
      .set('Host', 'localhost:3000')
      .set('X-Forwarded-For', ip())
      .type('form')
      .send({ courseId: String(course), studentName: 'Mary Jackson', parentEmail: 'mj@example.org' });
    expect(started.status).toBe(303);
    // The last seat is held: the course reads as full.
    expect(textOf((await get(`/checkout?courseId=${course}`)).text)).toContain('Course Full');

    const back = await agent.get(`/checkout?courseId=${course}&cancelled=true`).set('Host', 'localhost:3000');
    expect(back.status).toBe(200);
    const text = textOf(back.text);
    expect(text).toContain('Payment Cancelled');
    expect(text).toContain('Your payment was cancelled. You can try again when ready.');
    // The seat is back, so the form is there to try again, with what they had typed; the demo session can no longer be paid.
    expect(back.text).toMatch(/name="studentName"[^>]*value="Mary Jackson"|value="Mary Jackson"[^>]*name="studentName"/);
    expect(back.text).toMatch(/name="parentEmail"[^>]*value="mj@example.org"|value="mj@example.org"[^>]*name="parentEmail"/);
    const [enrollment] = await enrollmentsOf(t.db, course);
    if (!enrollment) throw new Error('no enrollment recorded');
    expect(enrollment.status).toBe('released');
    const demo = await get(`/demo-checkout/${enrollment.payment_session_id}`);
    expect(textOf(demo.text)).toContain(
      'This payment page is closed: it was cancelled, or its time ran out. Nothing was charged.',
    );
    // A reload (or the checkout opened again) keeps what they typed: it came back empty.
    for (const path of [`/checkout?courseId=${course}&cancelled=true`, `/checkout?courseId=${course}`]) {
      const again = await agent.get(path).set('Host', 'localhost:3000');
      expect(again.text, path).toMatch(/name="studentName"[^>]*value="Mary Jackson"|value="Mary Jackson"[^>]*name="studentName"/);
    }
    // Another browser, another course: nothing of theirs.
    expect(textOf((await get(`/checkout?courseId=${course}`)).text)).not.toContain('Mary Jackson');
    const elsewhere = await agent
      .get(`/checkout?courseId=${await courseIdOf(t.db, 'Vibe Coding Beginner: Summer Mornings')}`)
      .set('Host', 'localhost:3000');
    expect(elsewhere.text).not.toContain('Mary Jackson');
  });

  it('coming back without Cancel, the parent still sees the last seat as theirs and can send the form again', async () => {
    const course = await courseIdOf(t.db, 'Vibe Coding Intermediate: South Bay Spring');
    await leaveSeats(t.db, course, 1);
    const agent = request.agent(t.app);
    const send = () =>
      agent
        .post('/checkout')
        .set('Host', 'localhost:3000')
        .set('X-Forwarded-For', ip())
        .type('form')
        .send({ courseId: String(course), studentName: 'Mary Jackson', parentEmail: 'mj@example.org' });
    expect((await send()).status).toBe(303);
    // Anyone else sees the course full; this browser sees its held seat and the form.
    expect(textOf((await get(`/checkout?courseId=${course}`)).text)).toContain('Course Full');
    const back = await agent.get(`/checkout?courseId=${course}`).set('Host', 'localhost:3000');
    expect(textOf(back.text)).toContain('A seat in this course is still held for you.');
    expect(back.text).toContain('name="studentName"');
    expect(back.text).toMatch(/name="studentName" [^>]*value="Mary Jackson"/);

    const again = await send();
    expect(again.status).toBe(303);
    const enrollments = await enrollmentsOf(t.db, course);
    expect(enrollments.map((e) => e.status)).toEqual(['released', 'held']);
    const { capacity, seats_taken } = await seatsOf(t.db, course);
    expect(seats_taken).toBe(capacity);
    // The earlier payment page can no longer be paid.
    expect(textOf((await get(`/demo-checkout/${enrollments[0]!.payment_session_id}`)).text)).toContain(
      'This payment page is closed: it was cancelled, or its time ran out. Nothing was charged.',
    );
  });

  it('shows the toast to a browser without a hold too, and releases nobody else’s seat', async () => {
    const before = await seatsOf(t.db, winter);
    const res = await get(`/checkout?courseId=${winter}&cancelled=true`);
    expect(textOf(res.text)).toContain('Payment Cancelled');
    expect(await seatsOf(t.db, winter)).toEqual(before);
  });
});

describe('the payment result', () => {
  // A family of its own for each payment: a child paid for once cannot be paid for again.
  let family = 0;
  async function paidSession(parentEmail = `dv${++family}@example.org`) {
    const res = await initiate({ studentName: 'Dorothy Vaughan', parentEmail, courseId: winter });
    const path = new URL(res.body.checkoutUrl as string).pathname;
    await request(t.app).post(`${path}/pay`).set('Host', 'localhost:3000');
    return sessionIdOf(path);
  }

  it('verify-session answers the spec’s verified session response for a paid session', async () => {
    const sessionId = await paidSession('dv@example.org');
    const res = await get(`/api/enrollments/verify-session?session_id=${sessionId}`);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      enrollment: { id: expect.any(Number), studentName: 'Dorothy Vaughan', parentEmail: 'dv@example.org' },
      course: {
        name: 'Vibe Coding Beginner: Winter Weekends',
        dates: 'January 16 - March 6, 2027',
        schedule: 'Saturdays, 10:00 AM - 12:30 PM',
        location: expect.stringContaining('Cupertino'),
      },
      payment: { amount: 675, currency: 'usd' },
    });
  });

  it('verify-session answers {error} with a 4xx otherwise', async () => {
    const missing = await get('/api/enrollments/verify-session');
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBeTruthy();
    const madeUp = await get(`/api/enrollments/verify-session?session_id=demo_cs_${'a'.repeat(48)}`);
    expect(madeUp.status).toBe(404);
    expect(madeUp.body).toEqual({ error: 'Payment session not found' });
    const unpaid = await initiate({ studentName: 'Alan', parentEmail: 'alan@example.org', courseId: winter });
    const res = await get(`/api/enrollments/verify-session?session_id=${sessionIdOf(unpaid.body.checkoutUrl)}`);
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ error: 'Payment has not been completed for this session.' });
  });

  it('/enrollment-success shows the error state without a session, and a verifying state with one', async () => {
    const none = await get('/enrollment-success');
    // No payment named is no failure of the parent's: a calm heading over the spec's message.
    expect(textOf(none.text)).toContain('No payment to show');
    expect(textOf(none.text)).not.toContain('Payment Verification Failed');
    expect(textOf(none.text)).toContain('No payment session found. Please contact support if you completed a payment.');
    expect(none.text).toContain('href="/enroll"');
    expect(none.text).toContain('href="/contact"');

    const sessionId = await paidSession();
    const page = await get(`/enrollment-success?session_id=${sessionId}`);
    expect(textOf(page.text)).toContain('Verifying Your Payment...');
    expect(page.text).toContain(`hx-get="/enrollment-success/result?session_id=${sessionId}"`);
    // Without JavaScript, the page refreshes to the result the server verified.
    expect(page.text).toContain(
      `<noscript><meta http-equiv="refresh" content="0; url=/enrollment-success/result?session_id=${sessionId}">`,
    );
  });

  it('the result is the confirmation (two decimals, uppercase currency), as a page or an htmx fragment', async () => {
    const sessionId = await paidSession('dorothy@example.org');
    const page = await get(`/enrollment-success/result?session_id=${sessionId}`);
    expect(page.status).toBe(200);
    const text = textOf(page.text);
    expect(text).toContain('Enrollment Confirmed!');
    // Paid: the header keeps the way to ask for help, no longer the checkout's line (with the
    // demo provider "Demo checkout", no lock: a lock beside "nothing is charged" read as mixed).
    const headerOf = (html: string) => /<header[^>]*>.*?<\/header>/s.exec(html)![0];
    expect(textOf(headerOf(page.text))).toBe('Vibe Coding Foundation Need help?');
    const checkoutHeader = headerOf((await get(`/checkout?courseId=${winter}`)).text);
    expect(textOf(checkoutHeader)).toBe('Vibe Coding Foundation Demo checkout · Need help?');
    // (The lock's shackle.)
    expect(checkoutHeader).not.toContain('M8 11V7a4 4 0 0 1 8 0v4');
    // Paid: every step ticked, the confirmation the one the parent is on.
    expect(stepsOf(page.text)).toEqual({
      heard: 'Details (done) Payment (done) Confirmation (done)',
      current: 'Confirmation (done)',
    });
    // While the payment is verified, the confirmation is still to come.
    expect(stepsOf((await get(`/enrollment-success?session_id=${sessionId}`)).text)).toEqual({
      heard: 'Details (done) Payment (done) 3 Confirmation',
      current: '3 Confirmation',
    });
    // The checkout's frame, as on its other two steps: no menu (no Enroll Now after paying), no breadcrumb, the policies' footer.
    expect(page.text).toContain('class="site-header site-header--focused"');
    expect(page.text).not.toContain('aria-label="Breadcrumb"');
    expect(page.text).toContain('class="site-footer site-footer--compact"');
    expect(text).toContain('Dorothy Vaughan');
    expect(text).toContain('$675.00 USD');
    // A reference a parent can quote, and what to bring on the first day.
    // A full stop after the code: without it the sentence read as part of the code.
    expect(text).toMatch(/Your reference: VC-\d{6} ?\. Quote it if you write to us\./);
    // Where to bring the student: the campus's street address, not only the city.
    expect(text).toContain('Address 1450 Orchard Glen Way, Suite 100, Cupertino, CA 95014');
    expect(text).toContain(`Mentor ${southBayBeginnerMentor}`);
    // The refund window as a date: 14 days before the first class (Saturday, January 16, 2027).
    // Every window of the policy as a date: the refund's, the credit's (7 days before January 16), then nothing.
    expect(text).toContain(
      'If you cancel: by January 2, 2027, the tuition comes back, less the $75 admin/venue fee; by January 9, 2027, 50% of it comes back as a credit for 12 months; after that, nothing does.',
    );
    // Where the receipt is, said calmly (no mail server here: not emailed, so on this page).
    expect(text).toMatch(
      /This page is your receipt, with its calendar file: bookmark it to come back to it\. This site is not set up to send email, so no copy went to dorothy@example\.org ?\./,
    );
    expect(text).not.toContain('confirmation to');
    // When it was paid, as a receipt a parent files must say, under the amount.
    // ...and, on a demo site, that nothing was charged (the payment page said so; a kept receipt must too).
    expect(text).toMatch(
      /Amount paid \$[\d,.]+ USD Payment Demo payment: nothing was charged Paid on \w+ \d+, \d{4} at \d+:\d{2} [AP]M P[SD]T/,
    );
    // What happens next, from the facts the checkout and the FAQ state.
    // ...in the order a parent meets them: the dates, what to bring on the first day and the door
    // (the kids page's drop-off rule, the campus's parking and door), day 2.
    expect(text).toContain(
      `What happens next What to bring: A charged laptop; we install the free tools together at the first class. ${dropOff.label}: ${dropOff.value}. ${campusDetails['south-bay'].gettingHere} Day ${classAccounts.emailDay} of the cohort: on its second class day, Jordan, our lead instructor, emails you about the paid accounts`,
    );
    // The page's main action is the calendar file: the first button, the filled one, before the receipt; printing and Back to Home follow, quiet.
    const actions = /<div class="button-row payment-result__actions">(.*?)<\/div>/s.exec(page.text)?.[1] ?? '';
    expect(page.text.indexOf('payment-result__actions')).toBeLessThan(page.text.indexOf('Your reference'));
    const buttons = [...actions.matchAll(/<(a|button) [^>]*class="btn ([^"]*)"[^>]*>(.*?)<\/\1>/gs)].map((m) => [
      m[2],
      textOf(m[3]!),
    ]);
    expect(buttons).toEqual([
      ['btn--primary payment-calendar', 'Add to Your Calendar'],
      ['btn--quiet payment-print', 'Print Receipt'],
      ['btn--quiet', 'Back to Home'],
    ]);
    // Under the thanks, what was booked as the headline: the course, its dates and days, what was paid.
    const booked = /<p class="outcome-booked">.*?<\/p>/s.exec(page.text)?.[0] ?? '';
    expect(textOf(booked)).toMatch(
      /^Vibe Coding Beginner: Winter Weekends January 16 - March 6, 2027 · Saturdays, 10:00 AM - 12:30 PM · \$675\.00 USD paid$/,
    );
    expect(page.text.indexOf('outcome-booked')).toBeLessThan(page.text.indexOf('payment-result__actions'));
    expect(actions).toContain(`href="/enrollment-success/calendar.ics?session_id=${encodeURIComponent(sessionId)}" download=""`);
    expect(text).toContain(`a coding-platform plan (${classAccounts.platformPlan}, ${classAccounts.platformPlanTerm})`);
    // Not emailed here, so the parent's page (an emailed sign-in link) is out of reach too: cancel by email.
    expect(text).toContain('after that, nothing does. Email us at hello@example.org');
    expect(page.text).toContain('<a href="mailto:hello@example.org?subject=Cancellation">hello@example.org</a>');
    // In its sentence, in its case ('follows our Cancellation policy' read as a title).
    expect(page.text).toContain('<a href="/terms#cancellation">cancellation policy</a>.');
    expect(page.text).toContain('data-island="confetti"');
    // Print Receipt waits for its script: a button that cannot work without it is not shown.
    expect(page.text).toMatch(
      /<button type="button" class="btn btn--quiet payment-print" data-island="print-receipt" hidden="">Print Receipt<\/button>/,
    );
    const fragment = await get(`/enrollment-success/result?session_id=${sessionId}`).set('HX-Request', 'true');
    expect(fragment.text.startsWith('<div')).toBe(true);
    expect(textOf(fragment.text)).toContain('Enrollment Confirmed!');
  });

  it('each state of the result page has one heading, its own, with nothing above it competing', async () => {
    const sessionId = await paidSession();
    const states = [
      [await get('/enrollment-success'), 'No payment to show'],
      [await get(`/enrollment-success?session_id=${sessionId}`), 'Verifying Your Payment...'],
      [await get(`/enrollment-success/result?session_id=${sessionId}`), 'Enrollment Confirmed!'],
      [await get(`/enrollment-success/result?session_id=demo_cs_${'c'.repeat(48)}`), 'Payment Verification Failed'],
    ] as const;
    for (const [page, heading] of states) {
      const main = /<main[^>]*>(.*?)<\/main>/s.exec(page.text)![1]!;
      expect(main.match(/<h1[\s>]/g), heading).toHaveLength(1);
      expect(h1Of(main)).toBe(heading);
      // The card's heading is the first heading of the page's content.
      expect(/<h[1-6][\s>]/.exec(main)?.[0], heading).toMatch(/^<h1/);
    }
    // The htmx fragment replaces the verifying card, heading and all.
    const fragment = await get(`/enrollment-success/result?session_id=${sessionId}`).set('HX-Request', 'true');
    expect(h1Of(fragment.text)).toBe('Enrollment Confirmed!');
  });

  it('leaves out the phone quick-actions bar and the banner where a parent pays and has just paid', async () => {
    const unpaid = await initiate({ studentName: 'Mae Jemison', parentEmail: 'mj@example.org', courseId: winter });
    const sessionId = await paidSession();
    for (const path of [
      new URL(unpaid.body.checkoutUrl as string).pathname,
      `/enrollment-success?session_id=${sessionId}`,
      `/enrollment-success/result?session_id=${sessionId}`,
      '/enrollment-success',
    ]) {
      const page = (await get(path)).text;
      expect(page, path).not.toContain('class="mobile-sticky-bar"');
      // Nor the banner's offers (a scholarship, the early bird): paying or paid, they come too late.
      expect(page, path).not.toContain('class="top-banner"');
    }
    expect((await get('/programs')).text).toContain('class="mobile-sticky-bar"');
    expect((await get('/programs')).text).toContain('class="top-banner"');
  });

  it('the result of a made-up session is Payment Verification Failed with the server’s reason', async () => {
    const page = await get(`/enrollment-success/result?session_id=demo_cs_${'b'.repeat(48)}`);
    expect(page.status).toBe(404);
    expect(textOf(page.text)).toContain('Payment Verification Failed');
    expect(textOf(page.text)).toContain('Payment session not found');
  });
});

describe('where the receipt goes: the checkout promises what the result page then says', () => {
  /** A paid seat on this app, and the checkout's 'What happens next' as the parent read it before paying. */
  async function checkoutThenResult(app: TestApp, parentEmail: string) {
    const course = await courseIdOf(app.db, 'Vibe Coding Beginner: Winter Weekends');
    await leaveSeats(app.db, course, 5);
    const checkout = await request(app.app).get(`/checkout?courseId=${course}`).set('Host', 'localhost:3000');
    const assurance = textOf(/<aside class="card checkout-assurance".*?<\/aside>/s.exec(checkout.text)?.[0] ?? '');
    const started = await request(app.app)
      .post('/api/enrollments/initiate')
      .set('Host', 'localhost:3000')
      .send({ studentName: 'Mary Jackson', parentEmail, courseId: course });
    const path = new URL(started.body.checkoutUrl as string).pathname;
    await request(app.app).post(`${path}/pay`).set('Host', 'localhost:3000').expect(303);
    const resultPath = `/enrollment-success/result?session_id=${sessionIdOf(path)}`;
    const result = await request(app.app).get(resultPath).set('Host', 'localhost:3000');
    return { assurance, result: textOf(result.text), resultHtml: result.text, resultPath };
  }

  it('without a mail server (the default): the receipt is on the result page, not emailed, and neither page sends the parent to a page whose sign-in link is emailed', async () => {
    const { assurance, result, resultHtml } = await checkoutThenResult(t, 'mj@example.org');
    expect(assurance).toContain(
      'Your receipt, with a calendar file for every class, is on the page you come back to after paying.',
    );
    expect(assurance).not.toMatch(/by email|\/account/);
    // The result page then says the same, calmly, with the address it was not sent to and the calendar file.
    expect(result).toMatch(
      /This page is your receipt, with its calendar file: bookmark it to come back to it\. This site is not set up to send email, so no copy went to mj@example\.org ?\./,
    );
    expect(result).not.toMatch(/not been emailed|confirmation to|on its way|See it on your page/);
    // The address moves to a new line whole, its full stop with it (never a line of its own).
    expect(resultHtml).toContain('so no copy went to <span class="email-address"><strong>mj<wbr/>@example.org</strong>.</span>');
    // Cancelling is by email then: the parent's page signs in with an emailed link as well.
    expect(result).toMatch(
      /after that, nothing does\. Email us at hello@example\.org ?with your reference to cancel; what you get back follows our cancellation policy/,
    );
    expect(result).not.toContain('Cancel from your page');
    expect(result).toContain('Add to Your Calendar');
  });

  it('with a mail server: the receipt arrives by email, and the result page says it is on its way', async () => {
    const mailed = await createTestApp({
      clock: { now: () => now },
      config: { mail: { smtpUrl: 'smtp://127.0.0.1:2525', from: 'school@example.org', staffEmail: 'staff@example.org' } },
    });
    onTestFinished(() => mailed.close());
    const { assurance, result, resultHtml, resultPath } = await checkoutThenResult(mailed, 'kj@example.org');
    expect(assurance).toContain('Your receipt, with a calendar file for every class, arrives by email.');
    expect(assurance).not.toContain('/account');
    expect(result).toMatch(/A confirmation with a calendar file is on its way to kj@example\.org ?\./);
    // Signed out on this browser: not a link to an empty sign-in form, but the link itself, sent
    // to the address that paid, one button away (the address in the form, never in a URL).
    expect(result).toContain('Your page keeps this receipt, the dates, and the way to switch or cancel.');
    expect(result).not.toContain('See it on your page');
    const form = /<form class="payment-your-page" action="(\/account)" method="post">.*?<\/form>/s.exec(resultHtml);
    expect(form?.[0]).toContain('<input type="hidden" name="email" value="kj@example.org"/>');
    expect(textOf(form![0])).toContain('Email Me a Link to Your Page');
    const post = (path: string, fields?: Record<string, string>) =>
      request(mailed.app)
        .post(path)
        .set('Host', 'localhost:3000')
        .type('form')
        .send(fields ?? {});
    const receipt = /<input type="hidden" name="receipt" value="([^"]+)"\/>/.exec(form![0])?.[1];
    expect(resultPath).toContain(`session_id=${receipt}`);
    // Asked from the payment result for the address that paid: said plainly, with the way back.
    const sent = await post(form![1]!, { email: 'kj@example.org', receipt: receipt! });
    expect(textOf(sent.text)).toContain('Check your inbox A sign-in link is on its way to kj@example.org. The link works once');
    expect(sent.text).toContain(
      `<a href="/enrollment-success?session_id=${receipt}" class="btn btn--outline">Back to Your Receipt</a>`,
    );
    // Another address with the same payment's id: the usual answer, which tells nothing.
    const other = await post(form![1]!, { email: 'someone@example.org', receipt: receipt! });
    expect(textOf(other.text)).toContain('If someone@example.org is an address we have, a sign-in link is on its way');
    expect(other.text).not.toContain('Back to Your Receipt');
    // Signed in, the same page links straight to theirs.
    const cookie = await signInParent(mailed.db, post, 'kj@example.org');
    const signedIn = await request(mailed.app).get(resultPath).set('Host', 'localhost:3000').set('Cookie', cookie);
    expect(textOf(signedIn.text)).toMatch(/on its way to kj@example\.org ?\. See it on your page/);
    expect(signedIn.text).not.toContain('payment-your-page');
    expect(result).not.toContain('Bookmark it');
    expect(result).toContain('after that, nothing does. Cancel from your page');
    expect(result).not.toContain('Email us at');
    // What comes back when and how to cancel are one step, not two about cancelling.
    const steps = result
      .slice(result.indexOf('What happens next'))
      .match(/(What to bring|Drop-off|Day 2|If you cancel|Plans change)/g);
    expect(steps).toEqual(['What to bring', 'Drop-off', 'Day 2', 'If you cancel']);
    // An address that refused the receipt: the page says so, as the mail server is there.
    await mailed.db.updateTable('outbox').set({ status: 'failed' }).where('to_address', '=', 'kj@example.org').execute();
    const refused = textOf((await request(mailed.app).get(resultPath).set('Host', 'localhost:3000')).text);
    expect(refused).toMatch(/bookmark it to come back to it\. We could not email a copy to kj@example\.org ?\./);
    expect(refused).not.toContain('does not send email');
  });
});

describe('holds', () => {
  it('past their expiry are released by the sweep, once, however many instances sweep', async () => {
    const course = await courseIdOf(t.db, 'Vibe Coding Advanced: East Bay Summer Studio');
    await leaveSeats(t.db, course, 2);
    for (const name of ['Ada', 'Grace']) {
      const res = await initiate({ studentName: name, parentEmail: `${name.toLowerCase()}@example.org`, courseId: course });
      expect(res.status).toBe(200);
    }
    const full = await seatsOf(t.db, course);
    expect(full.seats_taken).toBe(full.capacity);
    const kids = async () => seatsBadgeOf((await get('/kids-vibe-coding?level=advanced')).text, 'East Bay Summer Studio');
    expect(await kids()).toBe('SOLD OUT');

    const deps = { ...t.app.ctx };
    // Before the hold's end nothing moves, even past the session's 30 minutes.
    now = new Date(now.getTime() + 35 * 60_000);
    expect((await sweepHolds(deps)).released).toBe(0);
    now = new Date(now.getTime() + 10 * 60_000);
    const held = await t.db.selectFrom('enrollments').select('id').where('status', '=', 'held').execute();
    const sweeps = await Promise.all([sweepHolds(deps), sweepHolds(deps), sweepHolds(deps)]);
    // Every expired hold (these two, and those earlier tests left) released exactly once.
    expect(sweeps.reduce((sum, s) => sum + s.released, 0)).toBe(held.length);
    expect((await seatsOf(t.db, course)).seats_taken).toBe(full.seats_taken - 2);
    expect((await enrollmentsOf(t.db, course)).map((e) => e.status)).toEqual(['released', 'released']);
    // The cached kids page follows.
    expect(await kids()).toBe('2 seats left');
  });
});

describe('a provider that answers without a payment page', () => {
  it('gives the seat back and says so with the spec’s message (502)', async () => {
    const odd = await createTestApp({
      payments: (deps) => {
        const demo = demoProvider(deps);
        return { ...demo, createCheckout: async (request) => ({ ...(await demo.createCheckout(request)), url: null }) };
      },
    });
    try {
      const course = await courseIdOf(odd.db, 'Vibe Coding Beginner: Winter Weekends');
      const before = await seatsOf(odd.db, course);
      const res = await request(odd.app)
        .post('/api/enrollments/initiate')
        .send({ studentName: 'Ada', parentEmail: 'ada@example.org', courseId: course });
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ error: 'Unable to redirect to payment page. Please try again.' });
      expect(await seatsOf(odd.db, course)).toEqual(before);
      expect((await enrollmentsOf(odd.db, course)).map((e) => e.status)).toEqual(['released']);
    } finally {
      await odd.close();
    }
  });
});
