import { Router } from 'express';
import { z } from 'zod';
import { pageMetadata } from '../../views/content/page-metadata.ts';
import { AuditPage } from '../../views/pages/AuditPage.tsx';
import type { AppContext } from '../context.ts';
import { consoleBundles } from './console-page.ts';
import { staffOf } from '../http/admin-session.ts';
import { HttpError } from '../http/errors.tsx';
import { auditFilters, listAudit } from '../services/audit.ts';

const info = pageMetadata.audit;
const blank = (value: unknown) => (value === '' ? undefined : value);
const auditQuery = z.object({
  staff: z.preprocess(blank, z.string().max(254).optional()),
  action: z.preprocess(
    blank,
    z
      .string()
      .regex(/^[a-z.-]{1,60}$/)
      .optional(),
  ),
  record: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .regex(/^[a-z-]{1,30}(:[A-Za-z0-9/_-]{1,100})?$/, 'Type a record as kind:id, e.g. course:3')
      .optional(),
  ),
  page: z.preprocess(blank, z.coerce.number().int().min(1).max(100_000).default(1)),
});

/** Where a record of the audit trail lives in the console. */
const recordPages: Record<string, (id: string) => string> = {
  course: (id) => `${pageMetadata.courses.path}/${id}`,
  enrollment: (id) => `${pageMetadata.consoleEnrollment.path}/${id}`,
  post: (id) => `/blog/${id}`,
  outbox: (id) => `${pageMetadata.outbox.path}/${id}`,
  'promo-code': () => `${pageMetadata.prices.path}#codes`,
  'early-bird': () => `${pageMetadata.prices.path}#early-bird`,
  scholarship: (id) => `${pageMetadata.scholarshipsConsole.path}/${id}`,
};

/** /admin/audit (mounted behind the session). */
export function auditRoutes(ctx: AppContext): Router {
  const { db, renderer } = ctx;
  const router = Router();
  router.get(info.path, async (req, res) => {
    const query = auditQuery.safeParse(req.query);
    if (!query.success) throw new HttpError(400, query.error.issues[0]?.message ?? 'Invalid filter');
    const [{ rows, hasMore }, { actions, staffEmails }] = await Promise.all([listAudit(db, query.data), auditFilters(db)]);
    renderer.page(req, res, {
      meta: renderer.metaOf(req, info),
      body: (
        <AuditPage
          viewer={staffOf(res)}
          items={rows.map((row) => ({
            id: row.id,
            at: row.at,
            staffEmail: row.staff_email,
            action: row.action,
            record: `${row.record_type}:${row.record_id}`,
            recordHref: recordPages[row.record_type]?.(row.record_id) ?? null,
            before: row.before,
            after: row.after,
          }))}
          list={{ path: info.path, query: { staff: query.data.staff, action: query.data.action, record: query.data.record } }}
          page={query.data.page}
          hasMore={hasMore}
          actions={actions}
          staffEmails={staffEmails}
        />
      ),
      personal: true,
      bundles: consoleBundles,
    });
  });
  return router;
}
