import { FactList } from '../components/FactList.tsx';
import type { ReactNode } from 'react';
import type { ReceiptProgress, VerifiedSession } from '../../domain/checkout.ts';
import { EmailAddress } from '../components/EmailAddress.tsx';
import { CheckoutSteps } from '../components/CheckoutSteps.tsx';
import { messages } from '../content/messages.ts';
import { bayAreaTime, longDate, paymentAmount, priceRows } from '../format.ts';
import { refundDeadline } from '../../domain/cancellation.ts';
import { accountPaths } from '../../domain/account.ts';
import { enrollmentReference } from '../../domain/mail.ts';
import { checkoutAssurance } from '../content/checkout-assurance.ts';
import { dropOff, whatToBring } from '../content/kids-curriculum.ts';
import { campusDetails, type CampusId } from '../content/locations.ts';
import { CalendarIcon, CheckIcon } from '../components/icons.tsx';
import { mailLink } from '../components/RichText.tsx';
import { addressRow, einNote, postalAddressLine, site } from '../content/site.ts';
import { mentorRow } from '../content/instructor.ts';

const copy = checkoutAssurance.result;
/** The cancellation email, for a parent whose receipt (and page) could not reach them by email. */
const cancelMail = mailLink(site.email, copy.next.cancelSubject);

/** Where the result goes: the verify fragment, or the page without JavaScript. */
export const resultPath = (sessionId: string) => `/enrollment-success/result?session_id=${encodeURIComponent(sessionId)}`;
/** The calendar file of the receipt, by the same session id the result page shows. */
export const calendarPath = (sessionId: string) => `/enrollment-success/calendar.ics?session_id=${encodeURIComponent(sessionId)}`;

/**
 * Around the result card: the checkout's steps, as on its other two pages (no breadcrumb: the
 * focused header's logo leads home). The card's own heading is the page's one heading
 * (verifying, confirmed or failed), so no second heading competes with it; htmx swaps the
 * card, heading and all.
 */
function Frame({ children, steps = false }: { children: ReactNode; steps?: boolean }) {
  return (
    <section className="page-header payment-result-page">
      <div className="container container--narrow">
        {/* The flow's last step, while it is verified and once it is (not over "no payment named"). */}
        {steps ? <CheckoutSteps current={3} /> : null}
        {children}
      </div>
    </section>
  );
}

/**
 * 'Payment Verification Failed', with the reason, Try Again (/enroll) and Contact Support;
 * or, with `heading`, no payment named at all (an address opened without its session), which
 * is no failure of the parent's, so it says so calmly: the spec's message under our heading.
 */
export function VerificationFailed({ message, heading = 'Payment Verification Failed' }: { message: string; heading?: string }) {
  return (
    <div className="card status-card" role="alert" id="payment-result">
      <h1>{heading}</h1>
      <p className="muted">{message}</p>
      <div className="button-row">
        <a href="/enroll" className="btn btn--primary">
          Try Again
        </a>
        <a href="/contact" className="btn btn--outline">
          Contact Support
        </a>
      </div>
    </div>
  );
}

