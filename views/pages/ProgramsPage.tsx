import { NextSession } from '../components/NextSession.tsx';
import { ProgramCardView } from '../components/ProgramCardView.tsx';
import { kidsProgram, professionalsProgram } from '../content/programs.ts';
import { pageMetadata } from '../content/page-metadata.ts';
import { InfoPage } from './InfoPage.tsx';

/** /programs: the two program cards, then Start Your Journey and the FAQ. */
export function ProgramsPage({ nextSession }: { nextSession: Date | null }) {
  return (
    <InfoPage info={pageMetadata.programs}>
      <section className="section section--tight" aria-label="Programs">
        <div className="container">
          <div className="grid grid--2">
            <ProgramCardView program={kidsProgram} extra={<NextSession start={nextSession} />} />
            <ProgramCardView program={professionalsProgram} />
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
