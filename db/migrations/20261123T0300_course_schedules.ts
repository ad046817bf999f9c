import type { Kysely } from 'kysely';

// A cohort's schedule as data, beside its display texts: the last class day, the weekdays
// (iCalendar's two letters, e.g. 'SA' or 'MO,TU,WE,TH,FR'), the start and end time of a
// class (24-hour 'HH:MM') and the time zone they are in. The receipt's calendar file is
// made from them. Null for a course entered without them (no calendar file then). The
// sample cohorts get theirs here, matched by name; nothing else is touched.

export const sampleSchedules: [name: string, lastDay: string, days: string, start: string, end: string][] = [
  ['Vibe Coding Beginner: Winter Weekends', '2027-03-06', 'SA', '10:00', '12:30'],
  ['Vibe Coding Beginner: East Bay Spring', '2027-03-27', 'SA', '13:00', '15:30'],
  ['Vibe Coding Beginner: Summer Mornings', '2027-06-25', 'MO,TU,WE,TH,FR', '09:00', '11:00'],
  ['Vibe Coding Intermediate: East Bay Winter', '2027-03-13', 'SA', '10:00', '12:30'],
  ['Vibe Coding Intermediate: South Bay Spring', '2027-05-29', 'SA', '13:00', '15:30'],
  ['Vibe Coding Advanced: South Bay Studio', '2027-04-03', 'SA', '14:00', '17:00'],
  ['Vibe Coding Advanced: East Bay Summer Studio', '2027-07-23', 'MO,TU,WE,TH,FR', '13:00', '16:00'],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of ['end_date', 'class_days', 'class_start_time', 'class_end_time', 'time_zone']) {
    await db.schema.alterTable('courses').addColumn(column, 'text').execute();
  }
  for (const [name, lastDay, days, start, end] of sampleSchedules) {
    await db
      .updateTable('courses')
      .set({
        end_date: lastDay,
        class_days: days,
        class_start_time: start,
        class_end_time: end,
        time_zone: 'America/Los_Angeles',
      })
      .where('name', '=', name)
      .execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['time_zone', 'class_end_time', 'class_start_time', 'class_days', 'end_date']) {
    await db.schema.alterTable('courses').dropColumn(column).execute();
  }
}
