import type { Request, RequestHandler, Response } from 'express';
import session from 'express-session';
import type { Db } from '../../db/index.ts';
import type { Clock } from '../clock.ts';
import type { Config } from '../config.ts';
import { HttpError } from './errors.tsx';
import type { AppContext } from '../context.ts';
import { adminSessionHours } from '../../domain/admin.ts';
import type { StaffMember } from '../../domain/staff.ts';
import { sessionMember, type SignedIn } from '../services/staff.ts';

declare module 'express-session' {
  interface SessionData {
    /** Set at sign-in: the staff member this session belongs to, and their account's session version then. */
    staffId?: number;
    sessionVersion?: number;
  }
}

declare global {
  namespace Express {
    interface Locals {
      /** The signed-in staff member, on every console request after `requireStaff`. */
      staff?: StaffMember;
    }
  }
}

const ttlMs = adminSessionHours * 3_600_000;
/**
 * A session's expiry is written again at most once a minute: an idle timeout of 8 hours
 * may end up to a minute early, and a console page under load no longer writes its
 * session row on every request (7% of /admin/courses' time).
 */
const touchEveryMs = 60_000;

/**
 * express-session's store on our database (both engines), so every instance knows
 * every session. Expired rows are ignored on read and deleted by `sweepAdminSessions`.
 */
export class DatabaseSessionStore extends session.Store {
  /** When this instance last wrote each session's expiry (app clock, ms). */
  private readonly writtenAt = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    super();
  }

  /** Eight hours from now on the app's clock, renewed by console requests (rolling, at most once a minute): the idle timeout. */
  private expiryOf(): string {
    return new Date(this.clock.now().getTime() + ttlMs).toISOString();
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

  /** Notes the write; forgets sessions not written for a while, so the map stays small. */
  private wrote(sid: string): void {
    const now = this.clock.now().getTime();
    if (this.writtenAt.size >= 1_000) {
      for (const [other, at] of this.writtenAt) if (now - at >= touchEveryMs) this.writtenAt.delete(other);
    }
    this.writtenAt.set(sid, now);
  }

  override set(sid: string, data: session.SessionData, done?: (err?: unknown) => void): void {
    this.wrote(sid);
    const values = { data: JSON.stringify(data), expires_at: this.expiryOf() };
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
    this.writtenAt.delete(sid);
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
    const last = this.writtenAt.get(sid);
    if (last !== undefined && this.clock.now().getTime() - last < touchEveryMs) {
      done?.();
      return;
    }
    this.wrote(sid);
    this.db
      .updateTable('admin_sessions')
      .set({ expires_at: this.expiryOf() })
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

/** The staff member a console request is made by (set by `requireStaff`). */
export function staffOf(res: Response): StaffMember {
  const staff = res.locals.staff;
  if (!staff) throw new Error('staffOf: the route is not behind requireStaff');
  return staff;
}

/** Whether this session belongs to someone: a cheap look at the session only (the sign-in page's redirect). */
export const hasStaffSession = (req: Request) => typeof req.session?.staffId === 'number';

/**
 * Every console page and endpoint: the session's staff member is looked up on each
 * request, so a removed account or a changed password signs its sessions out at once.
 * An anonymous visitor is sent to the sign-in page (HTML, coming back afterwards) or
 * refused with 401 (JSON).
 */
export function requireStaff(db: Db): RequestHandler {
  return async (req, res, next) => {
    const { staffId, sessionVersion } = req.session ?? {};
    const member = typeof staffId === 'number' ? await sessionMember(db, staffId, sessionVersion ?? 0) : undefined;
    if (member) {
      res.locals.staff = member;
      return next();
    }
    if (typeof staffId === 'number') await new Promise<void>((resolve) => req.session.destroy(() => resolve()));
    // originalUrl: under a mounted router req.path has lost its /api prefix.
    if (req.originalUrl.startsWith('/api/')) return void res.status(401).json({ error: 'Sign in as an admin first' });
    const back = req.method === 'GET' ? `?next=${encodeURIComponent(req.originalUrl)}` : '';
    res.redirect(303, `/admin/login${back}`);
  };
}

/** Pages and actions for the owner alone (managing staff): others get 403 with a clear page. */
export const requireOwner: RequestHandler = (_req, res, next) => {
  if (res.locals.staff?.role === 'owner') return next();
  next(new HttpError(403, 'Only the owner can manage staff accounts'));
};

/** Starts a signed-in session under a new id: an id planted before sign-in is worth nothing after. */
export function startStaffSession(req: Request, signedIn: SignedIn): Promise<void> {
  return new Promise((resolve, reject) =>
    req.session.regenerate((error) => {
      if (error) return reject(error as Error);
      req.session.staffId = signedIn.member.id;
      req.session.sessionVersion = signedIn.sessionVersion;
      req.session.save((saveError) => (saveError ? reject(saveError as Error) : resolve()));
    }),
  );
}
