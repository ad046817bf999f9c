/** The two program cards (home and /programs). Prices as the spec gives them. */
export type ProgramCard = {
  id: 'kids' | 'professionals';
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
  title: 'Kids Vibe Coding',
  subtitle: 'Ages 8-14',
  description:
    'Three levels (beginner, intermediate, advanced) with mentors from large tech companies and the real AI tools professionals use.',
  features: ['20 hours of coaching per level', 'Small groups: 6-8 students per mentor', '5 fully functional apps'],
  price: '$675-$875',
  priceNote: 'per cohort',
  path: '/kids-vibe-coding',
  buttonLabel: 'Explore Levels',
};

export const professionalsProgram: ProgramCard = {
  id: 'professionals',
  title: 'Professional Power-Up',
  subtitle: 'Vibe Coding for Professionals',
  description:
    'A 12-week program with evening and weekend classes: full-stack development, cloud technologies, DevOps practices and job functions in Software 3.0.',
  features: ['12 weeks, evenings and weekends', 'Career support', 'Learn 3x faster than traditional coding education'],
  price: '$899',
  priceNote: 'per week (per cohort)',
  path: '/vibe-coding-for-professionals',
  buttonLabel: 'Enroll Now',
};
