import { EmailAddress } from '../components/EmailAddress.tsx';
import { pageMetadata } from '../content/page-metadata.ts';
import { emailCopy } from '../content/emails.ts';
import { offerCopy } from '../content/offers.ts';
import { enrollmentForm } from '../content/enrollment-form.ts';
import type { ReactNode } from 'react';
import { accountPaths } from '../../domain/account.ts';
import type { FieldErrors, FormValues } from '../../domain/forms.ts';
import { BusyButton } from '../components/BusyButton.tsx';
import { CheckList } from '../components/CheckList.tsx';
import type { Feature } from '../components/FeatureGrid.tsx';
import { FactList } from '../components/FactList.tsx';
import { EmailField } from '../components/EmailSlip.tsx';
import { emailSlipPurposes } from '../content/messages.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { accountCopy } from '../content/account.ts';
import { checkoutAssurance } from '../content/checkout-assurance.ts';
import { bayAreaTime, keepAsidesTogether, keepTogether } from '../format.ts';
import { refundByDates } from '../content/after-paying.ts';
import { mailLink, RichText, type RichParagraph } from '../components/RichText.tsx';
import { site } from '../content/site.ts';
import { ReceiptIssuer } from '../components/ReceiptIssuer.tsx';

/** The parent's pages: the sign-in form, its answer, the link's page, and the page itself (/account). */

const copy = accountCopy;

/** Who is signed in on a parent's page, and which reference to quote in a question. */
export type SignedInAs = { email: string; reference?: string | boolean };

/**
 * The frame of every parent's page; `within` names a page under Your Page (a receipt, a
 * cancel), whose way back is Your Page. Signed in, the aside stands beside the page's cards.
 */
function AccountFrame({
  lead,
  within,
  signedIn,
  children,
}: {
  lead?: string;
  within?: string;
  signedIn?: SignedInAs;
  children: ReactNode;
}) {
  const breadcrumb = within
    ? [copy.breadcrumb[0]!, { label: copy.heading, href: accountPaths.home }, { label: within }]
    : copy.breadcrumb;
  return (
    <>
      {/* A page under Your Page is named for its task (every one read "Your Page"). */}
      {/* Its pages alike: the lead under the heading (beside it on some, under it on others, it jumped sides). */}
      <PageHeader breadcrumb={breadcrumb} heading={within ?? copy.heading} lead={lead} leadBelow />
      <section className="section section--tight">
        <div className="container account">
          {signedIn ? (
            <div className="account-page">
              <div className="account-page__main">{children}</div>
              <AccountAside signedIn={signedIn} />
            </div>
          ) : (
            children
          )}
        </div>
      </section>
    </>
  );
}

/**
 * Who is signed in, the way out, and where the rules and the school are: beside the cards on
 * a laptop, after them on a phone, on Your Page and every page under it (a lone Sign Out over
 * the cards, and an empty right third on the pages under it, read as unfinished).
 */
function AccountAside({ signedIn }: { signedIn: SignedInAs }) {
  const { page } = copy;
  return (
    <aside className="card account-aside" aria-label={page.signedInLabel}>
      <p>
        {/* Too long for the aside, the address breaks before its "@" ("…@exa / mple.com" split the domain). */}
        {page.signedInAs}{' '}
        <span className="account-aside__email">
          <EmailAddress email={signedIn.email} strong />
        </span>
      </p>
      <form method="post" action={accountPaths.signOut}>
        <button type="submit" className="btn btn--outline btn--sm">
          {page.signOut}
        </button>
      </form>
      <ul className="account-aside__links">
        <li>
          <a href={checkoutAssurance.policyLink.href}>{checkoutAssurance.policyLink.text}</a>
        </li>
        <li>
          {page.questions(signedIn.reference ?? false)} <a href={mailLink(site.email).href}>{site.email}</a>
        </li>
      </ul>
    </aside>
  );
}

/**
 * Signed out: the card (a sign-in form, or what to do instead), and beside it what the page
 * holds once signed in, or, when no sign-in link can be sent, what the school does by email.
 */
