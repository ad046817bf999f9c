import { settleEmailSlip, suggestEmail } from '../../domain/email-typos.ts';
import { Router, type Request, type Response } from 'express';
import { EnrollWizard, WizardStepForm, type WizardState } from '../../views/components/enroll/EnrollWizard.tsx';
import type { CompletedRequest } from '../../views/components/enroll/WizardComplete.tsx';
import { emailSlipPurposes, toasts } from '../../views/content/messages.ts';
import type { Toast } from '../../views/layout/ToastRegion.tsx';
import { pageMetadata } from '../../views/content/page-metadata.ts';
import { EnrollPage } from '../../views/pages/EnrollPage.tsx';
import type { AppContext } from '../context.ts';
import {
  completeStep,
  draftCreationWindowMinutes,
  draftLifetimeDays,
  draftsPerClient,
  enrollmentChoices,
  enrollmentRequestSchema,
  fieldsOfStep,
  firstStepWithError,
  parseStep,
  useSuggestedEmailIntent,
  type EnrollmentField,
  type EnrollmentProgram,
  type QuestionStep,
} from '../../domain/enrollment-request.ts';
import { validate, type FieldErrors, type FormValues } from '../../domain/forms.ts';
import { isDatabaseUnavailable } from '../../db/faults.ts';
import { databaseRetryAfterSeconds } from '../http/errors.tsx';
import { caughtByHoneypot, formValuesOf, jsonFormHandler } from '../http/forms.ts';
import { triggerToast, wantsFragment } from '../http/htmx.ts';
import { writeRateLimit } from '../http/security.ts';
import { findCourse } from '../services/courses.ts';
import { earlyBirdOpenNow } from '../services/prices.ts';
import { loadDraft, markSubmitTried, saveDraft, submitDraft, type Draft } from '../services/enrollment-drafts.ts';
import { findEnrollmentRequest, recordEnrollmentRequest } from '../services/enrollment-requests.ts';
import { parseCourseId } from './course-id.ts';

/** The browser's draft: an unguessable id, signed, sent back to /enroll only. */
const draftCookie = 'enroll_draft';
const info = pageMetadata.enroll;
const stepUrl = (step: number) => (step === 1 ? info.path : `${info.path}?step=${step}`);

type WizardProps = Parameters<typeof EnrollWizard>[0];

/** `useSuggestion`: "Use <the suggested address>" under the review's "Did you mean ...?". */
type Intent = { kind: 'go'; step: QuestionStep } | { kind: 'submit'; useSuggestion?: boolean };

/** What the pressed button asks for, from the step it was pressed on. */
function intentOf(raw: unknown, from: QuestionStep): Intent {
  if (raw === 'submit' && from === 3) return { kind: 'submit' };
  if (raw === useSuggestedEmailIntent && from === 3) return { kind: 'submit', useSuggestion: true };
  if (raw === 'previous') return { kind: 'go', step: from === 3 ? 2 : 1 };
  if (raw === 'step-1') return { kind: 'go', step: 1 };
  if (raw === 'step-2') return { kind: 'go', step: 2 };
  // 'next', and anything else: the next step, never past the review.
  return { kind: 'go', step: from === 1 ? 2 : 3 };
}

/** Keeps only the messages of one step's fields. */
const errorsOfStep = (errors: FieldErrors, step: QuestionStep): FieldErrors =>
  Object.fromEntries(fieldsOfStep(step).flatMap((field) => (errors[field] ? [[field, errors[field]]] : [])));

const isProgram = (value: unknown): value is EnrollmentProgram =>
  (enrollmentChoices.program as readonly unknown[]).includes(value);

/**
 * The enrollment wizard at /enroll: each step a page (?step=2, ?step=3) and, for htmx,
 * a fragment swapped in place with the URL kept in step. Answers live in a server-side
 * draft between steps; the final submit validates them all with the one schema, and
 * on errors takes the visitor to the first step that has one. POST
 * /api/enrollment-requests takes the same application as JSON.
 */
