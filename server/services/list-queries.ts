import { sql, type Expression, type SqlBool } from 'kysely';
import { likePattern } from '../../domain/admin-lists.ts';

/**
 * A search across some text columns, the same on both engines: lower(column) LIKE
 * '%term%' with an explicit escape character (SQLite has none by default), so a typed
 * % or _ is found as itself.
 */
export function matchesAny(columns: readonly string[], term: string): Expression<SqlBool> {
  const pattern = likePattern(term);
  const parts = columns.map((column) => sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`);
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/**
 * Every row a query finds, read a batch at a time by id (keyset paging, the same on
 * both engines), so an export of any length holds one batch in memory.
 */
export async function* inBatches<T extends { id: number }>(
  fetchAfter: (afterId: number, size: number) => Promise<T[]>,
  size = 500,
): AsyncGenerator<T> {
  let after = 0;
  for (;;) {
    const rows = await fetchAfter(after, size);
    yield* rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1]!.id;
  }
}
