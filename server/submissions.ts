/**
 * `npm run submissions [-- --limit N] [-- --json]`: prints the latest contact messages
 * and enrollment requests from the configured database (DATABASE_URL, as the server
 * reads it). Reads only; the server's start creates the tables.
 */
import { parseArgs } from 'node:util';
import { createDb } from '../db/index.ts';
import { ConfigError, loadConfig } from './config.ts';
import { latestContactMessages } from './services/contact-messages.ts';
import { latestEnrollmentRequests } from './services/enrollment-requests.ts';
import { submissionsReport } from './submissions-report.ts';

const { values: options } = parseArgs({
  options: { limit: { type: 'string', default: '20' }, json: { type: 'boolean', default: false } },
});
const limit = Number(options.limit);
if (!Number.isInteger(limit) || limit < 1 || limit > 1000) {
  console.error('--limit must be a whole number from 1 to 1000');
  process.exit(2);
}

let config;
try {
  config = loadConfig();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
const db = createDb(config.database);
try {
  const count = async (table: 'contact_messages' | 'enrollment_requests') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const messages = { rows: await latestContactMessages(db, limit), total: await count('contact_messages') };
  const requests = { rows: await latestEnrollmentRequests(db, limit), total: await count('enrollment_requests') };
  process.stdout.write(
    options.json
      ? JSON.stringify({ contactMessages: messages, enrollmentRequests: requests }, null, 2) + '\n'
      : submissionsReport(messages, requests),
  );
} catch (error) {
  const missing = /no such table|does not exist/.test(String(error));
  console.error(
    missing ? 'The database has no submissions tables yet: start the server once (npm start) to create them.' : error,
  );
  process.exitCode = 1;
} finally {
  await db.destroy();
}