function SignedOutFrame({
  lead,
  beside,
  children,
}: {
  lead?: string;
  beside: { heading: string; items: readonly Feature[] };
  children: ReactNode;
}) {
  return (
    <AccountFrame lead={lead}>
      <div className="account-signed-out">
        {children}
        <aside className="account-shows" aria-labelledby="account-shows-heading">
          <h2 id="account-shows-heading">{beside.heading}</h2>
          <CheckList items={beside.items} />
        </aside>
      </div>
    </AccountFrame>
  );
}

/**
 * /account signed out: one field, the address. Errors come back in the same form. With no
 * mail server no link can reach the parent, so no form is offered: what to do instead.
 */
export function AccountSignInPage({
  values,
  errors,
  mailEnabled,
  forPage = false,
}: {
  values: FormValues;
  errors: FieldErrors;
  mailEnabled: boolean;
  /** Asked for one of the parent's pages (a receipt, a cancel link) signed out: the lead says the link comes back to it. */
  forPage?: boolean;
}) {
  if (!mailEnabled) {
    return (
      <SignedOutFrame lead={copy.noMail.lead} beside={copy.byEmail}>
        <WriteInstead />
      </SignedOutFrame>
    );
  }
  return (
    <SignedOutFrame lead={forPage ? copy.signIn.forPage : copy.signIn.lead} beside={copy.shows}>
      <form method="post" action={accountPaths.home} className="card account-card" noValidate>
        {/* A slipped domain ("gmial.com") is asked about first, as every form with an address does: a link sent there reaches no one. */}
        <EmailField
          idPrefix="account"
          name="email"
          label={copy.signIn.label}
          purpose={emailSlipPurposes.signIn}
          values={values}
          errors={errors}
          revalidateUrl={undefined}
          autoFocus={Boolean(errors.email)}
        />
        <p className="muted account-card__hint">{copy.signIn.hint}</p>
        <BusyButton busyLabel={copy.signIn.busy} className="btn btn--primary btn--block">
          {copy.signIn.button}
        </BusyButton>
      </form>
    </SignedOutFrame>
  );
}

/** In place of the sign-in form when no mail server is configured: why, and how to reach us instead. */
function WriteInstead({ heading = copy.noMail.heading }: { heading?: string }) {
  const write = mailLink(site.email, copy.noMail.subject);
  return (
    <div className="card account-card">
      <h2>{heading}</h2>
      <p>
        {copy.noMail.text[0]}
        <a href={write.href}>{write.text}</a>
        {copy.noMail.text[1]}
      </p>
      <a href={write.href} className="btn btn--primary">
        {copy.noMail.button}
      </a>
    </div>
  );
}

/** The same answer for any valid address: known or not, nothing here tells. */
export function AccountLinkSentPage({
  email,
  mailEnabled,
  receipt,
}: {
  email: string;
  mailEnabled: boolean;
  /** Asked from the payment result with the address that paid: its session id, for the way back. */
  receipt?: string;
}) {
  // The sign-in page's frame, lead and side list kept: without them the card stood alone under
  // a bare title, with a gap where the lead had been.
  return (
    <SignedOutFrame lead={copy.signIn.lead} beside={mailEnabled ? copy.shows : copy.byEmail}>
      {mailEnabled ? (
        <div className="card account-card" role="status">
          <h2>{copy.sent.title}</h2>
          <p>{receipt ? copy.sent.known(email) : copy.sent.text(email)}</p>
          {receipt ? (
            <a href={`${pageMetadata.enrollmentSuccess.path}?session_id=${receipt}`} className="btn btn--outline">
              {copy.sent.backToReceipt}
            </a>
          ) : (
            <a href={accountPaths.home} className="btn btn--outline">
              {copy.sent.again}
            </a>
          )}
        </div>
      ) : (
        // A form sent from an older page, or by hand: the same honest answer as the page itself.
        <WriteInstead heading={copy.noMail.sentTitle} />
      )}
    </SignedOutFrame>
  );
}

