import { z } from 'zod';
import type { DatabaseTarget } from '../db/index.ts';
import { defaultOfferHours } from '../domain/waitlist-line.ts';
import { site } from '../views/content/site.ts';

/**
 * The one place that reads process.env. Everything else receives a Config.
 * Every variable is optional so that `npm start` works on a fresh machine.
 */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const optionalUrl = optionalString.pipe(
  z
    .string()
    .url({ message: 'must be an absolute URL such as https://example.org' })
    .refine((value) => /^https?:\/\//.test(value), { message: 'must start with http:// or https://' })
    .optional(),
);

/** An address, a CIDR range, or one of Express's names for address ranges. */
const proxyAddress = /^(loopback|linklocal|uniquelocal|[0-9a-f.:]+(\/\d{1,3})?)$/i;

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: optionalString,
  DATABASE_URL: optionalString,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  PUBLIC_BASE_URL: optionalUrl.refine((value) => value === undefined || /^https?:\/\/[^/?#]+\/?$/.test(value), {
    message: 'must be an origin only, such as https://www.example.org (no path)',
  }),
  SESSION_SECRET: optionalString.pipe(z.string().min(32, { message: 'must be at least 32 characters' }).optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(12, { message: 'must be at least 12 characters' }).optional()),
  STRIPE_SECRET_KEY: optionalString.pipe(z.string().startsWith('sk_', { message: 'must start with sk_' }).optional()),
  STRIPE_WEBHOOK_SECRET: optionalString.pipe(z.string().startsWith('whsec_', { message: 'must start with whsec_' }).optional()),
  STRIPE_API_BASE: optionalUrl,
  PAYMENTS: z
    .enum(['stripe', 'demo'])
    .optional()
    .or(z.literal('').transform(() => undefined)),
  FIRECRAWL_API_URL: optionalUrl,
  BLOG_SOURCE_URL: optionalUrl,
  TRUST_PROXY: optionalString.pipe(
    z
      .string()
      .refine((value) => value !== 'true', {
        message: 'say how many proxies are in front (e.g. 1) or list their addresses; true would trust any client',
      })
      .refine(
        (value) =>
          /^\d{1,2}$/.test(value) || value === 'false' || value.split(',').every((part) => proxyAddress.test(part.trim())),
        {
          message:
            'must be false, a number of proxies (e.g. 1), or a comma-separated list of addresses/CIDRs (or loopback, linklocal, uniquelocal)',
        },
      )
      .optional(),
  ),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  SOURCE_MAPS: z.enum(['public', 'off']).optional(),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .refine(
        (value) => {
          try {
            const url = new URL(value);
            return (url.protocol === 'smtp:' || url.protocol === 'smtps:') && url.hostname !== '';
          } catch {
            return false;
          }
        },
        // Never the value itself: it may hold the mail server's password.
        { message: 'must be smtp://[user:password@]host[:port] or smtps://...' },
      )
      .optional(),
  ),
  MAIL_FROM: optionalString.pipe(z.email({ message: 'must be an email address' }).optional()),
  STAFF_EMAIL: optionalString.pipe(z.email({ message: 'must be an email address' }).optional()),
  ADMIN_EMAIL: optionalString.pipe(z.email({ message: 'must be an email address' }).optional()),
  // log2 of scrypt's N for staff passwords: 17 is OWASP's advice; the tests lower it to stay quick.
  PASSWORD_HASH_COST: z.coerce.number().int().min(10).max(20).default(17),
  WAITLIST_OFFER_HOURS: z.coerce.number().min(1).max(168).default(defaultOfferHours),
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(5),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(0).max(600).default(20),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string | undefined;
  database: DatabaseTarget;
  publicBaseUrl: string | undefined;
  /** Express's 'trust proxy': false, a number of proxy hops, or the proxies' addresses. */
  trustProxy: false | number | string;
  sessionSecret: string | undefined;
  adminPassword: string | undefined;
  /** The owner's account, created or reset at start when ADMIN_PASSWORD is set (default: the site's address). */
  adminEmail: string;
  /** scrypt's cost for staff passwords (server/services/passwords.ts). */
  passwordCost: { N: number; r: number; p: number };
  payments:
    | {
        provider: 'stripe';
        secretKey: string;
        webhookSecret: string | undefined;
        apiBase: string | undefined;
        /** Per attempt, and retries after the first (defaults 10 s and 2); tests shorten them. */
        timeoutMs?: number;
        maxNetworkRetries?: number;
      }
    | { provider: 'demo' };
  firecrawlApiUrl: string;
  blogSourceUrl: string;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  /**
   * A stop on SIGTERM: how long /healthz answers 503 while requests are still served (a
   * load balancer's time to notice), then how long requests in flight get to finish.
   */
  shutdown: { drainMs: number; limitMs: number };
  /** Serve the client build's source maps (they hold the whole client source): off in production unless SOURCE_MAPS=public. */
  serveSourceMaps: boolean;
  /**
   * Email: the mail server (none: messages stay in the outbox, readable at /admin/outbox),
   * the sender's address, and where staff notifications go.
   */
  mail: { smtpUrl: string | undefined; from: string; staffEmail: string };
  /** How long a waitlist offer holds its seat (domain/waitlist-line.ts). */
  waitlistOfferHours: number;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';

  const paymentsProvider = e.PAYMENTS ?? (e.STRIPE_SECRET_KEY ? 'stripe' : 'demo');
  if (paymentsProvider === 'stripe' && !e.STRIPE_SECRET_KEY) {
    throw new ConfigError('Invalid configuration:\n  STRIPE_SECRET_KEY: required when PAYMENTS=stripe');
  }
  if (isProduction && paymentsProvider === 'demo' && e.PAYMENTS !== 'demo') {
    throw new ConfigError(
      'Invalid configuration:\n  PAYMENTS: production refuses the demo payment provider; set STRIPE_SECRET_KEY, or PAYMENTS=demo to run a demo on purpose',
    );
  }
  if (isProduction && e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET && paymentsProvider === 'stripe') {
    throw new ConfigError('Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required with Stripe in production');
  }

  const databaseUrl = e.DATABASE_URL ?? 'data/site.db';
  const database: Config['database'] = /^postgres(ql)?:\/\//.test(databaseUrl)
    ? { kind: 'postgres', url: databaseUrl, poolSize: e.DATABASE_POOL_SIZE, statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS }
    : { kind: 'sqlite', file: databaseUrl.replace(/^(sqlite|file):(\/\/)?/, '') };

  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    database,
    publicBaseUrl: e.PUBLIC_BASE_URL ? new URL(e.PUBLIC_BASE_URL).origin : undefined,
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    sessionSecret: e.SESSION_SECRET,
    adminPassword: e.ADMIN_PASSWORD,
    adminEmail: (e.ADMIN_EMAIL ?? site.email).toLowerCase(),
    passwordCost: { N: 2 ** e.PASSWORD_HASH_COST, r: 8, p: 1 },
    payments:
      paymentsProvider === 'stripe'
        ? {
            provider: 'stripe',
            secretKey: e.STRIPE_SECRET_KEY as string,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: e.STRIPE_API_BASE,
          }
        : { provider: 'demo' },
    firecrawlApiUrl: e.FIRECRAWL_API_URL ?? 'https://api.firecrawl.dev',
    blogSourceUrl: e.BLOG_SOURCE_URL ?? 'https://blog.example.org/blog',
    logLevel: e.LOG_LEVEL,
    shutdown: { drainMs: e.SHUTDOWN_DRAIN_SECONDS * 1000, limitMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000 },
    serveSourceMaps: (e.SOURCE_MAPS ?? (isProduction ? 'off' : 'public')) === 'public',
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? site.email, staffEmail: e.STAFF_EMAIL ?? site.email },
    waitlistOfferHours: e.WAITLIST_OFFER_HOURS,
  };
}

function trustProxyOf(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false' || value === '0') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}
