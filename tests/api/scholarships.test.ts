import type { MailKind } from '../../domain/mail.ts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollmentReference, scholarshipReference } from '../../domain/references.ts';
import { composeMail } from '../../server/mail/compose.tsx';
import { parentOverview } from '../../server/services/parent-overview.ts';
import { signInParent } from '../helpers/parents.ts';
import { accountCopy } from '../../views/content/account.ts';
import { fieldValueOf, textOf } from '../helpers/html.ts';
import { manualClock } from '../helpers/mail.ts';
import { ownerEmail, signInAs } from '../helpers/staff.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testEngine } from '../helpers/test-database.ts';
import { insertCohort } from '../helpers/cohorts.ts';
import { leaveSeats, payWithDemo } from '../helpers/payments.ts';
import { setCourseCapacity } from '../../server/services/course-admin.ts';
import { isDemoProvider } from '../../server/payments/demo.ts';

/**
 * A scholarship from the family's application to a paid seat: the form stores it and tells
 * staff; staff approve one per cohort with a percentage, which holds a seat for the family
 * and mails a personal link with the discount; the family pays the reduced price; a
 * declined family gets a kind email; everything is audited and exportable.
 */
const clock = manualClock('2026-12-01T20:00:00Z'); // December 1, noon in San Francisco
const password = 'scholarship console passphrase';
let t: TestApp;
let owner: request.Agent;
beforeAll(async () => {
  t = await createTestApp({ clock, config: { adminPassword: password, sessionSecret: 's'.repeat(32), trustProxy: 1 } });
  owner = request.agent(t.app);
  await signInAs(owner, ownerEmail, password).set('X-Forwarded-For', '192.0.2.1').expect(303);
});
afterAll(() => t?.close());

let client = 0;
const nextIp = () => `10.5.${(++client >> 8) & 255}.${client & 255}`;
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const staffGet = (path: string) => owner.get(path).set('X-Forwarded-For', nextIp());
const staffPost = (path: string, fields: Record<string, string>) =>
  owner.post(path).set('X-Forwarded-For', nextIp()).type('form').send(form(fields));

let cohorts = 0;
/** A summer cohort (no early bird), so the scholarship is the only discount. */
const cohort = (capacity = 5) =>
  insertCohort(t.db, { name: `Scholarship Cohort ${++cohorts}`, startDate: '2027-07-10', capacity });

const application = (courseId: number, who: string, fields: Record<string, string> = {}) => ({
  parentName: `${who} Parent`,
  parentEmail: `${who.toLowerCase()}@example.org`,
  parentPhone: '(408) 555-0147',
  studentName: `${who} Kid`,
  courseId: String(courseId),
  householdSize: '4',
  statement: 'Two of us work part time since the spring, and the full price is more than we can manage this year.',
  ...fields,
});
const apply = (fields: Record<string, string>) =>
  request(t.app).post('/scholarships/apply').set('X-Forwarded-For', nextIp()).type('form').send(form(fields));
const applicationOf = (email: string) =>
  t.db.selectFrom('scholarship_applications').selectAll().where('parent_email', '=', email).executeTakeFirstOrThrow();
const mailTo = (to: string, kind: MailKind) =>
  t.db.selectFrom('outbox').selectAll().where('to_address', '=', to).where('kind', '=', kind).orderBy('id').execute();

const offerLinkIn = (text: string) => /https:\/\/www\.example\.org(\/waitlist\/offers\/[A-Za-z0-9_-]+)\b/.exec(text)![1]!;

/**
 * A full cohort (its one seat paid by another family) whose waitlist `who` joins and whose
 * scholarship they apply for (with `also`, other families applying too); then staff add a
 * seat and the line offers it to `who` at the list price. The cohort, the offer email's text
 * and its link.
 */
async function offeredFromLine(who: string, also: string[] = []) {
  const course = await cohort(1);
  const email = `${who.toLowerCase()}@example.org`;
  await payWithDemo(t, { courseId: course, studentName: 'Seated Kid', parentEmail: `seated-${email}` }, nextIp());
  await request(t.app)
    .post(`/api/courses/${course}/express-interest`)
    .set('X-Forwarded-For', nextIp())
    .send({ parentName: `${who} Parent`, parentEmail: email, parentPhone: '(408) 555-0100', studentName: `${who} Kid` })
    .expect(201);
  await apply(application(course, who));
  for (const other of also) await apply(application(course, other));
  await setCourseCapacity(t.app.ctx, { id: null, email: ownerEmail }, course, 2);
  const [offer] = await mailTo(email, 'waitlist-offer');
  const text = composeMail(offer!, { siteUrl: 'https://www.example.org' }).text;
  return { course, text, link: offerLinkIn(text) };
}

