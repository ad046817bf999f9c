/** The PostgreSQL the bench runs the site on: the tests' throw-away server, with a database of the bench's own. */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import pg from 'pg';
import { root, tsx } from './settings.ts';

export type BenchPostgres = { url: string; version: string; stop: () => Promise<void> };

const database = 'site_bench';

async function query(url: string, statement: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The server's URL, the first line bench/postgres-server.ts prints. */
function serverUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      if (out.includes('\n')) resolve(out.split('\n')[0]!);
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`PostgreSQL did not start (bench/postgres-server.ts exit code ${code})`)));
  });
}

/**
 * Starts the server and creates the site's database. `stop` drops it (a TEST_DATABASE_URL
 * server outlives us), then stops the server. Not one of processes.ts's children: the
 * server must stop after the sites, which hold connections to it.
 */
export async function startBenchPostgres(): Promise<BenchPostgres> {
  // Its own process group, so a Ctrl-C in the terminal cannot interrupt initdb half-way.
  const child = spawn(tsx, ['bench/postgres-server.ts'], { cwd: root, stdio: ['pipe', 'pipe', 'inherit'], detached: true });
  const exited = once(child, 'exit').catch(() => undefined); // a failed spawn rejects serverUrl instead
  child.stdin.on('error', () => undefined); // EPIPE when it has already exited
  const stopServer = async () => {
    child.stdin.end();
    await exited;
  };
  const adminUrl = await serverUrl(child);
  let version: string;
  try {
    // A run killed outright leaves its database on a TEST_DATABASE_URL server: start afresh.
    await query(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await query(adminUrl, `CREATE DATABASE ${database}`);
    const result = await query(adminUrl, "SELECT current_setting('server_version') AS version");
    version = String(result.rows[0]?.version).split(' ')[0]!; // '15.18', not Debian's packaging suffix
  } catch (error) {
    await stopServer();
    throw error;
  }
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    version,
    stop: async () => {
      await query(adminUrl, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
      await stopServer();
    },
  };
}
