import pino from 'pino';

/**
 * Structured JSON-lines logs (pino): one line per event, errors serialised with their
 * stack under `err`, and the fields that may carry e-mail addresses or secrets redacted
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

export function createLogger(
  level: LogLevel,
  destination: { write: (line: string) => void } = pino.destination({ sync: true }),
): Logger {
  return pino(
    {
      level,
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: redactedPaths, censor: '[redacted]' },
    },
    destination,
  );
}
