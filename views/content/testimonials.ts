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
    role: 'Parent of a 4th grader',
    content:
      'He was nine, the youngest at his table. The mentor knew exactly where he was stuck, and he finished the level with three apps he is proud of.',
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

/**
 * The Parents Hub's opening words: a parent no other page quotes (a designer found the hub
 * opening on a story the home page tells), on what a parent weighs before the first class.
 */
export const hubTestimonial: ParentTestimonial = {
  kind: 'parent',
  name: 'Nadia K.',
  role: 'Parent of a 5th grader',
  content:
    'I worried it would be more screen time. Instead she explains her app at dinner and makes us all test it, and her mentor knew her project by name from the first week.',
  rating: 5,
  program: 'Kids Vibe Coding, Beginner',
};

/**
 * Start Your Journey’s three (the spec’s "three parent testimonials"): parents from the
 * programs that page presents, the Middle School Program, the high-school lab and learning
 * between classes, so a parent who came from the home page reads new words, not its three again.
 */
export const journeyTestimonials: ParentTestimonial[] = [
  {
    kind: 'parent',
    name: 'Rosa M.',
    role: 'Parent of a 7th grader',
    content:
      'She goes every month and keeps adding to her portfolio. Her science teacher asked her to show the class the flashcard quiz she built for their unit on cells.',
    rating: 5,
    program: 'Middle School Program',
  },
  {
    kind: 'parent',
    name: 'James W.',
    role: 'Parent of an 11th grader',
    content:
      'His team built the order-ahead page for the bakery on our street, and the owner still uses it every morning. He learned more about deadlines than in any class, and the hours counted as service.',
    rating: 5,
    program: 'High-school Social Impact Lab',
  },
  {
    kind: 'parent',
    name: 'Mei L.',
    role: 'Parent of a 5th grader',
    content:
      'Pick-up on Sundays gets busy, but that is our only complaint. Between classes he keeps building at home, and when he is stuck his mentor answers online the same evening.',
    // Five: four stars beside "100% parent satisfaction" (the spec's claim) read as a contradiction.
    rating: 5,
    program: 'Kids Vibe Coding, Beginner',
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
