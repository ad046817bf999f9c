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

/** What a calendar file names: the enrollment (its event's UID, which never changes), the student and the classes. */
type CalendarParts = Pick<ReceiptMail, 'enrollmentId' | 'enrollmentCreatedAt' | 'reference' | 'studentName' | 'course'>;

/**
 * An enrollment's calendar file: every class of the cohort as one event. `changedAt` is when
 * the event last changed (a switch, a cancellation): its SEQUENCE, seconds since the hold,
 * grows with every change and is the same on every resend.
 */
function enrollmentCalendar(
  parts: CalendarParts,
  row: Pick<OutboxRow, 'created_at'>,
  change?: { at: string; status: 'CONFIRMED' | 'CANCELLED' },
): ComposedMail['attachments'] {
  const { course } = parts;
  if (!course.calendar) return [];
  const host = site.email.split('@')[1] ?? 'example.org';
  const campus = site.campuses.find((entry) => entry.id === course.campus);
  const held = Date.parse(parts.enrollmentCreatedAt);
  const ics = cohortCalendar({
    uid: `enrollment-${parts.enrollmentId}-${held}@${host}`,
    summary: `${course.name} (${parts.studentName})`,
    description: `${course.schedule}. The last class is demo day: families welcome. ${site.foundationName}, reference ${parts.reference}. Questions: ${site.email}`,
    location: campus ? `${campus.name}, ${campusAddressLine(campus.id)}` : course.location,
    schedule: course.calendar,
    organizer: { name: site.foundationName, email: site.email },
    stamp: new Date(row.created_at),
    // A cancellation one more than a switch in the same second: it always replaces the receipt's file.
    sequence: change
      ? Math.max(1, Math.floor((Date.parse(change.at) - held) / 1000)) + (change.status === 'CANCELLED' ? 1 : 0)
      : 0,
    status: change?.status,
  });
  return [{ filename: calendarFilename, contentType: 'text/calendar; charset=utf-8; method=PUBLISH', content: ics }];
}

/** The files a message carries: the receipt's classes, or the same classes marked cancelled. */
function attachmentsOf(payload: MailPayload, row: Pick<OutboxRow, 'created_at'>): ComposedMail['attachments'] {
  if (payload.kind === 'receipt')
    return enrollmentCalendar(payload, row, payload.switchedAt ? { at: payload.switchedAt, status: 'CONFIRMED' } : undefined);
  if (payload.kind === 'cancellation' && payload.calendarEvent && payload.cancelledAt)
    return enrollmentCalendar({ ...payload, ...payload.calendarEvent }, row, { at: payload.cancelledAt, status: 'CANCELLED' });
  return [];
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
    attachments: attachmentsOf(payload, row),
  };
}

function payloadFor(row: Pick<OutboxRow, 'payload'>, options: ComposeOptions): MailPayload {
  const payload = parsePayload(row);
  return options.hideSecrets && 'token' in payload ? { ...payload, token: null } : payload;
}

/** The subject alone, for lists. */
export const subjectOf = (row: Pick<OutboxRow, 'payload'>, options: ComposeOptions) =>
  oneLine(emailFor(parsePayload(row), { siteUrl: options.siteUrl }).subject);
