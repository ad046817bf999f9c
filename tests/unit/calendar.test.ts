import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { classDays, cohortCalendar, type ClassSchedule, type CohortEvent } from '../../server/mail/calendar.ts';

// The calendar file is read back with ical.js, an independent RFC 5545 implementation
// (Thunderbird's), so the tests check what a calendar client would show, not our own text.

const winter: ClassSchedule = {
  startDate: '2027-01-16',
  endDate: '2027-03-06',
  days: ['SA'],
  startTime: '10:00',
  endTime: '12:30',
  timeZone: 'America/Los_Angeles',
};
const acrossDst: ClassSchedule = {
  ...winter,
  startDate: '2027-02-13',
  endDate: '2027-04-03',
  startTime: '14:00',
  endTime: '17:00',
};
const summerCamp: ClassSchedule = {
  ...winter,
  startDate: '2027-06-14',
  endDate: '2027-06-25',
  days: ['MO', 'TU', 'WE', 'TH', 'FR'],
  startTime: '09:00',
  endTime: '11:00',
};

const cohort = (overrides: Partial<CohortEvent> = {}): CohortEvent => ({
  uid: 'enrollment-12-1737000000000@example.org',
  summary: 'Vibe Coding Beginner: Winter Weekends',
  description: 'Bring a charged laptop.',
  location: 'Oakland Public Library, 125 14th St, Oakland, CA',
  schedule: winter,
  organizer: { name: 'Vibe Coding Foundation', email: 'hello@example.org' },
  stamp: new Date('2026-11-23T17:04:05.678Z'),
  sequence: 0,
  ...overrides,
});

/**
 * Parses the file the way a client would. ical.js takes the zone of a TZID from the file's
 * own VTIMEZONE, so the test registers nothing globally (other test files share this
 * module graph) and checks below that the zone used is the file's.
 */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vtimezone = calendar.getFirstSubcomponent('vtimezone');
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vtimezone || !vevent) throw new Error('no VTIMEZONE or VEVENT');
  return { calendar, vtimezone, vevent, event: new ICAL.Event(vevent) };
}

/** Every occurrence's start and end as UTC ISO strings, and its local date. */
function occurrences(text: string): { start: string; end: string; localDate: string; localTime: string }[] {
  const { event } = parse(text);
  const result = [];
  const iterator = event.iterator();
  for (let next = iterator.next(); next; next = iterator.next()) {
    if (result.length > 100) throw new Error('the recurrence does not end');
    const details = event.getOccurrenceDetails(next);
    result.push({
      start: details.startDate.toJSDate().toISOString(),
      end: details.endDate.toJSDate().toISOString(),
      localDate: details.startDate.toString().slice(0, 10),
      localTime: details.startDate.toString().slice(11, 16),
    });
  }
  return result;
}

const hours = (occurrence: { start: string; end: string }): number =>
  (Date.parse(occurrence.end) - Date.parse(occurrence.start)) / 3_600_000;

