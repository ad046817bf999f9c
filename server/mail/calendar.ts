/**
 * The calendar file attached to a payment receipt: one recurring event for the cohort's
 * classes, in iCalendar (RFC 5545), so a parent can add every class with one tap. Apple,
 * Google and Outlook all read a weekly RRULE with a VTIMEZONE, so the file stays small
 * and the classes keep their wall-clock time across the change to daylight saving time.
 */

import { weekdayLetters as weekdays, type ClassSchedule, type scheduleTimeZones } from '../../domain/schedule.ts';

export type { ClassSchedule };

export type CohortEvent = {
  /** Stable per enrollment, e.g. 'enrollment-12-1737000000000@example.org': the same on every resend, so calendars update rather than duplicate. */
  uid: string;
  summary: string;
  description: string;
  location: string;
  schedule: ClassSchedule;
  organizer: { name: string; email: string };
  /** SEQUENCE: 0 for the first file; higher on each later version of the event, so calendars replace the classes rather than keep the old ones. */
  sequence: number;
  /** DTSTAMP: when the file was made (use the message's creation time so a resend is byte-identical). */
  stamp: Date;
  /** CANCELLED, with a higher SEQUENCE than the file the family added: calendars mark the classes cancelled. */
  status?: 'CONFIRMED' | 'CANCELLED';
};

/**
 * The zones we can describe. A VTIMEZONE has to be written out by hand (Intl cannot give
 * the rules), so each supported zone is a block here; the cohorts are all in California.
 * These are the US rules since 2007, written as Apple and Google clients write them.
 */
const vtimezones: Record<(typeof scheduleTimeZones)[number], string[]> = {
  'America/Los_Angeles': [
    'BEGIN:VTIMEZONE',
    'TZID:America/Los_Angeles',
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:-0800',
    'TZOFFSETTO:-0700',
    'TZNAME:PDT',
    'DTSTART:20070311T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:-0700',
    'TZOFFSETTO:-0800',
    'TZNAME:PST',
    'DTSTART:20071104T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
  ],
};

