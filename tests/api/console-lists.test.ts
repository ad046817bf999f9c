import { enrollmentApplication } from '../helpers/enrollment-requests.ts';
import { parse } from 'csv-parse/sync';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { h1Of, textOf } from '../helpers/html.ts';
import { ownerEmail, signInAs } from '../helpers/staff.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const password = 'correct horse battery staple';
const sessionSecret = 'a-session-secret-of-at-least-32-characters';

// The clock moves forward between submissions, so "newest first" has something to sort.
let now = new Date('2026-11-22T12:00:00Z');
const clock = { now: () => now };
const later = (minutes = 1) => void (now = new Date(now.getTime() + minutes * 60_000));

let t: TestApp;
let staff: request.Agent;
beforeAll(async () => {
  t = await createTestApp({ config: { adminPassword: password, sessionSecret }, clock });
  staff = request.agent(t.app);
  await signInAs(staff, ownerEmail, password).expect(303);
});
afterAll(() => t.close());
beforeEach(async () => {
  for (const table of ['contact_messages', 'enrollment_requests', 'waitlist_entries', 'level_waitlist_entries'] as const) {
    await t.db.deleteFrom(table).execute();
  }
  await t.db.deleteFrom('audit_log').where('record_type', 'in', ['message', 'request']).execute();
  // Every test is a client of its own, and every typed address starts its day afresh.
  await t.db.deleteFrom('rate_limit_hits').execute();
  await t.db.deleteFrom('outbox').execute();
});

const hx = (r: request.Test) => r.set('HX-Request', 'true');

// ---- What families send, through the real public routes ----

const aMessage = {
  name: 'Dana Parent',
  email: 'dana@example.org',
  phone: '(408) 555-0100',
  subject: 'scholarship',
  message: 'Is there a scholarship for the spring cohort?\nThank you & see you soon.',
};

