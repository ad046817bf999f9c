import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/index.ts';
import { migrations } from '../../db/migrations/index.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '../helpers/test-database.ts';

/**
 * The waitlist-offers migration on a database that already has data: on SQLite it rebuilds
 * the enrollments table (a CHECK constraint cannot change in place), which must keep every
 * row, its id sequence, its indexes and the foreign keys that point at it.
 */
describe(`the waitlist offers migration on a database in use (${testEngine})`, () => {
  let database: TestDatabase;
  let db: Db;
  const migrator = () => new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const at = '2026-11-22T12:00:00.000Z';

  beforeAll(async () => {
    database = await createTestDatabase();
    db = createDb(database.target);
    const before = await migrator().migrateTo('20261123T0500_staff_console');
    expect(before.error).toBeUndefined();
    const course = await db
      .insertInto('courses')
      .values({
        program: 'kids-vibe-coding',
        name: 'Before Offers',
        description: 'A cohort from before the migration.',
        level: 'beginner',
        campus: 'south-bay',
        location: 'Cupertino, CA',
        format: 'In person',
        dates: 'June 1 - June 5, 2027',
        start_date: '2027-06-01',
        schedule: 'Weekdays',
        price_cents: 67500,
        capacity: 10,
        seats_taken: 2,
        status: 'active',
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const enrollment = (status: 'paid' | 'held', email: string, slot: number | null) => ({
      course_id: course.id,
      student_name: 'Student',
      parent_email: email,
      amount_cents: 67500,
      currency: 'usd',
      status,
      hold_expires_at: at,
      payment_provider: 'demo',
      created_at: at,
      updated_at: at,
      email_slot: slot,
      client_key: 'client',
      client_slot: slot,
    });
    await db
      .insertInto('enrollments')
      .values([enrollment('paid', 'a@example.org', null), enrollment('held', 'b@example.org', 1)])
      .execute();
    // The highest id was used and deleted: a new row must not reuse it.
    const gone = await db
      .insertInto('enrollments')
      .values(enrollment('paid', 'c@example.org', null))
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('enrollments').where('id', '=', gone.id).execute();
    await db
      .insertInto('demo_payment_sessions')
      .values({
        id: 'demo_cs_before',
        enrollment_id: 2,
        description: 'Before Offers',
        customer_email: 'b@example.org',
        amount_cents: 67500,
        currency: 'usd',
        status: 'open',
        payment_status: 'unpaid',
        expires_at: at,
        success_url: 'http://localhost/s',
        cancel_url: 'http://localhost/c',
        created_at: at,
      })
      .execute();
    for (const email of ['first@example.org', 'second@example.org']) {
      await db
        .insertInto('waitlist_entries')
        .values({
          course_id: course.id,
          course_name: 'Before Offers',
          parent_name: 'Parent',
          parent_email: email,
          parent_phone: '4085550100',
          student_name: 'Kid',
          interested_in_future_camps: 1,
          created_at: at,
        })
        .execute();
    }
    const after = await migrator().migrateToLatest();
    expect(after.error).toBeUndefined();
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
  });

  it('keeps every enrollment and the session that points at one', async () => {
    const rows = await db
      .selectFrom('enrollments')
      .select(['id', 'status', 'parent_email', 'email_slot'])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { id: 1, status: 'paid', parent_email: 'a@example.org', email_slot: null },
      { id: 2, status: 'held', parent_email: 'b@example.org', email_slot: 1 },
    ]);
    const session = await db.selectFrom('demo_payment_sessions').select('enrollment_id').executeTakeFirstOrThrow();
    expect(session.enrollment_id).toBe(2);
  });

  it('accepts the offered status and still refuses an unknown one; ids keep counting; foreign keys and indexes still hold', async () => {
    const base = {
      course_id: 1,
      student_name: 'Student',
      amount_cents: 67500,
      currency: 'usd',
      hold_expires_at: at,
      payment_provider: 'demo',
      created_at: at,
      updated_at: at,
    };
    const offered = await db
      .insertInto('enrollments')
      .values({ ...base, parent_email: 'd@example.org', status: 'offered' })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(offered.id).toBe(4);
    await expect(
      db
        .insertInto('enrollments')
        // @ts-expect-error: a status the table refuses
        .values({ ...base, parent_email: 'e@example.org', status: 'bogus' })
        .execute(),
    ).rejects.toThrow();
    // The fair share's unique index over held rows: a second hold in the same slot is refused.
    await expect(
      db
        .insertInto('enrollments')
        .values({ ...base, parent_email: 'b@example.org', status: 'held', email_slot: 1, client_key: 'other', client_slot: 1 })
        .execute(),
    ).rejects.toThrow();
    await expect(db.deleteFrom('enrollments').where('id', '=', 2).execute()).rejects.toThrow();
  });

  it('puts the families already waiting in line in the order they joined', async () => {
    const entries = await db.selectFrom('waitlist_entries').select(['id', 'state', 'line_order']).orderBy('id').execute();
    expect(entries.map((entry) => [entry.state, entry.line_order])).toEqual([
      ['waiting', entries[0]!.id],
      ['waiting', entries[1]!.id],
    ]);
  });

  it('rolled back, gives the seats offers held back to their courses', async () => {
    const offered = await db.selectFrom('enrollments').select(['id', 'course_id']).where('status', '=', 'offered').execute();
    expect(offered).toHaveLength(1);
    await db
      .updateTable('courses')
      .set((eb) => ({ seats_taken: eb('seats_taken', '+', 1) }))
      .where('id', '=', offered[0]!.course_id)
      .execute();
    const seats = () =>
      db.selectFrom('courses').select('seats_taken').where('id', '=', offered[0]!.course_id).executeTakeFirstOrThrow();
    const before = (await seats()).seats_taken;
    expect((await migrator().migrateTo('20261123T0500_staff_console')).error).toBeUndefined();
    expect((await seats()).seats_taken).toBe(before - 1);
    const row = await db.selectFrom('enrollments').select('status').where('id', '=', offered[0]!.id).executeTakeFirstOrThrow();
    expect(row.status).toBe('released');
    expect((await migrator().migrateToLatest()).error).toBeUndefined();
  });
});
