/**
 * A/B of write rates: the site at another checkout (ARGV: its directory) against this one,
 * both on fresh SQLite files, production mode, in turns. Used to price a change (e.g. the
 * outbox rows written in the same transaction as a waitlist entry or a checkout).
 *   npx tsx bench/ab-writes.ts /tmp/base
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contactBody, initiationBody, interestBody, measurePostsInTurns } from './form-posts.ts';
import type { Site } from './servers.ts';
import { freePort } from './http-client.ts';
import { makeRoom } from './engines.ts';

const [baseDir] = process.argv.slice(2);
if (!baseDir) throw new Error('usage: bench/ab-writes.ts <other checkout>');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ab-writes-'));

async function start(dir: string, name: string): Promise<Site> {
  const port = await freePort();
  const logFile = path.join(tmp, `${name}.log`);
  const databaseUrl = path.join(tmp, `${name}.db`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/start.ts'], {
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENTS: 'demo',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 200; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { child, port, logFile, databaseUrl };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not start`);
}

const sites = [await start(baseDir, 'before'), await start(process.cwd(), 'after')];
for (const site of sites) await makeRoom(site);
const load = { connections: 20, warmupSec: 2, durationSec: 4, rounds: 3 };
try {
  for (const [label, route, body] of [
    ['waitlist', '/api/courses/1/express-interest', interestBody],
    ['contact', '/api/contact', contactBody],
    ['checkout initiation', '/api/enrollments/initiate', initiationBody],
  ] as const) {
    // Seats for the initiations: every hold takes one.
    const [before, after] = await measurePostsInTurns(sites, route, body, load);
    console.log(
      `${label.padEnd(20)} before ${before!.rps.toFixed(0)}/s (non-2xx ${before!.non2xx}), after ${after!.rps.toFixed(0)}/s (non-2xx ${after!.non2xx}), ratio ${(after!.rps / before!.rps).toFixed(2)}`,
    );
  }
} finally {
  for (const site of sites) site.child.kill('SIGINT');
  fs.rmSync(tmp, { recursive: true, force: true });
}
