import { accountsTotalFor } from '../content/facts.ts';
import { waitlistLinkId } from '../../domain/interest.ts';
import type { Crumb } from '../components/Breadcrumb.tsx';
import { FactList } from '../components/FactList.tsx';
import { addressRow } from '../content/site.ts';
import { mentorRow } from '../content/instructor.ts';
import type { ReactNode } from 'react';
import type { Course } from '../../domain/courses.ts';
import type { FieldErrors, FormValues } from '../../domain/forms.ts';
import { discountsText, lineLabel, type Price } from '../../domain/pricing.ts';
import { EmailField } from '../components/EmailSlip.tsx';
import { BusyButton } from '../components/BusyButton.tsx';
import { FormField } from '../components/FormField.tsx';
import { Honeypot } from '../components/Honeypot.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { WaitlistSteps } from '../components/WaitlistSteps.tsx';
import { JoinWaitlistLink } from '../components/JoinWaitlistLink.tsx';
import { kidsCohortsLink } from '../content/programs.ts';
import { SeatsBadge } from '../components/SeatsBadge.tsx';
import { CheckoutSteps } from '../components/CheckoutSteps.tsx';
import { checkoutAssurance } from '../content/checkout-assurance.ts';
import { CheckIcon, LockIcon } from '../components/icons.tsx';
import { ArrowLabel } from '../components/ArrowLabel.tsx';
import { emailSlipPurposes, messages, toasts } from '../content/messages.ts';
import { cohortsOf, pageMetadata } from '../content/page-metadata.ts';
import { dollars, dollarsAlike, keepAsidesTogether, keepLastWordsTogether, keepTogether, longDate } from '../format.ts';
import type { ScholarshipWindow } from '../../domain/scholarships.ts';

const { heading, lead } = pageMetadata.checkout;

/** A page that says where things stand, with the ways on (a full course, an ended offer). */
export function StatusCard({
  title,
  text,
  about,
  note,
  children,
  more,
  aside,
  header = { heading },
}: {
  title: string;
  text: string;
  /** What the status is about, under its heading (the course that is full). */
  about?: ReactNode;
  /** Under the text: what may change it (seats held by families still paying). */
  note?: string | undefined;
  children: ReactNode;
  /** Another way on (the same level's cohorts with seats): under the buttons, or with an
   * aside, across both under them (in the card, it made it twice as tall as the aside). */
  more?: ReactNode;
  /** Beside the card from a laptop's width, under it before: what the way on leads to. */
  aside?: ReactNode;
  /** The page's header: the checkout's heading, no trail, as the checkout has (an offer's page gives its own). */
  header?: { breadcrumb?: Crumb[]; heading: string };
}) {
  const card = (
    <div className={aside ? 'card status-card' : 'card status-card status-card--measure'}>
      <h2>{title}</h2>
      {about}
      <p className="muted">{text}</p>
      {note ? <p className="status-card__note">{note}</p> : null}
      <div className="button-row">{children}</div>
      {aside ? null : more}
    </div>
  );
  return (
    <>
      <PageHeader breadcrumb={header.breadcrumb} heading={header.heading} />
      <section className="section">
        <div className="container">
          {aside ? (
            <>
              <div className="checkout-layout">
                {card}
                {aside}
              </div>
              {more ? <div className="card status-more">{more}</div> : null}
            </>
          ) : (
            card
          )}
        </div>
      </section>
    </>
  );
}

/** /checkout without a courseId: the spec's 'No Course Selected' view. */
export function NoCourseSelected() {
  return (
    <StatusCard title="No Course Selected" text={messages.noCourse}>
      <a href="/programs" className="btn btn--primary">
        Back to Programs
      </a>
      {/* The dated cohorts, booked here, one step nearer (a single way out read as a dead end). */}
      <a href={kidsCohortsLink.href} className="btn btn--outline">
        {kidsCohortsLink.label}
      </a>
    </StatusCard>
  );
}