/** The .ics text (CRLF line endings, lines folded at 75 octets, text values escaped). */
export function cohortCalendar(event: CohortEvent): string {
  const { schedule } = event;
  const vtimezone = (vtimezones as Record<string, string[] | undefined>)[schedule.timeZone];
  if (!vtimezone) {
    throw new Error(`Calendar: time zone ${JSON.stringify(schedule.timeZone)} is not supported (only America/Los_Angeles)`);
  }
  const days = classDays(schedule);
  // DTSTART must itself be an occurrence of the RRULE, or clients disagree about whether
  // the first day is a class (RFC 5545 leaves it undefined).
  if (days[0] !== schedule.startDate) {
    throw new Error(`Calendar: the first class day ${schedule.startDate} is not one of ${schedule.days.join(',')}`);
  }
  const lastDay = days[days.length - 1] ?? schedule.startDate;
  if (Number.isNaN(event.stamp.getTime())) throw new Error('Calendar: the stamp is not a valid date');
  if (!/^[^\s"<>;:,\\@]+@[^\s"<>;:,\\@]+$/.test(event.organizer.email)) {
    throw new Error(`Calendar: the organizer's address ${JSON.stringify(event.organizer.email)} is not a plain email address`);
  }

  // UNTIL is inclusive and must be in UTC when DTSTART has a TZID; the end of the last
  // class is safely after its start and long before the next week's.
  const until = utcStamp(zonedToUtc(lastDay, schedule.endTime, schedule.timeZone));
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Vibe Coding Foundation//Enrollment//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...vtimezone,
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${utcStamp(event.stamp)}`,
    `DTSTART;TZID=${schedule.timeZone}:${localStamp(schedule.startDate, schedule.startTime)}`,
    `DTEND;TZID=${schedule.timeZone}:${localStamp(schedule.startDate, schedule.endTime)}`,
    `RRULE:FREQ=WEEKLY;BYDAY=${schedule.days.join(',')};UNTIL=${until}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `ORGANIZER;CN="${paramText(event.organizer.name)}":mailto:${event.organizer.email}`,
    `STATUS:${event.status ?? 'CONFIRMED'}`,
    // A cancelled class no longer keeps the family's time busy.
    event.status === 'CANCELLED' ? 'TRANSP:TRANSPARENT' : 'TRANSP:OPAQUE',
    `SEQUENCE:${Math.max(0, Math.floor(event.sequence))}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join('\r\n') + '\r\n';
}

/** The dates of every class, YYYY-MM-DD, from startDate to endDate inclusive on the listed weekdays (used by tests and to check display texts). */
export function classDays(schedule: ClassSchedule): string[] {
  checkSchedule(schedule);
  const result: string[] = [];
  const last = dayNumber(schedule.endDate);
  // Whole days since the epoch, in UTC, so no zone or DST shift can skip or repeat a day.
  for (let day = dayNumber(schedule.startDate); day <= last; day++) {
    const date = new Date(day * 86_400_000);
    if (schedule.days.includes(weekdays[date.getUTCDay()] ?? '')) result.push(date.toISOString().slice(0, 10));
  }
  return result;
}

/**
 * Rejects a schedule that would write a wrong or malformed file. These values go into the
 * file unescaped (dates, times, weekdays), so only the exact expected shapes pass.
 */
function checkSchedule(schedule: ClassSchedule): void {
  for (const date of [schedule.startDate, schedule.endDate]) {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
    // A date like 2027-02-30 would roll over to March in Date.UTC; compare it back.
    if (!match || new Date(dayNumber(date) * 86_400_000).toISOString().slice(0, 10) !== date) {
      throw new Error(`Calendar: ${JSON.stringify(date)} is not a YYYY-MM-DD date`);
    }
  }
  if (schedule.endDate < schedule.startDate) {
    throw new Error(`Calendar: the last class day ${schedule.endDate} is before the first ${schedule.startDate}`);
  }
  if (schedule.days.length === 0) throw new Error('Calendar: no class weekdays');
  for (const day of schedule.days) {
    if (!(weekdays as readonly string[]).includes(day))
      throw new Error(`Calendar: ${JSON.stringify(day)} is not a weekday (SU..SA)`);
  }
  if (new Set(schedule.days).size !== schedule.days.length) throw new Error('Calendar: a class weekday is listed twice');
  for (const time of [schedule.startTime, schedule.endTime]) {
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) throw new Error(`Calendar: ${JSON.stringify(time)} is not an HH:MM time`);
  }
  // 'HH:MM' strings compare in time order; a class ending after midnight is not supported.
  if (schedule.endTime <= schedule.startTime) {
    throw new Error(`Calendar: the class ends (${schedule.endTime}) before it starts (${schedule.startTime})`);
  }
}

/** Days since 1970-01-01 for a YYYY-MM-DD date. */
function dayNumber(date: string): number {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year ?? NaN, (month ?? NaN) - 1, day ?? NaN) / 86_400_000;
}

/** A local DATE-TIME value, 'YYYYMMDDTHHMMSS', for a date and an 'HH:MM' time. */
function localStamp(date: string, time: string): string {
  return `${date.replaceAll('-', '')}T${time.replace(':', '')}00`;
}

/** A UTC DATE-TIME value, 'YYYYMMDDTHHMMSSZ'. */
function utcStamp(instant: Date): string {
  return instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/**
 * The instant when the wall clock in `timeZone` shows `date` `time`. Guess it as if the
 * zone were UTC, then subtract the zone's offset at that instant; if the offset there
 * differs (the guess fell across a DST change), use the offset at the corrected instant.
 */
function zonedToUtc(date: string, time: string, timeZone: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  const wall = dayNumber(date) * 86_400_000 + ((hours ?? 0) * 60 + (minutes ?? 0)) * 60_000;
  const first = wall - zoneOffset(new Date(wall), timeZone);
  const second = wall - zoneOffset(new Date(first), timeZone);
  return new Date(second);
}

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds (negative in America). */
function zoneOffset(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(instant.getTime() / 1000) * 1000;
}

/**
 * A TEXT value (RFC 5545 3.3.11): backslash, semicolon and comma escaped, a line break
 * written as \n. Other control characters (a stray CR among them) are dropped: none is
 * allowed in TEXT but tab, and a raw CR or LF would start a new property.
 */
function escapeText(value: string): string {
  return value
    .replace(/\r\n?/g, '\n')
    .replace(/[\0-\x08\x0b-\x1f\x7f]/g, '')
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\n/g, '\\n');
}

/**
 * A quoted parameter value (RFC 5545 3.1): it may not contain a double quote or any
 * control character, and has no escapes, so they are removed (a line break becomes a space).
 */
function paramText(value: string): string {
  return value
    .replace(/\r\n|[\r\n]/g, ' ')
    .replace(/[\0-\x08\x0a-\x1f\x7f"]/g, '')
    .trim();
}

/**
 * Folds a content line at 75 octets of UTF-8 (RFC 5545 3.1): each continuation line
 * starts with one space, which counts toward its 75. Splits between code points, never
 * inside one, so a multi-byte character is never cut.
 */
function fold(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let bytes = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    if (bytes + size > 75) {
      pieces.push(piece);
      piece = ' ';
      bytes = 1;
    }
    piece += char;
    bytes += size;
  }
  pieces.push(piece);
  return pieces.join('\r\n');
}
