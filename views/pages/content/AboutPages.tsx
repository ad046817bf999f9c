import { WorkFigure } from '../../components/StudentWork.tsx';
import { ourStoryWork } from '../../content/page-asides.ts';
import { CheckList } from '../../components/CheckList.tsx';
import { FigureList } from '../../components/FigureList.tsx';
import { InstructorProfile } from '../../components/InstructorProfile.tsx';
import { MentorCards } from '../../components/MentorCards.tsx';
import { LinkCards } from '../../components/LinkCards.tsx';
import { Section } from '../../components/Section.tsx';
import { StepList } from '../../components/StepList.tsx';
import { about, outcomeFigures } from '../../content/about.ts';
import { instructor, instructorFigures, instructorTone, mentors } from '../../content/instructor.ts';
import { Monogram } from '../../components/Monogram.tsx';
import { UnseenHeadingSection } from '../../components/UnseenHeadingSection.tsx';

/**
 * /about: the three pages as cards, each over a glimpse of its page: the story's years, the
 * faces at the tables, the four principles (the foundation's figures stand beside the heading).
 */
export function AboutBody() {
  const { hub, story, methodology } = about;
  const [storyCard, instructorsCard, methodologyCard] = hub.cards;
  const people = [instructor.name, ...mentors.map((mentor) => mentor.name)];
  const previews = {
    [storyCard!.href]: (
      <ol className="about-glimpse about-glimpse--years">
        {story.milestones.map((milestone) => (
          <li key={milestone.marker}>{milestone.marker}</li>
        ))}
      </ol>
    ),
    [instructorsCard!.href]: (
      <ul className="about-glimpse about-glimpse--faces">
        {people.map((name, index) => (
          <li key={name}>
            <Monogram name={name} {...(index === 0 ? { tone: instructorTone } : {})} />
          </li>
        ))}
      </ul>
    ),
    [methodologyCard!.href]: (
      <ol className="about-glimpse about-glimpse--principles">
        {methodology.principles.map((principle, index) => (
          <li key={principle.title}>
            <span>{String(index + 1).padStart(2, '0')}</span> {principle.title}
          </li>
        ))}
      </ol>
    ),
  };
  return (
    <Section id="about-pages" heading={hub.heading} lead={hub.lead}>
      <LinkCards items={hub.cards} previews={previews} />
    </Section>
  );
}

/**
 * /about/our-story opens on its milestones, across the header under the title (its own
 * opening: the other inner pages set a panel or a picture beside theirs); then the story
 * beside where it has led, a teenager's app for a bike shop.
 */
export function OurStoryMilestones() {
  const { story } = about;
  return (
    <div className="story-milestones" id="milestones">
      <h2 id="milestones-heading" className="visually-hidden">
        {story.milestonesHeading}
      </h2>
      <StepList items={story.milestones} layout="across" />
    </div>
  );
}

export function OurStoryBody() {
  const { story } = about;
  return (
    <Section id="story" heading={story.heading} alt>
      <div className="split split--media">
        <div className="prose">
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <WorkFigure {...ourStoryWork} />
      </div>
    </Section>
  );
}

/** /about/instructors: the instructor's profile, who sits at a child's table, then the mentors by name. */
/**
 * /about/instructors opens on the lead instructor, across the header under the title
 * (PageHeader's band): a panel of the mentors beside the title had only repeated their
 * cards further down.
 */
export function InstructorBand() {
  const copy = about.instructors;
  return (
    <UnseenHeadingSection id="instructor" heading={copy.heading}>
      <InstructorProfile instructor={instructor} figures={instructorFigures} feature />
    </UnseenHeadingSection>
  );
}

/** /about/instructors under its lead instructor: who sits at a child's table, then the mentors. */
export function InstructorsBody() {
  const copy = about.instructors;
  return (
    <>
      <Section id="table" heading={copy.table.heading} lead={copy.table.lead} alt>
        <CheckList items={copy.table.points} className="check-list--row check-list--panel" />
      </Section>
      <Section id="mentors" heading={copy.roster.heading} lead={copy.roster.lead}>
        <MentorCards mentors={mentors} />
      </Section>
    </>
  );
}

/** /about/methodology: the four principles, then what they add up to. */
export function MethodologyBody() {
  const { methodology } = about;
  return (
    <>
      <Section id="principles" heading={methodology.heading} lead={methodology.lead} beside>
        <StepList items={methodology.principles} layout="rows" />
      </Section>
      <Section id="outcomes" heading={methodology.outcomesHeading} lead={methodology.outcomesLead} alt>
        <FigureList items={outcomeFigures} />
      </Section>
    </>
  );
}
