import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { accountPaths, accountReturnPath, accountSignInSchema } from '../../domain/account.ts';
import {
  cancellationOutcome,
  creditDeadline,
  maySwitchNow,
  refundDeadline,
  type CancellationOutcome,
} from '../../domain/cancellation.ts';
import { cancellationOutcomeText } from '../../views/content/account.ts';
import { schoolDate } from '../../domain/schedule.ts';
import { enrollmentReference, scholarshipReference } from '../../domain/references.ts';
import { validate } from '../../domain/forms.ts';
import { accountCopy } from '../../views/content/account.ts';
import { emailSlipPurposes } from '../../views/content/messages.ts';
import { settleEmailSlip } from '../../domain/email-typos.ts';
import { mentorOf } from '../../views/content/instructor.ts';
import { bayAreaTime, longDate, paymentAmount, priceRows } from '../../views/format.ts';
import { campusAddressLine } from '../../views/content/site.ts';
import {
  AccountLeavePage,
  AccountLinkPage,
  AccountCancelPage,
  AccountLinkSentPage,
  AccountPage,
  AccountReceiptPage,
  AccountSignInPage,
  AccountSwitchPage,
  type AccountView,
} from '../../views/pages/AccountPages.tsx';
import { levelLabel } from '../../views/pages/WaitlistConsolePage.tsx';
import type { AppContext } from '../context.ts';
import { HttpError } from '../http/errors.tsx';
import { redirectAfterPost } from '../http/htmx.ts';
import {
  clearParentSession,
  readParentSession,
  signedInParent,
  rememberReturnPath,
  setParentSession,
  takeReturnPath,
} from '../http/parent-session.ts';
import type { PageSpec } from '../http/render.tsx';
import { writeRateLimit } from '../http/security.ts';
import {
  cancelEnrollment,
  cancellationPreview,
  paidEnrollment,
  creditsOf,
  switchChoices,
  switchEnrollment,
} from '../services/cancellations.ts';
import { cancelHold } from '../services/checkout.ts';
import { findEnrollment } from '../services/enrollment-state.ts';
import { endParentSession, requestSignInLink, signInLinkUsable, signInWithLink } from '../services/parent-accounts.ts';
import { latestReceipt } from '../services/notifications.ts';
import {
  paidCohortsOfSessions,
  parentEnrollment,
  payerOfPayment,
  parentOverview,
  type ParentEnrollment,
  type ParentOverview,
} from '../services/parent-overview.ts';
import { waitlistLinkId } from '../../domain/interest.ts';
import { leaveWaitlist } from '../services/waitlist-entry-state.ts';
import { parseId } from './course-id.ts';
import { sendReceiptCalendar } from './receipt-calendar.ts';
import { isDemoProvider } from '../payments/demo.ts';

const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
const kindSchema = z.enum(['course', 'level']);
/** The payment result a sign-in was asked from (its form sends the payment's session id). */
const fromReceipt = z.object({ receipt: z.string().regex(/^[\w-]{8,255}$/) });

/** The payments a browser made, by their session ids (the payment result's key): a few, well formed. */
const seatsQuery = z.object({
  receipts: z
    .string()
    .regex(/^[\w-]{8,255}(,[\w-]{8,255}){0,9}$/)
    .optional(),
});

/**
 * The parent's page (docs/architecture.md, "The parent's page"): sign-in by an emailed
 * link, then everything the school holds under that address. Every page here is personal
 * (never cached; the session cookie's name keeps the page cache away too), and every id in
 * a URL is looked up together with the signed-in address.
 */
