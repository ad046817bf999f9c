import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { DatabaseTarget } from '../../db/index.ts';

export type TestEngine = 'sqlite' | 'postgres';

/** The engine this test project runs on (vitest.config.ts sets it per project). */
export const testEngine: TestEngine = process.env.TEST_ENGINE === 'postgres' ? 'postgres' : 'sqlite';

export type TestDatabase = { target: DatabaseTarget; drop: () => Promise<void> };

/**
 * A new, empty database of the project's engine: a SQLite file in a temp folder, or a
 * database of its own on the test PostgreSQL server. `drop` removes it.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testEngine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-test-'));
    return {
      target: { kind: 'sqlite', file: path.join(dir, 'site.db') },
      drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const adminUrl = inject('postgresUrl');
  const name = `site_test_${randomBytes(6).toString('hex')}`;
  const admin = (statement: string) => withClient(adminUrl, (client) => client.query(statement));
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString(), poolSize: 5, statementTimeoutMs: 10_000 },
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => undefined),
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
