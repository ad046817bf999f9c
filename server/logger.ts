import pino from 'pino';

/**
 * Structured JSON-lines logs (pino): one line per event, errors serialised with their
 * stack under `err`, and the fields that may carry email addresses or secrets redacted
 * wherever they appear. Never hand it a request body.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type Logger = pino.Logger;

const sensitiveKeys = ['email', 'parentEmail', 'password', 'secret', 'token', 'apiKey', 'cookie', 'authorization'];
export const redactedPaths = [
  ...sensitiveKeys,
  ...sensitiveKeys.map((key) => `*.${key}`),
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
];

/**
 * Lines go to stdout asynchronously (pino's SonicBoom): a line waits while the previous
 * write is under way and goes out with the next batch, so a busy server writes a few
 * batches a millisecond instead of one blocking write per request (with a slow reader of
 * stdout, those writes were the worst stalls under load: npm run bench). What is still
 * buffered is written synchronously when the process exits, crashes included.
 */
export function createLogger(level: LogLevel, destination: pino.DestinationStream = pino.destination({ sync: false })): Logger {
  const logger = pino({ ...lineFormat(level), redact: { paths: redactedPaths, censor: '[redacted]' } }, destination);
  destinations.set(logger, destination);
  return logger;
}

/** Where each logger made here writes, so `unredacted` can write to the same place. */
const destinations = new WeakMap<Logger, pino.DestinationStream>();

const lineFormat = (level: pino.LevelWithSilentOrString) => ({
  level,
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label: string) => ({ level: label }) },
});

/**
 * The same lines to the same place, without redaction: for the request log line alone,
 * whose fields are fixed (id, method, path, status, time) and never a redacted key.
 * Redaction walks every line it is given, and was a sixth of a cached page's cost.
 */
export function unredacted(logger: Logger): Logger {
  const destination = destinations.get(logger);
  // A logger made elsewhere (a child, say) keeps its redaction: slower, never less safe.
  return destination ? pino(lineFormat(logger.level), destination) : logger;
}
