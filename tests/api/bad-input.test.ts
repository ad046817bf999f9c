import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { h1Of, textOf } from '../helpers/html.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const soldOut = async () =>
  (
    await t.db
      .selectFrom('courses')
      .select('id')
      .where('name', '=', 'Vibe Coding Beginner: East Bay Sundays')
      .executeTakeFirstOrThrow()
  ).id;
const valid = {
  parentName: 'Dana Parent',
  parentEmail: 'dana@example.org',
  parentPhone: '(408) 555-0100',
  studentName: 'Sam',
};

describe('malformed addresses', () => {
  it('answer 400 with a clear message, as JSON under /api and as a page elsewhere', async () => {
    const api = await request(t.app).get('/api/courses/%zz');
    expect(api.status).toBe(400);
    expect(api.body).toEqual({ error: 'The address is malformed (bad percent-encoding)' });
    for (const path of ['/courses/%zz/express-interest', '/blog/%zz', '/blog/ok/%E0%A4%A']) {
      const page = await request(t.app).get(path);
      expect(page.status, path).toBe(400);
      expect(h1Of(page.text)).toBe('We could not read that request');
      expect(textOf(page.text)).toContain('The address is malformed (bad percent-encoding)');
    }
    expect((await request(t.app).post('/courses/%zz/express-interest').type('form').send('a=b')).status).toBe(400);
  });

  it('a missing /build file (an asset name from an older deploy) answers 404', async () => {
    const res = await request(t.app).get('/build/layout-OLDHASH.js');
    expect(res.status).toBe(404);
    expect(h1Of(res.text)).toBe('Oops! Page not found');
  });
});

describe('text fields', () => {
  it.each([
    ['parentName', 'Dana\u0000Parent', 'Must not contain control characters'],
    ['parentName', 'Dana\nParent', 'Must not contain control characters'],
    ['studentName', 'Sam\u001b[31m', 'Must not contain control characters'],
    ['parentName', 'Dana \ud800', 'Invalid characters'],
    // Invisible formatting that makes a name read differently from what is stored.
    ['parentName', 'Dana \u202Etnerap', 'Must not contain control characters'],
    ['studentName', 'Sam\u2066x\u2069', 'Must not contain control characters'],
    ['parentName', 'Da\u200Bna', 'Must not contain control characters'],
    ['parentName', '\uFEFFDana', 'Must not contain control characters'],
    ['parentName', 'Dana\u2028Parent', 'Must not contain control characters'],
    ['studentName', 'Sam\u2029', 'Must not contain control characters'],
    ['studentName', 'Sam\u0085Lee', 'Must not contain control characters'],
    ['message', 'Hello\u202Ethere', 'Must not contain control characters'],
    ['message', 'Line one\u2028Line two', 'Must not contain control characters'],
    ['parentPhone', '(555) 01-0 x', 'Phone number must be at least 10 digits'],
    ['parentPhone', '555-0100-ab', 'Phone number must be at least 10 digits'],
    ['parentPhone', '----------', 'Phone number must be at least 10 digits'],
  ])('refuse %s = %j with "%s"', async (field, value, message) => {
    const res = await request(t.app)
      .post(`/api/courses/${await soldOut()}/express-interest`)
      .send({ ...valid, [field]: value });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
  });

  it('keep the joiners that names and emoji need (ZWNJ in Persian, ZWJ in a family emoji)', async () => {
    const id = await soldOut();
    for (const studentName of [
      '\u0645\u06CC\u200C\u0631\u0648\u062F',
      'Sam \u{1F468}\u200D\u{1F469}\u200D\u{1F467}',
      'Zoë Ñúñez',
    ]) {
      const res = await request(t.app)
        .post(`/api/courses/${id}/express-interest`)
        .send({ ...valid, parentEmail: `joiner-${studentName.length}@example.org`, studentName });
      expect(res.status, studentName).toBe(201);
    }
  });

  it('keep line breaks where a message is multi-line, and accept phones written the usual ways', async () => {
    const id = await soldOut();
    for (const parentPhone of ['+1 408 555 0100', '408.555.0100', '(408) 555-0100 ext. 12']) {
      const res = await request(t.app)
        .post(`/api/courses/${id}/express-interest`)
        .send({ ...valid, parentPhone, message: 'Line one\r\nLine two\tindented' });
      expect(res.status, parentPhone).toBe(201);
    }
    const row = await t.db
      .selectFrom('waitlist_entries')
      .selectAll()
      .where('course_id', '=', id)
      .where('parent_email', '=', valid.parentEmail)
      .executeTakeFirstOrThrow();
    expect(row.message).toBe('Line one\nLine two\tindented');
  });
});

