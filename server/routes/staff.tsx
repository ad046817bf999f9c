import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { validate } from '../../domain/forms.ts';
import { inviteSchema, newPasswordSchema, resetRequestSchema, type StaffTokenPurpose } from '../../domain/staff.ts';
import { pageMetadata } from '../../views/content/page-metadata.ts';
import { staffLinkPaths } from '../../views/emails/messages.ts';
import {
  DeadLinkPage,
  PasswordResetRequestPage,
  SetPasswordPage,
  StaffListPage,
  type HandOver,
} from '../../views/pages/StaffPages.tsx';
import type { AppContext } from '../context.ts';
import { consoleBundles } from './console-page.ts';
import { requireOwner, staffOf, startStaffSession } from '../http/admin-session.ts';
import { HttpError } from '../http/errors.tsx';
import { redirectAfterPost } from '../http/htmx.ts';
import { writeRateLimit } from '../http/security.ts';
import {
  inviteStaff,
  listStaff,
  removeStaff,
  requestPasswordReset,
  setPasswordWithLink,
  staffLinkState,
} from '../services/staff.ts';

const staffPage = pageMetadata.staff;
const idParam = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
/** A link's secret: 32 random bytes in base64url; anything else is not one of ours. */
const tokenParam = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/**
 * The links that set a password, opened signed out: /admin/password-reset (ask for a
 * link, then follow it) and /admin/invitations/{token}. Following one signs the person in.
 */
export function staffLinkRoutes(ctx: AppContext): Router {
  const { db, renderer, config, clock } = ctx;
  const router = Router();
  const resetRequests = writeRateLimit({ limit: 5, windowMs: 15 * 60_000, store: ctx.rateLimits.storeFor('password-reset') });
  // Choosing a password costs a scrypt: a few tries per client, whatever the link.
  const passwordChoices = writeRateLimit({ limit: 10, windowMs: 15 * 60_000, store: ctx.rateLimits.storeFor('staff-link') });

  const noReferrer = (res: Response) => res.set('Referrer-Policy', 'no-referrer');

  router.get(pageMetadata.passwordReset.path, (req, res) => {
    renderer.page(req, res, {
      meta: renderer.metaOf(req, pageMetadata.passwordReset),
      body: <PasswordResetRequestPage />,
      personal: true,
      bundles: consoleBundles,
    });
  });

  router.post(pageMetadata.passwordReset.path, resetRequests, async (req, res) => {
    const meta = renderer.metaOf(req, pageMetadata.passwordReset);
    const checked = validate(resetRequestSchema, req.body);
    if (!checked.ok) {
      const typed = (req.body as { email?: unknown }).email;
      return renderer.page(req, res, {
        meta,
        body: (
          <PasswordResetRequestPage
            error={checked.errors.email}
            email={typeof typed === 'string' ? typed.slice(0, 254) : undefined}
          />
        ),
        status: 422,
        personal: true,
        bundles: consoleBundles,
      });
    }
    await requestPasswordReset(db, ctx.mail, checked.data.email, clock.now());
    renderer.page(req, res, {
      meta,
      body: <PasswordResetRequestPage sent email={checked.data.email} />,
      personal: true,
      bundles: consoleBundles,
    });
  });

  const linkRoutes = (purpose: StaffTokenPurpose, base: string) => {
    const meta = (req: Request) =>
      renderer.metaOf(req, purpose === 'invitation' ? pageMetadata.invitation : pageMetadata.passwordReset);
    const path = `${base}:token`;
    const tokenOf = (req: Request) => {
      const token = tokenParam.safeParse(req.params.token);
      return token.success ? token.data : undefined;
    };
    router.get(path, async (req, res) => {
      noReferrer(res);
      const token = tokenOf(req);
      const link = token ? await staffLinkState(db, token, purpose, clock.now()) : ({ state: 'unknown' } as const);
      if (link.state !== 'valid') {
        return renderer.page(req, res, {
          meta: meta(req),
          body: <DeadLinkPage purpose={purpose} state={link.state} />,
          status: 410,
          personal: true,
          bundles: consoleBundles,
        });
      }
      renderer.page(req, res, {
        meta: meta(req),
        body: <SetPasswordPage purpose={purpose} action={req.originalUrl} member={link.member} />,
        personal: true,
        bundles: consoleBundles,
      });
    });
    router.post(path, passwordChoices, async (req, res) => {
      noReferrer(res);
      const token = tokenOf(req);
      if (!token) {
        return renderer.page(req, res, {
          meta: meta(req),
          body: <DeadLinkPage purpose={purpose} state="unknown" />,
          status: 410,
          personal: true,
          bundles: consoleBundles,
        });
      }
      const checked = validate(newPasswordSchema, req.body);
      if (!checked.ok) {
        const link = await staffLinkState(db, token, purpose, clock.now());
        if (link.state !== 'valid') {
          return renderer.page(req, res, {
            meta: meta(req),
            body: <DeadLinkPage purpose={purpose} state={link.state} />,
            status: 410,
            personal: true,
            bundles: consoleBundles,
          });
        }
        return renderer.page(req, res, {
          meta: meta(req),
          body: <SetPasswordPage purpose={purpose} action={req.originalUrl} member={link.member} errors={checked.errors} />,
          status: 422,
          personal: true,
          bundles: consoleBundles,
        });
      }
      const result = await setPasswordWithLink(db, config.passwordCost, token, purpose, checked.data.password, clock.now());
      if (!result.ok) {
        return renderer.page(req, res, {
          meta: meta(req),
          body: <DeadLinkPage purpose={purpose} state={result.state} />,
          status: 410,
          personal: true,
          bundles: consoleBundles,
        });
      }
      await startStaffSession(req, result.signedIn);
      req.log.info({ staffId: result.signedIn.member.id, purpose }, 'staff password set from a link');
      redirectAfterPost(req, res, pageMetadata.dashboard.path, {
        toast: {
          title: purpose === 'invitation' ? 'Welcome to the staff console' : 'Your new password is saved',
          variant: 'success',
        },
        secureCookies: config.isProduction,
      });
    });
  };
  linkRoutes('invitation', staffLinkPaths['staff-invitation']);
  linkRoutes('password-reset', staffLinkPaths['staff-password-reset']);
  return router;
}

