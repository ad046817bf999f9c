import { Router, type Request, type Response } from 'express';
import { addMonths, creditValidMonths } from '../../domain/cancellation.ts';
import { validate, type FormValues } from '../../domain/forms.ts';
import { enrollmentReference } from '../../domain/references.ts';
import { schoolDate } from '../../domain/schedule.ts';
import {
  maxCreditMonths,
  staffCancelSchema,
  staffCreditSchema,
  staffSwitchSchema,
  type StaffAction,
} from '../../domain/staff-enrollment-actions.ts';
import { cancellationOutcomeText } from '../../views/content/account.ts';
import { pageMetadata } from '../../views/content/page-metadata.ts';
import { staffEnrollmentCopy as copy } from '../../views/content/staff-enrollment.ts';
import { paymentAmount } from '../../views/format.ts';
import { EnrollmentConsolePage, type SentStaffForm } from '../../views/pages/EnrollmentConsolePage.tsx';
import { enrollmentConsolePath } from '../../views/pages/console-paths.ts';
import type { AppContext } from '../context.ts';
import { staffOf } from '../http/admin-session.ts';
import { HttpError } from '../http/errors.tsx';
import { redirectAfterPost } from '../http/htmx.ts';
import { cancelEnrollment, switchEnrollment } from '../services/cancellations.ts';
import { enrollmentForConsole, giveCredit } from '../services/enrollment-admin.ts';
import { parseCourseId } from './course-id.ts';
import { consoleBundles } from './console-page.ts';

const info = pageMetadata.consoleEnrollment;

/** The fields each form sends, as typed (a form re-shown with errors keeps them). */
const fieldsOf: Record<StaffAction, readonly string[]> = {
  cancel: ['outcome', 'refund', 'reason'],
  switch: ['courseId', 'reason'],
  credit: ['amount', 'expiresOn', 'reason'],
};

const sentValues = (action: StaffAction, body: unknown): FormValues => {
  const values: FormValues = {};
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  for (const name of fieldsOf[action]) {
    const value = fields[name];
    if (typeof value === 'string') values[name] = value.slice(0, 600);
  }
  return values;
};

/**
 * The console's page of one enrollment (mounted behind the session) and the three things
 * staff do there: cancel (the policy or an amount they decide), switch dates, give a credit.
 * Each is a plain form; a mistake shows the page again with the form as it was sent (422);
 * done, it goes back to the page with a toast. The rules are in services/cancellations.ts
 * and services/enrollment-admin.ts; every change is audited there, in its transaction.
 */