describe('a checkbox reads the same from JSON and from a form', () => {
  it.each([
    ['JSON true to the form route', true, 1],
    ['JSON false to the form route', false, 0],
  ])('%s', async (_, interested, stored) => {
    const id = await soldOut();
    const email = `json-${String(interested)}@example.org`;
    const res = await request(t.app)
      .post(`/courses/${id}/express-interest`)
      .send({ ...valid, parentEmail: email, interestedInFutureCamps: interested });
    expect(res.status).toBe(303);
    const row = await t.db.selectFrom('waitlist_entries').selectAll().where('parent_email', '=', email).executeTakeFirstOrThrow();
    expect(row.interested_in_future_camps).toBe(stored);
  });

  it('the JSON API refuses a value that is not a yes or a no', async () => {
    const res = await request(t.app)
      .post(`/api/courses/${await soldOut()}/express-interest`)
      .send({ ...valid, interestedInFutureCamps: 'maybe' });
    expect(res.status).toBe(400);
    expect(res.body.fields.interestedInFutureCamps).toBe('Invalid input');
  });
});

describe('no hostile request gets a 5xx', () => {
  it('answers every request of the attack list below 500', async () => {
    const id = await soldOut();
    const attempts: [string, () => request.Test][] = [
      [
        'bad JSON',
        () => request(t.app).post(`/api/courses/${id}/express-interest`).set('Content-Type', 'application/json').send('{"a":'),
      ],
      ['JSON array', () => request(t.app).post(`/api/courses/${id}/express-interest`).send([valid])],
      [
        'JSON null',
        () => request(t.app).post(`/api/courses/${id}/express-interest`).set('Content-Type', 'application/json').send('null'),
      ],
      [
        'huge body',
        () =>
          request(t.app)
            .post(`/api/courses/${id}/express-interest`)
            .send({ ...valid, message: 'x'.repeat(20_000) }),
      ],
      [
        'nested objects',
        () => request(t.app).post(`/courses/${id}/express-interest`).type('form').send('parentName[a]=1&parentName[b]=2'),
      ],
      [
        'repeated fields',
        () => request(t.app).post(`/courses/${id}/express-interest`).type('form').send('parentName=a&parentName=b&parentName=c'),
      ],
      [
        'many fields',
        () =>
          request(t.app)
            .post(`/courses/${id}/express-interest`)
            .type('form')
            .send(Array.from({ length: 200 }, (_, i) => `f${i}=1`).join('&')),
      ],
      [
        'object values',
        () =>
          request(t.app)
            .post(`/api/courses/${id}/express-interest`)
            .send({ parentName: { $gt: '' }, parentEmail: ['a'] }),
      ],
      [
        'unknown content type',
        () => request(t.app).post(`/courses/${id}/express-interest`).set('Content-Type', 'application/xml').send('<a/>'),
      ],
      ['validate with junk', () => request(t.app).post(`/courses/${id}/express-interest/validate`).type('form').send('%%%=%%%')],
      ['bad course ids', () => request(t.app).get('/api/courses/1e3')],
      ['id overflow', () => request(t.app).post('/api/courses/99999999999999999999/express-interest').send(valid)],
      ['level junk', () => request(t.app).get('/kids-vibe-coding?level[]=x&level=%zz')],
      ['query array', () => request(t.app).get('/kids-vibe-coding?level=a&level=b')],
      ['encoded slash slug', () => request(t.app).get('/blog/..%2F..%2Fetc%2Fpasswd')],
      ['long slug', () => request(t.app).get('/blog/' + 'a'.repeat(5000))],
      ['dot segments', () => request(t.app).get('/build/../../package.json')],
      ['unknown method', () => request(t.app).delete('/kids-vibe-coding')],
      ['forged flash', () => request(t.app).get('/faq').set('Cookie', 'flash=s%3AeyJ0aXRsZSI6IngifQ.forged')],
      ['broken cookie', () => request(t.app).get('/faq').set('Cookie', 'flash=%zz; =; ;;')],
    ];
    for (const [name, send] of attempts) {
      const res = await send();
      expect(res.status, name).toBeLessThan(500);
    }
  });
});
