import { waitlistLinkId } from '../../domain/interest.ts';
import { FactList } from '../components/FactList.tsx';
import { Fragment, type ReactNode } from 'react';
import type { CancelledEnrollment, ReceiptProgress, VerifiedSession } from '../../domain/checkout.ts';
import { schoolDate } from '../../domain/schedule.ts';
import { accountCopy } from '../content/account.ts';
import { EmailAddress } from '../components/EmailAddress.tsx';
import { CheckoutSteps } from '../components/CheckoutSteps.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { messages } from '../content/messages.ts';
import { bayAreaTime, keepTogether, longDate, paymentAmount, priceRows } from '../format.ts';
import { accountPaths } from '../../domain/account.ts';
import { enrollmentReference } from '../../domain/references.ts';
import { checkoutAssurance } from '../content/checkout-assurance.ts';
import { afterPayingSteps, refundByDates } from '../content/after-paying.ts';
import { CalendarIcon, CheckIcon } from '../components/icons.tsx';
import { mailLink } from '../components/RichText.tsx';
import { addressRow, site } from '../content/site.ts';
import { ReceiptIssuer } from '../components/ReceiptIssuer.tsx';
import { BusyButton } from '../components/BusyButton.tsx';
import { mentorRow } from '../content/instructor.ts';

const copy = checkoutAssurance.result;
/** The cancellation email, for a parent whose receipt (and page) could not reach them by email. */
const cancelMail = mailLink(site.email, copy.next.cancelSubject);

/** Where the result goes: the verify fragment, or the page without JavaScript. */
export const resultPath = (sessionId: string) => `/enrollment-success/result?session_id=${encodeURIComponent(sessionId)}`;
/** The calendar file of the receipt, by the same session id the result page shows. */
export const calendarPath = (sessionId: string) => `/enrollment-success/calendar.ics?session_id=${encodeURIComponent(sessionId)}`;

/**
 * The result's frame, the checkout's own: a page header (the outcome's heading, its lead and
 * the steps) over the two columns the checkout and the payment page have. No breadcrumb: the
 * focused header's logo leads home. htmx swaps the whole frame (the verifying state for the
 * outcome), heading and all, so each state has one heading, its own.
 */
function ResultFrame({
  heading,
  lead,
  mark,
  about,
  steps,
  attributes,
  actions,
  children,
}: {
  heading: string;
  lead: string;
  mark?: ReactNode;
  /** Under the header, what the outcome is about (the paid seat's course, dates and amount). */
  about?: ReactNode;
  /** The flow's last step, while it is verified ('current') and once it is ('complete'); not over "no payment named". */
  steps?: 'current' | 'complete';
  /** The frame's role (status, alert) and, while verifying, the htmx call that replaces it. */
  attributes: Record<string, string>;
  /** The state's buttons, first under the header. */
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="payment-result receipt-paper" id="payment-result" {...attributes}>
      <PageHeader heading={heading} steps={steps ? <CheckoutSteps current={3} complete={steps === 'complete'} /> : undefined}>
        {/* The outcome's sign in the lead, so the heading starts where the checkout's does. */}
        <p className="page-header__lead outcome-lead">
          {mark}
          {lead}
        </p>
      </PageHeader>
      <section className="section section--tight">
        <div className="container">
          {/* Under the header (its steps where the checkout has them), what the outcome is about;
              then, on a phone too, the paid seat's calendar file, not after the whole receipt. */}
          {about}
          {actions ? <div className="button-row payment-result__actions">{actions}</div> : null}
          {children ? <div className="checkout-layout">{children}</div> : null}
        </div>
      </section>
    </div>
  );
}

/**
 * 'Payment Verification Failed', with the reason, Try Again (/enroll) and Contact Support;
 * or, with `heading`, no payment named at all (an address opened without its session), which
 * is no failure of the parent's, so it says so calmly: the spec's message under our heading.
 */