describe('cohortCalendar', () => {
  it('writes a Saturday cohort as eight classes, first and last included, each 2.5 hours', () => {
    const text = cohortCalendar(cohort());
    const list = occurrences(text);
    expect(list).toHaveLength(8);
    expect(list[0]?.start).toBe('2027-01-16T18:00:00.000Z');
    expect(list[0]?.localTime).toBe('10:00');
    expect(list.at(-1)?.localDate).toBe('2027-03-06');
    expect(list.every((o) => o.localDate <= '2027-03-06')).toBe(true);
    expect(list.map(hours)).toEqual(Array(8).fill(2.5));
    expect(list.map((o) => o.localDate)).toEqual(classDays(winter));
  });

  it('writes the calendar, zone and event headers a client expects', () => {
    const text = cohortCalendar(cohort());
    const { calendar, vtimezone, vevent, event } = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Vibe Coding Foundation//Enrollment//EN');
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);

    // The event's zone is the file's VTIMEZONE, not one ical.js knew already.
    expect(ICAL.TimezoneService.has('America/Los_Angeles')).toBe(false);
    expect(event.startDate.zone.tzid).toBe('America/Los_Angeles');
    expect(event.startDate.zone.component).toBe(vtimezone);
    const zone = new ICAL.Timezone(vtimezone);
    const offsetAt = (iso: string) => zone.utcOffset(ICAL.Time.fromDateTimeString(iso)) / 3600;
    expect(offsetAt('2027-01-16T10:00:00')).toBe(-8);
    expect(offsetAt('2027-03-14T01:59:00')).toBe(-8);
    expect(offsetAt('2027-03-14T03:00:00')).toBe(-7);
    expect(offsetAt('2027-11-07T00:30:00')).toBe(-7);
    expect(offsetAt('2027-11-07T02:30:00')).toBe(-8);

    expect(text).toContain('\r\nDTSTAMP:20261123T170405Z\r\n');
    expect(text).toContain('\r\nDTSTART;TZID=America/Los_Angeles:20270116T100000\r\n');
    expect(text).toContain('\r\nDTEND;TZID=America/Los_Angeles:20270116T123000\r\n');
    // UNTIL is the end of the last class, 12:30 PST = 20:30 UTC.
    expect(text).toContain('\r\nRRULE:FREQ=WEEKLY;BYDAY=SA;UNTIL=20270306T203000Z\r\n');
    expect(vevent.getFirstPropertyValue('uid')).toBe('enrollment-12-1737000000000@example.org');
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(vevent.getFirstPropertyValue('transp')).toBe('OPAQUE');
    expect(vevent.getFirstPropertyValue('sequence')).toBe(0);
    const organizer = vevent.getFirstProperty('organizer');
    expect(organizer?.getFirstValue()).toBe('mailto:hello@example.org');
    expect(organizer?.getParameter('cn')).toBe('Vibe Coding Foundation');
  });

  it('keeps the class at 14:00 local time across the change to daylight saving time', () => {
    const text = cohortCalendar(cohort({ schedule: acrossDst }));
    const list = occurrences(text);
    expect(list).toHaveLength(8);
    expect(list.every((o) => o.localTime === '14:00')).toBe(true);
    expect(list.every((o) => hours(o) === 3)).toBe(true);
    for (const o of list) expect(o.start.slice(11, 19)).toBe(o.localDate < '2027-03-14' ? '22:00:00' : '21:00:00');
    expect(list.map((o) => o.localDate)).toEqual(classDays(acrossDst));
    // The last class is in PDT: 17:00 PDT = 00:00 UTC the next day.
    expect(text).toContain(';UNTIL=20270404T000000Z\r\n');
  });

  it('writes a weekday camp as ten classes and none on a weekend', () => {
    const list = occurrences(cohortCalendar(cohort({ schedule: summerCamp })));
    expect(list).toHaveLength(10);
    expect(list[0]?.start).toBe('2027-06-14T16:00:00.000Z');
    const weekdays = list.map((o) => new Date(`${o.localDate}T12:00:00Z`).getUTCDay());
    expect(weekdays.some((day) => day === 0 || day === 6)).toBe(false);
    expect(list.map((o) => o.localDate)).toEqual(classDays(summerCamp));
    expect(list.every((o) => hours(o) === 2)).toBe(true);
  });

  it('is the same text for the same input, with CRLF lines of at most 75 octets', () => {
    const long = 'Ünïcödé 🎉 '.repeat(30);
    const text = cohortCalendar(cohort({ description: long, summary: long, location: `${long},;` }));
    expect(cohortCalendar(cohort({ description: long, summary: long, location: `${long},;` }))).toBe(text);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    const lines = text.slice(0, -2).split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // Folding never cuts a character in two (a cut emoji would leave a lone surrogate).
    for (const line of lines) expect(line.isWellFormed()).toBe(true);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(parse(text).vevent.getFirstPropertyValue('description')).toBe(long);
  });

  it('round-trips what a visitor typed: commas, semicolons, backslashes, quotes, line breaks and emoji', () => {
    const summary = 'Ana, "Bee"; O\'Neil \\ class 🎉';
    const description = 'Line one,\nline two; with "quotes"\r\nand a windows break 👩‍💻';
    const location = 'Room 1; Building A, 2nd floor\nBack door';
    const text = cohortCalendar(
      cohort({ summary, description, location, organizer: { name: 'Ana "the, coach"; 🎉', email: 'a@example.org' } }),
    );
    const { vevent } = parse(text);
    expect(vevent.getFirstPropertyValue('summary')).toBe(summary);
    expect(vevent.getFirstPropertyValue('description')).toBe(description.replace('\r\n', '\n'));
    expect(vevent.getFirstPropertyValue('location')).toBe(location);
    expect(vevent.getFirstProperty('organizer')?.getParameter('cn')).toBe('Ana the, coach; 🎉');
    expect(text).toContain('\r\nSUMMARY:Ana\\, "Bee"\\; O\'Neil \\\\ class 🎉\r\n');
  });

  it('lets nothing typed into a field start a property of its own', () => {
    const attack = 'x\r\nATTENDEE:mailto:evil@example.com';
    const text = cohortCalendar(
      cohort({
        uid: attack,
        summary: attack,
        description: `${attack}\nEND:VEVENT\rBEGIN:VEVENT`,
        location: attack,
        organizer: { name: `"${attack}"\r\nX:"`, email: 'hello@example.org' },
      }),
    );
    const { calendar, vevent } = parse(text);
    expect(vevent.getAllProperties('attendee')).toHaveLength(0);
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
    const lines = text.replaceAll('\r\n ', '').split('\r\n');
    const names = lines.map((line) => /^[A-Z-]*/.exec(line)?.[0]);
    expect(names).not.toContain('ATTENDEE');
    expect(names).not.toContain('X');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(vevent.getFirstPropertyValue('summary')).toBe('x\nATTENDEE:mailto:evil@example.com');
    expect(() => cohortCalendar(cohort({ organizer: { name: 'A', email: 'a@example.org\r\nATTENDEE:mailto:b@c.d' } }))).toThrow(
      /organizer/,
    );
  });

  it('refuses a zone it cannot describe and a first day that is not a class day', () => {
    expect(() => cohortCalendar(cohort({ schedule: { ...winter, timeZone: 'America/New_York' } }))).toThrow(
      /America\/New_York.*not supported/,
    );
    expect(() => cohortCalendar(cohort({ schedule: { ...winter, startDate: '2027-01-15' } }))).toThrow(/2027-01-15.*SA/);
    expect(() => cohortCalendar(cohort({ schedule: { ...winter, startTime: '10:00\r\nX' } }))).toThrow(/HH:MM/);
    expect(() => cohortCalendar(cohort({ schedule: { ...winter, days: ['SA;X=1'] } }))).toThrow(/weekday/);
    expect(() => cohortCalendar(cohort({ schedule: { ...winter, endDate: '2027-02-30' } }))).toThrow(/YYYY-MM-DD/);
    expect(() => cohortCalendar(cohort({ schedule: { ...winter, endTime: '09:00' } }))).toThrow(/ends/);
  });
});

describe('classDays', () => {
  it('lists the class dates from the first to the last day on the listed weekdays', () => {
    expect(classDays(winter)).toEqual([
      '2027-01-16',
      '2027-01-23',
      '2027-01-30',
      '2027-02-06',
      '2027-02-13',
      '2027-02-20',
      '2027-02-27',
      '2027-03-06',
    ]);
    expect(classDays({ ...summerCamp, endDate: '2027-06-16' })).toEqual(['2027-06-14', '2027-06-15', '2027-06-16']);
  });
});