export function enrollmentConsoleRoutes(ctx: AppContext): Router {
  const { db, renderer, clock, config } = ctx;
  const secureCookies = config.isProduction;
  const router = Router();

  const idOf = (req: Request): number => {
    const id = parseCourseId(req.params.id);
    if (id === undefined) throw new HttpError(404, 'Enrollment not found');
    return id;
  };

  async function load(id: number) {
    const detail = await enrollmentForConsole(db, id, clock.now());
    if (!detail) throw new HttpError(404, 'Enrollment not found');
    return detail;
  }

  /** The default a credit's form starts with: valid for the policy's 12 months. */
  const creditDefaults = (): FormValues => ({ expiresOn: addMonths(schoolDate(clock.now()), creditValidMonths) });

  async function show(req: Request, res: Response, id: number, sent?: SentStaffForm, status = 200) {
    const { enrollment: row, policy, switchChoices, credits, mayGiveCredit } = await load(id);
    const money = (cents: number) => paymentAmount(cents / 100, row.currency);
    const today = schoolDate(clock.now());
    const reference = enrollmentReference(row.id);
    renderer.page(req, res, {
      meta: { ...renderer.metaOf(req, info), title: `${reference} | ${info.title}`, canonicalPath: enrollmentConsolePath(id) },
      body: (
        <EnrollmentConsolePage
          viewer={staffOf(res)}
          enrollment={{
            id: row.id,
            reference,
            status: row.status,
            studentName: row.student_name,
            parentEmail: row.parent_email,
            course: { id: row.course_id, name: row.course_name, dates: row.course_dates },
            amount: money(row.amount_cents),
            paidAt: row.paid_at,
            createdAt: row.created_at,
            switched: row.switched_at
              ? { at: row.switched_at, fromId: row.switched_from_course_id ?? row.course_id, fromName: row.switched_from_name }
              : null,
            cancelledAt: row.cancelled_at,
            refund: row.refund_cents !== null && row.refund_cents > 0 ? money(row.refund_cents) : null,
            refundId: row.refund_id,
            paymentProvider: row.payment_provider,
            paymentIntentId: row.payment_intent_id,
          }}
          policy={policy ? cancellationOutcomeText(policy, row.amount_cents, row.currency) : undefined}
          choices={switchChoices.map((choice) => ({
            id: choice.id,
            name: choice.name,
            dates: choice.dates,
            schedule: choice.schedule,
            location: choice.location,
            seatsFree: choice.capacity - choice.seats_taken,
          }))}
          mayGiveCredit={mayGiveCredit}
          credits={credits.map((credit) => ({
            id: credit.id,
            amount: money(credit.amount_cents),
            expiresOn: credit.expires_on,
            createdAt: credit.created_at,
            state: credit.used_at ? 'used' : credit.expires_on < today ? 'expired' : 'unused',
            usedAt: credit.used_at,
            sourceEnrollmentId: credit.source_enrollment_id,
            sourceReference: enrollmentReference(credit.source_enrollment_id),
          }))}
          creditDefaults={creditDefaults()}
          sent={sent}
        />
      ),
      status,
      personal: true,
      bundles: consoleBundles,
    });
  }

  const done = (req: Request, res: Response, id: number, toast: (typeof copy.toasts)[keyof typeof copy.toasts]) =>
    redirectAfterPost(req, res, enrollmentConsolePath(id), { toast, secureCookies });

  /** A refusal from the service (the enrollment changed meanwhile), shown above the page as it is now. */
  const refused = (req: Request, res: Response, id: number, action: StaffAction, message: string) =>
    show(req, res, id, { action, values: sentValues(action, req.body), errors: {}, refusal: message }, 409);

  router.get(`${info.path}/:id`, async (req, res) => {
    await show(req, res, idOf(req));
  });

  router.post(`${info.path}/:id/cancel`, async (req, res) => {
    const id = idOf(req);
    const { enrollment } = await load(id);
    const values = sentValues('cancel', req.body);
    const checked = validate(staffCancelSchema(enrollment.amount_cents), values);
    if (!checked.ok) return show(req, res, id, { action: 'cancel', values, errors: checked.errors }, 422);
    const who = { by: 'staff', actor: staffOf(res), reason: checked.data.reason } as const;
    const result = await cancelEnrollment(
      ctx,
      who,
      id,
      checked.data.outcome === 'override' ? checked.data.refundCents : undefined,
    );
    if (!result.ok) {
      if (result.reason === 'not-found') throw new HttpError(404, 'Enrollment not found');
      return refused(req, res, id, 'cancel', copy.refused[result.reason]);
    }
    req.log.info({ enrollmentId: id, outcome: result.outcome.kind }, 'enrollment cancelled by staff');
    done(req, res, id, copy.toasts.cancelled);
  });

  router.post(`${info.path}/:id/switch`, async (req, res) => {
    const id = idOf(req);
    const { switchTargetIds } = await load(id);
    const values = sentValues('switch', req.body);
    const checked = validate(staffSwitchSchema(switchTargetIds), values);
    if (!checked.ok) return show(req, res, id, { action: 'switch', values, errors: checked.errors }, 422);
    const who = { by: 'staff', actor: staffOf(res), reason: checked.data.reason } as const;
    const result = await switchEnrollment(ctx, who, id, checked.data.courseId);
    if (!result.ok) {
      if (result.reason === 'not-found') throw new HttpError(404, 'Enrollment not found');
      return refused(req, res, id, 'switch', copy.refused[result.reason]);
    }
    req.log.info({ enrollmentId: id, courseId: checked.data.courseId }, 'enrollment switched by staff');
    done(req, res, id, copy.toasts.switched);
  });

  router.post(`${info.path}/:id/credit`, async (req, res) => {
    const id = idOf(req);
    const { enrollment } = await load(id);
    const values = sentValues('credit', req.body);
    const today = schoolDate(clock.now());
    const checked = validate(staffCreditSchema(enrollment.amount_cents, today, addMonths(today, maxCreditMonths)), values);
    if (!checked.ok) return show(req, res, id, { action: 'credit', values, errors: checked.errors }, 422);
    const result = await giveCredit(ctx, staffOf(res), id, checked.data);
    if (!result.ok) {
      if (result.reason === 'not-found') throw new HttpError(404, 'Enrollment not found');
      return refused(req, res, id, 'credit', copy.refused[result.reason]);
    }
    req.log.info({ enrollmentId: id, creditId: result.creditId }, 'credit given by staff');
    done(req, res, id, copy.toasts.credited);
  });

  return router;
}
