import type { CourseLevel } from '../../domain/courses.ts';
import { keepTogether } from '../format.ts';
import { programFacts } from './programs.ts';
import { mentors } from './instructor.ts';

/**
 * What students build, once: the projects the site's imagery shows (the home hero, From
 * the Classroom, the kids and professionals pages, the blog covers). Each is drawn as its
 * own screen (views/components/StudentWork.tsx); the makers are sample first names and
 * ages, the same students as the testimonials where they meet (Maya's pet tracker, Aiden's
 * trivia game, Leo's club app). A kids project is one of its level's sample projects
 * (tests/api/facts-agree.test.ts checks it), so the pictures and the curriculum agree.
 */
export type StudentProject = {
  id: 'quiz' | 'pets' | 'cards' | 'weather' | 'reading' | 'trivia' | 'club' | 'lostFound' | 'booking' | 'triage';
  name: string;
  /** Who built it, as a caption names them. */
  maker: string;
  /** The kids level, the high-school lab, or the professionals' program. */
  program: CourseLevel | 'lab' | 'professionals';
  /** For a kids project: the curriculum's sample project it is an instance of. */
  sampleProject?: string;
  /** One line: what it does, for captions and alternative text. */
  summary: string;
};

export const studentProjects = {
  quiz: {
    id: 'quiz',
    name: 'Planet Quiz',
    maker: 'Nina, 12',
    program: 'beginner',
    sampleProject: 'Quiz game',
    summary: 'a space quiz that keeps score and glows green on the right answer',
  },
  pets: {
    id: 'pets',
    name: 'Mochi’s Day',
    maker: 'Maya, 10',
    program: 'beginner',
    sampleProject: 'Pet care tracker',
    summary: 'a checklist for the family dog: meals, walks and vitamins, with a week of walks as a chart',
  },
  cards: {
    id: 'cards',
    name: 'Card Maker',
    maker: 'Ava, 9',
    program: 'beginner',
    sampleProject: 'Birthday card generator',
    summary: 'a birthday card for any name and age, in the color she picks, with a cake and candles',
  },
  weather: {
    id: 'weather',
    name: 'Backyard Weather',
    maker: 'Ravi, 13',
    program: 'intermediate',
    sampleProject: 'Weather dashboard',
    summary: 'a science-fair dashboard of a week of backyard temperature and rain, with the forecast from a public API',
  },
  reading: {
    id: 'reading',
    name: 'Page Turners',
    maker: 'Hana, 11',
    program: 'intermediate',
    sampleProject: 'Habit tracker',
    summary: 'a reading log for her book club: the book she is on, a month of reading days and a 12-day streak',
  },
  trivia: {
    id: 'trivia',
    name: 'Trivia League',
    maker: 'Aiden, 13',
    program: 'intermediate',
    sampleProject: 'Class trivia league',
    summary: 'a multiplayer trivia game his friends play in teams, with a timer and a live leaderboard',
  },
  club: {
    id: 'club',
    name: 'Club Sign-Up',
    maker: 'Leo, 14',
    program: 'advanced',
    sampleProject: 'Club event sign-up app',
    summary: 'sign-ups for a school robotics club’s events, with the spots left and a waitlist, and the list the club lead sees',
  },
  lostFound: {
    id: 'lostFound',
    name: 'Maple Street Lost & Found',
    maker: 'Iris, 13',
    program: 'advanced',
    sampleProject: 'Neighborhood lost-and-found',
    summary:
      'a lost-and-found board for her street: a lost cat, keys and a bike, each marked lost or found, with a neighbor checking every post',
  },
  booking: {
    id: 'booking',
    name: 'Wheelhouse Bookings',
    maker: 'Sofia, 16',
    program: 'lab',
    summary: 'a neighborhood bike shop’s booking page: pick a repair, then a free time in the week',
  },
  triage: {
    id: 'triage',
    name: 'Ticket Triage',
    maker: 'Dana, support lead',
    program: 'professionals',
    summary: 'an inbox that labels and sorts support emails with AI and drafts a first reply',
  },
} as const satisfies Record<StudentProject['id'], StudentProject>;

/** The drawings views/components/StudentWork.tsx makes from these projects. */
export type SceneId =
  | 'hero'
  | 'levels'
  | 'card-studio'
  | 'dashboard'
  | 'demo-day'
  | 'reading'
  | 'club'
  | 'booking'
  | 'bakery'
  | 'triage'
  | 'safety'
  | 'portfolio'
  | 'kids-card'
  | 'pros-card'
  | 'beginner-plan'
  | 'habits'
  | 'quiz-phone';

/** A drawing as a page places it: which one, its name for screen readers, and its caption. */
export type WorkFigureContent = { scene: SceneId; label: string; caption: string };

/** Which drawing each sample blog post's cover shows (scripts/blog-covers.tsx draws them). */
export const sampleCoverScenes: Record<string, SceneId> = {
  'what-is-vibe-coding': 'card-studio',
  // Their own drawings: the home page shows the showcase wall and the safety studio.
  'five-apps-in-twenty-hours': 'beginner-plan',
  'ai-safety-for-young-coders': 'habits',
};

