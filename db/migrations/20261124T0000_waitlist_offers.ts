import { PostgresAdapter, sql, type Kysely } from 'kysely';

// Waitlist offers: a freed seat is held for the first family waiting for it.
//
// An enrollment gains the status 'offered': the row that holds the seat while a family
// decides (it becomes 'paid' or 'released' like a hold). A waitlist entry gains its own
// state ('waiting' -> 'offered' -> 'claimed' | 'declined' | 'lapsed', or 'skipped' by
// staff), its place in line (`line_order`: staff move an entry to the front by giving it
// a smaller number), and its offer: the enrollment, the claim link's hash and the times.
//
// SQLite cannot change a CHECK constraint in place, so its enrollments table is rebuilt
// from its own stored definition, with its indexes and id sequence, inside this
// migration's transaction.

const statusesBefore = "'held', 'paid', 'released', 'refund_due', 'refunded'";
const statusesAfter = "'held', 'paid', 'released', 'refund_due', 'refunded', 'offered'";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function setEnrollmentStatuses(db: Kysely<any>, from: string, to: string): Promise<void> {
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await setEnrollmentStatuses(db, statusesBefore, statusesAfter);

  const entries = 'waitlist_entries';
  await db.schema
    .alterTable(entries)
    .addColumn('state', 'text', (c) =>
      c
        .notNull()
        .defaultTo('waiting')
        .check(sql`state in ('waiting', 'offered', 'claimed', 'declined', 'lapsed', 'skipped')`),
    )
    .execute();
  // Smaller is earlier; sign-up order until staff move someone to the front.
  await db.schema
    .alterTable(entries)
    .addColumn('line_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable(entries)
    .set({ line_order: sql.ref('id') })
    .execute();
  // The enrollment that holds the offered seat (its status says whether it was paid).
  await db.schema.alterTable(entries).addColumn('offer_enrollment_id', 'integer').execute();
  // sha256 of the claim link's secret.
  await db.schema.alterTable(entries).addColumn('offer_token_hash', 'text').execute();
  await db.schema.alterTable(entries).addColumn('offered_at', 'text').execute();
  await db.schema.alterTable(entries).addColumn('offer_expires_at', 'text').execute();
  // When the state last changed (an offer claimed, declined or lapsed; an entry skipped).
  await db.schema.alterTable(entries).addColumn('state_changed_at', 'text').execute();
  await db.schema.createIndex('waitlist_entries_line').on(entries).columns(['course_id', 'state', 'line_order']).execute();
  await db.schema.createIndex('waitlist_entries_offer_token').unique().on(entries).column('offer_token_hash').execute();
  await db.schema.createIndex('waitlist_entries_offer_enrollment').on(entries).column('offer_enrollment_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const index of ['waitlist_entries_offer_enrollment', 'waitlist_entries_offer_token', 'waitlist_entries_line']) {
    await db.schema.dropIndex(index).ifExists().execute();
  }
  for (const column of [
    'state_changed_at',
    'offer_expires_at',
    'offered_at',
    'offer_token_hash',
    'offer_enrollment_id',
    'line_order',
    'state',
  ]) {
    await db.schema.alterTable('waitlist_entries').dropColumn(column).execute();
  }
  // Seats held by offers go back to their courses, then the offers become released holds.
  await db
    .updateTable('courses')
    .set((eb) => ({
      seats_taken: eb(
        'seats_taken',
        '-',
        eb
          .selectFrom('enrollments')
          .select((inner) => inner.fn.countAll().as('n'))
          .whereRef('enrollments.course_id', '=', 'courses.id')
          .where('enrollments.status', '=', 'offered'),
      ),
    }))
    .execute();
  await db.updateTable('enrollments').set({ status: 'released' }).where('status', '=', 'offered').execute();
  await setEnrollmentStatuses(db, statusesAfter, statusesBefore);
}
