import type { LinkCard } from '../components/LinkCards.tsx';
import { keepTogether } from '../format.ts';
import { highSchoolLink, kidsCohortsLink, programFacts } from './programs.ts';
import { campusAddressLine, campusContact, site, type CampusContact } from './site.ts';
import { replyWithin } from './facts.ts';
import { pageMetadata } from './page-metadata.ts';

/**
 * The campus pages' copy. Names, addresses, phones and hours come from site.ts; this
 * module adds what the site says about each campus and the programs it offers.
 */
export type CampusId = CampusContact['id'];

export type CampusDetails = {
  id: CampusId;
  /** One or two sentences about the campus. */
  description: string;
  /**
   * The drawing of its lab (views/components/LabScene.tsx): the weekend day its beginners
   * meet, on the whiteboard, and what the drawing shows, for screen readers.
   */
  lab: {
    day: 'Saturday' | 'Sunday';
    /** The clock on the wall, [hour, minute]: when the doors open, a quarter before the beginners' class. */
    doorsOpen: readonly [number, number];
    label: string;
  };
  /** Parking and the door to use: what a parent needs on the first morning. */
  gettingHere: string;
  /** The programs taught at the campus, each a link to its page. */
  programs: readonly LinkCard[];
};

/**
 * The three programs (the footer's and the spec's own paths; the middle-school and
 * professionals ones redirect), each named as the page it lands on (programs.ts).
 */
export const programLinks: readonly LinkCard[] = [
  {
    title: programFacts.kids.name,
    text: `Ages ${programFacts.kids.ages}: three levels of hands-on learning, building apps or games with real AI tools.`,
    href: '/vibe-coding-for-middle-schooler',
    linkLabel: `Explore ${programFacts.kids.name}`,
  },
  highSchoolLink,
  {
    title: programFacts.professionals.name,
    text: `A ${programFacts.professionals.weeks}-week evening and weekend program with career support.`,
    href: '/vibe-coding-for-professionals',
    // Short enough for one line three across at 1024 px, as the two labels beside it.
    linkLabel: `Explore the ${programFacts.professionals.weeks} weeks`,
  },
];

/** A map search for the campus's address (opens the visitor's maps in a browser or the app). */
export const directionsUrl = (id: CampusId) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(campusAddressLine(id) ?? campusContact(id).city)}`;

const labDrawing = (
  id: CampusId,
  day: CampusDetails['lab']['day'],
  doorsOpen: CampusDetails['lab']['doorsOpen'],
  view: string,
): CampusDetails['lab'] => ({
  day,
  doorsOpen,
  label: `Drawing of the lab at the ${campusContact(id).name} in ${campusContact(id).area} before a ${day} class: students' laptops open on a long table, the day's plan on the whiteboard, projects pinned to a corkboard, and ${view} through the window`,
});

export const campusDetails: Record<CampusId, CampusDetails> = {
  'south-bay': {
    id: 'south-bay',
    description: `Our ${campusContact('south-bay').area} campus: bright classrooms for small groups, with after-school, evening and weekend classes for students from across the South Bay.`,
    lab: labDrawing('south-bay', 'Saturday', [9, 45], 'oak-dotted foothills'),
    gettingHere: 'Free parking behind the building. The lab is Suite 100, on the ground floor: use the side door.',
    programs: programLinks,
  },
  'east-bay': {
    id: 'east-bay',
    description: `Our ${campusContact('east-bay').area} campus brings the same small-group classes, mentors and AI tools to families across the East Bay, after school, in the evenings and on weekends.`,
    lab: labDrawing('east-bay', 'Sunday', [12, 45], 'the bay and its bridge under Mission Peak'),
    gettingHere: 'Free parking in front of the building. The lab is on the ground floor, left of the lobby.',
    programs: programLinks,
  },
};

/** The labels of a campus's facts, in the order they are shown. */
export const campusFactLabels = {
  area: 'Area',
  address: 'Address',
  phone: 'Phone',
  hours: 'Hours',
  /** Under the hours: a summer cohort's weekday mornings or afternoons are not a contradiction. */
  hoursNote: 'School year; summer cohorts keep their own hours.',
  gettingHere: 'Getting here',
  directions: 'Get directions',
  programs: 'Programs',
} as const;

export const locationsCopy = {
  campuses: {
    heading: 'Two campuses, one way of teaching',
    lead: 'Small groups, mentors from the tech industry and real AI tools, in the South Bay and the East Bay.',
  },
  /** The page's closing panel (the quiet call to action, in its own words). */
  visit: {
    heading: 'Visit or ask us anything',
    lead: `During the school year both campuses are open ${keepTogether(site.hours.weekdays)} and ${keepTogether(site.hours.weekends)}; summer cohorts keep their own weekday hours. Questions about a class, a schedule or a scholarship? We reply ${replyWithin}.`,
  },
  enroll: { label: 'Enroll Now', href: pageMetadata.enroll.path },
  /** Under the header's lead, beside the map: what a parent who has found a campus does next. */
  headerAction: kidsCohortsLink,
  /** The link from a campus card to its page. */
  campusLinkLabel: (name: string) => `About the ${name}`,
  campusPage: {
    heading: (area: string) => `Visit us in ${area}`,
    /** The mentors who lead a table here (instructor.ts), by name. */
    mentors: {
      heading: (area: string) => `Your child’s mentors in ${area}`,
      lead: 'Each mentor keeps one table here for the whole cohort. Every one has passed a background check and co-taught a cohort with our lead instructor first.',
      all: { label: 'Meet our instructor and every mentor', href: `${pageMetadata.instructors.path}#mentors` },
    },
    programsHeading: 'Programs at this campus',
    programsLead: 'Every program is taught here, in small groups with mentors.',
    /** The two plans families apply for (the enrollment form offers both campuses): named, so none is missing here. */
    alsoByApplication: {
      text: `The ${programFacts.middleSchool.name} and ${programFacts.summerCamp.name} meet here too, by application: `,
      link: { label: 'their prices and how to apply', href: pageMetadata.scholarshipsPricing.path },
    },
    contact: { label: 'Contact Us', href: pageMetadata.contact.path },
    /** Under the header's lead: down to this campus's cohorts (the section's id). */
    headerAction: (area: string) => ({ label: `See Cohorts in ${area}`, href: '#cohorts' }),
    /** The campus's own Kids Vibe Coding cohorts, every level, with their seats. */
    cohorts: {
      heading: (area: string) => `Upcoming cohorts in ${area}`,
      lead: `${programFacts.kids.name} cohorts at this campus, every level. Seats change as families enroll.`,
      none: 'No cohort is scheduled at this campus right now.',
      unavailable: 'The cohorts could not be loaded just now.',
      all: { label: `See every ${programFacts.kids.name} cohort`, href: kidsCohortsLink.href },
    },
  },
};
