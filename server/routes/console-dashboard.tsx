import { Router } from 'express';
import { pageMetadata } from '../../views/content/page-metadata.ts';
import { DashboardPage } from '../../views/pages/DashboardPage.tsx';
import type { AppContext } from '../context.ts';
import { consoleBundles } from './console-page.ts';
import { staffOf } from '../http/admin-session.ts';
import { subjectOf } from '../mail/compose.tsx';
import { dashboard } from '../services/dashboard.ts';

const info = pageMetadata.dashboard;

/** /admin: the console's first page (mounted behind the session). */
export function dashboardRoutes(ctx: AppContext): Router {
  const { db, renderer, config, clock } = ctx;
  const router = Router();
  router.get(info.path, async (req, res) => {
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
        />
      ),
      personal: true,
      bundles: consoleBundles,
    });
  });
  return router;
}
