import type { Request, RequestHandler } from 'express';
import session from 'express-session';
import type { Db } from '../../db/index.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import type { AppContext } from '../context.ts';
import { adminSessionHours } from '../../domain/admin.ts';

declare module 'express-session' {
  interface SessionData {
    /** Set at sign-in: this session belongs to a signed-in admin. */
    admin?: boolean;
  }
}

const ttlMs = adminSessionHours * 3_600_000;

/**
 * express-session's store on our database (both engines), so every instance knows
 * every session. Expired rows are ignored on read and deleted by `sweepAdminSessions`.
 */
export class DatabaseSessionStore extends session.Store {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    super();
  }

  private expiryOf(data: session.SessionData): string {
    const expires = data.cookie?.expires ? new Date(data.cookie.expires) : new Date(this.clock.now().getTime() + ttlMs);
    return expires.toISOString();
  }

  override get(sid: string, done: (err: unknown, data?: session.SessionData | null) => void): void {
    this.db
      .selectFrom('admin_sessions')
      .select('data')
      .where('sid', '=', sid)
      .where('expires_at', '>', this.clock.now().toISOString())
      .executeTakeFirst()
      .then((row) => done(null, row ? (JSON.parse(row.data) as session.SessionData) : null), done);
  }

  override set(sid: string, data: session.SessionData, done?: (err?: unknown) => void): void {
    const values = { data: JSON.stringify(data), expires_at: this.expiryOf(data) };
    this.db
      .insertInto('admin_sessions')
      .values({ sid, ...values })
      .onConflict((oc) => oc.column('sid').doUpdateSet(values))
      .execute()
      .then(
        () => done?.(),
        (error: unknown) => done?.(error),
      );
  }

  override destroy(sid: string, done?: (err?: unknown) => void): void {
    this.db
      .deleteFrom('admin_sessions')
      .where('sid', '=', sid)
      .execute()
      .then(
        () => done?.(),
        (error: unknown) => done?.(error),
      );
  }

  override touch(sid: string, data: session.SessionData, done?: (err?: unknown) => void): void {
    this.db
      .updateTable('admin_sessions')
      .set({ expires_at: this.expiryOf(data) })
      .where('sid', '=', sid)
      .execute()
      .then(
        () => done?.(),
        (error: unknown) => done?.(error),
      );
  }
}

/** Deletes expired admin sessions. Safe on every instance at once. */
export async function sweepAdminSessions(db: Db, clock: Clock): Promise<void> {
  await db.deleteFrom('admin_sessions').where('expires_at', '<=', clock.now().toISOString()).execute();
}

/**
 * The admin session: only for /admin and /api/admin (visitors get no session cookie).
 * HttpOnly, SameSite=Lax, and on a public HTTPS site Secure under the __Host- prefix (no
 * Domain, Path=/), so no other host or path can set or read it. A session is saved only once
 * someone signs in, and its life starts again with each admin request.
 */
/**
 * The admin cookie is Secure, under the __Host- prefix, when the site is public over
 * HTTPS (production with an https PUBLIC_BASE_URL). `npm start` on a laptop serves
 * http://localhost only, where a Secure cookie would never be set, so there it is plain.
 */
export const secureAdminCookie = (config: Pick<Config, 'isProduction' | 'publicBaseUrl'>) =>
  config.isProduction && (config.publicBaseUrl?.startsWith('https://') ?? false);

export const adminCookie = (config: Pick<Config, 'isProduction' | 'publicBaseUrl'>) => {
  const secure = secureAdminCookie(config);
  return {
    name: secure ? '__Host-admin_session' : 'admin_session',
    options: { httpOnly: true, sameSite: 'lax', secure, path: '/' } as const,
  };
};

export function adminSession({ db, clock, config, cookieSecret }: AppContext): RequestHandler {
  return session({
    name: adminCookie(config).name,
    secret: cookieSecret,
    store: new DatabaseSessionStore(db, clock),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { ...adminCookie(config).options, maxAge: ttlMs },
  });
}

export const isAdmin = (req: Request) => req.session?.admin === true;

/**
 * Every admin page and endpoint: an anonymous visitor is sent to the sign-in page (HTML,
 * coming back afterwards) or refused with 401 (JSON).
 */
export const requireAdmin: RequestHandler = (req, res, next) => {
  if (isAdmin(req)) return next();
  // originalUrl: under a mounted router req.path has lost its /api prefix.
  if (req.originalUrl.startsWith('/api/')) return void res.status(401).json({ error: 'Sign in as an admin first' });
  const back = req.method === 'GET' ? `?next=${encodeURIComponent(req.originalUrl)}` : '';
  res.redirect(303, `/admin/login${back}`);
};