/** Which cohort a status is about, under its heading: the name, its dates and campus. */
export function CohortFacts({ course }: { course: Pick<Course, 'name' | 'dates' | 'location'> }) {
  return (
    <>
      <p className="order-summary__course">{course.name}</p>
      <FactList
        facts={[
          ['Dates', course.dates],
          ['Location', course.location],
        ]}
      />
    </>
  );
}

/**
 * An unknown course, or no seats left: 'Course Full', with the way back and, for a course
 * that exists, which one it is (name, dates, campus: its location names it) and its waitlist.
 */
export function CourseFull({
  course,
  heldNow = 0,
  open = [],
  offerHours,
}: {
  course: Pick<Course, 'id' | 'name' | 'dates' | 'schedule' | 'location' | 'level' | 'earlyBird'> | undefined;
  /** Seats held by families still paying: the page says full may not last. */
  heldNow?: number;
  /** The same level's cohorts with seats left, each with its checkout: a full cohort is not a dead end. */
  open?: readonly (Pick<Course, 'id' | 'name' | 'dates' | 'location' | 'availableSeats'> & { href: string })[];
  /** How long an offered seat is held: beside a cohort that exists, how its waitlist works. */
  offerHours: number;
}) {
  const about = course ? <CohortFacts course={course} /> : undefined;
  const more =
    open.length > 0 ? (
      <div className="course-full__open">
        <p className="course-full__open-heading">{messages.sameLevelOpen(open.length)}</p>
        {/* Each a small cohort row: its name (the link), when and where, and the seats badge every card has. */}
        <ul className="course-full__open-list">
          {open.map((other) => (
            <li key={other.id}>
              <span className="course-full__open-name">
                <a href={other.href}>{other.name}</a>
                <span className="muted">
                  {keepTogether(other.dates)} · {keepAsidesTogether(other.location)}
                </span>
              </span>
              <SeatsBadge available={other.availableSeats} />
            </li>
          ))}
        </ul>
      </div>
    ) : undefined;
  return (
    <>
      <StatusCard
        title="Course Full"
        // A link to no cohort we run: said as that, without the spec's capacity line and its
        // "express interest", which here had no waitlist to join beside it.
        text={course ? messages.courseFull : messages.courseFullUnknown}
        about={about}
        // No trail: the way on is the waitlist, the same level's open cohorts listed under it, and
        // Back to Programs (a third link to this level's cohorts, all full or listed, read as stray).
        note={course && heldNow > 0 ? messages.courseFullHeld(heldNow) : undefined}
        more={more}
        aside={course ? <WaitlistSteps offerHours={offerHours} /> : undefined}
      >
        {/* The way on first, then the way back. Join Waitlist opens the Express Interest dialog
          here, as on a cohort card (its page, in the site's frame, left the checkout). */}
        {course ? (
          <JoinWaitlistLink target={{ kind: 'course', course }} id={waitlistLinkId(course.id)} className="btn btn--primary" />
        ) : null}
        <a href="/programs" className={course ? 'btn btn--outline' : 'btn btn--primary'}>
          Back to Programs
        </a>
      </StatusCard>
      {course ? <div id="dialog-root" /> : null}
    </>
  );
}

/** A seat this browser already holds in another checkout, named in a refusal of the fair share. */
export type HeldSeatLink = { courseName: string; href: string };

type FormProps = {
  course: Course;
  values: FormValues;
  errors: FieldErrors;
  revalidate: boolean;
  /** The fair share is used up: this browser's own holds, to finish or release first. */
  heldElsewhere?: readonly HeldSeatLink[] | undefined;
  /** Where the form posts (and re-validates): the quick checkout, or a waitlist offer's claim link. */
  action?: string;
  /** Who takes the payment: the line under the button says where the parent pays. */
  provider: 'stripe' | 'demo';
  /** The rest of that line: how long the seat is held. */
  hold?: string;
  /** What the family would pay (domain/pricing.ts): the button names its total. */
  price: Price;
  /** The "Have a code?" field (not on a waitlist offer's claim: its price was fixed when offered). */
  withCode?: boolean;
  /** Focus goes back to the code field (after Apply). */
  codeFocus?: boolean;
};
type PageProps = FormProps & {
  /** This browser already holds a seat here (back from the payment page). */
  heldForYou?: boolean;
  /** The signed-in parent whose credit the price uses, for the line that says how it comes off. */
  creditEmail?: string | undefined;
};