/** The parent's own summary of a paid enrollment, with confetti when JavaScript is on. */
export function PaymentVerified({
  summary,
  receipt,
  calendarHref,
}: {
  summary: VerifiedSession;
  receipt?: ReceiptProgress;
  /** The receipt's calendar file, once there is a receipt. */
  calendarHref?: string;
}) {
  const { enrollment, course, payment } = summary;
  const gettingHere = summary.campus ? campusDetails[summary.campus as CampusId]?.gettingHere : undefined;
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
    // When, as a receipt a parent files (a dependent-care account, say) must say.
    ...(summary.paidAt ? [[copy.paidOn, bayAreaTime(summary.paidAt)] as [string, string]] : []),
    // Said once: in the receipt line when there is a receipt, else here.
    ...(receipt ? [] : [['Parent email', enrollment.parentEmail] as [string, string]]),
  ];
  return (
    <div className="card status-card status-card--success" role="status" id="payment-result">
      <canvas className="confetti-canvas" data-island="confetti" aria-hidden="true" />
      {/* On paper only: who was paid (when is among the facts, on screen too). */}
      <p className="receipt-issuer">
        <strong>{site.foundationName}</strong>, a 501(c)(3) non-profit organization{einNote} · {postalAddressLine} · {site.email}
      </p>
      <div className="status-card__title">
        <span className="success-mark" aria-hidden="true">
          <CheckIcon />
        </span>
        <div>
          <h1>Enrollment Confirmed!</h1>
          <p className="muted">Thank you! {enrollment.studentName}’s seat is booked.</p>
        </div>
      </div>
      <p className="payment-reference">
        {copy.reference}: <strong>{enrollmentReference(enrollment.id)}</strong>{' '}
        <span className="muted">{copy.referenceHint}</span>
      </p>
      {receipt === 'not-sent' ? (
        // Not emailed: said calmly, as where the receipt is (this page, which is theirs alone).
        <p className="payment-receipt-note">
          {copy.receiptHere.before}
          <EmailAddress email={enrollment.parentEmail} after={copy.receiptHere.after} strong />
        </p>
      ) : receipt ? (
        // The parent's own address in full: this page is theirs alone (a private path, sent
        // no-store, reached by the payment session's id), and the site has no masking helper.
        <p className="payment-receipt-note">
          {copy.receipt[receipt]}
          <EmailAddress email={enrollment.parentEmail} after=". " strong />
          <a href={accountPaths.home}>{copy.yourPage}</a>
        </p>
      ) : null}
      <FactList facts={facts} />
      <div className="payment-next">
        <h2>{checkoutAssurance.heading}</h2>
        {/* In the order a parent meets them: the first class, day 2, any time after (the dates are the first button below). */}
        <ol>
          <li>
            <strong>{whatToBring.label}:</strong> {whatToBring.value}.
          </li>
          {/* The first morning at the door: the kids page's drop-off rule, and the campus's parking and door. */}
          <li>
            <strong>{dropOff.label}:</strong> {dropOff.value}.{gettingHere ? ` ${gettingHere}` : ''}
          </li>
          <li>{copy.next.accounts}</li>
          {summary.firstClass ? (
            // The policy's first window as a date: what a parent plans around.
            <li>
              <strong>{copy.next.refundBy[0]}</strong> {copy.next.refundBy[1](longDate(refundDeadline(summary.firstClass)))}
            </li>
          ) : null}
          {receipt === 'not-sent' ? (
            <li>
              {copy.next.cancelByEmail[0]}
              <a href={cancelMail.href}>{cancelMail.text}</a>
              {copy.next.cancelByEmail[1]} <a href={checkoutAssurance.policyLink.href}>{checkoutAssurance.policyLink.text}</a>.
            </li>
          ) : (
            <li>
              {copy.next.cancel[0]}
              <a href={accountPaths.home}>your page</a>
              {copy.next.cancel[1]} <a href={checkoutAssurance.policyLink.href}>{checkoutAssurance.policyLink.text}</a>
            </li>
          )}
        </ol>
      </div>
      {/* The paid seat's first use: its dates into the family's calendar; then paper; then onward. */}
      <div className="button-row">
        {calendarHref ? (
          <a href={calendarHref} download className="btn btn--primary payment-calendar">
            <CalendarIcon />
            {copy.calendar}
          </a>
        ) : null}
        {/* Shown by its island: without JavaScript the browser's own Print does the same. */}
        <button type="button" className="btn btn--outline payment-print" data-island="print-receipt" hidden>
          {copy.print}
        </button>
        <a href="/" className={calendarHref ? 'btn btn--outline' : 'btn btn--primary'}>
          Back to Home
        </a>
      </div>
    </div>
  );
}

/**
 * While the payment is verified: a spinner that htmx replaces with the result as soon
 * as the page loads. Without JavaScript, a refresh inside <noscript> fetches the result
 * page the server verified, with a link in case refreshes are blocked.
 */
function VerifyingPayment({ sessionId }: { sessionId: string }) {
  const url = resultPath(sessionId);
  const escaped = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return (
    <div className="card status-card" id="payment-result" hx-get={url} hx-trigger="load" hx-swap="outerHTML" aria-busy="true">
      <h1>
        <span className="spinner" aria-hidden="true" /> Verifying your payment...
      </h1>
      <p className="muted">This takes a moment. Please keep this page open.</p>
      <noscript
        dangerouslySetInnerHTML={{
          __html: `<meta http-equiv="refresh" content="0; url=${escaped}"><p><a class="btn btn--primary" href="${escaped}">Show my payment result</a></p>`,
        }}
      />
    </div>
  );
}

export function NoPaymentSession() {
  return (
    <Frame>
      <VerificationFailed heading={messages.noPaymentSessionHeading} message={messages.noPaymentSession} />
    </Frame>
  );
}

export function VerifyingPage({ sessionId }: { sessionId: string }) {
  return (
    <Frame steps>
      <VerifyingPayment sessionId={sessionId} />
    </Frame>
  );
}

export function ResultPage(
  props: { summary: VerifiedSession; receipt?: ReceiptProgress; calendarHref?: string } | { error: string },
) {
  return (
    <Frame steps={'summary' in props}>
      {'summary' in props ? (
        <PaymentVerified summary={props.summary} receipt={props.receipt} calendarHref={props.calendarHref} />
      ) : (
        <VerificationFailed message={props.error} />
      )}
    </Frame>
  );
}
