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

/** Characters URLSearchParams writes into a query string; anything else is not a list's own URL. */
const queryText = /^[A-Za-z0-9%&=+._*~-]*$/;

/**
 * Where a form posted from a list returns: the list's URL as the form sent it (`back`),
 * kept only if it is this list's path and its query passes the list's own schema, and
 * written anew from the keys that schema knows (in the order given). Anything else gives
 * the list's first page.
 */
export function backToList<Query extends { page: number }>(
  path: string,
  schema: z.ZodType<Query>,
  raw: unknown,
): { query: Query; href: string } {
  const text = typeof raw === 'string' && raw.length <= 2000 ? raw : '';
  const ownList = text === path || (text.startsWith(`${path}?`) && queryText.test(text.slice(path.length + 1)));
  const params = ownList ? new URLSearchParams(text.slice(path.length + 1)) : undefined;
  const parsed = params ? schema.safeParse(Object.fromEntries(params)) : undefined;
  if (!params || !parsed?.success) return { query: schema.parse({}), href: path };
  const known = new URLSearchParams([...params].filter(([key]) => key in (parsed.data as object)));
  const query = known.toString();
  return { query: parsed.data, href: query ? `${path}?${query}` : path };
}

/** A search term as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
export const likePattern = (term: string) => `%${term.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
