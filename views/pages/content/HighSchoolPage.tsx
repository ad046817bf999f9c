import { FeatureGrid } from '../../components/FeatureGrid.tsx';
import { ActionLinks } from '../../components/ActionLinks.tsx';
import { Section } from '../../components/Section.tsx';
import { StepList } from '../../components/StepList.tsx';
import { WorkFigure } from '../../components/StudentWork.tsx';
import { highSchool } from '../../content/high-school.ts';

/** /vibe-coding-for-high-schooler: the Social Impact Lab, how it works beside what a team delivered, and who it is for. */
export function HighSchoolBody() {
  const { overview, howItWorks, audience } = highSchool;
  return (
    <>
      <Section id="overview" heading={overview.heading} lead={overview.lead}>
        <FeatureGrid items={overview.items} />
      </Section>
      <Section id="how-it-works" heading={howItWorks.heading} lead={howItWorks.lead} alt>
        <div className="split split--media">
          <StepList items={howItWorks.items} layout="timeline" />
          <WorkFigure {...howItWorks.work} />
        </div>
      </Section>
      <Section
        id="who"
        heading={audience.heading}
        lead={audience.lead}
        beside
        after={
          // How to join, under the heading on a laptop (its column was half empty), last on a phone.
          <div className="card lab-join">
            <p>{audience.join}</p>
            <ActionLinks links={[audience.actions.join, audience.actions.programs]} after />
          </div>
        }
      >
        <FeatureGrid items={audience.items} layout="rows" />
        <p className="section-note muted">{audience.requirement}</p>
      </Section>
    </>
  );
}