export function VerificationFailed({ message, heading = 'Payment Verification Failed' }: { message: string; heading?: string }) {
  return (
    <ResultFrame
      heading={heading}
      lead={message}
      attributes={{ role: 'alert' }}
      actions={
        <>
          <a href="/enroll" className="btn btn--primary">
            Try Again
          </a>
          <a href="/contact" className="btn btn--outline">
            Contact Support
          </a>
        </>
      }
    />
  );
}

/**
 * A paid enrollment cancelled since (its result page kept in a tab or the history): when, and
 * what came back, as the parent's page and the cancellation email say it, with the way to the
 * parent's page. It had answered "arrived too late, refunded in full", which was neither.
 */
export function EnrollmentCancelled({ cancellation, demo = false }: { cancellation: CancelledEnrollment; demo?: boolean }) {
  const on = longDate(schoolDate(new Date(cancellation.cancelledAt)));
  const back =
    cancellation.refundCents > 0
      ? `${accountCopy.page.refund}: ${accountCopy.page.refundText(cancellation.refundCents, cancellation.amountCents, cancellation.currency, cancellation.refundOnItsWay, demo)}`
      : accountCopy.page.nothingBack;
  return (
    <ResultFrame
      heading="Enrollment Cancelled"
      lead={`${cancellation.studentName}’s enrollment in ${cancellation.courseName} was cancelled on ${on}. ${back}`}
      attributes={{ role: 'status' }}
      actions={
        <>
          <a href={accountPaths.home} className="btn btn--primary">
            See It on Your Page
          </a>
          <a href="/contact" className="btn btn--outline">
            Contact Support
          </a>
        </>
      }
    />
  );
}

