import { mailLink, type InlineLink } from '../components/RichText.tsx';
import { faqGroups, faqPage } from './faq.ts';
import { site, type CampusContact } from './site.ts';
import { replyWithin } from './facts.ts';

/** The contact details block on /contact: headings and short lines; numbers and addresses come from site.ts. */
export const contactInfo: {
  heading: string;
  phone: { heading: string; text: string };
  email: { heading: string; link: InlineLink; text: string };
  locations: { heading: string; linkLabel: (campus: CampusContact) => string; href: (campus: CampusContact) => string };
  hours: { heading: string; text: string; lines: string[] };
  quickAnswers: { heading: string; text: string; links: InlineLink[] };
} = {
  heading: 'Contact information',
  phone: { heading: 'Call us', text: 'Each campus has its own line.' },
  email: {
    heading: 'Email us',
    link: mailLink(site.email),
    text: `We'll get back to you ${replyWithin}.`,
  },
  locations: {
    heading: 'Visit us',
    linkLabel: (campus) => `${campus.name} details`,
    href: (campus) => `/locations/${campus.id}`,
  },
  hours: {
    heading: 'Hours',
    text: 'At both campuses during the school year; summer cohorts keep their own weekday hours.',
    lines: [site.hours.weekdays, site.hours.weekends],
  },
  /** Under the form: the FAQ's topics and the pages that answer the most common questions, before a parent writes. */
  quickAnswers: {
    heading: 'Quick answers',
    text: 'Many questions already have an answer:',
    links: [
      ...faqGroups.map((group) => ({ text: group.heading, href: `/faq#${group.id}` })),
      { text: faqPage.cancellation.heading, href: '/faq#cancellation-policy' },
      { text: 'Scholarships', href: '/scholarships' },
    ],
  },
};
