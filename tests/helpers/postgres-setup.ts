import type { TestProject } from 'vitest/node';
import { startTestPostgres } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test PostgreSQL server's admin URL; each test app makes a database of its own there. */
    postgresUrl: string;
  }
}

/** Global setup of the PostgreSQL project: one server for the whole run, stopped at the end. */
export default async function setup(project: TestProject) {
  const server = await startTestPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