/** The parent's own summary of a paid enrollment, with confetti when JavaScript is on. */
export function PaymentVerified({
  summary,
  receipt,
  calendarHref,
  mailEnabled,
  demo,
  sessionId,
  signedIn = false,
}: {
  summary: VerifiedSession;
  /** The payment's session: this browser keeps it to ask later whether the seat is still paid. */
  sessionId?: string;
  receipt?: ReceiptProgress;
  /** The site has a mail server: a receipt not sent was refused, not kept back. */
  mailEnabled: boolean;
  /** Paid on the demo provider: the receipt says nothing was charged, as the payment page did. */
  demo: boolean;
  /** The receipt's calendar file, once there is a receipt. */
  calendarHref?: string;
  /** This browser is signed in as the parent who paid: their page is a plain link away. */
  signedIn?: boolean;
}) {
  const { enrollment, course, payment } = summary;
  const facts: [string, string][] = [
    ['Student', enrollment.studentName],
    ['Course', course.name],
    ['Dates', course.dates],
    ['Schedule', course.schedule],
    ['Location', course.location],
    // Where to bring the student on the first day.
    ...addressRow(summary.campus),
    // Who leads the student's table, the name a parent asks for at drop-off.
    ...mentorRow(summary.campus, summary.level),
    // What the amount is made of, when a discount lowered it: the list price, each discount.
    ...priceRows(summary.price, payment.currency, copy.listPrice),
    ['Amount paid', paymentAmount(payment.amount, payment.currency)],
    // Kept as a receipt, it must not read as a card charged.
    ...(demo ? [['Payment', copy.demoPayment] as [string, string]] : []),
    // When, as a receipt a parent files (a dependent-care account, say) must say.
    ...(summary.paidAt ? [[copy.paidOn, bayAreaTime(summary.paidAt)] as [string, string]] : []),
    // Said once: in the receipt line when there is a receipt, else here.
    ...(receipt ? [] : [['Parent email', enrollment.parentEmail] as [string, string]]),
  ];
  return (
    <ResultFrame
      heading="Enrollment Confirmed!"
      lead={`Thank you! ${enrollment.studentName}’s seat is booked.`}
      mark={
        <>
          <span className="success-mark success-mark--large" aria-hidden="true">
            <CheckIcon />
          </span>
          {/* The cohort's "on the waitlist" line on this browser's cards goes: the child has a seat in it now. */}
          {/* And its card says the family has a seat in it (client/islands/seat-marks.ts). */}
          {summary.courseId === undefined ? null : (
            <>
              <span hidden data-island="waitlist-forget" data-forget={waitlistLinkId(summary.courseId)} />
              <span
                hidden
                data-island="seat-taken"
                data-seat={waitlistLinkId(summary.courseId)}
                data-receipt={sessionId}
                data-student={enrollment.studentName}
              />
            </>
          )}
        </>
      }
      // What was booked, as the headline a parent looks for: the course, its dates and days, what was paid.
      about={
        <>
          {summary.switched ? (
            <p className="payment-moved" role="note">
              {copy.switched(
                enrollment.studentName,
                summary.switched.fromName,
                summary.switched.fromDates,
                longDate(schoolDate(new Date(summary.switched.at))),
              )}
            </p>
          ) : null}
          <p className="outcome-booked">
            <strong>{course.name}</strong>
            <span>
              {/* Each part whole on its line when the line wraps ('10:00 / AM' broke apart on a phone);
                on a phone one part a line, without the dots (left at the lines' ends). */}
              {[course.dates, course.schedule, `${paymentAmount(payment.amount, payment.currency)} ${copy.paid}`].map(
                (part, index) => (
                  <Fragment key={part}>
                    {index > 0 ? <span className="outcome-booked__dot"> · </span> : null}
                    <span className="outcome-booked__part">{part}</span>
                  </Fragment>
                ),
              )}
            </span>
          </p>
        </>
      }
      steps="complete"
      attributes={{ role: 'status' }}
      actions={
        // The paid seat's first use: its dates into the family's calendar; then paper; then onward.
        <>
          {calendarHref ? (
            <a href={calendarHref} download className="btn btn--primary payment-calendar">
              <CalendarIcon />
              {copy.calendar}
            </a>
          ) : null}
          {/* Shown by its island: without JavaScript the browser's own Print does the same. */}
          {/* The calendar file is the one main action; printing and leaving are quiet links beside it. */}
          <button type="button" className="btn btn--quiet payment-print" data-island="print-receipt" hidden>
            {copy.print}
          </button>
          <a href="/" className={calendarHref ? 'btn btn--quiet' : 'btn btn--primary'}>
            Back to Home
          </a>
        </>
      }
    >
      {/* No confetti for a seat moved since: this is an old page read again. */}
      {summary.switched ? null : <canvas className="confetti-canvas" data-island="confetti" aria-hidden="true" />}
      {/* As on the checkout: what was bought on the left, what to do now on the right (on a phone, in that order). */}
      <section className="card payment-receipt" aria-labelledby="payment-receipt-heading">
        {/* On paper only: who was paid (when is among the facts, on screen too). */}
        <ReceiptIssuer />
        <h2 id="payment-receipt-heading">{copy.receiptHeading}</h2>
        <p className="payment-reference">
          {copy.reference}: <strong className="nowrap">{enrollmentReference(enrollment.id)}</strong>.{' '}
          <span className="muted">{copy.referenceHint}</span>
        </p>
        {receipt === 'not-sent' ? (
          // Not emailed: said calmly, as where the receipt is (this page, which is theirs alone).
          <p className="payment-receipt-note">
            {copy.receiptHere.before}
            {mailEnabled ? copy.receiptHere.why.refused : copy.receiptHere.why.noMailServer}
            <EmailAddress email={enrollment.parentEmail} after={copy.receiptHere.after} strong />
          </p>
        ) : receipt ? (
          // The parent's own address in full: this page is theirs alone (a private path, sent
          // no-store, reached by the payment session's id), and the site has no masking helper.
          <>
            <p className="payment-receipt-note">
              {copy.receipt[receipt]}
              <EmailAddress email={enrollment.parentEmail} after=". " strong />
              {signedIn ? <a href={accountPaths.home}>{copy.yourPage}</a> : null}
            </p>
            {signedIn ? null : (
              // Signed out here: the sign-in form's own request, its address already known, so the
              // parent is not met by an empty form. The link comes to the address that paid.
              <form method="post" action={accountPaths.home} className="payment-your-page">
                <input type="hidden" name="email" value={enrollment.parentEmail} />
                {sessionId ? <input type="hidden" name="receipt" value={sessionId} /> : null}
                <p className="muted">{copy.yourPageLink.text}</p>
                <BusyButton className="btn btn--outline btn--sm" busyLabel={copy.yourPageLink.busy}>
                  {copy.yourPageLink.button}
                </BusyButton>
              </form>
            )}
          </>
        ) : null}
        <FactList facts={facts} />
      </section>
      <section className="card payment-next" aria-labelledby="payment-next-heading">
        <h2 id="payment-next-heading">{checkoutAssurance.heading}</h2>
        {/* In the order a parent meets them: the first class, day 2, any time after (the dates are the first button below). */}
        <ol>
          {/* What to bring; the first morning at the door (the campus's parking and door); day 2's accounts. */}
          {afterPayingSteps(summary.campus ?? undefined).map((step) => (
            <li key={step.label}>
              <strong>{step.label}:</strong> {step.text}
            </li>
          ))}
          {/* How to cancel, after what comes back when (one item: two read as two things to do). */}
          <li>
            {summary.firstClass ? (
              // The policy's windows as dates: what a parent plans around (the refund's alone hid the credit's).
              <>
                <strong>{copy.next.refundBy[0]}</strong> {keepTogether(refundByDates(summary.firstClass))}{' '}
              </>
            ) : (
              <>
                <strong>{copy.next.plansChange}</strong>{' '}
              </>
            )}
            {receipt === 'not-sent' ? (
              <>
                {copy.next.cancelByEmail[0]}
                <a href={cancelMail.href}>{cancelMail.text}</a>
                {copy.next.cancelByEmail[1]} <a href={checkoutAssurance.policyLink.href}>{copy.next.cancelByEmail[2]}</a>.
              </>
            ) : (
              <>
                {copy.next.cancel[0]}
                <a href={accountPaths.home}>your page</a>
                {copy.next.cancel[1]} <a href={checkoutAssurance.policyLink.href}>{checkoutAssurance.policyLink.text}</a>
              </>
            )}
          </li>
        </ol>
      </section>
    </ResultFrame>
  );
}

