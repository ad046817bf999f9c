import { Router, type Request } from 'express';
import { z } from 'zod';
import { outboxStatuses } from '../../domain/mail.ts';
import type { OutboxRow } from '../../db/schema.ts';
import { outboxCopy } from '../../views/content/outbox.ts';
import { pageMetadata } from '../../views/content/page-metadata.ts';
import { OutboxListPage, OutboxMessagePage } from '../../views/pages/OutboxPages.tsx';
import type { AppContext } from '../context.ts';
import { consoleBundles } from './console-page.ts';
import { HttpError } from '../http/errors.tsx';
import { redirectAfterPost } from '../http/htmx.ts';
import { staffOf } from '../http/admin-session.ts';
import { composeMail, subjectOf } from '../mail/compose.tsx';
import { findMail, listMail, resendMail } from '../services/outbox.ts';
import { recordAudit } from '../services/audit.ts';
import { inTransaction } from '../../db/index.ts';

const info = pageMetadata.outbox;

const listQuery = z.object({
  status: z
    .enum(outboxStatuses)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
const idParam = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/**
 * /admin/outbox: every email, rendered as its recipient reads it (mounted behind the
 * admin session by routes/admin.tsx). The HTML is served on its own URL with a policy
 * of its own (no scripts, styles inline, framed only by our pages) and shown in a
 * sandboxed frame, so a message can never act on the admin page.
 */
export function outboxRoutes(ctx: AppContext): Router {
  const { db, renderer, config } = ctx;
  const router = Router();
  const siteUrl = (req: Request) => config.publicBaseUrl ?? renderer.originOf(req);

  const messageOf = async (raw: unknown): Promise<OutboxRow> => {
    const id = idParam.safeParse(raw);
    const row = id.success ? await findMail(db, id.data) : undefined;
    if (!row) throw new HttpError(404, 'Message not found');
    return row;
  };

  router.get(info.path, async (req, res) => {
    const query = listQuery.safeParse(req.query);
    if (!query.success) throw new HttpError(400, 'Invalid filter');
    const { rows, hasMore } = await listMail(db, query.data);
    const items = rows.map((row) => ({
      id: row.id,
      createdAt: row.created_at,
      to: row.to_address,
      subject: subjectOf(row, { siteUrl: siteUrl(req), hideSecrets: true }),
      status: row.status,
      tries: row.tries,
      problem: row.last_error ?? row.hold_reason,
    }));
    renderer.page(req, res, {
      meta: renderer.metaOf(req, info),
      body: (
        <OutboxListPage
          items={items}
          status={query.data.status}
          page={query.data.page}
          hasMore={hasMore}
          mailEnabled={ctx.mail.enabled}
          viewer={staffOf(res)}
        />
      ),
      personal: true,
      bundles: consoleBundles,
    });
  });

  router.get(`${info.path}/:id`, async (req, res) => {
    const row = await messageOf(req.params.id);
    const mail = composeMail(row, { siteUrl: siteUrl(req), hideSecrets: true });
    const path = `${info.path}/${row.id}`;
    renderer.page(req, res, {
      meta: { ...renderer.metaOf(req, info), title: `${mail.subject} | ${info.title}` },
      body: (
        <OutboxMessagePage
          mailEnabled={ctx.mail.enabled}
          viewer={staffOf(res)}
          message={{
            id: row.id,
            to: row.to_address,
            replyTo: row.reply_to,
            subject: mail.subject,
            status: row.status,
            holdReason: row.hold_reason,
            tries: row.tries,
            nextAttemptAt: row.status === 'pending' ? row.next_attempt_at : null,
            lastError: row.last_error,
            smtpResponse: row.smtp_response,
            createdAt: row.created_at,
            sentAt: row.sent_at,
            text: mail.text,
            attachments: mail.attachments.map((attachment, index) => ({
              name: attachment.filename,
              contentType: attachment.contentType,
              bytes: Buffer.byteLength(attachment.content),
              href: `${path}/attachments/${index}`,
            })),
            htmlHref: `${path}/html`,
            canResend: row.status === 'failed' || row.status === 'held' || row.status === 'withheld',
          }}
        />
      ),
      personal: true,
      bundles: consoleBundles,
    });
  });

  router.get(`${info.path}/:id/html`, async (req, res) => {
    const row = await messageOf(req.params.id);
    const { html } = composeMail(row, { siteUrl: siteUrl(req), hideSecrets: true });
    res.set({
      'Content-Security-Policy':
        "default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
      'X-Frame-Options': 'SAMEORIGIN',
      'Cache-Control': 'no-store',
    });
    res.type('html').send(html);
  });

  router.get(`${info.path}/:id/attachments/:index`, async (req, res) => {
    const row = await messageOf(req.params.id);
    const index = z.coerce.number().int().min(0).max(20).safeParse(req.params.index);
    const attachment = index.success
      ? composeMail(row, { siteUrl: siteUrl(req), hideSecrets: true }).attachments[index.data]
      : undefined;
    if (!attachment) throw new HttpError(404, 'Attachment not found');
    res.set({ 'Content-Type': attachment.contentType, 'Cache-Control': 'no-store' });
    res.attachment(attachment.filename).send(attachment.content);
  });

  router.post(`${info.path}/:id/resend`, async (req, res) => {
    const row = await messageOf(req.params.id);
    const now = ctx.clock.now();
    const outcome = await inTransaction(db, async (trx) => {
      const result = await resendMail(trx, ctx.mail, row.id, now);
      if (result === 'queued')
        await recordAudit(
          trx,
          staffOf(res),
          {
            action: 'outbox.resent',
            record: { type: 'outbox', id: row.id },
            before: { status: row.status, tries: row.tries },
            after: { status: 'pending', tries: 0 },
          },
          now,
        );
      return result;
    });
    if (outcome === 'queued') req.log.info({ outboxId: row.id }, 'message queued to be sent again by staff');
    const toast =
      outcome === 'queued'
        ? { ...outboxCopy.toasts.queued, variant: 'success' as const }
        : outcome === 'no-mail-server'
          ? outboxCopy.toasts.noMailServer
          : outboxCopy.toasts.notResendable;
    redirectAfterPost(req, res, `${info.path}/${row.id}`, { toast, secureCookies: config.isProduction });
  });

  return router;
}
