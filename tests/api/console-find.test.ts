import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { composeMail } from '../../server/mail/compose.tsx';
import { insertCohort } from '../helpers/cohorts.ts';
import { textOf } from '../helpers/html.ts';
import { manualClock } from '../helpers/mail.ts';
import { payWithDemo } from '../helpers/payments.ts';
import { ownerEmail, signInAs } from '../helpers/staff.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testEngine } from '../helpers/test-database.ts';

/**
 * A family quotes a reference (from the result page, a receipt or the scholarship
 * acknowledgement); staff type it into the console's "Find a reference" and land on the
 * record, or are told plainly why nothing was found.
 */
const clock = manualClock('2026-12-01T20:00:00Z');
const password = 'find a reference passphrase';
let t: TestApp;
let owner: request.Agent;
beforeAll(async () => {
  t = await createTestApp({
    clock,
    config: { adminPassword: password, sessionSecret: 's'.repeat(32), trustProxy: 1 },
  });
  owner = request.agent(t.app);
  await signInAs(owner, ownerEmail, password).set('X-Forwarded-For', '192.0.2.1').expect(303);
});
afterAll(() => t?.close());

let client = 0;
const nextIp = () => `10.11.${(++client >> 8) & 255}.${client & 255}`;
const find = (typed: string) => owner.get(`/admin?${new URLSearchParams({ reference: typed })}`).set('X-Forwarded-For', nextIp());
const errorOf = (html: string) => textOf(/<p class="field__error"[^>]*>.*?<\/p>/s.exec(html)?.[0] ?? '');

/** A seat paid through the real checkout (demo payments); the reference its result page shows. */
async function paidReference(parentEmail: string) {
  const courseId = await insertCohort(t.db, { name: 'Find Cohort', startDate: '2027-07-10', capacity: 5 });
  const { enrollmentId: id, sessionId } = await payWithDemo(t, { courseId, studentName: 'Ada Finder', parentEmail }, nextIp());
  const result = await request(t.app).get(`/enrollment-success/result?session_id=${sessionId}`).set('X-Forwarded-For', nextIp());
  const reference = /Your reference:\s*(VC-\d{6})/.exec(textOf(result.text))?.[1];
  return { reference: reference!, id, courseId };
}

describe(`finding what a family quotes, in the console (${testEngine})`, () => {
  it('the reference on the result page opens that enrollment, however it is typed', async () => {
    const { reference, id } = await paidReference('quoted@example.org');
    expect(reference).toMatch(/^VC-\d{6}$/);
    for (const typed of [reference, reference.toLowerCase(), ` ${reference.replace('-', ' ')} `]) {
      const found = await find(typed);
      expect(found.status, typed).toBe(303);
      expect(found.headers.location).toBe(`/admin/enrollments/${id}`);
    }
    const page = await owner.get(`/admin/enrollments/${id}`).set('X-Forwarded-For', nextIp());
    expect(textOf(page.text)).toContain('quoted@example.org');
  });

  it('the scholarship reference the family is given (page and email) opens their application', async () => {
    const courseId = await insertCohort(t.db, { name: 'Find Scholarship Cohort', startDate: '2027-07-10', capacity: 5 });
    const sent = await request(t.app)
      .post('/scholarships/apply')
      .set('X-Forwarded-For', nextIp())
      .set('HX-Request', 'true')
      .type('form')
      .send(
        new URLSearchParams({
          parentName: 'Lena Ortiz',
          parentEmail: 'ortiz@example.org',
          parentPhone: '(408) 555-0147',
          studentName: 'Mia Ortiz',
          courseId: String(courseId),
          householdSize: '3',
          statement: 'One income since the summer, and the full price is more than we can manage this year.',
        }).toString(),
      );
    expect(sent.status).toBe(200);
    const onPage = /Your reference is (SA-\d{6});/.exec(textOf(sent.text))?.[1];
    expect(onPage).toMatch(/^SA-\d{6}$/);
    const ack = await t.db
      .selectFrom('outbox')
      .selectAll()
      .where('to_address', '=', 'ortiz@example.org')
      .where('kind', '=', 'scholarship-received')
      .executeTakeFirstOrThrow();
    expect(composeMail(ack, { siteUrl: 'https://www.example.org' }).text).toContain(`Reference: ${onPage}`);

    const found = await find(onPage!);
    expect(found.status).toBe(303);
    const review = await owner.get(found.headers.location!).set('X-Forwarded-For', nextIp());
    expect(review.status).toBe(200);
    const text = textOf(review.text);
    expect(text).toContain(`Reference ${onPage}`);
    expect(text).toContain('ortiz@example.org');
  });

  it('says why nothing was found, keeps what was typed, and shows the console as it was', async () => {
    const unknown = await find('VC-000001');
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown.text)).toMatch(/^No enrollment has the reference VC-000001\. Check it with the family\.$/);
    expect(unknown.text).toContain('value="VC-000001"');
    expect(textOf(unknown.text)).toContain('Upcoming cohorts');

    const unknownApplication = await find('sa 627591');
    expect(errorOf(unknownApplication.text)).toBe(
      'No scholarship application has the reference SA-627591. Check it with the family.',
    );

    const typo = await find('VC-12345');
    expect(typo.status).toBe(400);
    expect(errorOf(typo.text)).toBe('That is not a reference: it starts VC- or SA- and has six digits, such as VC-627592');
    expect(typo.text).toMatch(/<input[^>]*id="find-reference"[^>]*aria-invalid="true"/);

    const empty = await find('');
    expect(errorOf(empty.text)).toBe('Enter the reference the family gave, such as VC-627592');
    // The plain console has the box and no message.
    const plain = await owner.get('/admin').set('X-Forwarded-For', nextIp());
    expect(plain.status).toBe(200);
    expect(plain.text).toContain('id="find-reference"');
    expect(errorOf(plain.text)).toBe('');
  });

  it('shows nothing to someone not signed in: the sign-in page, whatever the reference', async () => {
    const { reference } = await paidReference('private@example.org');
    const anonymous = await request(t.app).get(`/admin?reference=${reference}`).set('X-Forwarded-For', nextIp());
    expect(anonymous.status).toBe(303);
    expect(anonymous.headers.location).toMatch(/^\/admin\/login/);
    expect(anonymous.text).not.toContain('enrollments');
  });
});
