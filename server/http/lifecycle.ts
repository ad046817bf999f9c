import type { Server, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

/**
 * Clean shutdown. Once stopping: /healthz answers 503 (so a load balancer stops sending
 * traffic), every response carries Connection: close and its connection closes when it
 * ends, requests already in flight finish, and no new connection is accepted.
 */
export type Lifecycle = {
  readonly stopping: boolean;
  /** First middleware: tracks responses in flight and closes connections while stopping. */
  track: RequestHandler;
  /** Stops accepting connections; resolves once every connection has closed. */
  stop: (server: Server) => Promise<void>;
};

export function createLifecycle(): Lifecycle {
  let stopping = false;
  let stoppingServer: Server | undefined;
  const inFlight = new Set<ServerResponse>();

  return {
    get stopping() {
      return stopping;
    },
    track: (_req, res, next) => {
      if (stopping) {
        res.setHeader('Connection', 'close');
      } else {
        inFlight.add(res);
        res.on('close', () => {
          inFlight.delete(res);
          // A response whose headers were already out when we began stopping kept its
          // connection open: close it now that it is idle.
          stoppingServer?.closeIdleConnections();
        });
      }
      next();
    },
    stop: (server) =>
      new Promise<void>((resolve) => {
        stopping = true;
        stoppingServer = server;
        for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