export function enrollRoutes(ctx: AppContext): Router {
  const { db, clock, renderer, config, rateLimits } = ctx;
  const router = Router();
  // Only accepted applications count, so a parent fixing answers is never locked out.
  const submitLimit = writeRateLimit({
    limit: 10,
    windowMs: 10 * 60_000,
    countFailures: false,
    store: rateLimits.storeFor('enrollment-requests'),
  });

  // Counted per new draft, failures too: it is the storing that is limited.
  const newDraftLimit = writeRateLimit({
    limit: draftsPerClient,
    windowMs: draftCreationWindowMinutes * 60_000,
    store: rateLimits.storeFor('enrollment-drafts'),
  });

  const draftOf = async (req: Request): Promise<Draft | undefined> => {
    const id: unknown = req.signedCookies?.[draftCookie];
    return loadDraft(db, typeof id === 'string' ? id : undefined);
  };

  function keepDraft(res: Response, id: string): void {
    res.cookie(draftCookie, id, {
      signed: true,
      httpOnly: true,
      sameSite: 'lax',
      secure: config.isProduction,
      path: info.path,
      maxAge: draftLifetimeDays * 86_400_000,
    });
  }

  /** Step 4, the application sent; its next steps say how the parent page's link comes (by email, or, without a mail server, from us on asking). */
  const step4 = (request: CompletedRequest, focusHeading: boolean): WizardProps => ({
    step: 4,
    request,
    focusHeading,
    mailEnabled: ctx.mail.enabled,
  });

  /** Answers a wizard state: the whole page, or for htmx the wizard alone with the URL of its step. */
  async function show(req: Request, res: Response, props: WizardProps, status = 200, toast?: Toast) {
    if (req.method === 'POST' && wantsFragment(req)) {
      res.set('HX-Push-Url', stepUrl(props.step));
      if (toast) triggerToast(res, toast);
      return renderer.fragment(req, res, <EnrollWizard {...props} />, status, { personal: true });
    }
    const earlyBird = await earlyBirdOpenNow(db, clock.now());
    renderer.page(req, res, {
      meta: { ...renderer.metaOf(req, info), ...(props.step === 1 ? {} : { noindex: true }) },
      body: <EnrollPage {...props} earlyBird={earlyBird} />,
      bundles: ['htmx', 'forms'],
      status,
      personal: true,
      ...(toast ? { toast } : {}),
    });
  }

  async function completed(draft: Draft | undefined): Promise<CompletedRequest | undefined> {
    if (draft?.requestId == null) return undefined;
    const request = await findEnrollmentRequest(db, draft.requestId);
    return request && { studentName: request.student_name, parentEmail: request.parent_email };
  }

  /** Answers a link may give: ?program=summer-camp, or ?courseId=N (that course's program and campus). */
  async function presetOf(req: Request): Promise<FormValues> {
    const { program, courseId } = req.query;
    if (isProgram(program)) return { program };
    const id = parseCourseId(courseId);
    const course = id === undefined ? undefined : await findCourse(db, id, clock.now());
    // Our cohorts are the kids program, the school-age program of the wizard, at one of the campuses.
    return course ? { program: 'middle-school', location: course.cohortType } : {};
  }

  router.get(info.path, async (req, res) => {
    const step = parseStep(req.query.step);
    const draft = await draftOf(req);
    if (step === completeStep) {
      const request = await completed(draft);
      if (!request) return res.redirect(303, info.path);
      return show(req, res, step4(request, false));
    }
    // A submitted draft is done with: coming back starts a new application.
    const open = draft && draft.requestId === null ? draft : undefined;
    const preset = await presetOf(req);
    const answers = { ...open?.answers, ...preset };
    await show(req, res, { ...stepState(step, answers, open?.submitTried ?? false, step > 1), preset });
  });

  router.post(
    info.path,
    (req, res, next) =>
      (req.body as { intent?: unknown } | undefined)?.intent === 'submit' ? submitLimit(req, res, next) : next(),
    // A post without an open draft starts one: a client may start only so many (drafts are stored).
    async (req, res, next) => {
      const draft = await draftOf(req);
      res.locals.draft = draft;
      if (draft?.requestId === null) return next();
      return newDraftLimit(req, res, next);
    },
    async (req, res) => {
      const body: unknown = req.body;
      const from = parseStep((body as { step?: unknown })?.step);
      if (from === completeStep) return res.redirect(303, stepUrl(completeStep));
      const intent = intentOf((body as { intent?: unknown })?.intent, from);
      const draft = res.locals.draft as Draft | undefined;
      // Sent again after it went through (a double click, a resend): the same confirmation.
      if (intent.kind === 'submit' && draft?.requestId != null) {
        const request = await completed(draft);
        if (request && wantsFragment(req)) return show(req, res, step4(request, true));
        if (request) return res.redirect(303, stepUrl(completeStep));
      }
      const answers = mergeAnswers(draft && draft.requestId === null ? draft.answers : {}, body, from);
      const draftId = await saveDraft(db, clock, draft, answers);
      keepDraft(res, draftId);
      const submitTried = draft?.id === draftId && draft.submitTried;

      if (intent.kind === 'go') {
        if (!wantsFragment(req)) return res.redirect(303, stepUrl(intent.step));
        return show(req, res, stepState(intent.step, answers, submitTried, true));
      }

      if (caughtByHoneypot(body)) {
        // A bot: it sees the confirmation; nothing is stored.
        return show(req, res, step4({ studentName: 'your student', parentEmail: 'you' }, true));
      }
      const checked = validate(enrollmentRequestSchema, answers);
      if (!checked.ok) {
        await markSubmitTried(db, draftId);
        return show(req, res, stepState(firstStepWithError(checked.errors) ?? 3, answers, true, false), 422);
      }
      // A likely slip in the address is asked about once, on the review, beside the address.
      const settled = settleEmailSlip(
        checked.data.parentEmail,
        {
          emailChecked: checked.data.emailChecked,
          useEmail: intent.useSuggestion ? suggestEmail(checked.data.parentEmail) : undefined,
        },
        emailSlipPurposes.enroll,
      );
      if ('question' in settled) {
        return show(req, res, { ...stepState(3, answers, false, false), errors: { parentEmail: settled.question } }, 422);
      }
      try {
        await submitDraft(db, clock, ctx.mail, draftId, { ...checked.data, parentEmail: settled.address });
      } catch (error) {
        req.log.error({ err: error }, 'enrollment request could not be saved');
        return show(req, res, stepState(3, answers, false, false), 500, toasts.applicationFailed);
      }
      if (!wantsFragment(req)) return res.redirect(303, stepUrl(completeStep));
      const request = await completed(await loadDraft(db, draftId));
      if (!request) throw new Error('a submitted draft has no request');
      await show(req, res, step4(request, true));
    },
  );

  // The database out of reach anywhere on the way (the draft, the limits, the submit): the
  // step comes back with what was posted, 503, and the toast that says to try again soon.
  router.use(info.path, async (error: unknown, req: Request, res: Response, next: (error?: unknown) => void) => {
    if (req.method !== 'POST' || req.path !== '/' || !isDatabaseUnavailable(error)) return next(error);
    req.log.error({ err: error }, 'enrollment wizard step could not be saved');
    const from = parseStep((req.body as { step?: unknown } | undefined)?.step);
    const step = from === completeStep ? 3 : from;
    res.set('Retry-After', String(databaseRetryAfterSeconds));
    await show(req, res, stepState(step, mergeAnswers({}, req.body, step), false, false), 503, toasts.databaseUnavailable);
  });

  // Re-validation on change after a submit with errors: the step's form with its messages; nothing stored.
  router.post(`${info.path}/validate`, async (req, res) => {
    const from = parseStep((req.body as { step?: unknown })?.step);
    if (from === completeStep) return void res.status(204).end();
    const draft = await draftOf(req);
    const answers = mergeAnswers(draft && draft.requestId === null ? draft.answers : {}, req.body, from);
    renderer.fragment(req, res, <WizardStepForm {...stepState(from, answers, true, false)} />, 200, {
      personal: true,
      fieldCheck: true,
    });
  });

  router.post(
    '/api/enrollment-requests',
    submitLimit,
    jsonFormHandler({
      schema: enrollmentRequestSchema,
      emailSlip: { field: 'parentEmail', purpose: emailSlipPurposes.enroll },
      save: (_req, _res, input) => recordEnrollmentRequest(db, clock, ctx.mail, input),
      json: (id) => ({
        status: 201,
        body: id === undefined ? { message: 'Application received' } : { id, message: 'Application received' },
      }),
    }),
  );
  return router;
}

