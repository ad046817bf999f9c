import { emailSlipPurposes } from '../../views/content/messages.ts';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { parseReference, referenceOf, scholarshipReference } from '../../domain/references.ts';
import { chooseCohort, scholarshipApplicationSchema } from '../../domain/scholarships.ts';
import { pageMetadata } from '../../views/content/page-metadata.ts';
import { scholarshipForm as copy } from '../../views/content/scholarship-form.ts';
import {
  ScholarshipApplyPage,
  ScholarshipForm,
  scholarshipApplyPath,
  type CohortChoice,
} from '../../views/pages/ScholarshipApplyPage.tsx';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.tsx';
import { formHandlers, type FormState } from '../http/forms.ts';
import { wantsFragment } from '../http/htmx.ts';
import type { PageSpec } from '../http/render.tsx';
import { writeRateLimit } from '../http/security.ts';
import { applyForScholarship, findApplication, scholarshipCohorts } from '../services/scholarships.ts';

const emptyForm: FormState = { values: {}, errors: {}, revalidate: false };
const sentQuery = z.object({ sent: z.string().max(20) });
const sentPath = (reference: string) => `${scholarshipApplyPath}?${new URLSearchParams({ sent: reference })}`;

/**
 * /scholarships/apply: the application form, its post (htmx or plain), its re-validation,
 * and POST /api/scholarship-applications. Each application is stored with the family's
 * acknowledgement and staff's copy in one transaction (server/services/scholarships.ts).
 */
export function scholarshipRoutes(ctx: AppContext): Router {
  const { db, clock, renderer, config, rateLimits, mail } = ctx;
  const router = Router();
  const info = pageMetadata.scholarshipApply;
  // Only accepted applications count, so a family fixing a typo is never locked out.
  const sendLimit = writeRateLimit({
    limit: 5,
    windowMs: 10 * 60_000,
    countFailures: false,
    store: rateLimits.storeFor('scholarship'),
  });

  const cohortsOf = (res: Response) => res.locals.cohorts as CohortChoice[];
  async function loadCohorts(_req: Request, res: Response, next: () => void) {
    res.locals.cohorts = await scholarshipCohorts(db, clock.now());
    next();
  }

  const applyPage = (req: Request, res: Response, state: FormState): PageSpec => ({
    meta: renderer.metaOf(req, info),
    body: (
      <ScholarshipApplyPage
        {...state}
        cohorts={cohortsOf(res)}
        mailEnabled={mail.enabled}
        offerHours={config.waitlistOfferHours}
      />
    ),
    bundles: ['htmx', 'forms'],
  });

  const application = formHandlers(renderer, {
    schema: scholarshipApplicationSchema,
    form: (_req, res, state) => <ScholarshipForm {...state} cohorts={cohortsOf(res)} />,
    page: applyPage,
    async save(_req, res, input) {
      const cohorts = (res.locals.cohorts as CohortChoice[] | undefined) ?? (await scholarshipCohorts(db, clock.now()));
      if (!cohorts.some((cohort) => cohort.id === input.courseId)) {
        throw new HttpError(422, chooseCohort, { fields: { courseId: chooseCohort } });
      }
      const outcome = await applyForScholarship(ctx, input, clock.now());
      if (!outcome.ok) {
        const message =
          outcome.reason === 'paid' ? copy.refused.paid(outcome.studentName) : copy.refused.applied(outcome.studentName);
        throw new HttpError(422, message, { fields: { courseId: message } });
      }
      return outcome;
    },
    done: (req, res, result, data) => {
      const reference = result && scholarshipReference(result.id);
      const fullCohort = result?.full ? cohortsOf(res).find((cohort) => cohort.id === data?.courseId) : undefined;
      return {
        // The form becomes the confirmation, which says all a toast would (on a phone a toast
        // covered it): in place with htmx; without JavaScript on the page the post returns to,
        // which names the reference (a toast alone was lost once closed, over an empty form).
        location: reference ? sentPath(reference) : scholarshipApplyPath,
        toast: wantsFragment(req) || reference ? undefined : copy.toasts.received,
        htmx: 'reset',
        notice:
          data &&
          reference &&
          [copy.sent(data.parentName, data.parentEmail, reference), fullCohort && copy.fullNow(fullCohort.name)]
            .filter(Boolean)
            .join(' '),
      };
    },
    json: (result) => ({
      status: 201,
      body: { message: 'Application received', id: result?.id, reference: result && scholarshipReference(result.id) },
    }),
    failed: copy.toasts.failed,
    secureCookies: config.isProduction,
    emailSlip: { field: 'parentEmail', purpose: emailSlipPurposes.scholarship },
  });

  // The empty page is the same for everyone until a cohort changes: rendered once and cached.
  // With `?sent=SA-…` (a plain post's way back) it is the confirmation instead, never cached.
  router.get(info.path, async (req, res, next) => {
    const sent = sentQuery.safeParse(req.query).data?.sent;
    const reference = sent === undefined ? undefined : parseReference(sent);
    if (reference?.kind !== 'scholarship') return next();
    const cohorts = await scholarshipCohorts(db, clock.now());
    res.locals.cohorts = cohorts;
    // Its cohort still full: what an approval waits for, as the page with JavaScript says it.
    const applied = await findApplication(db, reference.id);
    const fullCohort = cohorts.find((cohort) => cohort.id === applied?.course_id && cohort.full);
    const sentText = copy.sentWithoutScript(referenceOf('scholarship', reference.id), mail.enabled);
    renderer.page(req, res, {
      ...applyPage(req, res, {
        ...emptyForm,
        sent: fullCohort ? `${sentText} ${copy.fullNow(fullCohort.name)}` : sentText,
      }),
      meta: { ...renderer.metaOf(req, info), noindex: true },
      personal: true,
    });
  });
  router.get(info.path, (req, res) =>
    renderer.cachedPage(req, res, async () => {
      res.locals.cohorts = await scholarshipCohorts(db, clock.now());
      return { ...applyPage(req, res, emptyForm), cacheTags: ['courses'] };
    }),
  );
  router.post(info.path, sendLimit, loadCohorts, application.submit);
  router.post(`${info.path}/validate`, loadCohorts, application.validate);
  router.post('/api/scholarship-applications', sendLimit, application.api);
  return router;
}
