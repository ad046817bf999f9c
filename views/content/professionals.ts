import type { CallToActionCopy } from '../components/CallToAction.tsx';
import type { Feature } from '../components/FeatureGrid.tsx';
import type { Step } from '../components/StepList.tsx';
import type { NavLink } from './navigation.ts';
import { professionalsProgram } from './programs.ts';
import { classSize, replyWithin } from './facts.ts';
import { studentProjects } from './student-work.ts';
import type { StudentTestimonial } from './testimonials.ts';

/**
 * /programs/professionals (spec: Professional Power-Up). The price is the program card's
 * ('$899', 'per week (per cohort)'); both buttons go to /contact-us, as the spec says.
 */
export type ProfessionalsContent = {
  overview: {
    heading: string;
    lead: string;
    paragraphs: string[];
    price: string;
    priceNote: string;
    facts: (readonly [string, string])[];
    actions: { apply: NavLink; syllabus: NavLink };
  };
  skills: { heading: string; lead: string; items: Feature[] };
  weeks: { heading: string; lead: string; items: Step[] };
  /** How it fits a working week, beside a graduate's words. */
  format: { heading: string; lead: string; quote: StudentTestimonial; items: Feature[] };
  closing: CallToActionCopy;
};

/** The way in: an application through the contact form (the spec's Apply for Next Cohort). */
// The contact form opens on the subject each button is about.
const apply: NavLink = { label: 'Apply for Next Cohort', href: '/contact-us?subject=enrollment' };

export const professionals: ProfessionalsContent = {
  overview: {
    heading: 'Twelve weeks, built around your job',
    lead: 'Learn to build software the way it is built now: by directing AI tools, then reviewing, testing and shipping what they write.',
    paragraphs: [
      'Professional Power-Up is a 12-week program for working professionals who want to build and ship software with AI. You learn full-stack development, cloud technologies and DevOps practices, and how job functions change in Software 3.0.',
      'Classes run on evenings and weekends, so you keep your job while you learn. You work in a small group with a mentor from the tech industry, and learn 3x faster than with traditional coding education. Career support is part of the program.',
    ],
    price: professionalsProgram.price,
    priceNote: professionalsProgram.priceNote,
    facts: [
      ['Length', '12 weeks'],
      ['Classes', 'Evenings and weekends'],
      ['Class size', `At most ${classSize.max} per instructor`],
      ['Career support', 'Included'],
      // No cohort is on the calendar here (kids cohorts are): when the next one starts is an answer to the application.
      ['Next cohort', `Its dates come with our reply to your application, ${replyWithin}`],
    ],
    actions: {
      apply,
      syllabus: { label: 'Download Syllabus', href: '/contact-us?subject=programs&about=syllabus' },
    },
  },
  skills: {
    heading: 'What you will learn',
    lead: 'Four skill sets, practiced on projects you build and ship yourself.',
    items: [
      {
        title: 'Full-stack development',
        text: 'Front ends, back ends and databases, built with AI assistants and reviewed as production code is.',
      },
      {
        title: 'Cloud technologies',
        text: 'Host, store and scale your apps on cloud platforms, from managed databases to serverless functions.',
      },
      {
        title: 'DevOps practices',
        text: 'Version control, automated tests, continuous integration and deployment, and monitoring, so your software keeps working.',
      },
      {
        title: 'Job functions in Software 3.0',
        text: 'How product, engineering and operations roles change when AI writes much of the code, and where you fit in.',
      },
    ],
  },
  weeks: {
    heading: 'How the 12 weeks run',
    lead: 'Three four-week blocks, each ending with something you have shipped.',
    items: [
      {
        marker: 'Weeks 1-4',
        title: 'Build full-stack apps with AI',
        text: 'Describe features to an AI assistant, read and test what it writes, and put together a working app with a database behind it.',
      },
      {
        marker: 'Weeks 5-8',
        title: 'Ship to the cloud, the DevOps way',
        text: 'Deploy your app to the cloud with version control, automated tests, a delivery pipeline and monitoring.',
      },
      {
        marker: 'Weeks 9-12',
        title: 'Capstone and career support',
        text: 'Build a project from your own field, present it to the cohort, and plan your next career step with our career support.',
      },
    ],
  },
  format: {
    heading: 'Made for working professionals',
    lead: 'The program fits around a full-time job.',
    // The maker of the header's Ticket Triage, in her own words (the same name as its caption).
    quote: {
      kind: 'student',
      name: studentProjects.triage.maker,
      role: 'Professional Power-Up graduate',
      content:
        'I am not an engineer. Twelve weeks later our support team starts each morning in a tool I built: it sorts the inbox and drafts a first reply, and I check what it wrote before anything goes out.',
      rating: 5,
      achievement: `Built ${studentProjects.triage.name} for her support team`,
    },
    items: [
      {
        title: 'Evening and weekend classes',
        text: `Classes on weekday evenings and on weekends, in small groups of at most ${classSize.max} students per instructor.`,
      },
      {
        title: 'Career support',
        text: 'Help turning what you build into a portfolio, and into the next step in your career.',
      },
      {
        title: '3x faster learning',
        text: 'Building with AI tools from day one, you learn 3x faster than with traditional coding education.',
      },
    ],
  },
  closing: {
    heading: 'Build your first AI product in twelve weeks',
    text: 'Apply for the next cohort, or ask us how the evenings and weekends fit around your job.',
    // The page's own way in, not Enroll Now: /enroll is the kids' application.
    primary: apply,
  },
};
