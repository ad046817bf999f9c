import type { Feature } from '../components/FeatureGrid.tsx';
import type { Step } from '../components/StepList.tsx';
import type { NavLink } from './navigation.ts';
import { replyWithin } from './facts.ts';
import { site } from './site.ts';
import { programFacts } from './programs.ts';
import { bakeryFigure, type WorkFigureContent } from './student-work.ts';

/** /vibe-coding-for-high-schooler: the High-school Social Impact Lab (spec section 1). */
export type HighSchoolContent = {
  overview: { heading: string; lead: string; items: Feature[] };
  /** The four steps beside what one team delivered (the page's one picture). */
  howItWorks: { heading: string; lead: string; items: Step[]; work: WorkFigureContent };
  audience: {
    heading: string;
    lead: string;
    items: Feature[];
    requirement: string;
    /** How to join: the lab has no dated cohorts to pay for online, and /enroll offers no lab. */
    join: string;
    actions: { join: NavLink; programs: NavLink };
  };
};

export const highSchool: HighSchoolContent = {
  overview: {
    heading: 'Code that helps your community',
    lead: 'Your first software project can make a difference: small teams of high schoolers build what a local business actually needs.',
    items: [
      {
        title: 'Real clients',
        text: 'Your team works with a local business on software it will actually use, not a made-up exercise.',
      },
      {
        title: 'Counts as service hours',
        text: 'The time you spend in the lab counts as service hours, so helping your community and learning to code go together.',
      },
      {
        title: 'Real AI tools, real mentors',
        text: 'You build with the AI tools professionals use, in a small group with a mentor from the tech industry.',
      },
    ],
  },
  howItWorks: {
    heading: 'How it works',
    lead: 'From a local business’s problem to software it uses, in four steps.',
    work: bakeryFigure,
    items: [
      {
        title: 'Meet your business',
        text: 'Your team is paired with a local business and finds out what slows it down or what its customers need.',
      },
      {
        title: 'Plan the product',
        text: 'Together you agree who will use it, what it must do and what finished looks like.',
      },
      {
        title: 'Build with AI',
        text: 'You describe each feature to an AI assistant, test what it writes and improve it, with your mentor reviewing along the way.',
      },
      {
        title: 'Deliver and present',
        text: 'You hand over working software, present it to the business, and your hours count as service hours.',
      },
    ],
  },
  audience: {
    heading: 'Who it is for',
    lead: 'High schoolers who want their first software project to matter.',
    items: [
      {
        title: 'High school students',
        text: 'Teens in grades 9-12 who want to build something real for people outside the classroom.',
      },
      {
        title: 'Beginners welcome',
        text: 'No coding experience is needed: you learn to describe, test and improve software with AI tools.',
      },
      {
        title: 'Students who need service hours',
        text: 'The lab counts as service hours, so the time you spend building also serves your community.',
      },
      {
        title: 'Future founders',
        text: 'Teens curious about startups and tech careers get to work like a product team with a real client.',
      },
    ],
    // Its length and cost in the page's own words too: the header's panel is left out on a phone.
    requirement: `The Lab runs ${programFacts.highSchool.weeks} weeks, ${programFacts.highSchool.rhythm}, in person at both campuses, in ${site.campuses.map((campus) => campus.area).join(' and ')}. ${programFacts.highSchool.cost}. Bring a charged laptop, and we set up the tools together.`,
    join: `To join the next Lab, tell us your teen’s grade and nearest campus: we reply ${replyWithin} with its dates.`,
    actions: {
      join: { label: 'Ask to Join the Next Lab', href: '/contact' },
      programs: { label: 'View All Programs', href: '/programs' },
    },
  },
};
