import { FactList } from '../../components/FactList.tsx';
import { CampusCard, CampusFacts, CampusImage } from '../../components/CampusCard.tsx';
import { ActionLinks } from '../../components/ActionLinks.tsx';
import { CohortCard, cohortGridClass } from '../../components/CohortCard.tsx';
import { phoneRowAttributes } from '../../components/FeatureGrid.tsx';
import type { Course } from '../../../domain/courses.ts';
import { LinkCards } from '../../components/LinkCards.tsx';
import { MentorCards } from '../../components/MentorCards.tsx';
import { mentors } from '../../content/instructor.ts';
import { Section } from '../../components/Section.tsx';
import { campusDetails, locationsCopy } from '../../content/locations.ts';
import { campusClassFacts } from '../../content/page-asides.ts';
import { campusContact, site, type CampusContact } from '../../content/site.ts';

/** /locations: both campuses (its closing panel, in the route, says how to visit or ask). */
export function LocationsBody() {
  const { campuses } = locationsCopy;
  return (
    <>
      <Section id="campuses" heading={campuses.heading} lead={campuses.lead}>
        <div className="grid grid--2 campus-grid">
          {site.campuses.map((campus) => (
            <CampusCard
              key={campus.id}
              campus={campus}
              details={campusDetails[campus.id]}
              hours={site.hours}
              enroll={locationsCopy.enroll}
              pageLinkLabel={locationsCopy.campusLinkLabel(campus.name)}
            />
          ))}
        </div>
      </Section>
    </>
  );
}

/**
 * /locations/{campus}: one campus, its facts, its own cohorts (null when they could not be
 * loaded) and its programs.
 */
export function CampusBody({ campusId, cohorts }: { campusId: CampusContact['id']; cohorts: Course[] | null }) {
  const campus = campusContact(campusId);
  const details = campusDetails[campusId];
  const copy = locationsCopy.campusPage;
  return (
    <>
      <Section id="campus" heading={copy.heading(campus.area)} lead={details.description}>
        <div className="campus-detail">
          {/* The room, and what a class in it is like, beside how to get there (the drawing alone
              ended a third of the way down the facts beside it): a card, as on /locations (its
              two rows alone between the drawing and the card under it read as stray). */}
          <div className="card campus-detail__room">
            <CampusImage campus={campus} details={details} />
            <FactList facts={campusClassFacts} className="campus-facts campus-detail__class" />
          </div>
          <div className="card campus-detail__facts">
            <CampusFacts campus={campus} details={details} hours={site.hours} programs={false} />
            <ActionLinks links={[locationsCopy.enroll, copy.contact]} />
          </div>
        </div>
      </Section>
      <Section id="cohorts" heading={copy.cohorts.heading(campus.area)} lead={copy.cohorts.lead} alt>
        {cohorts?.length ? (
          <div
            className={`${cohortGridClass(cohorts.length)} grid--phone-row`}
            role="group"
            {...phoneRowAttributes(copy.cohorts.heading(campus.area))}
          >
            {cohorts.map((course) => (
              <CohortCard key={course.id} course={course} chip="level" />
            ))}
          </div>
        ) : (
          <p className="section-note">{cohorts ? copy.cohorts.none : copy.cohorts.unavailable}</p>
        )}
        {/* A way on, not the page's main action (each card's Enroll Now is): a link in words. */}
        <p className="section-note">
          <a href={copy.cohorts.all.href}>{copy.cohorts.all.label}</a>
        </p>
        {/* Join Waitlist opens its dialog here (the kids bundle), or its own page without JavaScript. */}
        <div id="dialog-root" />
      </Section>
      <Section id="mentors" heading={copy.mentors.heading(campus.area)} lead={copy.mentors.lead}>
        <MentorCards mentors={mentors.filter((mentor) => mentor.campus === campusId)} withCampus={false} />
        <p className="section-note">
          <a href={copy.mentors.all.href}>{copy.mentors.all.label}</a>
        </p>
      </Section>
      <Section id="programs" heading={copy.programsHeading} lead={copy.programsLead} alt>
        <LinkCards items={details.programs} />
        <p className="section-note">
          {copy.alsoByApplication.text}
          <a href={copy.alsoByApplication.link.href}>{copy.alsoByApplication.link.label}</a>.
        </p>
      </Section>
    </>
  );
}
