/**
 * Child process of the bench: runs the tests' throw-away PostgreSQL (tests/helpers/postgres.ts),
 * prints its admin URL, and stops it once stdin closes. A process of its own because the
 * helper blocks on initdb and pg_ctl, and tsx kills a bench that stays deaf to a Ctrl-C.
 */
import { startTestPostgres } from '../tests/helpers/postgres.ts';

const server = await startTestPostgres();
let stopped = false;
const stop = () => {
  if (stopped) return;
  stopped = true;
  server.stop();
  process.exit(0);
};
// stdin closes when the bench is done with the server, and also when the bench dies.
process.stdin.on('end', stop).resume();
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);
process.stdout.write(`${server.url}\n`);
