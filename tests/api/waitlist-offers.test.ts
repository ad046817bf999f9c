import { cancelEnrollment } from '../../server/services/cancellations.ts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/index.ts';
import type { WaitlistOfferMail } from '../../domain/mail.ts';
import { courseEditSchema, newCourseSchema } from '../../domain/course-form.ts';
import { createCourse, setCourseCapacity, updateCourse } from '../../server/services/course-admin.ts';
import { releaseHold } from '../../server/services/enrollment-state.ts';
import { sweepHolds } from '../../server/services/hold-sweep.ts';
import { declineOffer, findOffer } from '../../server/services/offer-claims.ts';
import { seatsBadgeOf, textOf } from '../helpers/html.ts';
import { composeMail } from '../../server/mail/compose.tsx';
import { startFakeSmtp, type FakeSmtp } from '../fakes/smtp-server.ts';
import { mailConfig, manualClock, sendAll, testSender } from '../helpers/mail.ts';
import { enrollmentsOf, seatsOf } from '../helpers/payments.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testEngine } from '../helpers/test-database.ts';
import { linkIn, ownerEmail, signInAs } from '../helpers/staff.ts';

/**
 * Waitlist offers (docs/architecture.md, "Waitlist offers"): a seat that frees while
 * families wait is held for the first of them and offered by email; the family pays from
 * the link, declines, or lets it lapse, and the seat passes to the next. The public never
 * sees the seat free while someone waits for it.
 */

const start = '2026-11-22T12:00:00Z';
const password = 'waitlist offers passphrase';
const staff = { id: null, email: 'tests@example.org' };
let clock: ReturnType<typeof manualClock>;
let t: TestApp;

beforeAll(async () => {
  clock = manualClock(start);
  t = await createTestApp({
    clock,
    config: { trustProxy: 1, adminPassword: password, sessionSecret: 'a-session-secret-of-at-least-32-characters' },
  });
});
afterAll(async () => {
  await t?.close();
});

const host = (test: request.Test) => test.set('Host', 'localhost:3000');
const get = (path: string) => host(request(t.app).get(path));
const postForm = (path: string, form: Record<string, string>) =>
  host(request(t.app).post(path)).type('form').send(new URLSearchParams(form).toString());

