import { PostgresAdapter, sql, type Kysely } from 'kysely';

// A helper shipped migrations depend on: change nothing here; add a new helper instead.

/**
 * Changes the list of statuses an enrollment's CHECK allows, from `from` to `to` (SQL
 * lists such as "'held', 'paid'"). PostgreSQL swaps the constraint. SQLite cannot change a
 * CHECK in place, so its enrollments table is rebuilt from its own stored definition, with
 * its indexes and id sequence, inside the migration's transaction.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function setEnrollmentStatuses(db: Kysely<any>, from: string, to: string): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`alter table enrollments drop constraint enrollments_status_check`.execute(db);
    await sql`alter table enrollments add constraint enrollments_status_check check (status in (${sql.raw(to)}))`.execute(db);
    return;
  }
  const table = await sql<{ sql: string }>`select sql from sqlite_master where type = 'table' and name = 'enrollments'`.execute(
    db,
  );
  const definition = table.rows[0]?.sql;
  if (!definition?.includes(`status in (${from})`)) throw new Error('enrollments: the status check is not the expected one');
  const indexes = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'index' and tbl_name = 'enrollments' and sql is not null`.execute(db);
  const sequence = await sql<{ seq: number }>`select seq from sqlite_sequence where name = 'enrollments'`.execute(db);
  // Rows that point at an enrollment (the demo provider's sessions) step aside while the
  // table is rebuilt, and come back once their enrollments are there again: dropping a
  // table that rows still point at is refused, and foreign keys stay on throughout.
  const children = await sql<{ name: string }>`
    select distinct m.name from sqlite_master m, pragma_foreign_key_list(m.name) f
    where m.type = 'table' and f."table" = 'enrollments'`.execute(db);
  for (const { name } of children.rows) {
    await sql`create table ${sql.id(`${name}_aside`)} as select * from ${sql.id(name)}`.execute(db);
    await sql`delete from ${sql.id(name)}`.execute(db);
  }
  await sql`create table enrollments_copy as select * from enrollments`.execute(db);
  await sql`drop table enrollments`.execute(db);
  await sql.raw(definition.replace(`status in (${from})`, `status in (${to})`)).execute(db);
  await sql`insert into enrollments select * from enrollments_copy`.execute(db);
  await sql`drop table enrollments_copy`.execute(db);
  for (const { name } of children.rows) {
    await sql`insert into ${sql.id(name)} select * from ${sql.id(`${name}_aside`)}`.execute(db);
    await sql`drop table ${sql.id(`${name}_aside`)}`.execute(db);
  }
  for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
  const seq = sequence.rows[0]?.seq;
  if (seq !== undefined) await sql`update sqlite_sequence set seq = ${seq} where name = 'enrollments'`.execute(db);
}
