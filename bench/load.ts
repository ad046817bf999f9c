/** HTTP load against the servers, with wrk when installed, else autocannon (a dev dependency). */
import { spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fmt } from './format.ts';
import { capture, isStopping, running } from './processes.ts';
import { logTail } from './servers.ts';
import { acceptEncoding, host, root } from './settings.ts';

export type LoadSettings = { connections: number; warmupSec: number; durationSec: number; rounds: number };
export type LoadResult = { rps: number; p99Ms: number; non2xx: number; errors: number };
/** A server to load; `logFile` is quoted when it has died, `headers` go with every request. */
export type Target = {
  child: ChildProcess;
  name: string;
  port: number;
  logFile?: string;
  headers?: Record<string, string>;
  /** This target's own path for the route (a secret link differs from site to site). */
  path?: string;
};

const hasWrk = !spawnSync('wrk', ['-v']).error;
export const generator = hasWrk ? 'wrk' : 'autocannon';

function parseWrk(out: string): LoadResult {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN);
  const p99 = /^\s*99%\s+([\d.]+)(us|ms|s|m)\s*$/m.exec(out);
  const scale: Record<string, number> = { us: 0.001, ms: 1, s: 1_000, m: 60_000 };
  const p99Ms = p99 ? Number(p99[1]) * scale[p99[2]!]! : NaN;
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const errors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return { rps, p99Ms, non2xx, errors };
}

function parseAutocannon(out: string): LoadResult {
  const json = JSON.parse(out.trim().split('\n').pop() ?? '{}') as {
    requests?: { average?: number };
    latency?: { p99?: number };
    non2xx?: number;
    errors?: number;
  };
  return {
    rps: json.requests?.average ?? NaN,
    p99Ms: json.latency?.p99 ?? NaN,
    non2xx: json.non2xx ?? 0,
    errors: json.errors ?? 0,
  };
}

async function runLoad(
  url: string,
  seconds: number,
  connections: number,
  extraHeaders: Record<string, string> = {},
): Promise<LoadResult> {
  const c = String(connections);
  const extra = Object.entries(extraHeaders);
  const { stdout } = hasWrk
    ? await capture('wrk', [
        '-t1',
        `-c${c}`,
        `-d${seconds}s`,
        '--latency',
        '-H',
        `Accept-Encoding: ${acceptEncoding}`,
        ...extra.flatMap(([name, value]) => ['-H', `${name}: ${value}`]),
        url,
      ])
    : // autocannon on one core tops out near 17k req/s: its worker thread keeps it off the main loop.
      // Each run is a fresh autocannon process: a one-second warm-up inside it (not sampled)
      // lets the client's own start (its JIT, its worker) pass first. Without it the first
      // batch's latencies took 1-2.6 s while the site's handlers never took 30 ms (its
      // request log) and its loop never stalled 150 ms: on a page that answers ~600 req/s,
      // that batch alone is 2.5% of a 3 s round and set the p99.
      await capture(path.join(root, 'node_modules', '.bin', 'autocannon'), [
        '--warmup',
        '[',
        '-c',
        c,
        '-d',
        '1',
        ']',
        '-j',
        '-w',
        '1',
        '-c',
        c,
        '-d',
        String(seconds),
        '-H',
        `Accept-Encoding=${acceptEncoding}`,
        ...extra.flatMap(([name, value]) => ['-H', `${name}=${value}`]),
        url,
      ]);
  return hasWrk ? parseWrk(stdout) : parseAutocannon(stdout);
}

/** One measured round against a target that must still be running; prints its figure as progress. */
async function measure(target: Target, urlPath: string, load: LoadSettings): Promise<LoadResult> {
  const { child, name, port, logFile } = target;
  if (!running(child)) {
    const how = `exit code ${child.exitCode ?? '-'}, signal ${child.signalCode ?? '-'}`;
    throw new Error(`${name} is no longer running (${how})${logFile ? '\n' + logTail(logFile) : ''}`);
  }
  const url = `http://${host}:${port}${urlPath}`;
  const result = await runLoad(url, load.durationSec, load.connections, target.headers);
  if (isStopping()) throw new Error('interrupted');
  process.stderr.write(`  ${urlPath} ${name}: ${fmt(result.rps)} req/s\n`);
  return result;
}

/**
 * The targets of one route take turns: a warm-up each, then `rounds` short runs in
 * turn, and each keeps its median rate and its median p99. A burst of load from elsewhere on the machine
 * then hits every target alike instead of skewing one ratio.
 */
export async function measureInTurns(urlPath: string, targets: Target[], load: LoadSettings): Promise<LoadResult[]> {
  return takeTurns(
    targets,
    load.rounds,
    (t) => runLoad(`http://${host}:${t.port}${t.path ?? urlPath}`, load.warmupSec, load.connections, t.headers),
    (t) => measure(t, t.path ?? urlPath, load),
  );
}

/** Warms each target up, then runs `rounds` measurements in turn and keeps each target's median rate and median p99. */
export async function takeTurns<T>(
  targets: T[],
  rounds: number,
  warmUp: (target: T) => Promise<unknown>,
  measureOnce: (target: T) => Promise<LoadResult>,
): Promise<LoadResult[]> {
  for (const t of targets) await warmUp(t);
  const results: LoadResult[][] = targets.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, t] of targets.entries()) results[i]!.push(await measureOnce(t));
  }
  return results.map((rounds) => {
    const middle = Math.floor(rounds.length / 2);
    const byRate = [...rounds].sort((a, b) => a.rps - b.rps)[middle]!;
    // Each figure is its own median: one round's burst of noise moves neither.
    const p99Ms = [...rounds].sort((a, b) => a.p99Ms - b.p99Ms)[middle]!.p99Ms;
    return { ...byRate, p99Ms };
  });
}
