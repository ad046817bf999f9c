import type { Campus } from '../domain/courses.ts';
import type { scheduleTimeZones } from '../domain/schedule.ts';
import { lineLabel, type PriceLine } from '../domain/pricing.ts';

/** Display formats shared by the views. Formatters are built once: building one costs far more than using it. */
const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const centDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

/** '$675', or '$675.50' when there are cents. */
export function dollars(amount: number): string {
  return (Number.isInteger(amount) ? wholeDollars : centDollars).format(amount);
}

/**
 * A column of amounts that add up (a price, its discounts, the total) in one form: with cents
 * on every line once one has them ('$775.00', '−$116.25'), else whole dollars.
 */
export function dollarsAlike(centsList: readonly number[]): (cents: number) => string {
  const withCents = centsList.some((cents) => cents % 100 !== 0);
  return (cents) => (withCents ? centDollars : wholeDollars).format(cents / 100);
}

const monthYearFormat = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'Starting January 2027', or 'Coming Soon' when no session is known (spec section 4). */
export function nextSessionText(start: Date | null): string {
  return start ? `Starting ${monthYearFormat.format(start)}` : 'Coming Soon';
}

const longDateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** A calendar date (YYYY-MM-DD) as 'October 6, 2026'. */
export function longDate(isoDate: string): string {
  return longDateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

/** A ten-digit US number as people write it, '(408) 555-0199'; anything else as it was typed. */
export function phoneNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : typed;
}

export function seatsLeft(count: number): string {
  return `${count} ${count === 1 ? 'seat' : 'seats'} left`;
}

export const campusName: Record<Campus, string> = {
  'south-bay': 'South Bay',
  'east-bay': 'East Bay',
};

const paymentFormats = new Map<string, Intl.NumberFormat>();

/** A payment amount as the spec shows it: two decimals and the uppercase currency, '$675.00 USD'. */
export function paymentAmount(amount: number, currency: string): string {
  const code = currency.toUpperCase();
  let format = paymentFormats.get(code);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency: code, minimumFractionDigits: 2 });
    paymentFormats.set(code, format);
  }
  return `${format.format(amount)} ${code}`;
}

const shortDate = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)[a-z]*\.? (\d{1,2}(st|nd|rd|th)?)\b/g;

const dayAndYear = /(\d{1,2}), (\d{4})\b/g;
const clockTime = /(\d{1,2}(?::\d{2})?) (AM|PM)\b/g;
const timeRange = /(AM|PM) - (\d)/g;
const timeZone = /\b(AM|PM) ([A-Z]{2,4}T)\b/g;
const rangeDash = / - /g;

/**
 * Joins the parts of dates and times with no-break spaces, so a line never breaks inside
 * one: 'Feb 15', 'March 6, 2027', '12:30 PM'. A time range stays whole ('1:00 PM - 4:00 PM');
 * a longer range may break after its dash, never before it, so no line starts with '-'.
 */
export function keepDatesTogether(text: string): string {
  return (
    text
      .replace(shortDate, (date) => date.replace(' ', '\u00a0'))
      .replace(dayAndYear, '$1,\u00a0$2')
      .replace(clockTime, '$1\u00a0$2')
      // And its time zone: '7:48 PM' over 'PST' on a phone.
      .replace(timeZone, '$1\u00a0$2')
      // A word joiner after the dash: Chrome breaks after a hyphen even when a no-break space follows.
      .replace(timeRange, '$1\u00a0-\u2060\u00a0$2')
      .replace(rangeDash, '\u00a0- ')
  );
}

/** A short aside in brackets stays on one line: 'Cupertino, CA' over '(South Bay campus)', never '(South' over 'Bay campus)'. */
export const keepAsidesTogether = (text: string) => text.replace(/\([^()]{1,24}\)/g, (aside) => aside.replaceAll(' ', '\u00a0'));

/**
 * Running text with its dates, number ranges and short compounds kept whole:
 * 'May 31' never ends one line and starts the next at '31', nor '6-8' at '8', nor '8-week'
 * at 'week', nor 'hands-on' at 'on' (Chrome breaks after any hyphen). Applied where text is
 * rendered, never to stored or emailed text.
 */
