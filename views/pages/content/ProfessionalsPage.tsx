import { FactList } from '../../components/FactList.tsx';
import { ActionLinks } from '../../components/ActionLinks.tsx';
import { FeatureGrid } from '../../components/FeatureGrid.tsx';
import { Section } from '../../components/Section.tsx';
import { StepList } from '../../components/StepList.tsx';
import { LargeQuote } from '../../components/LargeQuote.tsx';
import { CheckList } from '../../components/CheckList.tsx';
import { professionals } from '../../content/professionals.ts';

/** /programs/professionals: the overview with price and buttons, skills, the 12 weeks, the format. */
export function ProfessionalsBody() {
  const { overview, skills, weeks, format } = professionals;
  return (
    <>
      <Section id="overview" heading={overview.heading} lead={overview.lead}>
        <div className="pro-overview">
          <div className="pro-overview__text">
            {overview.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <div className="card pro-offer">
            <p className="program-card__price pro-offer__price">
              {overview.price} <small>{overview.priceNote}</small>
            </p>
            <FactList facts={overview.facts} />
            <ActionLinks links={[overview.actions.apply, overview.actions.syllabus]} className="pro-offer__actions" />
          </div>
        </div>
      </Section>
      <Section id="skills" heading={skills.heading} lead={skills.lead} alt>
        <FeatureGrid items={skills.items} columns={4} />
      </Section>
      {/* The twelve weeks on a line, then a graduate's words beside the working week: not three grids of cards in a row. */}
      <Section id="weeks" heading={weeks.heading} lead={weeks.lead}>
        <StepList items={weeks.items} layout="across" />
      </Section>
      <Section id="format" heading={format.heading} lead={format.lead} alt>
        <div className="split">
          <LargeQuote testimonial={format.quote} />
          <CheckList items={format.items} />
        </div>
      </Section>
    </>
  );
}