describe(`applying for a scholarship (${testEngine})`, () => {
  it('the page lists open cohorts; an application is stored, the family is answered and staff are told', async () => {
    const course = await cohort();
    const page = await request(t.app).get('/scholarships/apply').set('X-Forwarded-For', nextIp());
    expect(page.status).toBe(200);
    expect(textOf(page.text)).toContain(`Scholarship Cohort ${cohorts} Starting 2027-07-10 · Cupertino, CA`);

    const sent = await apply(application(course, 'Rivera'));
    expect(sent.status).toBe(303);
    const stored = await applicationOf('rivera@example.org');
    expect(stored).toMatchObject({ course_id: course, household_size: 4, status: 'pending', student_name: 'Rivera Kid' });

    const [ack] = await mailTo('rivera@example.org', 'scholarship-received');
    expect(composeMail(ack!, { siteUrl: 'https://www.example.org' }).text).toContain(
      'thank you for applying for a scholarship for Rivera Kid',
    );
    const staff = (await t.db.selectFrom('outbox').selectAll().where('kind', '=', 'scholarship-staff').execute()).find(
      (row) => row.reply_to === 'rivera@example.org',
    );
    const staffMail = composeMail(staff!, { siteUrl: 'https://www.example.org' });
    expect(staffMail.text).toContain('Two of us work part time since the spring');
    expect(staffMail.text).toContain(`https://www.example.org/admin/scholarships/${stored.id}`);
    // The console's first page counts it among what waits for staff.
    expect(textOf((await staffGet('/admin')).text)).toContain('1 scholarship application to decide');
  });

  it('gives each open cohort its own last day to apply, by the rule: two weeks before it starts, or Feb 15 if sooner', async () => {
    const page = await request(t.app).get('/scholarships/apply').set('X-Forwarded-For', nextIp());
    const deadlines = /<dl class="summary-list apply-layout__deadlines">.*?<\/dl>/s.exec(page.text)?.[0] ?? '';
    const text = textOf(deadlines);
    // Winter Weekends starts January 16: two weeks before. A summer cohort: Feb 15, sooner than two weeks before July.
    expect(text).toContain('Vibe Coding Beginner: Winter Weekends by January 2, 2027');
    expect(text).toContain('Vibe Coding Advanced: East Bay Summer Studio by February 15, 2027');
    // One day for each cohort the form offers.
    const offered = [...page.text.matchAll(/type="radio" name="courseId" value="\d+"/g)].length;
    expect(offered).toBeGreaterThan(5);
    expect([...deadlines.matchAll(/<dt>/g)]).toHaveLength(offered);
  });

  it('marks a full cohort in the list, says once what that means, and still takes an application for it; once sent, the page and both emails say what an approval waits for', async () => {
    const full = await cohort(1);
    await leaveSeats(t.db, full, 0);
    const withSeats = await cohort(5);
    const page = textOf((await request(t.app).get('/scholarships/apply').set('X-Forwarded-For', nextIp())).text);
    // Each cohort a choice of its own, whole: its name (marked when full), then its dates and place.
    expect(page).toContain(`Scholarship Cohort ${cohorts - 1} · sold out Starting 2027-07-10 · Cupertino, CA`);
    expect(page).toContain(`Scholarship Cohort ${cohorts} Starting 2027-07-10 · Cupertino, CA`);
    expect(page).toContain('A cohort marked sold out has no free seat right now. You may still apply for it');
    // The deadlines beside the form mark it the same way (a parent might plan around a full one).
    expect(page).toContain(`Scholarship Cohort ${cohorts - 1} by February 15, 2027 · sold out`);
    expect(page).not.toContain(`Scholarship Cohort ${cohorts} by February 15, 2027 · sold out`);
    const sent = await apply(application(full, 'Waiting'));
    expect(sent.status).toBe(303);
    expect(await applicationOf('waiting@example.org')).toMatchObject({ course_id: full, status: 'pending' });

    // Sent, it says the cohort is full now: an approval waits for a seat, and a seat its waitlist
    // offers meanwhile is at the full price (a family on both lines could pay it unawares).
    const fullNow = `Scholarship Cohort ${cohorts - 1} is sold out right now. A seat that opens goes first to the families on its waitlist: if you are on it and one comes to you, an approval lowers that seat’s price, as long as it is not paid for yet. Otherwise an approval needs a seat we add. We write to you either way; a cohort with seats left gives your application its best chance.`;
    const after = textOf((await request(t.app).get(sent.headers.location!).set('X-Forwarded-For', nextIp())).text);
    expect(after).toContain(fullNow);
    const [ack] = await mailTo('waiting@example.org', 'scholarship-received');
    const ackText = composeMail(ack!, { siteUrl: 'https://www.example.org' }).text;
    expect(ackText).toContain(fullNow);
    expect(ackText).not.toContain('If we approve it, we hold a seat for you');
    const staff = (await t.db.selectFrom('outbox').selectAll().where('kind', '=', 'scholarship-staff').execute()).find(
      (row) => row.reply_to === 'waiting@example.org',
    );
    expect(composeMail(staff!, { siteUrl: 'https://www.example.org' }).text).toContain('(full when they applied)');
    // With htmx, the form becomes the same words; a cohort with seats says none of it.
    const inPlace = await request(t.app)
      .post('/scholarships/apply')
      .set('X-Forwarded-For', nextIp())
      .set('HX-Request', 'true')
      .type('form')
      .send(form(application(full, 'Second')));
    expect(textOf(inPlace.text)).toContain(fullNow);
    const open = await request(t.app)
      .post('/scholarships/apply')
      .set('X-Forwarded-For', nextIp())
      .set('HX-Request', 'true')
      .type('form')
      .send(form(application(withSeats, 'Seated')));
    expect(textOf(open.text)).not.toContain('is sold out right now');
  });

  it('without a mail server promises no email: not in its steps, not in the toast after sending', async () => {
    const course = await cohort();
    const page = textOf((await request(t.app).get('/scholarships/apply').set('X-Forwarded-For', nextIp())).text);
    expect(page).toContain(
      'What happens next Your application reaches us at once; we reply to the email address or the phone number you give.',
    );
    expect(page).not.toContain('We email you at once');
    const family = request.agent(t.app);
    const sent = await family
      .post('/scholarships/apply')
      .set('X-Forwarded-For', nextIp())
      .type('form')
      .send(form(application(course, 'Quiet')));
    expect(sent.status).toBe(303);
    const after = textOf((await family.get(sent.headers.location!).set('X-Forwarded-For', nextIp())).text);
    // Without JavaScript the page the post returns to is the confirmation, with the reference to quote.
    const { id } = await applicationOf('quiet@example.org');
    expect(sent.headers.location).toBe(`/scholarships/apply?sent=${scholarshipReference(id)}`);
    expect(after).toContain(
      `Application received Your reference is ${scholarshipReference(id)}; quote it if you write to us. We decide within about a week and write to the email address you gave. Apply for Another Cohort`,
    );
    expect(after).not.toContain('Send My Application');
    // Nothing of the family's on it (its address can be shared), and it is no page to index or cache.
    expect(after).not.toContain('quiet@example.org');
    // Any other ?sent= is the empty form.
    const bogus = textOf((await family.get('/scholarships/apply?sent=VC-627592').set('X-Forwarded-For', nextIp())).text);
    expect(bogus).toContain('Send My Application');
    expect(after).not.toContain('We emailed you');
  });

  it('with htmx: the form becomes what was received, the reference, to whom the answer goes, and a way to apply again', async () => {
    const course = await cohort();
    const res = await request(t.app)
      .post('/scholarships/apply')
      .set('X-Forwarded-For', nextIp())
      .set('HX-Request', 'true')
      .type('form')
      .send(form(application(course, 'Nakamura')));
    expect(res.status).toBe(200);
    const { id } = await applicationOf('nakamura@example.org');
    // No form left to send twice: an emptied one read as "did it go?" (two reviewers).
    expect(res.text).not.toContain('<form');
    // And no toast over it: on a phone the toast covered the confirmation that says the same.
    expect(res.headers['hx-trigger']).toBeUndefined();
    expect(textOf(res.text)).toBe(
      `Application received Thanks, Nakamura. Your reference is ${scholarshipReference(id)}; quote it if you write to us. We decide within about a week and write to nakamura@example.org. Apply for Another Cohort`,
    );
    expect(res.text).toContain('href="/scholarships/apply"');
    // The next visit's form is empty again, without it.
    const next = await request(t.app).get('/scholarships/apply').set('X-Forwarded-For', nextIp());
    expect(next.text).not.toContain('form-done');
    expect(fieldValueOf(next.text, 'parentName')).toBe('');
  });

  it('refuses a second application for the same child and cohort, and one for a seat already paid; a sibling applies', async () => {
    const course = await cohort();
    expect((await apply(application(course, 'Twice'))).status).toBe(303);
    const first = await applicationOf('twice@example.org');
    // Sent again (a parent unsure it went): the first one's reference, no second application.
    const again = await apply(application(course, 'Twice', { studentName: '  twice KID ' }));
    expect(again.status).toBe(422);
    const refusal = `You applied for Twice Kid in this cohort already; its reference is in the email we sent you. We decide within about a week and write to you: there is no need to apply again.`;
    expect(textOf(again.text)).toContain(refusal);
    // Not its reference: whoever types a child's name and an address would read it.
    expect(again.text).not.toContain(scholarshipReference(first.id));
    const sibling = await apply(application(course, 'Twice', { studentName: 'Other Kid' }));
    expect(sibling.status).toBe(303);
    const stored = await t.db
      .selectFrom('scholarship_applications')
      .select('student_name')
      .where('parent_email', '=', 'twice@example.org')
      .execute();
    expect(stored.map((row) => row.student_name).sort()).toEqual(['Other Kid', 'Twice Kid']);

    // A seat paid already: the site says a scholarship comes off a seat not yet paid for.
    const { enrollmentId } = await payWithDemo(
      t,
      { courseId: course, studentName: 'Paid Kid', parentEmail: 'paid@example.org' },
      nextIp(),
    );
    const paid = await request(t.app)
      .post('/api/scholarship-applications')
      .set('X-Forwarded-For', nextIp())
      .send({ ...application(course, 'Paid'), householdSize: 3 });
    expect(paid.status).toBe(422);
    expect(paid.body.fields.courseId).toBe(
      `Paid Kid’s seat in this cohort is paid already. A scholarship comes off a seat not yet paid for: write to us if the price is the trouble.`,
    );
    expect(JSON.stringify(paid.body)).not.toContain(enrollmentReference(enrollmentId));
    expect(
      await t.db.selectFrom('scholarship_applications').select('id').where('parent_email', '=', 'paid@example.org').execute(),
    ).toEqual([]);
  });

  it('takes one application when the same one is sent twice at once (a double press)', async () => {
    const course = await cohort();
    const send = () =>
      request(t.app)
        .post('/api/scholarship-applications')
        .set('X-Forwarded-For', nextIp())
        .send({ ...application(course, 'Double'), householdSize: 3 });
    for (let round = 0; round < 5; round++) {
      await t.db.deleteFrom('scholarship_applications').where('parent_email', '=', 'double@example.org').execute();
      const answers = await Promise.all([send(), send()]);
      expect(answers.map((res) => res.status).sort()).toEqual([201, 422]);
      const stored = await t.db
        .selectFrom('scholarship_applications')
        .select('id')
        .where('parent_email', '=', 'double@example.org')
        .execute();
      expect(stored).toHaveLength(1);
    }
  });

  it('a mistake shows the form again with the messages and what was typed; a cohort not offered is refused', async () => {
    const res = await apply(application(999_999, 'Typo', { householdSize: '0', statement: 'Too short' }));
    expect(res.status).toBe(422);
    const text = textOf(res.text);
    expect(text).toContain('Enter the number of people in your household, 1 to 20');
    expect(text).toContain('Tell us a little about your situation and the help you need (at least 30 characters)');
    expect(res.text).toContain('value="Typo Parent"');
    const course = await cohort();
    await t.db.updateTable('courses').set({ status: 'archived' }).where('id', '=', course).execute();
    const closed = await request(t.app)
      .post('/api/scholarship-applications')
      .set('X-Forwarded-For', nextIp())
      .send({ ...application(course, 'Closed'), householdSize: 3 });
    expect(closed.status).toBe(422);
    expect(closed.body.fields).toEqual({ courseId: 'Choose the cohort you are applying for' });
    expect(
      await t.db.selectFrom('scholarship_applications').select('id').where('parent_email', '=', 'closed@example.org').execute(),
    ).toEqual([]);
  });
});

