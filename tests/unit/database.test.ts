import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/index.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { loadSampleContentIfEmpty, sampleContentLock } from '../../db/seed/index.ts';
import { sampleCourses } from '../../db/seed/sample-courses.ts';
import * as eastBaySundays from '../../db/migrations/20261129T0000_east_bay_sundays.ts';
import * as studioHours from '../../db/migrations/20261130T0000_studio_hours.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '../helpers/test-database.ts';

const tsx = path.resolve('node_modules', '.bin', 'tsx');

let database: TestDatabase;
let db: Db;
beforeEach(async () => {
  database = await createTestDatabase();
  db = createDb(database.target);
  await migrateToLatest(db);
});
afterEach(async () => {
  await db.destroy();
  await database.drop();
});

describe('database', () => {
  it.runIf(testEngine === 'postgres')(
    "on PostgreSQL hands a query's rows back only after beforeRows (the server's turns) lets them",
    async () => {
      let release: () => void = () => undefined;
      const gated = createDb(database.target, { beforeRows: () => new Promise<void>((resolve) => (release = resolve)) });
      try {
        let answered = false;
        const rows = gated
          .selectFrom('courses')
          .select('id')
          .execute()
          .then((found) => ((answered = true), found));
        // Long enough for PostgreSQL to have answered: the rows are there, held back.
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(answered).toBe(false);
        release();
        expect(Array.isArray(await rows)).toBe(true);
        expect(answered).toBe(true);
      } finally {
        await gated.destroy();
      }
    },
  );

  it.runIf(testEngine === 'sqlite')('runs SQLite in WAL mode with foreign keys on', async () => {
    const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    expect(mode.rows[0]?.journal_mode).toBe('wal');
    const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
    expect(fk.rows[0]?.foreign_keys).toBe(1);
  });

  it.runIf(testEngine === 'sqlite')(
    'keeps read-then-write transactions of two processes on one file correct: none fails, none is lost',
    async () => {
      if (database.target.kind !== 'sqlite') return;
      await sql`create table counter (n integer not null)`.execute(db);
      await sql`insert into counter (n) values (0)`.execute(db);
      const run = () =>
        new Promise<number | null>((resolve) => {
          const child = spawn(
            tsx,
            ['tests/helpers/sqlite-counter.ts', database.target.kind === 'sqlite' ? database.target.file : '', '40'],
            {
              stdio: ['ignore', 'ignore', 'inherit'],
            },
          );
          child.on('exit', resolve);
        });
      expect(await Promise.all([run(), run()])).toEqual([0, 0]);
      const { rows } = await sql<{ n: number }>`select n from counter`.execute(db);
      expect(rows[0]!.n).toBe(80);
    },
    60_000,
  );

  it('applies migrations once', async () => {
    expect(await migrateToLatest(db)).toEqual([]);
  });

  it('loads sample content into an empty database only', async () => {
    expect(await loadSampleContentIfEmpty(db, new Date())).toBe(true);
    expect(await loadSampleContentIfEmpty(db, new Date())).toBe(false);
    const courses = await db.selectFrom('courses').selectAll().execute();
    expect(new Set(courses.map((c) => c.level))).toEqual(new Set(['beginner', 'intermediate', 'advanced']));
    expect(new Set(courses.map((c) => c.campus))).toEqual(new Set(['south-bay', 'east-bay']));
    expect(courses.some((c) => c.capacity - c.seats_taken === 0)).toBe(true);
    expect(courses.some((c) => [1, 2].includes(c.capacity - c.seats_taken))).toBe(true);
    const posts = await db.selectFrom('blog_posts').selectAll().execute();
    expect(posts.length).toBeGreaterThanOrEqual(3);
    expect(posts.every((p) => p.featured_image && JSON.parse(p.tags).length > 0 && p.content.includes('#'))).toBe(true);
  });

  it('moves the sample East Bay cohorts of an older database to Sundays, and leaves a cohort the school edited alone', async () => {
    await loadSampleContentIfEmpty(db, new Date());
    // An older database: the cohorts as first seeded, on Saturdays; the school has since
    // moved the Intermediate one to its own dates.
    await eastBaySundays.down(db);
    await db
      .updateTable('courses')
      .set({ start_date: '2027-01-30', dates: 'January 30 - March 20, 2027', end_date: '2027-03-20' })
      .where('name', '=', 'Vibe Coding Intermediate: East Bay Winter')
      .execute();
    await eastBaySundays.up(db);
    const eastBay = await db
      .selectFrom('courses')
      .select(['name', 'dates', 'schedule', 'class_days'])
      .where('campus', '=', 'east-bay')
      .orderBy('name')
      .execute();
    expect(eastBay).toEqual([
      {
        name: 'Vibe Coding Advanced: East Bay Summer Studio',
        dates: 'July 12 - July 23, 2027',
        schedule: 'Monday - Friday, 1:00 PM - 4:00 PM',
        class_days: 'MO,TU,WE,TH,FR',
      },
      {
        name: 'Vibe Coding Beginner: East Bay Sundays',
        dates: 'February 7 - March 28, 2027',
        schedule: 'Sundays, 1:00 PM - 3:30 PM',
        class_days: 'SU',
      },
      {
        name: 'Vibe Coding Intermediate: East Bay Winter',
        dates: 'January 30 - March 20, 2027',
        schedule: 'Saturdays, 10:00 AM - 12:30 PM',
        class_days: 'SA',
      },
    ]);
  });

  it('gives the sample South Bay studio of an older database its 10 Saturdays (30 hours, as in the East Bay), and undoes it', async () => {
    await loadSampleContentIfEmpty(db, new Date());
    const studio = () =>
      db
        .selectFrom('courses')
        .select(['dates', 'start_date', 'end_date'])
        .where('name', '=', 'Vibe Coding Advanced: South Bay Studio')
        .executeTakeFirstOrThrow();
    await studioHours.down(db);
    expect(await studio()).toEqual({ dates: 'February 13 - April 3, 2027', start_date: '2027-02-13', end_date: '2027-04-03' });
    await studioHours.up(db);
    expect(await studio()).toEqual({ dates: 'January 30 - April 3, 2027', start_date: '2027-01-30', end_date: '2027-04-03' });
  });

  // Several instances means PostgreSQL; SQLite is one process.
  it.runIf(testEngine === 'postgres')(
    'loads the sample content once when another instance is loading it at the same time',
    async () => {
      // Instance 1 has taken the lock and is loading, not yet committed, when instance 2 starts.
      const first = createDb(database.target);
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked!: () => void;
      const lockTaken = new Promise<void>((resolve) => (locked = resolve));
      const firstLoad = first.transaction().execute(async (trx) => {
        await sampleContentLock.execute(trx);
        locked();
        await released;
        await trx
          .insertInto('courses')
          .values({ ...sampleCourses[0]!, created_at: new Date().toISOString() })
          .execute();
      });
      try {
        await lockTaken;
        const secondLoad = loadSampleContentIfEmpty(db, new Date());
        await new Promise((resolve) => setTimeout(resolve, 200));
        release();
        await firstLoad;
        // Instance 2 waited for instance 1 and then found the content there.
        expect(await secondLoad).toBe(false);
        expect(await db.selectFrom('courses').select('id').execute()).toHaveLength(1);
      } finally {
        release();
        await firstLoad.catch(() => undefined);
        await first.destroy();
      }
    },
  );

  it('refuses to take more seats than a course has (CHECK constraint)', async () => {
    await loadSampleContentIfEmpty(db, new Date());
    const full = await db
      .selectFrom('courses')
      .selectAll()
      .where(sql<boolean>`seats_taken = capacity`)
      .executeTakeFirstOrThrow();
    await expect(
      db
        .updateTable('courses')
        .set({ seats_taken: full.capacity + 1 })
        .where('id', '=', full.id)
        .execute(),
    ).rejects.toThrow(/CHECK constraint failed|violates check constraint/);
  });

  it('refuses a waitlist entry for a course that does not exist (foreign key)', async () => {
    await expect(
      db
        .insertInto('waitlist_entries')
        .values({
          course_id: 999,
          course_name: 'Nowhere',
          parent_name: 'Dana',
          parent_email: 'dana@example.org',
          parent_phone: '4085550100',
          student_name: 'Sam',
          student_grade: null,
          message: null,
          interested_in_future_camps: 1,
          created_at: new Date().toISOString(),
        })
        .execute(),
    ).rejects.toThrow(/FOREIGN KEY|violates foreign key constraint/);
  });
});
