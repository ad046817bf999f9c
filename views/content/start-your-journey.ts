import type { Feature } from '../components/FeatureGrid.tsx';
import type { Figure } from '../components/FigureList.tsx';
import type { ProgramChoice } from '../components/ProgramChooser.tsx';
import { outcomeFigures } from './about.ts';
import type { NavLink } from './navigation.ts';
import { programFacts, type ProgramCard } from './programs.ts';
import { instructor } from './instructor.ts';
import { site } from './site.ts';
import { bookingFigure, clubFigure, type WorkFigureContent } from './student-work.ts';
import { classSize, replyWithin, studentsPerMentor } from './facts.ts';

const { kids, highSchool, professionals } = programFacts;

/**
 * /start-your-journey (spec section 2): why vibe coding, the middle- and high-school
 * programs, hybrid learning, sample projects, mentors, parents' words, then Register Now
 * and View FAQ. The spec's Register Now is an external link with no address: it goes to
 * /enroll.
 */
export type SampleProject = { title: string; builtIn: string; text: string };

/** A drawing of students' work (views/components/StudentWork.tsx), named and captioned. */
export type JourneyWork = WorkFigureContent;

export type StartYourJourneyContent = {
  why: {
    heading: string;
    lead: string;
    items: Feature[];
    figures: Figure[];
  };
  /** Beside the heading: the program by who is starting (views/components/ProgramChooser.tsx). */
  chooser: { heading: string; choices: readonly ProgramChoice[] };
  programs: {
    heading: string;
    lead: string;
    middleSchool: ProgramCard;
    highSchool: ProgramCard;
    work: { middleSchool: JourneyWork; highSchool: JourneyWork };
  };
  hybrid: { heading: string; lead: string; items: Feature[] };
  projects: { heading: string; lead: string; items: SampleProject[] };
  mentors: { heading: string; lead: string; leadRole: string; all: NavLink };
  testimonials: { heading: string; lead: string };
  /** The closing panel: the spec's Register Now and View FAQ, under words of the page's own. */
  actions: { heading: string; text: string; register: NavLink; faq: NavLink };
};

const areas = site.campuses.map((campus) => `${campus.area} (${campus.name.replace(' Campus', '')})`).join(' and ');

export const startYourJourney: StartYourJourneyContent = {
  why: {
    heading: 'Why vibe coding?',
    lead: 'Vibe coding is building software by describing what you want to an AI assistant, then testing and shaping what it writes.',
    items: [
      {
        title: 'Build from day one',
        text: 'Students turn their own ideas into working apps and games in the first session, instead of weeks of syntax drills.',
      },
      {
        title: 'Learn 3x faster',
        text: 'With AI doing the typing, students spend their time on ideas, testing and fixing, and learn 3x faster than with traditional coding education.',
      },
      {
        title: 'Skills for what comes next',
        text: 'Explaining a problem clearly, checking an AI’s work and presenting the result: skills for school, work and the next generation of entrepreneurs.',
      },
    ],
    figures: outcomeFigures,
  },
  // Who is starting decides the program: each one's page, with the fact a parent checks first.
  chooser: {
    heading: 'Who is starting?',
    choices: [
      {
        who: `A child, ages ${kids.ages}`,
        program: kids.name,
        fact: `${kids.price} ${kids.priceNote}`,
        href: '/kids-vibe-coding',
      },
      {
        who: `A teen in grades ${highSchool.grades}`,
        program: highSchool.name,
        fact: 'no tuition',
        href: '/vibe-coding-for-high-schooler',
      },
      {
        who: 'An adult',
        program: professionals.name,
        fact: `${professionals.weeks} weeks`,
        href: '/programs/professionals',
      },
    ],
  },
  programs: {
    heading: 'Choose your program',
    lead: 'Where a student starts: one program to start building, one to build for your community.',
    middleSchool: {
      id: 'kids',
      title: kids.name,
      subtitle: `Ages ${kids.ages}`,
      description: 'Students build their own apps or games with real AI tools, guided by mentors from large tech companies.',
      features: [
        '20 hours of coaching a level, 30 in the advanced studio',
        'Build apps or games',
        `Small groups: ${studentsPerMentor}`,
      ],
      price: kids.price,
      priceNote: kids.priceNote,
      path: '/vibe-coding-for-middle-schooler',
      buttonLabel: `Explore ${kids.name}`,
    },
    highSchool: {
      id: 'high-school',
      title: highSchool.name,
      subtitle: `Grades ${highSchool.grades}`,
      description: 'Teens work with local businesses to build real software with AI tools.',
      features: ['Work with local businesses', 'Counts as service hours', 'Mentors review every step'],
      // Where the other card has its price: the lab's (none), and its length.
      price: 'No tuition',
      priceNote: `${highSchool.weeks} weeks, service hours earned`,
      path: '/vibe-coding-for-high-schooler',
      buttonLabel: 'Explore the Lab',
    },
    // Each card shows one of its students' projects (the lab's, for a neighborhood bike shop).
    work: { middleSchool: clubFigure, highSchool: bookingFigure },
  },
  hybrid: {
    heading: 'Hybrid learning',
    lead: 'The best of the classroom and of learning at home.',
    items: [
      {
        title: 'In person, in small groups',
        text: `Classes at our campuses in ${areas}, with ${studentsPerMentor}.`,
      },
      {
        title: 'Online between classes',
        // Through what, on whose account (a parent asked): the parent's email, so a parent sees every answer.
        text: `The AI tools work the same from home. Between sessions, a student’s question reaches the mentor through a parent’s email, and the mentor answers ${replyWithin}.`,
      },
      {
        title: 'Keep building at home',
        text: 'Every student builds working demo projects and a portfolio page, and takes home a resource kit to keep building after the course.',
      },
    ],
    // Keep building at home: a reading log kept every day.
  },
  projects: {
    heading: 'What students build',
    lead: 'Three sample projects from our labs.',
    items: [
      {
        title: 'Multiplayer trivia game',
        builtIn: kids.name,
        text: 'A trivia game friends play together, with a live scoreboard and questions the student wrote.',
      },
      {
        title: 'Pet care tracker',
        builtIn: kids.name,
        text: 'Reminders for feeding, walks and vet visits that the whole family shares.',
      },
      {
        title: 'Order-ahead page for a bakery',
        builtIn: highSchool.name,
        text: 'A high-school team built a neighborhood bakery a page for ordering ahead, and the hours counted as service hours.',
      },
    ],
    // Beside the list, its third project: the bakery's order-ahead page (the two beginner apps are the kids page's).
  },
  mentors: {
    heading: 'Learn from people who build software',
    lead: `Mentors from large tech companies teach in small groups of ${classSize.range} students.`,
    leadRole: `${instructor.title}, ${instructor.studentsTaught}+ students taught`,
    all: { label: 'Meet our instructor and mentors', href: '/about/instructors' },
  },
  testimonials: {
    heading: 'What parents say',
    lead: 'Families on what their children built and how they felt about it.',
  },
  actions: {
    heading: 'Ready when your student is',
    text: 'Register for a program, or read the answers parents ask first.',
    register: { label: 'Register Now', href: '/enroll' },
    faq: { label: 'View FAQ', href: '/faq' },
  },
};
