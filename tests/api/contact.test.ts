import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { fieldValueOf, h1Of, linksOf, textOf } from '../helpers/html.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.deleteFrom('contact_messages').execute();
  // Every test is a client of its own: no test inherits another's rate-limit counts.
  await t.db.deleteFrom('rate_limit_hits').execute();
});

async function ownApp(): Promise<TestApp> {
  const app = await createTestApp();
  onTestFinished(() => app.close());
  return app;
}

const valid = {
  name: 'Dana Parent',
  email: 'Dana@Example.org',
  phone: '(408) 555-0100',
  subject: 'scholarship',
  message: 'Is there a scholarship for the spring cohort?\nThank you.',
};
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const hx = (r: request.Test) => r.set('HX-Request', 'true');
const messages = () => t.db.selectFrom('contact_messages').selectAll().execute();

describe('GET /contact', () => {
  it('shows the form next to the phones, email, both campuses and the hours', async () => {
    const res = await request(t.app).get('/contact');
    expect(res.status).toBe(200);
    expect(h1Of(res.text)).toBe('Contact Us');
    const text = textOf(res.text);
    for (const label of ['Your Name', 'Email', 'Phone', 'Subject', 'Message', 'Send Message']) expect(text).toContain(label);
    expect(text).toContain('Select a subject Enrollment Programs Schedule Scholarship Other');
    expect(res.text).toMatch(/<form[^>]*action="\/contact" method="post"/);
    for (const fact of ['Cupertino', 'Fremont', 'Mon-Fri 3PM-8PM', 'Sat-Sun 9AM-5PM', 'hello@example.org', '(408) 555-0142']) {
      expect(text).toContain(fact);
    }
  });

  it('offers quick answers under the form, each leading to a heading that is there', async () => {
    const page = (await request(t.app).get('/contact')).text;
    const quick = /<nav class="card contact-quick"[^>]*>(.*?)<\/nav>/s.exec(page)?.[1] ?? '';
    expect(textOf(quick)).toContain('Quick answers');
    const links = linksOf(quick);
    expect(links.map((link) => link.text)).toEqual([
      'Getting started',
      'Tools and safety',
      'In the classroom',
      'Cancellation policy',
      'Scholarships',
    ]);
    for (const link of links) {
      const [path, id] = link.href.split('#') as [string, string | undefined];
      const target = await request(t.app).get(path);
      expect(target.status, link.href).toBe(200);
      if (id) expect(target.text, link.href).toMatch(new RegExp(`id="${id}"[^>]*>`));
    }
  });
});

describe('the phone quick-actions bar', () => {
  it('is left out on the two form pages it leads to, the scholarship application and Express Interest, where it would cover the fields', async () => {
    const courses = await t.db.selectFrom('courses').select('id').execute();
    for (const path of ['/contact', '/enroll', '/scholarships/apply', `/courses/${courses[0]!.id}/express-interest`]) {
      expect((await request(t.app).get(path)).text, path).not.toContain('class="mobile-sticky-bar"');
    }
    expect((await request(t.app).get('/faq')).text).toContain('class="mobile-sticky-bar"');
  });
});

describe('POST /contact (the form, without JavaScript)', () => {
  it('re-renders the same page with every spec message and what was typed (422)', async () => {
    const res = await request(t.app)
      .post('/contact')
      .type('form')
      .send(form({ name: 'D', email: 'not-an-email', phone: '12345', subject: '', message: 'Too short' }));
    expect(res.status).toBe(422);
    expect(h1Of(res.text)).toBe('Contact Us');
    const text = textOf(res.text);
    expect(text).toContain('Name must be at least 2 characters');
    expect(text).toContain('Invalid email address');
    expect(text).toContain('Phone number must be at least 10 digits');
    expect(text).toContain('Please select a subject');
    expect(text).toContain('Message must be at least 10 characters');
    expect(fieldValueOf(res.text, 'email')).toBe('not-an-email');
    expect(fieldValueOf(res.text, 'message')).toBe('Too short');
    // Each message is tied to its field, and focus goes to the first.
    expect(res.text).toMatch(/<input[^>]*id="contact-name"[^>]*aria-invalid="true"[^>]*aria-describedby="contact-name-error"/);
    expect(res.text).toMatch(/<input[^>]*id="contact-name"[^>]*autofocus=""/);
    expect(res.text).toMatch(/<select[^>]*aria-describedby="contact-subject-error"/);
    expect(await messages()).toHaveLength(0);
  });

  it('keeps a chosen subject when another field is wrong', async () => {
    const res = await request(t.app)
      .post('/contact')
      .type('form')
      .send(form({ ...valid, phone: '' }));
    expect(res.status).toBe(422);
    expect(fieldValueOf(res.text, 'subject')).toBe('scholarship');
    expect(textOf(res.text)).not.toContain('Please select a subject');
  });

  it('stores the message with its time and comes back to an empty form with the toast (PRG)', async () => {
    const res = await request(t.app).post('/contact').type('form').send(form(valid));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/contact');
    const [row] = await messages();
    expect(row).toMatchObject({
      name: 'Dana Parent',
      email: 'dana@example.org',
      phone: '(408) 555-0100',
      subject: 'scholarship',
      message: 'Is there a scholarship for the spring cohort?\nThank you.',
      created_at: '2026-11-22T12:00:00.000Z',
    });
    const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('flash='))!;
    const page = await request(t.app).get('/contact').set('Cookie', cookie.split(';')[0]!);
    expect(textOf(page.text)).toContain("Message Sent! We'll get back to you within 24 hours.");
    expect(fieldValueOf(page.text, 'name')).toBe('');
  });

  it('pretends to accept a filled honeypot but stores nothing', async () => {
    const res = await request(t.app)
      .post('/contact')
      .type('form')
      .send(form({ ...valid, website: 'http://spam.example' }));
    expect(res.status).toBe(303);
    expect(await messages()).toHaveLength(0);
  });
});

