/**
 * Errors that mean "the database cannot be reached or cannot take this now", as opposed
 * to a bug: the server answers 503 with a clear message for these (server/http/errors.tsx),
 * never 500, and the request may simply be tried again later.
 *
 * - PostgreSQL: the server shutting down, starting up or restarting (57P01, 57P02, 57P03),
 *   connection failures (class 08), too many connections (53300), a statement cancelled by
 *   `statement_timeout` (57014); and the driver's own words for a connection that died.
 * - The network: refused, reset, timed out, unreachable.
 * - SQLite: the disk or database full, a read-only file, a lock held past the busy timeout,
 *   an I/O error, a file that cannot be opened.
 */
const postgresCodes = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const sqliteCodes = /^SQLITE_(FULL|READONLY|BUSY|LOCKED|IOERR|CANTOPEN|PROTOCOL|NOMEM)(_|$)/;
const driverMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'driver has already been destroyed',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (postgresCodes.has(code) || code.startsWith('08') || networkCodes.has(code) || sqliteCodes.test(code)) return true;
  }
  return typeof message === 'string' && driverMessages.some((words) => message.startsWith(words));
}
