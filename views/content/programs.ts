import type { LinkCard } from '../components/LinkCards.tsx';
import { studentsPerMentor } from './facts.ts';
import { earlyBirdEnds, type EarlyBirdRule } from '../../domain/pricing.ts';
import { describeDates } from '../../domain/schedule.ts';

/**
 * Each program's name, ages and price, once: the program cards below, the program pages,
 * the campus pages and /start-your-journey all read them (tests/api/facts-agree.test.ts).
 * A program is named as the page its links land on is headed; the middle-school links of
 * the spec land on Kids Vibe Coding.
 */
export const programFacts = {
  kids: { name: 'Kids Vibe Coding', ages: '8-14', price: '$675-$875', priceNote: 'per cohort' },
  /**
   * The lab runs as a term, not dated cohorts (families ask to join): its length, its rhythm
   * and its cost, as the lab's page, /programs and its card say them.
   */
  highSchool: {
    name: 'High-school Social Impact Lab',
    grades: '9-12',
    weeks: 10,
    rhythm: 'one weekday evening a week, 2 hours, and a demo night',
    cost: 'No tuition: the foundation funds the Lab',
  },
  /** The spec's monthly plan (/parents/scholarships-and-pricing and the wizard). */
  middleSchool: { name: 'Middle School Program', ages: '11-14' },
  /** The spec's summer plan (/parents/scholarships-and-pricing and the wizard). */
  summerCamp: { name: 'Summer Camp' },
  professionals: {
    name: 'Vibe Coding for Professionals',
    cardName: 'Professional Power-Up',
    weeks: 12,
    price: '$899',
    priceNote: 'per week (per cohort)',
  },
} as const;

const { kids, highSchool, professionals } = programFacts;

/**
 * The AI workshop the banner and the home page's promo card announce (spec: launching,
 * 8 weeks, starts Feb 1st, linked to /programs): /programs says it too, so the link does
 * not land on a page that never mentions it.
 */
const workshop = {
  name: 'AI Workshop',
  weeks: 8,
  starts: 'Feb 1st',
  startsOn: 'February 1, 2027',
  /** Who it is for and when it meets: a parent could not tell a teens' workshop from an adults'. */
  audience: 'teens 13 and up and adults',
  rhythm: 'one weeknight evening a week, at either campus',
} as const;
export const aiWorkshop = {
  ...workshop,
  /** /programs' row gives the whole date: 'Feb 1st' alone read as a date of no year. */
  text: `A new ${workshop.weeks}-week workshop on building with AI tools, for ${workshop.audience}: ${workshop.rhythm}, starting ${workshop.startsOn}.`,
  /** What an interested parent can do now: the contact form, on its Programs subject. */
  link: { label: 'Ask About the Workshop', href: '/contact?subject=programs' },
} as const;

/**
 * The high-school lab, as the campus pages list it and /programs names it beneath its two
 * cards: one sentence, so the lab a campus page offers is never missing from the programs.
 */
export const highSchoolLink: LinkCard = {
  title: highSchool.name,
  text: `Teens in grades ${highSchool.grades} build real software for local businesses over ${highSchool.weeks} weeks, with no tuition, and the hours count as service hours.`,
  href: '/vibe-coding-for-high-schooler',
  linkLabel: 'Explore the Lab',
};

/** The two program cards (home and /programs). Prices as the spec gives them. */
export type ProgramCard = {
  /** Which drawing the card shows (views/components/ProgramArt.tsx) and its heading's id. */
  id: 'kids' | 'professionals' | 'high-school';
  title: string;
  subtitle: string;
  description: string;
  features: string[];
  price: string;
  priceNote: string;
  path: string;
  buttonLabel: string;
};

export const kidsProgram: ProgramCard = {
  id: 'kids',
  title: kids.name,
  subtitle: `Ages ${kids.ages}`,
  description:
    'Three levels (beginner, intermediate, advanced) with mentors from large tech companies and the real AI tools professionals use.',
  features: [
    '20 hours of coaching a level (beginner and intermediate)',
    `Small groups: ${studentsPerMentor}`,
    '5 fully functional apps in the beginner level',
  ],
  price: kids.price,
  priceNote: kids.priceNote,
  path: '/kids-vibe-coding',
  buttonLabel: 'Explore Levels',
};

/**
 * Where a parent finds the dated kids' cohorts (their dates, price and seats): the levels
 * section of the kids page. The pricing page's cohorts card and /enroll link there.
 */
export const kidsCohortsLink = { label: 'See Cohorts and Dates', href: `${kidsProgram.path}#levels` } as const;

export const professionalsProgram: ProgramCard = {
  id: 'professionals',
  title: professionals.cardName,
  subtitle: professionals.name,
  description:
    'A 12-week program with evening and weekend classes: full-stack development, cloud technologies, DevOps practices and job functions in Software 3.0.',
  features: ['12 weeks, evenings and weekends', 'Career support', 'Learn 3x faster than traditional coding education'],
  price: professionals.price,
  priceNote: professionals.priceNote,
  path: '/vibe-coding-for-professionals',
  buttonLabel: 'Enroll Now',
};

/**
 * Where the open early bird applies, in one sentence (the application's note and the pricing
 * page say it the same way): booked by its last day, the kids cohorts starting in its window
 * ("Book by January 31 and save 15% on any Kids Vibe Coding cohort that starts between
 * February 1 and May 31, 2027.").
 */
export const earlyBirdSentence = (rule: Pick<EarlyBirdRule, 'percent' | 'endsOn' | 'firstClassFrom' | 'firstClassTo'>) =>
  `Book by ${earlyBirdEnds(rule)} and save ${rule.percent}% on any ${programFacts.kids.name} cohort that starts between ${describeDates({ startDate: rule.firstClassFrom, endDate: rule.firstClassTo }).replace(' - ', ' and ')}.`;
