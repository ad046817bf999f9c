import { afterAll, beforeAll, expect, it } from 'vitest';
import { sampleCourses } from '../../db/seed/sample-courses.ts';
import { sampleRename } from '../../db/migrations/20261202T0000_sundays_name.ts';
import { databaseMigratedTo, type MigrationDatabase } from '../helpers/migration-database.ts';
import { testEngine } from '../helpers/test-database.ts';

/** An older site's sample cohort "East Bay Spring" (it starts February 7) is "East Bay Sundays" after the migration. */
let before: MigrationDatabase;
const at = '2026-11-22T12:00:00.000Z';

beforeAll(async () => {
  before = await databaseMigratedTo('20261201T0000_payment_student');
});
afterAll(() => before.close());

it(`renames the sample row still as seeded, and leaves a cohort the school edited alone (${testEngine})`, async () => {
  const seeded = sampleCourses.find((course) => course.name === sampleRename.to)!;
  const { db } = before;
  await db
    .insertInto('courses')
    .values([
      { ...seeded, name: sampleRename.from, created_at: at },
      // The school moved this one to Saturdays itself: its name is the school's to keep.
      { ...seeded, name: sampleRename.from, class_days: 'SA', start_date: '2027-02-06', created_at: at },
    ])
    .execute();

  await before.migrateToLatest();
  const rows = await db.selectFrom('courses').select(['name', 'class_days']).orderBy('class_days').execute();
  expect(rows).toEqual([
    { name: sampleRename.from, class_days: 'SA' },
    { name: sampleRename.to, class_days: 'SU' },
  ]);
});
