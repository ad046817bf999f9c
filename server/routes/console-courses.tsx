import { discountsText } from '../../domain/pricing.ts';
import { heldPrice } from '../services/prices.ts';
import { Router, type Request, type Response } from 'express';
import type { CourseRow, EnrollmentRow } from '../../db/schema.ts';
import { backToList, listHref } from '../../domain/admin-lists.ts';
import {
  capacityBelowTakenMessage,
  capacitySchema,
  courseEditSchema,
  courseListQuerySchema,
  defaultProgram,
  defaultTimeZone,
  dollarsText,
  editableStatuses,
  newCourseSchema,
  priceInputText,
  type CourseListQuery,
} from '../../domain/course-form.ts';
import { validate, type FieldErrors, type FormValues } from '../../domain/forms.ts';
import { enrollmentReference } from '../../domain/references.ts';
import { steeringActionSchema } from '../../domain/waitlist-line.ts';
import { steeringToasts } from '../../views/content/offers.ts';
import { CourseForm } from '../../views/components/CourseForm.tsx';
import { pageMetadata } from '../../views/content/page-metadata.ts';
import {
  CourseListPage,
  CourseListRow,
  CoursePage,
  NewCoursePage,
  type CapacityError,
  type CourseSeatsView,
  type EnrollmentView,
} from '../../views/pages/CoursePages.tsx';
import type { Toast } from '../../views/layout/ToastRegion.tsx';
import { coursePath } from '../../views/pages/console-paths.ts';
import type { AppContext } from '../context.ts';
import { staffOf } from '../http/admin-session.ts';
import { sendCsv, type CsvColumn } from '../http/csv.ts';
import { HttpError } from '../http/errors.tsx';
import { formValuesOf } from '../http/forms.ts';
import { redirectAfterPost, triggerToast, wantsFragment } from '../http/htmx.ts';
import {
  courseDetail,
  courseEnrollments,
  courseListRow,
  createCourse,
  findCourseRow,
  listCourses,
  setCourseCapacity,
  updateCourse,
  type CourseSeatsRow,
  type RosterEntry,
} from '../services/course-admin.ts';
import { steerEntry } from '../services/waitlist-steering.ts';
import { consoleBundles } from './console-page.ts';
import { parseCourseId } from './course-id.ts';

const info = pageMetadata.courses;
const newInfo = pageMetadata.newCourse;

const seatsView = (row: CourseSeatsRow): CourseSeatsView => ({
  id: row.id,
  program: row.program,
  name: row.name,
  level: row.level,
  campus: row.campus,
  dates: row.dates,
  status: row.status,
  priceCents: row.price_cents,
  capacity: row.capacity,
  seatsTaken: row.seats_taken,
  paid: row.paid,
  held: row.held,
  offered: row.offered,
  lapsed: row.lapsed,
  outside: row.outside,
  free: row.free,
  waiting: row.waiting,
});

const enrollmentView = (entry: RosterEntry, now: string): EnrollmentView => ({
  id: entry.id,
  reference: enrollmentReference(entry.id),
  studentName: entry.student_name,
  parentEmail: entry.parent_email,
  amountCents: entry.amount_cents,
  currency: entry.currency,
  status: entry.status,
  paidAt: entry.paid_at,
  createdAt: entry.created_at,
  holdExpiresAt: entry.hold_expires_at,
  lapsed: entry.status === 'held' && entry.hold_expires_at <= now,
  updatedAt: entry.updated_at,
  refundId: entry.refund_id,
  refundCents: entry.refund_cents,
  cancelledAt: entry.cancelled_at,
  discounts: discountsText(heldPrice(entry)),
});

/** A course's editable fields as its form shows them. */
const editValues = (course: CourseRow): FormValues => ({
  capacity: String(course.capacity),
  price: priceInputText(course.price_cents),
  status: course.status,
  location: course.location,
  dates: course.dates,
  schedule: course.schedule,
  startDate: course.start_date,
  endDate: course.end_date ?? '',
  classDays: course.class_days ? course.class_days.split(',') : [],
  classStartTime: course.class_start_time ?? '',
  classEndTime: course.class_end_time ?? '',
  timeZone: course.time_zone ?? defaultTimeZone,
});

