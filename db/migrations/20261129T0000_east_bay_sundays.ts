import type { Kysely } from 'kysely';
import { moveSampleRows, type SampleMove } from './sample-rows.ts';

// One instructor teaches every cohort, yet the sample East Bay cohorts met on the same
// Saturdays, at the same hours, as the South Bay ones 30 miles away. They move to the
// next day, Sunday, at the same times. Only a sample row still as it was seeded is moved
// (matched by name, first class and weekday); a cohort the school has edited is left alone.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const eastBaySundays: SampleMove[] = [
  {
    name: 'Vibe Coding Beginner: East Bay Spring',
    from: {
      dates: 'February 6 - March 27, 2027',
      start_date: '2027-02-06',
      end_date: '2027-03-27',
      class_days: 'SA',
      schedule: 'Saturdays, 1:00 PM - 3:30 PM',
    },
    to: {
      dates: 'February 7 - March 28, 2027',
      start_date: '2027-02-07',
      end_date: '2027-03-28',
      class_days: 'SU',
      schedule: 'Sundays, 1:00 PM - 3:30 PM',
    },
  },
  {
    name: 'Vibe Coding Intermediate: East Bay Winter',
    from: {
      dates: 'January 23 - March 13, 2027',
      start_date: '2027-01-23',
      end_date: '2027-03-13',
      class_days: 'SA',
      schedule: 'Saturdays, 10:00 AM - 12:30 PM',
    },
    to: {
      dates: 'January 24 - March 14, 2027',
      start_date: '2027-01-24',
      end_date: '2027-03-14',
      class_days: 'SU',
      schedule: 'Sundays, 10:00 AM - 12:30 PM',
    },
  },
];

export async function up(db: AnyDb): Promise<void> {
  await moveSampleRows(db, eastBaySundays, 'up');
}

export async function down(db: AnyDb): Promise<void> {
  await moveSampleRows(db, eastBaySundays, 'down');
}
