import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminPostsPath, adminRoutes } from '../../server/routes/admin.tsx';
import { ownerEmail, signInAs } from '../helpers/staff.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

// Every admin route there is, read from the router itself, so a route added later cannot
// forget the session: anonymous, each page answers 303 to the sign-in page and each JSON
// endpoint 401; signed in, no answer may be kept by a cache.
const password = 'correct horse battery staple';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { adminPassword: password, sessionSecret: 's'.repeat(32) } });
});
afterAll(() => t.close());

type Route = { method: string; path: string };

/** The routes of a router and of every router mounted in it (they mount at the root, with full paths). */
function routesOf(router: unknown): Route[] {
  const routes: Route[] = [];
  const walk = (stack: unknown[]) => {
    for (const layer of stack as {
      route?: { path: string | string[]; methods: Record<string, boolean> };
      handle?: { stack?: unknown[] };
    }[]) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const path of paths) for (const method of Object.keys(layer.route.methods)) routes.push({ method, path });
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((router as { stack: unknown[] }).stack);
  return routes;
}

/** Open to anyone: signing in and out, and the links that set a password. */
const signedOutRoutes = [
  /^\/admin\/login$/,
  /^\/admin\/logout$/,
  /^\/admin\/password-reset(\/:token)?$/,
  /^\/admin\/invitations\/:token$/,
];

const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, '1').replace(/\*[A-Za-z]+/g, 'x');

const allRoutes = () => routesOf(adminRoutes(t.app.ctx)).filter((route) => /^\/(api\/)?admin(\/|$)/.test(route.path));
const guarded = () => allRoutes().filter((route) => !signedOutRoutes.some((open) => open.test(route.path)));

describe('the admin router', () => {
  it('lists the console’s routes (the walk sees them all)', () => {
    const paths = allRoutes().map((route) => `${route.method} ${route.path}`);
    for (const expected of [
      'get /admin',
      'get /admin/outbox/:id',
      'post /admin/staff/invite',
      'get /admin/audit',
      `post ${adminPostsPath}`,
      'get /admin/login',
      'post /admin/password-reset/:token',
    ])
      expect(paths).toContain(expected);
    expect(guarded().length).toBeGreaterThan(10);
  });

  it('sends an anonymous visitor from every page to the sign-in page, and answers 401 to every JSON endpoint', async () => {
    for (const route of guarded()) {
      const path = concrete(route.path);
      const method = route.method === '_all' ? 'get' : route.method;
      const res = await (request(t.app) as unknown as Record<string, (p: string) => request.Test>)[method]!(path);
      const what = `${method} ${path}`;
      if (path.startsWith('/api/')) {
        expect(res.status, what).toBe(401);
      } else {
        expect(res.status, what).toBe(303);
        expect(res.headers.location, what).toMatch(/^\/admin\/login/);
      }
      expect(res.headers['set-cookie'], what).toBeUndefined();
    }
  });

  it('answers every page a signed-in owner opens with no-store, and keeps none in the page cache', async () => {
    const agent = request.agent(t.app);
    await signInAs(agent, ownerEmail, password).expect(303);
    for (const route of guarded().filter((r) => r.method === 'get')) {
      const path = concrete(route.path);
      const res = await agent.get(path);
      expect(res.headers['cache-control'], path).toBe('no-store');
      expect(res.status, path).not.toBe(500);
    }
    expect(t.pageCache.size).toBe(0);
  });
});
