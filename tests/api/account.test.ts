import { enrollmentApplication } from '../helpers/enrollment-requests.ts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { AccountSignInMail } from '../../domain/mail.ts';
import { textOf } from '../helpers/html.ts';
import { composeMail } from '../../server/mail/compose.tsx';
import { campusAddressLine } from '../../views/content/site.ts';
import { mailConfig, manualClock } from '../helpers/mail.ts';
import { startFakeSmtp } from '../fakes/smtp-server.ts';
import { courseIdOf, leaveSeats } from '../helpers/payments.ts';
import { setCourseCapacity } from '../../server/services/course-admin.ts';
import { cookieOf } from '../helpers/staff.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testEngine } from '../helpers/test-database.ts';
import { enrollmentReference } from '../../domain/references.ts';
import { accountReturnPath } from '../../domain/account.ts';
import { waitlistLinkId } from '../../domain/interest.ts';
import { mentors } from '../../views/content/instructor.ts';

/**
 * The parent's page (/account): sign-in by an emailed link that tells nobody whether an
 * address is known, then what the school holds under that address and nothing else.
 */
const clock = manualClock('2026-11-22T12:00:00Z');
let t: TestApp;
let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let course: number;
beforeAll(async () => {
  // The page signs in by an emailed link: the site has a mail server (a local SMTP one).
  smtp = await startFakeSmtp();
  t = await createTestApp({ clock, config: { ...mailConfig(smtp), trustProxy: 1 } });
  course = await courseIdOf(t.db, 'Vibe Coding Beginner: Summer Mornings');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

let client = 0;
const ip = () => `198.51.100.${(++client % 250) + 1}`;
const site = (test: request.Test) => test.set('Host', 'localhost:3000').set('X-Forwarded-For', ip());
const get = (path: string, cookie?: string) => site(request(t.app).get(path)).set('Cookie', cookie ?? '');
const postForm = (path: string, form: Record<string, string>, cookie?: string) =>
  site(request(t.app).post(path))
    .set('Cookie', cookie ?? '')
    .type('form')
    .send(new URLSearchParams(form).toString());

/** The newest sign-in link mailed to an address. */
async function linkFor(email: string) {
  const rows = await t.db
    .selectFrom('outbox')
    .select('payload')
    .where('kind', '=', 'account-sign-in')
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .execute();
  const token = rows[0] ? (JSON.parse(rows[0].payload) as AccountSignInMail).token : undefined;
  return token ? `/account/sign-in/${token}` : undefined;
}

/** Signs an address in through the real pages; the session cookie. */
async function signIn(email: string) {
  expect((await postForm('/account', { email })).status).toBe(200);
  const link = (await linkFor(email))!;
  const res = await postForm(link, {});
  expect(res.status).toBe(303);
  return cookieOf(res, 'parent_session')!.split(';')[0]!;
}

/** A parent pays for a seat through the demo payment page. */
async function paidSeat(parentEmail: string, studentName: string) {
  await leaveSeats(t.db, course, 2);
  const started = await site(request(t.app).post('/api/enrollments/initiate')).send({
    courseId: course,
    studentName,
    parentEmail,
  });
  expect(started.status).toBe(200);
  const path = new URL(started.body.checkoutUrl as string).pathname;
  expect((await site(request(t.app).post(`${path}/pay`))).status).toBe(303);
  return (await t.db.selectFrom('enrollments').select('id').where('parent_email', '=', parentEmail).executeTakeFirstOrThrow()).id;
}

describe(`signing in to the parent's page (${testEngine})`, () => {
  it('asks for an address; known or not, the answer is the same, and a link goes to it', async () => {
    const form = await get('/account');
    expect(form.status).toBe(200);
    expect(form.headers['cache-control']).toBe('no-store');
    expect(textOf(form.text)).toContain('Email Me a Sign-In Link');

    await paidSeat('known@example.org', 'Known Kid');
    const known = await postForm('/account', { email: 'Known@Example.org' });
    const unknown = await postForm('/account', { email: 'nobody@example.org' });
    expect(known.status).toBe(unknown.status);
    const main = (res: request.Response, email: string) =>
      textOf(res.text.slice(res.text.indexOf('<main'), res.text.indexOf('</main>'))).replaceAll(email, '<address>');
    expect(main(known, 'known@example.org')).toBe(main(unknown, 'nobody@example.org'));
    // The sign-in page's lead and side list stay (the card stood alone under a bare title).
    expect(main(known, 'known@example.org')).toMatch(
      /No password: we email you a link .*Check your inbox .*Once you are signed in/,
    );
    expect(await linkFor('known@example.org')).toBeDefined();
    expect(await linkFor('nobody@example.org')).toBeDefined();

    const bad = await postForm('/account', { email: 'not-an-address' });
    expect(bad.status).toBe(422);
    expect(textOf(bad.text)).toContain('Invalid email address');
  });

  it('asks about a slipped domain before mailing a link to it, as the other forms do', async () => {
    const sentTo = async (address: string) =>
      (
        await t.db
          .selectFrom('outbox')
          .select('id')
          .where('kind', '=', 'account-sign-in')
          .where('to_address', '=', address)
          .execute()
      ).length;
    const asked = await postForm('/account', { email: 'slip@gmial.com' });
    expect(asked.status).toBe(422);
    expect(textOf(asked.text)).toContain(
      'Did you mean slip@gmail.com? The sign-in link goes to this address. If slip@gmial.com is right, ask again.',
    );
    expect(textOf(asked.text)).toContain('Use slip@gmail.com');
    expect(await sentTo('slip@gmial.com')).toBe(0);
    // "Use ..." takes the suggestion; the same address sent again goes as typed.
    expect((await postForm('/account', { email: 'slip@gmial.com', useEmail: 'slip@gmail.com' })).status).toBe(200);
    expect(await sentTo('slip@gmail.com')).toBe(1);
    expect((await postForm('/account', { email: 'slip@gmial.com', emailChecked: 'slip@gmial.com' })).status).toBe(200);
    expect(await sentTo('slip@gmial.com')).toBe(1);
  });

  it('without a mail server offers no form that cannot work: why, and how to write instead', async () => {
    const bare = await createTestApp({ clock, config: { trustProxy: 1 } });
    onTestFinished(() => bare.close());
    const notice =
      'Signing in here takes a link we email you, and this site is not set up to send email. To change or cancel an enrollment, email us at hello@example.org with the reference from your receipt page';
    const page = await request(bare.app).get('/account').set('Host', 'localhost:3000');
    expect(textOf(page.text)).toContain(`Write to us instead ${notice}`);
    expect(page.text).toContain('href="mailto:hello@example.org?subject=My%20enrollment"');
    expect(textOf(page.text)).toContain('Email Us About an Enrollment');
    expect(textOf(page.text)).not.toContain('Email Me a Sign-In Link');
    expect(textOf(page.text)).not.toContain('we email you a link');
    expect(page.text).not.toContain('action="/account"');
    // What the page is for, without promising it now: beside the card, what it holds once signed in.
    expect(textOf(page.text)).toContain('once you sign in with a link we email you');
    expect(textOf(page.text)).not.toContain('in one place');
    // Beside it, what the school does for a parent who writes: nothing that needs the sign-in.
    expect(textOf(page.text)).toContain('What we do when you write to us Your receipt A copy in our reply');
    expect(textOf(page.text)).not.toContain('Once you are signed in');

    // A form sent anyway (from a page drawn before, or by hand): the same answer, and nothing "on its way".
    const answer = await request(bare.app)
      .post('/account')
      .set('Host', 'localhost:3000')
      .type('form')
      .send('email=later%40example.org');
    expect(textOf(answer.text)).toContain(`We cannot email your link right now ${notice}`);
    expect(textOf(answer.text)).not.toContain('on its way');
    expect(textOf(answer.text)).not.toContain('Check your inbox');

    // With a mail server, the form, and no such notice.
    const withMail = await postForm('/account', { email: 'now@example.org' });
    expect(textOf(withMail.text)).toContain('If now@example.org is an address we have, a sign-in link is on its way to it.');
    expect(textOf(withMail.text)).not.toContain('not sending email');
    const form = textOf((await get('/account')).text);
    expect(form).toContain('Email Me a Sign-In Link');
    expect(form).not.toContain('not sending email');
  });

  it('a link opens a page with a button (opening it spends nothing), works once, for 30 minutes', async () => {
    await postForm('/account', { email: 'once@example.org' });
    // Its email names the school: "Your sign-in link" alone could be any site's in an inbox.
    const row = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('kind', '=', 'account-sign-in')
      .where('to_address', '=', 'once@example.org')
      .executeTakeFirstOrThrow();
    expect(composeMail(row, { siteUrl: 'http://localhost:3000' }).subject).toBe('Your sign-in link for Vibe Coding Foundation');
    const link = (await linkFor('once@example.org'))!;
    expect((await get(link)).status).toBe(200);
    expect((await get(link)).status).toBe(200);
    const used = await postForm(link, {});
    expect(used.status).toBe(303);
    expect(used.headers.location).toBe('/account');
    const cookie = cookieOf(used, 'parent_session')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect((await postForm(link, {})).status).toBe(410);
    expect(textOf((await get(link)).text)).toContain('This sign-in link no longer works');

    await postForm('/account', { email: 'late@example.org' });
    const late = (await linkFor('late@example.org'))!;
    clock.advance(31);
    expect((await postForm(late, {})).status).toBe(410);
    expect((await get('/account/sign-in/not-a-token')).status).toBe(410);
  });

  it('mails at most 3 links an hour to one address, with the same answer each time', async () => {
    for (let i = 0; i < 5; i += 1) expect((await postForm('/account', { email: 'many@example.org' })).status).toBe(200);
    const sent = await t.db
      .selectFrom('outbox')
      .select('id')
      .where('kind', '=', 'account-sign-in')
      .where('to_address', '=', 'many@example.org')
      .execute();
    expect(sent).toHaveLength(3);
    // Not counted against the address's daily share of mail: a stranger asking cannot keep the parent out.
    const rows = await t.db
      .selectFrom('outbox')
      .select('limited')
      .where('kind', '=', 'account-sign-in')
      .where('to_address', '=', 'many@example.org')
      .execute();
    expect(rows.every((row) => row.limited === 0)).toBe(true);
  });

  it('refuses a cross-site sign-in request', async () => {
    const res = await site(request(t.app).post('/account'))
      .set('Origin', 'https://evil.example')
      .type('form')
      .send('email=a%40example.org');
    expect(res.status).toBe(403);
  });
});

describe(`what the parent's page shows (${testEngine})`, () => {
  it('shows the address’s enrollments, waitlists and requests, and never another address’s', async () => {
    const mine = await paidSeat('mine@example.org', 'Mina Kid');
    const theirs = await paidSeat('theirs@example.org', 'Theo Kid');
    const waitlisted = await site(request(t.app).post(`/api/courses/${course}/express-interest`)).send({
      parentName: 'Mina Parent',
      parentEmail: 'mine@example.org',
      parentPhone: '(408) 555-0100',
      studentName: 'Mina Sister',
    });
    expect(waitlisted.status).toBe(201);
    // A scholarship application for the sister, which the signed-out page promises here.
    const open = await t.db
      .selectFrom('courses')
      .select('id')
      .where('name', '=', 'Vibe Coding Beginner: Summer Mornings')
      .executeTakeFirstOrThrow();
    const applied = await site(request(t.app).post('/api/scholarship-applications')).send({
      parentName: 'Mina Parent',
      parentEmail: 'mine@example.org',
      parentPhone: '(408) 555-0100',
      studentName: 'Mina Sister',
      householdSize: 4,
      courseId: open.id,
      statement: 'Two children and one income this year; half the price would make it possible.',
    });
    expect(applied.status).toBe(201);
    const cookie = await signIn('mine@example.org');

    const page = await get('/account', cookie);
    expect(textOf(page.text)).toMatch(
      new RegExp(
        `Scholarship applications Vibe Coding Beginner: Summer Mornings .*? For Mina Sister, sent \\w+ \\d+, \\d{4}\\. Reference ${applied.body.reference} ?\\. Received: we decide within about a week`,
      ),
    );
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const text = textOf(page.text);
    expect(text).toContain('Everything we hold for mine@example.org.');
    expect(text).toContain('Mina Kid');
    expect(text).toContain(enrollmentReference(mine));
    // Who leads the table: the mentor of the cohort's level at its campus (a South Bay beginner cohort).
    const mentor = mentors.find((m) => m.campus === 'south-bay' && m.level === 'beginner')!;
    expect(text).toContain(`Mentor ${mentor.name}`);
    expect(text).toContain('Mina Sister');
    expect(text).toMatch(/Place in line: \d+/);
    expect(text).not.toContain('Theo Kid');
    // What cancelling today would give back, by the published policy (the summer camp is months away).
    const price = (await t.db.selectFrom('courses').select('price_cents').where('id', '=', course).executeTakeFirstOrThrow())
      .price_cents;
    const usd = (cents: number) => `$${(cents / 100).toFixed(2)} USD`;
    expect(text).toContain(
      `If you cancelled today ${usd(price - 7_500)} back: the ${usd(price)} paid, less the $75.00 USD admin/venue fee.`,
    );

    // The receipt and its calendar file: the address's own, never another's (ids tried).
    const receipt = await get(`/account/enrollments/${mine}`, cookie);
    expect(receipt.status).toBe(200);
    expect(textOf(receipt.text)).toContain('Mina Kid');
    // The calendar named as the payment result names it, first; the way back under it.
    expect(textOf(receipt.text)).toContain('Add to Your Calendar Print Receipt Back to Your Page');
    // As the emailed receipt and the payment result: the campus's street on its own row, that the
    // demo charged nothing, and the day it was paid.
    expect(textOf(receipt.text)).toContain(`Address ${campusAddressLine('south-bay')}`);
    expect(textOf(receipt.text)).toContain('Payment Demo payment: nothing was charged');
    expect(textOf(receipt.text)).toMatch(/Paid on \w+ \d+, \d{4}/);
    // Beside it, as beside Your Page: who is signed in, the way out, and the reference to quote.
    for (const path of [`/account/enrollments/${mine}`, `/account/enrollments/${mine}/cancel`]) {
      const aside = /<aside class="card account-aside"[^>]*>(.*?)<\/aside>/s.exec((await get(path, cookie)).text)?.[1];
      expect(textOf(aside ?? ''), path).toBe(
        `Signed in as mine@example.org Sign Out Cancellation policy Questions? Quote ${enrollmentReference(mine)} to hello@example.org`,
      );
    }
    const calendar = await get(`/account/enrollments/${mine}/calendar.ics`, cookie);
    expect(calendar.status).toBe(200);
    expect(calendar.headers['content-type']).toMatch(/^text\/calendar/);
    expect(calendar.text).toContain('BEGIN:VEVENT');
    for (const path of [
      `/account/enrollments/${theirs}`,
      `/account/enrollments/${theirs}/calendar.ics`,
      '/account/enrollments/999999',
    ]) {
      expect((await get(path, cookie)).status, path).toBe(404);
    }
    // Signed out, nothing of anyone's: the sign-in, the same for a page that exists and one that does not.
    for (const path of [`/account/enrollments/${mine}`, '/account/enrollments/999999']) {
      const signedOut = await get(path);
      expect(signedOut.status, path).toBe(401);
      expect(textOf(signedOut.text)).toContain('Sign in to see this page');
      expect(signedOut.text).not.toContain('Mina Kid');
    }
  });

  it('tells a browser the cohorts its signed-in parent has paid seats in, for the cards; signed out, nothing', async () => {
    await paidSeat('seats@example.org', 'Seat Kid');
    const signedOut = await get('/api/account/seats');
    expect(signedOut.status).toBe(200);
    expect(signedOut.body).toEqual({ seats: null });
    expect(signedOut.headers['cache-control']).toBe('no-store');
    const cookie = await signIn('seats@example.org');
    // ...and whose seats they are, so the card can name the child.
    expect((await get('/api/account/seats', cookie)).body).toEqual({
      seats: [waitlistLinkId(course)],
      students: { [waitlistLinkId(course)]: ['Seat Kid'] },
      waitlists: {},
    });
    expect((await get('/api/account/seats', await signIn('no-seats@example.org'))).body).toEqual({
      seats: [],
      students: {},
      waitlists: {},
    });
  });

  it('tells a browser signed out whether the payments it made still hold their seats: cancelled on another device, null', async () => {
    const id = await paidSeat('receipts@example.org', 'Receipt Kid');
    const { payment_session_id: session } = await t.db
      .selectFrom('enrollments')
      .select('payment_session_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const ask = (receipts: string) => get(`/api/account/seats?${new URLSearchParams({ receipts })}`);
    expect((await ask(`${session},demo_cs_unknown_session`)).body).toEqual({
      seats: null,
      receipts: { [session!]: waitlistLinkId(course), demo_cs_unknown_session: null },
    });
    // Cancelled from the parent's page on another device: the payment no longer holds a seat.
    const cookie = await signIn('receipts@example.org');
    // No request sent: no empty "Enrollment requests" under the enrollment (it read as a booking not made).
    const overview = textOf((await get('/account', cookie)).text);
    expect(overview).toContain('Receipt Kid');
    expect(overview).not.toMatch(/Enrollment requests|enrollment request\./);
    expect((await postForm(`/account/enrollments/${id}/cancel`, {}, cookie)).status).toBe(303);
    expect((await ask(session!)).body).toEqual({ seats: null, receipts: { [session!]: null } });
    // Only a few well-formed ids are asked about.
    expect((await ask('not an id')).status).toBe(400);
    expect((await ask(Array.from({ length: 11 }, (_, i) => `demo_cs_${i}xxxxxxxx`).join(','))).status).toBe(400);
  });

  it('a receipt asked for signed out (a bookmark, a lapsed session) asks to sign in, and the link opened on that browser comes back to it', async () => {
    const mine = await paidSeat('return@example.org', 'Return Kid');
    const asked = await get(`/account/enrollments/${mine}/cancel`);
    expect(asked.status).toBe(401);
    expect(textOf(asked.text)).toContain(
      'Sign in to see this page: it is one of your family’s. We email you a link; open it on this device and it brings you back here.',
    );
    const remembered = cookieOf(asked, 'parent_return')!.split(';')[0]!;
    expect((await postForm('/account', { email: 'return@example.org' }, remembered)).status).toBe(200);
    const signedIn = await postForm((await linkFor('return@example.org'))!, {}, remembered);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.location).toBe(`/account/enrollments/${mine}/cancel`);
    const session = cookieOf(signedIn, 'parent_session')!.split(';')[0]!;
    expect(textOf((await get(`/account/enrollments/${mine}/cancel`, session)).text)).toContain('Return Kid');
    // Once: the next sign-in on this browser goes to the parent's page.
    expect(cookieOf(signedIn, 'parent_return')).toMatch(/^parent_return=;/);
    // On another device (no cookie), the link leads to the parent's page as before.
    await postForm('/account', { email: 'return@example.org' });
    expect((await postForm((await linkFor('return@example.org'))!, {})).headers.location).toBe('/account');
    // A remembered path is only ever one of the parent's pages.
    for (const path of [
      'https://evil.example/account/x',
      '//evil.example',
      '/account/sign-in/abc',
      '/checkout',
      '/account/../admin',
    ]) {
      expect(accountReturnPath(path), path).toBeUndefined();
    }
    expect(accountReturnPath('/account/offers/12')).toBe('/account/offers/12');
  });

  it('leaves a waitlist and releases a hold of its own; another address’s stay as they are', async () => {
    const join = (parentEmail: string) =>
      site(request(t.app).post(`/api/courses/${course}/express-interest`)).send({
        parentName: 'Parent',
        parentEmail,
        parentPhone: '(408) 555-0100',
        studentName: 'Kid Name',
      });
    await join('leaver@example.org');
    await join('stayer@example.org');
    const entryOf = (email: string) =>
      t.db
        .selectFrom('waitlist_entries')
        .select('id')
        .where('parent_email', '=', email)
        .where('course_id', '=', course)
        .executeTakeFirst();
    const stayer = (await entryOf('stayer@example.org'))!.id;
    const leaver = (await entryOf('leaver@example.org'))!.id;
    const cookie = await signIn('leaver@example.org');

    // Leaving asks first, naming the place given up; another address's entry has no such page.
    const ask = await get(`/account/waitlist/course/${leaver}/leave`, cookie);
    expect(ask.status).toBe(200);
    expect(textOf(ask.text)).toMatch(
      /You are (first|number \d+) in line\. If you leave and join again later, you join at the end of the line\./,
    );
    expect((await get(`/account/waitlist/course/${stayer}/leave`, cookie)).status).toBe(404);
    expect(await entryOf('leaver@example.org')).toBeDefined();
    expect((await postForm(`/account/waitlist/course/${stayer}/leave`, {}, cookie)).status).toBe(303);
    expect(await entryOf('stayer@example.org')).toBeDefined();
    expect((await postForm(`/account/waitlist/course/${leaver}/leave`, {}, cookie)).status).toBe(303);
    expect(await entryOf('leaver@example.org')).toBeUndefined();

    await leaveSeats(t.db, course, 2);
    const started = await site(request(t.app).post('/api/enrollments/initiate')).send({
      courseId: course,
      studentName: 'Held Kid',
      parentEmail: 'leaver@example.org',
    });
    expect(started.status).toBe(200);
    const hold = await t.db
      .selectFrom('enrollments')
      .select('id')
      .where('parent_email', '=', 'leaver@example.org')
      .where('status', '=', 'held')
      .executeTakeFirstOrThrow();
    expect(textOf((await get('/account', cookie)).text)).toContain('Seats held while you pay');
    expect((await postForm(`/account/holds/${hold.id}/release`, {}, cookie)).status).toBe(303);
    const after = await t.db.selectFrom('enrollments').select('status').where('id', '=', hold.id).executeTakeFirstOrThrow();
    expect(after.status).toBe('released');
  });

  it('lists an enrollment application under the program’s name (it read “middle-school”)', async () => {
    const sent = await site(request(t.app).post('/api/enrollment-requests')).send(
      enrollmentApplication({ parentEmail: 'anika@example.org', studentName: 'Anika Natarajan', program: 'middle-school' }),
    );
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const page = textOf((await get('/account', await signIn('anika@example.org'))).text);
    expect(page).toContain('Anika Natarajan: Middle School Program');
    expect(page).not.toContain('middle-school');
  });

  it('a family on a level’s list only reads what it waits for: the next cohort, not a seat held for hours', async () => {
    const joined = await site(request(t.app).post('/api/levels/advanced/express-interest')).send({
      parentName: 'Parent',
      parentEmail: 'level-only@example.org',
      parentPhone: '(408) 555-0100',
      studentName: 'Level Kid',
    });
    expect(joined.status).toBe(201);
    const page = textOf((await get('/account', await signIn('level-only@example.org'))).text);
    expect(page).toContain('Advanced: the next cohort');
    expect(page).toContain('When we schedule the level’s next cohort, we email you at once, so you can book a seat in it.');
    expect(page).not.toContain('the seat is theirs for');
  });

  it('claims or declines a seat offered from the waitlist from the page itself; another address’s offer is never reachable', async () => {
    const { id: cohort } = await t.db
      .insertInto('courses')
      .values({
        program: 'kids-vibe-coding',
        name: 'Offer From The Page Cohort',
        description: 'A full cohort whose seat is offered.',
        level: 'beginner',
        campus: 'south-bay',
        location: 'Cupertino, CA',
        format: 'In person',
        dates: 'March 6 - May 8, 2027',
        start_date: '2027-03-06',
        schedule: 'Saturdays',
        price_cents: 67_500,
        capacity: 0,
        seats_taken: 0,
        status: 'active',
        created_at: '2026-11-01T00:00:00Z',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const parentEmail of ['first-offer@example.org', 'second-offer@example.org'])
      expect(
        (
          await site(request(t.app).post(`/api/courses/${cohort}/express-interest`)).send({
            parentName: 'Parent',
            parentEmail,
            parentPhone: '(408) 555-0100',
            studentName: `Kid of ${parentEmail}`,
          })
        ).status,
      ).toBe(201);
    const entryOf = (email: string) =>
      t.db
        .selectFrom('waitlist_entries')
        .select(['id', 'state'])
        .where('parent_email', '=', email)
        .where('course_id', '=', cohort)
        .executeTakeFirstOrThrow();
    const first = await entryOf('first-offer@example.org');
    // A seat opens (staff raise the capacity): it is offered to the first family in line.
    await setCourseCapacity(t.app.ctx, { id: null, email: 'staff@example.org' }, cohort, 1);
    expect((await entryOf('first-offer@example.org')).state).toBe('offered');

    const firstCookie = await signIn('first-offer@example.org');
    const page = await get('/account', firstCookie);
    expect(textOf(page.text)).toContain('Seats offered to you');
    // With what paying for it costs, as the claim page will ask (a parent looked for the number).
    const { amount_cents } = await t.db
      .selectFrom('enrollments')
      .innerJoin('waitlist_entries', 'waitlist_entries.offer_enrollment_id', 'enrollments.id')
      .select('enrollments.amount_cents')
      .where('waitlist_entries.id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(amount_cents).toBeGreaterThan(0);
    expect(textOf(page.text)).toContain(`To pay: $${(amount_cents / 100).toFixed(2)} USD.`);
    // Its line offered the seat: the page does not say "not on any waitlist" under it.
    expect(textOf(page.text)).not.toContain('You are not on any waitlist.');
    expect(page.text).toContain(`href="/account/offers/${first.id}"`);
    const claim = await get(`/account/offers/${first.id}`, firstCookie);
    expect(claim.status).toBe(200);
    expect(claim.headers['cache-control']).toBe('no-store');
    expect(claim.text).toContain('value="Kid of first-offer@example.org"');
    // Not another address's, and not signed out.
    const secondCookie = await signIn('second-offer@example.org');
    expect((await get(`/account/offers/${first.id}`, secondCookie)).status).toBe(404);
    expect((await postForm(`/account/offers/${first.id}/decline`, {}, secondCookie)).status).toBe(404);
    expect((await get(`/account/offers/${first.id}`)).status).toBe(401);
    expect((await entryOf('first-offer@example.org')).state).toBe('offered');

    // Declined from the page: the seat passes to the next family, who pays for it from theirs.
    expect((await get(`/account/offers/${first.id}/decline`, firstCookie)).status).toBe(200);
    expect((await postForm(`/account/offers/${first.id}/decline`, {}, firstCookie)).status).toBe(303);
    expect((await entryOf('first-offer@example.org')).state).toBe('declined');
    const second = await entryOf('second-offer@example.org');
    expect(second.state).toBe('offered');
    const started = await postForm(
      `/account/offers/${second.id}`,
      { studentName: 'Kid of second-offer@example.org', parentEmail: 'second-offer@example.org' },
      secondCookie,
    );
    expect(started.status).toBe(303);
    const payment = new URL(started.headers.location!, 'http://localhost:3000').pathname;
    expect((await site(request(t.app).post(`${payment}/pay`))).status).toBe(303);
    expect((await entryOf('second-offer@example.org')).state).toBe('claimed');
    // The page the family comes back to says the seat is theirs.
    expect(textOf((await get(`/account/offers/${second.id}`, secondCookie)).text)).toMatch(/paid|yours/i);
  });

  it('signs out: the cookie is cleared and no longer opens the page', async () => {
    const cookie = await signIn('leaving@example.org');
    expect(textOf((await get('/account', cookie)).text)).toContain('leaving@example.org');
    const out = await postForm('/account/sign-out', {}, cookie);
    expect(out.status).toBe(303);
    expect(cookieOf(out, 'parent_session')).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(textOf((await get('/account', cookie)).text)).toContain('Email Me a Sign-In Link');
  });
});
