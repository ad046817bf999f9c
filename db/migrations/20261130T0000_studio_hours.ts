import type { Kysely } from 'kysely';

// The advanced level is 30 hours of studio, the same price at either campus, but the
// sample South Bay studio met 8 Saturdays of 3 hours (24) while the East Bay one meets
// 10 weekdays of 3 hours (30). It starts two Saturdays earlier, ending on the same day.
// Only the row as it was seeded is moved (matched by name, first class and weekday).

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;
type Dates = { dates: string; start_date: string; end_date: string; class_days: string; schedule: string };

export const studioHours: { name: string; from: Dates; to: Dates }[] = [
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

async function move(db: AnyDb, direction: 'up' | 'down'): Promise<void> {
  for (const cohort of studioHours) {
    const [from, to] = direction === 'up' ? [cohort.from, cohort.to] : [cohort.to, cohort.from];
    await db
      .updateTable('courses')
      .set(to)
      .where('name', '=', cohort.name)
      .where('start_date', '=', from.start_date)
      .where('class_days', '=', from.class_days)
      .execute();
  }
}

export async function up(db: AnyDb): Promise<void> {
  await move(db, 'up');
}

export async function down(db: AnyDb): Promise<void> {
  await move(db, 'down');
}
