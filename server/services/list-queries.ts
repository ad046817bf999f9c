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
