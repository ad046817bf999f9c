import http from 'node:http';
import { takeTurns, type LoadResult, type LoadSettings } from './load.ts';
import type { Site } from './servers.ts';
import { host } from './settings.ts';

/**
 * A JSON POST under load: a closed loop of `connections` clients, each sending the next
 * submission as soon as the last one is answered. Each submission comes from a client
 * address of its own (X-Forwarded-For, which the bench sites trust with TRUST_PROXY=1),
 * so per-client limits do not turn the figures into 429s, and carries an e-mail of its
 * own (`bodyOf` gets the submission's number), so each one writes rows of its own.
 */
export type BodyOf = (n: number) => object;

/** A waitlist submission. */
export const interestBody: BodyOf = (n) => ({
  parentName: 'Bench Parent',
  parentEmail: `bench-${n}@example.org`,
  parentPhone: '(408) 555-0100',
  studentName: 'Bench Student',
});

/** A contact message. */
export const contactBody: BodyOf = (n) => ({
  name: 'Bench Visitor',
  email: `bench-${n}@example.org`,
  phone: '(408) 555-0100',
  subject: 'programs',
  message: `Bench message number ${n}: which cohort suits a beginner?`,
});

/** A checkout initiation for course 1 (demo provider: a seat held, an enrollment and a demo session written). */
export const initiationBody: BodyOf = (n) => ({
  studentName: 'Bench Student',
  parentEmail: `bench-${n}@example.org`,
  courseId: 1,
});

let sequence = 0;

function post(agent: http.Agent, port: number, path: string, bodyOf: BodyOf): Promise<number> {
  const n = ++sequence;
  const body = JSON.stringify(bodyOf(n));
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host,
        port,
        path,
        method: 'POST',
        agent,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          'X-Forwarded-For': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function run(site: Site, path: string, bodyOf: BodyOf, seconds: number, connections: number): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const until = Date.now() + seconds * 1000;
  const client = async () => {
    while (Date.now() < until) {
      const started = process.hrtime.bigint();
      try {
        const status = await post(agent, site.port, path, bodyOf);
        if (status < 200 || status >= 300) non2xx++;
      } catch {
        errors++;
      }
      latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / seconds,
    p99Ms: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0,
    non2xx,
    errors,
  };
}

/** A POST on each site in turns (warm-up, then the median of the rounds), as measureInTurns does for GETs. */
export function measurePostsInTurns(sites: Site[], path: string, bodyOf: BodyOf, load: LoadSettings): Promise<LoadResult[]> {
  const connections = Math.min(load.connections, 20);
  return takeTurns(
    sites,
    load.rounds,
    (site) => run(site, path, bodyOf, load.warmupSec, connections),
    (site) => run(site, path, bodyOf, load.durationSec, connections),
  );
}
