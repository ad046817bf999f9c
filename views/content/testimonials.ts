/**
 * Success stories (spec section 3: name, role, content, rating 1-5, and the program for
 * parents or the achievement for students). Sample stories: the foundation replaces them
 * with real ones, with the family's permission.
 */
type Rating = 1 | 2 | 3 | 4 | 5;
type TestimonialBase = { name: string; role: string; content: string; rating: Rating };
export type ParentTestimonial = TestimonialBase & { kind: 'parent'; program: string };
export type StudentTestimonial = TestimonialBase & { kind: 'student'; achievement: string };
export type Testimonial = ParentTestimonial | StudentTestimonial;

export const parentTestimonials: ParentTestimonial[] = [
  {
    kind: 'parent',
    name: 'Priya S.',
    role: 'Parent of a 7th grader',
    content:
      'My daughter came home after the first day and showed us a quiz game she had built. By the end she was explaining to us how the AI wrote each part.',
    rating: 5,
    program: 'Kids Vibe Coding, Beginner',
  },
  {
    kind: 'parent',
    name: 'Marcus T.',
    role: 'Parent of a 6th grader',
    content:
      'Small groups made all the difference. The mentor knew exactly where my son was stuck, and he finished the level with three apps he is proud of.',
    rating: 5,
    program: 'Kids Vibe Coding, Intermediate',
  },
  {
    kind: 'parent',
    name: 'Elena R.',
    role: 'Parent of an 8th grader',
    content:
      'Demo day was wonderful: every student presented a working product to the families. Organized, friendly, and worth every hour.',
    rating: 5,
    program: 'Kids Vibe Coding, Advanced',
  },
];

export const studentTestimonials: StudentTestimonial[] = [
  {
    kind: 'student',
    name: 'Aiden, 13',
    role: 'Student, South Bay',
    content: 'I always wanted to make a game. Now I have three, and my friends actually play them.',
    rating: 5,
    achievement: 'Built a multiplayer trivia game',
  },
  {
    kind: 'student',
    name: 'Maya, 10',
    role: 'Student, East Bay',
    content: 'Talking to the AI is like having a teammate. I learned how to ask better questions and fix my own bugs.',
    rating: 5,
    achievement: 'Launched a pet care tracker for her family',
  },
  {
    kind: 'student',
    name: 'Leo, 14',
    role: 'Student, South Bay',
    content: 'Our team shipped an app for a real school club. People signed up with it the same week.',
    rating: 4,
    achievement: 'Shipped a club sign-up app used by his school',
  },
];
