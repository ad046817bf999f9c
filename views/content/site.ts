import type { ImageRef } from './images.ts';

/**
 * Names and contact details the spec leaves to the foundation, in this one file. The
 * names and streets read as real but are made up; email addresses stay on example.org
 * and phone numbers on 555, so none of them reaches a real person: replace them here.
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
  /**
   * Where its pin stands on the map of the Bay Area (/locations, its own page): the city's
   * longitude and latitude (move it with the address), and the side of the pin its name goes.
   */
  mapPoint: { lon: number; lat: number; label: 'left' | 'right' };
};

export type SiteContent = {
  foundationName: string;
  shortName: string;
  /**
   * How the foundation says what it is: a non-profit (shown in the footer). The footer
   * shows the Employer Identification Number only when one is set here.
   */
  /** `lookup`: where anyone checks the 501(c)(3) status by name (the IRS's own search). */
  nonprofit: { statement: string; ein: string | undefined; lookup: string };
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

/** The office, which is also the South Bay campus. */
const officeStreet = '1450 Orchard Glen Way, Suite 100';

export const site: SiteContent = {
  foundationName: 'Vibe Coding Foundation',
  shortName: 'Vibe Coding',
  nonprofit: {
    statement: 'A non-profit coding school for the Bay Area',
    // The foundation's Employer Identification Number ('12-3456789'); left out until it is set.
    ein: undefined,
    lookup: 'https://apps.irs.gov/app/eos/',
  },
  tagline: 'Empowering the next generation with AI.',
  email: 'hello@example.org',
  postalAddress: {
    street: officeStreet,
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
      streetAddress: officeStreet,
      postalCode: '95014',
      region: 'CA',
      phone: '(408) 555-0142',
      mapPoint: { lon: -122.032, lat: 37.323, label: 'left' },
    },
    {
      id: 'east-bay',
      name: 'East Bay Campus',
      area: 'Fremont',
      city: 'Fremont',
      streetAddress: '3820 Mission Creek Drive',
      postalCode: '94538',
      region: 'CA',
      phone: '(510) 555-0178',
      mapPoint: { lon: -121.988, lat: 37.548, label: 'right' },
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

/** The postal address on one line ('1450 Orchard Glen Way, Suite 100, Cupertino, CA 95014'): emails and the receipt. */
export const postalAddressLine = `${site.postalAddress.street}, ${site.postalAddress.city}, ${site.postalAddress.region} ${site.postalAddress.postalCode}`;

/** A campus's contact details by its id (the campuses are the site's, so every id has one). */
export const campusContact = (id: CampusContact['id']): CampusContact => site.campuses.find((campus) => campus.id === id)!;

/** A campus's street address on one line ('3820 Mission Creek Drive, Fremont, CA 94538'), or undefined for a campus we do not list. */
export function campusAddressLine(campusId: string): string | undefined {
  const campus = site.campuses.find((entry) => entry.id === campusId);
  return campus && `${campus.streetAddress}, ${campus.city}, ${campus.region} ${campus.postalCode}`;
}

/** The 'Address' row of a cohort's facts (the checkout's summary, the result page), when its campus is one we list. */
export function addressRow(campusId: string | undefined): [string, string][] {
  const line = campusId === undefined ? undefined : campusAddressLine(campusId);
  return line ? [['Address', line]] : [];
}

/** After "a 501(c)(3) non-profit organization": the EIN in brackets once it is set, else nothing. */
export const einNote = site.nonprofit.ein ? ` (EIN ${site.nonprofit.ein})` : '';
