import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textOf } from '../helpers/html.ts';
import { courseIdOf } from '../helpers/payments.ts';
import { ownerEmail, signInAs } from '../helpers/staff.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// The console's first page and its audit trail, as a staff member reads them.
const password = 'correct horse battery staple';
let t: TestApp;
let owner: request.Agent;
beforeAll(async () => {
  t = await createTestApp({ config: { adminPassword: password, sessionSecret: 's'.repeat(32) } });
  owner = request.agent(t.app);
  await signInAs(owner, ownerEmail, password).expect(303);
});
afterAll(() => t.close());

/** The dashboard row of a cohort, its cells as text. */
function dashboardRow(html: string, name: string): string {
  const row = [...html.matchAll(/<tr>(.*?)<\/tr>/gs)].map((match) => match[1]!).find((cells) => cells.includes(`>${name}</a>`));
  if (!row) throw new Error(`no row for ${name}`);
  return textOf(row);
}

describe('the dashboard', () => {
  it('shows upcoming cohorts with capacity, paid, held and waiting, and what waits for staff', async () => {
    const winter = await courseIdOf(t.db, 'Vibe Coding Beginner: Winter Weekends');
    const before = dashboardRow((await owner.get('/admin')).text, 'Vibe Coding Beginner: Winter Weekends');

    // A family holds a seat, another joins the waitlist, a parent writes.
    const hold = await request(t.app)
      .post('/api/enrollments/initiate')
      .set('X-Forwarded-For', '198.51.100.7')
      .send({ studentName: 'Katherine', parentEmail: 'katherine@example.org', courseId: winter });
    expect(hold.status).toBe(200);
    await t.db
      .insertInto('waitlist_entries')
      .values({
        course_id: winter,
        course_name: 'Vibe Coding Beginner: Winter Weekends',
        parent_name: 'Dana',
        parent_email: 'dana@example.org',
        parent_phone: '4085550100',
        student_name: 'Sam',
        student_grade: null,
        message: null,
        interested_in_future_camps: 0,
        created_at: t.app.ctx.clock.now().toISOString(),
      })
      .execute();
    await request(t.app)
      .post('/api/contact')
      .send({
        name: 'A Parent',
        email: 'p@example.org',
        phone: '4085550100',
        subject: 'schedule',
        message: 'Which days are the classes?',
      })
      .expect(201);

    const page = await owner.get('/admin');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-store');
    const after = dashboardRow(page.text, 'Vibe Coding Beginner: Winter Weekends');
    // The cells' numbers (a sample cohort's seats "booked outside the site" aside, beside its paid ones).
    const numbers = (text: string) =>
      text
        .replace(/\+\d+ outside the site/, '')
        .match(/\b\d+\b/g)!
        .map(Number)
        .slice(-5);
    const [capacity, paid, held, , waiting] = numbers(after);
    const [, paidBefore, heldBefore, , waitingBefore] = numbers(before);
    expect(capacity).toBe(8);
    expect(paid).toBe(paidBefore);
    expect(held).toBe(heldBefore! + 1);
    expect(waiting).toBe(waitingBefore! + 1);
    // Winter Weekends' sample seats (3 of its 8, no enrollment behind them) are named, so its row adds up.
    expect(after).toContain('+3 outside the site');
    expect(dashboardRow(page.text, 'Vibe Coding Beginner: East Bay Sundays')).toContain('+8 outside the site');
    expect(textOf(page.text)).toMatch(/1 message not handled/);
    // The tile with work waiting stands out; the ones with none stay quiet.
    expect(page.text).toContain('class="dashboard-tile dashboard-tile--waiting" href="/admin/messages?status=unhandled"');
    expect(page.text).toContain('class="dashboard-tile" href="/admin/outbox?status=failed"');
    expect(textOf(page.text)).toContain('No email has failed.');
    // Past cohorts are not "upcoming".
    await t.db.updateTable('courses').set({ start_date: '2020-01-01' }).where('id', '=', winter).execute();
    expect((await owner.get('/admin')).text).not.toContain('>Vibe Coding Beginner: Winter Weekends</a>');
  });
});

describe('the console’s frame', () => {
  it('is a tool, not the marketing site: no banner, menu or Enroll Now; what it is and the way to the site', async () => {
    for (const [path, who] of [
      ['/admin', owner],
      ['/admin/prices', owner],
      ['/admin/login', request(t.app)],
    ] as const) {
      const html = (await who.get(path)).text;
      const header = /<header .*?<\/header>/s.exec(html)![0];
      expect(textOf(header), path).toContain('Staff Console · View the site');
      expect(header, path).toContain('href="/"');
      expect(header, path).not.toContain('Enroll Now');
      expect(html, path).not.toContain('Need-based scholarships are open');
      // The policies' footer, not the site's every link.
      const footer = /<footer .*?<\/footer>/s.exec(html)![0];
      expect(textOf(footer), path).not.toContain('Get in Touch');
    }
    // The count of cohorts follows the table it counts.
    const dashboard = (await owner.get('/admin')).text;
    expect(dashboard.indexOf('upcoming cohorts in all.')).toBeLessThan(dashboard.indexOf('Last emails that failed'));
  });
});

describe('the audit log', () => {
  it('lists every change with who, what, the record, before and after, and filters them', async () => {
    await owner.post('/admin/staff/invite').type('form').send({ email: 'lin@example.org', name: 'Lin' }).expect(200);
    const page = await owner.get('/admin/audit');
    expect(page.status).toBe(200);
    const text = textOf(page.text);
    // In words, not the stored codes and settings' names staff read as the site's internals.
    const rowsOf = (html: string) => textOf(/<tbody>(.*?)<\/tbody>/s.exec(html)?.[1] ?? '');
    const rows = rowsOf(page.text);
    expect(rows).toContain('Staff: invited');
    expect(rows).toContain('The server’s configuration Staff: owner created Staff 1');
    expect(rows).not.toMatch(/staff\.owner-created|ADMIN_EMAIL/);
    expect(text).toContain('lin@example.org');

    const filtered = rowsOf((await owner.get('/admin/audit?action=staff.invited')).text);
    expect(filtered).toContain('Staff: invited');
    expect(filtered).not.toContain('Staff: owner created');
    const byRecord = textOf((await owner.get('/admin/audit?record=course:99999')).text);
    expect(byRecord).toContain('No change matches these filters.');
    const bad = await owner.get('/admin/audit?record=%3Cscript%3E');
    expect(bad.status).toBe(400);
    expect(textOf(bad.text)).toContain('Type a record as kind:id');
  });
});
