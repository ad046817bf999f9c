import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signInParent } from '../helpers/parents.ts';
import { ownerEmail, signInAs } from '../helpers/staff.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Express's router leaves a mounted router that matched a layer but answered nothing on a
 * later turn of the event loop (setImmediate). Under load a turn is the time of every other
 * request ready at that moment: once per request, it put the checkout, the parent's page
 * and the console behind 50-150 ms at the median (npm run bench). No route module may
 * mount anything at '/' that lets other requests through; these pages are answered
 * without the router deferring once.
 */
const password = 'router turns passphrase';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { adminPassword: password, sessionSecret: 'a-session-secret-of-at-least-32-characters' } });
});
afterAll(() => t.close());

/** The first frame of a stack that is not the spy's or this file's: who called setImmediate. */
const callerOf = (stack: string) =>
  stack
    .split('\n')
    .slice(1)
    .find((line) => !/tinyspy|@vitest|vitest\/dist|router-turns\.test/.test(line)) ?? '';

/** The router package's setImmediate calls while `work` runs. */
async function routerDeferrals(work: () => Promise<unknown>): Promise<number> {
  const original = globalThis.setImmediate;
  let count = 0;
  const spy = vi.spyOn(globalThis, 'setImmediate').mockImplementation(((
    callback: (...args: unknown[]) => void,
    ...args: unknown[]
  ) => {
    // Its own calls, not those of middleware it runs (the turns: server/http/turns.ts).
    if (/node_modules\/router\//.test(callerOf(new Error().stack ?? ''))) count++;
    return original(callback, ...args);
  }) as typeof setImmediate);
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return count;
}

describe('a request goes through the routers in one turn', () => {
  const host = (test: request.Test) => test.set('Host', 'localhost:3000');

  it.each([
    ['/checkout?courseId=1', 200],
    ['/enroll', 200],
    ['/scholarships/apply', 200],
    ['/account', 200],
    ['/blog', 200],
    ['/no-such-page', 404],
  ])('GET %s (status %i), past every route module mounted before it', async (path, status) => {
    // The page's own first answer may fill caches; the second is the one measured.
    await host(request(t.app).get(path));
    expect(await routerDeferrals(async () => expect((await host(request(t.app).get(path))).status).toBe(status))).toBe(0);
  });

  it("the parent's page and the console, signed in", async () => {
    const agent = request.agent(t.app);
    const post = (path: string, form: Record<string, string> = {}) =>
      agent.post(path).set('Host', 'localhost:3000').set('Origin', 'http://localhost:3000').type('form').send(form);
    const parent = await signInParent(t.db, post, 'parent@example.org');
    const parentPage = () => host(request(t.app).get('/account').set('Cookie', parent));
    expect(await routerDeferrals(async () => expect((await parentPage()).status).toBe(200))).toBe(0);

    const staff = request.agent(t.app);
    await signInAs(staff, ownerEmail, password).set('Host', 'localhost:3000').expect(303);
    for (const path of ['/admin', '/admin/courses', '/admin/outbox', '/admin/waitlist'])
      expect(await routerDeferrals(async () => expect((await host(staff.get(path))).status).toBe(200)), path).toBe(0);
  });
});