/**
 * The beginner level's plan, as the "Five Apps in Twenty Hours" post lays it out: a cohort's
 * board with each project ticked off (that post's cover).
 */
export const beginnerPlan = {
  title: 'Beginner cohort plan',
  summary: '20 hours of coaching · five apps',
  projects: [
    { weeks: 'Week 1', summerMornings: '1', project: 'Quiz game', skill: 'Prompts, state and logic', motif: 'planet' },
    { weeks: 'Week 2', summerMornings: '2', project: 'Personal homepage', skill: 'Layout and style', motif: 'page' },
    { weeks: 'Weeks 3-4', summerMornings: '3-5', project: 'Birthday card generator', skill: 'Inputs and output', motif: 'cake' },
    { weeks: 'Weeks 5-6', summerMornings: '6-7', project: 'Pet care tracker', skill: 'Saving data', motif: 'paw' },
    { weeks: 'Weeks 7-8', summerMornings: '8-10', project: 'Demo-day app', skill: 'Putting it together', motif: 'star' },
  ],
} as const satisfies {
  title: string;
  summary: string;
  /** A weekend cohort's weeks and, as the post's table gives them, a summer cohort's mornings. */
  projects: readonly { weeks: string; summerMornings: string; project: string; skill: string; motif: MotifId }[];
};

/** The three habits the AI-safety post teaches, as the class's poster shows them (that post's cover). */
export const safetyHabits = {
  title: 'Our three habits with AI',
  note: 'From the first class, at every table',
  habits: [
    { icon: 'check', title: 'Check the output', lines: ['Try a wrong answer', 'on purpose'] },
    { icon: 'lock', title: 'Keep data out', lines: ['No real names, photos', 'or addresses'] },
    { icon: 'person', title: 'Ask a human', lines: ['A mentor looks before', 'you share it'] },
  ],
} as const satisfies {
  title: string;
  note: string;
  habits: readonly { icon: 'check' | 'lock' | 'person'; title: string; lines: readonly [string, string] }[];
};

/**
 * The showcase night's wall: projects from every level and both campuses (each cohort's own
 * demo day comes first), as the big screen shows them.
 */
/** The small pictures on a project's card (views/components/StudentWork.tsx draws them). */
export type MotifId = 'planet' | 'paw' | 'chart' | 'star' | 'cake' | 'check' | 'page';

export const demoDayWall: { name: string; maker: string; motif: MotifId }[] = [
  { name: studentProjects.quiz.name, maker: studentProjects.quiz.maker, motif: 'planet' },
  { name: studentProjects.pets.name, maker: studentProjects.pets.maker, motif: 'paw' },
  { name: studentProjects.weather.name, maker: studentProjects.weather.maker, motif: 'chart' },
  { name: studentProjects.trivia.name, maker: studentProjects.trivia.maker, motif: 'star' },
  { name: studentProjects.cards.name, maker: studentProjects.cards.maker, motif: 'cake' },
  { name: studentProjects.club.name, maker: studentProjects.club.maker, motif: 'check' },
];

/**
 * Nina's project page after the beginner level (the Parents Hub's "Project portfolio"):
 * each app she built, what it does in her words, and the note of the mentor who led her
 * table (a beginner mentor, instructor.ts). Each app is one of the level's sample projects.
 */
export const beginnerPortfolio = {
  maker: studentProjects.quiz.maker,
  mentor: mentors.find((mentor) => mentor.level === 'beginner')!,
  /** The level's five apps (its outcome), each an instance of one of its sample projects. */
  apps: [
    {
      name: studentProjects.quiz.name,
      sampleProject: 'Quiz game',
      motif: 'planet',
      about: 'Ten space questions that keep score',
    },
    { name: 'Spelling Bee', sampleProject: 'Quiz game', motif: 'star', about: 'Word practice for her little brother' },
    {
      name: 'Grandpa’s Card',
      sampleProject: 'Birthday card generator',
      motif: 'cake',
      about: 'A birthday card for any name and age',
    },
    { name: 'Goldie’s Tank', sampleProject: 'Pet care tracker', motif: 'check', about: 'Feeding and water days for our fish' },
    { name: 'About Nina', sampleProject: 'Personal homepage', motif: 'page', about: 'My homepage: my art, books and apps' },
  ],
  /** The note, a line at a time as her page shows it. */
  note: [
    '“Nina tested every',
    'answer before she',
    'shipped Planet Quiz,',
    'then showed the',
    'families at demo day',
    'how each part works.”',
  ],
} as const satisfies {
  apps: readonly { name: string; sampleProject: string; motif: MotifId; about: string }[];
} & Record<string, unknown>;

/**
 * A caption naming the project, its maker and level, e.g. for From the Classroom, with
 * 'Sign-Up' and 'High-school' kept whole at the end of a line.
 */
export function projectCredit(project: StudentProject): string {
  const where =
    project.program === 'professionals'
      ? 'Professional Power-Up'
      : project.program === 'lab'
        ? `the ${programFacts.highSchool.name}`
        : `the ${project.program} level`;
  return keepTogether(`${project.name}, built by ${project.maker}, in ${where}`);
}

