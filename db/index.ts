import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  sql,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type SqliteDialectConfig,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

/** Runs `work` in a transaction: the caller's when it is in one, or a new one. */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

export type DatabaseTarget =
  | { kind: 'sqlite'; file: string }
  | {
      kind: 'postgres';
      url: string;
      /** Connections per instance; several instances share the server's max_connections. */
      poolSize?: number;
      /** A query running longer than this is cancelled by the server. */
      statementTimeoutMs?: number;
    };

/** Told of a connection that broke (the server restarted, a failover, a cut connection), and where it was. */
export type ConnectionErrorHandler = (error: Error, where: 'pooled connection in use' | 'idle pooled connection') => void;

/**
 * Opens the database: a SQLite file, or a PostgreSQL pool when the target is a postgres://
 * URL. A PostgreSQL connection that breaks never ends the process: every connection the
 * pool makes has an error listener for all its life (pg's pool listens only while a
 * connection is idle, so one broken while in use would otherwise throw), the query it was
 * running fails, and the pool replaces it.
 */
export type DbOptions = {
  onConnectionError?: ConnectionErrorHandler;
  /** PostgreSQL: awaited before a query's rows go back to its caller (the server's turns, server/http/turns.ts). */
  beforeRows?: () => Promise<void>;
};

export function createDb(target: DatabaseTarget, options: DbOptions = {}): Db {
  const onConnectionError = options.onConnectionError ?? (() => undefined);
  if (target.kind === 'postgres') {
    // TLS follows the URL (sslmode=require, verify-full...), as pg reads it.
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      statement_timeout: target.statementTimeoutMs ?? 5_000,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    pool.on('connect', (client) => client.on('error', (error) => onConnectionError(error, 'pooled connection in use')));
    // An idle client's error (the server restarted): the pool has already dropped it.
    pool.on('error', (error) => onConnectionError(error, 'idle pooled connection'));
    const plugins = options.beforeRows ? [new BeforeRows(options.beforeRows)] : [];
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
  }
  if (target.file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(target.file)), { recursive: true });
  const sqlite = new SQLite(target.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }) });
}

/** Waits for `beforeRows` between a query's answer and the code that asked for it. */
class BeforeRows implements KyselyPlugin {
  constructor(private readonly wait: () => Promise<void>) {}
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    await this.wait();
    return args.result;
  }
}

/**
 * Transactions on SQLite begin IMMEDIATE: they take the write lock at BEGIN, waiting up to
 * busy_timeout for it. Ours read then write (a seat count, then the move); begun DEFERRED,
 * one that read before another connection wrote (a second process on the file: the
 * submissions command, a migration) fails with SQLITE_BUSY at its first write, which no
 * busy timeout can cure. In this process kysely's single connection already runs them one
 * at a time.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  // Some errors (SQLITE_FULL, SQLITE_IOERR, SQLITE_NOMEM...) make SQLite roll the
  // transaction back by itself; kysely's ROLLBACK would then fail and hide the error that
  // matters (a full disk became "no transaction is active", a 500 instead of a 503).
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await super.rollbackTransaction(connection);
    } catch (error) {
      if (!/no transaction is active/.test((error as Error).message)) throw error;
    }
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly driverConfig: SqliteDialectConfig) {
    super(driverConfig);
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.driverConfig);
  }
}

/**
 * A transaction that lost a race and may simply run again: a write refused by a unique
 * index (PostgreSQL's 23505, SQLite's SQLITE_CONSTRAINT_UNIQUE: another writer got there
 * first), or one PostgreSQL chose to end in a deadlock (40P01) or a serialization
 * failure (40001). Callers that race on purpose (a slot, a key) retry on it.
 */
export function isLostRace(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '40P01' || code === '40001';
}

/** Where a target points, for messages: never the password. */
export function describeTarget(target: DatabaseTarget): string {
  if (target.kind === 'sqlite') return `SQLite file ${target.file}`;
  const url = new URL(target.url);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
}

/** Fails fast, with a message naming the host (never the password), when the database cannot be reached. */
export async function checkConnection(db: Db, target: DatabaseTarget): Promise<void> {
  try {
    await sql`select 1`.execute(db);
  } catch (error) {
    const reason = (error as { code?: string }).code ?? (error instanceof Error ? error.message : String(error));
    throw new Error(`Cannot reach the database (${describeTarget(target)}): ${reason}`);
  }
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
