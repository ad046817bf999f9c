import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { validate, type FormValues } from '../../domain/forms.ts';
import { scholarshipReference } from '../../domain/references.ts';
import { approveScholarshipSchema, declineScholarshipSchema, scholarshipStatuses } from '../../domain/scholarships.ts';
import { pageMetadata } from '../../views/content/page-metadata.ts';
import { scholarshipsConsoleCopy as copy } from '../../views/content/scholarships-console.ts';
import {
  ScholarshipReviewPage,
  ScholarshipsListPage,
  scholarshipConsolePath,
  type ScholarshipItem,
  type SentDecision,
} from '../../views/pages/ScholarshipsConsolePages.tsx';
import type { AppContext } from '../context.ts';
import { staffOf } from '../http/admin-session.ts';
import { sendCsv } from '../http/csv.ts';
import { HttpError } from '../http/errors.tsx';
import { redirectAfterPost } from '../http/htmx.ts';
import {
  applicationsForExport,
  approveApplication,
  declineApplication,
  findApplication,
  listApplications,
  type ApplicationWithCourse,
} from '../services/scholarships.ts';
import { consoleBundles } from './console-page.ts';

const info = pageMetadata.scholarshipsConsole;
const idParam = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const listQuery = z.object({ status: z.enum(scholarshipStatuses).optional() });

const itemOf = (row: ApplicationWithCourse): ScholarshipItem => ({
  id: row.id,
  reference: scholarshipReference(row.id),
  status: row.status,
  percent: row.percent,
  parentName: row.parent_name,
  parentEmail: row.parent_email,
  parentPhone: row.parent_phone,
  studentName: row.student_name,
  course: `${row.course_name} (${row.course_dates})`,
  householdSize: row.household_size,
  statement: row.statement,
  createdAt: row.created_at,
  decidedAt: row.decided_at,
  decidedBy: row.decided_by,
  note: row.decision_note,
  seat: row.offer_enrollment_id && row.offer_status ? { enrollmentId: row.offer_enrollment_id, status: row.offer_status } : null,
  otherApprovedId: row.approved_id !== null && row.approved_id !== row.id ? row.approved_id : null,
});

const sentValues = (body: unknown, names: readonly string[]): FormValues => {
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const values: FormValues = {};
  for (const name of names) if (typeof fields[name] === 'string') values[name] = fields[name].slice(0, 600);
  return values;
};

/**
 * The console's scholarships (mounted behind the session): the applications by status, one
 * in full with Approve (a percentage; a seat is held and the family emailed) and Decline
 * (a kind email), and a CSV of them all. The rules are in services/scholarships.ts.
 */
export function scholarshipConsoleRoutes(ctx: AppContext): Router {
  const { db, renderer, clock, config } = ctx;
  const router = Router();

  const idOf = (req: Request) => {
    const id = idParam.safeParse(req.params.id);
    if (!id.success) throw new HttpError(404, 'Application not found');
    return id.data;
  };

  async function review(req: Request, res: Response, id: number, sent?: SentDecision, status = 200) {
    const row = await findApplication(db, id);
    if (!row) throw new HttpError(404, 'Application not found');
    renderer.page(req, res, {
      meta: {
        ...renderer.metaOf(req, info),
        title: `${row.student_name} | ${info.title}`,
        canonicalPath: scholarshipConsolePath(id),
      },
      body: <ScholarshipReviewPage viewer={staffOf(res)} item={itemOf(row)} sent={sent} />,
      status,
      personal: true,
      bundles: consoleBundles,
    });
  }

  const done = (req: Request, res: Response, id: number, toast: (typeof copy.toasts)[keyof typeof copy.toasts]) =>
    redirectAfterPost(req, res, scholarshipConsolePath(id), { toast, secureCookies: config.isProduction });

  router.get(info.path, async (req, res) => {
    const query = listQuery.safeParse(req.query);
    if (!query.success) throw new HttpError(400, 'This list cannot show that status');
    const rows = await listApplications(db, query.data.status);
    renderer.page(req, res, {
      meta: renderer.metaOf(req, info),
      body: <ScholarshipsListPage viewer={staffOf(res)} items={rows.map(itemOf)} status={query.data.status} />,
      personal: true,
      bundles: consoleBundles,
    });
  });

  router.get(`${info.path}.csv`, async (req, res) => {
    await sendCsv(req, res, {
      filename: `scholarships-${clock.now().toISOString().slice(0, 10)}.csv`,
      columns: [
        { header: 'Id', cell: (row) => row.id },
        { header: 'Reference', cell: (row) => scholarshipReference(row.id) },
        { header: 'Received at', cell: (row) => row.created_at },
        { header: 'Student', cell: (row) => row.student_name },
        { header: 'Parent', cell: (row) => row.parent_name },
        { header: 'Parent email', cell: (row) => row.parent_email },
        { header: 'Parent phone', cell: (row) => row.parent_phone },
        { header: 'Course id', cell: (row) => row.course_id },
        { header: 'Course', cell: (row) => `${row.course_name} (${row.course_dates})` },
        { header: 'Household size', cell: (row) => row.household_size },
        { header: 'Statement', cell: (row) => row.statement },
        { header: 'Status', cell: (row) => row.status },
        { header: 'Percent', cell: (row) => row.percent },
        { header: 'Decided at', cell: (row) => row.decided_at },
        { header: 'Decided by', cell: (row) => row.decided_by },
        { header: 'Staff note', cell: (row) => row.decision_note },
        { header: 'Enrollment id', cell: (row) => row.offer_enrollment_id },
        { header: 'Seat', cell: (row) => row.offer_status },
      ],
      rows: applicationsForExport(db),
    });
  });

  router.get(`${info.path}/:id`, async (req, res) => {
    await review(req, res, idOf(req));
  });

  router.post(`${info.path}/:id/approve`, async (req, res) => {
    const id = idOf(req);
    const values = sentValues(req.body, ['percent', 'note']);
    const checked = validate(approveScholarshipSchema, values);
    if (!checked.ok) return review(req, res, id, { action: 'approve', values, errors: checked.errors }, 422);
    const result = await approveApplication(ctx, staffOf(res), id, checked.data);
    if (!result.ok) {
      if (result.reason === 'not-found') throw new HttpError(404, 'Application not found');
      return review(req, res, id, { action: 'approve', values, errors: {}, refusal: copy.refused[result.reason] }, 409);
    }
    req.log.info({ applicationId: id, enrollmentId: result.enrollmentId }, 'scholarship approved');
    done(req, res, id, copy.toasts.approved);
  });

  router.post(`${info.path}/:id/decline`, async (req, res) => {
    const id = idOf(req);
    const values = sentValues(req.body, ['note']);
    const checked = validate(declineScholarshipSchema, values);
    if (!checked.ok) return review(req, res, id, { action: 'decline', values, errors: checked.errors }, 422);
    const result = await declineApplication(ctx, staffOf(res), id, checked.data.note, clock.now());
    if (result === 'not-found') throw new HttpError(404, 'Application not found');
    if (result === 'not-pending') {
      return review(req, res, id, { action: 'decline', values, errors: {}, refusal: copy.refused['not-pending'] }, 409);
    }
    req.log.info({ applicationId: id }, 'scholarship declined');
    done(req, res, id, copy.toasts.declined);
  });

  return router;
}
