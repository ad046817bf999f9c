import type { CourseLevel } from '../../domain/courses.ts';

/**
 * What students build, once: the projects the site's imagery shows (the home hero, From
 * the Classroom, the kids and professionals pages, the blog covers). Each is drawn as its
 * own screen (views/components/StudentWork.tsx); the makers are sample first names and
 * ages, the same students as the testimonials where they meet (Maya's pet tracker, Aiden's
 * trivia game, Leo's club app). A kids project is one of its level's sample projects
 * (tests/api/facts-agree.test.ts checks it), so the pictures and the curriculum agree.
 */
export type StudentProject = {
  id: 'quiz' | 'pets' | 'weather' | 'triage';
  name: string;
  /** Who built it, as a caption names them. */
  maker: string;
  /** The kids level, or the professionals' program. */
  program: CourseLevel | 'professionals';
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
    maker: 'Maya, 12',
    program: 'beginner',
    sampleProject: 'Pet care tracker',
    summary: 'a checklist for the family dog: meals, walks and vitamins, with a week of walks as a chart',
  },
  weather: {
    id: 'weather',
    name: 'Backyard Weather',
    maker: 'Ravi, 13',
    program: 'intermediate',
    sampleProject: 'Weather dashboard',
    summary: 'a science-fair dashboard of a week of backyard temperature and rain, with the forecast from a public API',
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
export type SceneId = 'hero' | 'phones' | 'dashboard' | 'demo-day' | 'triage' | 'program-kids' | 'program-lab';

/** The demo-day wall: the spring cohort's projects, as the big screen shows them. */
export const demoDayWall: { name: string; maker: string; motif: 'planet' | 'paw' | 'chart' | 'star' | 'cake' | 'check' }[] = [
  { name: studentProjects.quiz.name, maker: studentProjects.quiz.maker, motif: 'planet' },
  { name: studentProjects.pets.name, maker: studentProjects.pets.maker, motif: 'paw' },
  { name: studentProjects.weather.name, maker: studentProjects.weather.maker, motif: 'chart' },
  { name: 'Trivia League', maker: 'Aiden, 13', motif: 'star' },
  { name: 'Card Maker', maker: 'Ava, 9', motif: 'cake' },
  { name: 'Club Sign-Up', maker: 'Leo, 14', motif: 'check' },
];

/** A caption naming the project, its maker and level, e.g. for From the Classroom. */
export function projectCredit(project: StudentProject): string {
  const where = project.program === 'professionals' ? 'Professional Power-Up' : `the ${project.program} level`;
  return `${project.name}, built by ${project.maker}, in ${where}`;
}
