import type { Db } from '../../db/index.ts';
import type { Clock } from '../clock.ts';
import type { ContactInput } from '../../domain/contact.ts';

/** Stores a message sent through the contact form, with its time. */
export async function recordContactMessage(db: Db, clock: Clock, input: ContactInput): Promise<number> {
  const row = await db
    .insertInto('contact_messages')
    .values({ ...input, created_at: clock.now().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The latest contact messages, newest first. */
export function latestContactMessages(db: Db, limit: number) {
  return db.selectFrom('contact_messages').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