const { quiz, cards, reading, trivia, club, lostFound, booking } = studentProjects;

/*
 * The drawings pages place in more than one spot, named and captioned once. Outside the
 * home page a drawing stands on two public pages at most, and never on two pages of one
 * hub (tests/api/student-work.test.ts).
 */

/** One app from each kids level, on three phones. */
const levelApps = [cards, trivia, club] as const;
export const levelAppsFigure = {
  scene: 'levels',
  label: `Three phones, one app from each level: ${levelApps.map((app) => `${app.name}, ${app.summary}, built by ${app.maker} in the ${app.program} level`).join('; ')}`,
  caption: `From each level: ${levelApps.map((app) => `${app.name} (${app.maker}, ${app.program})`).join(', ')}`,
} as const satisfies WorkFigureContent;

/** Beside the home page's featured story (a daughter's first-day quiz game): a beginner's quiz game. */
export const featuredStoryFigure = {
  scene: 'quiz-phone',
  label: `A phone showing ${quiz.name}, ${quiz.summary}`,
  caption: projectCredit(quiz),
} as const satisfies WorkFigureContent;

/** The studio keeping a classmate's real name and photo out of Planet Quiz, beside the student's checklist. */
export const safetyFigure = {
  scene: 'safety',
  label: `A laptop showing a student's studio: she asks the AI assistant to put a classmate's real name and photo on ${quiz.name}'s high-score board, and it keeps them out; beside it her checklist before sharing`,
  caption: 'Safety habits in class: real names and photos stay out, and a mentor looks before anything is shared',
} as const satisfies WorkFigureContent;

/** Nina's project page, with her mentor's note. */
export const portfolioFigure = {
  scene: 'portfolio',
  label: `A laptop showing ${beginnerPortfolio.maker.split(',')[0]}'s project page after the beginner level: her ${beginnerPortfolio.apps.length} apps, ${beginnerPortfolio.apps.map((app) => `${app.name} (${app.about.toLowerCase()})`).join(', ')}, each with a link to open it, and a note from her mentor ${beginnerPortfolio.mentor.name}: ${beginnerPortfolio.note.join(' ')}`,
  caption: `${beginnerPortfolio.maker.split(',')[0]}’s project page after the beginner level: her ${beginnerPortfolio.apps.length} apps, each live, and her mentor’s note`,
} as const satisfies WorkFigureContent;

/** The showcase night's wall: projects from every cohort on the big screen. */
export const demoDayFigure = {
  scene: 'demo-day',
  label: `The showcase night's wall on a big screen, projects from every cohort: ${demoDayWall.map((project) => `${project.name} by ${project.maker}`).join(', ')}`,
  caption: 'Showcase night: students from every cohort present a working product to the families',
} as const satisfies WorkFigureContent;

/** The Social Impact Lab's bakery: its order-ahead page on a phone, the shop's orders on a laptop. */
export const bakeryFigure = {
  scene: 'bakery',
  label:
    'A phone showing a neighborhood bakery’s order-ahead page (sourdough, morning buns, seeded rye), and a laptop with the shop’s list of orders',
  caption: `An order-ahead page a team built for a neighborhood bakery, in the ${programFacts.highSchool.name}`,
} as const satisfies WorkFigureContent;

/** Backyard Weather on a laptop: an intermediate student's science-fair dashboard. */
export const weatherFigure = {
  scene: 'dashboard',
  label: `A laptop showing ${studentProjects.weather.name}, ${studentProjects.weather.summary}`,
  caption: `${projectCredit(studentProjects.weather)}, for the school science fair`,
} as const satisfies WorkFigureContent;

/** Page Turners on a tablet. */
export const readingFigure = {
  scene: 'reading',
  label: `A tablet showing ${reading.name}, ${reading.summary}`,
  caption: `${projectCredit(reading)}, for her book club`,
} as const satisfies WorkFigureContent;

/** Club Sign-Up: the member's phone in front of the club lead's laptop. */
export const clubFigure = {
  scene: 'club',
  label: `A phone and a laptop showing ${club.name}, ${club.summary}`,
  caption: `${projectCredit(club)}, for his school’s robotics club`,
} as const satisfies WorkFigureContent;

/** Wheelhouse Bookings on a laptop. */
export const bookingFigure = {
  scene: 'booking',
  label: `A laptop showing ${booking.name}, ${booking.summary}`,
  caption: `${projectCredit(booking)}, for a neighborhood bike shop`,
} as const satisfies WorkFigureContent;

/** The program cards' pictures (home and /programs): what a student of each program builds, named for screen readers. */
export const programCardArt = {
  kids: {
    scene: 'kids-card',
    label: `A tablet showing ${lostFound.name}, ${lostFound.summary}, built by ${lostFound.maker} in the ${lostFound.program} level`,
  },
  professionals: {
    scene: 'pros-card',
    label: `A laptop showing ${studentProjects.triage.name}, ${studentProjects.triage.summary}, built by ${studentProjects.triage.maker}`,
  },
} as const satisfies Record<string, { scene: SceneId; label: string }>;
