import { keepTogether } from '../format.ts';
import { programFacts } from './programs.ts';
import type { Figure } from '../components/FigureList.tsx';
import type { LinkCard } from '../components/LinkCards.tsx';
import type { Step } from '../components/StepList.tsx';
import { campusContact, site, type CampusContact } from './site.ts';
import { classSize, studentsPerMentor } from './facts.ts';
import { screenedMentors } from './home.ts';
import { instructor, type Mentor, instructorFirstName } from './instructor.ts';
import { kidsCurriculum } from './kids-curriculum.ts';

/** The About hub and its three pages (spec: founded 2020, over 1,000 students, one instructor, four principles). */
const areaOf = (id: CampusContact['id']) => campusContact(id).area;

/** The table a mentor leads, as their card says it: 'Beginner table, Cupertino' ('Advanced studio' for the project studio). */
export const mentorTable = (mentor: Mentor, { withCampus = true } = {}) =>
  `${kidsCurriculum[mentor.level].label} ${mentor.level === 'advanced' ? 'studio' : 'table'}${withCampus ? `, ${areaOf(mentor.campus)}` : ''}`;

/** The foundation in four figures (the About hub's header). */
export const foundationFigures: Figure[] = [
  { value: '2020', label: 'Founded' },
  { value: '1,000+', label: 'Students' },
  { value: `${site.campuses.length}`, label: 'Bay Area campuses' },
  { value: classSize.range, label: 'Students per mentor' },
];

/** What the way we teach adds up to (methodology, start your journey): the spec's claims. */
export const outcomeFigures: Figure[] = [
  { value: '3x', label: 'Faster learning' },
  { value: '5', label: 'Fully functional apps' },
  { value: '100%', label: 'Completion rate' },
  { value: '100%', label: 'Parent satisfaction' },
];

export type AboutContent = {
  hub: { heading: string; lead: string; cards: LinkCard[] };
  story: {
    heading: string;
    paragraphs: string[];
    milestonesHeading: string;
    milestonesLead: string;
    milestones: Step[];
  };
  instructors: {
    /** The lead instructor's part of the page, named for a screen reader (it is the header's band). */
    heading: string;
    /** Four facts about a table, in no order (so cards, not numbered steps). */
    table: { heading: string; lead: string; points: Step[] };
    /** The mentors by name (instructor.ts), each with the table they lead. */
    roster: { heading: string; lead: string };
  };
  methodology: {
    heading: string;
    lead: string;
    principles: Step[];
    outcomesHeading: string;
    outcomesLead: string;
  };
};

export const about: AboutContent = {
  hub: {
    heading: 'Get to know us',
    lead: `${site.foundationName} is a non-profit that teaches kids, teens and professionals to build software with AI tools.`,
    cards: [
      {
        title: 'Our Story',
        text: 'Founded in 2020, with over 1,000 students since: why we started and how we grew.',
        href: '/about/our-story',
        linkLabel: 'Read our story',
      },
      {
        title: 'Our Instructors',
        text: 'Our lead instructor, a product manager at a large tech company, has taught 150+ students for 1500+ hours; a mentor leads each table.',
        href: '/about/instructors',
        linkLabel: 'Meet our instructor and mentors',
      },
      {
        title: 'Our Methodology',
        text: 'Four principles behind every class: build first, describe then verify, small groups, ship and present.',
        href: '/about/methodology',
        linkLabel: 'See how we teach',
      },
    ],
  },
  story: {
    heading: 'How it started',
    paragraphs: [
      `${site.foundationName} was founded in 2020 by people who build software for a living, to teach kids to ship real apps in small groups. Then the work changed: more and more of it came to mean describing what you want to an AI assistant, then testing and shaping what it writes.`,
      'We believed kids could learn that way too, and that the next generation of entrepreneurs would be younger. So we rebuilt our classes around real AI tools, with mentors from the tech industry and the rule we started with: every student ships something that works.',
      `Since then over 1,000 students have built apps and games with us, from middle schoolers making their first quiz game to professionals changing careers. As a non-profit, we reserve a need-based scholarship in every cohort, for a family that could not pay in full and applies before the cohort fills.`,
    ],
    milestonesHeading: 'Milestones',
    milestonesLead: 'From one small class to over 1,000 students.',
    milestones: [
      {
        marker: '2020',
        title: 'Foundation opens',
        // Who taught before the lead instructor's 2021 (a parent asked).
        text: `The first small-group class, taught by the founders: every student leaves with a working app of their own. ${instructorFirstName} leads the teaching from ${instructor.leadSince}.`,
      },
      {
        marker: '2023',
        // Short enough for one line in a fifth of the page: a two-line title sat against its text.
        title: 'Rebuilt around AI',
        text: 'When AI coding assistants arrived, every class moved to them: students describe what they want, then test and shape what the assistant writes.',
      },
      {
        marker: '2024',
        title: 'Three levels for kids',
        text: 'Beginner and intermediate levels of 20 coaching hours each, then an advanced project studio, so students keep growing.',
      },
      {
        marker: '2025',
        title: 'Two campuses',
        text: `Classes in ${areaOf('south-bay')} (South Bay) and ${areaOf('east-bay')} (East Bay), then labs for high schoolers and a program for professionals.`,
      },
      {
        marker: 'Today',
        title: '1,000+ students',
        text: 'Students have shipped apps, games and tools for their families, schools and local businesses.',
      },
    ],
  },
  instructors: {
    heading: 'Meet your instructor',
    /** Who a parent will find at the child's table, and how they got there. */
    table: {
      heading: 'Who sits at your child’s table',
      // His own 150+ beside the foundation's 1,000+: the mentors he trains taught the rest (a parent asked who taught the other 850).
      lead: `${instructorFirstName}, our lead instructor, has taught ${instructor.studentsTaught}+ students himself; he writes the lessons and trains every mentor, and with them the foundation has taught ${foundationFigures.find((figure) => figure.label === 'Students')!.value}. A mentor leads each table of ${classSize.range} students.`,
      points: [
        {
          title: 'Builds software for a living',
          text: 'Every mentor builds software for a living at a large Bay Area tech company: engineers, designers and product managers.',
        },
        {
          title: 'Passes a background check',
          text: screenedMentors.text,
        },
        {
          title: 'Co-teaches a cohort first',
          text: `A new mentor teaches a whole cohort beside ${instructorFirstName} before leading a table.`,
        },
        {
          title: 'Stays with one table',
          text: 'The same mentor for the whole cohort, so your child always knows whom to ask.',
        },
      ],
    },
    roster: {
      heading: 'This season’s mentors',
      lead: 'Each leads one table at one campus, for the whole cohort.',
    },
  },
  methodology: {
    heading: 'Four principles',
    lead: `Every class, from a first quiz game to a ${keepTogether(`${programFacts.professionals.weeks}-week`)} professional program, follows the same four ideas.`,
    principles: [
      {
        title: 'Build first',
        text: 'Students make something real in the first session and learn the ideas behind it as their project needs them.',
      },
      {
        title: 'Describe, then verify',
        text: 'Students describe what they want to an AI assistant, then read, run and test what it writes. The AI is a teammate, not an answer key.',
      },
      {
        title: 'Small groups with mentors',
        text: `${studentsPerMentor}, at most ${classSize.max} at a table, so help arrives at the moment a student is stuck.`,
      },
      {
        title: 'Ship and present',
        text: 'Every project ends with a working product presented to families, classmates or a real client, like a product team’s demo day.',
      },
    ],
    outcomesHeading: 'What it adds up to',
    outcomesLead: 'Students learn faster, finish what they start, and leave with apps that work.',
  },
};
