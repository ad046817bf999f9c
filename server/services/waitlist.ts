import { inTransaction, type Db } from '../../db/index.ts';
import type { Clock } from '../clock.ts';
import type { InterestInput, WaitlistTarget } from '../../domain/interest.ts';
import { endedStates } from '../../domain/waitlist-line.ts';
import { queueWaitlistConfirmation } from './notifications.ts';
import type { MailSettings } from './outbox.ts';
import { moveEntry } from './waitlist-entry-state.ts';
import { endOfLine, positionInLine } from './waitlist-line.ts';
import { paidSeatOf } from './paid-seats.ts';
import { sameStudentName } from '../../domain/students.ts';

const isEnded = (state: string): state is (typeof endedStates)[number] => (endedStates as readonly string[]).includes(state);

/**
 * Refused: the email is already in this cohort's line for another child. A line keeps one
 * place per family email (the unique key); taking the second child's name in place of the
 * first's dropped the first child from the line without a word.
 */
/** This child already has a paid seat in the cohort: a place in its line would take an offer from a family waiting. */
export class AlreadyEnrolled extends Error {
  constructor(
    readonly studentName: string,
    readonly enrollmentId: number,
  ) {
    super('This child already has a seat in this cohort');
  }
}

export class OtherChildInLine extends Error {
  constructor(readonly studentInLine: string) {
    super('This email is already in line for another child');
  }
}

/**
 * The child this email holds a place for in a cohort's line (none once the place has ended).
 * A level's list only tells families when a cohort is scheduled: no place is at stake there,
 * so a repeat refreshes it whatever the name.
 */
async function childInLine(trx: Db, target: WaitlistTarget, parentEmail: string): Promise<string | undefined> {
  if (target.kind === 'level') return undefined;
  const entry = await trx
    .selectFrom('waitlist_entries')
    .select(['student_name', 'state'])
    .where('course_id', '=', target.course.id)
    .where('parent_email', '=', parentEmail)
    .executeTakeFirst();
  return entry && !isEnded(entry.state) ? entry.student_name : undefined;
}

/**
 * Records a family's interest in a course, or in a level with no cohorts yet, and returns
 * their place in line (undefined while a course's entry holds an offer or was skipped by
 * staff). A repeat from the same email for the same course (or level) keeps one entry and
 * refreshes its details (portable ON CONFLICT upsert) and its place; a family whose offer
 * ended (claimed, declined, lapsed) joins the end of the line again. The confirmation, with
 * the place, goes to the outbox in the same transaction: once per place in line, not per repeat.
 */
export async function recordInterest(
  db: Db,
  clock: Clock,
  mail: MailSettings,
  target: WaitlistTarget,
  input: InterestInput,
  /** How long a seat offered from the line is held (config.waitlistOfferHours), as the confirmation says. */
  offerHours: number,
): Promise<{ position: number | undefined }> {
  const details = {
    parent_name: input.parentName,
    parent_phone: input.parentPhone,
    student_name: input.studentName,
    student_grade: input.studentGrade ?? null,
    message: input.message ?? null,
    interested_in_future_camps: input.interestedInFutureCamps ? 1 : 0,
  };
  const now = clock.now();
  const created = { parent_email: input.parentEmail, created_at: now.toISOString() };
  return inTransaction(db, async (trx) => {
    // The same family again is a refresh of its details; another child's name is refused,
    // unless the first child's place has ended (claimed, declined, lapsed).
    const inLine = await childInLine(trx, target, input.parentEmail);
    if (inLine && !sameStudentName(inLine, input.studentName)) throw new OtherChildInLine(inLine);
    if (target.kind === 'level') {
      const entry = await trx
        .insertInto('level_waitlist_entries')
        .values({ level: target.level, ...created, ...details })
        .onConflict((oc) => oc.columns(['level', 'parent_email']).doUpdateSet(details))
        .returning('id')
        .executeTakeFirstOrThrow();
      const ahead = await trx
        .selectFrom('level_waitlist_entries')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('level', '=', target.level)
        .where('id', '<', entry.id)
        .executeTakeFirstOrThrow();
      const position = Number(ahead.n) + 1;
      await queueWaitlistConfirmation(
        trx,
        mail,
        target,
        { id: entry.id, ...input },
        position,
        `waitlist:level:${entry.id}`,
        now,
        offerHours,
      );
      return { position };
    }
    const courseId = target.course.id;
    const paid = await paidSeatOf(trx, courseId, input.parentEmail, input.studentName);
    if (paid) throw new AlreadyEnrolled(paid.student_name, paid.id);
    // The update is conditional, so a second child never replaces the first: two requests at
    // once (one per sibling) can both pass the check above, and then the later one finds the
    // earlier's row here. It updates only the same child's row, or one whose place has ended.
    const found = await trx
      .insertInto('waitlist_entries')
      .values({
        course_id: courseId,
        ...created,
        ...details,
        course_name: target.course.name,
        line_order: endOfLine(trx, courseId),
      })
      .onConflict((oc) =>
        oc
          .columns(['course_id', 'parent_email'])
          .doUpdateSet({ ...details, course_name: target.course.name })
          .where((eb) =>
            eb.or([
              // The same child as the check above reads it: case and outer spaces aside ('Sam'
              // and 'sam' sent together are one place, not a refusal of the second).
              inLine !== undefined
                ? eb('waitlist_entries.student_name', '=', inLine)
                : eb(
                    eb.fn('lower', [eb.fn('trim', [eb.ref('waitlist_entries.student_name')])]),
                    '=',
                    input.studentName.trim().toLowerCase(),
                  ),
              eb('waitlist_entries.state', 'in', [...endedStates]),
            ]),
          ),
      )
      .returningAll()
      .executeTakeFirst();
    if (!found) {
      const other = await childInLine(trx, target, input.parentEmail);
      throw new OtherChildInLine(other ?? input.studentName);
    }
    let entry = found;
    if (isEnded(entry.state)) {
      const { next } = await endOfLine(trx, courseId).executeTakeFirstOrThrow();
      const fields = {
        line_order: Number(next),
        offer_enrollment_id: null,
        offer_token_hash: null,
        replaced_token_hash: null,
        offered_at: null,
        offer_expires_at: null,
      };
      if (await moveEntry(trx, entry.id, entry.state, 'waiting', now, fields)) entry = { ...entry, ...fields, state: 'waiting' };
    }
    const position = await positionInLine(trx, entry);
    if (position !== undefined) {
      // Keyed by the place in line: a family that joins again after an offer hears of its new place.
      const key = `waitlist:course:${entry.id}:${entry.line_order}`;
      await queueWaitlistConfirmation(trx, mail, target, { id: entry.id, ...input }, position, key, now, offerHours);
    }
    return { position };
  });
}
