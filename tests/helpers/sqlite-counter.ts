/**
 * A second process on a test's SQLite file (tests/unit/database.test.ts):
 *   tsx tests/helpers/sqlite-counter.ts <file> <times>
 * Adds one to counter.n, `times` times, each a read-then-write transaction through the
 * app's own createDb, yielding between the read and the write so the processes interleave.
 */
import { sql } from 'kysely';
import { createDb } from '../../db/index.ts';

const [file, times] = process.argv.slice(2);
const db = createDb({ kind: 'sqlite', file: file! });
try {
  for (let i = 0; i < Number(times); i++) {
    await db.transaction().execute(async (tx) => {
      const { rows } = await sql<{ n: number }>`select n from counter`.execute(tx);
      await new Promise((resolve) => setTimeout(resolve, 1));
      await sql`update counter set n = ${rows[0]!.n + 1}`.execute(tx);
    });
  }
} finally {
  await db.destroy();
}
