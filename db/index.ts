import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export type DatabaseTarget = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

/** Opens the database. SQLite gets WAL, foreign keys and a busy timeout. */
export function createDb(target: DatabaseTarget): Db {
  if (target.kind === 'postgres') {
    throw new Error('DATABASE_URL: PostgreSQL is not wired up yet; use a SQLite file path for now');
  }
  if (target.file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(target.file)), { recursive: true });
  const sqlite = new SQLite(target.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/**
 * Kysely prepares every query anew; preparing costs as much as running our small
 * queries. Our queries are a fixed set of SQL texts (values are bound parameters), so
 * prepared statements are kept and reused. Safe because better-sqlite3 is synchronous
 * and nothing here streams results (a statement is never in use twice at once).
 */
function withStatementCache(sqlite: SQLite.Database, maxStatements = 200): SQLite.Database {
  const statements = new Map<string, SQLite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  return new Proxy(sqlite, {
    get(target, property, receiver) {
      if (property !== 'prepare') {
        const value: unknown = Reflect.get(target, property, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return (source: string) => {
        let statement = statements.get(source);
        if (!statement) {
          statement = prepare(source);
          if (statements.size >= maxStatements) statements.delete(statements.keys().next().value!);
          statements.set(source, statement);
        }
        return statement;
      };
    },
  });
}
