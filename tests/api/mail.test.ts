import ICAL from 'ical.js';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { systemClock } from '../../server/clock.ts';
import { cancelEnrollment, switchEnrollment } from '../../server/services/cancellations.ts';
import { giveCredit } from '../../server/services/enrollment-admin.ts';
import { sweepHolds } from '../../server/services/hold-sweep.ts';
import { site } from '../../views/content/site.ts';
import { mentors } from '../../views/content/instructor.ts';
import { startFakeSmtp, type FakeSmtp, type ReceivedMail } from '../fakes/smtp-server.ts';
import { startFakeStripe, type FakeStripe } from '../fakes/stripe-server.ts';
import { textOf } from '../helpers/html.ts';
import { mailConfig, outboxOf, sendAll, staffAddress, testSender } from '../helpers/mail.ts';
import { courseIdOf, createStripeTestApp, deliverWebhook, enrollmentsOf, leaveSeats } from '../helpers/payments.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { ownerEmail } from '../helpers/staff.ts';
import { enrollmentReference } from '../../domain/references.ts';

const southBay = site.campuses.find((campus) => campus.id === 'south-bay')!;

// Every message the site sends, made by the real flows (checkout, webhooks, forms) on each
// engine, sent by the real sender to a real SMTP server, and read back as a parent would.
let smtp: FakeSmtp;
let stripe: FakeStripe;
let t: TestApp;
const host = 'www.example.org';
beforeAll(async () => {
  smtp = await startFakeSmtp();
  stripe = await startFakeStripe();
  t = await createStripeTestApp(stripe, {
    config: { ...mailConfig(smtp), publicBaseUrl: `https://${host}`, trustProxy: 1 },
    stripe: { timeoutMs: 1_000 },
  });
  // The real clock runs here: the spring early bird lasts whatever day the tests run.
  await t.db.updateTable('early_bird_rules').set({ ends_on: '2099-12-31' }).execute();
});
afterAll(async () => {
  await t.close();
  await stripe.close();
  await smtp.close();
});
afterEach(() => smtp.clear());

let client = 0;
const from = () => `203.0.113.${++client % 250}`;
const post = (path: string, body: object) =>
  request(t.app).post(path).set('Host', host).set('X-Forwarded-For', from()).send(body);

async function deliver() {
  const sender = testSender(t.db, smtp, systemClock);
  onTestFinished(() => sender.stop());
  await sendAll(sender);
  return smtp.messages;
}

const only = (messages: ReceivedMail[], to: string) => {
  const found = messages.filter((mail) => mail.envelope.to.includes(to));
  expect(found, `messages to ${to}`).toHaveLength(1);
  return found[0]!;
};

/** Parses a calendar file as a calendar application would, with the zone it carries. */
function readCalendar(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  const starts: string[] = [];
  const iterator = event.iterator();
  for (let next = iterator.next(); next; next = iterator.next()) {
    starts.push(next.convertToZone(ICAL.Timezone.utcTimezone).toJSDate().toISOString());
    if (starts.length > 100) break;
  }
  return { event, zone, starts };
}

