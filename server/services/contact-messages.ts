import { inTransaction, type Db } from '../../db/index.ts';
import type { Clock } from '../clock.ts';
import type { ContactInput } from '../../domain/contact.ts';
import { queueContactMail } from './notifications.ts';
import type { MailSettings } from './outbox.ts';

/** Stores a message sent through the contact form, with its time, and its two emails in the same transaction. */
export async function recordContactMessage(db: Db, clock: Clock, mail: MailSettings, input: ContactInput): Promise<number> {
  const now = clock.now();
  return inTransaction(db, async (trx) => {
    const row = await trx
      .insertInto('contact_messages')
      // The message's own fields (the form's answer to a slip question is not part of it).
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone,
        subject: input.subject,
        message: input.message,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await queueContactMail(trx, mail, row.id, input, now);
    return row.id;
  });
}

/** The latest contact messages, newest first. */
export function latestContactMessages(db: Db, limit: number) {
  return db.selectFrom('contact_messages').selectAll().orderBy('id', 'desc').limit(limit).execute();
}
