import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buttonLabelsOf, h1Of, uncapitalisedWordsOf } from '../helpers/html.ts';
import { daysAfter, insertCohort } from '../helpers/cohorts.ts';
import { manualClock } from '../helpers/mail.ts';
import { signInParent } from '../helpers/parents.ts';
import { payWithDemo } from '../helpers/payments.ts';
import { ownerEmail, signInAs } from '../helpers/staff.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The parent's pages and the staff console follow the public site's case rule: a page's
 * title and every button's label in title case (the spec's "Enroll Now", so ours "Cancel This
 * Enrollment"), section headings in sentence case. A designer read their sentence-case
 * buttons beside the site's as a second, less finished design system.
 */
const clock = manualClock('2026-11-22T20:00:00Z');
const password = 'case rule console passphrase';
let t: TestApp;
let owner: request.Agent;
let parentCookie: string;
let enrollmentId: number;
let sessionId: string;
beforeAll(async () => {
  t = await createTestApp({ clock, config: { trustProxy: 1, adminPassword: password, sessionSecret: 's'.repeat(32) } });
  owner = request.agent(t.app);
  await signInAs(owner, ownerEmail, password).expect(303);
  // A paid seat a month away (it can be cancelled and switched), a second cohort to switch to,
  // and a waitlist line: every button of the parent's page is on show.
  const course = await insertCohort(t.db, { name: 'Case Rule Cohort', startDate: daysAfter('2026-11-22', 40), capacity: 5 });
  await insertCohort(t.db, { name: 'Case Rule Other Dates', startDate: daysAfter('2026-11-22', 47), capacity: 5 });
  ({ enrollmentId, sessionId } = await payWithDemo(t, { courseId: course, studentName: 'Ada', parentEmail: 'case@example.org' }));
  // A message for the console's Mark Handled and Reply.
  await site(request(t.app).post('/api/contact'))
    .send({ name: 'A Parent', email: 'p@example.org', phone: '4085550100', subject: 'schedule', message: 'Which days?' })
    .expect(201);
  parentCookie = await signInParent(t.db, (path, form) => postForm(path, form), 'case@example.org');
});
afterAll(() => t?.close());

let client = 0;
const site = (test: request.Test) =>
  test.set('Host', 'localhost:3000').set('X-Forwarded-For', `198.51.100.${(++client % 250) + 1}`);
const postForm = (path: string, form: Record<string, string> = {}) =>
  site(request(t.app).post(path)).type('form').send(new URLSearchParams(form).toString());

/** A page's title and button labels that are not in title case, with where they are. */
function caseSlips(path: string, html: string): string[] {
  return [h1Of(html), ...buttonLabelsOf(html)]
    .filter((label) => uncapitalisedWordsOf(label).length > 0)
    .map((label) => `${path}: "${label}"`);
}

describe('the case rule off the public site', () => {
  it('holds on the parent’s page, the pages it leads to, and the payment result', async () => {
    const paths = ['/account', `/account/enrollments/${enrollmentId}`, `/account/enrollments/${enrollmentId}/cancel`];
    paths.push(`/account/enrollments/${enrollmentId}/switch`, `/enrollment-success?session_id=${sessionId}`);
    paths.push(`/enrollment-success/result?session_id=${sessionId}`);
    const slips: string[] = [];
    for (const path of paths) {
      const res = await site(request(t.app).get(path)).set('Cookie', parentCookie);
      expect(res.status, path).toBe(200);
      expect(buttonLabelsOf(res.text).length, path).toBeGreaterThan(0);
      slips.push(...caseSlips(path, res.text));
    }
    expect(slips).toEqual([]);
  });

  it('holds on every page of the staff console its menu and a cohort lead to', async () => {
    const dashboard = (await owner.get('/admin')).text;
    const paths = new Set(['/admin', '/admin/courses/new']);
    for (const [, href] of dashboard.matchAll(/href="(\/admin\/[^"?#.]*)"/g)) paths.add(href!);
    const roster = (await owner.get('/admin/courses')).text;
    const coursePage = /href="(\/admin\/courses\/\d+)"/.exec(roster)?.[1];
    expect(coursePage).toBeDefined();
    paths.add(coursePage!);
    paths.add(`/admin/enrollments/${enrollmentId}`);
    const slips: string[] = [];
    for (const path of paths) {
      const res = await owner.get(path);
      expect(res.status, path).toBe(200);
      slips.push(...caseSlips(path, res.text));
    }
    expect(paths.size).toBeGreaterThan(10);
    expect(slips).toEqual([]);
  });
});