let courses = 0;
/** A new active cohort with `capacity` seats, none taken. */
async function newCohort(db: Db, capacity: number, level: 'beginner' | 'intermediate' | 'advanced' = 'intermediate') {
  courses += 1;
  const row = await db
    .insertInto('courses')
    .values({
      program: 'kids-vibe-coding',
      name: `Offer Test Cohort ${courses}`,
      description: 'A cohort for the offer tests.',
      level,
      campus: 'south-bay',
      location: 'Cupertino, CA (South Bay campus)',
      format: 'In person',
      dates: 'March 6 - March 27, 2027',
      start_date: '2027-03-06',
      end_date: '2027-03-27',
      class_days: 'SA',
      class_start_time: '10:00',
      class_end_time: '13:00',
      time_zone: 'America/Los_Angeles',
      schedule: 'Saturdays, 10 AM - 1 PM',
      price_cents: 67500,
      capacity,
      seats_taken: 0,
      status: 'active',
      created_at: start,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A hold as the quick checkout makes it (its own client address, so the fair share never interferes). */
let clients = 0;
async function hold(courseId: number, parentEmail: string) {
  clients += 1;
  const res = await host(request(t.app).post('/api/enrollments/initiate'))
    .set('X-Forwarded-For', `198.51.100.${clients}`)
    .send({ courseId, studentName: 'Held Student', parentEmail });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const enrollments = await enrollmentsOf(t.db, courseId);
  return enrollments.find((e) => e.parent_email === parentEmail && e.status === 'held')!;
}

const family = (name: string) => ({
  parentName: `${name} Parent`,
  parentEmail: `${name.toLowerCase()}@example.org`,
  parentPhone: '(408) 555-0100',
  studentName: `${name} Student`,
});

/** Joins the course's waitlist through the JSON API, each family from its own address; returns the answer's body. */
async function join(courseId: number, name: string) {
  clients += 1;
  const res = await host(request(t.app).post(`/api/courses/${courseId}/express-interest`))
    .set('X-Forwarded-For', `192.0.2.${clients % 250}`)
    .send(family(name));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { message: string; position: number | null };
}

/** The offers emailed so far for a course, oldest first, as their payloads. */
async function offersFor(courseId: number) {
  const rows = await t.db.selectFrom('outbox').selectAll().where('kind', '=', 'waitlist-offer').orderBy('id').execute();
  return rows
    .map((row) => ({ to: row.to_address, mail: JSON.parse(row.payload) as WaitlistOfferMail }))
    .filter((offer) => offer.mail.course.id === courseId);
}
const claimPath = (token: string | null) => `/waitlist/offers/${token}`;

const entriesOf = (courseId: number) =>
  t.db.selectFrom('waitlist_entries').selectAll().where('course_id', '=', courseId).orderBy('id').execute();
const stateOf = async (courseId: number, name: string) =>
  (await entriesOf(courseId)).find((entry) => entry.parent_email === family(name).parentEmail)?.state;

/** What the public sees: the JSON API's seats for the course. */
async function publicSeats(courseId: number) {
  const res = await get(`/api/courses/${courseId}`);
  return (res.body as { availableSeats: number }).availableSeats;
}

/** The seat count always equals the enrollments that occupy a seat (held, paid, offered). */
async function expectSeatsAccountedFor(courseId: number) {
  const { capacity, seats_taken } = await seatsOf(t.db, courseId);
  const occupying = (await enrollmentsOf(t.db, courseId)).filter((e) => ['held', 'paid', 'offered'].includes(e.status));
  expect(seats_taken).toBe(occupying.length);
  expect(seats_taken).toBeLessThanOrEqual(capacity);
}

/** Pays on the demo payment page a claim was sent to. */
async function payOnDemoPage(location: string) {
  const path = new URL(location).pathname;
  const paid = await host(request(t.app).post(`${path}/pay`));
  expect(paid.status).toBe(303);
  return path;
}

describe(`waitlist offers (${testEngine})`, () => {
  it('an offered seat at a level where the child already has a paid seat says so before the family pays a second time', async () => {
    // Dana Student has a paid seat in one beginner cohort, and waits for another.
    const first = await newCohort(t.db, 2, 'beginner');
    const started = await host(request(t.app).post('/api/enrollments/initiate'))
      .set('X-Forwarded-For', '203.0.113.77')
      .send({ courseId: first, studentName: 'Dana Student', parentEmail: 'dana@example.org' });
    await payOnDemoPage(started.body.checkoutUrl as string);
    const second = await newCohort(t.db, 1, 'beginner');
    const held = await hold(second, 'holder-level@example.org');
    await join(second, 'Dana');
    expect(await releaseHold(t.app.ctx, held.id, 'payment cancelled')).toBe(true);
    const [offer] = await offersFor(second);
    const page = textOf((await get(claimPath(offer!.mail.token))).text);
    expect(page).toContain(
      `Dana Student already has a paid seat at this level: Offer Test Cohort ${courses - 1}, March 6 - March 27, 2027. Paying here books a second one.`,
    );
    // Another family's offer in that cohort says nothing of the kind.
    const other = await newCohort(t.db, 1, 'beginner');
    const otherHeld = await hold(other, 'holder-level2@example.org');
    await join(other, 'Ellis');
    expect(await releaseHold(t.app.ctx, otherHeld.id, 'payment cancelled')).toBe(true);
    const [elsewhere] = await offersFor(other);
    expect(textOf((await get(claimPath(elsewhere!.mail.token))).text)).not.toContain('already has a paid seat');
    // Both declined, so no open offer is left for the sweeps of the tests after this one.
    for (const token of [offer!.mail.token, elsewhere!.mail.token])
      expect((await postForm(`${claimPath(token)}/decline`, {})).status).toBe(303);
  });

  it('a claimed link, once the enrollment is cancelled, says it was cancelled and leads to the parent’s page (it said the seat was still theirs)', async () => {
    const id = await newCohort(t.db, 1);
    const held = await hold(id, 'holder-cancel@example.org');
    await join(id, 'Casey');
    expect(await releaseHold(t.app.ctx, held.id, 'payment cancelled')).toBe(true);
    const [offer] = await offersFor(id);
    const claimed = await postForm(claimPath(offer!.mail.token), {
      studentName: 'Casey Student',
      parentEmail: 'casey@example.org',
    });
    await payOnDemoPage(claimed.headers.location as string);
    const paid = await get(claimPath(offer!.mail.token));
    expect(textOf(paid.text)).toContain('This Seat Is Already Yours');
    expect(paid.text).toContain('href="/account"'); // the receipt, from the parent's page
    const cancelled = await cancelEnrollment(t.app.ctx, { by: 'parent', email: 'casey@example.org' }, offer!.mail.enrollmentId);
    expect(cancelled.ok).toBe(true);
    const page = await get(claimPath(offer!.mail.token));
    const text = textOf(page.text);
    expect(text).toContain('This Enrollment Was Cancelled');
    expect(text).not.toContain('Already Yours');
    expect(page.text).toContain('href="/account"');
  });

  it('a cancelled hold goes to the first family waiting, who claims and pays; the next seat goes to the second, who declines, and then to the public', async () => {
    const id = await newCohort(t.db, 2);
    const first = await hold(id, 'holder-one@example.org');
    await hold(id, 'holder-two@example.org');
    expect(await publicSeats(id)).toBe(0);
    expect(await join(id, 'Avery')).toEqual({ message: 'Interest recorded', position: 1 });
    expect(await join(id, 'Blake')).toEqual({ message: 'Interest recorded', position: 2 });

    // The first hold is cancelled: its seat is offered to Avery in the same transaction.
    expect(await releaseHold(t.app.ctx, first.id, 'payment cancelled')).toBe(true);
    expect(await publicSeats(id)).toBe(0);
    const kidsPage = (await get('/kids-vibe-coding?level=intermediate')).text;
    expect(seatsBadgeOf(kidsPage, `Offer Test Cohort ${courses}`)).toBe('SOLD OUT');
    expect(await stateOf(id, 'Avery')).toBe('offered');
    expect(await stateOf(id, 'Blake')).toBe('waiting');
    const [offer] = await offersFor(id);
    expect(offer?.to).toBe('avery@example.org');
    // A spring cohort before January 31: the offer is priced as a checkout would be, with the early bird.
    expect(offer?.mail.amountCents).toBe(57_375);
    // ...and its email says why the amount is under the card's $675 (a bare $573.75 read as a mistake).
    const offerRow = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('dedupe_key', '=', `waitlist-offer:enrollment:${offer!.mail.enrollmentId}`)
      .executeTakeFirstOrThrow();
    const offerText = composeMail(offerRow, { siteUrl: 'https://www.example.org' }).text.replace(/\s+/g, ' ');
    expect(offerText).toMatch(/List price: \$675\.00 USD Early bird: −\$101\.25 USD \([^)]*\) Price: \$573\.75 USD/);
    expect(offer?.mail.expiresAt).toBe(new Date(clock.now().getTime() + 24 * 3_600_000).toISOString());
    await expectSeatsAccountedFor(id);

    // The claim link opens the seat's checkout with Avery's details filled in.
    const page = await get(claimPath(offer!.mail.token));
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain('value="Avery Student"');
    expect(page.text).toContain('value="avery@example.org"');
    expect(textOf(page.text)).toContain('held for Avery Student until November 23, 2026 at 4:00 AM PST');
    expect(page.text).not.toContain(`rel="canonical" href="http://localhost:3000${claimPath(offer!.mail.token)}`);

    // Avery corrects the student's name and pays.
    const claimed = await postForm(claimPath(offer!.mail.token), { studentName: 'Avery Jr.', parentEmail: 'avery@example.org' });
    expect(claimed.status).toBe(303);
    expect(claimed.headers.location).toMatch(/\/demo-checkout\/demo_cs_/);
    await payOnDemoPage(claimed.headers.location as string);
    const paid = (await enrollmentsOf(t.db, id)).find((e) => e.id === offer!.mail.enrollmentId)!;
    expect(paid).toMatchObject({ status: 'paid', student_name: 'Avery Jr.' });
    expect(await stateOf(id, 'Avery')).toBe('claimed');
    const receipt = await t.db
      .selectFrom('outbox')
      .select(['to_address', 'payload'])
      .where('dedupe_key', '=', `receipt:enrollment:${paid.id}`)
      .executeTakeFirstOrThrow();
    expect(receipt.to_address).toBe('avery@example.org');
    expect(JSON.parse(receipt.payload)).toMatchObject({ studentName: 'Avery Jr.', amountCents: 57_375 });

    // The used link says the seat is theirs.
    const used = await get(claimPath(offer!.mail.token));
    expect(textOf(used.text)).toContain('This Seat Is Already Yours');

    // Staff add a seat: it goes to Blake, who declines; with no one left, the seat is public.
    await setCourseCapacity(t.app.ctx, staff, id, 3);
    const second = (await offersFor(id))[1]!;
    expect(second.to).toBe('blake@example.org');
    expect(await publicSeats(id)).toBe(0);
    const ask = await get(`${claimPath(second.mail.token)}/decline`);
    expect(ask.status).toBe(200);
    // The way back to paying says so: nothing is paid yet ("Keep the Seat" read as already theirs).
    expect(ask.text).toMatch(/<a href="[^"]+" class="btn btn--primary">Pay for the Seat Instead<\/a>/);
    expect(await stateOf(id, 'Blake')).toBe('offered'); // opening the link changes nothing
    const declined = await postForm(`${claimPath(second.mail.token)}/decline`, {});
    expect(declined.status).toBe(303);
    expect(await stateOf(id, 'Blake')).toBe('declined');
    expect(await publicSeats(id)).toBe(1);
    // The cached kids page dropped with the seat: it shows the seat at once.
    expect(seatsBadgeOf((await get('/kids-vibe-coding?level=intermediate')).text, `Offer Test Cohort ${courses}`)).toBe(
      '1 seat left',
    );
    const after = await get(claimPath(second.mail.token));
    expect(after.status).toBe(410);
    expect(textOf(after.text)).toContain('You Declined This Seat');
    expect(after.text).toContain(`href="/checkout?courseId=${id}"`);
    await expectSeatsAccountedFor(id);
  });

  it('an offer lapses after WAITLIST_OFFER_HOURS: the next family is offered the seat, and the first hears it passed on', async () => {
    const id = await newCohort(t.db, 1);
    const holder = await hold(id, 'holder-three@example.org');
    await join(id, 'Casey');
    await join(id, 'Drew');
    await releaseHold(t.app.ctx, holder.id, 'payment cancelled');
    const [offer] = await offersFor(id);

    clock.advance(24 * 60 - 1);
    expect((await sweepHolds(t.app.ctx)).lapsed).toBe(0);
    expect((await get(claimPath(offer!.mail.token))).status).toBe(200);
    clock.advance(1);
    expect((await sweepHolds(t.app.ctx)).lapsed).toBe(1);
    expect(await stateOf(id, 'Casey')).toBe('lapsed');
    expect(await stateOf(id, 'Drew')).toBe('offered');
    const lapsedNotice = await t.db
      .selectFrom('outbox')
      .select('to_address')
      .where('kind', '=', 'waitlist-offer-lapsed')
      .where('to_address', '=', 'casey@example.org')
      .execute();
    expect(lapsedNotice).toHaveLength(1);
    const expired = await get(claimPath(offer!.mail.token));
    expect(expired.status).toBe(410);
    expect(textOf(expired.text)).toContain('This Offer Has Expired');
    expect(expired.text).toContain(`href="/courses/${id}/express-interest"`);
    // The expired link refuses to start a payment.
    const late = await postForm(claimPath(offer!.mail.token), { studentName: 'Casey Student', parentEmail: 'casey@example.org' });
    expect(late.status).toBe(303);
    expect(late.headers.location).toBe(claimPath(offer!.mail.token));

    // Casey joins again: at the end of the line, and told so.
    expect(await join(id, 'Casey')).toEqual({ message: 'Interest recorded', position: 1 });
    expect(await stateOf(id, 'Casey')).toBe('waiting');
    await expectSeatsAccountedFor(id);
  });

  it('a claim racing the expiry sweep: exactly one of them wins, and the seat is counted once', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 8; round += 1) {
      const id = await newCohort(t.db, 1);
      const holder = await hold(id, `race-holder-${round}@example.org`);
      await join(id, `Racer${round}`);
      await join(id, `Next${round}`);
      await releaseHold(t.app.ctx, holder.id, 'payment cancelled');
      const [offer] = await offersFor(id);
      // A minute before the end the family sends the form; while it is on its way the offer's time passes and the sweep runs.
      clock.advance(24 * 60 - 1);
      const claim = postForm(claimPath(offer!.mail.token), {
        studentName: 'Racer Student',
        parentEmail: `racer${round}@example.org`,
      });
      const sweep = (async () => {
        for (let i = 0; i < round; i += 1) await new Promise((resolve) => setImmediate(resolve));
        clock.advance(2);
        return sweepHolds(t.app.ctx);
      })();
      const [answer] = await Promise.all([claim, sweep]);
      const enrollment = (await enrollmentsOf(t.db, id)).find((e) => e.id === offer!.mail.enrollmentId)!;
      if (enrollment.status === 'offered') {
        // The claim won: its payment page is attached and the seat held until that page closes; a later sweep leaves it.
        outcomes.add('claimed');
        expect(answer.headers.location).toMatch(/\/demo-checkout\//);
        expect(enrollment.payment_session_id).not.toBeNull();
        expect(enrollment.hold_expires_at > clock.now().toISOString()).toBe(true);
        expect((await sweepHolds(t.app.ctx)).lapsed).toBe(0);
        expect(await stateOf(id, `Next${round}`)).toBe('waiting');
      } else {
        outcomes.add('lapsed');
        expect(enrollment.status).toBe('released');
        expect(await stateOf(id, `Racer${round}`)).toBe('lapsed');
        expect(await stateOf(id, `Next${round}`)).toBe('offered');
        // A payment page the claim opened after losing was closed again: nothing can be paid.
        const open = await t.db
          .selectFrom('demo_payment_sessions')
          .select('id')
          .where('enrollment_id', '=', enrollment.id)
          .where('status', '=', 'open')
          .execute();
        expect(open).toHaveLength(0);
      }
      await expectSeatsAccountedFor(id);
      clock.advance(24 * 60 * 3);
      await sweepHolds(t.app.ctx);
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });

  it('capacity raised by 3 makes 3 offers, to the first 3 in line; a moved entry and a skipped one are honoured', async () => {
    const id = await newCohort(t.db, 1);
    await hold(id, 'holder-four@example.org');
    for (const name of ['Ella', 'Finn', 'Gray', 'Hana', 'Ivan']) await join(id, name);
    const entries = await entriesOf(id);
    const byName = (name: string) => entries.find((e) => e.parent_email === family(name).parentEmail)!;
    // Staff moved Hana to the front and skipped Finn.
    await t.db.updateTable('waitlist_entries').set({ line_order: -1 }).where('id', '=', byName('Hana').id).execute();
    await t.db.updateTable('waitlist_entries').set({ state: 'skipped' }).where('id', '=', byName('Finn').id).execute();

    await setCourseCapacity(t.app.ctx, staff, id, 4);
    const offered = (await offersFor(id)).map((offer) => offer.to);
    expect(offered).toEqual(['hana@example.org', 'ella@example.org', 'gray@example.org']);
    expect(await stateOf(id, 'Ivan')).toBe('waiting');
    expect(await publicSeats(id)).toBe(0);
    await expectSeatsAccountedFor(id);
  });

  it('a cohort opened at a level emails that level’s list once: a notice, no seat held', async () => {
    for (const name of ['Jo', 'Kai']) {
      clients += 1;
      const res = await host(request(t.app).post('/api/levels/advanced/express-interest'))
        .set('X-Forwarded-For', `192.0.2.${clients % 250}`)
        .send(family(name));
      expect(res.status).toBe(201);
      expect(res.body.position).toBeGreaterThan(0);
    }
    const notices = () =>
      t.db.selectFrom('outbox').select(['to_address', 'payload']).where('kind', '=', 'level-cohort-opened').execute();
    const before = (await notices()).length;
    const form = {
      program: 'kids-vibe-coding',
      name: 'Advanced: Spring Studio',
      description: 'A new advanced cohort.',
      level: 'advanced',
      campus: 'south-bay',
      format: 'In person',
      capacity: '10',
      price: '875',
      status: 'draft',
      location: 'Cupertino, CA (South Bay campus)',
      startDate: '2027-04-03',
      endDate: '2027-04-24',
      classDays: ['SA'],
      classStartTime: '10:00',
      classEndTime: '13:00',
      timeZone: 'America/Los_Angeles',
      dates: '',
      schedule: '',
    };
    const withStatus = (status: string) => courseEditSchema('draft').parse({ ...form, status });
    // A draft tells no one; publishing it does, once.
    const id = await createCourse(t.app.ctx, staff, newCourseSchema.parse(form));
    expect((await notices()).length).toBe(before);
    await updateCourse(t.app.ctx, staff, id, withStatus('active'));
    const sent = (await notices()).slice(before);
    expect(sent.map((n) => n.to_address).sort()).toEqual(['jo@example.org', 'kai@example.org']);
    expect(JSON.parse(sent[0]!.payload)).toMatchObject({ course: { id, name: 'Advanced: Spring Studio' }, amountCents: 87500 });
    expect(await seatsOf(t.db, id)).toEqual({ capacity: 10, seats_taken: 0 });
    // Archived and reopened: no second notice for the same cohort.
    await updateCourse(t.app.ctx, staff, id, withStatus('archived'));
    await updateCourse(t.app.ctx, staff, id, withStatus('active'));
    expect((await notices()).length).toBe(before + 2);
  });

  it('staff steer the line from the course page (front, skip, put back, offer by hand), and every move is audited', async () => {
    const owner = request.agent(t.app);
    await signInAs(owner, ownerEmail, password).set('X-Forwarded-For', '192.0.2.251').expect(303);
    const id = await newCohort(t.db, 1);
    await hold(id, 'holder-five@example.org');
    for (const name of ['Lena', 'Milo', 'Nora']) await join(id, name);
    const idOf = async (name: string) => (await entriesOf(id)).find((e) => e.parent_email === family(name).parentEmail)!.id;
    const steer = async (name: string, action: string) => {
      const res = await owner
        .post(`/admin/courses/${id}/waitlist/${await idOf(name)}/${action}`)
        .set('X-Forwarded-For', '192.0.2.251')
        .type('form')
        .send('');
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe(`/admin/courses/${id}#waitlist`);
    };
    const waitlistText = async () => {
      const page = await owner.get(`/admin/courses/${id}`).set('X-Forwarded-For', '192.0.2.251');
      const html = page.text.slice(page.text.indexOf('id="waitlist-heading"'));
      return { text: textOf(html.slice(0, html.indexOf('</section>'))), html };
    };

    await steer('Nora', 'front');
    await steer('Lena', 'skip');
    let list = await waitlistText();
    expect(list.text).toMatch(/1 Waiting Nora Parent .* — Skipped .* Lena Parent .* 2 Waiting Milo Parent/);
    expect(list.text).not.toContain('Offer a Seat'); // no free seat
    // The first in line has no Move to Front (it did nothing there); the second has.
    expect(list.html).not.toContain(`aria-label="Move to Front: Nora Parent"`);
    expect(list.html).toContain(`aria-label="Move to Front: Milo Parent"`);
    // Skipping a family that has left the line (it has an offer now) changes nothing.
    await setCourseCapacity(t.app.ctx, staff, id, 2);
    expect(await stateOf(id, 'Nora')).toBe('offered');
    await steer('Nora', 'skip');
    expect(await stateOf(id, 'Nora')).toBe('offered');

    // The next seat passes over Lena (skipped) to Milo; one more has no one waiting: public, and staff may offer it by hand.
    await setCourseCapacity(t.app.ctx, staff, id, 3);
    expect(await stateOf(id, 'Milo')).toBe('offered');
    await setCourseCapacity(t.app.ctx, staff, id, 4);
    expect(await publicSeats(id)).toBe(1);
    list = await waitlistText();
    expect(list.text).toMatch(/Offered until .* Nora Parent/);
    expect(list.html).toContain(`action="/admin/courses/${id}/waitlist/${await idOf('Lena')}/offer"`);
    await steer('Lena', 'offer');
    expect(await stateOf(id, 'Lena')).toBe('offered');
    expect(await publicSeats(id)).toBe(0);
    expect((await offersFor(id)).map((offer) => offer.to)).toEqual(['nora@example.org', 'milo@example.org', 'lena@example.org']);
    // The offered seats are listed with the holds, marked as offers.
    const coursePage = await owner.get(`/admin/courses/${id}`).set('X-Forwarded-For', '192.0.2.251');
    const holdsHtml = coursePage.text.slice(
      coursePage.text.indexOf('id="holds-heading"'),
      coursePage.text.indexOf('id="refunds-heading"'),
    );
    expect(textOf(holdsHtml).match(/Waitlist offer/g)).toHaveLength(3);

    // A skipped family put back in line waits at its place again.
    await join(id, 'Omar');
    await steer('Omar', 'skip');
    await steer('Omar', 'restore');
    expect(await stateOf(id, 'Omar')).toBe('waiting');

    const audit = await t.db
      .selectFrom('audit_log')
      .select(['action', 'record_id', 'staff_email'])
      .where('record_type', '=', 'waitlist_entry')
      .where(
        'record_id',
        'in',
        (await entriesOf(id)).map((e) => String(e.id)),
      )
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual([
      'waitlist.moved-to-front',
      'waitlist.skipped',
      'waitlist.offered-by-hand',
      'waitlist.skipped',
      'waitlist.put-back',
    ]);
    expect(new Set(audit.map((row) => row.staff_email))).toEqual(new Set([ownerEmail]));
    const bad = await owner
      .post(`/admin/courses/${id}/waitlist/${await idOf('Omar')}/delete`)
      .set('X-Forwarded-For', '192.0.2.251');
    expect(bad.status).toBe(404);
    // Without a session, nothing moves.
    const anonymous = await request(t.app).post(`/admin/courses/${id}/waitlist/${await idOf('Omar')}/skip`);
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.location).toMatch(/^\/admin\/login/);
    expect(await stateOf(id, 'Omar')).toBe('waiting');
  });

  it('an offer past its time cannot be stretched by claiming again; a page opened before the end can still be paid', async () => {
    const id = await newCohort(t.db, 1);
    const holder = await hold(id, 'holder-six@example.org');
    await join(id, 'Pia');
    await join(id, 'Quin');
    await releaseHold(t.app.ctx, holder.id, 'payment cancelled');
    const [offer] = await offersFor(id);
    const link = claimPath(offer!.mail.token);
    const details = { studentName: 'Pia Student', parentEmail: 'pia@example.org' };
    clock.advance(24 * 60 - 5);
    const opened = await postForm(link, details);
    expect(opened.headers.location).toMatch(/\/demo-checkout\//);
    clock.advance(10); // past the offer, inside the page's own time
    expect((await get(link)).status).toBe(410);
    const again = await postForm(link, details);
    expect(again.headers.location).toBe(link);
    const sessions = await t.db
      .selectFrom('demo_payment_sessions')
      .select('status')
      .where('enrollment_id', '=', offer!.mail.enrollmentId)
      .execute();
    expect(sessions).toHaveLength(1);
    await sweepHolds(t.app.ctx);
    expect(await stateOf(id, 'Pia')).toBe('offered'); // the open page still holds the seat
    await payOnDemoPage(opened.headers.location as string);
    expect(await stateOf(id, 'Pia')).toBe('claimed');
    expect(await stateOf(id, 'Quin')).toBe('waiting');
    await expectSeatsAccountedFor(id);
  });

  it('a cohort taken off sale after the offer: the link says so and cannot be paid', async () => {
    const id = await newCohort(t.db, 1);
    const holder = await hold(id, 'holder-seven@example.org');
    await join(id, 'Rhea');
    await releaseHold(t.app.ctx, holder.id, 'payment cancelled');
    const [offer] = await offersFor(id);
    await t.db.updateTable('courses').set({ status: 'archived' }).where('id', '=', id).execute();
    const page = await get(claimPath(offer!.mail.token));
    expect(page.status).toBe(410);
    expect(textOf(page.text)).toContain('This Cohort Is No Longer Open');
    const claim = await postForm(claimPath(offer!.mail.token), { studentName: 'Rhea Student', parentEmail: 'rhea@example.org' });
    expect(claim.headers.location).toBe(claimPath(offer!.mail.token));
  });

  it('a decline that started before a claim attached its payment page closes that page too', async () => {
    const id = await newCohort(t.db, 1);
    const holder = await hold(id, 'holder-eight@example.org');
    await join(id, 'Sage');
    await releaseHold(t.app.ctx, holder.id, 'payment cancelled');
    const [offer] = await offersFor(id);
    const seen = (await findOffer(t.app.ctx, offer!.mail.token!))!; // the decline has read the offer
    const claim = await postForm(claimPath(offer!.mail.token), { studentName: 'Sage Student', parentEmail: 'sage@example.org' });
    expect(claim.headers.location).toMatch(/\/demo-checkout\//);
    expect(await declineOffer(t.app.ctx, seen)).toBe('declined');
    const pages = await t.db
      .selectFrom('demo_payment_sessions')
      .select('status')
      .where('enrollment_id', '=', offer!.mail.enrollmentId)
      .execute();
    expect(pages.map((p) => p.status)).toEqual(['expired']);
    expect(await publicSeats(id)).toBe(1);
  });

  it('a course that still had seats for the public offers nothing: its families can enroll', async () => {
    const id = await newCohort(t.db, 3);
    const holder = await hold(id, 'holder-nine@example.org');
    await join(id, 'Tove');
    await releaseHold(t.app.ctx, holder.id, 'payment cancelled');
    expect(await offersFor(id)).toEqual([]);
    expect(await stateOf(id, 'Tove')).toBe('waiting');
    expect(await publicSeats(id)).toBe(3);
  });

  it('keeps the secret out of the log whatever the path’s letter case or tail', async () => {
    const id = await newCohort(t.db, 1);
    const holder = await hold(id, 'holder-ten@example.org');
    await join(id, 'Ugo');
    await releaseHold(t.app.ctx, holder.id, 'payment cancelled');
    const [offer] = await offersFor(id);
    const token = offer!.mail.token!;
    expect((await get(`/WAITLIST/OFFERS/${token}`)).status).toBe(200);
    expect((await get(`/waitlist/offers/${token}/no-such-page`)).status).toBe(404);
    await host(request(t.app).put(`/waitlist/offers/${token}`));
    expect(t.logs.filter((line) => line.includes(token))).toEqual([]);
  });

  it('an unknown or malformed claim link is a clear 404 page; the secret never reaches the request log', async () => {
    for (const path of [claimPath('A'.repeat(43)), claimPath('short'), `${claimPath('A'.repeat(43))}/decline`]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(textOf(res.text)).toContain('This Link Is Not Valid');
    }
    expect(t.logs.some((line) => line.includes('A'.repeat(43)))).toBe(false);
  });
});

describe.runIf(testEngine === 'postgres')('offers across two instances on one PostgreSQL database', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ clock: manualClock(start), config: { trustProxy: 1 } });
    b = await createTestApp({ sameDatabaseAs: a, seed: false, clock: manualClock(start), config: { trustProxy: 1 } });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('20 seats freed at once with 30 families waiting: exactly 20 offers, to the first 20 in order', async () => {
    const id = await newCohort(a.db, 20);
    // Twenty holds that ran out, and thirty families in line.
    await a.db
      .insertInto('enrollments')
      .values(
        Array.from({ length: 20 }, (_, i) => ({
          course_id: id,
          student_name: `Holder ${i}`,
          parent_email: `holder${i}@example.org`,
          amount_cents: 67500,
          currency: 'usd',
          status: 'held' as const,
          hold_expires_at: '2026-11-22T11:00:00.000Z',
          payment_provider: 'demo',
          created_at: start,
          updated_at: start,
        })),
      )
      .execute();
    await a.db.updateTable('courses').set({ seats_taken: 20 }).where('id', '=', id).execute();
    for (let i = 0; i < 30; i += 1) {
      const res = await host(request((i % 2 ? b : a).app).post(`/api/courses/${id}/express-interest`))
        .set('X-Forwarded-For', `203.0.113.${i + 1}`)
        .send({ ...family(`Line${String(i).padStart(2, '0')}`) });
      expect(res.body.position).toBe(i + 1);
    }
    // Both instances sweep at once, twice each.
    await Promise.all([sweepHolds(a.app.ctx), sweepHolds(b.app.ctx), sweepHolds(a.app.ctx), sweepHolds(b.app.ctx)]);

    const entries = await a.db.selectFrom('waitlist_entries').selectAll().where('course_id', '=', id).orderBy('id').execute();
    expect(entries.slice(0, 20).every((e) => e.state === 'offered')).toBe(true);
    expect(entries.slice(20).every((e) => e.state === 'waiting')).toBe(true);
    const enrollments = await enrollmentsOf(a.db, id);
    expect(enrollments.filter((e) => e.status === 'offered')).toHaveLength(20);
    expect(enrollments.filter((e) => e.status === 'released')).toHaveLength(20);
    const mails = await a.db.selectFrom('outbox').select('to_address').where('kind', '=', 'waitlist-offer').execute();
    const offeredTo = mails.map((m) => m.to_address).filter((to) => to.startsWith('line'));
    expect(offeredTo.sort()).toEqual(entries.slice(0, 20).map((e) => e.parent_email));
    expect(await seatsOf(a.db, id)).toEqual({ capacity: 20, seats_taken: 20 });
    expect((await request(b.app).get(`/api/courses/${id}`).set('Host', 'localhost:3000')).body.availableSeats).toBe(0);
  });
});

