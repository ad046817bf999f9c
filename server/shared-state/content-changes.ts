import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import type { Db } from '../../db/index.ts';
import type { PageCache } from '../http/page-cache.ts';
import type { Logger } from '../logger.ts';
import { contentTopics, type ContentChanges, type ContentTopic } from '../services/content-changes.ts';

const channel = 'site_content_changes';

/** One process: a change drops this process's cached pages of that topic. */
export function localContentChanges(pageCache: PageCache): ContentChanges {
  return { changed: (topic) => pageCache.invalidate(topic) };
}

const isTopic = (value: string | undefined): value is ContentTopic => contentTopics.includes(value as ContentTopic);

/**
 * Several instances on one PostgreSQL: a change drops this instance's pages at once and
 * is announced with NOTIFY (after the change has committed); every instance LISTENs on a
 * connection of its own and drops its pages of that topic. A notification is lost only
 * when that connection is: a heartbeat finds out within `heartbeatMs`, and until it is back
 * every cached page is dropped at each beat, so nothing stays stale for longer than that.
 */
export async function postgresContentChanges(options: {
  url: string;
  db: Db;
  pageCache: PageCache;
  logger: Logger;
  heartbeatMs?: number;
}): Promise<{ changes: ContentChanges; close: () => Promise<void> }> {
  const { url, db, pageCache, logger, heartbeatMs = 2_000 } = options;
  const instance = randomUUID();
  const dropAll = () => contentTopics.forEach((topic) => pageCache.invalidate(topic));
  let listener: pg.Client | undefined;

  const lose = (client: pg.Client) => {
    if (listener !== client) return;
    listener = undefined;
    dropAll();
    client.end().catch(() => undefined);
  };

  async function listen(): Promise<void> {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client.on('notification', (message) => {
      const [from, topic] = (message.payload ?? '').split(':');
      if (from !== instance && isTopic(topic)) pageCache.invalidate(topic);
    });
    client.on('error', (error) => {
      logger.warn({ err: error }, 'content-change listener lost its connection');
      lose(client);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      // Connected but not listening (the server went away between the two): let it go.
      await client.end().catch(() => undefined);
      throw error;
    }
    listener = client;
  }

  await listen();
  let beating = false;
  async function beat(): Promise<void> {
    if (beating) return;
    beating = true;
    try {
      if (listener) await listener.query('select 1');
      else {
        dropAll(); // changes may be going unheard
        await listen();
        dropAll(); // and may have been missed while reconnecting
        logger.info('content-change listener reconnected');
      }
    } catch (error) {
      if (listener) {
        logger.warn({ err: error }, 'content-change listener stopped answering');
        lose(listener);
      }
    } finally {
      beating = false;
    }
  }
  // beat() catches its own failures: nothing it returns is left unhandled.
  const heartbeat = setInterval(() => void beat(), heartbeatMs);
  heartbeat.unref();

  return {
    changes: {
      changed(topic) {
        pageCache.invalidate(topic);
        sql`select pg_notify(${channel}, ${`${instance}:${topic}`})`.execute(db).catch((error: unknown) => {
          logger.error({ err: error, topic }, 'content change could not be announced');
        });
      },
    },
    close: async () => {
      clearInterval(heartbeat);
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
