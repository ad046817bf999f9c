import { Router } from 'express';
import { z } from 'zod';
import type { ReferenceKind } from '../../domain/references.ts';
import { findReferenceCopy as findCopy } from '../../views/content/console-find.ts';
import { pageMetadata } from '../../views/content/page-metadata.ts';
import { DashboardPage, type FindReferenceState } from '../../views/pages/DashboardPage.tsx';
import { enrollmentConsolePath } from '../../views/pages/console-paths.ts';
import { scholarshipConsolePath } from '../../views/pages/ScholarshipsConsolePages.tsx';
import type { AppContext } from '../context.ts';
import { consoleBundles } from './console-page.ts';
import { staffOf } from '../http/admin-session.ts';
import { subjectOf } from '../mail/compose.tsx';
import { dashboard } from '../services/dashboard.ts';
import { findByReference } from '../services/references.ts';
import { HttpError } from '../http/errors.tsx';

const info = pageMetadata.dashboard;
const dashboardQuery = z.object({ reference: z.string().max(100).optional() });
/** Where the console shows the record a reference names. */
const recordPath: Record<ReferenceKind, (id: number) => string> = {
  enrollment: enrollmentConsolePath,
  scholarship: scholarshipConsolePath,
};

/** /admin: the console's first page (mounted behind the session). */
export function dashboardRoutes(ctx: AppContext): Router {
  const { db, renderer, config, clock } = ctx;
  const router = Router();
  router.get(info.path, async (req, res) => {
    const query = dashboardQuery.safeParse(req.query);
    if (!query.success) throw new HttpError(400, 'The console cannot look that up');
    let find: FindReferenceState | undefined;
    let status = 200;
    const typed = query.data.reference;
    if (typed !== undefined) {
      const found = await findByReference(db, typed);
      if (found.found) return void res.redirect(303, recordPath[found.kind](found.id));
      status = found.reason === 'no-record' ? 404 : 400;
      const error =
        found.reason === 'no-record'
          ? findCopy.noRecord(found.kind, found.reference)
          : typed.trim() === ''
            ? findCopy.empty
            : findCopy.notAReference;
      find = { value: typed, error };
    }
    const data = await dashboard(db, clock.now());
    const siteUrl = config.publicBaseUrl ?? renderer.originOf(req);
    renderer.page(req, res, {
      meta: renderer.metaOf(req, info),
      body: (
        <DashboardPage
          viewer={staffOf(res)}
          view={{
            upcoming: data.upcoming.map((course) => ({
              id: course.id,
              name: course.name,
              dates: course.dates,
              campus: course.campus,
              priceCents: course.price_cents,
              capacity: course.capacity,
              seatsTaken: course.seats_taken,
              paid: course.paid,
              held: course.held,
              offered: course.offered,
              lapsed: course.lapsed,
              outside: course.outside,
              waiting: course.waiting,
            })),
            unhandledMessages: data.unhandledMessages,
            unhandledRequests: data.unhandledRequests,
            pendingScholarships: data.pendingScholarships,
            failedMail: data.failedMail.map((row) => ({
              id: row.id,
              to: row.to_address,
              subject: subjectOf(row, { siteUrl, hideSecrets: true }),
              error: row.last_error,
              at: row.updated_at,
            })),
          }}
          find={find}
        />
      ),
      status,
      personal: true,
      bundles: consoleBundles,
    });
  });
  return router;
}
