import type { Kysely } from 'kysely';

// Moves sample cohorts of an older database to new dates (docs/decisions.md, "Sample data a
// parent can believe"): only a row still as it was seeded, matched by name, first class and
// weekday, so a cohort the school has edited is never touched. Shared by the migrations
// that move sample rows; what each moves is its own. Shipped migrations depend on it:
// change nothing here; add a new helper instead.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export type SampleDates = { dates: string; start_date: string; end_date: string; class_days: string; schedule: string };

export type SampleMove = { name: string; from: SampleDates; to: SampleDates };

export async function moveSampleRows(db: AnyDb, moves: readonly SampleMove[], direction: 'up' | 'down'): Promise<void> {
  for (const cohort of moves) {
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
