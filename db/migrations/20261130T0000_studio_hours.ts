import type { Kysely } from 'kysely';
import { moveSampleRows, type SampleMove } from './sample-rows.ts';

// The advanced level is 30 hours of studio, the same price at either campus, but the
// sample South Bay studio met 8 Saturdays of 3 hours (24) while the East Bay one meets
// 10 weekdays of 3 hours (30). It starts two Saturdays earlier, ending on the same day.
// Only the row as it was seeded is moved (matched by name, first class and weekday).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const studioHours: SampleMove[] = [
  {
    name: 'Vibe Coding Advanced: South Bay Studio',
    from: {
      dates: 'February 13 - April 3, 2027',
      start_date: '2027-02-13',
      end_date: '2027-04-03',
      class_days: 'SA',
      schedule: 'Saturdays, 2:00 PM - 5:00 PM',
    },
    to: {
      dates: 'January 30 - April 3, 2027',
      start_date: '2027-01-30',
      end_date: '2027-04-03',
      class_days: 'SA',
      schedule: 'Saturdays, 2:00 PM - 5:00 PM',
    },
  },
];

export async function up(db: AnyDb): Promise<void> {
  await moveSampleRows(db, studioHours, 'up');
}

export async function down(db: AnyDb): Promise<void> {
  await moveSampleRows(db, studioHours, 'down');
}
