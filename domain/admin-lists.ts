import { z } from 'zod';

/**
 * The console's lists share one query string: `q` searches, `sort` and `dir` order,
 * `page` pages, and each list adds its own filters. A URL is the whole state, so a list
 * can be shared, bookmarked and used without JavaScript.
 */
export const listPageSize = 50;

const blankAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** A list's query: its sort keys (the first is the default) and its own filters. */
export function listQuerySchema<const Sort extends readonly [string, ...string[]], Extra extends z.ZodRawShape = {}>(
  sorts: Sort,
  defaultDir: 'asc' | 'desc',
  extra?: Extra,
) {
  return z.object({
    q: z.preprocess(blankAsUndefined, z.string().trim().max(100).optional()),
    sort: z.preprocess(blankAsUndefined, z.enum(sorts).default(sorts[0] as Sort[number])),
    dir: z.preprocess(blankAsUndefined, z.enum(['asc', 'desc']).default(defaultDir)),
    page: z.preprocess(blankAsUndefined, z.coerce.number().int().min(1).max(100_000).default(1)),
    ...((extra ?? {}) as Extra),
  });
}

/** An optional filter of a fixed set of values, blank meaning "all". */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankAsUndefined, z.enum(values).optional());

/** The same list's URL with some of its query changed (undefined removes a key; page 1 is left out). */
export function listHref(
  path: string,
  query: Record<string, string | number | undefined>,
  changes: Record<string, string | number | undefined> = {},
): string {
  const merged = { ...query, ...changes };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(merged)) {
    if (value === undefined || value === '' || (key === 'page' && Number(value) === 1)) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** A search term as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
export const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
