import { PostgresAdapter, type ColumnDefinitionBuilder, type Kysely } from 'kysely';

// Column helpers shared by migrations. Shipped migrations depend on them: change
// nothing here; add a new helper instead.

/** A generated integer key: SQLite's INTEGER PRIMARY KEY AUTOINCREMENT, PostgreSQL's identity column. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function idColumn(db: Kysely<any>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return (c: ColumnDefinitionBuilder) =>
    postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
}
