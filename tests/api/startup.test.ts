import { describe, expect, it, onTestFinished } from 'vitest';
import { startServer } from '../helpers/server-process.ts';
import { createTestDatabase, testEngine } from '../helpers/test-database.ts';

describe('server start and stop', () => {
  it('refuses a bad configuration value, naming the variable', async () => {
    const server = startServer({ PORT: 'not-a-port' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration:\s+PORT:/);
  });

  it('refuses to start, naming the host and never the password, when PostgreSQL cannot be reached', async () => {
    const server = startServer({ DATABASE_URL: 'postgres://site:hunter2-secret@127.0.0.1:9/site', LOG_LEVEL: 'info' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Cannot reach the database (PostgreSQL at 127.0.0.1:9/site): ECONNREFUSED');
    expect(server.output()).not.toContain('hunter2');
  });

  it(`migrates a new ${testEngine} database, loads the sample content, serves, and stops cleanly on SIGTERM`, async () => {
    const database = await createTestDatabase();
    onTestFinished(() => database.drop());
    const url = database.target.kind === 'sqlite' ? database.target.file : database.target.url;
    const server = startServer({ PORT: '0', DATABASE_URL: url, NODE_ENV: 'development', SHUTDOWN_DRAIN_SECONDS: '0.2' });
    try {
      const url = await server.listening();
      expect(server.output()).toContain('"msg":"migrations applied"');
      expect(server.output()).toContain('"msg":"sample content loaded"');
      const health = await fetch(url + '/healthz');
      expect(health.status).toBe(200);
      const courses = (await (await fetch(url + '/api/courses/program/kids-vibe-coding')).json()) as unknown[];
      expect(courses.length).toBeGreaterThan(0);
      // An idle keep-alive connection (fetch keeps one) must not hold the stop up until the
      // fallback, which would exit 1.
      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('"msg":"stopped"');
      expect(server.output()).not.toContain('clean stop timed out');
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 30_000);
});
