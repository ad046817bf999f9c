import { waitlistLinkId } from '../../domain/interest.ts';
import { CheckIcon } from './icons.tsx';
import { SeatsBadge } from './SeatsBadge.tsx';
import { FactList } from './FactList.tsx';
import { JoinWaitlistLink, type JoinedMark } from './JoinWaitlistLink.tsx';
import type { Course } from '../../domain/courses.ts';
import { earlyBirdLabel } from '../../domain/pricing.ts';
import { campusName, dollars, keepTogether } from '../format.ts';
import { kidsCurriculum } from '../content/kids-curriculum.ts';
import { mentorRow } from '../content/instructor.ts';
import { messages } from '../content/messages.ts';

/**
 * A cohort: 'N seats left' and Enroll Now to checkout, or SOLD OUT and Join Waitlist,
 * which opens the Express Interest dialog (htmx) or its page (no JavaScript). Its chip names
 * the campus, or on a campus's own page (every card there the same campus) its level, and
 * there the card leaves out the location the page is about.
 */
export function CohortCard({
  course,
  chip = 'campus',
  joined,
}: {
  course: Course;
  chip?: 'campus' | 'level';
  /** Its waitlist joined by the plain post this page answers, with the place taken. */
  joined?: JoinedMark | undefined;
}) {
  const soldOut = course.availableSeats <= 0;
  return (
    <article className="card cohort-card" id={`cohort-${course.id}`} aria-labelledby={`course-${course.id}-name`}>
      <div className="cohort-card__top">
        <span className="badge">{chip === 'level' ? kidsCurriculum[course.level].label : campusName[course.cohortType]}</span>
        <SeatsBadge available={course.availableSeats} />
      </div>
      <h3 id={`course-${course.id}-name`} className="cohort-card__name">
        {course.name}
      </h3>
      <FactList
        facts={[
          ['Dates', course.dates],
          // The days over the hours, the town over the campus: cards side by side wrapped them at
          // different words, and each card's rows below stood at a different height.
          ['Schedule', course.schedule.split(/(?<=,) (?=\d)/)],
          // On its campus's page the page says where: the card does not repeat it.
          ...(chip === 'level' ? [] : [['Location', course.location.split(/ (?=\()/)] as [string, string[]]]),
          ['Format', course.format],
          ...mentorRow(course.cohortType, course.level),
        ]}
        className="cohort-card__facts"
      />
      {soldOut && course.heldSeats ? <p className="cohort-card__held">{messages.cardHeld(course.heldSeats)}</p> : null}
      {/* Shown by this browser when it paid for a seat here (client/islands/seat-marks.ts): a
          parent back on the page saw SOLD OUT over their own child's cohort. */}
      <p
        className="cohort-card__yours"
        data-island="seat-line"
        data-seat-for={waitlistLinkId(course.id)}
        data-named-one={messages.cardYoursNamed.one}
        data-named-many={messages.cardYoursNamed.many}
        data-join-another={messages.cardJoinAnother}
        hidden
      >
        <CheckIcon /> <span data-seat-words>{messages.cardYours}</span>
      </p>
      {/*
       * A sold-out cohort shows its list price: no offer on a seat no one can buy now (its
       * waitlist form says what an offered seat would take off).
       */}
      {course.earlyBird && !soldOut ? (
        <p className="cohort-card__price">
          {/* Above the price, so prices and buttons stay level with the cards beside it. */}
          <span className="cohort-card__offer">{keepTogether(earlyBirdLabel(course.earlyBird))}</span>
          {/* A screen reader hears "Price $573.75, list price $675 per cohort": <s> alone is not read as struck. */}
          <span className="visually-hidden">Price </span>
          {dollars(course.earlyBird.price)}
          {/* The comma against the price, not after the space the eye needs before the struck one. */}
          <span className="visually-hidden">,</span>{' '}
          <s className="cohort-card__list-price">
            <span className="visually-hidden">list price </span>
            {dollars(course.price)}
          </s>{' '}
          <small>per cohort</small>
        </p>
      ) : (
        <p className="cohort-card__price">
          {dollars(course.price)} <small>per cohort</small>
        </p>
      )}
      {soldOut ? (
        <JoinWaitlistLink
          target={{ kind: 'course', course }}
          id={waitlistLinkId(course.id)}
          className="btn btn--outline btn--block"
          joined={joined}
        />
      ) : (
        <a href={`/checkout?courseId=${course.id}`} className="btn btn--primary btn--block">
          Enroll Now
        </a>
      )}
    </article>
  );
}

/**
 * The grid's classes for this many cohorts: three across, or two when three would leave a
 * row part empty (two cohorts side by side, four as two rows of two, not three and one).
 */
export function cohortGridClass(count: number): string {
  return `grid ${count === 2 || (count > 1 && count % 3 === 1) ? 'grid--2' : 'grid--3'} cohort-grid`;
}
