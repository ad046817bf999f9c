import type { Kysely } from 'kysely';

// The sample East Bay beginners' cohort starts on February 7 yet was called "Spring": a
// parent doubted it. Its sample row takes the name "East Bay Sundays" (the day it meets).
// Only the row still as it was seeded is renamed (matched by name, first class and weekday);
// a cohort the school has edited or named itself is left alone.

const seeded = { start_date: '2027-02-07', class_days: 'SU' } as const;
/** The sample row's name before and after (tests read the seed's cohorts through it). */
export const sampleRename = {
  from: 'Vibe Coding Beginner: East Bay Spring',
  to: 'Vibe Coding Beginner: East Bay Sundays',
} as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function rename(db: Kysely<any>, from: string, to: string): Promise<void> {
  await db
    .updateTable('courses')
    .set({ name: to })
    .where('name', '=', from)
    .where('start_date', '=', seeded.start_date)
    .where('class_days', '=', seeded.class_days)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await rename(db, sampleRename.from, sampleRename.to);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await rename(db, sampleRename.to, sampleRename.from);
}