/** The emailed link's page: a button spends it (mail scanners that open links spend nothing). */
export function AccountLinkPage({ token, usable }: { token: string; usable: boolean }) {
  return (
    <SignedOutFrame lead={copy.signIn.lead} beside={copy.shows}>
      <div className="card account-card">
        {usable ? (
          <>
            <h2>{copy.link.title}</h2>
            <p>{copy.link.text}</p>
            <form method="post" action={accountPaths.signIn(token)}>
              <BusyButton busyLabel={copy.link.busy} className="btn btn--primary btn--block">
                {copy.link.button}
              </BusyButton>
            </form>
          </>
        ) : (
          <>
            <h2>{copy.link.endedTitle}</h2>
            <p>{copy.link.endedText}</p>
            <a href={accountPaths.home} className="btn btn--primary">
              {copy.link.again}
            </a>
          </>
        )}
      </div>
    </SignedOutFrame>
  );
}

export type AccountView = {
  email: string;
  enrollments: {
    id: number;
    reference: string;
    status: string;
    studentName: string;
    amount: string;
    courseName: string;
    dates: string;
    schedule: string;
    location: string;
    /** Who leads the student's table, when a mentor is named for the cohort. */
    mentor: string | undefined;
    hasCalendar: boolean;
    /** What cancelling today would give back, for a paid enrollment. */
    ifCancelled: string | undefined;
    /** Paid, never switched, 14 or more days before the first class, and other dates have a seat. */
    maySwitch: boolean;
    /** It could switch, but no other dates of its program and price have a free seat now. */
    noOtherDates: boolean;
    /** Its one switch of dates is used. */
    switched: boolean;
    /** Once cancelled: the day, and what went back (in words with the amounts). */
    cancelledOn: string | undefined;
    refund: string | undefined;
    /** For the receipt page, as the emailed receipt has them: the list price and discounts, when paid, and the campus's street. */
    priceRows: [string, string][];
    paidOn: string | undefined;
    address: string | undefined;
    /** Paid on the demo provider: the receipt says nothing was charged, as the payment result does. */
    demoPayment: boolean;
  }[];
  holds: { id: number; courseId: number; courseName: string; studentName: string; holdExpiresAt: string }[];
  offers: {
    entryId: number;
    courseName: string;
    studentName: string;
    offerExpiresAt: string;
    scholarshipPercent: number | null;
    /** A seat from the line while the family's scholarship application for the cohort is still decided. */
    scholarshipPending: boolean;
    /** What paying for it costs, as the claim page will ask. */
    toPay: string | undefined;
  }[];
  waitlists: {
    entryId: number;
    kind: 'course' | 'level';
    name: string;
    /** The cohort's dates (a level's line has none yet). */
    dates: string | undefined;
    studentName: string;
    position: number | undefined;
    skipped: boolean;
  }[];
  /** How long a seat offered from a waitlist is held. */
  offerHours: number;
  /** What this browser's Join Waitlist links should say: link id to place in line (null: set aside; 'offered': a seat held for the family). */
  waitlistMarks: Record<string, number | null | 'offered'>;
  /** The cards' keys of the cohorts with a paid seat under this address (client/islands/seat-marks.ts). */
  seatMarks: Record<string, string[]>;
  requests: { id: number; studentName: string; program: string; createdAt: string; handled: boolean }[];
  scholarships: {
    id: number;
    reference: string;
    studentName: string;
    courseName: string;
    dates: string;
    sent: string;
    status: string;
  }[];
  credits: { id: number; amount: string; until: string }[];
};

function Section({ id, title, lead, children }: { id: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="account-section">
      <h2 id={`${id}-heading`}>{title}</h2>
      {lead ? <p className="muted">{lead}</p> : null}
      {children}
    </section>
  );
}

/** A small form with one button that gives up one thing of the parent's, in the error colour (plain POST, works without JavaScript). */
function ActionButton({ action, label, busy, name }: { action: string; label: string; busy: string; name: string }) {
  return (
    <form method="post" action={action} className="account-action">
      <button type="submit" className="btn btn--danger btn--sm" aria-label={`${label}: ${name}`} data-busy-label={busy}>
        {label}
      </button>
    </form>
  );
}

/**
 * A section of cards, one per thing the parent has; with nothing, its `empty` line, or
 * nothing at all when the section only matters while it has something (offers, holds).
 */
