import { Migrator } from 'kysely';
import { createDb, type Db } from '../../db/index.ts';
import { migrations } from '../../db/migrations/index.ts';
import { createTestDatabase } from './test-database.ts';

export type MigrationDatabase = { db: Db; migrateToLatest: () => Promise<void>; close: () => Promise<void> };

/**
 * A database of the test engine migrated up to `name` and no further: rows stored there
 * are what a site had before the migrations after it, which `migrateToLatest` then runs.
 */
export async function databaseMigratedTo(name: string): Promise<MigrationDatabase> {
  const database = await createTestDatabase();
  const db = createDb(database.target);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const done = async (result: Promise<{ error?: unknown }>) => {
    const { error } = await result;
    if (error) throw error instanceof Error ? error : new Error('migration failed', { cause: error });
  };
  await done(migrator.migrateTo(name));
  return {
    db,
    migrateToLatest: () => done(migrator.migrateToLatest()),
    close: async () => {
      await db.destroy();
      await database.drop();
    },
  };
}