/** What a new cohort's form starts with. */
const newCourseValues: FormValues = {
  program: defaultProgram,
  format: 'In person, small group',
  timeZone: defaultTimeZone,
  status: 'active',
  classDays: [],
};

/** The list's state in its URL (the page apart). */
const listQueryOf = (query: CourseListQuery) => ({ q: query.q, sort: query.sort, dir: query.dir, status: query.status });

/** One line of the roster export per enrollment, of every status, with every field staff may need. */
const rosterColumns: CsvColumn<EnrollmentRow>[] = [
  { header: 'Reference', cell: (row) => enrollmentReference(row.id) },
  { header: 'Enrollment id', cell: (row) => row.id },
  { header: 'Status', cell: (row) => row.status },
  { header: 'Student', cell: (row) => row.student_name },
  { header: 'Parent email', cell: (row) => row.parent_email },
  { header: 'Amount', cell: (row) => dollarsText(row.amount_cents) },
  { header: 'List price', cell: (row) => dollarsText(heldPrice(row).listCents) },
  { header: 'Discounts', cell: (row) => discountsText(heldPrice(row)) },
  { header: 'Currency', cell: (row) => row.currency.toUpperCase() },
  { header: 'Paid at', cell: (row) => row.paid_at },
  { header: 'Created at', cell: (row) => row.created_at },
  { header: 'Updated at', cell: (row) => row.updated_at },
  { header: 'Hold expires at', cell: (row) => row.hold_expires_at },
  { header: 'Released at', cell: (row) => row.released_at },
  { header: 'Payment provider', cell: (row) => row.payment_provider },
  { header: 'Payment session id', cell: (row) => row.payment_session_id },
  { header: 'Payment intent id', cell: (row) => row.payment_intent_id },
  { header: 'Refund id', cell: (row) => row.refund_id },
  { header: 'Refund amount', cell: (row) => (row.refund_cents === null ? '' : dollarsText(row.refund_cents)) },
  { header: 'Cancelled at', cell: (row) => row.cancelled_at },
  { header: 'Switched at', cell: (row) => row.switched_at },
  { header: 'Switched from course id', cell: (row) => row.switched_from_course_id },
];

/** A file name's part from a course name: 'vibe-coding-beginner-winter-weekends'. */
const slugOf = (name: string) =>
  name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '') || 'course';

/**
 * The console's courses (mounted behind the session): the list with its capacity edited
 * in place, a course's page (roster, holds, refunds, waitlist, the edit form), its roster
 * as CSV, and opening a cohort. Changes go through services/course-admin.ts.
 */