describe('the receipt', () => {
  it('comes once, however many times the payment is reported (5 webhooks and verify at once), with the calendar file', async () => {
    const course = await courseIdOf(t.db, 'Vibe Coding Beginner: Summer Mornings');
    await leaveSeats(t.db, course, 3);
    const started = await post('/api/enrollments/initiate', {
      studentName: 'Ada <b>Lovelace</b>',
      parentEmail: 'ada.parent@example.org',
      courseId: course,
    });
    expect(started.status).toBe(200);
    const sessionId = new URL(started.body.checkoutUrl as string).pathname.split('/').pop()!;
    const enrollment = (await enrollmentsOf(t.db, course)).find((e) => e.payment_session_id === sessionId)!;
    stripe.complete(sessionId);
    const body = stripe.eventBody('checkout.session.completed', sessionId);
    const verify = () => request(t.app).get(`/api/enrollments/verify-session?session_id=${sessionId}`).set('Host', host);
    await Promise.all([...Array.from({ length: 5 }, () => deliverWebhook(t.app, body).set('Host', host)), verify()]);

    const receipts = (await outboxOf(t.db)).filter((row) => row.kind === 'receipt');
    expect(receipts).toHaveLength(1);
    const resultPage = async () =>
      textOf((await request(t.app).get(`/enrollment-success/result?session_id=${sessionId}`).set('Host', host)).text);
    expect(await resultPage()).toContain('A confirmation with a calendar file is on its way to ada.parent@example.org');
    const mail = only(await deliver(), 'ada.parent@example.org');
    expect(await resultPage()).toContain('We sent a confirmation to ada.parent@example.org');
    expect(mail.subject).toBe('Receipt: Ada <b>Lovelace</b> is enrolled in Vibe Coding Beginner: Summer Mornings');
    const reference = enrollmentReference(enrollment.id);
    for (const expected of [
      'Ada <b>Lovelace</b>',
      'Vibe Coding Beginner: Summer Mornings',
      'June 14 - June 25, 2027',
      'Monday - Friday, 9:00 AM - 11:00 AM',
      'Cupertino, CA (South Bay campus)',
      `${southBay.streetAddress}, Cupertino, CA 95014`,
      // The mentor who leads a South Bay beginner table.
      mentors.find((m) => m.campus === 'south-bay' && m.level === 'beginner')!.name,
      '$675.00 USD',
      reference,
      'A charged laptop; we install the free tools together at the first class',
      // What follows, as the result page says it: the door's time, the campus's door, day 2's accounts.
      'Drop-off and pick-up: Doors open 15 minutes before class;',
      'Free parking behind the building.',
      'Day 2 of the cohort: on its second class day,',
      'a coding-platform plan',
      // The policy's windows as this cohort's dates, and how to cancel as the terms say it.
      'If you cancel: by May 31, 2027, the tuition comes back, less the $75 admin/venue fee; by June 7, 2027, 50% of it comes back as a credit for 12 months; after that, nothing does.',
      'Cancel on your page (sign in with this email address): it shows what you get back before you confirm.',
      'The time you cancel on your page, or the timestamp of your cancellation email, decides the window.',
      `https://${host}/terms#cancellation`,
    ])
      expect(mail.text.replace(/\s+/g, ' ')).toContain(expected);
    // One time to arrive, the site's (the email had said 10 minutes beside the page's 15).
    expect(mail.text).not.toContain('10 minutes');
    // What the parent typed is text in the HTML, never markup.
    expect(mail.html).toContain('Ada &lt;b&gt;Lovelace&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Lovelace');
    expect(textOf(mail.html)).toContain('$675.00 USD');

    const [attachment] = mail.attachments;
    expect(attachment).toMatchObject({ filename: 'enrollment.ics', contentType: 'text/calendar; charset=utf-8; method=PUBLISH' });
    const { event, starts } = readCalendar(attachment!.content.toString('utf8'));
    expect(event.startDate.zone?.tzid).toBe('America/Los_Angeles');
    expect(event.startDate.toString()).toBe('2027-06-14T09:00:00');
    // Two weeks of weekdays at 9:00 AM Pacific (16:00 UTC in June), none on a weekend.
    expect(starts).toHaveLength(10);
    expect(starts[0]).toBe('2027-06-14T16:00:00.000Z');
    expect(starts[9]).toBe('2027-06-25T16:00:00.000Z');
    expect(starts.every((start) => ![0, 6].includes(new Date(start).getUTCDay()))).toBe(true);
    expect(event.location).toContain(southBay.streetAddress);
    // When demo day is, in the calendar a family keeps.
    expect(event.description).toContain('The last class is demo day: families welcome.');
    expect(event.uid).toBe(`enrollment-${enrollment.id}-${Date.parse(enrollment.created_at)}@example.org`);

    // The result page offers the very same file, for a parent who would rather not wait for the mail.
    const result = await request(t.app).get(`/enrollment-success/result?session_id=${sessionId}`).set('Host', host);
    const link = /<a href="([^"]*)"[^>]*download=""[^>]*>.*?Add to Your Calendar<\/a>/s.exec(result.text);
    expect(link?.[1]).toBe(`/enrollment-success/calendar.ics?session_id=${sessionId}`);
    const file = await request(t.app)
      .get(link![1]!.replace(/&amp;/g, '&'))
      .set('Host', host)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => done(null, text));
      });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(file.headers['content-disposition']).toBe('attachment; filename=enrollment.ics');
    expect(file.headers['cache-control']).toBe('no-store');
    expect(file.body).toBe(attachment!.content.toString('utf8'));
    const unknown = await request(t.app)
      .get('/enrollment-success/calendar.ics?session_id=cs_test_nosuchsession1')
      .set('Host', host);
    expect(unknown.status).toBe(404);
  });

  it('is kept, with its calendar file, when no mail server is set; sent later by staff it keeps the same event UID', async () => {
    const kept = await createTestApp({
      clock: systemClock,
      config: {
        mail: { smtpUrl: undefined, from: 'school@example.org', staffEmail: staffAddress },
        adminPassword: 'correct horse battery',
        sessionSecret: 's'.repeat(32),
      },
    });
    onTestFinished(() => kept.close());
    const course = await courseIdOf(kept.db, 'Vibe Coding Advanced: South Bay Studio');
    await leaveSeats(kept.db, course, 2);
    const started = await request(kept.app)
      .post('/api/enrollments/initiate')
      .send({ studentName: 'Alan Turing', parentEmail: 'alan.parent@example.org', courseId: course });
    const path = new URL(started.body.checkoutUrl as string).pathname;
    expect((await request(kept.app).post(`${path}/pay`)).status).toBe(303);
    const [receipt] = (await outboxOf(kept.db)).filter((row) => row.kind === 'receipt');
    expect(receipt).toMatchObject({ status: 'held', hold_reason: 'not sent: no mail server' });
    // Nothing was sent, and the result page does not pretend it was.
    const sessionId = path.split('/').pop()!;
    const result = textOf((await request(kept.app).get(`/enrollment-success/result?session_id=${sessionId}`)).text);
    expect(result).toContain('Enrollment Confirmed!');
    expect(result).not.toContain('confirmation to');
    expect(result).not.toContain('on its way');
    // Its calendar file is there all the same: the kept receipt carries it.
    expect(result).toContain('Add to Your Calendar');
    const calendarFile = await request(kept.app).get(`/enrollment-success/calendar.ics?session_id=${sessionId}`);
    expect(calendarFile.status).toBe(200);
    expect(calendarFile.headers['content-type']).toContain('text/calendar');

    const admin = request.agent(kept.app);
    await admin.post('/admin/login').type('form').send({ email: ownerEmail, password: 'correct horse battery' }).expect(303);
    const page = await admin.get(`/admin/outbox/${receipt!.id}`);
    expect(page.status).toBe(200);
    expect(textOf(page.text)).toContain('Receipt: Alan Turing is enrolled in Vibe Coding Advanced: South Bay Studio');
    expect(textOf(page.text)).toContain('not sent: no mail server');
    const ics = await admin
      .get(`/admin/outbox/${receipt!.id}/attachments/0`)
      .buffer(true)
      .parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
        res.on('end', () => done(null, text));
      });
    expect(ics.headers['content-disposition']).toMatch(/^attachment; filename="?enrollment\.ics"?$/);
    const keptCalendar = readCalendar(ics.body as string);
    // Saturdays, 2:00-5:00 PM across the change to daylight time: always 2 PM on the wall clock.
    expect(keptCalendar.starts).toHaveLength(10);
    expect(keptCalendar.starts[0]).toBe('2027-01-30T22:00:00.000Z');
    expect(keptCalendar.starts[9]).toBe('2027-04-03T21:00:00.000Z');

    // The HTML is served under a policy of its own: no scripts, framed by our pages only.
    const html = await admin.get(`/admin/outbox/${receipt!.id}/html`);
    expect(html.headers['content-security-policy']).toContain("default-src 'none'");
    expect(html.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(html.text).toMatch(/^<!DOCTYPE html>/);

    // Later, with a mail server: nothing goes by surprise, and staff send it on purpose.
    const withServer = await createTestApp({
      clock: systemClock,
      sameDatabaseAs: kept,
      config: { ...mailConfig(smtp), adminPassword: 'correct horse battery', sessionSecret: 's'.repeat(32) },
    });
    onTestFinished(() => withServer.close());
    const sender = testSender(kept.db, smtp, systemClock);
    onTestFinished(() => sender.stop());
    await sendAll(sender);
    expect(smtp.attempts()).toBe(0);
    const staff = request.agent(withServer.app);
    await staff.post('/admin/login').type('form').send({ email: ownerEmail, password: 'correct horse battery' }).expect(303);
    await staff.post(`/admin/outbox/${receipt!.id}/resend`).type('form').send({}).expect(303);
    await sendAll(sender);
    const mail = only(smtp.messages, 'alan.parent@example.org');
    const sent = readCalendar(mail.attachments[0]!.content.toString('utf8'));
    expect(sent.event.uid).toBe(keptCalendar.event.uid);
  });
});

