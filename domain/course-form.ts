import { z } from 'zod';
import { listQuerySchema, optionalChoice } from './admin-lists.ts';
import { campuses, courseLevels, type CourseStatus } from './courses.ts';
import { choice, dateField, dollarsField, isRealDate, minMultilineText, minText, text } from './forms.ts';
import { describeDates, describeSchedule, scheduleTimeZones, weekdayLetters } from './schedule.ts';

/**
 * The console's course forms: opening a cohort and editing one share these fields and
 * messages. Values arrive as a form posts them (text, a list for the class days); the
 * output is typed (cents, whole seats, 'MO,TU' days) and each field keeps its form name.
 */

export const courseStatuses = ['active', 'draft', 'archived'] as const satisfies readonly CourseStatus[];
export const defaultProgram = 'kids-vibe-coding';
export const defaultTimeZone = scheduleTimeZones[0];
/** A room holds far fewer; the bound only stops a typo of three extra zeros. */
export const maxCapacity = 500;
const maxPriceCents = 10_000_000;

/** The weekdays in the order the form lists them and the data stores them: Monday first. */
export const classWeekdays = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;

const capacityMessage = `Enter the number of seats, a whole number from 0 to ${maxCapacity}`;
const priceMessage = 'Enter the price in dollars, e.g. 675 or 675.50';

/** Seats as typed: a whole number within bounds. */
export const capacityField = () =>
  text()
    .pipe(z.string().regex(/^\d{1,6}$/, capacityMessage))
    .transform(Number)
    .pipe(z.number().max(maxCapacity, capacityMessage));

const priceField = () =>
  dollarsField(priceMessage).pipe(z.number().max(maxPriceCents, 'That price is too high: check the amount'));

/** 'HH:MM', 24-hour, as a time input sends it (seconds, when a browser adds them, are dropped). */
const timeField = (message: string) =>
  text()
    .pipe(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d(:00)?$/, message))
    .transform((value) => value.slice(0, 5));

/** Only a zone the receipt's calendar file can describe: any other would make every receipt of the cohort fail. */
const timeZoneField = () =>
  text().pipe(
    z.enum(scheduleTimeZones, {
      error: `Enter ${scheduleTimeZones.join(' or ')}: the receipts' calendar files describe that time zone only`,
    }),
  );

/** The class days, ticked boxes; stored Monday first as 'MO,TU,WE'. */
const classDaysField = () =>
  z
    .array(z.string(), { error: 'Choose the class days' })
    .refine((days) => days.length > 0, 'Choose the class days')
    .refine((days) => days.every((day) => (classWeekdays as readonly string[]).includes(day)), 'Choose days from the list')
    .transform((days) => classWeekdays.filter((day) => days.includes(day)).join(','));

/** A display text, or blank to have it written from the schedule. */
const displayText = () => text().pipe(z.string().max(200, 'Must be at most 200 characters'));

/** The fields both forms have: seats, price, status, the schedule and where it happens. */
const scheduleShape = {
  capacity: capacityField(),
  price: priceField(),
  location: minText(3, 'Enter where the classes take place'),
  startDate: dateField('Enter the first class day'),
  endDate: dateField('Enter the last class day'),
  classDays: classDaysField(),
  classStartTime: timeField('Enter when a class starts, e.g. 10:00'),
  classEndTime: timeField('Enter when a class ends, e.g. 12:30'),
  timeZone: timeZoneField(),
  dates: displayText(),
  schedule: displayText(),
};

type ScheduleFields = {
  startDate: string;
  endDate: string;
  classDays: string;
  classStartTime: string;
  classEndTime: string;
};

const weekdayOf = (date: string) => weekdayLetters[new Date(`${date}T00:00:00Z`).getUTCDay()]!;
const weekdayNames: Record<string, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};

/**
 * The schedule must make sense as a whole: the receipt's calendar file is made from it.
 * Zod runs this even when a field of its own failed, so each check looks only at fields
 * that came out right.
 */
