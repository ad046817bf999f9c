import { FeatureGrid } from '../../components/FeatureGrid.tsx';
import { ActionLinks } from '../../components/ActionLinks.tsx';
import { FigureList } from '../../components/FigureList.tsx';
import { InstructorProfile } from '../../components/InstructorProfile.tsx';
import { ProgramCardView } from '../../components/ProgramCardView.tsx';
import { Section } from '../../components/Section.tsx';
import { TestimonialCards } from '../../components/TestimonialCards.tsx';
import { instructor, instructorFigures } from '../../content/instructor.ts';
import { startYourJourney } from '../../content/start-your-journey.ts';
import { parentTestimonials } from '../../content/testimonials.ts';

/**
 * /start-your-journey: why vibe coding, the two student programs, hybrid learning,
 * sample projects, mentors, parents' words, then Register Now and View FAQ.
 */
export function StartYourJourneyBody() {
  const { why, programs, hybrid, projects, mentors, testimonials, actions } = startYourJourney;
  return (
    <>
      <Section id="why-vibe-coding" heading={why.heading} lead={why.lead}>
        <FeatureGrid items={why.items} />
        <FigureList items={why.figures} />
      </Section>
      <Section id="student-programs" heading={programs.heading} lead={programs.lead} alt>
        <div className="grid grid--2">
          <ProgramCardView program={programs.middleSchool} />
          <ProgramCardView program={programs.highSchool} />
        </div>
      </Section>
      <Section id="hybrid-learning" heading={hybrid.heading} lead={hybrid.lead}>
        <FeatureGrid items={hybrid.items} />
      </Section>
      <Section id="sample-projects" heading={projects.heading} lead={projects.lead} alt>
        <ul className="grid grid--3 project-cards">
          {projects.items.map((project) => (
            <li key={project.title} className="card project-card">
              <p className="badge">{project.builtIn}</p>
              <h3>{project.title}</h3>
              <p className="muted">{project.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="mentors" heading={mentors.heading} lead={mentors.lead}>
        <InstructorProfile instructor={instructor} figures={instructorFigures} lazy />
      </Section>
      <Section id="parents-say" heading={testimonials.heading} lead={testimonials.lead} alt>
        <TestimonialCards items={parentTestimonials} />
        <ActionLinks links={[actions.register, actions.faq]} large center />
      </Section>
    </>
  );
}
