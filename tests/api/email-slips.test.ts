import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textOf } from '../helpers/html.ts';
import { insertCohort } from '../helpers/cohorts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { testEngine } from '../helpers/test-database.ts';

/**
 * "Did you mean ...?" on every public form that takes an address, as the checkout asks it:
 * a slipped domain ("gmial.con") is asked about once and nothing is stored; sent again as
 * it is, the address goes in as typed; "Use <the suggestion>" puts the suggestion in.
 */
let t: TestApp;
let cohort: number;
beforeAll(async () => {
  // Each post from a client of its own (X-Forwarded-For), so no rate limit is reached.
  t = await createTestApp({ config: { trustProxy: 1 } });
  cohort = await insertCohort(t.db, { name: 'Slip Summer Cohort', startDate: '2027-07-10' });
});
afterAll(() => t.close());

let client = 0;
const nextIp = () => `10.9.${(++client >> 8) & 255}.${client & 255}`;
const post = (path: string, fields: Record<string, string>) =>
  request(t.app).post(path).set('X-Forwarded-For', nextIp()).type('form').send(new URLSearchParams(fields).toString());

type SlipForm = {
  name: string;
  path: string;
  /** The form's field for the address and its id prefix. */
  field: string;
  idPrefix: string;
  fields: (who: string, address: string) => Record<string, string>;
  /** What the form says about where the address is used, and what to press if it is right. */
  question: string;
  /** The address stored for `who`, if anything was stored. */
  storedFor: (who: string) => Promise<string | undefined>;
};

const forms: SlipForm[] = [
  {
    name: 'the contact form',
    path: '/contact',
    field: 'email',
    idPrefix: 'contact',
    fields: (who, address) => ({
      name: who,
      email: address,
      phone: '(408) 555-0100',
      subject: 'programs',
      message: 'Which level fits a ten-year-old who has built a little in Scratch?',
    }),
    question: 'Did you mean ruth@gmail.com? Our reply goes to this address. If ruth@gmial.con is right, send it again.',
    storedFor: async (who) =>
      (await t.db.selectFrom('contact_messages').select('email').where('name', '=', who).executeTakeFirst())?.email,
  },
  {
    name: 'a level’s waitlist',
    path: '/levels/advanced/express-interest',
    field: 'parentEmail',
    idPrefix: 'waitlist',
    fields: (who, address) => ({ parentName: who, parentEmail: address, parentPhone: '4085550100', studentName: 'Sam' }),
    question:
      'Did you mean ruth@gmail.com? We write to this address when a seat opens. If ruth@gmial.con is right, submit again.',
    storedFor: async (who) =>
      (await t.db.selectFrom('level_waitlist_entries').select('parent_email').where('parent_name', '=', who).executeTakeFirst())
        ?.parent_email,
  },
  {
    name: 'the scholarship application',
    path: '/scholarships/apply',
    field: 'parentEmail',
    idPrefix: 'scholarship',
    fields: (who, address) => ({
      parentName: who,
      parentEmail: address,
      parentPhone: '(408) 555-0147',
      // A child of their own each: a second application for the same child and cohort is refused.
      studentName: `${who} Kid`,
      courseId: String(cohort),
      householdSize: '4',
      statement: 'Two of us work part time since the spring, and the full price is more than we can manage.',
    }),
    question: 'Did you mean ruth@gmail.com? Our answer goes to this address. If ruth@gmial.con is right, send it again.',
    storedFor: async (who) =>
      (await t.db.selectFrom('scholarship_applications').select('parent_email').where('parent_name', '=', who).executeTakeFirst())
        ?.parent_email,
  },
];

describe(`a slipped address on the public forms (${testEngine})`, () => {
  for (const form of forms) {
    it(`${form.name}: asks once and stores nothing; sent again, the address as typed goes in; "Use" puts the suggestion in`, async () => {
      const asked = await post(form.path, form.fields('Ruth Asked', 'Ruth@Gmial.con'));
      expect(asked.status).toBe(422);
      // Beside the address, as its message, with what was typed kept and the address asked about carried along.
      expect(asked.text).toContain(`id="${form.idPrefix}-${form.field}-error">${form.question}</p>`);
      expect(asked.text).toContain('<input type="hidden" name="emailChecked" value="ruth@gmial.con"/>');
      const useButton = /<button [^>]*name="useEmail"[^>]*>/.exec(asked.text)?.[0] ?? '';
      expect(useButton).toContain('value="ruth@gmail.com"');
      expect(textOf(asked.text)).toContain('Use ruth@gmail.com');
      expect(await form.storedFor('Ruth Asked')).toBeUndefined();

      // With htmx: the same question in the form swapped back.
      const fragment = await request(t.app)
        .post(form.path)
        .set('X-Forwarded-For', nextIp())
        .set('HX-Request', 'true')
        .type('form')
        .send(new URLSearchParams(form.fields('Ruth Fragment', 'ruth@gmial.con')).toString());
      expect(fragment.status).toBe(422);
      expect(textOf(fragment.text)).toContain(form.question);
      expect(fragment.text).not.toContain('<html');

      const kept = await post(form.path, { ...form.fields('Ruth Kept', 'ruth@gmial.con'), emailChecked: 'ruth@gmial.con' });
      expect(kept.status).toBe(303);
      expect(await form.storedFor('Ruth Kept')).toBe('ruth@gmial.con');

      const used = await post(form.path, { ...form.fields('Ruth Used', 'ruth@gmial.con'), useEmail: 'ruth@gmail.com' });
      expect(used.status).toBe(303);
      expect(await form.storedFor('Ruth Used')).toBe('ruth@gmail.com');

      // An address that is right goes straight in, with no question.
      expect((await post(form.path, form.fields('Ruth Right', 'ruth@gmail.com'))).status).toBe(303);
      expect(await form.storedFor('Ruth Right')).toBe('ruth@gmail.com');
    });
  }

  it('the JSON API asks the same question (422 beside the field) and takes the same answers', async () => {
    const message = forms[0]!.fields('Ruth Api', 'ruth@gmial.con');
    const api = (body: object) => request(t.app).post('/api/contact').set('X-Forwarded-For', nextIp()).send(body);
    const asked = await api(message);
    expect(asked.status).toBe(422);
    expect(JSON.stringify(asked.body)).toContain(forms[0]!.question);
    expect(await forms[0]!.storedFor('Ruth Api')).toBeUndefined();
    expect((await api({ ...message, useEmail: 'ruth@gmail.com' })).status).toBe(201);
    expect(await forms[0]!.storedFor('Ruth Api')).toBe('ruth@gmail.com');
  });

  it('the contact form’s line after sending names the address the reply goes to: the suggestion, when it was taken', async () => {
    const sent = await request(t.app)
      .post('/contact')
      .set('X-Forwarded-For', nextIp())
      .set('HX-Request', 'true')
      .type('form')
      .send(new URLSearchParams({ ...forms[0]!.fields('Ruth Notice', 'ruth@gmial.con'), useEmail: 'ruth@gmail.com' }).toString());
    expect(sent.status).toBe(200);
    expect(textOf(sent.text)).toContain('ruth@gmail.com');
    expect(textOf(sent.text)).not.toContain('ruth@gmial.con');
  });
});