describe('the form with htmx', () => {
  it('answers an invalid submit with 422 and the form alone, values kept', async () => {
    const res = await hx(
      request(t.app)
        .post('/contact')
        .type('form')
        .send(form({ ...valid, message: 'short' })),
    );
    expect(res.status).toBe(422);
    expect(res.text.startsWith('<form')).toBe(true);
    expect(textOf(res.text)).toContain('Message must be at least 10 characters');
    expect(fieldValueOf(res.text, 'name')).toBe('Dana Parent');
    // From now on, each change re-validates through the server.
    expect(res.text).toContain('hx-post="/contact/validate"');
  });

  it('answers a valid submit with an empty form and the Message Sent! toast', async () => {
    const res = await hx(request(t.app).post('/contact').type('form').send(form(valid)));
    expect(res.status).toBe(200);
    expect(JSON.parse(res.headers['hx-trigger'] as string).toast).toEqual({
      target: 'body',
      title: 'Message Sent!',
      description: "We'll get back to you within 24 hours.",
      variant: 'success',
    });
    expect(fieldValueOf(res.text, 'name')).toBe('');
    expect(res.text).not.toContain('hx-post="/contact/validate"');
    expect(await messages()).toHaveLength(1);
    // Under the form's heading, over its emptied fields, a line that stays when the toast fades:
    // to whom, and when to expect a reply (by the button, below the empty fields, it read as "did it go?").
    const sent = /<p class="form-sent"[^>]*>.*?<\/p>/s.exec(res.text)?.[0];
    expect(res.text.indexOf('class="form-sent"')).toBeLessThan(res.text.indexOf('name="name"'));
    expect(textOf(sent ?? '')).toBe(
      'Thanks, Dana: your message is with us, and we’ll reply to dana@example.org within 24 hours.',
    );
    // The next visit's form is empty again, without it.
    expect((await request(t.app).get('/contact')).text).not.toContain('form-sent');
  });

  it('re-validates on change without storing anything', async () => {
    const res = await hx(
      request(t.app)
        .post('/contact/validate')
        .type('form')
        .send(form({ ...valid, email: 'x@' })),
    );
    expect(res.status).toBe(200);
    expect(textOf(res.text)).toContain('Invalid email address');
    expect(textOf(res.text)).not.toContain('Name must be');
    expect(await messages()).toHaveLength(0);
  });

  it('keeps everything typed and says so when the message cannot be stored', async () => {
    const own = await ownApp();
    await own.db.schema.dropTable('contact_messages').execute();
    const res = await hx(request(own.app).post('/contact').type('form').send(form(valid)));
    expect(res.status).toBe(500);
    expect(JSON.parse(res.headers['hx-trigger'] as string).toast).toMatchObject({ title: 'Error', variant: 'destructive' });
    expect(fieldValueOf(res.text, 'message')).toBe(valid.message);
  });
});

describe('POST /api/contact', () => {
  it('stores a valid message (201)', async () => {
    const res = await request(t.app).post('/api/contact').send(valid);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ message: 'Message sent' });
    expect(await messages()).toHaveLength(1);
  });

  it.each([
    ['name', 'D', 'Name must be at least 2 characters'],
    ['email', 'nope', 'Invalid email address'],
    ['phone', '555-01', 'Phone number must be at least 10 digits'],
    ['subject', 'billing', 'Please select a subject'],
    ['message', '   hi   ', 'Message must be at least 10 characters'],
  ])('refuses %s = %j with "%s" (400)', async (field, value, message) => {
    const res = await request(t.app)
      .post('/api/contact')
      .send({ ...valid, [field]: value });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Invalid input', fields: { [field]: message } });
  });

  it('gives the generic "Required" for a missing field and 415 for a body that is not JSON', async () => {
    const { subject: _subject, ...rest } = valid;
    expect((await request(t.app).post('/api/contact').send(rest)).body.fields).toEqual({ subject: 'Please select a subject' });
    const { name: _name, ...noName } = valid;
    expect((await request(t.app).post('/api/contact').send(noName)).body.fields).toEqual({ name: 'Required' });
    expect((await request(t.app).post('/api/contact').type('form').send(form(valid))).status).toBe(415);
  });

  it('limits accepted messages per client (10 in 10 minutes), never counting refused ones', async () => {
    const own = await ownApp();
    for (let i = 0; i < 12; i += 1)
      await request(own.app)
        .post('/api/contact')
        .send({ ...valid, name: 'D' })
        .expect(400);
    for (let i = 0; i < 10; i += 1) await request(own.app).post('/api/contact').send(valid).expect(201);
    const refused = await request(own.app).post('/api/contact').send(valid);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    const page = await request(own.app).post('/contact').type('form').send(form(valid));
    expect(page.status).toBe(429);
  });

  it('refuses a post from another site (403)', async () => {
    const res = await request(t.app).post('/api/contact').set('Sec-Fetch-Site', 'cross-site').send(valid);
    expect(res.status).toBe(403);
    expect(await messages()).toHaveLength(0);
  });
});
