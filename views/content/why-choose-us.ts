import { classSize, studentsPerMentor } from './facts.ts';

/** The six reasons of the spec (section 1), in its order: each page says them to its own reader. */
export const whyChooseTitles = [
  'Hands-on learning',
  'Small classes',
  'Project portfolio',
  'Fast-track learning',
  'Supportive community',
  'Real AI tools',
] as const;

type Reasons = { title: (typeof whyChooseTitles)[number]; text: string }[];

/**
 * The six reasons on the home page (for every visitor), the kids page (what a child does)
 * and the Parents Hub (what a parent sees): the same points, never the same words twice.
 */
export const whyChooseUs: Reasons = [
  { title: 'Hands-on learning', text: 'Every session ends with something that runs.' },
  { title: 'Small classes', text: `Groups of ${studentsPerMentor}, never more than ${classSize.max}.` },
  { title: 'Project portfolio', text: 'Students leave with a portfolio of working apps.' },
  { title: 'Fast-track learning', text: 'Learn 3x faster than traditional coding education.' },
  { title: 'Supportive community', text: 'Mentors, classmates and families who cheer each other on.' },
  { title: 'Real AI tools', text: 'The same AI tools professionals use every day.' },
];

export const whyChooseKids: Reasons = [
  { title: 'Hands-on learning', text: 'Kids build from the first class: a quiz, a game, a tracker that runs.' },
  { title: 'Small classes', text: `Never more than ${classSize.max} at a table, so help comes in minutes.` },
  { title: 'Project portfolio', text: 'Five working apps by the end of the beginner level, on a page to show.' },
  { title: 'Fast-track learning', text: 'With the AI doing the typing, time goes to ideas, testing and fixing.' },
  { title: 'Supportive community', text: 'Show-and-tell every week, and a demo day for the families at the last class.' },
  { title: 'Real AI tools', text: 'The tools professionals use, with safety habits from the first prompt.' },
];

export const whyParentsChoose: Reasons = [
  { title: 'Hands-on learning', text: 'Your child comes home with something that works, and wants to show you.' },
  { title: 'Small classes', text: 'A mentor who knows your child’s project, not a lecture hall.' },
  // As the levels' deliverables say it (a live link and a write-up were promised here, and are the intermediate level's).
  {
    title: 'Project portfolio',
    text: 'Every app on a portfolio page your child made, to show at school or for a summer program.',
  },
  { title: 'Fast-track learning', text: 'Quick results keep a child motivated from one week to the next.' },
  { title: 'Supportive community', text: 'Families are welcome at pick-up demos, and at demo day, the last class.' },
  { title: 'Real AI tools', text: 'The AI tools professionals use, on accounts in your name: you hold the passwords.' },
];
