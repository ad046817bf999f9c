import type { Db } from '../../db/index.ts';
import type { OutboxRow } from '../../db/schema.ts';
import { schoolDate } from '../../domain/schedule.ts';
import { courseSeats, type CourseSeats } from './course-seats.ts';

/** What the console's first page shows: what is coming, and what waits for someone. */
export type Dashboard = {
  upcoming: CourseSeats[];
  unhandledMessages: number;
  unhandledRequests: number;
  pendingScholarships: number;
  failedMail: Pick<OutboxRow, 'id' | 'to_address' | 'kind' | 'payload' | 'last_error' | 'updated_at'>[];
};

export async function dashboard(db: Db, now: Date): Promise<Dashboard> {
  const count = async (table: 'contact_messages' | 'enrollment_requests') => {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('handled_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  const [upcoming, unhandledMessages, unhandledRequests, pendingScholarships, failedMail] = await Promise.all([
    courseSeats(db, now, { startingFrom: schoolDate(now), status: 'active' }),
    count('contact_messages'),
    count('enrollment_requests'),
    db
      .selectFrom('scholarship_applications')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.n)),
    db
      .selectFrom('outbox')
      .select(['id', 'to_address', 'kind', 'payload', 'last_error', 'updated_at'])
      .where('status', '=', 'failed')
      .orderBy('updated_at', 'desc')
      .limit(5)
      .execute(),
  ]);
  return { upcoming, unhandledMessages, unhandledRequests, pendingScholarships, failedMail };
}
