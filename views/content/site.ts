import type { ImageRef } from './images.ts';

/**
 * Names and contact details the spec leaves to the foundation. Every value here is a
 * clearly marked sample (example.org, 555 numbers): replace them in this one file.
 */
export type CampusContact = {
  id: 'south-bay' | 'east-bay';
  name: string;
  area: string;
  city: string;
  streetAddress: string;
  postalCode: string;
  region: string;
  phone: string;
};

export type SiteContent = {
  foundationName: string;
  shortName: string;
  /** How the foundation says what it is: a non-profit (shown in the footer). */
  nonprofit: { statement: string; ein: string };
  tagline: string;
  email: string;
  postalAddress: { street: string; city: string; region: string; postalCode: string; country: string };
  social: { label: 'Facebook' | 'Twitter' | 'LinkedIn'; href: string }[];
  campuses: CampusContact[];
  hours: { weekdays: string; weekends: string };
  copyrightYear: number;
  defaultDescription: string;
  /** The default social share image (Open Graph), 1200 x 630. */
  shareImage: ImageRef;
};

export const site: SiteContent = {
  foundationName: 'Vibe Coding Foundation',
  shortName: 'Vibe Coding',
  nonprofit: {
    statement: 'A non-profit coding school for the Bay Area',
    // Sample: the foundation's real Employer Identification Number goes here.
    ein: '00-0000000',
  },
  tagline: 'Empowering the next generation with AI.',
  email: 'hello@example.org',
  postalAddress: {
    street: '123 Sample Street, Suite 100',
    city: 'Cupertino',
    region: 'CA',
    postalCode: '95014',
    country: 'US',
  },
  social: [
    { label: 'Facebook', href: 'https://facebook.com/example.org' },
    { label: 'Twitter', href: 'https://twitter.com/example_org' },
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/example-org' },
  ],
  campuses: [
    {
      id: 'south-bay',
      name: 'South Bay Campus',
      area: 'Cupertino',
      city: 'Cupertino',
      streetAddress: '123 Sample Street, Suite 100',
      postalCode: '95014',
      region: 'CA',
      phone: '(408) 555-0142',
    },
    {
      id: 'east-bay',
      name: 'East Bay Campus',
      area: 'Fremont',
      city: 'Fremont',
      streetAddress: '456 Example Avenue',
      postalCode: '94538',
      region: 'CA',
      phone: '(510) 555-0178',
    },
  ],
  hours: { weekdays: 'Mon-Fri 3PM-8PM', weekends: 'Sat-Sun 9AM-5PM' },
  copyrightYear: 2024,
  defaultDescription:
    'AI-assisted vibe coding programs for kids, teens and working professionals in the Bay Area (South Bay and East Bay).',
  shareImage: {
    src: '/images/share.png',
    width: 1200,
    height: 630,
    alt: 'Vibe Coding Foundation: AI coding for kids, teens and professionals in the Bay Area',
  },
};
