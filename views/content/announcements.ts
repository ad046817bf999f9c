import { scholarshipDeadline } from './facts.ts';
import { aiWorkshop } from './programs.ts';

/** The top banner's three messages (spec, "Global elements"). */
export type Announcement = { id: string; text: string; linkLabel: string; href: string };

export const announcements: Announcement[] = [
  {
    id: 'scholarship',
    text: `Need-based scholarships are open: apply by ${scholarshipDeadline.label}.`,
    linkLabel: 'Learn about scholarships',
    href: '/scholarships',
  },
  {
    id: 'ai-workshop',
    text: `New AI workshop launching: an ${aiWorkshop.weeks}-week program.`,
    linkLabel: 'See programs',
    href: '/programs',
  },
  {
    id: 'spring-enrollment',
    text: 'Spring enrollment is open: 15% early bird discount ends Jan 31.',
    linkLabel: 'Enroll now',
    href: '/enroll',
  },
];
