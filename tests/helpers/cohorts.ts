import type { Db } from '../../db/index.ts';

/**
 * A cohort of the tests' own, on sale, with no seat taken: what most service and API tests
 * start from. Only what a test varies is asked; the rest is a plausible South Bay cohort.
 */
export async function insertCohort(
  db: Db,
  cohort: { name: string; startDate: string; capacity?: number; priceCents?: number; program?: string },
): Promise<number> {
  const row = await db
    .insertInto('courses')
    .values({
      program: cohort.program ?? 'kids-vibe-coding',
      name: cohort.name,
      description: 'A cohort made by a test.',
      level: 'beginner',
      campus: 'south-bay',
      location: 'Cupertino, CA (South Bay campus)',
      format: 'In person',
      dates: `Starting ${cohort.startDate}`,
      start_date: cohort.startDate,
      schedule: 'Saturdays',
      price_cents: cohort.priceCents ?? 67_500,
      capacity: cohort.capacity ?? 5,
      seats_taken: 0,
      status: 'active',
      created_at: '2026-11-01T00:00:00Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The day `days` after `date` (YYYY-MM-DD). */
export const daysAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