/**
 * "Have a code?": the field and its Apply button, which sends the form with intent=apply, so
 * the server answers with the price the code gives (the summary and the button's total) and
 * holds nothing. With htmx the form and the summary are swapped in place; without JavaScript
 * the page comes back with what was typed. Under the field, what the code did, in words.
 */
function CodeField({
  price,
  values,
  errors,
  autoFocus,
}: {
  price: Price;
  values: FormValues;
  errors: FieldErrors;
  autoFocus: boolean;
}) {
  const error = errors.promoCode;
  const id = 'checkout-promoCode';
  const applyId = 'checkout-apply';
  const used = price.lines.find((line) => line.kind === 'promo');
  const outcome = used
    ? `Code ${used.code} takes ${dollars(used.cents / 100)} off.`
    : price.promoSetAside
      ? `The early bird takes off more than code ${price.promoSetAside}, so the early bird is kept (they do not add up).`
      : undefined;
  // Nothing to say about a code yet: that none is needed for what the total already takes
  // off, or on a plain price what a code is for.
  const hasEarlyBird = price.lines.some((line) => line.kind === 'early-bird');
  const hasCredit = price.lines.some((line) => line.kind === 'credit');
  const notNeeded =
    hasEarlyBird && hasCredit
      ? messages.codeNotNeeded.both
      : hasEarlyBird
        ? messages.codeNotNeeded.earlyBird
        : hasCredit
          ? messages.codeNotNeeded.credit
          : price.otherEarlyBird
            ? messages.codeNotNeeded.otherEarlyBird(price.otherEarlyBird)
            : messages.codeNotNeeded.plain;
  const hint = !error && !outcome && notNeeded ? `${id}-hint` : null;
  const describedBy =
    [error ? `${id}-error` : null, outcome ? `${id}-outcome` : null, hint].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field code-field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        Have a code?<span className="field__optional"> (optional)</span>
      </label>
      <div className="code-field__row">
        <input
          id={id}
          name="promoCode"
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          defaultValue={typeof values.promoCode === 'string' ? values.promoCode : ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoFocus={autoFocus}
          data-enter-presses={applyId}
        />
        <BusyButton className="btn btn--outline" busyLabel="Applying..." name="intent" value="apply" id={applyId}>
          Apply
        </BusyButton>
      </div>
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : outcome ? (
        // A code that took money off says so in the success colours, with a tick (one line of
        // small grey text was its only sign); the early bird kept instead stays plain.
        <p
          className={`field__help code-field__outcome${used ? ' code-field__outcome--applied' : ''}`}
          id={`${id}-outcome`}
          role="status"
        >
          {used ? (
            <>
              <CheckIcon />{' '}
            </>
          ) : null}
          {keepTogether(outcome)}
        </p>
      ) : hint ? (
        <p className="field__help" id={hint}>
          {notNeeded}
        </p>
      ) : null}
    </div>
  );
}

const continueId = 'checkout-continue';

/**
 * Enter in a field sends a form by its first submit button, which was the code's Apply: a
 * parent pressing Enter (a phone's Go) after the email got "Type the code you were given".
 * This copy of Continue to Payment comes first, out of sight and out of the tab order, so
 * Enter continues, with JavaScript or without; busy-form shows the visible button busy
 * (`data-stands-for`). Enter in the code's own field presses Apply
 * (client/islands/enter-presses.ts).
 */
function EnterContinues() {
  return (
    <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true" data-stands-for={continueId}>
      Continue to Payment
    </button>
  );
}

/** Carried by a form already sent with errors, so "Apply" on a code keeps the other fields' messages. */
export const checkedAfterSending = 'sent';

/**
 * The quick checkout form. Without JavaScript it posts and the browser follows a 303
 * to the payment page; with htmx the server answers HX-Redirect, and the button reads
 * 'Redirecting to payment...' until the browser leaves (client/islands/busy-form.ts).
 * Invalid input comes back as this form, with the messages and what was typed.
 */
