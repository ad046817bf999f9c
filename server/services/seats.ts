import type { Transaction } from 'kysely';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/schema.ts';
import type { ContentChanges } from './content-changes.ts';

/**
 * Waits for a course's row and holds it to the end of the transaction (a write that changes
 * nothing: PostgreSQL locks the row, SQLite runs one transaction at a time anyway), so that
 * a check and the write it allows cannot interleave with another request's for that course.
 */
export async function lockCourse(trx: Db, courseId: number): Promise<void> {
  await trx
    .updateTable('courses')
    .set((eb) => ({ seats_taken: eb.ref('seats_taken') }))
    .where('id', '=', courseId)
    .execute();
}

/** Seat moves inside one transaction; see `changeSeats`. */
export type SeatMoves = {
  trx: Transaction<Database>;
  /** Takes one seat if one is free; false when the course is full (or unknown). */
  take: (courseId: number) => Promise<boolean>;
  /** Gives one seat back; false when none was taken. */
  giveBack: (courseId: number) => Promise<boolean>;
  /**
   * Waits for the course's row before anything else is read or written, so that
   * transactions touching the same course take their locks in the same order (on
   * PostgreSQL; SQLite runs one transaction at a time anyway).
   */
  lock: (courseId: number) => Promise<void>;
  /**
   * Sets a course's capacity, never below the seats taken (one conditional statement, so a
   * checkout taking a seat at the same moment cannot be oversold); false when it would be.
   */
  setCapacity: (courseId: number, capacity: number) => Promise<boolean>;
  /** Says a course may have seats to give though none was given back (it was just opened or reopened). */
  reopened: (courseId: number) => void;
  /**
   * Says a held seat was paid for: the count is the same, but a full cohort's card that said
   * the seat might come back must not say it any more, so the pages drop all the same.
   */
  settled: () => void;
};

/**
 * Fills the seats a transaction freed, before it commits: the waitlist's offers
 * (server/services/waitlist-offers.ts). Called with the seats each course gained in the
 * transaction (given back, less taken, plus capacity added; Infinity for a course opened
 * or reopened), for the courses that gained any.
 */
export type FillFreedSeats = (seats: SeatMoves, freed: ReadonlyMap<number, number>) => Promise<void>;

/** What a seat transaction needs: the database, the page cache to drop, and who gets freed seats first. */
export type SeatDeps = { db: Db; changes: ContentChanges; fillFreedSeats: FillFreedSeats };

/**
 * The one place seat counts change. Each move is a single conditional statement that
 * reads the same on SQLite and PostgreSQL, guarded by the CHECK constraint, so two
 * visitors can never both take the last seat. The work runs in one transaction with
 * whatever else must change with the seat (a hold, an enrollment); once it has
 * committed, pages showing seat counts are dropped from the cache. Never earlier: a
 * page rendered between the drop and the commit would cache the old count. A seat the
 * work frees goes to the waitlist first, in the same transaction (`fillFreedSeats`), so no
 * other transaction ever sees it free while a family waits for it.
 */
export async function changeSeats<T>(deps: SeatDeps, work: (seats: SeatMoves) => Promise<T>): Promise<T> {
  let moved = false;
  const freed = new Map<number, number>();
  const gained = (courseId: number, seats: number) => freed.set(courseId, (freed.get(courseId) ?? 0) + seats);
  const result = await deps.db.transaction().execute(async (trx) => {
    const seats: SeatMoves = {
      trx,
      take: async (courseId) => {
        const { numUpdatedRows } = await trx
          .updateTable('courses')
          .set((eb) => ({ seats_taken: eb('seats_taken', '+', 1) }))
          .where('id', '=', courseId)
          .where((eb) => eb('seats_taken', '<', eb.ref('capacity')))
          .executeTakeFirst();
        const taken = numUpdatedRows > 0n;
        moved ||= taken;
        if (taken) gained(courseId, -1);
        return taken;
      },
      giveBack: async (courseId) => {
        const { numUpdatedRows } = await trx
          .updateTable('courses')
          .set((eb) => ({ seats_taken: eb('seats_taken', '-', 1) }))
          .where('id', '=', courseId)
          .where('seats_taken', '>', 0)
          .executeTakeFirst();
        const givenBack = numUpdatedRows > 0n;
        moved ||= givenBack;
        if (givenBack) gained(courseId, 1);
        return givenBack;
      },
      setCapacity: async (courseId, capacity) => {
        const before = await trx.selectFrom('courses').select('capacity').where('id', '=', courseId).executeTakeFirst();
        const { numUpdatedRows } = await trx
          .updateTable('courses')
          .set({ capacity })
          .where('id', '=', courseId)
          .where('seats_taken', '<=', capacity)
          .executeTakeFirst();
        const changed = numUpdatedRows > 0n;
        moved ||= changed;
        if (changed && before) gained(courseId, capacity - before.capacity);
        return changed;
      },
      reopened: (courseId) => void gained(courseId, Infinity),
      settled: () => void (moved = true),
      lock: (courseId) => lockCourse(trx, courseId),
    };
    const done = await work(seats);
    const gains = new Map([...freed].filter(([, seats]) => seats > 0));
    if (gains.size > 0) await deps.fillFreedSeats(seats, gains);
    return done;
  });
  if (moved) deps.changes.changed('courses');
  return result;
}
