import { NextSession } from '../components/NextSession.tsx';
import { ProgramCardView } from '../components/ProgramCardView.tsx';
import { aiWorkshop, highSchoolLink, kidsProgram, professionalsProgram } from '../content/programs.ts';
import { pageMetadata } from '../content/page-metadata.ts';
import { FactPanel } from '../components/FactPanel.tsx';
import { programsAtAGlance } from '../content/page-asides.ts';
import { InfoPage } from './InfoPage.tsx';

/**
 * /programs: the two program cards; beneath them, smaller, the high-school lab the campus
 * pages also list and the AI workshop the banner announces; then Start Your Journey and the FAQ.
 */
export function ProgramsPage({ nextSession }: { nextSession: Date | null }) {
  return (
    <InfoPage info={pageMetadata.programs} aside={<FactPanel {...programsAtAGlance} />} asideOnPhone={false}>
      <section className="section section--tight" aria-label="Programs">
        <div className="container">
          <div className="grid grid--2">
            <ProgramCardView program={kidsProgram} extra={<NextSession start={nextSession} />} />
            <ProgramCardView program={professionalsProgram} />
          </div>
          <div className="grid grid--2 program-also-list">
            <aside className="card program-also" aria-labelledby="program-also-high-school">
              <p className="eyebrow">Also at both campuses</p>
              <h2 id="program-also-high-school">{highSchoolLink.title}</h2>
              <p className="muted">{highSchoolLink.text}</p>
              <a href={highSchoolLink.href} className="btn btn--outline">
                {highSchoolLink.linkLabel}
              </a>
            </aside>
            <aside className="card program-also" id="ai-workshop" aria-labelledby="program-also-workshop">
              <p className="eyebrow">New · starts {aiWorkshop.starts}</p>
              <h2 id="program-also-workshop">{aiWorkshop.name}</h2>
              <p className="muted">{aiWorkshop.text}</p>
              <a href={aiWorkshop.link.href} className="btn btn--outline">
                {aiWorkshop.link.label}
              </a>
            </aside>
          </div>
          <div className="button-row button-row--center">
            <a href="/start-your-journey" className="btn btn--primary btn--lg">
              Start Your Journey
            </a>
            <a href="/frequently-asked-questions" className="btn btn--outline btn--lg">
              Frequently Asked Questions
            </a>
          </div>
        </div>
      </section>
    </InfoPage>
  );
}
