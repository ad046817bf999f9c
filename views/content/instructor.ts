import type { CourseLevel } from '../../domain/courses.ts';
import type { ImageRef } from './images.ts';
import type { CampusContact } from './site.ts';

/**
 * The one instructor (spec section 1). The figures are the spec's; the name, company
 * and profile link are samples for the foundation to replace.
 */
export type Instructor = {
  name: string;
  title: string;
  /** A real photograph, when the foundation has one to publish; until then a monogram stands in (never a drawn face). */
  photo?: ImageRef;
  background: string;
  company: string;
  expertise: string[];
  yearsExperience: number;
  /** The year they became the foundation's lead instructor (the foundation opened a year before). */
  leadSince: number;
  studentsTaught: number;
  hoursTaught: number;
  linkedIn: string;
  bio: string[];
};

export const instructor: Instructor = {
  name: 'Jordan Lee',
  title: 'Lead Instructor',
  background: 'Product manager at a large Bay Area tech company',
  company: 'a large Bay Area tech company',
  expertise: ['AI Automation', 'Vibe Coding', 'Product Management', 'Teaching'],
  yearsExperience: 5,
  leadSince: 2021,
  studentsTaught: 150,
  hoursTaught: 1500,
  linkedIn: 'https://www.linkedin.com/in/example-instructor',
  bio: [
    'Jordan builds AI products as a product manager at a large tech company and, as our lead instructor since 2021, teaches kids, teens and career changers to do the same.',
    'Classes feel like a product team: students pitch an idea, describe it to an AI assistant, test what it writes, and ship something that works by the end of the day.',
  ],
};

/** The lead instructor's initials wear the brand's violet wherever they stand (his card, the team strip, a post he wrote). */
export const instructorTone = 'violet' as const;

/** The instructor as the copy calls them in a sentence ('Jordan, our lead instructor, ...'). */
export const instructorFirstName = instructor.name.split(' ')[0]!;

/** The figures as shown: '5 years', '150+ students', '1500+ hours'. */
export const instructorFigures = [
  { value: `${instructor.yearsExperience}`, label: 'Years teaching' },
  { value: `${instructor.studentsTaught}+`, label: 'Students taught' },
  { value: `${instructor.hoursTaught}+`, label: 'Hours taught' },
];

/**
 * The mentors who lead a table this season, one campus and one kids level each (every level
 * each campus teaches has one, in the order the levels go). Like the
 * instructor they are samples: names and day jobs for the foundation to replace with its
 * own (and to keep to the people who agreed to be named).
 */
export type Mentor = {
  name: string;
  /** Their day job, as they would say it to a parent at pick-up. */
  work: string;
  campus: CampusContact['id'];
  /** The kids level whose table they lead. */
  level: CourseLevel;
  /** The year they first co-taught a cohort. */
  since: number;
  /** What they help students with most, in a line. */
  note: string;
};

export const mentors: readonly Mentor[] = [
  {
    name: 'Ana Morales',
    work: 'Software engineer at a global payments company',
    campus: 'south-bay',
    level: 'beginner',
    since: 2022,
    note: 'Gets every first-timer to a working app in the first class.',
  },
  {
    name: 'Kenji Watanabe',
    work: 'Product designer at a large consumer-tech company',
    campus: 'south-bay',
    level: 'intermediate',
    since: 2023,
    note: 'Helps students make a screen people understand at a glance.',
  },
  {
    name: 'Sara Haddad',
    work: 'Engineering manager at a maps and search company',
    campus: 'south-bay',
    level: 'advanced',
    since: 2022,
    note: 'Runs the studio like a product team: a plan, a backlog, a launch.',
  },
  {
    name: 'Grace Okafor',
    work: 'Software engineer at a major cloud provider',
    campus: 'east-bay',
    level: 'beginner',
    since: 2025,
    note: 'Teaches students to test what the AI wrote before they trust it.',
  },
  {
    name: 'Daniel Kim',
    work: 'Software engineer at a large game publisher',
    campus: 'east-bay',
    level: 'intermediate',
    since: 2025,
    note: 'Shows students how an app remembers: accounts, saved data, an API.',
  },
  {
    name: 'Tomás Rivera',
    work: 'Data engineer at a large video streaming company',
    campus: 'east-bay',
    level: 'advanced',
    since: 2025,
    note: 'Coaches project-studio teams from their first pitch to demo day.',
  },
];

/**
 * The mentor who leads a cohort's table: one mentor leads a level at a campus, and stays
 * with the table for the whole cohort (the sample cohorts are one table each). Undefined
 * for a cohort no mentor is named for yet (a level a campus starts teaching, say).
 */
export function mentorOf(campus: string | undefined, level: string | undefined): Mentor | undefined {
  return mentors.find((mentor) => mentor.campus === campus && mentor.level === level);
}

/** The 'Mentor' fact of a cohort's summary, or none when no mentor is named for it. */
export function mentorRow(campus: string | undefined, level: string | undefined): [string, string][] {
  const mentor = mentorOf(campus, level);
  return mentor ? [['Mentor', mentor.name]] : [];
}
