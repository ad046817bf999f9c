/**
 * A cohort's schedule as data (first and last class day, weekdays, class times, time
 * zone) and the display texts the site shows for it ('January 16 - March 6, 2027',
 * 'Saturdays, 10:00 AM - 12:30 PM'). The receipt's calendar file is made from the data;
 * tests check that each course's texts say the same as its data.
 */
export type ClassSchedule = {
  /** First and last class day, YYYY-MM-DD. */
  startDate: string;
  endDate: string;
  /** Weekdays in iCalendar's letters, Monday first: ['SA'], ['MO', 'TU', 'WE', 'TH', 'FR']. */
  days: string[];
  /** A class's start and end, 24-hour 'HH:MM', in `timeZone`. */
  startTime: string;
  endTime: string;
  timeZone: string;
};

/**
 * The time zones a schedule may be in: the ones the receipt's calendar file can describe
 * (server/mail/calendar.ts writes a VTIMEZONE for each). The cohorts are all in California.
 */
export const scheduleTimeZones = ['America/Los_Angeles'] as const;

export const weekdayLetters = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The schedule of a course row, when all of its fields are there. */
export function scheduleOf(row: {
  start_date: string;
  end_date: string | null;
  class_days: string | null;
  class_start_time: string | null;
  class_end_time: string | null;
  time_zone: string | null;
}): ClassSchedule | null {
  const { end_date, class_days, class_start_time, class_end_time, time_zone } = row;
  if (!end_date || !class_days || !class_start_time || !class_end_time || !time_zone) return null;
  return {
    startDate: row.start_date,
    endDate: end_date,
    days: class_days.split(','),
    startTime: class_start_time,
    endTime: class_end_time,
    timeZone: time_zone,
  };
}

const parts = (date: string) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
};

/** One calendar day, '2027-01-31' -> 'January 31, 2027': a last day to book or to use a code. */
export function describeDay(date: string): string {
  const { year, month, day } = parts(date);
  return `${monthNames[month - 1]} ${day}, ${year}`;
}

/** 'January 16 - March 6, 2027'; the first year too when the cohort spans two. */
export function describeDates(schedule: Pick<ClassSchedule, 'startDate' | 'endDate'>): string {
  const start = parts(schedule.startDate);
  const end = parts(schedule.endDate);
  const first = `${monthNames[start.month - 1]} ${start.day}${start.year === end.year ? '' : `, ${start.year}`}`;
  return `${first} - ${monthNames[end.month - 1]} ${end.day}, ${end.year}`;
}

/** '10:00' -> '10:00 AM', '13:00' -> '1:00 PM'. */
export function describeTime(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/** 'Saturdays', or a run of consecutive days as 'Monday - Friday', or 'Tuesdays and Thursdays'. */
export function describeDays(days: string[]): string {
  const indexes = days.map((day) => weekdayLetters.indexOf(day as (typeof weekdayLetters)[number]));
  const names = indexes.map((index) => weekdayNames[index] ?? '?');
  if (names.length === 1) return `${names[0]}s`;
  const consecutive = indexes.every((index, i) => i === 0 || index === indexes[i - 1]! + 1);
  if (consecutive && names.length > 2) return `${names[0]} - ${names[names.length - 1]}`;
  return `${names
    .slice(0, -1)
    .map((name) => `${name}s`)
    .join(', ')} and ${names[names.length - 1]}s`;
}

/** 'Saturdays, 10:00 AM - 12:30 PM'. */
export function describeSchedule(schedule: Pick<ClassSchedule, 'days' | 'startTime' | 'endTime'>): string {
  return `${describeDays(schedule.days)}, ${describeTime(schedule.startTime)} - ${describeTime(schedule.endTime)}`;
}

const schoolDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The school's calendar day of an instant, YYYY-MM-DD: the Bay Area's, where its days begin and end. */
export const schoolDate = (at: Date) => schoolDay.format(at);
