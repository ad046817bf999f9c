import { z } from 'zod';
import { listQuerySchema, optionalChoice } from './admin-lists.ts';
import { courseLevels } from './courses.ts';

/**
 * The console's lists of what families sent: contact messages and enrollment requests
 * (each marked handled by staff), and the waitlists. Their query strings and the
 * mark-handled form, validated once for the page, its CSV and its rows.
 */

/** Whether staff have dealt with a message or request yet; blank lists both. */
export const handledStatuses = ['unhandled', 'handled'] as const;
export type HandledStatus = (typeof handledStatuses)[number];

export const messagesQuerySchema = listQuerySchema(['received', 'name', 'subject'], 'desc', {
  status: optionalChoice(handledStatuses),
});
export type MessagesQuery = z.output<typeof messagesQuerySchema>;

export const requestsQuerySchema = listQuerySchema(['received', 'parent', 'student', 'program'], 'desc', {
  status: optionalChoice(handledStatuses),
});
export type RequestsQuery = z.output<typeof requestsQuerySchema>;

/** A family waits for a cohort (a course's list) or for a level with no cohort yet (a level's list). */
export const waitlistKinds = ['course', 'level'] as const;
export type WaitlistKind = (typeof waitlistKinds)[number];

const blankAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Sorted by list by default: each line in its order, as families joined it. */
export const waitlistQuerySchema = listQuerySchema(['list', 'joined', 'parent', 'student'], 'asc', {
  list: optionalChoice(waitlistKinds),
  course: z.preprocess(
    blankAsUndefined,
    z.coerce.number({ error: 'Choose a cohort from the list' }).int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  ),
  level: optionalChoice(courseLevels),
});
export type WaitlistQuery = z.output<typeof waitlistQuerySchema>;

/**
 * The mark-handled form of a list's row: `handled` 1 or 0, and `back`, the list's URL
 * with its query, so a plain post returns to the same page, filters and sort (read again
 * through the list's schema by `backToList`).
 */
export const handledFormSchema = z.object({
  handled: z.enum(['1', '0'], { error: 'Say whether it is handled (1) or not (0)' }).transform((value) => value === '1'),
  back: z.string().max(2000).optional().catch(undefined),
});
