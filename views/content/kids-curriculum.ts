import type { CourseLevel } from '../../domain/courses.ts';
import { programFacts } from './programs.ts';
import { classAccounts, classSize, studentsPerMentor, summerAccountsTotal, weekendAccountsTotal } from './facts.ts';

/** What each level of the kids program covers (shown above its cohort cards). */
export type LevelCurriculum = {
  level: CourseLevel;
  label: string;
  tagline: string;
  hours: string;
  /** Which child it suits, so a parent can pick a level: by experience, not age. */
  rightFor: string;
  /** Used only when the level has no courses to take a price from. */
  defaultPrice: number;
  outcome: string;
  whatTheyLearn: string[];
  deliverables: string[];
  sampleProjects: string[];
};

/**
 * The resource kit every student takes home (spec, FAQ: 'take-home ... resource kit'), said
 * with what is in it where a parent asks what their child takes home (a parent asked what the kit was).
 */
export const resourceKit =
  'a resource kit (starter templates for new apps, a guide to asking the AI well, and a list of free tools)';

/** The kit as each level's last deliverable: every student takes one home, whatever the level. */
const resourceKitDeliverable = 'A resource kit to keep building at home';

export const kidsCurriculum: Record<CourseLevel, LevelCurriculum> = {
  beginner: {
    level: 'beginner',
    label: 'Beginner',
    tagline: 'From idea to first working app',
    hours: '20 hours of coaching',
    rightFor: 'a first course; no coding experience needed',
    defaultPrice: 675,
    outcome: 'Your child turns their own ideas into working web apps and games, and can explain how they work.',
    whatTheyLearn: [
      'Describing an idea clearly to an AI coding assistant',
      'Reading, running and testing the code the AI writes',
      'Pages, buttons, inputs and simple game logic',
      'Debugging by conversation: asking better follow-up prompts',
    ],
    // The homepage is one of the five (the beginner post's plan, Nina's page): never counted as a sixth.
    deliverables: [
      '5 fully functional apps',
      'A portfolio homepage, one of the five',
      'A demo-day presentation for families',
      resourceKitDeliverable,
    ],
    sampleProjects: ['Quiz game', 'Pet care tracker', 'Birthday card generator', 'Personal homepage'],
  },
  intermediate: {
    level: 'intermediate',
    label: 'Intermediate',
    tagline: 'Apps with data, accounts and APIs',
    hours: '20 hours of coaching',
    rightFor: 'after Beginner, or a few projects of their own (Scratch counts)',
    defaultPrice: 775,
    outcome: 'Students build apps that remember things, talk to online services and can be shared with friends.',
    whatTheyLearn: [
      'Saving and loading data',
      'Calling public APIs (weather, maps, trivia)',
      'Breaking a bigger app into parts',
      'Reviewing AI suggestions for mistakes and safety',
    ],
    deliverables: [
      '3 multi-page apps with saved data',
      'A published project link',
      'A short technical write-up',
      resourceKitDeliverable,
    ],
    sampleProjects: ['Weather dashboard', 'Habit tracker', 'Class trivia league'],
  },
  advanced: {
    level: 'advanced',
    label: 'Advanced',
    tagline: 'Ship a real product like a startup team',
    hours: '30 hours of project studio',
    rightFor: 'after Intermediate, or an app of their own that saves data',
    defaultPrice: 875,
    outcome: 'Teams plan, build and launch a product with real users, and present it like founders.',
    whatTheyLearn: [
      'Planning a product: users, features, milestones',
      'Team workflows with version control',
      'Testing with real users and iterating',
      'Pitching and presenting a launched product',
    ],
    deliverables: ['A launched team product', 'A pitch deck and live demo', 'A portfolio case study', resourceKitDeliverable],
    sampleProjects: ['Homework planner for a local school', 'Neighborhood lost-and-found', 'Club event sign-up app'],
  },
};

export const kidsBadges = ['Mentors from large tech companies', 'Real AI tools', '3 skill levels'];

/**
 * A beginner or intermediate class at the lab, part by part: the same rhythm every week.
 * Its length is those levels' weekend class (2.5 hours, Saturdays in the South Bay and
 * Sundays in the East Bay; tests/api/student-work.test.ts checks it against the cohorts). The advanced studio runs longer, as a team's day.
 */
export const labDay = {
  heading: 'A weekend class at the lab',
  lead: 'Weekend classes for beginners and intermediates keep the same rhythm every week, so students spend their time building.',
  levels: ['beginner', 'intermediate'] as CourseLevel[],
  steps: [
    { minutes: 15, title: 'Warm-up', text: 'Show what you built at home and pick today’s feature.' },
    { minutes: 60, title: 'Build sprint', text: 'Describe it to the AI, run it, test it, fix it, with a mentor at the table.' },
    { minutes: 15, title: 'Break', text: 'A snack and a stretch away from the screen.' },
    {
      minutes: 45,
      title: 'Pair review',
      text: 'Swap laptops: try a classmate’s app and ask the AI to explain one part of yours.',
    },
    { minutes: 15, title: 'Show and tell', text: 'Two-minute demos; families are welcome at pick-up.' },
  ],
};

/** What a student brings to class (the result page and the receipt say it too, word for word). */
export const whatToBring = {
  label: 'What to bring',
  value: 'A charged laptop; we install the free tools together at the first class',
};

/** Who may take a student home, and when the doors open (the result page says it too, word for word). */
export const dropOff = {
  label: 'Drop-off and pick-up',
  value:
    'Doors open 15 minutes before class; a parent signs the student out, or an adult you name to the mentor at the first class',
};

/** The kids program at a glance ('Program details'). */
export const programDetails = [
  { label: 'Ages', value: programFacts.kids.ages },
  { label: 'Levels', value: 'Beginner, intermediate, advanced: by experience, not by age' },
  { label: 'Coaching', value: '20 hours per level; 30 in the advanced studio' },
  // As the sample cohorts meet (a test reads their schedules against it).
  { label: 'When', value: 'One weekend class a week in the school year; two weeks of weekdays in summer' },
  { label: 'Class size', value: `${studentsPerMentor} (maximum ${classSize.max})` },
  { label: 'Campuses', value: 'South Bay (Cupertino) and East Bay (Fremont)' },
  whatToBring,
  dropOff,
  {
    label: 'Beyond tuition',
    // With the total, as the FAQ adds it up (a parent found it only there).
    value: `A coding-platform plan (${classAccounts.platformPlan}) and AI credits (${classAccounts.aiCredits}): ${weekendAccountsTotal} for a weekend cohort, ${summerAccountsTotal} in summer`,
  },
];
