import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A throw-away PostgreSQL server for the tests: Debian's binaries, a temporary data
 * folder, a free loopback port, settings for speed over durability. initdb refuses root,
 * so as root it runs as the `postgres` user the Debian package creates.
 * TEST_DATABASE_URL, when set, points at an existing server instead.
 */
export type TestPostgres = {
  url: string;
  stop: () => void;
  /** Stops the server as a managed database does for maintenance (`pg_ctl stop -m fast`), keeping its data. */
  halt: () => void;
  /** Starts it again after `halt`, on the same port and data. */
  resume: () => void;
};

function binaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions.map((v) => path.join(root, v, 'bin')).find((dir) => fs.existsSync(path.join(dir, 'initdb')));
  if (!bin)
    throw new Error(
      'PostgreSQL binaries not found in /usr/lib/postgresql/*/bin: run `apt-get install -y postgresql` (tests/run-all.sh does)',
    );
  return bin;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const existing = process.env.TEST_DATABASE_URL;
  const cannot = () => {
    throw new Error('TEST_DATABASE_URL points at a server these tests do not control');
  };
  if (existing) return { url: existing, stop: () => undefined, halt: cannot, resume: cannot };

  const bin = binaries();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-pg-'));
  // As root, the server runs as `postgres`, which must own its folder.
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args]]
      : [path.join(bin, command), args];
    const result = spawnSync(file, argv, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout || result.error?.message}`);
  };
  const data = path.join(dir, 'data');
  try {
    if (asRoot) execFileSync('chown', ['postgres', dir]);
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ');
  const start = () => run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    halt: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    resume: start,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
