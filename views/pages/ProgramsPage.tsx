import { NextSession } from '../components/NextSession.tsx';
import { ProgramCardView } from '../components/ProgramCardView.tsx';
import { highSchoolLink, kidsProgram, professionalsProgram } from '../content/programs.ts';
import { pageMetadata } from '../content/page-metadata.ts';
import { InfoPage } from './InfoPage.tsx';

/**
 * /programs: the two program cards, the high-school lab the campus pages also list (one
 * line, not a third card), then Start Your Journey and the FAQ.
 */
export function ProgramsPage({ nextSession }: { nextSession: Date | null }) {
  return (
    <InfoPage info={pageMetadata.programs}>
      <section className="section section--tight" aria-label="Programs">
        <div className="container">
          <div className="grid grid--2">
            <ProgramCardView program={kidsProgram} extra={<NextSession start={nextSession} />} />
            <ProgramCardView program={professionalsProgram} />
          </div>
          <aside className="card program-also" aria-labelledby="program-also-heading">
            <div>
              <p className="program-also__label">Also at both campuses</p>
              <h2 id="program-also-heading">{highSchoolLink.title}</h2>
              <p className="muted">{highSchoolLink.text}</p>
            </div>
            <a href={highSchoolLink.href} className="btn btn--outline">
              {highSchoolLink.linkLabel}
            </a>
          </aside>
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
