import { CampusCard, CampusFacts, CampusImage } from '../../components/CampusCard.tsx';
import { ActionLinks } from '../../components/ActionLinks.tsx';
import { LinkCards } from '../../components/LinkCards.tsx';
import { Section } from '../../components/Section.tsx';
import { campusDetails, locationsCopy } from '../../content/locations.ts';
import { site, type CampusContact } from '../../content/site.ts';

/** /locations: both campuses, then how to get in touch. */
export function LocationsBody() {
  const { campuses, visit } = locationsCopy;
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
      <Section id="visit" heading={visit.heading} lead={visit.lead} alt>
        <ActionLinks links={[visit.contact, visit.programs]} large center className="locations-visit" />
      </Section>
    </>
  );
}

/** /locations/{campus}: one campus, its facts and its programs. */
export function CampusBody({ campusId }: { campusId: CampusContact['id'] }) {
  const campus = site.campuses.find((c) => c.id === campusId)!;
  const details = campusDetails[campusId];
  const copy = locationsCopy.campusPage;
  return (
    <>
      <Section id="campus" heading={copy.heading(campus.area)} lead={details.description}>
        <div className="campus-detail">
          <CampusImage campus={campus} details={details} lazy={false} />
          <div className="card campus-detail__facts">
            <CampusFacts campus={campus} details={details} hours={site.hours} programs={false} />
            <ActionLinks links={[locationsCopy.enroll, copy.contact]} />
          </div>
        </div>
      </Section>
      <Section id="programs" heading={copy.programsHeading} lead={copy.programsLead} alt>
        <LinkCards items={details.programs} />
      </Section>
    </>
  );
}
