import { waitlistLinkId } from '../../domain/interest.ts';
import type { Price } from '../../domain/pricing.ts';
import type { Course } from '../../domain/courses.ts';
import type { FieldErrors, FormValues } from '../../domain/forms.ts';
import { accountPaths } from '../../domain/account.ts';
import { BusyButton } from '../components/BusyButton.tsx';
import { pageMetadata } from '../content/page-metadata.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { offerCopy } from '../content/offers.ts';
import { bayAreaTime } from '../format.ts';
import { CheckoutForm, CohortFacts, OrderSummary, StatusCard } from './CheckoutPage.tsx';

const header = { breadcrumb: offerCopy.breadcrumb, heading: offerCopy.heading };

/** Where an offer's pages are: its emailed link's (domain/waitlist-line.ts) or the parent's page's (domain/account.ts). */
export type OfferPaths = { claim: string; decline: string };

type ClaimProps = {
  course: Course;
  /** Who takes the payment (the line under the button says where the parent pays). */
  provider: 'stripe' | 'demo';
  /** The offered seat's price, fixed when it was offered. */
  price: Price;
  paths: OfferPaths;
  studentName: string;
  /** When the seat stops being held, ISO-8601. */
  until: string;
  /** The family's scholarship application for this cohort is still to be decided. */
  scholarshipPending?: boolean;
  /** The child's paid seat in another cohort of this level, if any: this one would be a second. */
  sameLevelSeat?: { courseName: string; dates: string };
  values: FormValues;
  errors: FieldErrors;
  revalidate: boolean;
};

/**
 * The claim link's page: the held seat's summary and the quick checkout's form, posting to
 * the link itself, with the family's details from their waitlist entry already filled in.
 */
export function ClaimForm({ paths, until, ...props }: Omit<ClaimProps, 'studentName' | 'scholarshipPending' | 'sameLevelSeat'>) {
  return <CheckoutForm {...props} action={paths.claim} withCode={false} hold={offerCopy.holdUntil(bayAreaTime(until))} />;
}

export function ClaimPage({ studentName, scholarshipPending = false, sameLevelSeat, ...props }: ClaimProps) {
  const { course, paths, until } = props;
  // A seat held for an approved scholarship says so (its price shows the scholarship line).
  const scholarship = props.price.lines.find((line) => line.kind === 'scholarship');
  return (
    <>
      <PageHeader
        breadcrumb={offerCopy.breadcrumb}
        heading={offerCopy.heading}
        lead={
          scholarship
            ? offerCopy.scholarshipLead(studentName, course.name, scholarship.percent, bayAreaTime(until))
            : offerCopy.lead(studentName, course.name, bayAreaTime(until))
        }
      />
      <section className="section section--tight">
        <div className="container checkout-layout">
          <OrderSummary course={course} price={props.price} />
          <div className="card">
            {sameLevelSeat ? (
              <p className="form-notice" role="note">
                {offerCopy.sameLevelSeat(studentName, sameLevelSeat.courseName, sameLevelSeat.dates)}
              </p>
            ) : null}
            {scholarshipPending ? (
              <p className="form-notice" role="note">
                {offerCopy.scholarshipPending}
              </p>
            ) : null}
            <ClaimForm {...props} />
            <p className="offer-decline">
              <a href={paths.decline}>{offerCopy.declineLink}</a>
            </p>
            {/* This browser's card for the cohort says the seat is held, not a place in line (client/islands/waitlist-joined.ts). */}
            <span hidden data-island="waitlist-offered" data-offered={waitlistLinkId(course.id)} />
          </div>
        </div>
      </section>
    </>
  );
}

/** The decline link's page: a question and a button (a link in an email must not change anything by itself). */
export function DeclinePage({
  course,
  studentName,
  paths,
  scholarship = false,
}: {
  course: Pick<Course, 'name' | 'dates' | 'location'>;
  studentName: string;
  paths: OfferPaths;
  /** Held for an approved scholarship: declining gives that up, not a place in line. */
  scholarship?: boolean;
}) {
  const text = scholarship ? offerCopy.decline.scholarshipText(course.name) : offerCopy.decline.text(course.name);
  // Whose seat and which cohort, over the question; keeping is the way on, and giving the seat
  // up is marked as the cancel pages mark theirs (red, outlined).
  return (
    <StatusCard
      title={offerCopy.decline.title}
      text={text}
      about={<CohortFacts course={course} />}
      header={{ ...header, heading: offerCopy.decline.heading(studentName) }}
    >
      <a href={paths.claim} className="btn btn--primary">
        {offerCopy.decline.keep}
      </a>
      <form method="post" action={paths.decline}>
        <BusyButton className="btn btn--danger" busyLabel="Declining...">
          {offerCopy.decline.confirm}
        </BusyButton>
      </form>
    </StatusCard>
  );
}

export type EndedOffer = 'claimed' | 'cancelled' | 'declined' | 'lapsed' | 'closed' | 'unknown';

/**
 * A claim link that no longer holds a seat: paid, declined, expired, or never ours. Each
 * says what happened and the way on: the cohort's waitlist again (or its checkout, when a
 * seat is free), and the programs.
 */
export function OfferEndedPage({
  ended,
  course,
  until,
  scholarship = false,
}: {
  ended: EndedOffer;
  course?: Pick<Course, 'id' | 'availableSeats' | 'status'> | undefined;
  until?: string | null | undefined;
  /** The seat was held for an approved scholarship: it ended, not a place in line. */
  scholarship?: boolean;
}) {
  const copy = offerCopy.ended[ended];
  const at = until ? bayAreaTime(until) : 'its time';
  const scholarshipEnded = scholarship && (ended === 'declined' || ended === 'lapsed');
  const text = scholarshipEnded
    ? ended === 'declined'
      ? offerCopy.scholarshipEnded.declined
      : offerCopy.scholarshipEnded.lapsed(at)
    : typeof copy.text === 'function'
      ? copy.text(at)
      : copy.text;
  const seatFree = course !== undefined && course.status === 'active' && course.availableSeats > 0;
  return (
    <StatusCard title={copy.title} text={text} header={{ ...header, heading: offerCopy.endedHeading }}>
      {/* Out of the line now (a seat, or the offer gone): this browser's cards stop saying "on the waitlist". */}
      {course ? <span hidden data-island="waitlist-forget" data-forget={waitlistLinkId(course.id)} /> : null}
      <a href="/programs" className="btn btn--outline">
        {offerCopy.programs}
      </a>
      {/* Paid or cancelled since: the receipt and what became of it are on the parent's page. */}
      {ended === 'cancelled' || ended === 'claimed' ? (
        <a href={accountPaths.home} className="btn btn--primary">
          {offerCopy.yourPage}
        </a>
      ) : scholarshipEnded ? (
        <a href={pageMetadata.scholarshipApply.path} className="btn btn--primary">
          {offerCopy.applyAgain}
        </a>
      ) : course && ended !== 'closed' ? (
        <a
          href={seatFree ? `/checkout?courseId=${course.id}` : `/courses/${course.id}/express-interest`}
          className="btn btn--primary"
        >
          {seatFree ? offerCopy.enroll : offerCopy.rejoin}
        </a>
      ) : null}
    </StatusCard>
  );
}