async function sendMessage(fields: Partial<typeof aMessage> = {}): Promise<number> {
  const sent = { ...aMessage, ...fields };
  await request(t.app).post('/api/contact').send(sent).expect(201);
  later();
  const row = await t.db
    .selectFrom('contact_messages')
    .select('id')
    .where('email', '=', sent.email.toLowerCase())
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

const aRequest = enrollmentApplication({ comments: 'She loves space games,\nand "robots".' });

async function sendRequest(fields: Record<string, unknown> = {}): Promise<number> {
  const sent = { ...aRequest, ...fields };
  await request(t.app).post('/api/enrollment-requests').send(sent).expect(201);
  later();
  const row = await t.db
    .selectFrom('enrollment_requests')
    .select('id')
    .where('parent_email', '=', sent.parentEmail.toLowerCase())
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

const aFamily = {
  parentName: 'Ada Parent',
  parentEmail: 'ada@example.org',
  parentPhone: '(510) 555-0123',
  studentName: 'Kid Lovelace',
  studentGrade: '6th',
  message: 'Any weekday works.',
  interestedInFutureCamps: true,
};

async function joinWaitlist(path: string, fields: Partial<typeof aFamily> = {}) {
  await request(t.app)
    .post(`/api${path}/express-interest`)
    .send({ ...aFamily, ...fields })
    .expect(201);
  later();
}

const courseIdOf = async (name: string) =>
  (await t.db.selectFrom('courses').select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

// ---- Reading what staff see ----

/** The rows of the list's table, as the text a reader sees, in page order. */
const rowsOf = (html: string) =>
  [...html.matchAll(/<tbody>(.*?)<\/tbody>/gs)].flatMap((m) => [...m[1]!.matchAll(/<tr\b.*?<\/tr>/gs)].map((r) => textOf(r[0])));
const rowOf = (html: string, id: string) => new RegExp(`<tr id="${id}">.*?</tr>`, 's').exec(html)?.[0] ?? '';
const decode = (value: string) => value.replaceAll('&amp;', '&').replaceAll('&quot;', '"').replaceAll('&#x27;', "'");
const csvOf = (text: string): string[][] => parse(text, { bom: true });
/** A CSV's rows as objects by header. */
const recordsOf = (text: string) => parse<Record<string, string>>(text, { bom: true, columns: true });

const auditOf = (type: string, id: number) =>
  t.db
    .selectFrom('audit_log')
    .selectAll()
    .where('record_type', '=', type)
    .where('record_id', '=', String(id))
    .orderBy('id')
    .execute();

const lists = ['/admin/messages', '/admin/enrollment-requests', '/admin/waitlist'];

describe('who may see the lists', () => {
  it.each(lists)('%s is shown to the signed-in owner, never stored by a cache', async (path) => {
    const res = await staff.get(path);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toMatch(/HX-Request/);
    expect(res.text).toMatch(/<meta name="robots" content="noindex/);
    expect(res.text).toContain('aria-current="page"');
  });

  it.each([
    '/admin/messages?q=&status=&sort=received&dir=desc',
    '/admin/enrollment-requests.csv?q=&status=&sort=&dir=&page=',
    '/admin/waitlist?q=&list=&course=&level=&sort=list&dir=asc',
  ])('reads a toolbar sent with every filter blank as no filter: %s', async (path) => {
    expect((await staff.get(path)).status).toBe(200);
  });

  it.each([...lists, ...lists.map((path) => `${path}.csv`)])('%s sends anonymous visitors to the sign-in page', async (path) => {
    const res = await request(t.app).get(path);
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/admin/login?next=${encodeURIComponent(path)}`);
  });

  it('refuses an anonymous mark, and nothing changes', async () => {
    const id = await sendMessage();
    for (const path of [`/admin/messages/${id}/handled`, `/admin/enrollment-requests/${id}/handled`]) {
      const res = await request(t.app).post(path).type('form').send('handled=1');
      expect(res.status).toBe(303);
      expect(res.headers.location).toBe('/admin/login');
    }
    const row = await t.db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.handled_at).toBeNull();
  });
});

describe('/admin/messages', () => {
  it('shows a message sent through the contact form with every field, kept as typed, and a Reply that opens a mail client', async () => {
    const id = await sendMessage();
    const res = await staff.get('/admin/messages');
    expect(h1Of(res.text)).toBe('Messages');
    const row = rowOf(res.text, `message-${id}`);
    const text = textOf(row);
    for (const value of ['Dana Parent', 'dana@example.org', '(408) 555-0100', 'Scholarship', 'Not handled', 'Mark Handled']) {
      expect(text).toContain(value);
    }
    expect(text).toContain('Nov 22, 2026');
    // Line breaks are kept in the markup (the cell shows them, pre-wrap).
    expect(row).toContain('Is there a scholarship for the spring cohort?\nThank you &amp; see you soon.');

    const href = decode(/href="(mailto:[^"]*\?subject=[^"]*)"/.exec(row)?.[1] ?? '');
    expect(href).not.toMatch(/[\s<>"]/);
    const mailto = new URL(href);
    expect(mailto.protocol).toBe('mailto:');
    expect(mailto.pathname).toBe('dana@example.org');
    expect(href).toContain('?subject=Re%3A%20Scholarship&body=');
    expect(mailto.searchParams.get('subject')).toBe('Re: Scholarship');
    expect(mailto.searchParams.get('body')).toBe(
      '\r\n\r\nDana Parent wrote:\r\n> Is there a scholarship for the spring cohort?\r\n> Thank you & see you soon.',
    );
    // The & in the message cannot end the body early: it travels as %26.
    expect(href).toContain('Thank%20you%20%26%20see%20you%20soon.');
  });

  it('lists newest first; sorts by name and subject; the URL is the state', async () => {
    await sendMessage({ name: 'Alice Early', email: 'alice@example.org', subject: 'schedule' });
    await sendMessage({ name: 'Carol Middle', email: 'carol@example.org', subject: 'enrollment' });
    await sendMessage({ name: 'Bob Late', email: 'bob@example.org', subject: 'programs' });
    const names = (html: string) => rowsOf(html).map((row) => /Alice Early|Bob Late|Carol Middle/.exec(row)?.[0]);

    const newest = await staff.get('/admin/messages');
    expect(names(newest.text)).toEqual(['Bob Late', 'Carol Middle', 'Alice Early']);
    // The Received heading is the current sort; From sorts A to Z.
    expect(newest.text).toMatch(
      /<th scope="col" aria-sort="descending"><a class="sort-link" href="\/admin\/messages\?sort=received&amp;dir=asc">Received/,
    );
    expect(newest.text).toContain('href="/admin/messages?sort=name&amp;dir=asc"');

    expect(names((await staff.get('/admin/messages?sort=received&dir=asc')).text)).toEqual([
      'Alice Early',
      'Carol Middle',
      'Bob Late',
    ]);
    expect(names((await staff.get('/admin/messages?sort=name&dir=asc')).text)).toEqual([
      'Alice Early',
      'Bob Late',
      'Carol Middle',
    ]);
    expect(names((await staff.get('/admin/messages?sort=name&dir=desc')).text)).toEqual([
      'Carol Middle',
      'Bob Late',
      'Alice Early',
    ]);
    expect(names((await staff.get('/admin/messages?sort=subject&dir=asc')).text)).toEqual([
      'Carol Middle',
      'Bob Late',
      'Alice Early',
    ]);
  });

  it('searches name, email, phone and message text, a typed % as itself', async () => {
    await sendMessage({ name: 'Alice Early', email: 'alice@example.org', message: 'Do you teach Python to 100% beginners?' });
    await sendMessage({
      name: 'Bob Late',
      email: 'bob@example.org',
      phone: '(650) 555-0177',
      message: 'Where do you park on Saturdays?',
    });
    const found = async (q: string) =>
      rowsOf((await staff.get(`/admin/messages?q=${encodeURIComponent(q)}`)).text).map((row) => /Alice|Bob/.exec(row)?.[0]);
    expect(await found('alice')).toEqual(['Alice']);
    expect(await found('BOB@EXAMPLE')).toEqual(['Bob']);
    expect(await found('650')).toEqual(['Bob']);
    expect(await found('park on')).toEqual(['Bob']);
    expect(await found('100%')).toEqual(['Alice']);
    expect(await found('0% b')).toEqual(['Alice']);
    expect(await found('1_0')).toEqual([]);
    const none = await staff.get('/admin/messages?q=nobody');
    expect(textOf(none.text)).toContain('No message matches this search and filter.');
    // The search stays in the box, the sort rides along, and the CSV link carries the same query.
    expect(none.text).toMatch(
      /<input id="admin-messages-search" type="search" name="q" maxLength="100" value="nobody"\/>|name="q"[^>]*value="nobody"/,
    );
    expect(none.text).toContain('href="/admin/messages.csv?q=nobody&amp;sort=received&amp;dir=desc"');
  });

  it('pages by 50, and the CSV holds every page', async () => {
    await t.db
      .insertInto('contact_messages')
      .values(
        Array.from({ length: 53 }, (_, i) => ({
          name: `Parent ${String(i).padStart(2, '0')}`,
          email: `parent${i}@example.org`,
          phone: '4085550100',
          subject: 'other',
          message: 'A question about the program.',
          created_at: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(),
        })),
      )
      .execute();
    const first = await staff.get('/admin/messages?sort=name&dir=asc');
    expect(rowsOf(first.text)).toHaveLength(50);
    expect(first.text).toContain('href="/admin/messages?sort=name&amp;dir=asc&amp;page=2" rel="next"');
    const second = await staff.get('/admin/messages?sort=name&dir=asc&page=2');
    expect(rowsOf(second.text).map((row) => /Parent \d\d/.exec(row)?.[0])).toEqual(['Parent 50', 'Parent 51', 'Parent 52']);
    expect(second.text).toContain('rel="prev"');
    expect(recordsOf((await staff.get('/admin/messages.csv?sort=name&dir=asc')).text)).toHaveLength(53);
  });

  it.each([
    ['?status=maybe', 'status'],
    ['?status=handled&status=unhandled', 'status'],
    ['?sort=password', 'sort'],
    ['?dir=sideways', 'dir'],
    ['?page=0', 'page'],
    ['?page=two', 'page'],
    [`?q=${'x'.repeat(101)}`, 'q'],
  ])('answers a bad query %s with a 400 page that names it', async (query, name) => {
    for (const path of [
      '/admin/messages',
      '/admin/messages.csv',
      '/admin/enrollment-requests',
      '/admin/enrollment-requests.csv',
    ]) {
      const res = await staff.get(`${path}${query}`);
      expect(res.status, path).toBe(400);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(textOf(res.text)).toContain(`"${name}"`);
    }
  });
});

describe('marking a message handled', () => {
  const mark = (id: number | string, fields: Record<string, string>, agent = staff) =>
    agent.post(`/admin/messages/${id}/handled`).type('form').send(new URLSearchParams(fields).toString());

  it('without JavaScript: 303 back to the same list query; the row then says who handled it; one audit row', async () => {
    const other = await sendMessage({ name: 'Bob Waiting', email: 'bob@example.org' });
    const id = await sendMessage();
    const dashboard = async () => textOf((await staff.get('/admin')).text);
    expect(await dashboard()).toContain('2 messages not handled');

    const list = await staff.get('/admin/messages?status=unhandled&q=parent');
    const row = rowOf(list.text, `message-${id}`);
    expect(row).toContain(`action="/admin/messages/${id}/handled"`);
    // The form carries the list as shown, and htmx swaps the answer in for the row.
    expect(row).toContain(
      '<input type="hidden" name="back" value="/admin/messages?q=parent&amp;sort=received&amp;dir=desc&amp;status=unhandled"/>',
    );
    expect(row).toMatch(/hx-post="\/admin\/messages\/\d+\/handled" hx-target="closest tr" hx-swap="outerHTML"/);

    const back = '/admin/messages?q=parent&sort=received&dir=desc&status=unhandled';
    const res = await mark(id, { handled: '1', back });
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(back);
    expect(((res.headers['set-cookie'] as unknown as string[]) ?? []).some((c) => c.startsWith('flash='))).toBe(true);

    const after = await staff.get(back);
    expect(textOf(after.text)).toContain('Message marked handled');
    expect(rowOf(after.text, `message-${id}`)).toBe('');
    expect(textOf(after.text)).toContain('No message matches this search and filter.');
    const handledRow = textOf(rowOf((await staff.get('/admin/messages?status=handled')).text, `message-${id}`));
    expect(handledRow).toContain(`Handled by ${ownerEmail}`);
    expect(handledRow).toContain('Mark Not Handled');
    expect(rowOf((await staff.get('/admin/messages?status=unhandled')).text, `message-${other}`)).not.toBe('');
    expect(await dashboard()).toContain('1 message not handled');

    const stored = await t.db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ handled_at: now.toISOString(), handled_by: ownerEmail });
    const audit = await auditOf('message', id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'message.handled', staff_email: ownerEmail, at: now.toISOString() });
    expect(JSON.parse(audit[0]!.before!)).toEqual({ handled_at: null, handled_by: null });
    expect(JSON.parse(audit[0]!.after!)).toEqual({ handled_at: now.toISOString(), handled_by: ownerEmail });

    later();
    expect((await mark(id, { handled: '0' })).headers.location).toBe('/admin/messages');
    const undone = await auditOf('message', id);
    expect(undone.map((entry) => entry.action)).toEqual(['message.handled', 'message.unhandled']);
    expect(JSON.parse(undone[1]!.before!)).toEqual({ handled_at: stored.handled_at, handled_by: ownerEmail });
    expect(JSON.parse(undone[1]!.after!)).toEqual({ handled_at: null, handled_by: null });
    expect(await dashboard()).toContain('2 messages not handled');
  });

  it('with htmx: the updated row as a fragment, and a toast', async () => {
    const id = await sendMessage();
    const back = '/admin/messages?sort=name&dir=asc&page=1';
    const res = await hx(mark(id, { handled: '1', back }));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.vary).toMatch(/HX-Request/);
    expect(res.text).toMatch(new RegExp(`^<tr id="message-${id}">`));
    expect(res.text).not.toContain('<html');
    expect(textOf(res.text)).toContain(`Handled by ${ownerEmail}`);
    expect(res.text).toContain(`name="back" value="${back.replaceAll('&', '&amp;')}"`);
    expect(JSON.parse(res.headers['hx-trigger']!)).toEqual({
      toast: { target: 'body', title: 'Message marked handled', variant: 'success' },
    });

    // Again: nothing to change, said so, no second audit row.
    const again = await hx(mark(id, { handled: '1' }));
    expect(again.status).toBe(200);
    expect(JSON.parse(again.headers['hx-trigger']!).toast.title).toBe('Message was already handled');
    expect(await auditOf('message', id)).toHaveLength(1);
  });

  it('a double click makes one change and one audit row', async () => {
    const id = await sendMessage();
    const second = request.agent(t.app);
    await signInAs(second, ownerEmail, password).expect(303);
    const answers = await Promise.all([
      mark(id, { handled: '1' }),
      mark(id, { handled: '1' }, second),
      mark(id, { handled: '1' }),
    ]);
    expect(answers.map((res) => res.status)).toEqual([303, 303, 303]);
    expect(await auditOf('message', id)).toHaveLength(1);
  });

  it('answers 404 for an unknown message, 400 for a bad form, and returns only to its own list', async () => {
    const id = await sendMessage();
    expect((await mark(999_999, { handled: '1' })).status).toBe(404);
    expect((await mark('abc', { handled: '1' })).status).toBe(404);
    const hxMissing = await hx(mark(999_999, { handled: '1' }));
    expect(hxMissing.status).toBe(404);
    expect(JSON.parse(hxMissing.headers['hx-trigger']!).toast.description).toBe('Message not found');
    for (const handled of ['2', '', 'yes']) expect((await mark(id, { handled })).status, handled).toBe(400);
    expect((await staff.post(`/admin/messages/${id}/handled`)).status).toBe(400);
    for (const back of [
      'https://evil.example/admin/messages',
      '//evil.example/admin/messages',
      '/admin/messages/../outbox',
      '/admin/messagesx',
      '/admin/enrollment-requests',
      '/admin/messages?q=a#top',
      '/admin/messages?q=a\r\nSet-Cookie: x=1',
    ]) {
      later();
      const res = await mark(id, { handled: '0', back });
      expect(res.headers.location, back).toBe('/admin/messages');
    }
    expect(await auditOf('message', id)).toHaveLength(0);
  });
});

describe('/admin/enrollment-requests', () => {
  it('shows a request sent through the wizard with every answer in words, and a Reply', async () => {
    const id = await sendRequest();
    const res = await staff.get('/admin/enrollment-requests');
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe('Enrollment Requests');
    const row = rowOf(res.text, `request-${id}`);
    const text = textOf(row);
    for (const answer of [
      'Margaret Hamilton',
      'margaret@example.org',
      '(408) 555-0150',
      'Lauren',
      '12 years old',
      '7th Grade',
      'Middle School Program',
      'East Bay Campus (Fremont)',
      'Saturday Morning (9 AM-12 PM)',
      'Beginner (some exposure)',
      'Game Development, Robotics',
      'She loves space games, and "robots".',
      'Not handled',
    ]) {
      expect(text).toContain(answer);
    }
    const mailto = new URL(decode(/href="(mailto:[^"]*\?subject=[^"]*)"/.exec(row)?.[1] ?? ''));
    expect(mailto.pathname).toBe('margaret@example.org');
    expect(mailto.searchParams.get('subject')).toBe("Re: We received Lauren's application");
    expect(mailto.searchParams.get('body')).toContain(
      'Margaret Hamilton wrote:\r\n> Student Name: Lauren (12 years old, 7th Grade)\r\n',
    );
  });

  it('searches, filters and sorts', async () => {
    const first = await sendRequest({ parentName: 'Alice Parent', parentEmail: 'alice@example.org', studentName: 'Zed' });
    await sendRequest({ parentName: 'Bob Parent', parentEmail: 'bob@example.org', studentName: 'Amy', program: 'summer-camp' });
    const parents = async (query: string) =>
      rowsOf((await staff.get(`/admin/enrollment-requests${query}`)).text).map((row) => /Alice|Bob/.exec(row)?.[0]);
    expect(await parents('')).toEqual(['Bob', 'Alice']);
    expect(await parents('?sort=student&dir=asc')).toEqual(['Bob', 'Alice']);
    expect(await parents('?sort=parent&dir=asc')).toEqual(['Alice', 'Bob']);
    expect(await parents('?sort=program&dir=desc')).toEqual(['Bob', 'Alice']);
    expect(await parents('?q=zed')).toEqual(['Alice']);
    expect(await parents('?q=ROBOTS')).toEqual(['Alice', 'Bob'].reverse());

    await staff.post(`/admin/enrollment-requests/${first}/handled`).type('form').send('handled=1').expect(303);
    expect(await parents('?status=handled')).toEqual(['Alice']);
    expect(await parents('?status=unhandled')).toEqual(['Bob']);
    expect(textOf((await staff.get('/admin')).text)).toContain('1 enrollment request not handled');
  });

  it('marks a request handled with htmx (the row) and without (303 back), one audit row each way', async () => {
    const id = await sendRequest();
    const res = await hx(staff.post(`/admin/enrollment-requests/${id}/handled`).type('form').send('handled=1'));
    expect(res.status).toBe(200);
    expect(res.text).toMatch(new RegExp(`^<tr id="request-${id}">`));
    expect(textOf(res.text)).toContain('Lauren');
    expect(JSON.parse(res.headers['hx-trigger']!).toast.title).toBe('Request marked handled');
    later();
    const back = '/admin/enrollment-requests?status=handled';
    const plain = await staff
      .post(`/admin/enrollment-requests/${id}/handled`)
      .type('form')
      .send(new URLSearchParams({ handled: '0', back }).toString());
    expect(plain.status).toBe(303);
    expect(plain.headers.location).toBe(back);
    const audit = await auditOf('request', id);
    expect(audit.map((entry) => entry.action)).toEqual(['request.handled', 'request.unhandled']);
    expect(JSON.parse(audit[0]!.after!)).toMatchObject({ handled_by: ownerEmail });
    // The log reads it in words and the Bay Area's time, not "handled_at: null" and UTC.
    const log = textOf((await staff.get(`/admin/audit?record=request:${id}`)).text);
    expect(log).toMatch(/Request: handled .*handled at: \w{3} \d+, \d{4}, \d+:\d{2} [AP]M P[SD]T/);
    expect(log).toContain('handled at: —');
    expect(log).not.toMatch(/handled_at|null|\d{4}-\d{2}-\d{2}T/);
    expect((await staff.post('/admin/enrollment-requests/424242/handled').type('form').send('handled=1')).status).toBe(404);
  });
});

describe('the CSV downloads', () => {
  it('/admin/messages.csv: a header row, every field, awkward text whole, formulas defused, the filter applied', async () => {
    const tricky = await sendMessage({
      name: '=HYPERLINK("http://x")',
      email: 'tricky@example.org',
      phone: '+1-555-555-0100',
      message: 'Two things, "quoted":\nfirst, a comma\nsecond; a semicolon',
    });
    const plain = await sendMessage({ name: 'José Núñez', email: 'jose@example.org' });
    await staff.post(`/admin/messages/${plain}/handled`).type('form').send('handled=1').expect(303);

    const res = await staff.get('/admin/messages.csv');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename=messages-2026-11-22.csv');
    expect(res.headers['cache-control']).toBe('no-store');
    const [header, ...rows] = csvOf(res.text);
    expect(header).toEqual(['ID', 'Received', 'Your Name', 'Email', 'Phone', 'Subject', 'Message', 'Handled at', 'Handled by']);
    expect(rows).toHaveLength(2);
    const byId = new Map(recordsOf(res.text).map((record) => [Number(record.ID), record]));
    expect(byId.get(tricky)).toMatchObject({
      'Your Name': `'=HYPERLINK("http://x")`,
      Email: 'tricky@example.org',
      Phone: "'+1-555-555-0100",
      Subject: 'Scholarship',
      Message: 'Two things, "quoted":\nfirst, a comma\nsecond; a semicolon',
      'Handled at': '',
      'Handled by': '',
    });
    expect(byId.get(plain)).toMatchObject({ 'Your Name': 'José Núñez', 'Handled by': ownerEmail });
    expect(byId.get(plain)!['Handled at']).toMatch(/^2026-11-22T/);

    const handled = recordsOf((await staff.get('/admin/messages.csv?status=handled')).text);
    expect(handled.map((record) => Number(record.ID))).toEqual([plain]);
    const searched = recordsOf((await staff.get('/admin/messages.csv?q=semicolon')).text);
    expect(searched.map((record) => Number(record.ID))).toEqual([tricky]);

    // The list's toolbar links to this file with the list's own query.
    expect((await staff.get('/admin/messages?status=handled')).text).toContain(
      'href="/admin/messages.csv?sort=received&amp;dir=desc&amp;status=handled" download=""',
    );
  });

  it('/admin/enrollment-requests.csv: every wizard answer, interests joined by "; ", handled columns', async () => {
    const id = await sendRequest();
    await sendRequest({
      parentName: '@Other Parent',
      parentEmail: 'other@example.org',
      interests: ['Data Science'],
      comments: '',
    });
    await staff.post(`/admin/enrollment-requests/${id}/handled`).type('form').send('handled=1').expect(303);

    const res = await staff.get('/admin/enrollment-requests.csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename=enrollment-requests-2026-11-22.csv');
    const [header] = csvOf(res.text);
    expect(header).toEqual([
      'ID',
      'Received',
      'Parent Name',
      'Parent Email',
      'Parent Phone',
      'Student Name',
      'Student Age',
      'Grade Level',
      'Program',
      'Location',
      'Preferred Schedule',
      'Coding Experience',
      'Interests',
      'Comments or questions',
      'Handled at',
      'Handled by',
    ]);
    const records = recordsOf(res.text);
    expect(records).toHaveLength(2);
    expect(records.find((record) => Number(record.ID) === id)).toEqual({
      ID: String(id),
      Received: expect.stringMatching(/^2026-11-22T/),
      'Parent Name': 'Margaret Hamilton',
      'Parent Email': 'margaret@example.org',
      'Parent Phone': '(408) 555-0150',
      'Student Name': 'Lauren',
      'Student Age': '12',
      'Grade Level': '7th Grade',
      Program: 'Middle School Program',
      Location: 'East Bay Campus (Fremont)',
      'Preferred Schedule': 'Saturday Morning (9 AM-12 PM)',
      'Coding Experience': 'Beginner (some exposure)',
      Interests: 'Game Development; Robotics',
      'Comments or questions': 'She loves space games,\nand "robots".',
      'Handled at': expect.stringMatching(/^2026-11-22T/),
      'Handled by': ownerEmail,
    });
    expect(records.find((record) => Number(record.ID) !== id)).toMatchObject({
      'Parent Name': "'@Other Parent",
      Interests: 'Data Science',
    });
    expect(recordsOf((await staff.get('/admin/enrollment-requests.csv?status=unhandled')).text)).toHaveLength(1);
  });
});

describe('/admin/waitlist', () => {
  async function threeLists() {
    const winter = await courseIdOf('Vibe Coding Beginner: Winter Weekends');
    const studio = await courseIdOf('Vibe Coding Advanced: South Bay Studio');
    await joinWaitlist(`/courses/${winter}`, { parentName: 'First Winter', parentEmail: 'first@example.org' });
    await joinWaitlist(`/courses/${studio}`, {
      parentName: 'Only Studio',
      parentEmail: 'studio@example.org',
      interestedInFutureCamps: false,
    });
    await joinWaitlist(`/courses/${winter}`, {
      parentName: 'Second Winter',
      parentEmail: 'second@example.org',
      message: 'Saturdays, please',
    });
    await joinWaitlist('/levels/intermediate', {
      parentName: 'Level Waiter',
      parentEmail: 'level@example.org',
      studentGrade: '',
    });
    return { winter, studio };
  }
  const parentsIn = (html: string) =>
    rowsOf(html).map((row) => /First Winter|Second Winter|Only Studio|Level Waiter/.exec(row)?.[0]);

  it('shows every family, cohort lists then level lists, each line in order, with every field', async () => {
    const { winter } = await threeLists();
    const res = await staff.get('/admin/waitlist');
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe('Waitlist');
    expect(parentsIn(res.text)).toEqual(['Only Studio', 'First Winter', 'Second Winter', 'Level Waiter']);
    const rows = rowsOf(res.text);
    expect(rows[2]).toContain(
      'Vibe Coding Beginner: Winter Weekends Beginner 2 Second Winter ada@example.org'.replace('ada', 'second'),
    );
    for (const value of ['(510) 555-0123', 'Kid Lovelace', 'Grade: 6th', 'Saturdays, please', 'Yes', 'Nov 22, 2026']) {
      expect(rows[2]).toContain(value);
    }
    expect(rows[0]).toMatch(/ No /);
    expect(rows[3]).toContain('Intermediate level (no cohort yet)');
    expect(rows[3]).toMatch(/\(no cohort yet\) 1 Level Waiter/);
    expect(res.text).toContain(`href="/admin/courses/${winter}"`);
  });

  it('filters by kind of list, cohort and level, searches and sorts; the URL is the state', async () => {
    const { winter } = await threeLists();
    const parents = async (query: string) => parentsIn((await staff.get(`/admin/waitlist${query}`)).text);
    expect(await parents('?list=level')).toEqual(['Level Waiter']);
    expect(await parents('?list=course')).toEqual(['Only Studio', 'First Winter', 'Second Winter']);
    expect(await parents(`?course=${winter}`)).toEqual(['First Winter', 'Second Winter']);
    expect(await parents(`?course=${winter}&list=level`)).toEqual([]);
    expect(await parents('?level=beginner')).toEqual(['First Winter', 'Second Winter']);
    expect(await parents('?level=intermediate')).toEqual(['Level Waiter']);
    expect(await parents('?q=saturdays')).toEqual(['Second Winter']);
    expect(await parents('?q=studio@')).toEqual(['Only Studio']);
    expect(await parents('?sort=joined&dir=desc')).toEqual(['Level Waiter', 'Second Winter', 'Only Studio', 'First Winter']);
    expect(await parents('?sort=parent&dir=asc')).toEqual(['First Winter', 'Level Waiter', 'Only Studio', 'Second Winter']);
    const page = await staff.get(`/admin/waitlist?course=${winter}&q=winter`);
    expect(page.text).toContain(`<option value="${winter}" selected="">Vibe Coding Beginner: Winter Weekends</option>`);
    expect(page.text).toContain(`href="/admin/waitlist.csv?q=winter&amp;sort=list&amp;dir=asc&amp;course=${winter}"`);
    expect(textOf((await staff.get('/admin/waitlist?q=nobody')).text)).toContain('No family on the waitlist matches');
  });

  it('puts families in line order (a family moved to the front first), the id breaking ties', async () => {
    const winter = await courseIdOf('Vibe Coding Beginner: Winter Weekends');
    const entry = (name: string, lineOrder: number) => ({
      course_id: winter,
      course_name: 'Vibe Coding Beginner: Winter Weekends',
      parent_name: name,
      parent_email: `${name.toLowerCase().replace(' ', '.')}@example.org`,
      parent_phone: '4085550100',
      student_name: 'Kid',
      student_grade: null,
      message: null,
      interested_in_future_camps: 1,
      created_at: '2026-11-20T10:00:00.000Z',
      line_order: lineOrder,
    });
    for (const [name, lineOrder] of [
      ['Tied A', 5],
      ['Tied B', 5],
      ['Earliest Later', 1],
    ] as const) {
      await t.db.insertInto('waitlist_entries').values(entry(name, lineOrder)).execute();
    }
    const rows = rowsOf((await staff.get(`/admin/waitlist?course=${winter}`)).text);
    expect(
      rows.map((row) => /Winter Weekends Beginner (\d) (Tied A|Tied B|Earliest Later)/.exec(row)?.slice(1).join(' ')),
    ).toEqual(['1 Earliest Later', '2 Tied A', '3 Tied B']);
    const csv = recordsOf((await staff.get(`/admin/waitlist.csv?course=${winter}`)).text);
    expect(csv.map((record) => `${record['Place in line']} ${record['Parent Name']}`)).toEqual([
      '2 Tied A',
      '3 Tied B',
      '1 Earliest Later',
    ]);
  });

  it('/admin/waitlist.csv holds every field of every entry, with the same filters', async () => {
    const { studio } = await threeLists();
    const res = await staff.get('/admin/waitlist.csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename=waitlist-2026-11-22.csv');
    const [header] = csvOf(res.text);
    expect(header).toEqual([
      'List',
      'Waiting for',
      'Cohort ID',
      'Level',
      'Place in line',
      'State',
      'Parent Name',
      'Parent Email',
      'Parent Phone',
      'Student Name',
      'Student Grade',
      'Message',
      'Interested in future camps',
      'Joined at',
      'Entry ID',
    ]);
    const records = recordsOf(res.text);
    expect(records.map((record) => record['Parent Name'])).toEqual([
      'First Winter',
      'Only Studio',
      'Second Winter',
      'Level Waiter',
    ]);
    expect(records[1]).toMatchObject({
      List: 'Cohort',
      'Waiting for': 'Vibe Coding Advanced: South Bay Studio',
      'Cohort ID': String(studio),
      Level: 'Advanced',
      'Place in line': '1',
      State: 'Waiting',
      'Parent Email': 'studio@example.org',
      'Parent Phone': '(510) 555-0123',
      'Student Name': 'Kid Lovelace',
      'Student Grade': '6th',
      Message: 'Any weekday works.',
      'Interested in future camps': 'No',
      'Joined at': expect.stringMatching(/^2026-11-2\dT/),
    });
    expect(records[2]).toMatchObject({ 'Place in line': '2', 'Interested in future camps': 'Yes' });
    expect(records[3]).toMatchObject({
      List: 'Level',
      'Waiting for': 'Intermediate level (no cohort yet)',
      'Cohort ID': '',
      Level: 'Intermediate',
      'Student Grade': '',
    });
    expect(recordsOf((await staff.get('/admin/waitlist.csv?list=level')).text).map((record) => record['Parent Name'])).toEqual([
      'Level Waiter',
    ]);
    expect(recordsOf((await staff.get('/admin/waitlist.csv?q=saturdays')).text).map((record) => record['Parent Name'])).toEqual([
      'Second Winter',
    ]);
  });

  it.each(['?list=queue', '?course=abc', '?course=0', '?level=expert', '?sort=position'])(
    'answers %s with a 400 page',
    async (query) => {
      for (const path of ['/admin/waitlist', '/admin/waitlist.csv']) {
        const res = await staff.get(`${path}${query}`);
        expect(res.status, path).toBe(400);
        expect(textOf(res.text)).toMatch(/This list cannot show "(list|course|level|sort)" as asked/);
      }
    },
  );
});