function checkSchedule(value: Partial<Record<keyof ScheduleFields, unknown>>, ctx: z.RefinementCtx) {
  const isDate = (field: unknown): field is string =>
    typeof field === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(field) && isRealDate(field);
  const isTime = (field: unknown): field is string => typeof field === 'string' && /^\d{2}:\d{2}$/.test(field);
  const { startDate, endDate, classDays, classStartTime, classEndTime } = value;
  if (isDate(startDate) && isDate(endDate) && endDate < startDate) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'The last class day cannot be before the first' });
  }
  if (isTime(classStartTime) && isTime(classEndTime) && classEndTime <= classStartTime) {
    ctx.addIssue({ code: 'custom', path: ['classEndTime'], message: 'A class must end after it starts' });
  }
  if (isDate(startDate) && typeof classDays === 'string' && classDays !== '') {
    const firstDay = weekdayOf(startDate);
    if (!classDays.split(',').includes(firstDay)) {
      ctx.addIssue({
        code: 'custom',
        path: ['startDate'],
        message: `The first class day is a ${weekdayNames[firstDay]}, which is not one of the class days`,
      });
    }
  }
}

/**
 * The statuses a course whose status is `current` may be given: a course goes live or is
 * archived; it stays a draft only if it is one (a published cohort never goes back to draft).
 */
export const editableStatuses = (current: CourseStatus): readonly CourseStatus[] =>
  current === 'draft' ? courseStatuses : (['active', 'archived'] as const);

/** The edit form of a course whose status is `current`. */
export function courseEditSchema(current: CourseStatus) {
  const statuses = editableStatuses(current);
  const statusMessage = `Choose ${statuses.join(' or ')}`;
  return z
    .object({
      ...scheduleShape,
      status: z.enum(courseStatuses, { error: statusMessage }).refine((status) => statuses.includes(status), statusMessage),
    })
    .superRefine(checkSchedule);
}

/** Opening a cohort: everything a course has. It starts active (on sale) or as a draft. */
export const newCourseSchema = z
  .object({
    program: text().pipe(
      z
        .string()
        .max(60, 'Must be at most 60 characters')
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lowercase letters, digits and dashes, e.g. kids-vibe-coding'),
    ),
    name: minText(3, "Enter the cohort's name"),
    description: minMultilineText(10, 'Describe the cohort in a sentence or two', 2000),
    level: choice(courseLevels, 'Choose a level'),
    campus: choice(campuses, 'Choose a campus'),
    format: minText(3, 'Enter the format, e.g. In person, small group', 100),
    ...scheduleShape,
    status: choice(['active', 'draft'] as const, 'Choose active or draft'),
  })
  .superRefine(checkSchedule);

export type CourseEdit = z.output<ReturnType<typeof courseEditSchema>>;
export type NewCourse = z.output<typeof newCourseSchema>;

type DisplayTexts = { dates: string; schedule: string };
const describedDates = (fields: ScheduleFields) => describeDates({ startDate: fields.startDate, endDate: fields.endDate });
const describedSchedule = (fields: ScheduleFields) =>
  describeSchedule({ days: fields.classDays.split(','), startTime: fields.classStartTime, endTime: fields.classEndTime });

/**
 * The display texts as saved: what staff typed, or written from the schedule when left
 * blank. A text that was written from the old schedule and comes back untouched follows
 * the new one (staff who move the dates would otherwise leave the site saying the old ones).
 */
export function displayTexts(input: DisplayTexts & ScheduleFields, previous?: DisplayTexts & ScheduleFields): DisplayTexts {
  const follows = (key: keyof DisplayTexts, describe: (fields: ScheduleFields) => string) =>
    previous !== undefined && input[key] === previous[key] && previous[key] === describe(previous);
  return {
    dates: !input.dates || follows('dates', describedDates) ? describedDates(input) : input.dates,
    schedule: !input.schedule || follows('schedule', describedSchedule) ? describedSchedule(input) : input.schedule,
  };
}

/** The inline capacity edit on the list. */
export const capacitySchema = z.object({ capacity: capacityField() });

/** What staff are told when capacity would go below the seats taken. */
export const capacityBelowTakenMessage = (seatsTaken: number) =>
  `${seatsTaken} ${seatsTaken === 1 ? 'seat is' : 'seats are'} taken (paid, held, or booked outside the site): capacity can't go below ${seatsTaken}.`;

/** A price in cents as the form shows it: '675', or '675.50' when there are cents. */
export const priceInputText = (cents: number) =>
  cents % 100 === 0 ? String(cents / 100) : `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** An amount in cents as a spreadsheet reads it: '675.00'. */
export const dollarsText = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;

/** The courses list's query: search, sort, a status filter, paging. */
export const courseSorts = ['start', 'name', 'free', 'price', 'capacity'] as const;
export const courseListQuerySchema = listQuerySchema(courseSorts, 'asc', { status: optionalChoice(courseStatuses) });
export type CourseListQuery = z.output<typeof courseListQuerySchema>;
