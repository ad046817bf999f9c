/**
 * The pages a family reaches from an e-mail, set up for the mixed load through the site's
 * own forms and API (issue 27): a parent signed in to their page (a seat held, a place on a
 * waitlist), and an open waitlist offer's claim link. Staff make the offer as they would:
 * a full cohort, a family joins its waitlist, the capacity goes up one. The links are read
 * from the messages as families read them: delivered to the local SMTP server by a site
 * that sends mail (the outbox keeps no link once it is sent), or, on a site without a mail
 * server, composed from the outbox as the sender would send them.
 */
import { createDb } from '../db/index.ts';
import { loadConfig } from '../server/config.ts';
import { composeMail } from '../server/mail/compose.tsx';
import type { FakeSmtp } from '../tests/fakes/smtp-server.ts';
import type { Site } from './servers.ts';
import { host } from './settings.ts';

export type FamilyPages = { parentCookie: string; claimPath: string };

/** The cohort the offer is made in: not course 1, which the load's writes fill. */
const offerCourse = 2;
const parentEmail = 'bench-parent@example.org';

async function send(site: Site, path: string, init: { form?: Record<string, string>; json?: object; cookie?: string }) {
  const origin = `http://${host}:${site.port}`;
  const headers: Record<string, string> = { origin, 'x-forwarded-for': '10.99.0.1' };
  if (init.cookie) headers.cookie = init.cookie;
  let body: string | undefined;
  if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  } else if (init.json) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  }
  const res = await fetch(origin + path, { method: 'POST', headers, body, redirect: 'manual' });
  if (res.status >= 400) throw new Error(`bench setup: POST ${path} answered ${res.status}`);
  return res;
}

/** The text of every message to `to` so far. */
export type MailTexts = (to: string) => Promise<string[]>;

/** Messages delivered to the local SMTP server. */
export const deliveredTo =
  (smtp: FakeSmtp): MailTexts =>
  async (to) =>
    smtp.messages.filter((message) => message.to.includes(to)).map((message) => message.text ?? '');

/** Messages a site without a mail server keeps in its outbox, composed as the sender would send them. */
export const keptFor =
  (site: Site): MailTexts =>
  async (to) => {
    const db = createDb(loadConfig({ DATABASE_URL: site.databaseUrl }).database);
    try {
      const rows = await db.selectFrom('outbox').selectAll().where('to_address', '=', to).orderBy('id').execute();
      return rows.map((row) => composeMail(row, { siteUrl: `http://${host}:${site.port}` }).text);
    } finally {
      await db.destroy();
    }
  };

/** The site's path in the first message to `to` that has one matching `pattern`, waiting up to 20 s for it. */
async function linkIn(mail: MailTexts, to: string, pattern: RegExp): Promise<string> {
  for (let waited = 0; waited < 20_000; waited += 100) {
    for (const text of await mail(to)) {
      const path = pattern.exec(text)?.[0];
      if (path) return path;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`bench setup: no mail to ${to} with a link like ${pattern}`);
}

export async function prepareFamilyPages(site: Site, mail: MailTexts, staffCookie: string): Promise<FamilyPages> {
  const db = createDb(loadConfig({ DATABASE_URL: site.databaseUrl }).database);
  try {
    const capacity = (seats: number) =>
      send(site, `/admin/courses/${offerCourse}/capacity`, { form: { capacity: String(seats) }, cookie: staffCookie });
    const family = (email: string) => ({
      parentName: 'Bench Family',
      parentEmail: email,
      parentPhone: '(408) 555-0100',
      studentName: 'Bench Student',
    });
    const { seats_taken: taken } = await db
      .selectFrom('courses')
      .select('seats_taken')
      .where('id', '=', offerCourse)
      .executeTakeFirstOrThrow();
    // Full, a family waits, one seat more: the seat is offered to the first in line.
    await capacity(taken);
    await send(site, `/api/courses/${offerCourse}/express-interest`, { json: family('bench-offer@example.org') });
    await capacity(taken + 1);
    const claimPath = await linkIn(mail, 'bench-offer@example.org', /\/waitlist\/offers\/[A-Za-z0-9_-]+/);
    // The parent: a seat held in course 1, a place on the (full again) waitlist of course 2, then signed in by link.
    await send(site, '/api/enrollments/initiate', { json: { studentName: 'Bench Student', parentEmail, courseId: 1 } });
    await send(site, `/api/courses/${offerCourse}/express-interest`, { json: family(parentEmail) });
    await send(site, '/account', { form: { email: parentEmail } });
    const signInPath = await linkIn(mail, parentEmail, /\/account\/sign-in\/[A-Za-z0-9_-]+/);
    const signedIn = await send(site, signInPath, { form: {} });
    const parentCookie = signedIn.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0]!)
      .find((cookie) => cookie.startsWith('parent_session='));
    if (!parentCookie) throw new Error(`bench setup: the parent's sign-in answered ${signedIn.status} without a session`);
    // Both pages answer as the family sees them before they are measured.
    const page = async (path: string, cookie?: string) => {
      const res = await fetch(`http://${host}:${site.port}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
      return { status: res.status, text: await res.text() };
    };
    const account = await page('/account', parentCookie);
    const claim = await page(claimPath);
    if (account.status !== 200 || !account.text.includes(parentEmail) || claim.status !== 200)
      throw new Error(`bench setup: the parent's page answered ${account.status}, the claim link ${claim.status}`);
    return { parentCookie, claimPath };
  } finally {
    await db.destroy();
  }
}