/**
 * A step as the visitor should see it. Once a submit has found errors, every step shows
 * the messages of its own fields, and its fields re-validate on change.
 */
function stepState(step: QuestionStep, answers: FormValues, submitTried: boolean, focusHeading: boolean): WizardState {
  const checked = submitTried ? validate(enrollmentRequestSchema, answers) : undefined;
  const errors = checked && !checked.ok ? errorsOfStep(checked.errors, step) : {};
  return { step, values: answers, errors, revalidate: submitTried, focusHeading };
}

/**
 * The draft's answers with a step's post applied: each field of that step as posted
 * (a list emptied, a box unticked, a field cleared all count), plus any other field
 * the post carries (a preset from the link that opened the wizard).
 */
function mergeAnswers(previous: FormValues, body: unknown, step: QuestionStep): FormValues {
  const posted = formValuesOf(enrollmentRequestSchema, body);
  const merged: FormValues = { ...previous };
  const stepFields: readonly EnrollmentField[] = fieldsOfStep(step);
  for (const field of stepFields) {
    if (posted[field] === undefined) delete merged[field];
    else merged[field] = posted[field];
  }
  for (const [field, value] of Object.entries(posted)) {
    if (!stepFields.includes(field as EnrollmentField) && value !== undefined && !(Array.isArray(value) && value.length === 0)) {
      merged[field] = value;
    }
  }
  return merged;
}
