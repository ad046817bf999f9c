import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/**
 * A clean stop, in the order a load balancer needs:
 *
 * 1. Draining (`drainMs`, SIGTERM only): /healthz answers 503 so the balancer stops
 *    sending traffic here, while every request that still comes is served as usual. Each
 *    response says `Connection: close`, so keep-alive connections end after their next
 *    answer instead of being cut while idle.
 * 2. Closing: no new connection is accepted, idle keep-alive connections are closed (again
 *    and again, as answers finish), and every request in flight finishes.
 * 3. After `limitMs` a request still without an answer gets 503 (a slow upload, say) and
 *    the remaining connections close; the stop then resolves and the process exits 0.
 *
 * A request is "in flight" from the moment createApp's listener hands it to Express
 * (`admit`) until its response closes: one Set entry and one listener per request. The
 * fast path's answers are whole when it returns, so they are never followed.
 */
export type Lifecycle = {
  readonly stopping: boolean;
  /** Every request Express handles passes here first (createApp's listener): followed until it closes; while stopping it says Connection: close. */
  admit: (req: IncomingMessage, res: ServerResponse) => void;
  /** Drains, stops accepting, waits for requests in flight (up to a limit). */
  stop: (server: Server, timing?: StopTiming) => Promise<StopReport>;
};

export type StopTiming = {
  /** How long to keep serving with /healthz at 503 before closing the listener. */
  drainMs?: number;
  /** How long requests in flight then get to finish before they are answered 503 and cut. */
  limitMs?: number;
};

export type StopReport = { drainedMs: number; unfinished: number };

const idleSweepMs = 50;
/** A pause that never keeps the process alive by itself. */
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

export function createLifecycle(): Lifecycle {
  let stopping = false;
  const inFlight = new Set<ServerResponse>();
  // One handler for every response ('close' fires once): no closure made per request.
  function forget(this: ServerResponse) {
    inFlight.delete(this);
  }

  const closeAfterAnswer = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };

  return {
    get stopping() {
      return stopping;
    },

    admit(_req, res) {
      inFlight.add(res);
      res.on('close', forget);
      if (stopping) closeAfterAnswer(res);
    },

    async stop(server, { drainMs = 0, limitMs = 20_000 } = {}) {
      stopping = true;
      // Requests already under way close their connection after answering too.
      for (const res of inFlight) closeAfterAnswer(res);
      const started = Date.now();
      if (drainMs > 0) await sleep(drainMs);
      const drainedMs = Date.now() - started;

      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      // A keep-alive connection whose last answer went out before the stop is idle now,
      // or becomes idle when its answer ends: close it then, not before.
      const sweep = setInterval(() => server.closeIdleConnections(), idleSweepMs);
      server.closeIdleConnections();
      let unfinished = 0;
      const deadline = sleep(limitMs).then(() => 'late' as const);
      if ((await Promise.race([closed.then(() => 'closed' as const), deadline])) === 'late') {
        for (const res of inFlight) {
          if (res.headersSent) continue;
          unfinished += 1;
          res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close', 'Retry-After': '5' });
          res.end('The server is restarting. Please try again.');
        }
        // Give those answers a moment to leave, then cut what is left.
        await Promise.race([closed, sleep(500)]);
        server.closeAllConnections();
        await closed;
      }
      clearInterval(sweep);
      return { drainedMs, unfinished };
    },
  };
}
