import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/index.ts';
import { migrations } from '../../db/migrations/index.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '../helpers/test-database.ts';

/**
 * The prices migration on a database that already has credits: on SQLite the credits table
 * is rebuilt (a column's UNIQUE cannot be dropped in place), which must keep every credit and
 * its id, count new ids after them, and still allow one cancellation credit per enrollment
 * while staff may give more. The early bird the site advertises is there afterwards.
 */
describe(`the prices migration on a database in use (${testEngine})`, () => {
  let database: TestDatabase;
  let db: Db;
  const migrator = () => new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const at = '2026-11-24T12:00:00.000Z';
  let kept: number[] = [];
  const credit = (source: number, origin?: 'cancellation' | 'staff') =>
    db
      .insertInto('credits')
      .values({
        email: 'family@example.org',
        amount_cents: 33_750,
        expires_on: '2027-11-24',
        source_enrollment_id: source,
        created_at: at,
        ...(origin ? { origin } : {}),
      })
      .execute();

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb(database.target);
    expect((await migrator().migrateTo('20261124T0300_switches')).error).toBeUndefined();
    // Two credits from cancellations, one already used, after three that were removed: ids not starting at 1.
    for (let source = 37; source <= 41; source += 1)
      await db
        .insertInto('credits')
        .values({
          email: source === 41 ? 'other@example.org' : 'family@example.org',
          amount_cents: 33_750,
          expires_on: '2027-11-24',
          source_enrollment_id: source,
          created_at: at,
          ...(source === 41 ? { used_at: at, used_by_enrollment_id: 42 } : {}),
        })
        .execute();
    await db.deleteFrom('credits').where('source_enrollment_id', '<', 40).execute();
    kept = (await db.selectFrom('credits').select('id').orderBy('id').execute()).map((row) => row.id);
    expect(kept[0]).toBeGreaterThan(1);
    expect((await migrator().migrateToLatest()).error).toBeUndefined();
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('keeps every credit, as from a cancellation, and new ones count on from the last id', async () => {
    expect(await db.selectFrom('credits').selectAll().orderBy('id').execute()).toEqual([
      expect.objectContaining({ id: kept[0], source_enrollment_id: 40, used_at: null, origin: 'cancellation' }),
      expect.objectContaining({ id: kept[1], source_enrollment_id: 41, used_by_enrollment_id: 42, origin: 'cancellation' }),
    ]);
    await credit(43);
    const newest = await db.selectFrom('credits').select('id').where('source_enrollment_id', '=', 43).executeTakeFirstOrThrow();
    expect(newest.id).toBeGreaterThan(kept[1]!);
  });

  it('allows one cancellation credit per enrollment, and more from staff', async () => {
    await expect(credit(40)).rejects.toThrow();
    await credit(40, 'staff');
    await credit(40, 'staff');
    expect(await db.selectFrom('credits').select('id').where('source_enrollment_id', '=', 40).execute()).toHaveLength(3);
    await expect(credit(44, 'gift' as never)).rejects.toThrow();
  });

  it('holds the advertised early bird: 15% off cohorts starting February to May 2027, until January 31', async () => {
    expect(
      await db.selectFrom('early_bird_rules').select(['percent', 'ends_on', 'first_class_from', 'first_class_to']).execute(),
    ).toEqual([{ percent: 15, ends_on: '2027-01-31', first_class_from: '2027-02-01', first_class_to: '2027-05-31' }]);
  });

  it('rolls back and forward again, keeping the cancellation credits', async () => {
    expect((await migrator().migrateTo('20261124T0300_switches')).error).toBeUndefined();
    const ids = (await db.selectFrom('credits').select('id').orderBy('id').execute()).map((row) => row.id);
    expect(ids.slice(0, 2)).toEqual(kept);
    expect((await migrator().migrateToLatest()).error).toBeUndefined();
    expect(await db.selectFrom('early_bird_rules').select('id').execute()).toHaveLength(1);
  });
});
