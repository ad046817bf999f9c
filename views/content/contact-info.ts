import { mailLink, type InlineLink } from '../components/RichText.tsx';
import { site, type CampusContact } from './site.ts';

/** The contact details block on /contact: headings and short lines; numbers and addresses come from site.ts. */
export const contactInfo: {
  heading: string;
  phone: { heading: string; text: string };
  email: { heading: string; link: InlineLink; text: string };
  locations: { heading: string; linkLabel: (campus: CampusContact) => string; href: (campus: CampusContact) => string };
  hours: { heading: string; text: string; lines: string[] };
} = {
  heading: 'Contact information',
  phone: { heading: 'Call us', text: 'Each campus has its own line.' },
  email: {
    heading: 'E-mail us',
    link: mailLink(site.email),
    text: "We'll get back to you within 24 hours.",
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
};
