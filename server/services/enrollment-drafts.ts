import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/index.ts';
import type { Clock } from '../clock.ts';
import {
  draftAnswerLimit,
  draftLifetimeDays,
  enrollmentChoices,
  untouchedDraftLifetimeHours,
  type EnrollmentRequestInput,
} from '../../domain/enrollment-request.ts';
import type { FormValues } from '../../domain/forms.ts';
import { recordEnrollmentRequest } from './enrollment-requests.ts';
import type { MailSettings } from './outbox.ts';

/**
 * The enrollment wizard's answers between steps. Kept on the server under an
 * unguessable id (the visitor's browser holds it in a cookie), so that what was typed
 * survives each step, a reload and the back button, with or without JavaScript, on
 * every instance. Untouched drafts are deleted after `draftLifetimeDays`.
 */
export type Draft = {
  id: string;
  answers: FormValues;
  requestId: number | null;
  /** A submit found errors: every step now shows what it still needs. */
  submitTried: boolean;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseAnswers(raw: string): FormValues {
  try {
    const parsed: unknown = JSON.parse(raw);
    return isRecord(parsed) ? (parsed as FormValues) : {};
  } catch {
    return {};
  }
}

export async function loadDraft(db: Db, id: string | undefined): Promise<Draft | undefined> {
  if (!id) return undefined;
  const row = await db.selectFrom('enrollment_drafts').selectAll().where('id', '=', id).executeTakeFirst();
  return (
    row && { id: row.id, answers: parseAnswers(row.answers), requestId: row.request_id, submitTried: row.submit_tried === 1 }
  );
}

/**
 * Stores a draft's answers: in place while the draft is open, in a new draft when
 * there is none or it was already submitted (the visitor starts a new application).
 * Returns the id the answers are now kept under.
 */
export async function saveDraft(db: Db, clock: Clock, draft: Draft | undefined, answers: FormValues): Promise<string> {
  const changed = { answers: JSON.stringify(bounded(answers)), updated_at: clock.now().toISOString() };
  if (draft && draft.requestId === null) {
    const result = await db
      .updateTable('enrollment_drafts')
      .set((eb) => ({ ...changed, saves: eb(eb.fn.coalesce('saves', eb.lit(1)), '+', 1) }))
      .where('id', '=', draft.id)
      .where('request_id', 'is', null)
      .executeTakeFirst();
    if (result.numUpdatedRows > 0n) return draft.id;
    // Submitted by a request racing this one (a double click): the same draft, which
    // submitDraft then answers with the request it became.
    if (await loadDraft(db, draft.id)) return draft.id;
  }
  const id = randomBytes(18).toString('base64url');
  await db
    .insertInto('enrollment_drafts')
    .values({ id, ...changed, saves: 1 })
    .execute();
  return id;
}

/**
 * Answers cut to what a draft keeps (draftAnswerLimit): each text a character past its
 * field's limit, a list no longer than its choices. A draft is at most a few kilobytes,
 * whatever is posted.
 */
function bounded(answers: FormValues): FormValues {
  const cut = (field: string, value: string) => value.slice(0, draftAnswerLimit(field));
  return Object.fromEntries(
    Object.entries(answers).map(([field, value]) => [
      field,
      typeof value === 'string'
        ? cut(field, value)
        : Array.isArray(value)
          ? value.slice(0, enrollmentChoices.interests.length).map((item) => cut(field, item))
          : value,
    ]),
  );
}

/**
 * Turns an open draft into an enrollment request, once: the request is stored and the
 * draft marked with it in one transaction, so a double submit (two tabs, a retried
 * post) records one request. Returns the request's id, or the earlier one.
 */
export async function submitDraft(
  db: Db,
  clock: Clock,
  mail: MailSettings,
  draftId: string,
  input: EnrollmentRequestInput,
): Promise<number> {
  const recorded = await db
    .transaction()
    .execute(async (trx) => {
      const requestId = await recordEnrollmentRequest(trx, clock, mail, input);
      const marked = await trx
        .updateTable('enrollment_drafts')
        .set({ request_id: requestId, updated_at: clock.now().toISOString() })
        .where('id', '=', draftId)
        .where('request_id', 'is', null)
        .executeTakeFirst();
      if (marked.numUpdatedRows === 0n) throw new AlreadySubmitted();
      return requestId;
    })
    .catch((error: unknown) => {
      if (error instanceof AlreadySubmitted) return undefined;
      throw error;
    });
  if (recorded !== undefined) return recorded;
  const earlier = await loadDraft(db, draftId);
  if (earlier?.requestId == null) throw new Error('enrollment draft vanished while it was submitted');
  return earlier.requestId;
}

class AlreadySubmitted extends Error {}

/** Remembers that a submit of this draft found errors. */
export async function markSubmitTried(db: Db, draftId: string): Promise<void> {
  await db.updateTable('enrollment_drafts').set({ submit_tried: 1 }).where('id', '=', draftId).execute();
}

/**
 * Deletes drafts untouched for `draftLifetimeDays`, and drafts saved once and never again
 * after `untouchedDraftLifetimeHours`. Safe on every instance at once.
 */
export async function sweepDrafts(db: Db, clock: Clock): Promise<number> {
  const now = clock.now().getTime();
  const stale = new Date(now - draftLifetimeDays * 86_400_000).toISOString();
  const abandoned = new Date(now - untouchedDraftLifetimeHours * 3_600_000).toISOString();
  const result = await db
    .deleteFrom('enrollment_drafts')
    .where((eb) => eb.or([eb('updated_at', '<', stale), eb.and([eb('saves', '=', 1), eb('updated_at', '<', abandoned)])]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
