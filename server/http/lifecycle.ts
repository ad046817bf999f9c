import type { Server, ServerResponse } from 'node:http';
import type { Express } from 'express';

/**
 * Clean shutdown. Once stopping: /healthz answers 503 (so a load balancer stops sending
 * traffic), no new connection is accepted, requests in flight finish, and every response
 * carries Connection: close, so its connection closes when it ends.
 */
export type Lifecycle = {
  readonly stopping: boolean;
  /** Makes the app's responses say Connection: close while stopping. */
  install: (app: Express) => void;
  /** Stops accepting connections; resolves once every connection has closed. */
  stop: (server: Server) => Promise<void>;
};

export function createLifecycle(): Lifecycle {
  let stopping = false;
  return {
    get stopping() {
      return stopping;
    },
    install(app) {
      // Every response writes its head through writeHead (Node's implicit header too), so
      // one check there covers requests already in flight when the stop began, at no
      // per-request cost (no listener, no bookkeeping).
      const response = app.response as ServerResponse;
      const writeHead = response.writeHead;
      Object.defineProperty(response, 'writeHead', {
        value: function (this: ServerResponse, ...args: Parameters<ServerResponse['writeHead']>) {
          if (stopping && !this.headersSent) this.setHeader('Connection', 'close');
          return writeHead.apply(this, args);
        },
        writable: true,
        configurable: true,
      });
    },
    stop: (server) =>
      new Promise<void>((resolve) => {
        stopping = true;
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}
