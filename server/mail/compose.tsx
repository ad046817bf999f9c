import { renderToStaticMarkup } from 'react-dom/server';
import type { OutboxRow } from '../../db/schema.ts';
import type { MailPayload, ReceiptMail } from '../../domain/mail.ts';
import { campusAddressLine, site } from '../../views/content/site.ts';
import { EmailHtml } from '../../views/emails/EmailHtml.tsx';
import { emailFor } from '../../views/emails/messages.ts';
import { emailText } from '../../views/emails/text.ts';
import { parsePayload } from '../services/outbox.ts';
import { cohortCalendar } from './calendar.ts';

/**
 * An outbox row as the message it is: subject, HTML, text and attachments, made from its
 * payload. The sender sends this; /admin/outbox shows the same, so what staff read is
 * what the recipient got.
 */
export type ComposedMail = {
  to: string;
  replyTo: string | undefined;
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; contentType: string; content: string }[];
};

/** `hideSecrets`: for staff reading the outbox, links that set a password are left out (they belong to their recipient). */
export type ComposeOptions = { siteUrl: string; hideSecrets?: boolean };

/**
 * Headers carry only one line: anything that could end one (CR, LF, other controls, the
 * Unicode line separators) becomes a space. The fields they come from were validated as one
 * line already; this is the second lock, and nodemailer encodes what is left.
 */
export const oneLine = (value: string) =>
  value
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

export const calendarFilename = 'enrollment.ics';

/** The receipt's calendar file: every class of the cohort, one event per enrollment (its UID never changes). */
function receiptCalendar(mail: ReceiptMail, row: Pick<OutboxRow, 'created_at'>): ComposedMail['attachments'] {
  const { course } = mail;
  if (!course.calendar) return [];
  const host = site.email.split('@')[1] ?? 'example.org';
  const campus = site.campuses.find((entry) => entry.id === course.campus);
  const ics = cohortCalendar({
    uid: `enrollment-${mail.enrollmentId}-${Date.parse(mail.enrollmentCreatedAt)}@${host}`,
    summary: `${course.name} (${mail.studentName})`,
    description: `${course.schedule}. The last class is demo day: families welcome. ${site.foundationName}, reference ${mail.reference}. Questions: ${site.email}`,
    location: campus ? `${campus.name}, ${campusAddressLine(campus.id)}` : course.location,
    schedule: course.calendar,
    organizer: { name: site.foundationName, email: site.email },
    stamp: new Date(row.created_at),
    // Seconds from the hold to the switch: grows with every switch, the same on every resend.
    sequence: mail.switchedAt
      ? Math.max(1, Math.floor((Date.parse(mail.switchedAt) - Date.parse(mail.enrollmentCreatedAt)) / 1000))
      : 0,
  });
  return [{ filename: calendarFilename, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics }];
}

export function composeMail(
  row: Pick<OutboxRow, 'to_address' | 'reply_to' | 'payload' | 'created_at'>,
  options: ComposeOptions,
): ComposedMail {
  const payload = payloadFor(row, options);
  const email = emailFor(payload, { siteUrl: options.siteUrl });
  return {
    to: row.to_address,
    replyTo: row.reply_to ?? undefined,
    subject: oneLine(email.subject),
    html: `<!DOCTYPE html>${renderToStaticMarkup(<EmailHtml email={email} siteUrl={options.siteUrl} />)}`,
    text: emailText(email),
    attachments: payload.kind === 'receipt' ? receiptCalendar(payload, row) : [],
  };
}

function payloadFor(row: Pick<OutboxRow, 'payload'>, options: ComposeOptions): MailPayload {
  const payload = parsePayload(row);
  return options.hideSecrets && 'token' in payload ? { ...payload, token: null } : payload;
}

/** The subject alone, for lists. */
export const subjectOf = (row: Pick<OutboxRow, 'payload'>, options: ComposeOptions) =>
  oneLine(emailFor(parsePayload(row), { siteUrl: options.siteUrl }).subject);
