import { sql, type Kysely } from 'kysely';
import { setEnrollmentStatuses } from './enrollment-statuses.ts';

// Waitlist offers: a freed seat is held for the first family waiting for it.
//
// An enrollment gains the status 'offered': the row that holds the seat while a family
// decides (it becomes 'paid' or 'released' like a hold). A waitlist entry gains its own
// state ('waiting' -> 'offered' -> 'claimed' | 'declined' | 'lapsed', or 'skipped' by
// staff), its place in line (`line_order`: staff move an entry to the front by giving it
// a smaller number), and its offer: the enrollment, the claim link's hash and the times.
//
// The statuses' CHECK is widened by db/migrations/enrollment-statuses.ts (SQLite rebuilds
// the table).

const statusesBefore = "'held', 'paid', 'released', 'refund_due', 'refunded'";
const statusesAfter = "'held', 'paid', 'released', 'refund_due', 'refunded', 'offered'";

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