/** /admin/staff: the owner lists, invites and removes staff (mounted behind the session). */
export function staffRoutes(ctx: AppContext): Router {
  const { db, renderer, config, clock } = ctx;
  const router = Router();
  const siteUrl = (req: Request) => config.publicBaseUrl ?? renderer.originOf(req);

  router.use(staffPage.path, requireOwner);

  const show = async (req: Request, res: Response, extra: Partial<Parameters<typeof StaffListPage>[0]> = {}, status = 200) => {
    const staff = await listStaff(db, clock.now());
    renderer.page(req, res, {
      meta: renderer.metaOf(req, staffPage),
      body: (
        <StaffListPage
          viewer={staffOf(res)}
          mailEnabled={ctx.mail.enabled}
          staff={staff.map((row) => ({
            id: row.id,
            email: row.email,
            name: row.name,
            role: row.role,
            createdAt: row.created_at,
            lastSignInAt: row.last_sign_in_at,
            joined: row.joined,
            invitedUntil: row.invitedUntil,
          }))}
          {...extra}
        />
      ),
      status,
      personal: true,
      bundles: consoleBundles,
    });
  };

  router.get(staffPage.path, (req, res) => show(req, res));

  router.post(`${staffPage.path}/invite`, async (req, res) => {
    const body = req.body as { email?: unknown; name?: unknown };
    const values = {
      email: typeof body.email === 'string' ? body.email.slice(0, 254) : undefined,
      name: typeof body.name === 'string' ? body.name.slice(0, 100) : undefined,
    };
    const checked = validate(inviteSchema, req.body);
    if (!checked.ok) return show(req, res, { errors: checked.errors, values }, 422);
    const result = await inviteStaff(db, ctx.mail, staffOf(res), checked.data, clock.now());
    if (result.outcome === 'already-joined') {
      return show(req, res, { errors: { email: 'This address already has an account' }, values }, 422);
    }
    req.log.info({ staffId: result.staffId }, 'staff member invited');
    if (!ctx.mail.enabled) {
      // Nothing will be emailed: the owner sees the link once, on this answer only.
      const handOver: HandOver = {
        name: checked.data.name,
        email: checked.data.email,
        url: new URL(`${staffLinkPaths['staff-invitation']}${result.token}`, siteUrl(req)).toString(),
        expiresAt: result.expiresAt,
      };
      return show(req, res, { handOver });
    }
    redirectAfterPost(req, res, staffPage.path, {
      toast: { title: `Invitation sent to ${checked.data.email}`, variant: 'success' },
      secureCookies: config.isProduction,
    });
  });

  router.post(`${staffPage.path}/:id/remove`, async (req, res) => {
    const id = idParam.safeParse(req.params.id);
    if (!id.success) throw new HttpError(404, 'Staff member not found');
    const outcome = await removeStaff(db, staffOf(res), id.data, clock.now());
    if (outcome === 'not-found') throw new HttpError(404, 'Staff member not found');
    if (outcome === 'owner') throw new HttpError(409, 'The owner cannot be removed; change ADMIN_EMAIL to hand the role over');
    req.log.info({ staffId: id.data }, 'staff member removed');
    redirectAfterPost(req, res, staffPage.path, {
      toast: { title: 'Staff member removed', variant: 'success' },
      secureCookies: config.isProduction,
    });
  });

  return router;
}
