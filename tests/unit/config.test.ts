import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../server/config.ts';

describe('loadConfig', () => {
  it('starts on embedded defaults: port 3000, SQLite file, demo payments', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'sqlite', file: 'data/site.db' });
    expect(config.payments).toEqual({ provider: 'demo' });
    expect(config.publicBaseUrl).toBeUndefined();
  });

  it('serves source maps in development only, unless SOURCE_MAPS says otherwise', () => {
    expect(loadConfig({}).serveSourceMaps).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'demo' }).serveSourceMaps).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'demo', SOURCE_MAPS: 'public' }).serveSourceMaps).toBe(true);
    expect(loadConfig({ SOURCE_MAPS: 'off' }).serveSourceMaps).toBe(false);
    expect(() => loadConfig({ SOURCE_MAPS: 'yes' })).toThrow(/SOURCE_MAPS/);
  });

  it('drains for 5 s on SIGTERM and gives requests in flight 20 s, unless told otherwise', () => {
    expect(loadConfig({}).shutdown).toEqual({ drainMs: 5_000, limitMs: 20_000 });
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '0.5', SHUTDOWN_TIMEOUT_SECONDS: '3' }).shutdown).toEqual({
      drainMs: 500,
      limitMs: 3_000,
    });
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '-1' })).toThrow(/SHUTDOWN_DRAIN_SECONDS/);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ PUBLIC_BASE_URL: 'example.org' }, 'PUBLIC_BASE_URL'],
    [{ STRIPE_SECRET_KEY: 'pk_live_123' }, 'STRIPE_SECRET_KEY'],
    [{ STRIPE_WEBHOOK_SECRET: 'secret' }, 'STRIPE_WEBHOOK_SECRET'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ PAYMENTS: 'paypal' }, 'PAYMENTS'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ PUBLIC_BASE_URL: 'https://www.example.org/site' }, 'PUBLIC_BASE_URL'],
    [{ TRUST_PROXY: 'true' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: 'everyone' }, 'TRUST_PROXY'],
    [{ DATABASE_POOL_SIZE: '0' }, 'DATABASE_POOL_SIZE'],
    [{ DATABASE_STATEMENT_TIMEOUT_MS: 'soon' }, 'DATABASE_STATEMENT_TIMEOUT_MS'],
  ])('a bad value stops the start naming the variable: %o', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`\\b${variable}\\b`));
  });

  it('refuses the demo provider in production unless PAYMENTS=demo says so', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENTS/);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENTS: 'demo' }).payments.provider).toBe('demo');
  });

  it('uses Stripe when a secret key is set, and needs the webhook secret in production', () => {
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' }).payments.provider).toBe('stripe');
    expect(() => loadConfig({ NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });

  it('recognises a PostgreSQL URL and trims a trailing slash from the base URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/site', PUBLIC_BASE_URL: 'https://www.example.org/' });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@localhost/site',
      poolSize: 10,
      statementTimeoutMs: 5_000,
    });
    const tuned = loadConfig({
      DATABASE_URL: 'postgresql://db.internal/site',
      DATABASE_POOL_SIZE: '25',
      DATABASE_STATEMENT_TIMEOUT_MS: '2000',
    });
    expect(tuned.database).toMatchObject({ kind: 'postgres', poolSize: 25, statementTimeoutMs: 2_000 });
    expect(config.publicBaseUrl).toBe('https://www.example.org');
  });

  it('reads TRUST_PROXY as off, a number of proxies, or their addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
  });

  it('keeps email in the outbox without SMTP_URL, and sends from the site’s address to the site’s address by default', () => {
    expect(loadConfig({}).mail).toEqual({ smtpUrl: undefined, from: 'hello@example.org', staffEmail: 'hello@example.org' });
    const mail = loadConfig({
      SMTP_URL: 'smtps://user:p%40ss@smtp.example.org:465',
      MAIL_FROM: 'school@example.org',
      STAFF_EMAIL: 'staff@example.org',
    }).mail;
    expect(mail).toEqual({
      smtpUrl: 'smtps://user:p%40ss@smtp.example.org:465',
      from: 'school@example.org',
      staffEmail: 'staff@example.org',
    });
  });

  it('refuses a mail server URL that is not smtp:// or smtps://, without ever printing it (it may hold a password)', () => {
    for (const value of [
      'http://user:hunter2secret@smtp.example.org',
      'smtp://',
      'not a url hunter2secret',
      'smtp://user:hunter2secret@',
    ]) {
      let message = '';
      try {
        loadConfig({ SMTP_URL: value });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        message = (error as Error).message;
      }
      expect(message, value).toMatch(/SMTP_URL/);
      expect(message).not.toContain('hunter2secret');
    }
    expect(() => loadConfig({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
    expect(() => loadConfig({ STAFF_EMAIL: 'staff@example.org\r\nBcc: x@example.org' })).toThrow(/STAFF_EMAIL/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', PUBLIC_BASE_URL: '', PAYMENTS: '' }).port).toBe(3000);
  });
});
