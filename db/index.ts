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
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