describe(`the offer email (${testEngine})`, () => {
  let smtp: FakeSmtp;
  let m: TestApp;
  beforeAll(async () => {
    smtp = await startFakeSmtp();
    m = await createTestApp({ clock: manualClock(start), config: { trustProxy: 1, ...mailConfig(smtp) } });
  });
  afterAll(async () => {
    await m?.close();
    await smtp?.close();
  });

  it('names the course, dates, price and the time it is held until, with claim and decline links that work; the secret leaves the outbox once sent', async () => {
    const id = await newCohort(m.db, 1);
    const held = await host(request(m.app).post('/api/enrollments/initiate'))
      .set('X-Forwarded-For', '198.51.100.200')
      .send({ courseId: id, studentName: 'Held Student', parentEmail: 'holder@example.org' });
    expect(held.status).toBe(200);
    const joined = await host(request(m.app).post(`/api/courses/${id}/express-interest`))
      .set('X-Forwarded-For', '198.51.100.201')
      .send(family('Vera'));
    expect(joined.body.position).toBe(1);
    const [hold] = await enrollmentsOf(m.db, id);
    await releaseHold(m.app.ctx, hold!.id, 'payment cancelled');

    const sender = testSender(m.db, smtp, { now: () => new Date(start) });
    await sendAll(sender);
    const offer = smtp.messages.find(
      (message) => message.envelope.to.includes('vera@example.org') && /held for you/.test(message.subject),
    );
    expect(offer?.subject).toBe(`A seat in Offer Test Cohort ${courses} is held for you`);
    for (const words of [
      'March 6 - March 27, 2027',
      '$573.75 USD',
      'November 23, 2026 at 4:00 AM PST',
      'your place on this waitlist ends',
    ]) {
      expect(offer?.text).toContain(words);
    }
    const claim = linkIn(offer!.text, '/waitlist/offers/');
    expect(offer?.text).toContain(`${claim}/decline`);
    expect(offer?.html).toContain(`${claim}/decline`);
    expect((await host(request(m.app).get(claim))).status).toBe(200);
    expect((await host(request(m.app).get(`${claim}/decline`))).status).toBe(200);

    const row = await m.db.selectFrom('outbox').selectAll().where('kind', '=', 'waitlist-offer').executeTakeFirstOrThrow();
    expect(row.status).toBe('sent');
    expect(JSON.parse(row.payload).token).toBeNull();
    expect(composeMail(row, { siteUrl: 'https://www.example.org' }).text).not.toContain('/waitlist/offers/');
    await sender.stop();
  });
});