export function courseConsoleRoutes(ctx: AppContext): Router {
  const { db, renderer, config, clock } = ctx;
  const secureCookies = config.isProduction;
  const router = Router();

  const courseIdOf = (req: Request): number => {
    const id = parseCourseId(req.params.id);
    if (id === undefined) throw new HttpError(404, 'Course not found');
    return id;
  };

  async function showList(req: Request, res: Response, query: CourseListQuery, error?: CapacityError, status = 200) {
    const { rows, hasMore } = await listCourses(db, clock.now(), query);
    renderer.page(req, res, {
      meta: renderer.metaOf(req, info),
      body: (
        <CourseListPage
          viewer={staffOf(res)}
          rows={rows.map(seatsView)}
          list={{ path: info.path, query: listQueryOf(query) }}
          page={query.page}
          hasMore={hasMore}
          error={error}
        />
      ),
      status,
      personal: true,
      bundles: consoleBundles,
    });
  }

  router.get(info.path, async (req, res) => {
    const query = courseListQuerySchema.safeParse(req.query);
    if (!query.success) throw new HttpError(400, 'That search, sort or filter is not one this list has');
    await showList(req, res, query.data);
  });

  // Opening a cohort. Declared before /:id, which 'new' is not.
  function showNew(req: Request, res: Response, values: FormValues, errors: FieldErrors = {}, status = 200) {
    const form = { values, errors, statuses: ['active', 'draft'] as const };
    if (status !== 200 && wantsFragment(req)) {
      return renderer.fragment(req, res, <CourseForm mode="new" action={info.path} {...form} />, status, { personal: true });
    }
    renderer.page(req, res, {
      meta: renderer.metaOf(req, newInfo),
      body: <NewCoursePage viewer={staffOf(res)} form={form} />,
      status,
      personal: true,
      bundles: consoleBundles,
    });
  }

  router.get(newInfo.path, (req, res) => showNew(req, res, newCourseValues));

  router.post(info.path, async (req, res) => {
    const values = formValuesOf(newCourseSchema, req.body);
    const checked = validate(newCourseSchema, values);
    if (!checked.ok) return showNew(req, res, values, checked.errors, 422);
    const id = await createCourse(ctx, staffOf(res), checked.data);
    req.log.info({ courseId: id }, 'cohort opened by staff');
    redirectAfterPost(req, res, coursePath(id), {
      toast: { title: 'Cohort opened', description: checked.data.name, variant: 'success' },
      secureCookies,
    });
  });

  /** The course's page; with a form state (422), the form as it was sent, alone for htmx. */
  async function showCourse(
    req: Request,
    res: Response,
    id: number,
    sent?: { values: FormValues; errors: FieldErrors },
    status = 200,
  ) {
    const now = clock.now();
    const detail = await courseDetail(db, now, id);
    if (!detail) throw new HttpError(404, 'Course not found');
    const { course } = detail;
    const form = { ...(sent ?? { values: editValues(course), errors: {} }), statuses: editableStatuses(course.status) };
    if (sent && wantsFragment(req)) {
      return renderer.fragment(
        req,
        res,
        <CourseForm mode="edit" action={coursePath(id)} seatsTaken={course.seats_taken} {...form} />,
        status,
        { personal: true },
      );
    }
    const at = now.toISOString();
    const entries = (list: RosterEntry[]) => list.map((entry) => enrollmentView(entry, at));
    renderer.page(req, res, {
      meta: { ...renderer.metaOf(req, info), title: `${course.name} | ${info.title}`, canonicalPath: coursePath(id) },
      body: (
        <CoursePage
          viewer={staffOf(res)}
          course={{
            ...seatsView(detail.seats),
            location: course.location,
            format: course.format,
            schedule: course.schedule,
            timeZone: course.time_zone,
          }}
          roster={entries(detail.roster)}
          holds={entries(detail.holds)}
          refunds={entries(detail.refunds)}
          waitlist={detail.waitlist.map((entry) => ({
            id: entry.id,
            parentName: entry.parent_name,
            parentEmail: entry.parent_email,
            parentPhone: entry.parent_phone,
            studentName: entry.student_name,
            studentGrade: entry.student_grade,
            joinedAt: entry.created_at,
            state: entry.state,
            position: entry.position,
            offerExpiresAt: entry.offer_expires_at,
            stateChangedAt: entry.state_changed_at,
          }))}
          form={form}
        />
      ),
      status,
      personal: true,
      bundles: consoleBundles,
    });
  }

  router.get(`${info.path}/:id`, async (req, res) => {
    await showCourse(req, res, courseIdOf(req));
  });

  router.post(`${info.path}/:id`, async (req, res) => {
    const id = courseIdOf(req);
    const course = await findCourseRow(db, id);
    if (!course) throw new HttpError(404, 'Course not found');
    const schema = courseEditSchema(course.status);
    const values = formValuesOf(schema, req.body);
    const checked = validate(schema, values);
    if (!checked.ok) return showCourse(req, res, id, { values, errors: checked.errors }, 422);
    const result = await updateCourse(ctx, staffOf(res), id, checked.data);
    if (result.outcome === 'not-found') throw new HttpError(404, 'Course not found');
    if (result.outcome === 'below-taken') {
      return showCourse(req, res, id, { values, errors: { capacity: capacityBelowTakenMessage(result.seatsTaken) } }, 422);
    }
    if (result.outcome === 'status-not-allowed') {
      return showCourse(
        req,
        res,
        id,
        { values, errors: { status: 'This cohort is published now: choose active or archived' } },
        422,
      );
    }
    if (result.changed) req.log.info({ courseId: id }, 'course changed by staff');
    const toast: Toast = result.changed
      ? { title: 'Course saved', variant: 'success' }
      : { title: 'Course saved', description: 'Nothing had changed.' };
    redirectAfterPost(req, res, coursePath(id), { toast, secureCookies });
  });

  // The list's inline capacity edit: the row for htmx, the list again without JavaScript.
  router.post(`${info.path}/:id/capacity`, async (req, res) => {
    const id = courseIdOf(req);
    res.set('Vary', 'HX-Request');
    const list = backToList(info.path, courseListQuerySchema, (req.body as { back?: unknown } | undefined)?.back);
    const raw = (req.body as { capacity?: unknown } | undefined)?.capacity;
    const typed = typeof raw === 'string' ? raw.slice(0, 20) : '';
    const checked = validate(capacitySchema, { capacity: raw });
    let message: string | undefined;
    if (!checked.ok) {
      message = checked.errors.capacity ?? 'Enter the number of seats';
    } else {
      const result = await setCourseCapacity(ctx, staffOf(res), id, checked.data.capacity);
      if (result.outcome === 'not-found') throw new HttpError(404, 'Course not found');
      if (result.outcome === 'below-taken') message = capacityBelowTakenMessage(result.seatsTaken);
      else if (result.outcome === 'saved' && result.changed) req.log.info({ courseId: id }, 'course capacity changed by staff');
    }
    const error = message ? { id, value: typed, message } : undefined;
    if (wantsFragment(req)) {
      const row = await courseListRow(db, clock.now(), id);
      if (!row) throw new HttpError(404, 'Course not found');
      if (!error) triggerToast(res, { title: `Capacity saved: ${row.capacity} seats`, variant: 'success' });
      return renderer.fragment(
        req,
        res,
        <CourseListRow row={seatsView(row)} back={list.href} error={error} />,
        error ? 422 : 200,
        {
          personal: true,
        },
      );
    }
    if (error) return showList(req, res, list.query, error, 422);
    const saved = checked.ok ? checked.data.capacity : undefined;
    redirectAfterPost(req, res, `${list.href}#course-row-${id}`, {
      toast: { title: `Capacity saved: ${saved} seats`, variant: 'success' },
      secureCookies,
    });
  });

  // Steering the line: move to the front, skip, put back, offer a free seat by hand (audited).
  router.post(`${info.path}/:id/waitlist/:entryId/:action`, async (req, res) => {
    const id = courseIdOf(req);
    const entryId = parseCourseId(req.params.entryId);
    const action = steeringActionSchema.safeParse(req.params.action);
    if (entryId === undefined || !action.success) throw new HttpError(404, 'Not found');
    const outcome = await steerEntry(ctx, staffOf(res), id, entryId, action.data);
    if (outcome === 'done') req.log.info({ courseId: id, entryId, action: action.data }, 'waitlist steered by staff');
    redirectAfterPost(req, res, `${coursePath(id)}#waitlist`, { toast: steeringToasts[outcome][action.data], secureCookies });
  });

  router.get(`${info.path}/:id/roster.csv`, async (req, res) => {
    const id = courseIdOf(req);
    const course = await findCourseRow(db, id);
    if (!course) throw new HttpError(404, 'Course not found');
    await sendCsv(req, res, {
      filename: `roster-${id}-${slugOf(course.name)}.csv`,
      columns: rosterColumns,
      rows: courseEnrollments(db, id),
    });
  });

  return router;
}