describe('after staff act on an enrollment', () => {
  it('a switch sends a receipt whose calendar event replaces the first (same UID, higher SEQUENCE); a credit and a cancellation say who acted', async () => {
    const course = await courseIdOf(t.db, 'Vibe Coding Beginner: Summer Mornings');
    await leaveSeats(t.db, course, 3);
    const first = await t.db.selectFrom('courses').selectAll().where('id', '=', course).executeTakeFirstOrThrow();
    // The same camp two weeks later, on sale with seats.
    const { id: later } = await t.db
      .insertInto('courses')
      .values({
        ...first,
        id: undefined,
        name: 'Vibe Coding Beginner: Summer Mornings (July)',
        dates: 'July 12 - July 23, 2027',
        start_date: '2027-07-12',
        end_date: '2027-07-23',
        seats_taken: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const started = await post('/api/enrollments/initiate', {
      studentName: 'Katherine Johnson',
      parentEmail: 'katherine.parent@example.org',
      courseId: course,
    });
    const sessionId = new URL(started.body.checkoutUrl as string).pathname.split('/').pop()!;
    stripe.complete(sessionId);
    await deliverWebhook(t.app, stripe.eventBody('checkout.session.completed', sessionId)).set('Host', host);
    const enrollment = (await enrollmentsOf(t.db, course)).find((e) => e.payment_session_id === sessionId)!;
    const firstReceipt = readCalendar(
      only(await deliver(), 'katherine.parent@example.org').attachments[0]!.content.toString('utf8'),
    );
    smtp.clear();

    const staff = { by: 'staff' as const, actor: { id: null, email: ownerEmail }, reason: 'Family holiday moved' };
    expect(await switchEnrollment(t.app.ctx, staff, enrollment.id, later)).toEqual({ ok: true });
    const moved = only(await deliver(), 'katherine.parent@example.org');
    // Said as the same seat moved, not a second "You are enrolled" (read as a second seat or payment).
    expect(moved.subject).toBe('New dates: Katherine Johnson is now in Vibe Coding Beginner: Summer Mornings (July)');
    expect(moved.text.replace(/\s+/g, ' ')).toContain(
      'Katherine Johnson now has a seat in Vibe Coding Beginner: Summer Mornings (July), July 12 - July 23, 2027, in place of Vibe Coding Beginner: Summer Mornings, June 14 - June 25, 2027. Nothing more is charged: the price stays as you first paid it. This email is your updated receipt, with the same reference,',
    );
    expect(moved.text).toContain(enrollmentReference(enrollment.id));
    const movedCalendar = readCalendar(moved.attachments[0]!.content.toString('utf8'));
    expect(movedCalendar.event.uid).toBe(firstReceipt.event.uid);
    expect(movedCalendar.event.sequence).toBeGreaterThan(firstReceipt.event.sequence);
    expect(movedCalendar.event.startDate.toString()).toBe('2027-07-12T09:00:00');
    smtp.clear();

    const credit = await giveCredit(t.app.ctx, staff.actor, enrollment.id, {
      amount: 5_000,
      expiresOn: '2027-12-31',
      reason: 'Sorry for the move',
    });
    expect(credit.ok).toBe(true);
    const creditMail = only(await deliver(), 'katherine.parent@example.org');
    expect(creditMail.subject).toBe('A credit of $50.00 USD for your next camp');
    expect(creditMail.text).toContain('December 31, 2027');
    expect(creditMail.text).toContain('Katherine Johnson');
    expect(creditMail.text).toContain('applied by itself at your next checkout with this email address');
    smtp.clear();

    expect((await cancelEnrollment(t.app.ctx, staff, enrollment.id, 5_000)).ok).toBe(true);
    const cancelled = only(await deliver(), 'katherine.parent@example.org');
    expect(cancelled.text).toContain(
      "Our team has cancelled Katherine Johnson's enrollment in Vibe Coding Beginner: Summer Mornings (July)",
    );
    // Paid by card through Stripe: the refund goes back to it (a demo site says no money moves).
    expect(cancelled.text).toContain(
      'The refund goes back to the card you paid with; it usually appears within 5 to 10 business days.',
    );
    expect(cancelled.text).not.toContain('demo payments');
    // The classes its last receipt's calendar file added come back marked cancelled: the same
    // event (UID), a later version (SEQUENCE), the July dates the switch moved them to.
    expect(cancelled.text.replace(/\s+/g, ' ')).toContain(
      'If you added the classes to your calendar from your receipt, open the attached calendar file (enrollment.ics) to mark them cancelled, or delete them there: they no longer take place for Katherine Johnson.',
    );
    expect(cancelled.attachments.map((file) => [file.filename, file.contentType])).toEqual([
      ['enrollment.ics', 'text/calendar; charset=utf-8; method=PUBLISH'],
    ]);
    const cancelledCalendar = readCalendar(cancelled.attachments[0]!.content.toString('utf8'));
    expect(cancelledCalendar.event.uid).toBe(firstReceipt.event.uid);
    expect(cancelledCalendar.event.sequence).toBeGreaterThan(movedCalendar.event.sequence);
    expect(cancelledCalendar.event.component.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelledCalendar.event.startDate.toString()).toBe('2027-07-12T09:00:00');
  });
});

describe('the refund notice', () => {
  it('tells the parent when a payment that found no seat was refunded', async () => {
    const course = await courseIdOf(t.db, 'Vibe Coding Intermediate: South Bay Spring');
    await leaveSeats(t.db, course, 1);
    const started = await post('/api/enrollments/initiate', {
      studentName: 'Mary Jackson',
      parentEmail: 'mary.parent@example.org',
      courseId: course,
    });
    const sessionId = new URL(started.body.checkoutUrl as string).pathname.split('/').pop()!;
    const enrollment = (await enrollmentsOf(t.db, course)).find((e) => e.payment_session_id === sessionId)!;
    await t.db
      .updateTable('enrollments')
      .set({ hold_expires_at: '2000-01-01T00:00:00.000Z' })
      .where('id', '=', enrollment.id)
      .execute();
    await sweepHolds(t.app.ctx);
    await leaveSeats(t.db, course, 0);
    stripe.complete(sessionId);
    await deliverWebhook(t.app, stripe.eventBody('checkout.session.completed', sessionId)).set('Host', host);

    const messages = await deliver();
    const mail = only(messages, 'mary.parent@example.org');
    expect(mail.subject).toBe('Your payment for Vibe Coding Intermediate: South Bay Spring was refunded');
    // What was paid: the early-bird price of a spring cohort (15% off $775).
    expect(mail.text).toContain('$658.75 USD');
    expect(mail.text).toContain(enrollmentReference(enrollment.id));
    expect(mail.text).toContain('Mary Jackson');
    // No receipt for a payment that did not become an enrollment.
    expect(messages.filter((m) => m.subject.startsWith('Receipt'))).toHaveLength(0);
  });
});

describe('the waitlist confirmation', () => {
  it('gives each family its place in line, once per entry', async () => {
    const course = await courseIdOf(t.db, 'Vibe Coding Beginner: East Bay Sundays');
    const join = (parentEmail: string, studentName: string) =>
      post(`/api/courses/${course}/express-interest`, {
        parentName: 'Dorothy Vaughan',
        parentEmail,
        parentPhone: '(510) 555-0123',
        studentName,
      });
    expect((await join('first.family@example.org', 'Kid One')).status).toBe(201);
    expect((await join('second.family@example.org', 'Kid Two')).status).toBe(201);
    // The first family sends the form again: one entry, no second email.
    expect((await join('first.family@example.org', 'Kid One')).status).toBe(201);
    const messages = await deliver();
    const first = only(messages, 'first.family@example.org');
    const second = only(messages, 'second.family@example.org');
    expect(first.subject).toBe('You are on the waitlist for Vibe Coding Beginner: East Bay Sundays');
    expect(first.text).toContain('You are first in line.');
    expect(second.text).toContain('You are number 2 in line.');
    expect(second.text).toContain('February 7 - March 28, 2027');
    // ...its days, hours and campus, as a parent plans around them (the email named only the dates).
    const row = (label: string) => new RegExp(`${label}:\\s+(.+)`).exec(second.text)?.[1];
    const stored = await t.db
      .selectFrom('courses')
      .select(['schedule', 'location'])
      .where('id', '=', course)
      .executeTakeFirstOrThrow();
    expect(row('Schedule')).toBe(stored.schedule);
    expect(row('Location')).toBe(stored.location);
    // Said once, not in a row and again in a sentence.
    expect(second.text.match(/2 in line|in line: 2/g)).toHaveLength(1);
    // How long an offered seat waits for them, as the waitlist page and the terms say it.
    expect(second.text.replace(/\s+/g, ' ')).toContain('the seat is theirs for 24 hours, then it goes to the family after them');
    expect(second.html).toContain('>See the cohorts and their seats</a>');
    // A family waiting because of the price learns that an offered seat can come at a scholarship's.
    expect(second.text.replace(/\s+/g, ' ')).toContain(
      'If you apply and we approve it before you pay, a seat offered to you from this waitlist comes at the reduced price.',
    );
    expect(second.html).toMatch(/href="http[^"]*\/scholarships\/apply"[^>]*>Apply for a scholarship<\/a>/);
  });

  it('names the level for a level with no cohort yet', async () => {
    const res = await post('/api/levels/advanced/express-interest', {
      parentName: 'Katherine Goble',
      parentEmail: 'level.family@example.org',
      parentPhone: '(510) 555-0124',
      studentName: 'Joylette',
    });
    if (res.status === 404) return; // every level has cohorts in this sample: nothing to wait for
    expect(res.status).toBe(201);
    const mail = only(await deliver(), 'level.family@example.org');
    expect(mail.subject).toBe('You are on the waitlist for the Advanced level');
  });
});

describe('a contact message', () => {
  it('is acknowledged to its sender and reaches staff whole, with Reply-To the sender; markup stays text', async () => {
    const message = 'Hello,\n<script>alert("x")</script> Is there a <b>Saturday</b> cohort?\nThanks & regards';
    const res = await post('/api/contact', {
      name: 'Grace "Amazing" Hopper',
      email: 'grace@example.org',
      phone: '(408) 555-0199',
      subject: 'schedule',
      message,
    });
    expect(res.status).toBe(201);
    const messages = await deliver();
    const ack = only(messages, 'grace@example.org');
    expect(ack.subject).toBe('We received your message');
    expect(ack.text).toContain("We'll get back to you within 24 hours.");
    expect(ack.text).toContain('> <script>alert("x")</script> Is there a <b>Saturday</b> cohort?');
    const staff = only(messages, staffAddress);
    expect(staff.subject).toBe('Contact form: Schedule, from Grace "Amazing" Hopper');
    expect(staff.replyTo).toBe('grace@example.org');
    expect(staff.text).toContain('(408) 555-0199');
    expect(staff.text).toContain('Thanks & regards');
    for (const html of [ack.html, staff.html]) {
      expect(html).not.toContain('<script>alert');
      expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(html).not.toContain('<b>Saturday');
    }
  });

  it('with a line break in any one-line field is refused, and nothing is queued', async () => {
    const before = (await outboxOf(t.db)).length;
    const valid = {
      name: 'Eve Example',
      email: 'eve@example.org',
      phone: '(408) 555-0199',
      subject: 'other',
      message: 'A long enough message.',
    };
    for (const [field, value] of [
      ['name', 'Eve\r\nBcc: victim@example.com'],
      ['name', 'Eve\nSubject: free money'],
      ['email', 'eve@example.org\r\nBcc: victim@example.com'],
      ['email', 'eve@example.org\nCc: victim@example.com'],
      ['phone', '(408) 555-0199\r\nBcc: victim@example.com'],
      ['subject', 'other\r\nBcc: victim@example.com'],
    ]) {
      const res = await post('/api/contact', { ...valid, [field!]: value });
      expect(res.status, `${field}: ${JSON.stringify(value)}`).toBe(400);
    }
    const enroll = await post('/api/enrollment-requests', {
      parentName: 'Eve\r\nBcc: victim@example.com',
      parentEmail: 'eve@example.org',
      parentPhone: '(408) 555-0199',
      studentName: 'Student',
      studentAge: '12',
      studentGrade: '7th',
      program: 'middle-school',
      location: 'south-bay',
      schedule: 'saturday-morning',
      experience: 'none',
      interests: ['Web Development'],
      terms: true,
    });
    expect(enroll.status).toBe(400);
    const course = await courseIdOf(t.db, 'Vibe Coding Beginner: East Bay Sundays');
    const waitlist = await post(`/api/courses/${course}/express-interest`, {
      parentName: 'Eve',
      parentEmail: 'eve@example.org\r\nBcc: victim@example.com',
      parentPhone: '(510) 555-0123',
      studentName: 'Kid',
    });
    expect(waitlist.status).toBe(400);
    expect(await outboxOf(t.db)).toHaveLength(before);
  });
});

describe('an enrollment request', () => {
  it('is confirmed to the parent with the three next steps, and reaches staff with every answer', async () => {
    const res = await post('/api/enrollment-requests', {
      parentName: 'Margaret Hamilton',
      parentEmail: 'margaret@example.org',
      parentPhone: '(408) 555-0150',
      studentName: 'Lauren',
      studentAge: '13',
      studentGrade: '8th',
      program: 'summer-camp',
      location: 'east-bay',
      schedule: 'saturday-afternoon',
      experience: 'beginner',
      interests: ['Game Development', 'Robotics'],
      comments: 'She loves <em>space</em> games.',
      terms: true,
    });
    expect(res.status).toBe(201);
    const messages = await deliver();
    const parent = only(messages, 'margaret@example.org');
    expect(parent.subject).toBe("We received Lauren's application");
    expect(parent.text).toContain('1. Admissions review:');
    expect(parent.text).toContain('2. Orientation scheduling:');
    expect(parent.text).toContain('3. Parent portal credentials: Once enrolled, we email you a sign-in link');
    // What was asked for, said back (the one email to a family that named nothing), and where it stands.
    for (const asked of ['Lauren', 'Summer Camp', 'East Bay Campus (Fremont)', 'Saturday Afternoon (1-4 PM)'])
      expect(parent.text.replace(/ +/g, ' ')).toMatch(new RegExp(`: ${asked.replace(/[()]/g, '\\$&')}\n`));
    expect(parent.text).toMatch(/https?:\/\/\S+\/account\b/);
    const staff = only(messages, staffAddress);
    expect(staff.subject).toBe('Enrollment request: Lauren, Summer Camp');
    expect(staff.replyTo).toBe('margaret@example.org');
    for (const answer of [
      'Margaret Hamilton',
      '(408) 555-0150',
      '13 years old',
      '8th Grade',
      'Summer Camp',
      'East Bay Campus (Fremont)',
      'Saturday Afternoon (1-4 PM)',
      'Beginner (some exposure)',
      'Game Development, Robotics',
      'She loves <em>space</em> games.',
    ])
      expect(staff.text).toContain(answer);
    expect(staff.html).toContain('She loves &lt;em&gt;space&lt;/em&gt; games.');
  });
});
