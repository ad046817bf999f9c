/** The bench's own HTTP requests: fixtures, readiness checks and page weight (the load itself comes from wrk or autocannon). */
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { running } from './processes.ts';
import { host } from './settings.ts';

export type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** GET over node:http, so the body arrives as sent on the wire (still compressed). */
export function get(port: number, urlPath: string, headers: Record<string, string> = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host, port, path: urlPath, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`timed out: GET ${urlPath}`)));
    req.on('error', reject);
    req.end();
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls until urlPath answers `status`; fails early when the process dies. */
export async function waitFor(
  child: ChildProcess,
  port: number,
  urlPath: string,
  status: number,
  timeoutMs: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!running(child)) throw new Error(`${what} exited (code ${child.exitCode ?? child.signalCode}) before answering`);
    const reply = await get(port, urlPath).catch(() => undefined);
    if (reply?.status === status) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not answer ${status} on ${urlPath} within ${timeoutMs / 1000} s`);
}