export const keepTogether = (text: string) =>
  keepDatesTogether(text)
    // A number and what follows its hyphen: '6-8', '9AM-5PM', '8-week'.
    .replace(/(\d(?:AM|PM)?)-(?=[A-Za-z0-9])/g, '$1-\u2060')
    // A town with its state and ZIP code: 'Cupertino,' over 'CA 95014' on a receipt.
    .replace(/([A-Za-z]+), ([A-Z]{2}) (\d{5})\b/g, '$1,\u00a0$2\u00a0$3')
    // A compound with a short half ('hands-on', 'AI-built', 'Sat-Sun') breaks nowhere. (A
    // reference, 'VC-627592', is left as typed: KeepWhole wraps it, so a copy of it pastes clean.)
    .replace(
      /\b([A-Za-z]{1,3})-(?=[A-Za-z])|\b([A-Za-z]+)-(?=[A-Za-z]{1,3}\b)/g,
      (_match, short?: string, long?: string) => `${short ?? long}-\u2060`,
    )
    // Days and their hours: 'Sat-Sun' over '9AM-5PM' under the locations map.
    .replace(/\b((?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)(?:-\u2060?(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun))?) (?=\d)/g, '$1\u00a0');

/** For a narrow column (a fact panel's values): every compound whole too, 'High-school' never 'High-' over 'school'. */
export const keepCompoundsTogether = (text: string) => keepTogether(text).replace(/([A-Za-z])-(?=[A-Za-z])/g, '$1-\u2060');

/**
 * A paragraph's last two words on one line, where Chrome's \`text-wrap: pretty\` gives up (a
 * long paragraph in a narrow card): 'a student' over 'misses.' at 390 px.
 */
export const keepLastWordsTogether = (text: string) => text.replace(/ (\S+)$/, '\u00a0$1');

/** A list in a sentence: 'a, b and c'. */
export const listOf = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const bayAreaDateTime = (month: 'long' | 'short') =>
  new Intl.DateTimeFormat('en-US', {
    month,
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'America/Los_Angeles',
    timeZoneName: 'short',
  });
const bayAreaFormats = { long: bayAreaDateTime('long'), short: bayAreaDateTime('short') };
/**
 * An instant as the Bay Area reads it (the school and its families are there): 'January 5,
 * 2027 at 3:04 PM PST', or with the month short ('Jan 5, 2027, 3:04 PM PST') in the console's tables.
 */
export const bayAreaTime = (iso: string, month: 'long' | 'short' = 'long') => bayAreaFormats[month].format(new Date(iso));

/**
 * A receipt's price, line by line (the email and the result page): the list price and each
 * discount by name, above the amount paid. Nothing when the price had no discount.
 */
export function priceRows(
  price: { listCents: number; lines: PriceLine[] } | undefined,
  currency: string,
  listLabel: string,
): [string, string][] {
  if (!price?.lines.length) return [];
  const money = (cents: number) => paymentAmount(cents / 100, currency);
  return [
    [listLabel, money(price.listCents)],
    // The discount's name as the label, what earned it beside the amount ("Early bird: 15% off
    // for booking by January 31, 2027" stood three lines tall in a label's column).
    ...price.lines.map((line): [string, string] => {
      const label = lineLabel(line);
      const colon = label.indexOf(': ');
      return colon < 0
        ? [label, `−${money(line.cents)}`]
        : [label.slice(0, colon), `−${money(line.cents)} (${label.slice(colon + 2)})`];
    }),
  ];
}

/** Each zone a cohort's schedule may be in (domain/schedule.ts), as staff say it. */
const timeZoneNames: Record<(typeof scheduleTimeZones)[number], string> = { 'America/Los_Angeles': 'Pacific time' };

/** A stored zone in words ('Pacific time'); one the site does not name, as stored. */
export const timeZoneName = (zone: string) => timeZoneNames[zone as (typeof scheduleTimeZones)[number]] ?? zone;

const honorific = /^(dr|mr|mrs|ms|mx|miss|prof|rev)\.?$/i;

/**
 * The name a thank-you greets: the first name, past a title ("Dr. Eleanor Vance" is Eleanor;
 * "Thanks, Dr.:" read as a slip); a title with a surname only stays whole ("Dr. Vance").
 */
export function greetingName(name: string): string {
  const words = name.trim().split(/\s+/);
  if (words.length > 1 && honorific.test(words[0]!)) return words.length === 2 ? words.join(' ') : words[1]!;
  return words[0] ?? name;
}