export function accountRoutes(ctx: AppContext): Router {
  const { db, renderer, clock, config, mail } = ctx;
  const router = Router();
  const secureCookies = config.isProduction;
  // Per client; the per-address share is counted in the database (server/services/parent-accounts.ts).
  const linkRequests = writeRateLimit({ limit: 10, windowMs: 15 * 60_000, store: ctx.rateLimits.storeFor('account-link') });
  const linkUses = writeRateLimit({ limit: 20, windowMs: 15 * 60_000, store: ctx.rateLimits.storeFor('account-sign-in') });

  router.use(accountPaths.home, readParentSession(ctx));
  // A parent's page asked for signed out (a bookmarked receipt, a spouse's phone, a session
  // past its 30 days): the sign-in, saying so, and back to that page once signed in on this
  // browser. The same for every path, so it tells nothing about what exists.
  router.use(accountPaths.home, (req, res, next) => {
    const path = req.baseUrl + req.path;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || emailOf(res) || !accountReturnPath(path)) return next();
    rememberReturnPath(res, config, path);
    renderer.page(req, res, page(<AccountSignInPage values={{}} errors={{}} mailEnabled={mail.enabled} forPage />, 401));
  });

  const page = (body: PageSpec['body'], status = 200): PageSpec => ({
    meta: { title: accountCopy.title, description: accountCopy.description, canonicalPath: accountPaths.home, noindex: true },
    body,
    status,
    personal: true,
    bundles: ['forms', 'waitlist-marks'],
  });
  const emailOf = (res: Response) => res.locals.parentEmail;
  const signedIn = (res: Response) => {
    const email = emailOf(res);
    if (!email) throw new HttpError(404, 'Not found');
    return email;
  };

  /** What the page shows, in the view's words. */
  async function viewOf(email: string): Promise<AccountView> {
    const overview = await parentOverview(db, email, clock.now());
    return {
      email,
      enrollments: await Promise.all(overview.enrollments.map((enrollment) => enrollmentView(enrollment))),
      holds: overview.holds,
      offers: overview.offers.map(({ amountCents, currency, ...offer }) => ({
        ...offer,
        toPay: amountCents === null ? undefined : paymentAmount(amountCents / 100, currency),
      })),
      waitlists: waitlistLines(overview),
      offerHours: config.waitlistOfferHours,
      waitlistMarks: waitlistMarksOf(overview),
      seatMarks: seatMarksOf(overview),
      requests: overview.requests,
      scholarships: overview.scholarships.map((application) => ({
        id: application.id,
        reference: scholarshipReference(application.id),
        studentName: application.studentName,
        courseName: application.courseName,
        dates: application.dates,
        sent: longDate(schoolDate(new Date(application.createdAt))),
        status: accountCopy.page.scholarshipStatus(application.status, application.percent, {
          declined: application.seatDeclined,
          paid: application.seatPaid,
          cancelled: application.seatCancelled,
        }),
      })),
      credits: (await creditsOf(db, email, schoolDate(clock.now()))).map((credit) => ({
        id: credit.id,
        amount: paymentAmount(credit.amount_cents / 100, 'usd'),
        until: longDate(credit.expires_on),
      })),
    };
  }

  /** The address's places in line, as the page lists them (a level's: "Beginner: the next cohort"). */
  const waitlistLines = (overview: ParentOverview): AccountView['waitlists'] =>
    overview.waitlists.map((entry) => ({
      entryId: entry.entryId,
      kind: entry.kind,
      name: entry.kind === 'course' ? (entry.courseName ?? '') : `${entry.level ? levelLabel(entry.level) : ''}: the next cohort`,
      dates: entry.dates ?? undefined,
      studentName: entry.studentName,
      position: entry.position,
      skipped: entry.skipped,
    }));

  /** The cards' keys of the cohorts this address has a paid seat in, with whose seats they are. */
  function seatMarksOf(overview: ParentOverview): Record<string, string[]> {
    const marks: Record<string, string[]> = {};
    for (const enrollment of overview.enrollments) {
      if (enrollment.status !== 'paid') continue;
      const key = waitlistLinkId(enrollment.course.id);
      marks[key] = [...new Set([...(marks[key] ?? []), enrollment.studentName])];
    }
    return marks;
  }

  /**
   * The lines the address is in, by Join Waitlist link: a seat held for the family
   * ('offered'), else the place (two children in one line: the nearer; null: set aside).
   */
  function waitlistMarksOf(overview: ParentOverview): AccountView['waitlistMarks'] {
    const marks: AccountView['waitlistMarks'] = {};
    for (const offer of overview.offers) marks[waitlistLinkId(offer.courseId)] = 'offered';
    for (const entry of overview.waitlists) {
      const key = entry.courseId ?? entry.level;
      if (key === null) continue;
      const id = waitlistLinkId(key);
      const place = entry.skipped ? null : (entry.position ?? null);
      const kept = marks[id];
      if (kept === undefined) marks[id] = place;
      else if (typeof kept === 'number' && place !== null) marks[id] = Math.min(kept, place);
    }
    return marks;
  }

  async function enrollmentView(enrollment: ParentEnrollment): Promise<AccountView['enrollments'][number]> {
    const receipt = await latestReceipt(db, enrollment.id);
    // Switching offered only with other dates to go to (its page otherwise said there were none).
    const switchable =
      enrollment.status === 'paid' && !enrollment.switched && maySwitchNow(enrollment.course.startDate, clock.now());
    const otherDates = switchable
      ? (
          await switchChoices(
            db,
            { id: enrollment.course.id, program: enrollment.course.program, price_cents: enrollment.course.priceCents },
            schoolDate(clock.now()),
          )
        ).some((choice) => choice.free)
      : false;
    const calendar = receipt ? (JSON.parse(receipt.payload) as { course?: { calendar?: unknown } }).course?.calendar : null;
    return {
      id: enrollment.id,
      reference: enrollment.reference,
      status: enrollment.status,
      studentName: enrollment.studentName,
      amount: paymentAmount(enrollment.amountCents / 100, enrollment.currency),
      courseName: enrollment.course.name,
      dates: enrollment.course.dates,
      schedule: enrollment.course.schedule,
      location: enrollment.course.location,
      mentor: mentorOf(enrollment.course.campus, enrollment.course.level)?.name,
      hasCalendar: Boolean(calendar),
      ifCancelled: enrollment.status === 'paid' ? ifCancelledText(enrollment) : undefined,
      maySwitch: switchable && otherDates,
      noOtherDates: switchable && !otherDates,
      switched: enrollment.status === 'paid' && enrollment.switched,
      // With its time: the policy's window is decided by it.
      cancelledOn: enrollment.cancelledAt ? bayAreaTime(enrollment.cancelledAt) : undefined,
      refund: refundOf(enrollment),
      priceRows: priceRows(enrollment.price, enrollment.currency, 'Price'),
      paidOn: enrollment.paidAt ? bayAreaTime(enrollment.paidAt) : undefined,
      address: campusAddressLine(enrollment.course.campus),
      demoPayment: isDemoProvider(ctx.payments),
    };
  }

  /** What went back to the card once cancelled, beside what was paid. */
  function refundOf(enrollment: ParentEnrollment): string | undefined {
    if (!enrollment.cancelledAt) return undefined;
    const words = accountCopy.page;
    if (!enrollment.refundCents) return words.noRefund;
    return words.refundText(
      enrollment.refundCents,
      enrollment.amountCents,
      enrollment.currency,
      enrollment.status === 'refund_due',
      isDemoProvider(ctx.payments),
    );
  }

  /** What cancelling today gives back, in the policy's words, and until which day that holds (the email's "by January 2"). */
  function ifCancelledText(enrollment: Pick<ParentEnrollment, 'amountCents' | 'currency' | 'course'>): string {
    const firstClass = enrollment.course.startDate;
    const outcome = cancellationOutcome(enrollment.amountCents, firstClass, clock.now());
    const until =
      outcome.kind === 'refund' ? refundDeadline(firstClass) : outcome.kind === 'credit' ? creditDeadline(firstClass) : undefined;
    const text = outcomeText(outcome, enrollment);
    return until ? `${text} ${accountCopy.page.ifCancelled.holdsUntil(longDate(until))}` : text;
  }
  const outcomeText = (outcome: CancellationOutcome, enrollment: Pick<ParentEnrollment, 'amountCents' | 'currency'>) =>
    cancellationOutcomeText(outcome, enrollment.amountCents, enrollment.currency);

  router.get(accountPaths.home, async (req, res) => {
    const email = emailOf(res);
    if (!email) return renderer.page(req, res, page(<AccountSignInPage values={{}} errors={{}} mailEnabled={mail.enabled} />));
    renderer.page(req, res, page(<AccountPage view={await viewOf(email)} />));
  });

  // The same answer for every valid address: whether it is known never shows.
  router.post(accountPaths.home, linkRequests, async (req, res) => {
    const checked = validate(accountSignInSchema, req.body);
    if (!checked.ok) {
      const typed = (req.body as { email?: unknown } | undefined)?.email;
      const values = { email: typeof typed === 'string' ? typed.slice(0, 254) : '' };
      return renderer.page(
        req,
        res,
        page(<AccountSignInPage values={values} errors={checked.errors} mailEnabled={mail.enabled} />, 422),
      );
    }
    // A slipped domain is asked about once, as the other forms do; "Use ..." takes the suggestion.
    const settled = settleEmailSlip(checked.data.email, checked.data, emailSlipPurposes.signIn);
    if ('question' in settled) {
      const values = { email: checked.data.email };
      return renderer.page(
        req,
        res,
        page(<AccountSignInPage values={values} errors={{ email: settled.question }} mailEnabled={mail.enabled} />, 422),
      );
    }
    await requestSignInLink(db, mail, settled.address, clock.now());
    // Asked from the payment result with the address that paid: said plainly, with the way back
    // to it (whoever holds the payment's session id already sees that address on that page).
    const receipt = fromReceipt.safeParse(req.body);
    const back =
      receipt.success && (await payerOfPayment(db, receipt.data.receipt)) === settled.address ? receipt.data.receipt : undefined;
    renderer.page(req, res, page(<AccountLinkSentPage email={settled.address} mailEnabled={mail.enabled} receipt={back} />));
  });

  router.get('/account/sign-in/:token', async (req, res) => {
    const token = tokenSchema.safeParse(req.params.token);
    const usable = token.success && (await signInLinkUsable(db, token.data, clock.now()));
    renderer.page(
      req,
      res,
      page(<AccountLinkPage token={token.success ? token.data : ''} usable={usable} />, usable ? 200 : 410),
    );
  });

  router.post('/account/sign-in/:token', linkUses, async (req: Request, res: Response) => {
    const token = tokenSchema.safeParse(req.params.token);
    const session = token.success ? await signInWithLink(db, token.data, clock.now()) : undefined;
    if (!session) return renderer.page(req, res, page(<AccountLinkPage token="" usable={false} />, 410));
    setParentSession(res, config, session.secret);
    // Back to the page they asked for signed out on this browser, if any.
    const back = takeReturnPath(req, res, config) ?? accountPaths.home;
    redirectAfterPost(req, res, back, { toast: accountCopy.toasts.signedIn, secureCookies });
  });

  router.post(accountPaths.signOut, async (req, res) => {
    const secret = clearParentSession(req, res, config);
    if (secret) await endParentSession(db, secret);
    redirectAfterPost(req, res, accountPaths.home, { toast: accountCopy.toasts.signedOut, secureCookies });
  });

  /**
   * A cancel or switch link of an enrollment no longer paid (a tab kept open, a bookmark, after
   * cancelling): its receipt, which says it was cancelled and what came back, not "page not
   * found"; another address's, or none, is still 404.
   */
  async function toReceiptOrNotFound(res: Response, enrollmentId: number) {
    if (!(await parentEnrollment(db, signedIn(res), enrollmentId))) throw new HttpError(404, 'Not found');
    res.redirect(303, accountPaths.receipt(enrollmentId));
  }

  const idOf = (raw: unknown) => {
    const id = parseId(raw);
    if (id === undefined) throw new HttpError(404, 'Not found');
    return id;
  };

  router.get('/account/enrollments/:id', async (req, res) => {
    const enrollment = await parentEnrollment(db, signedIn(res), idOf(req.params.id));
    if (!enrollment) throw new HttpError(404, 'Not found');
    renderer.page(req, res, page(<AccountReceiptPage enrollment={await enrollmentView(enrollment)} email={signedIn(res)} />));
  });

  /**
   * The cohorts the signed-in parent has paid seats in, as the cards' keys: a browser that
   * remembers seats asks, so a seat cancelled or switched on another device stops showing
   * on its cards (client/islands/seat-marks.ts). Signed out, `seats` is null (a 200, not a
   * 401: a browser logs every 401 as an error), and `receipts` answers for the payments this
   * browser made: each one's card key now, or null once it is no longer paid.
   */
  router.get('/api/account/seats', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const query = seatsQuery.safeParse(req.query);
    if (!query.success) return void res.status(400).json({ error: 'receipts: up to 10 payment session ids, comma-separated' });
    const email = await signedInParent(ctx, req);
    if (email) {
      const overview = await parentOverview(db, email, clock.now());
      const marks = seatMarksOf(overview);
      // And the lines it is in, so a card says a seat is held before the parent opens their page.
      return void res.json({ seats: Object.keys(marks), students: marks, waitlists: waitlistMarksOf(overview) });
    }
    const sessions = query.data.receipts?.split(',') ?? [];
    if (sessions.length === 0) return void res.json({ seats: null });
    const paid = await paidCohortsOfSessions(db, sessions);
    const receipts = Object.fromEntries(
      sessions.map((session) => [session, paid.has(session) ? waitlistLinkId(paid.get(session)!) : null]),
    );
    res.json({ seats: null, receipts });
  });

  // The calendar file, the very one the receipt carried.
  router.get('/account/enrollments/:id/calendar.ics', async (req, res) => {
    const enrollment = await parentEnrollment(db, signedIn(res), idOf(req.params.id));
    await sendReceiptCalendar(ctx, req, res, enrollment?.status === 'paid' ? enrollment.id : undefined);
  });

  router.get('/account/enrollments/:id/cancel', async (req, res) => {
    const preview = await cancellationPreview(db, signedIn(res), idOf(req.params.id), clock.now());
    if (!preview) return toReceiptOrNotFound(res, idOf(req.params.id));
    const { enrollment, outcome } = preview;
    const text = outcomeText(outcome, { amountCents: enrollment.amount_cents, currency: enrollment.currency });
    // What it was paid at: a scholarship's price says what becomes of the scholarship.
    const paidAt = await parentEnrollment(db, signedIn(res), enrollment.id);
    renderer.page(
      req,
      res,
      page(
        <AccountCancelPage
          signedIn={{ email: signedIn(res), reference: enrollmentReference(enrollment.id) }}
          enrollmentId={enrollment.id}
          studentName={enrollment.student_name}
          courseName={enrollment.course_name}
          dates={enrollment.dates}
          outcome={text}
          kind={outcome.kind}
          scholarship={Boolean(paidAt?.price.lines.some((line) => line.kind === 'scholarship'))}
          demo={isDemoProvider(ctx.payments)}
        />,
      ),
    );
  });

  router.post('/account/enrollments/:id/cancel', async (req, res) => {
    const result = await cancelEnrollment(ctx, { by: 'parent', email: signedIn(res) }, idOf(req.params.id));
    if (!result.ok && result.reason === 'not-found') throw new HttpError(404, 'Not found');
    redirectAfterPost(req, res, accountPaths.home, {
      toast: result.ok ? accountCopy.cancel.done : accountCopy.toasts.nothing,
      secureCookies,
    });
  });

  async function showSwitch(req: Request, res: Response, enrollmentId: number, error?: string, status = 200) {
    const email = signedIn(res);
    const row = await paidEnrollment(db, email, enrollmentId);
    if (!row) return toReceiptOrNotFound(res, enrollmentId);
    const refusal = row.switched_at ? 'already-switched' : maySwitchNow(row.start_date, clock.now()) ? undefined : 'too-late';
    const choices = refusal
      ? []
      : (
          await switchChoices(
            db,
            { id: row.course_id, program: row.program, price_cents: row.price_cents },
            schoolDate(clock.now()),
          )
        )
          .filter((choice) => choice.free)
          .map((choice) => ({ ...choice, startDate: choice.start_date }));
    renderer.page(
      req,
      res,
      page(
        <AccountSwitchPage
          signedIn={{ email, reference: enrollmentReference(row.id) }}
          enrollmentId={row.id}
          studentName={row.student_name}
          courseName={row.course_name}
          choices={choices}
          error={error ?? (refusal ? accountCopy.switching.refused[refusal] : undefined)}
          closed={refusal !== undefined}
        />,
        status,
      ),
    );
  }

  router.get('/account/enrollments/:id/switch', async (req, res) => {
    await showSwitch(req, res, idOf(req.params.id));
  });

  router.post('/account/enrollments/:id/switch', async (req, res) => {
    const id = idOf(req.params.id);
    const target = parseId((req.body as { courseId?: unknown } | undefined)?.courseId);
    const result =
      target === undefined
        ? ({ ok: false, reason: 'not-a-choice' } as const)
        : await switchEnrollment(ctx, { by: 'parent', email: signedIn(res) }, id, target);
    if (!result.ok) {
      if (result.reason === 'not-found') throw new HttpError(404, 'Not found');
      return showSwitch(req, res, id, accountCopy.switching.refused[result.reason], 409);
    }
    redirectAfterPost(req, res, accountPaths.home, { toast: accountCopy.switching.done, secureCookies });
  });

  // Leaving asks first: the place given up, and that joining again is at the end of the line.
  router.get('/account/waitlist/:kind/:id/leave', async (req, res) => {
    const kind = kindSchema.safeParse(req.params.kind);
    if (!kind.success) throw new HttpError(404, 'Not found');
    const id = idOf(req.params.id);
    // Its lines only, not the whole page's view (receipts, credits...).
    const lines = waitlistLines(await parentOverview(db, signedIn(res), clock.now()));
    const entry = lines.find((line) => line.kind === kind.data && line.entryId === id);
    if (!entry) throw new HttpError(404, 'Not found');
    renderer.page(
      req,
      res,
      page(
        <AccountLeavePage
          signedIn={{ email: signedIn(res) }}
          action={accountPaths.leaveWaitlist(entry.kind, entry.entryId)}
          studentName={entry.studentName}
          name={entry.name}
          position={entry.skipped ? undefined : entry.position}
        />,
      ),
    );
  });

  router.post('/account/waitlist/:kind/:id/leave', async (req, res) => {
    const kind = kindSchema.safeParse(req.params.kind);
    if (!kind.success) throw new HttpError(404, 'Not found');
    const left = await leaveWaitlist(db, signedIn(res), idOf(req.params.id), kind.data);
    redirectAfterPost(req, res, accountPaths.home, {
      toast: left ? accountCopy.toasts.left : accountCopy.toasts.nothing,
      secureCookies,
    });
  });

  router.post('/account/holds/:id/release', async (req, res) => {
    const email = signedIn(res);
    const hold = await findEnrollment(db, idOf(req.params.id));
    const released =
      hold?.parent_email === email &&
      hold.status === 'held' &&
      (await cancelHold(ctx, hold.id, hold.course_id).catch((error: unknown) => {
        // The payment page could not be closed: the hold then ends with its session.
        ctx.logger.error({ err: error, enrollmentId: hold.id }, 'hold could not be released from the parent page');
        return false;
      }));
    redirectAfterPost(req, res, accountPaths.home, {
      toast: released ? accountCopy.toasts.released : accountCopy.toasts.nothing,
      secureCookies,
    });
  });

  return router;
}
