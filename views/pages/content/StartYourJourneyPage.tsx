import { CheckList } from '../../components/CheckList.tsx';
import { FigureList } from '../../components/FigureList.tsx';
import { phoneRowAttributes } from '../../components/FeatureGrid.tsx';
import { ProgramCardView } from '../../components/ProgramCardView.tsx';
import { Section } from '../../components/Section.tsx';
import { StepList } from '../../components/StepList.tsx';
import { StudentWorkScene, WorkFigure } from '../../components/StudentWork.tsx';
import { TestimonialCards } from '../../components/TestimonialCards.tsx';
import { instructor, mentors as mentorRoster } from '../../content/instructor.ts';
import { TeamStrip } from '../../components/TeamStrip.tsx';
import { startYourJourney } from '../../content/start-your-journey.ts';
import { journeyTestimonials } from '../../content/testimonials.ts';

/**
 * /start-your-journey ("At a glance" beside its heading, set by the route): why vibe coding (the reasons beside their figures),
 * the two student programs with what their students built, hybrid learning as the three
 * places a student learns, sample projects beside the demo-day wall, mentors, parents'
 * words, then Register Now and View FAQ. Sections alternate centred grids and split layouts.
 */
export function StartYourJourneyBody() {
  const { why, programs, hybrid, projects, mentors, testimonials } = startYourJourney;
  return (
    <>
      <Section id="why-vibe-coding" heading={why.heading} lead={why.lead}>
        <div className="split journey-intro">
          <CheckList items={why.items} />
          <FigureList items={why.figures} />
        </div>
      </Section>
      <Section id="student-programs" heading={programs.heading} lead={programs.lead} alt>
        {/* Stacked on a phone: the page's main choice, between two, is not a row to swipe. */}
        <div className="grid grid--2" role="group" aria-label={programs.heading}>
          <ProgramCardView program={programs.middleSchool} art={<WorkFigure {...programs.work.middleSchool} inCard />} />
          <ProgramCardView program={programs.highSchool} art={<WorkFigure {...programs.work.highSchool} inCard />} />
        </div>
      </Section>
      {/* The three ways as one line across, and the projects as a row of cards, with no
          drawing beside them: each picture here stood on another page too (a designer
          counted them), the two programs' cards keep theirs. */}
      <Section id="hybrid-learning" heading={hybrid.heading} lead={hybrid.lead}>
        <StepList items={hybrid.items} layout="across" />
      </Section>
      <Section id="sample-projects" heading={projects.heading} lead={projects.lead} alt>
        <ul className="grid grid--3 project-cards grid--phone-row" {...phoneRowAttributes(projects.heading)}>
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
        <TeamStrip instructor={instructor} lead={mentors.leadRole} mentors={mentorRoster} />
        <p className="section-note">
          <a href={mentors.all.href}>{mentors.all.label}</a>
        </p>
      </Section>
      <Section id="parents-say" heading={testimonials.heading} lead={testimonials.lead} alt>
        <TestimonialCards items={journeyTestimonials} phoneRow={testimonials.heading} />
      </Section>
    </>
  );
}
