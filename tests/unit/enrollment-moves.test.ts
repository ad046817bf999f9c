import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/index.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { loadSampleContentIfEmpty } from '../../db/seed/index.ts';
import { enrollmentMoves, enrollmentStatuses, mayMove, type EnrollmentStatus } from '../../domain/checkout.ts';
import { moveEnrollment } from '../../server/services/enrollment-state.ts';
import { createTestDatabase, testEngine, type TestDatabase } from '../helpers/test-database.ts';

/**
 * An enrollment's moves are one table (domain/checkout.ts), and one module writes them
 * (server/services/enrollment-state.ts): every allowed pair moves, every other pair is
 * refused and changes nothing, on both engines.
 */
const at = new Date('2026-11-22T12:00:00Z');
const allowed: [EnrollmentStatus, EnrollmentStatus][] = [
  ['held', 'paid'],
  ['held', 'released'],
  ['released', 'paid'],
  ['released', 'refund_due'],
  ['refund_due', 'refunded'],
  ['offered', 'paid'],
  ['offered', 'released'],
  ['paid', 'refund_due'],
  ['paid', 'cancelled'],
];
const allPairs = enrollmentStatuses.flatMap((from) =>
  enrollmentStatuses.map((to) => [from, to] as [EnrollmentStatus, EnrollmentStatus]),
);
const isAllowed = (from: EnrollmentStatus, to: EnrollmentStatus) => allowed.some(([f, t]) => f === from && t === to);

let database: TestDatabase;
let db: Db;
let courseId: number;
beforeAll(async () => {
  database = await createTestDatabase();
  db = createDb(database.target);
  await migrateToLatest(db);
  await loadSampleContentIfEmpty(db, at);
  courseId = (await db.selectFrom('courses').select('id').executeTakeFirstOrThrow()).id;
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

/** An enrollment standing in `status`, written directly as a fixture. */
async function enrollmentIn(status: EnrollmentStatus): Promise<number> {
  const row = await db
    .insertInto('enrollments')
    .values({
      course_id: courseId,
      student_name: 'Student',
      parent_email: 'parent@example.org',
      amount_cents: 67500,
      currency: 'usd',
      status,
      hold_expires_at: at.toISOString(),
      payment_provider: 'demo',
      created_at: at.toISOString(),
      updated_at: at.toISOString(),
      client_key: null,
      client_slot: null,
      email_slot: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
const statusOf = async (id: number) =>
  (await db.selectFrom('enrollments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
// A caller that casts the types away, as a refused pair needs.
type AnyMove = (
  trx: Parameters<typeof moveEnrollment>[0],
  id: number,
  from: EnrollmentStatus,
  to: EnrollmentStatus,
  at: Date,
) => Promise<boolean>;
const move = moveEnrollment as unknown as AnyMove;

describe(`enrollment moves (${testEngine})`, () => {
  it('lists exactly the moves the checkout needs', () => {
    for (const [from, to] of allPairs) expect(mayMove(from, to), `${from} -> ${to}`).toBe(isAllowed(from, to));
    expect(Object.keys(enrollmentMoves).sort()).toEqual([...enrollmentStatuses].sort());
  });

  it.each(allowed)('moves %s -> %s, once', async (from, to) => {
    const id = await enrollmentIn(from);
    expect(await db.transaction().execute((trx) => move(trx, id, from, to, at))).toBe(true);
    expect(await statusOf(id)).toBe(to);
    // The same move again finds the enrollment no longer in `from`: nothing changes.
    expect(await db.transaction().execute((trx) => move(trx, id, from, to, at))).toBe(false);
    expect(await statusOf(id)).toBe(to);
  });

  it.each(allPairs.filter(([from, to]) => !isAllowed(from, to)))('refuses %s -> %s and changes nothing', async (from, to) => {
    const id = await enrollmentIn(from);
    await expect(db.transaction().execute((trx) => move(trx, id, from, to, at))).rejects.toThrow(
      `An enrollment cannot move from ${from} to ${to}`,
    );
    expect(await statusOf(id)).toBe(from);
  });

  it('only moves an enrollment that is in the state the move starts from', async () => {
    const id = await enrollmentIn('paid');
    expect(await db.transaction().execute((trx) => move(trx, id, 'held', 'released', at))).toBe(false);
    expect(await statusOf(id)).toBe('paid');
  });
});

describe('the one writer of an enrollment', () => {
  it('is server/services/enrollment-state.ts: no other file of the product inserts or updates enrollments', () => {
    const writers: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry.name) && /(insertInto|updateTable)\(\s*'enrollments'/.test(fs.readFileSync(file, 'utf8')))
          writers.push(file);
      }
    };
    for (const dir of ['server', 'views', 'domain', 'client']) walk(dir);
    expect(writers).toEqual([path.join('server', 'services', 'enrollment-state.ts')]);
  });
});
