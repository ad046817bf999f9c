import type { ImageRef } from './images.ts';

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
  studentsTaught: 150,
  hoursTaught: 1500,
  linkedIn: 'https://www.linkedin.com/in/example-instructor',
  bio: [
    'Jordan builds AI products for a living as a product manager at a large tech company, and has spent five years teaching kids, teens and career changers to do the same.',
    'Classes feel like a product team: students pitch an idea, describe it to an AI assistant, test what it writes, and ship something that works by the end of the day.',
  ],
};

/** The figures as shown: '5 years', '150+ students', '1500+ hours'. */
export const instructorFigures = [
  { value: `${instructor.yearsExperience}`, label: 'Years teaching' },
  { value: `${instructor.studentsTaught}+`, label: 'Students taught' },
  { value: `${instructor.hoursTaught}+`, label: 'Hours taught' },
];
