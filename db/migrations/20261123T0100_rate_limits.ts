import { PostgresAdapter, type Kysely } from 'kysely';

// Per-client rate limits counted in our own table, on both engines (server/shared-state/
// rate-limits.ts), so every instance shares the counts and a restart does not forget
// them. They replace @acpr/rate-limit-postgresql, whose `rate_limit` schema goes.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit_hits')
    // The limiter's name and the client's key, e.g. 'writes:203.0.113.7'.
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    // When this window ends (ISO-8601); a hit after it starts a new window.
    .addColumn('reset_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_hits_reset_at').on('rate_limit_hits').column('reset_at').execute();
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await db.schema.dropSchema('rate_limit').ifExists().cascade().execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_hits').ifExists().execute();
}
