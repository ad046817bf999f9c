import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from './test-app.ts';

export type RunningSite = TestApp & { url: string; port: number; stop: () => Promise<void> };

/** The real app on a real database (the project's engine), listening on a loopback port. */
export async function startSite(options: Parameters<typeof createTestApp>[0] = {}): Promise<RunningSite> {
  const site = await createTestApp(options);
  const server = http.createServer(site.app).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    ...site,
    url: `http://127.0.0.1:${port}`,
    port,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await site.close();
    },
  };
}