/**
 * While the payment is verified: a spinner that htmx replaces with the result as soon
 * as the page loads. Without JavaScript, a refresh inside <noscript> fetches the result
 * page the server verified, with a link in case refreshes are blocked.
 */
export function VerifyingPage({ sessionId }: { sessionId: string }) {
  const url = resultPath(sessionId);
  const escaped = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return (
    <ResultFrame
      heading="Verifying Your Payment..."
      lead="This takes a moment. Please keep this page open."
      mark={<span className="spinner" aria-hidden="true" />}
      steps="current"
      attributes={{ 'hx-get': url, 'hx-trigger': 'load', 'hx-swap': 'outerHTML', 'aria-busy': 'true' }}
      actions={
        <noscript
          dangerouslySetInnerHTML={{
            __html: `<meta http-equiv="refresh" content="0; url=${escaped}"><a class="btn btn--primary" href="${escaped}">Show My Payment Result</a>`,
          }}
        />
      }
    />
  );
}

export function NoPaymentSession() {
  return <VerificationFailed heading={messages.noPaymentSessionHeading} message={messages.noPaymentSession} />;
}

export function ResultPage(
  props:
    | {
        summary: VerifiedSession;
        sessionId?: string;
        receipt?: ReceiptProgress;
        calendarHref?: string;
        mailEnabled: boolean;
        demo: boolean;
        signedIn?: boolean;
      }
    | { error: string },
) {
  return 'summary' in props ? <PaymentVerified {...props} /> : <VerificationFailed message={props.error} />;
}
