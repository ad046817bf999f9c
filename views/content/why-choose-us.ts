import { classSize, studentsPerMentor } from './facts.ts';

/** The six reasons to choose the foundation (spec section 1), shown on home and the kids page. */
export const whyChooseUs = [
  { title: 'Hands-on learning', text: 'Every session ends with something that runs.' },
  { title: 'Small classes', text: `Groups of ${studentsPerMentor}, never more than ${classSize.max}.` },
  { title: 'Project portfolio', text: 'Students leave with a portfolio of working apps.' },
  { title: 'Fast-track learning', text: 'Learn 3x faster than traditional coding education.' },
  { title: 'Supportive community', text: 'Mentors, classmates and families who cheer each other on.' },
  { title: 'Real AI tools', text: 'The same AI tools professionals use every day.' },
];
