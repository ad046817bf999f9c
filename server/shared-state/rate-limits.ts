import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { isDatabaseUnavailable } from '../../db/faults.ts';
import type { Db } from '../../db/index.ts';
import type { Logger } from '../logger.ts';

/**
 * Where per-client rate limits count: the `rate_limit_hits` table, on SQLite and on
 * PostgreSQL alike, so every instance behind a load balancer shares the counts and a
 * restart forgets none. A limiter gets its own store (`storeFor(name)`); each hit is one
 * statement (an upsert that starts a new window once the old one has ended).
 */
export type RateLimitStores = {
  /** A store for the limiter called `name`; undefined keeps the limiter's own memory store. */
  storeFor: (name: string) => Store | undefined;
  close: () => Promise<void>;
};

/** One process, nothing shared (an app built without shared state): each limiter counts in memory. */
export const memoryRateLimits: RateLimitStores = { storeFor: () => undefined, close: async () => undefined };

export function databaseRateLimits(db: Db, logger?: Logger): RateLimitStores {
  return { storeFor: (name) => new DatabaseRateLimitStore(db, name, logger), close: async () => undefined };
}

/** express-rate-limit's Store interface (its public API) over our table. */
export class DatabaseRateLimitStore implements Store {
  /** Counts live in the database: a key hit through one instance counts on every other. */
  readonly localKeys = false;
  readonly prefix: string;
  private windowMs = 60_000;

  constructor(
    private readonly db: Db,
    name: string,
    private readonly logger?: Logger,
  ) {
    this.prefix = `${name}:`;
  }

  /**
   * While the database cannot be reached a hit is not counted and the request goes on
   * (the write it carries then fails with the site's 503, keeping the form as typed),
   * logged here as a line of ours rather than the limiter's own console message.
   */
  private passOn(error: unknown, step: string): void {
    if (!isDatabaseUnavailable(error)) throw error;
    this.logger?.warn({ err: error, limiter: this.prefix.slice(0, -1), step }, 'rate limit not counted: database unavailable');
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const row = await this.db
      .selectFrom('rate_limit_hits')
      .select(['hits', 'reset_at'])
      .where('key', '=', this.prefix + key)
      .where('reset_at', '>', new Date().toISOString())
      .executeTakeFirst();
    return row && { totalHits: row.hits, resetTime: new Date(row.reset_at) };
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    try {
      return await this.count(key);
    } catch (error) {
      this.passOn(error, 'increment');
      return { totalHits: 0, resetTime: undefined };
    }
  }

  private async count(key: string): Promise<ClientRateLimitInfo> {
    const now = new Date();
    const at = now.toISOString();
    const nextReset = new Date(now.getTime() + this.windowMs).toISOString();
    const row = await this.db
      .insertInto('rate_limit_hits')
      .values({ key: this.prefix + key, hits: 1, reset_at: nextReset })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => {
          const ended = eb('rate_limit_hits.reset_at', '<=', at);
          return {
            hits: eb
              .case()
              .when(ended)
              .then(1)
              .else(eb('rate_limit_hits.hits', '+', 1))
              .end(),
            reset_at: eb.case().when(ended).then(nextReset).else(eb.ref('rate_limit_hits.reset_at')).end(),
          };
        }),
      )
      .returning(['hits', 'reset_at'])
      .executeTakeFirstOrThrow();
    return { totalHits: row.hits, resetTime: new Date(row.reset_at) };
  }

  async decrement(key: string): Promise<void> {
    await this.db
      .updateTable('rate_limit_hits')
      .set((eb) => ({ hits: eb('hits', '-', 1) }))
      .where('key', '=', this.prefix + key)
      .where('hits', '>', 0)
      .execute()
      .catch((error: unknown) => this.passOn(error, 'decrement'));
  }

  async resetKey(key: string): Promise<void> {
    await this.db
      .deleteFrom('rate_limit_hits')
      .where('key', '=', this.prefix + key)
      .execute();
  }
}

/** Deletes windows that have ended. Safe on every instance at once. */
export async function sweepRateLimits(db: Db, now: Date): Promise<number> {
  const result = await db.deleteFrom('rate_limit_hits').where('reset_at', '<=', now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
