import { HeroArtwork } from '../components/HeroArtwork.tsx';
import { CallToAction } from '../components/CallToAction.tsx';
import { NextSession } from '../components/NextSession.tsx';
import { ProgramCardView } from '../components/ProgramCardView.tsx';
import { kidsProgram, professionalsProgram } from '../content/programs.ts';

const claims = [
  { value: '100%', label: 'Completion rate' },
  { value: '5', label: 'Fully functional apps' },
  { value: '100%', label: 'Parent satisfaction' },
];

export function HomePage({ nextSession }: { nextSession: Date | null }) {
  return (
    <>
      <section className="hero">
        <div className="container hero__grid">
          <div>
            <p className="badge hero__eyebrow">AI-assisted coding in the Bay Area</p>
            <h1>
              The next generation of entrepreneurs will be <span className="gradient-text">younger</span>
            </h1>
            <p className="hero__lead">
              We empower the next generation with AI: kids, teens and professionals build real apps with AI tools.
            </p>
            <div className="button-row">
              <a href="/start-your-journey" className="btn btn--primary btn--lg">
                Start Your Journey
              </a>
              <a href="/programs" className="btn btn--outline btn--lg">
                Explore Programs
              </a>
            </div>
            <ul className="stats">
              {claims.map((claim) => (
                <li key={claim.label}>
                  <strong>{claim.value}</strong>
                  <span>{claim.label}</span>
                </li>
              ))}
            </ul>
          </div>
          <HeroArtwork />
        </div>
      </section>
      <section className="section" id="programs" aria-labelledby="programs-heading">
        <div className="container">
          <h2 id="programs-heading" className="section__heading">
            Find Your Coding Vibe
          </h2>
          <p className="section__lead">Two programs, one approach: build real things with AI from the first day.</p>
          <div className="grid grid--2">
            <ProgramCardView program={kidsProgram} extra={<NextSession start={nextSession} />} />
            <ProgramCardView program={professionalsProgram} />
          </div>
        </div>
      </section>
      <CallToAction />
    </>
  );
}