describe(`deciding scholarships in the console (${testEngine})`, () => {
  it('approving holds a seat at the reduced price and mails the link; the family pays it; one per cohort', async () => {
    const course = await cohort(3);
    await apply(application(course, 'Nguyen'));
    await apply(application(course, 'Okafor'));
    const first = await applicationOf('nguyen@example.org');
    const second = await applicationOf('okafor@example.org');

    const list = textOf((await staffGet('/admin/scholarships')).text);
    expect(list).toContain('Nguyen Kid');
    expect(list).toContain('Okafor Kid');
    // Filtered with the filter bar every console list has: a Status select, its choice kept.
    const pending = (await staffGet('/admin/scholarships?status=pending')).text;
    expect(pending).toContain('<form class="list-toolbar" role="search" action="/admin/scholarships" method="get">');
    expect(pending).toContain('<option value="pending" selected="">Waiting for a decision</option>');
    expect(textOf(pending)).toContain('Status Every status Waiting for a decision Approved Declined');

    const tooMuch = await staffPost(`/admin/scholarships/${first.id}/approve`, { percent: '60' });
    expect(tooMuch.status).toBe(422);
    expect(textOf(tooMuch.text)).toContain('Enter a whole percentage from 1 to 50');

    const approved = await staffPost(`/admin/scholarships/${first.id}/approve`, { percent: '40', note: 'Strong case' });
    expect(approved.status).toBe(303);
    const after = await applicationOf('nguyen@example.org');
    expect(after).toMatchObject({ status: 'approved', percent: 40, decided_by: ownerEmail });
    const seat = await t.db
      .selectFrom('enrollments')
      .selectAll()
      .where('id', '=', after.offer_enrollment_id!)
      .executeTakeFirstOrThrow();
    expect(seat).toMatchObject({
      status: 'offered',
      amount_cents: 40_500,
      list_price_cents: 67_500,
      parent_email: 'nguyen@example.org',
    });
    expect(JSON.parse(seat.price_lines!)).toEqual([{ kind: 'scholarship', percent: 40, cents: 27_000 }]);
    const taken = await t.db.selectFrom('courses').select('seats_taken').where('id', '=', course).executeTakeFirstOrThrow();
    expect(taken.seats_taken).toBe(1);

    // The family's email names the scholarship and carries the personal link.
    const [offer] = await mailTo('nguyen@example.org', 'waitlist-offer');
    const mail = composeMail(offer!, { siteUrl: 'https://www.example.org' });
    expect(mail.subject).toBe(`Your scholarship for Scholarship Cohort ${cohorts}: a seat is held for you`);
    expect(mail.text).toMatch(/Scholarship:? +−\$270\.00 USD \(40% off\)/);
    expect(mail.text).toMatch(/You pay:? +\$405\.00 USD/);
    const link = /https:\/\/www\.example\.org(\/waitlist\/offers\/[A-Za-z0-9_-]+)\b/.exec(mail.text)![1]!;

    // One per cohort: the second cannot be approved while the first stands.
    const second409 = await staffPost(`/admin/scholarships/${second.id}/approve`, { percent: '20' });
    expect(second409.status).toBe(409);
    expect(textOf(second409.text)).toContain('This cohort’s scholarship is already approved for another family');
    expect((await applicationOf('okafor@example.org')).status).toBe('pending');

    // The family pays through its link: the page names the scholarship, and the seat is theirs at $405.
    const claimPage = textOf((await request(t.app).get(link).set('X-Forwarded-For', nextIp())).text);
    expect(claimPage).toContain('Your scholarship is approved: 40% off');
    expect(claimPage).toMatch(/Scholarship: 40% off minus − \$270 Total \$405/);
    const claim = await request(t.app)
      .post(link)
      .set('X-Forwarded-For', nextIp())
      .type('form')
      .send(form({ studentName: 'Nguyen Kid', parentEmail: 'nguyen@example.org' }));
    expect(claim.status).toBe(303);
    const pay = await request(t.app)
      .post(`${new URL(claim.headers.location!, 'http://x').pathname}/pay`)
      .set('X-Forwarded-For', nextIp());
    expect(pay.status).toBe(303);
    const paid = await t.db.selectFrom('enrollments').selectAll().where('id', '=', seat.id).executeTakeFirstOrThrow();
    expect(paid).toMatchObject({ status: 'paid', amount_cents: 40_500 });
    const [receipt] = await mailTo('nguyen@example.org', 'receipt');
    expect(composeMail(receipt!, { siteUrl: 'https://www.example.org' }).text).toMatch(
      /Scholarship:? +−\$270\.00 USD \(40% off\)/,
    );
    // Her page says it is paid (it still said "we hold a seat for you", as if a second one waited).
    const [mine] = (await parentOverview(t.db, 'nguyen@example.org', clock.now())).scholarships;
    expect(
      accountCopy.page.scholarshipStatus(mine!.status, mine!.percent, { declined: mine!.seatDeclined, paid: mine!.seatPaid }),
    ).toBe('Approved: 40% off, and the seat is paid for: it is under Enrollments.');
    // Cancelling it says what becomes of the scholarship, beside what comes back.
    const post = (path: string, fields: Record<string, string> = {}) =>
      request(t.app).post(path).set('X-Forwarded-For', nextIp()).type('form').send(form(fields));
    const cookie = await signInParent(t.db, post, 'nguyen@example.org');
    const cancelPage = await request(t.app)
      .get(`/account/enrollments/${seat.id}/cancel`)
      .set('X-Forwarded-For', nextIp())
      .set('Cookie', cookie);
    expect(textOf(cancelPage.text)).toContain(
      'Your scholarship was for this seat and ends with it: for another cohort, apply again.',
    );
    // Cancelled, her page says the scholarship ended (it still said "the seat is paid for"),
    // and so does the cancellation email.
    expect((await post(`/account/enrollments/${seat.id}/cancel`).set('Cookie', cookie)).status).toBe(303);
    const account = textOf((await request(t.app).get('/account').set('X-Forwarded-For', nextIp()).set('Cookie', cookie)).text);
    expect(account).toContain('Approved: 40% off; the seat was cancelled, and the scholarship ended with it.');
    expect(account).not.toContain('the seat is paid for');
    // The cancelled enrollment says who, when and what came back, not where it would have met.
    expect(account).toContain('Cancelled on');
    expect(account).not.toMatch(/Schedule|Mentor/);
    const [cancelled] = await mailTo('nguyen@example.org', 'cancellation');
    expect(composeMail(cancelled!, { siteUrl: 'https://www.example.org' }).text).toContain(
      'Your scholarship was for this seat and ends with it: for another cohort, apply again.',
    );

    const audit = await t.db.selectFrom('audit_log').selectAll().where('record_type', '=', 'scholarship').execute();
    expect(audit.map((row) => row.action)).toContain('scholarship.approved');
  });

  it('keeps the early bird open on the day the family applied, however late staff approve; taken off its reduced price', async () => {
    // A spring cohort, in the sample early bird's window (15% for booking by January 31, 2027).
    const spring = () => insertCohort(t.db, { name: `Scholarship Cohort ${++cohorts}`, startDate: '2027-03-06', capacity: 3 });
    const early = await spring();
    const late = await spring();
    try {
      await apply(application(early, 'Early'));
      clock.set('2027-02-02T20:00:00Z'); // February 2: the early bird has ended
      await apply(application(late, 'Late'));
      // Two months on, staff sign in again.
      await signInAs(owner, ownerEmail, password).set('X-Forwarded-For', nextIp()).expect(303);
      const linesOf = async (email: string) => {
        const { id } = await applicationOf(email);
        expect((await staffPost(`/admin/scholarships/${id}/approve`, { percent: '50' })).status).toBe(303);
        const { offer_enrollment_id } = await applicationOf(email);
        const seat = await t.db
          .selectFrom('enrollments')
          .selectAll()
          .where('id', '=', offer_enrollment_id!)
          .executeTakeFirstOrThrow();
        return { lines: JSON.parse(seat.price_lines!) as { kind: string; cents: number }[], total: seat.amount_cents };
      };
      // Applied in December, approved in February: the early bird stays, and the scholarship
      // takes half of what is left ($573.75), as the pricing page says.
      expect(await linesOf('early@example.org')).toEqual({
        lines: [
          { kind: 'early-bird', percent: 15, endsOn: '2027-01-31', cents: 10_125 },
          { kind: 'scholarship', percent: 50, cents: 28_688 },
        ],
        total: 28_687,
      });
      // Its email gives each discount its own line, as the seat's page does (both read as one
      // "Scholarship (50%): −$388.13" before).
      const [offerMail] = await mailTo('early@example.org', 'waitlist-offer');
      expect(composeMail(offerMail!, { siteUrl: 'https://www.example.org' }).text.replace(/ +/g, ' ')).toMatch(
        /List price: \$675\.00 USD\nEarly bird: −\$101\.25 USD \([^)]*\)\nScholarship: −\$286\.88 USD \(50% off\)\nYou pay: \$286\.87 USD/,
      );
      // Applied after it ended: the list price, halved.
      expect(await linesOf('late@example.org')).toEqual({
        lines: [{ kind: 'scholarship', percent: 50, cents: 33_750 }],
        total: 33_750,
      });
    } finally {
      clock.set('2026-12-01T20:00:00Z');
    }
  });

  it('an approval whose seat is declined frees the cohort for another family; the family reads it as a scholarship given up, not a place in line', async () => {
    const course = await cohort();
    await apply(application(course, 'Silva'));
    await apply(application(course, 'Haddad'));
    const first = await applicationOf('silva@example.org');
    const applyPage = async () => textOf((await request(t.app).get('/scholarships/apply').set('X-Forwarded-For', nextIp())).text);
    expect(await applyPage()).toContain(`Scholarship Cohort ${cohorts} Starting`);
    expect((await staffPost(`/admin/scholarships/${first.id}/approve`, { percent: '50' })).status).toBe(303);
    // Its one place given, the cohort is no longer offered for applications, and its checkout
    // says so (a third family applied and waited a week for nothing).
    expect(await applyPage()).not.toContain(`Scholarship Cohort ${cohorts} Starting`);
    const checkout = textOf((await request(t.app).get(`/checkout?courseId=${course}`).set('X-Forwarded-For', nextIp())).text);
    expect(checkout).toContain('This cohort’s one need-based scholarship is already given.');
    expect(checkout).not.toContain('before you pay.');
    const [offer] = await mailTo('silva@example.org', 'waitlist-offer');
    const token = /\/waitlist\/offers\/([A-Za-z0-9_-]+)/.exec(composeMail(offer!, { siteUrl: 'https://x.example' }).text)![1]!;
    // Asking first, it names what is given up: the scholarship (Silva never joined a waitlist).
    const ask = textOf((await request(t.app).get(`/waitlist/offers/${token}/decline`).set('X-Forwarded-For', nextIp())).text);
    expect(ask).toContain(`Your scholarship for Scholarship Cohort ${cohorts} ends with it`);
    expect(ask).not.toContain('next family on the waitlist');
    expect((await request(t.app).post(`/waitlist/offers/${token}/decline`).set('X-Forwarded-For', nextIp())).status).toBe(303);
    expect((await applicationOf('silva@example.org')).status).toBe('lapsed');
    expect(await applyPage()).toContain(`Scholarship Cohort ${cohorts} Starting`);
    const after = textOf((await request(t.app).get(`/waitlist/offers/${token}`).set('X-Forwarded-For', nextIp())).text);
    expect(after).toContain('You Declined This Seat Your scholarship for this cohort ended with it');
    expect(after).toContain('Apply for Another Cohort');
    expect(after).not.toContain('Your place on the waitlist ended');
    // Her page says she declined it (it said the seat "was not paid for in time").
    const [mine] = (await parentOverview(t.db, 'silva@example.org', clock.now())).scholarships;
    expect(mine).toMatchObject({ status: 'lapsed', seatDeclined: true });
    expect(
      accountCopy.page.scholarshipStatus(mine!.status, mine!.percent, { declined: mine!.seatDeclined, paid: mine!.seatPaid }),
    ).toBe('Approved, and you declined the seat held for you: the scholarship place is free for another family.');
    const second = await applicationOf('haddad@example.org');
    expect((await staffPost(`/admin/scholarships/${second.id}/approve`, { percent: '30' })).status).toBe(303);
    expect((await applicationOf('haddad@example.org')).status).toBe('approved');
  });

  it('a family holding the cohort’s seat from its waitlist gets the scholarship on that seat: its open payment page closes, the price drops, a new link replaces the old', async () => {
    // Park waits in line for the full cohort and applies for its scholarship; a seat opens and
    // goes to Park from the line, at the list price, and Park opens its payment page.
    const { course, text: lineMail, link: oldLink } = await offeredFromLine('Park');
    // The offer, its email and its page, say what an approval still to come would do (a parent chose blind between paying and waiting).
    const pending = 'Your scholarship application for this cohort is still being decided. If we approve it before you pay';
    expect(lineMail).toContain(pending);
    expect(textOf((await request(t.app).get(oldLink).set('X-Forwarded-For', nextIp())).text)).toContain(pending);
    // Her page says it beside the seat held for her too.
    const parkCookie = await signInParent(
      t.db,
      (path, fields) =>
        request(t.app)
          .post(path)
          .set('X-Forwarded-For', nextIp())
          .type('form')
          .send(form(fields ?? {})),
      'park@example.org',
    );
    const parkHtml = (await request(t.app).get('/account').set('X-Forwarded-For', nextIp()).set('Cookie', parkCookie)).text;
    const parkPage = textOf(parkHtml);
    expect(parkPage).toContain(pending);
    // An empty section points on, to the cohorts (it was a dead end).
    expect(parkHtml).toContain('No enrollment yet. <a href="/kids-vibe-coding#cohorts">See the cohorts</a>.');
    // Her application stands before the empty "No enrollment yet." (an empty card over it read as the news).
    expect(parkPage.indexOf('Scholarship applications')).toBeGreaterThan(-1);
    expect(parkPage.indexOf('Scholarship applications')).toBeLessThan(parkPage.indexOf('No enrollment yet.'));
    const opened = await request(t.app)
      .post(oldLink)
      .set('X-Forwarded-For', nextIp())
      .type('form')
      .send(form({ studentName: 'Park Kid', parentEmail: 'park@example.org' }));
    expect(opened.status).toBe(303);
    const oldPaymentPage = new URL(opened.headers.location!, 'http://x').pathname;
    const held = await t.db
      .selectFrom('enrollments')
      .selectAll()
      .where('course_id', '=', course)
      .where('parent_email', '=', 'park@example.org')
      .executeTakeFirstOrThrow();
    expect(held).toMatchObject({ status: 'offered', amount_cents: 67_500 });

    // Staff approve 50%: it was refused ("wait until it is paid or ends") while Park held the seat.
    const park = await applicationOf('park@example.org');
    expect((await staffPost(`/admin/scholarships/${park.id}/approve`, { percent: '50' })).status).toBe(303);
    expect(await applicationOf('park@example.org')).toMatchObject({ status: 'approved', offer_enrollment_id: held.id });
    const seat = await t.db.selectFrom('enrollments').selectAll().where('id', '=', held.id).executeTakeFirstOrThrow();
    expect(seat).toMatchObject({ status: 'offered', amount_cents: 33_750, list_price_cents: 67_500 });
    const taken = await t.db.selectFrom('courses').select('seats_taken').where('id', '=', course).executeTakeFirstOrThrow();
    expect(taken.seats_taken).toBe(2);
    // The page opened at the list price can no longer be paid.
    const oldPay = await request(t.app).post(`${oldPaymentPage}/pay`).set('X-Forwarded-For', nextIp());
    expect(oldPay.headers.location).toBe(oldPaymentPage);
    expect(
      (await t.db.selectFrom('enrollments').select('status').where('id', '=', held.id).executeTakeFirstOrThrow()).status,
    ).toBe('offered');

    // The scholarship's email says it is the same seat, at the lower price, with a new link.
    const mails = await mailTo('park@example.org', 'waitlist-offer');
    expect(mails).toHaveLength(2);
    const mail = composeMail(mails[1]!, { siteUrl: 'https://www.example.org' });
    expect(mail.subject).toBe(`Your scholarship for Scholarship Cohort ${cohorts}: a seat is held for you`);
    expect(mail.text).toContain('It is the seat we offered you from the waitlist, now at the scholarship’s price');
    expect(mail.text).toMatch(/You pay:? +\$337\.50 USD/);
    const newLink = /https:\/\/www\.example\.org(\/waitlist\/offers\/[A-Za-z0-9_-]+)\b/.exec(mail.text)![1]!;
    expect(newLink).not.toBe(oldLink);
    // Both emails' links lead to the same seat at its new price (the first said "This Link Is Not Valid").
    for (const link of [newLink, oldLink]) {
      const claimPage = textOf((await request(t.app).get(link).set('X-Forwarded-For', nextIp())).text);
      expect(claimPage, link).toContain('Your scholarship is approved: 50% off');
      expect(claimPage, link).not.toContain(pending);
      expect(claimPage, link).toMatch(/Total \$337\.50/);
    }

    // Park pays the new link: the seat is theirs at the scholarship's price, and the line entry is claimed.
    const claim = await request(t.app)
      .post(newLink)
      .set('X-Forwarded-For', nextIp())
      .type('form')
      .send(form({ studentName: 'Park Kid', parentEmail: 'park@example.org' }));
    expect(claim.status).toBe(303);
    const pay = await request(t.app)
      .post(`${new URL(claim.headers.location!, 'http://x').pathname}/pay`)
      .set('X-Forwarded-For', nextIp());
    expect(pay.status).toBe(303);
    expect(await t.db.selectFrom('enrollments').selectAll().where('id', '=', held.id).executeTakeFirstOrThrow()).toMatchObject({
      status: 'paid',
      amount_cents: 33_750,
    });
    const entry = await t.db
      .selectFrom('waitlist_entries')
      .select('state')
      .where('course_id', '=', course)
      .where('parent_email', '=', 'park@example.org')
      .executeTakeFirstOrThrow();
    expect(entry.state).toBe('claimed');
    // Paid, the first email's link says so too, as the new one does.
    expect(textOf((await request(t.app).get(oldLink).set('X-Forwarded-For', nextIp())).text)).toContain(
      'This Seat Is Already Yours',
    );
  });

  it('a payment page the provider is still making when staff approve is not attached at the old price: the family pays the scholarship’s', async () => {
    const { course, link } = await offeredFromLine('Lee');
    // Staff approve while the provider makes the family's page (Stripe's round trip) at the list price.
    const lee = await applicationOf('lee@example.org');
    const payments = t.app.ctx.payments;
    const createCheckout = payments.createCheckout.bind(payments);
    let approval: request.Response | undefined;
    payments.createCheckout = async (input) => {
      const made = await createCheckout(input);
      approval ??= await staffPost(`/admin/scholarships/${lee.id}/approve`, { percent: '50' });
      return made;
    };
    let claim: request.Response;
    try {
      claim = await request(t.app)
        .post(link)
        .set('X-Forwarded-For', nextIp())
        .type('form')
        .send(form({ studentName: 'Lee Kid', parentEmail: 'lee@example.org' }));
    } finally {
      payments.createCheckout = createCheckout;
    }
    expect(approval?.status).toBe(303);
    expect(claim.status).toBe(303);
    // The page the family lands on charges what the seat now costs, and paying it records the same.
    const sessionId = decodeURIComponent(new URL(claim.headers.location!, 'http://x').pathname.split('/').pop()!);
    const page = await t.db.selectFrom('demo_payment_sessions').selectAll().where('id', '=', sessionId).executeTakeFirstOrThrow();
    expect(page.amount_cents).toBe(33_750);
    expect(
      (
        await request(t.app)
          .post(`${new URL(claim.headers.location!, 'http://x').pathname}/pay`)
          .set('X-Forwarded-For', nextIp())
      ).status,
    ).toBe(303);
    const seat = await t.db
      .selectFrom('enrollments')
      .selectAll()
      .where('course_id', '=', course)
      .where('parent_email', '=', 'lee@example.org')
      .executeTakeFirstOrThrow();
    expect(seat).toMatchObject({ status: 'paid', amount_cents: 33_750, payment_session_id: sessionId });
  });

  it('a refused approval leaves the family’s open payment page as it was; a seat paid under another address still counts as paid', async () => {
    const { course, link } = await offeredFromLine('Ito', ['Gee']);
    // Ito opens the payment page, typing a work address on the claim page.
    const opened = await request(t.app)
      .post(link)
      .set('X-Forwarded-For', nextIp())
      .type('form')
      .send(form({ studentName: 'Ito Kid', parentEmail: 'ito.work@example.org' }));
    const paymentPage = new URL(opened.headers.location!, 'http://x').pathname;
    const sessionId = decodeURIComponent(paymentPage.split('/').pop()!);
    const sessionStatus = async () =>
      (await t.db.selectFrom('demo_payment_sessions').select('status').where('id', '=', sessionId).executeTakeFirstOrThrow())
        .status;

    // The cohort's one place goes to Gee (a seat opens for it); approving Ito is refused, and
    // Ito's page stays open (the refusal had closed it first).
    await setCourseCapacity(t.app.ctx, { id: null, email: ownerEmail }, course, 3);
    expect(
      (await staffPost(`/admin/scholarships/${(await applicationOf('gee@example.org')).id}/approve`, { percent: '30' })).status,
    ).toBe(303);
    const ito = await applicationOf('ito@example.org');
    const taken = await staffPost(`/admin/scholarships/${ito.id}/approve`, { percent: '50' });
    expect(taken.status).toBe(409);
    expect(textOf(taken.text)).toContain('This cohort’s scholarship is already approved for another family');
    expect(await sessionStatus()).toBe('open');

    // Ito pays under the work address; once Gee's place lapses, approving Ito is refused as
    // paid (it held a second seat for the same child).
    expect((await request(t.app).post(`${paymentPage}/pay`).set('X-Forwarded-For', nextIp())).status).toBe(303);
    const gee = await applicationOf('gee@example.org');
    await t.db.updateTable('scholarship_applications').set({ status: 'lapsed' }).where('id', '=', gee.id).execute();
    await setCourseCapacity(t.app.ctx, { id: null, email: ownerEmail }, course, 4);
    const again = await staffPost(`/admin/scholarships/${ito.id}/approve`, { percent: '50' });
    expect(again.status).toBe(409);
    expect(textOf(again.text)).toContain('This family has already paid for this cohort');
    const seats = await t.db
      .selectFrom('enrollments')
      .select('status')
      .where('course_id', '=', course)
      .where('student_name', '=', 'Ito Kid')
      .execute();
    expect(seats).toEqual([{ status: 'paid' }]);
  });

  it('a family that paid its waitlist seat before the approval keeps it at its price; the approval is refused', async () => {
    const { course, link } = await offeredFromLine('Reyes');
    const opened = await request(t.app)
      .post(link)
      .set('X-Forwarded-For', nextIp())
      .type('form')
      .send(form({ studentName: 'Reyes Kid', parentEmail: 'reyes@example.org' }));
    // Paid on the provider's page; its answer has not reached us yet when staff approve.
    const paymentPage = new URL(opened.headers.location!, 'http://x').pathname;
    const provider = t.app.ctx.payments;
    if (!isDemoProvider(provider)) throw new Error('these tests pay with the demo provider');
    expect(await provider.hostedCheckout.pay(decodeURIComponent(paymentPage.split('/').pop()!))).toBe(true);
    const reyes = await applicationOf('reyes@example.org');
    const refused = await staffPost(`/admin/scholarships/${reyes.id}/approve`, { percent: '50' });
    expect(refused.status).toBe(409);
    expect(textOf(refused.text)).toContain('This family has already paid for this cohort');
    expect((await applicationOf('reyes@example.org')).status).toBe('pending');
    const seat = await t.db
      .selectFrom('enrollments')
      .selectAll()
      .where('course_id', '=', course)
      .where('parent_email', '=', 'reyes@example.org')
      .executeTakeFirstOrThrow();
    expect(seat).toMatchObject({ status: 'paid', amount_cents: 67_500 });
  });

  it('declining sends a kind email without staff’s note; the CSV lists every application with its decision', async () => {
    const course = await cohort();
    await apply(application(course, 'Kowalski'));
    const { id } = await applicationOf('kowalski@example.org');
    expect((await staffPost(`/admin/scholarships/${id}/decline`, { note: 'Income above our guideline' })).status).toBe(303);
    expect((await applicationOf('kowalski@example.org')).status).toBe('declined');
    const [declined] = await mailTo('kowalski@example.org', 'scholarship-declined');
    const text = composeMail(declined!, { siteUrl: 'https://www.example.org' }).text;
    expect(text).toContain('we are sorry that we cannot offer Kowalski Kid the scholarship');
    expect(text).not.toContain('Income above our guideline');
    // Twice: nothing more happens.
    expect((await staffPost(`/admin/scholarships/${id}/decline`, {})).status).toBe(409);
    expect(await mailTo('kowalski@example.org', 'scholarship-declined')).toHaveLength(1);

    const csv = (await staffGet('/admin/scholarships.csv')).text;
    expect(csv).toMatch(/Kowalski Kid.*declined.*Income above our guideline/);
    expect(csv).toMatch(/Nguyen Kid.*approved.*40/);
  });

  it('signed out, the console pages send you to sign in', async () => {
    const res = await request(t.app).get('/admin/scholarships').set('X-Forwarded-For', nextIp());
    expect(res.status).toBe(303);
  });
});
