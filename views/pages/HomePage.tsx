import { CallToAction } from '../components/CallToAction.tsx';
import { ClassroomCarousel } from '../components/ClassroomCarousel.tsx';
import { CheckList } from '../components/CheckList.tsx';
import { FeatureGrid, phoneRowAttributes } from '../components/FeatureGrid.tsx';
import { InstructorProfile } from '../components/InstructorProfile.tsx';
import { NameTiles } from '../components/NameTiles.tsx';
import { NextSession } from '../components/NextSession.tsx';
import { ProgramCardView } from '../components/ProgramCardView.tsx';
import { PromoCard } from '../components/PromoCard.tsx';
import { Section } from '../components/Section.tsx';
import { StudentWorkScene, WorkFigure } from '../components/StudentWork.tsx';
import { featuredStoryFigure } from '../content/student-work.ts';
import { TestimonialCards } from '../components/TestimonialCards.tsx';
import { ToolList } from '../components/ToolList.tsx';
import { certifications, classroomImages, homeClaims, industryLeaders, partnerSchools } from '../content/home.ts';
import { instructor, instructorFigures } from '../content/instructor.ts';
import { kidsProgram, professionalsProgram } from '../content/programs.ts';
import { parentTestimonials, studentTestimonials } from '../content/testimonials.ts';
import { whyChooseUs } from '../content/why-choose-us.ts';

/** Home, sections in the spec's order: hero, programs, why us, teacher, classroom, stories, partners. */
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
              {homeClaims.map((claim) => (
                <li key={claim.label}>
                  <strong>{claim.value}</strong>
                  <span>{claim.label}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="hero__art">
            <StudentWorkScene scene="hero" className="hero-art" />
            <PromoCard />
          </div>
        </div>
      </section>

      <Section
        id="programs"
        heading="Find Your Coding Vibe"
        lead="For kids and for professionals, one approach: build real things with AI from day one."
      >
        <div className="grid grid--2 grid--phone-row" role="group" {...phoneRowAttributes('Two programs, side by side')}>
          <ProgramCardView program={kidsProgram} extra={<NextSession start={nextSession} />} />
          <ProgramCardView program={professionalsProgram} />
        </div>
      </Section>

      <Section id="why-us" heading="Why choose us" lead="Six reasons families and professionals pick our programs." alt>
        <FeatureGrid items={whyChooseUs} phoneRow="Six reasons, side by side" />
      </Section>

      <Section
        id="teacher"
        heading="Meet your teacher"
        lead="Our lead instructor builds AI products for a living and trains every mentor; one of them leads your child’s table."
      >
        <InstructorProfile instructor={instructor} figures={instructorFigures} lazy />
      </Section>

      <Section id="classroom" heading="From the Classroom" lead="What a day of vibe coding looks like." alt>
        <ClassroomCarousel images={classroomImages} />
      </Section>

      <Section id="stories" heading="Success stories" lead="What parents and students say after a cohort.">
        {/* One list (parents first, then students; each card says who): one row on a phone, not two. */}
        <TestimonialCards
          items={[...parentTestimonials, ...studentTestimonials]}
          phoneRow="What parents and students say"
          featureFirst
          featureArt={<WorkFigure {...featuredStoryFigure} bare />}
        />
      </Section>

      <Section
        id="industry"
        heading="Powered by Industry Leaders"
        lead="Students learn on the same AI tools and platforms professionals use."
        alt
      >
        <ToolList items={industryLeaders} label="Tools and platforms" />
      </Section>

      {/* The spec's two last rows, schools and certifications, side by side in one band: what
          vouches for us, read together (two bands of four small tiles each read as filler). */}
      <section className="section trust-band" aria-label="Schools and certifications">
        <div className="container trust-band__columns">
          <div id="schools" className="trust-band__part">
            <h2 className="section__heading">Partner schools</h2>
            <p className="section__lead">Schools and districts we work with across the Bay Area.</p>
            <NameTiles items={partnerSchools} label="Partner schools and districts" />
          </div>
          <div id="certifications" className="trust-band__part">
            <h2 className="section__heading">Certifications and recognition</h2>
            <p className="section__lead">What a parent can check before a first class.</p>
            {/* A ticked list, not a row to swipe: on a phone all four (screening, first aid, privacy) show at once. */}
            <CheckList items={certifications} className="check-list--panel trust-band__checks" />
          </div>
        </div>
      </section>

      <CallToAction />
    </>
  );
}