export function CheckoutForm({
  course,
  values,
  errors,
  revalidate,
  heldElsewhere,
  action = pageMetadata.checkout.path,
  price,
  withCode = true,
  codeFocus = false,
  provider,
  hold = checkoutAssurance.seatHeld,
}: FormProps) {
  const common = { idPrefix: 'checkout', values, errors, revalidateUrl: revalidate ? `${action}/validate` : undefined };
  // The page's own address, course included: without JavaScript the form comes back (a bad
  // code, a missing name) at a URL that reloads and shares as this course's checkout.
  const postTo = action === pageMetadata.checkout.path ? `${action}?courseId=${course.id}` : action;
  return (
    <form
      method="post"
      action={postTo}
      className="checkout-form"
      noValidate
      hx-post={postTo}
      hx-target="this"
      hx-swap="outerHTML"
      data-island="busy-form"
      data-failure={toasts.checkoutFailed.description}
    >
      <h2 className="checkout-form__heading">Student details</h2>
      {heldElsewhere?.length ? (
        <div className="form-notice" role="alert">
          <p>Finish or release {heldElsewhere.length === 1 ? 'the seat you hold' : 'one of the seats you hold'} first:</p>
          <ul className="form-notice__list">
            {heldElsewhere.map((seat) => (
              <li key={seat.href}>
                <a href={seat.href}>{seat.courseName}</a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <input type="hidden" name="courseId" value={course.id} />
      {revalidate ? <input type="hidden" name="checked" value={checkedAfterSending} /> : null}
      {withCode ? <EnterContinues /> : null}
      <FormField name="studentName" label="Student Name" autoComplete="off" required {...common} />
      <EmailField
        name="parentEmail"
        label="Parent Email"
        {...common}
        purpose={emailSlipPurposes.checkout}
        submitId={continueId}
      />
      {withCode ? <CodeField price={price} values={values} errors={errors} autoFocus={codeFocus} /> : null}
      <Honeypot idPrefix="checkout" />
      <BusyButton className="btn btn--primary btn--lg btn--block" busyLabel="Redirecting to payment..." id={continueId}>
        Continue to Payment ({dollars(price.totalCents / 100)})
      </BusyButton>
      <p className="checkout-form__note muted">
        {checkoutAssurance.payOn[provider]} {hold} <Agreement />
      </p>
    </form>
  );
}

/** What paying agrees to, with the terms and the policy one step away (the $299 application asks the same with a box). */
function Agreement() {
  const { before, terms, between, policy, after } = checkoutAssurance.agreement;
  return (
    <>
      {before}
      <a href={terms.href}>{terms.text}</a>
      {between}
      <a href={policy.href}>{policy.text}</a>
      {after}
    </>
  );
}

/**
 * What the parent is paying for, below the course's name: its dates, place, format, schedule
 * and mentor, its price line by line (the list price, each discount by name, the total), and
 * under the total what the price leaves out. The summary card's body, and the phone's
 * disclosure's.
 */
function OrderDetails({ course, price, creditEmail }: { course: Course; price: Price; creditEmail?: string | undefined }) {
  const facts: [string, string][] = [
    ['Dates', course.dates],
    ['Schedule', course.schedule],
    ['Location', course.location],
    ...addressRow(course.cohortType),
    ['Format', course.format],
    ...mentorRow(course.cohortType, course.level),
  ];
  // One form down the column: "$775" over "−$116.25" read as two kinds of number.
  const money = dollarsAlike([price.listCents, price.totalCents, ...price.lines.map((line) => line.cents)]);
  return (
    <>
      <FactList facts={facts} />
      {price.lines.length > 0 ? (
        <>
          <p className="order-summary__line">
            <span>Price</span> <span>{money(price.listCents)}</span>
          </p>
          {price.lines.map((line) => (
            <p key={line.kind} className="order-summary__line order-summary__discount">
              <span>{keepTogether(lineLabel(line))}</span>{' '}
              <span>
                <span className="visually-hidden">minus </span>
                <span aria-hidden="true">−</span>
                {money(line.cents)}
              </span>
            </p>
          ))}
          {creditEmail && price.lines.some((line) => line.kind === 'credit') ? (
            <p className="muted order-summary__note">Your credit comes off by itself when you pay with {creditEmail}.</p>
          ) : null}
        </>
      ) : null}
      <p className="order-summary__total">
        <span>Total</span> <strong>{money(price.totalCents)}</strong>
      </p>
      {/* Beside the total, read as plainly: so the total is not mistaken for all a class costs. */}
      <p className="order-summary__extra">
        {checkoutAssurance.notIncluded(course.endDate ? accountsTotalFor(course.startDate, course.endDate) : undefined)}
      </p>
    </>
  );
}

/** Under the course's name: back to its level's cohorts, to choose another. */
function ChangeCohort({ course }: { course: Course }) {
  return (
    <p className="order-summary__change">
      <a href={cohortsOf(course.level)}>{checkoutAssurance.changeCohort}</a>
    </p>
  );
}

/** The order summary card, beside the form from 860 px (on a phone, the disclosure above the form stands in for it). */
export function OrderSummary({
  course,
  price,
  creditEmail,
  outOfBand = false,
  withChange = false,
}: {
  course: Course;
  price: Price;
  creditEmail?: string | undefined;
  /** Sent beside the form in an htmx answer, to replace the summary on the page (hx-swap-oob). */
  outOfBand?: boolean;
  /** A link back to the level's cohorts, to choose another (the quick checkout; a waitlist offer is for its own cohort). */
  withChange?: boolean;
}) {
  return (
    <aside
      className="card order-summary"
      id="order-summary"
      aria-labelledby="order-summary-heading"
      hx-swap-oob={outOfBand ? 'true' : undefined}
    >
      <h2 id="order-summary-heading">Order summary</h2>
      <p className="order-summary__course">{course.name}</p>
      {withChange ? <ChangeCohort course={course} /> : null}
      <OrderDetails course={course} price={price} creditEmail={creditEmail} />
    </aside>
  );
}

/**
 * On a phone, the order above the form as a disclosure: the course, the total and, short, what
 * the total leaves out (read before the pay button), opening onto the whole summary, so the
 * form starts on the first screen and the summary is not said twice. Left out from 860 px,
 * where the summary card stands beside the form. htmx replaces it when a code changes the price.
 */
export function CompactSummary({
  course,
  price,
  creditEmail,
  outOfBand = false,
}: {
  course: Course;
  price: Price;
  creditEmail?: string | undefined;
  outOfBand?: boolean;
}) {
  return (
    <details className="checkout-compact" id="checkout-compact" hx-swap-oob={outOfBand ? 'true' : undefined}>
      <summary>
        <span className="checkout-compact__course">{course.name}</span>
        {/* Which cohort, at a glance: its dates and campus (a parent checks them before paying). */}
        <span className="checkout-compact__when muted">
          {keepTogether(course.dates)} · {keepAsidesTogether(course.location)}
        </span>
        <span className="checkout-compact__total">
          <span className="checkout-compact__sum">
            Total <strong>{dollars(price.totalCents / 100)}</strong>
          </span>{' '}
          <span className="checkout-compact__toggle">{checkoutAssurance.orderDetails}</span>
        </span>
        {/* A total under its list price says why at once (a parent read a bare $658.75 and
            wondered whether a code was missing): the list price struck through, then the discounts. */}
        {price.lines.length ? (
          <span className="checkout-compact__discounts muted">
            <span className="visually-hidden">List price </span>
            <s>{dollars(price.listCents / 100)}</s> {keepTogether(discountsText(price))}
          </span>
        ) : null}
        {/* As plainly as the summary's own note (the body's colour and size), which says it in full once open. */}
        <span className="checkout-compact__extra">{checkoutAssurance.notIncludedShort}</span>
      </summary>
      <div className="checkout-compact__details">
        <OrderDetails course={course} price={price} creditEmail={creditEmail} />
      </div>
    </details>
  );
}

/**
 * Beside the price: how the family pays, what happens next, and the refund policy in one line.
 * `receiptByEmail`: the site has a mail server, so the receipt is emailed (else it is shown).
 */
export function CheckoutAssurance({
  provider,
  receiptByEmail,
  scholarship,
}: {
  provider: 'stripe' | 'demo';
  receiptByEmail: boolean;
  /** The cohort's last day to apply for a scholarship, and whether it has passed (`scholarshipWindow`). */
  scholarship: ScholarshipWindow & { given: boolean };
}) {
  const copy = checkoutAssurance;
  return (
    <aside className="card checkout-assurance" aria-labelledby="checkout-assurance-heading">
      <p className="checkout-assurance__payment">
        <LockIcon />
        {copy.paymentBy[provider]}
      </p>
      {/* Three labelled parts in one voice; from 860 px what happens next stands beside the other two. */}
      <div className="checkout-assurance__next">
        <h2 id="checkout-assurance-heading">{copy.heading}</h2>
        <ol className="checkout-assurance__steps">
          {copy.steps(provider, receiptByEmail).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <div className="checkout-assurance__notes">
        {/* Each link on a line of its own under its note, with its arrow (joined to the word
            before it, the two broke a phone's line halfway: "misses. Cancellation policy"). */}
        <h3>{copy.refund.heading}</h3>
        <p className="checkout-assurance__note">{keepLastWordsTogether(keepTogether(copy.refund.text))}</p>
        <a href={copy.policyLink.href} className="checkout-assurance__link">
          <ArrowLabel>{copy.policyLink.text}</ArrowLabel>
        </a>
        <h3>{copy.scholarship.heading}</h3>
        <p className="checkout-assurance__note">
          {scholarship.given
            ? copy.scholarship.given
            : keepLastWordsTogether(
                keepTogether(
                  copy.scholarship.text(longDate(scholarship.lastDay), scholarship.passed, scholarship.beforeSeasonDeadline),
                ),
              )}
        </p>
        <a href={copy.scholarship.link.href} className="checkout-assurance__link">
          <ArrowLabel>{copy.scholarship.link.text}</ArrowLabel>
        </a>
      </div>
    </aside>
  );
}

/** /checkout?courseId=N with seats left: the order summary and the form. */
export function CheckoutPage({
  heldForYou,
  creditEmail,
  provider,
  receiptByEmail,
  scholarship,
  ...props
}: PageProps & { receiptByEmail: boolean; scholarship: ScholarshipWindow & { given: boolean } }) {
  return (
    <>
      {/* No breadcrumb, as on the payment page and the result: the summary has the way back. */}
      <PageHeader heading={heading} lead={lead} steps={<CheckoutSteps current={1} />} />
      <section className="section section--tight">
        <div className="container checkout-layout">
          {/* The form comes first (on a phone, under a one-line summary); from 860 px the summary stands to its left. */}
          <div className="card checkout-layout__form">
            <CompactSummary course={props.course} price={props.price} creditEmail={creditEmail} />
            {/* On a phone, in sight under the order (inside its disclosure a parent did not find it). */}
            <div className="checkout-compact__change">
              <ChangeCohort course={props.course} />
            </div>
            {heldForYou ? (
              // In view on arrival: after Back the browser put the page back at the button, below it.
              <div className="form-notice" role="status" data-island="in-view">
                <p>
                  A seat in this course is still held for you. Send the form again to open a new payment page; the earlier one
                  will be closed.
                </p>
                <form method="post" action="/checkout/release" className="form-notice__action">
                  <input type="hidden" name="courseId" value={props.course.id} />
                  <button type="submit" className="btn btn--danger btn--sm">
                    Release This Seat
                  </button>
                </form>
              </div>
            ) : null}
            <CheckoutForm {...props} provider={provider} />
          </div>
          <div className="checkout-layout__aside">
            <OrderSummary course={props.course} price={props.price} creditEmail={creditEmail} withChange />
          </div>
          <CheckoutAssurance provider={provider} receiptByEmail={receiptByEmail} scholarship={scholarship} />
        </div>
      </section>
    </>
  );
}
