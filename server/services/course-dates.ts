/**
 * The spec's reading of a course's dates text, e.g. 'January 16 - March 6, 2027':
 * a month name and a start day, a dash, then a year. Text that does not match sorts
 * as "now" (spec section 5).
 */
const months = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

const datesPattern = /^\s*([A-Za-z]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?\s*[-–—].*?\b(\d{4})\s*$/;

export function parseCourseStartDate(dates: string): Date | undefined {
  const match = datesPattern.exec(dates);
  if (!match) return undefined;
  const [, monthName, day, year] = match;
  const month = months.findIndex((m) => m === monthName!.toLowerCase() || m.slice(0, 3) === monthName!.toLowerCase());
  const dayNumber = Number(day);
  if (month === -1 || dayNumber < 1 || dayNumber > 31) return undefined;
  const date = new Date(Date.UTC(Number(year), month, dayNumber));
  // Reject days past the month's end (e.g. February 30), which Date would roll over.
  return date.getUTCMonth() === month ? date : undefined;
}

export function courseSortDate(dates: string, now: Date): Date {
  return parseCourseStartDate(dates) ?? now;
}
