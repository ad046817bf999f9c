import type { Db } from '../db/index.ts';
import type { Clock } from './clock.ts';
import type { Config } from './config.ts';
import type { Lifecycle } from './http/lifecycle.ts';
import type { Renderer } from './http/render.tsx';
import type { Logger } from './logger.ts';
import type { PaymentProvider } from './payments/provider.ts';
import type { ContentChanges } from './services/content-changes.ts';
import type { MailSettings } from './services/outbox.ts';
import type { FillFreedSeats } from './services/seats.ts';
import type { OfferDeps } from './services/waitlist-offers.ts';
import type { RateLimitStores } from './shared-state/rate-limits.ts';

/** What createApp gives every route module. */
export type AppContext = {
  db: Db;
  payments: PaymentProvider;
  clock: Clock;
  config: Config;
  logger: Logger;
  renderer: Renderer;
  /** Services say here when data that pages show has changed; cached pages of that topic are dropped. */
  changes: ContentChanges;
  /** Where per-client rate limits count: memory, or the database shared by every instance. */
  rateLimits: RateLimitStores;
  lifecycle: Lifecycle;
  /** Whether a mail server is configured, and where staff mail goes (services add mail to the outbox). */
  mail: MailSettings;
  /** What making a waitlist offer needs (its length, the outbox, the provider the seat will be paid with). */
  offers: OfferDeps;
  /** Freed seats go to the waitlist first: the seat path's hook (server/services/waitlist-offers.ts). */
  fillFreedSeats: FillFreedSeats;
  /** Signs cookies (the flash, admin sessions, the wizard's draft): SESSION_SECRET, or one per process. */
  cookieSecret: string;
};