function ItemSection<Item>({
  id,
  title,
  lead,
  empty,
  items,
  keyOf,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  /** What the section says with nothing in it, with the way to something when there is one. */
  empty?: RichParagraph;
  items: readonly Item[];
  keyOf: (item: Item) => string | number;
  children: (item: Item) => ReactNode;
}) {
  if (items.length === 0 && !empty) return null;
  return (
    <Section id={id} title={title} lead={lead}>
      {items.length === 0 ? (
        <p className="card account-empty">
          <RichText text={empty!} />
        </p>
      ) : (
        <ul className="account-list">
          {items.map((item) => (
            <li key={keyOf(item)} className="card account-item">
              {children(item)}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

/** A seat held for the family (while they pay, or offered from a waitlist): what, for whom, until when, and its buttons. */
function HeldSeat({
  courseName,
  studentName,
  until,
  why,
  toPay,
  children,
}: {
  courseName: string;
  studentName: string;
  until: string;
  /** Why it is held, when not the section's usual reason (an approved scholarship). */
  why?: string | undefined;
  /** What paying for it costs (a parent on a budget looked for the number here). */
  toPay?: string | undefined;
  children: ReactNode;
}) {
  return (
    <>
      <h3>{courseName}</h3>
      <p>
        {why ? `${why} ` : null}For {studentName}, held until {bayAreaTime(until)}.{toPay ? ` ${copy.page.toPay(toPay)}` : null}
      </p>
      <div className="button-row">{children}</div>
    </>
  );
}

export function AccountPage({ view }: { view: AccountView }) {
  const { page } = copy;
  const enrollments = (
    <ItemSection
      id="enrollments"
      title={page.enrollments}
      empty={page.noEnrollments}
      items={view.enrollments}
      keyOf={(enrollment) => enrollment.id}
    >
      {(enrollment) => <EnrollmentCard enrollment={enrollment} />}
    </ItemSection>
  );
  const waitlists = (
    <ItemSection
      id="waitlists"
      title={page.waitlists}
      lead={
        view.waitlists.some((entry) => entry.kind === 'course')
          ? page.waitlistsLead(view.offerHours)
          : view.waitlists.length > 0
            ? page.levelWaitlistsLead
            : undefined
      }
      // While a seat is held for the family (above), not "you are not on any waitlist": its line is what offered it.
      empty={view.offers.length > 0 ? undefined : page.noWaitlists}
      items={view.waitlists}
      keyOf={(entry) => `${entry.kind}-${entry.entryId}`}
    >
      {(entry) => (
        <>
          {/* Whose place it is over the title, as an enrollment's card has it. */}
          <p className="account-item__for">{page.forStudent(entry.studentName)}</p>
          <h3>{entry.name}</h3>
          {entry.dates ? <p className="muted">{entry.dates}</p> : null}
          <p>{page.place(entry.position, entry.skipped)}</p>
          {/* A page that asks first: one tap had given up a first place in line. */}
          <p className="button-row">
            <a className="btn btn--danger btn--sm" href={accountPaths.leaveWaitlist(entry.kind, entry.entryId)}>
              {page.leave}
              <span className="visually-hidden">: {entry.name}</span>
            </a>
          </p>
        </>
      )}
    </ItemSection>
  );
  return (
    <AccountFrame lead={page.lead(view.email)} signedIn={{ email: view.email, reference: view.enrollments.length > 0 }}>
      {/* This browser's "on the waitlist" lines on the cohort cards follow the account (client/islands/waitlist-joined.ts). */}
      <div hidden data-island="waitlist-marks" data-marks={JSON.stringify(view.waitlistMarks)} />
      {/* And its "your family has a seat" lines: the cohorts paid for under this address (client/islands/seat-marks.ts). */}
      <div hidden data-island="seat-marks" data-seats={JSON.stringify(view.seatMarks)} />
      <ItemSection
        id="offers"
        title={page.offers}
        lead={
          view.offers.length > 0 && view.offers.every((offer) => offer.scholarshipPercent !== null)
            ? page.scholarshipOffersLead
            : page.offersLead
        }
        items={view.offers}
        keyOf={(offer) => offer.entryId}
      >
        {(offer) => (
          <HeldSeat
            courseName={offer.courseName}
            studentName={offer.studentName}
            until={offer.offerExpiresAt}
            why={
              offer.scholarshipPercent !== null
                ? page.scholarshipOffer(offer.scholarshipPercent)
                : offer.scholarshipPending
                  ? offerCopy.scholarshipPending
                  : undefined
            }
            toPay={offer.toPay}
          >
            <a href={accountPaths.offer(offer.entryId).claim} className="btn btn--primary btn--sm">
              {page.claimOffer}
              <span className="visually-hidden"> in {offer.courseName}</span>
            </a>
            <a href={accountPaths.offer(offer.entryId).decline} className="btn btn--danger btn--sm">
              {page.declineOffer}
              <span className="visually-hidden"> the seat in {offer.courseName}</span>
            </a>
          </HeldSeat>
        )}
      </ItemSection>

      <ItemSection id="holds" title={page.holds} lead={page.holdsLead} items={view.holds} keyOf={(hold) => hold.id}>
        {(hold) => (
          <HeldSeat courseName={hold.courseName} studentName={hold.studentName} until={hold.holdExpiresAt}>
            <a className="btn btn--primary btn--sm" href={`/checkout?courseId=${hold.courseId}`}>
              {page.continuePaying}
            </a>
            <ActionButton
              action={accountPaths.releaseHold(hold.id)}
              label={page.release}
              busy="Releasing..."
              name={hold.courseName}
            />
          </HeldSeat>
        )}
      </ItemSection>

      {view.enrollments.length > 0 ? enrollments : null}

      <ItemSection id="credits" title={copy.credits} items={view.credits} keyOf={(credit) => credit.id}>
        {(credit) => <p>{copy.credit(credit.amount, credit.until)}</p>}
      </ItemSection>

      {view.waitlists.length > 0 ? waitlists : null}

      {/* The applications the signed-out page promises here (a family found theirs nowhere). */}
      <ItemSection id="scholarships" title={page.scholarships} items={view.scholarships} keyOf={(application) => application.id}>
        {(application) => (
          <>
            <h3>{application.courseName}</h3>
            <p className="muted">{application.dates}</p>
            <p>
              For {application.studentName}, sent {application.sent}. Reference{' '}
              <strong className="nowrap">{application.reference}</strong>.
            </p>
            <p>{application.status}</p>
          </>
        )}
      </ItemSection>

      {/* Shown only with a request in it: "You have not sent us an enrollment request." under a
          paid enrollment read, for a moment, as if the booking had not gone through. */}
      <ItemSection id="requests" title={page.requests} items={view.requests} keyOf={(request) => request.id}>
        {(request) => (
          <>
            <h3>
              {/* The program's name, as the application showed it (it read "middle-school"). */}
              {request.studentName}:{' '}
              {enrollmentForm.choices.program[request.program as keyof typeof enrollmentForm.choices.program] ?? request.program}
            </h3>
            <p>
              Sent {bayAreaTime(request.createdAt)}. {request.handled ? page.handled : page.waiting}
            </p>
          </>
        )}
      </ItemSection>

      {/* An empty section after those with something in them: "No enrollment yet" and "You are
          not on any waitlist" stood as full cards over a family's pending application. */}
      {view.enrollments.length > 0 ? null : enrollments}
      {view.waitlists.length > 0 ? null : waitlists}
    </AccountFrame>
  );
}

/**
 * An enrollment's facts, as its card and its receipt page list them; the receipt also the
 * campus's street, the list price and discounts and the day it was paid, as the emailed
 * receipt has them (a parent found them in the email, not here).
 */
const enrollmentFacts = (enrollment: AccountView['enrollments'][number], receipt = false): [string, string][] => {
  // A cancelled one on Your Page keeps what a family checks about it (who, when, what came
  // back), not where and with whom it would have met, at the weight of one still booked.
  const attending = receipt || !enrollment.cancelledOn;
  return [
    ['Student', enrollment.studentName],
    [
      'Status',
      (enrollment.cancelledOn ? copy.cancelledStatus[enrollment.status] : copy.status[enrollment.status]) ?? enrollment.status,
    ],
    ['Dates', enrollment.dates],
    ...(attending
      ? ([
          ['Schedule', enrollment.schedule],
          ['Location', enrollment.location],
        ] as [string, string][])
      : []),
    // Its own row, as the payment result has it (the receipt here merged it into the location).
    ...(receipt && enrollment.address ? [['Address', enrollment.address] as [string, string]] : []),
    ...(attending && enrollment.mentor ? [['Mentor', enrollment.mentor] as [string, string]] : []),
    ...(receipt ? enrollment.priceRows : []),
    ['Amount paid', enrollment.amount],
    ...(receipt && enrollment.demoPayment ? [['Payment', checkoutAssurance.result.demoPayment] as [string, string]] : []),
    ...(receipt && enrollment.paidOn ? [['Paid on', enrollment.paidOn] as [string, string]] : []),
    ...(enrollment.cancelledOn ? [[copy.page.cancelledOn, enrollment.cancelledOn] as [string, string]] : []),
    ...(enrollment.refund ? [[copy.page.refund, enrollment.refund] as [string, string]] : []),
    ['Reference', enrollment.reference],
  ];
};

/** One enrollment on the parent's page: its facts, what cancelling would give back, and its actions. */
function EnrollmentCard({ enrollment }: { enrollment: AccountView['enrollments'][number] }) {
  const { page } = copy;
  return (
    <>
      {/* Whose it is, first: a family's cards after a switch read the same course twice, the child
          only in their first row. */}
      <p className="account-item__for">{copy.page.forStudent(enrollment.studentName)}</p>
      {/* A cancelled one says so at its title, where a parent scanning for what is still booked looks. */}
      <h3>
        {enrollment.courseName}
        {enrollment.cancelledOn ? (
          <>
            {' '}
            <span className="badge account-cancelled">{copy.cancelledBadge}</span>
          </>
        ) : null}
      </h3>
      {/* Without the Student row: the line over the title says it. */}
      <FactList facts={enrollmentFacts(enrollment).filter(([label]) => label !== 'Student')} />
      {/* Said, so the switch's button is not simply gone. */}
      {enrollment.switched ? <p className="muted">{page.switchUsed}</p> : null}
      {/* Said, where the switch's button would be: its page only said there were none. */}
      {enrollment.noOtherDates ? <p className="muted">{page.noOtherDates}</p> : null}
      {/* Switching stands apart from cancelling: inside its box it read as costing the fee too. */}
      <div className="button-row">
        {enrollment.maySwitch ? (
          <a className="btn btn--outline btn--sm" href={accountPaths.switchDates(enrollment.id)}>
            {copy.switching.button}
            <span className="visually-hidden"> for {enrollment.reference}</span>
          </a>
        ) : null}
        <a className="btn btn--outline btn--sm" href={accountPaths.receipt(enrollment.id)}>
          {page.receipt}
          <span className="visually-hidden"> for {enrollment.reference}</span>
        </a>
        {enrollment.hasCalendar && enrollment.status === 'paid' ? (
          <a className="btn btn--outline btn--sm" href={accountPaths.calendar(enrollment.id)} download>
            {page.calendar}
            <span className="visually-hidden"> for {enrollment.courseName}</span>
          </a>
        ) : null}
      </div>
      {/* What cancelling gives back, and the way to it, last: the act a family needs least (red, above the
          everyday actions, it was the loudest thing on the card). */}
      {enrollment.ifCancelled ? (
        <div className="account-policy">
          <h4>{page.ifCancelledHeading}</h4>
          <p>{enrollment.ifCancelled}</p>
          <p className="muted">
            {page.howToCancel} <a href={checkoutAssurance.policyLink.href}>{checkoutAssurance.policyLink.text}</a>
          </p>
          <div className="button-row">
            {/* In the error colour, as the cancel page's own button: the way to giving the seat up. */}
            <a className="btn btn--danger btn--sm" href={accountPaths.cancel(enrollment.id)}>
              {copy.cancel.button}
              <span className="visually-hidden"> for {enrollment.reference}</span>
            </a>
          </div>
        </div>
      ) : null}
    </>
  );
}

/** A receipt's facts: who paid among them, before its reference (a claim for a dependent-care account asks it). */
const receiptFacts = (enrollment: AccountView['enrollments'][number], email: string): [string, string][] => {
  const facts = enrollmentFacts(enrollment, true);
  const reference = facts.findIndex(([label]) => label === 'Reference');
  return [...facts.slice(0, reference), [copy.page.paidBy, email], ...facts.slice(reference)];
};

/** One enrollment's receipt again, as a page. */
export function AccountReceiptPage({ enrollment, email }: { enrollment: AccountView['enrollments'][number]; email: string }) {
  // Printed as the payment result's receipt is: who was paid on top, no frame or buttons.
  return (
    <div className="receipt-paper">
      <AccountFrame
        lead={`${enrollment.courseName}, ${enrollment.reference}`}
        within="Receipt"
        signedIn={{ email, reference: enrollment.reference }}
      >
        <div className="card account-card">
          <ReceiptIssuer />
          <h2>{enrollment.courseName}</h2>
          <FactList facts={receiptFacts(enrollment, email)} />
          {/* The act first, the way back under it; on a phone each the card's width. */}
          <div className="button-row account-actions">
            {enrollment.hasCalendar && enrollment.status === 'paid' ? (
              <a className="btn btn--primary" href={accountPaths.calendar(enrollment.id)} download>
                {copy.page.calendar}
              </a>
            ) : null}
            {/* Shown by its island, as on the payment result: without JavaScript the browser's own Print does it. */}
            <button type="button" className="btn btn--outline" data-island="print-receipt" hidden>
              {checkoutAssurance.result.print}
            </button>
            <a className="btn btn--outline" href={accountPaths.home}>
              {copy.page.back}
            </a>
          </div>
        </div>
      </AccountFrame>
    </div>
  );
}

/** Before cancelling: exactly what comes back, then a button (a plain POST). */
export function AccountCancelPage({
  enrollmentId,
  studentName,
  courseName,
  dates,
  outcome,
  kind,
  scholarship = false,
  demo = false,
  signedIn,
}: {
  signedIn: SignedInAs;
  enrollmentId: number;
  studentName: string;
  courseName: string;
  /** The cohort's dates, beside its name. */
  dates: string;
  /** What comes back, in words with the amounts. */
  outcome: string;
  /** Which way it comes back: the card, a credit, or nothing. */
  kind: 'refund' | 'credit' | 'none';
  /** Paid at a scholarship's price: what becomes of the scholarship is said too. */
  scholarship?: boolean;
  /** Paid on the demo provider: no card to refund to. */
  demo?: boolean;
}) {
  const words = copy.cancel;
  // How and when it comes back, and where the seat goes: said before the button, as the
  // email says it after (the page had the amount alone).
  const how =
    kind === 'refund'
      ? demo
        ? emailCopy.cancellation.demoRefund
        : emailCopy.cancellation.refund
      : kind === 'credit'
        ? emailCopy.cancellation.credit
        : words.noneConfirm;
  return (
    <ConfirmPage
      lead={words.lead(studentName, courseName, dates)}
      words={words}
      signedIn={signedIn}
      action={accountPaths.cancel(enrollmentId)}
      facts={
        <>
          <h2>{words.outcomeHeading}</h2>
          <p>{outcome}</p>
          <p>{how}</p>
          <p className="muted">{words.seatGoes}</p>
          {scholarship ? <p>{words.scholarship}</p> : null}
        </>
      }
    />
  );
}

/**
 * A step that asks before it acts (cancelling, leaving a line): what it gives up, then the
 * way back to Your Page, then the action's button (a plain POST).
 */
function ConfirmPage({
  lead,
  words,
  signedIn,
  action,
  facts,
}: {
  lead: string;
  signedIn: SignedInAs;
  words: { title: string; confirm: string; busy: string; keep: string };
  action: string;
  facts: ReactNode;
}) {
  return (
    <AccountFrame lead={lead} within={words.title} signedIn={signedIn}>
      <div className="card account-card">
        <div className="account-policy">{facts}</div>
        {/* The way back first and the act that gives something up last, as the decline page has
            them: side by side at the card's right as every form's buttons; on a phone one under
            the other, each the card's width. */}
        <div className="button-row account-confirm">
          <a href={accountPaths.home} className="btn btn--outline">
            {words.keep}
          </a>
          <form method="post" action={action}>
            {/* In the error colour, not the brand's fill: it gives up a seat or a place. */}
            <BusyButton busyLabel={words.busy} className="btn btn--danger">
              {words.confirm}
            </BusyButton>
          </form>
        </div>
      </div>
    </AccountFrame>
  );
}

/** Before leaving a waitlist: the place given up, and that joining again is at the end of the line; then a button (a plain POST). */
export function AccountLeavePage({
  action,
  studentName,
  name,
  position,
  signedIn,
}: {
  signedIn: SignedInAs;
  action: string;
  studentName: string;
  name: string;
  position: number | undefined;
}) {
  const words = copy.leaving;
  return (
    <ConfirmPage
      lead={words.lead(studentName, name)}
      words={words}
      signedIn={signedIn}
      action={action}
      facts={
        <>
          <p>{words.place(position)}</p>
          <p>{words.rule}</p>
        </>
      }
    />
  );
}

/** The one switch of dates: the cohorts it may go to, one radio each, and a button (a plain POST). */
export function AccountSwitchPage({
  enrollmentId,
  studentName,
  courseName,
  choices,
  error,
  closed = false,
  signedIn,
}: {
  signedIn: SignedInAs;
  enrollmentId: number;
  studentName: string;
  courseName: string;
  choices: { id: number; name: string; dates: string; schedule: string; location: string; startDate: string }[];
  error: string | undefined;
  /** No switch for this enrollment (used once already, or too late): the reason and the way back, nothing about dates. */
  closed?: boolean;
}) {
  const words = copy.switching;
  return (
    <AccountFrame lead={words.lead(studentName, courseName)} within={words.title} signedIn={signedIn}>
      <div className="card account-card">
        <p>{words.rule}</p>
        {/* What a switch costs before it is made: it cannot be undone, and the policy's days move with the dates. */}
        {closed ? null : <p>{words.once}</p>}
        {error ? (
          <p className="form-notice" role="alert">
            {error}
          </p>
        ) : null}
        {closed ? null : choices.length === 0 ? (
          // Said only when it is true: after a switch it claimed no dates had a seat while five did.
          <p>{words.none}</p>
        ) : (
          // The site's own message when none is chosen ("Choose one of the dates listed."), not the browser's bubble.
          <form method="post" action={accountPaths.switchDates(enrollmentId)} className="account-card" noValidate>
            <fieldset className="account-choices">
              <legend>{words.legend}</legend>
              {choices.map((choice) => (
                <label key={choice.id} className="account-choice">
                  {/* Of several, none is chosen for the parent: the one switch cannot be undone. A
                      lone choice is ticked (the button still asks), so it is not a riddle. */}
                  <input type="radio" name="courseId" value={choice.id} required defaultChecked={choices.length === 1} />
                  {/* As a cohort card names it: the name, then when and where, each on its line. */}
                  <span className="account-choice__text">
                    <strong>{choice.name}</strong>
                    <span>{keepTogether(choice.dates)}</span>
                    <span className="muted">{keepTogether(choice.schedule)}</span>
                    <span className="muted">{keepAsidesTogether(choice.location)}</span>
                    <span className="account-choice__policy">{keepTogether(words.windows(refundByDates(choice.startDate)))}</span>
                  </span>
                </label>
              ))}
            </fieldset>
            <BusyButton busyLabel={words.busy} className="btn btn--primary btn--block">
              {words.confirm}
            </BusyButton>
          </form>
        )}
        <a href={accountPaths.home} className="btn btn--outline btn--block">
          {/* With no dates to choose there is nothing to keep from: the way back says so. */}
          {closed || choices.length === 0 ? copy.page.back : words.keep}
        </a>
      </div>
    </AccountFrame>
  );
}
