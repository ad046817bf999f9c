import type { CallToActionCopy } from '../components/CallToAction.tsx';
import { classSize, replyWithin } from './facts.ts';
import { callToActionLinks } from './navigation.ts';
import { instructorFirstName } from './instructor.ts';
import { locationsCopy } from './locations.ts';
import { kidsCohortsLink } from './programs.ts';
import { pageMetadata } from './page-metadata.ts';
import { site } from './site.ts';

/**
 * The inner pages' closing calls to action, each in words of its own page (a designer found
 * one "Ready to start building?" closing eighteen pages). The buttons stay the site's three
 * (CallToAction), but for a page whose way in is another (the scholarship's application).
 * Pages not named here close on the default words.
 */
export const closings = {
  // The hub's Enroll and Contact (the spec's), in the quiet panel every inner page closes on.
  parents: {
    heading: 'Still deciding?',
    text: `Enroll when you are ready, or ask us anything first: we reply ${replyWithin}.`,
    links: [callToActionLinks.enroll, callToActionLinks.contact],
  },
  // "Pick a level and a date" leads to the cohorts themselves, not to the application (for
  // the Middle School Program and the camp) that Enroll Now opens.
  whyCoding: {
    heading: 'See what your child could build',
    text: 'Every cohort’s last class is its demo day: a working app your child made and can explain. Pick a level and a date, or ask us first.',
    primary: kidsCohortsLink,
  },
  resources: {
    heading: 'Practice at home, build with us',
    text: 'The guide and the ideas above keep a child going between classes; a cohort adds a mentor and a team.',
  },
  pricing: {
    heading: 'Found the plan that fits?',
    text: 'Book a kids cohort online, apply for the other two, or ask us which suits your child.',
  },
  scholarships: {
    heading: 'Cost should not decide it',
    text: 'Apply in a few minutes, or write to us first: we answer every family.',
    primary: { label: 'Apply for a Scholarship', href: pageMetadata.scholarshipApply.path },
  },
  about: {
    heading: 'Come and see a class',
    text: `Visit us in ${site.campuses.map((campus) => campus.city).join(' or ')}, or start with a cohort: small groups, real tools, mentors who build software.`,
  },
  ourStory: {
    heading: 'Be part of the next chapter',
    text: 'Students have shipped their first apps with us since 2020, and the next cohorts are open.',
  },
  instructors: {
    heading: `Learn with ${instructorFirstName} and the mentors`,
    text: `A mentor sits at every table of ${classSize.range} students. Choose a level and a date, or ask us about who teaches it.`,
  },
  methodology: {
    heading: 'See the method at work',
    text: 'Build first, describe then verify, small groups, ship and present: in every class, from the first day.',
  },
  // /programs and /contact closed on home's bold words in the quiet panel: the same closing
  // in two looks. Each now in words of its own.
  programs: {
    heading: 'Pick a program, or let us help',
    text: `Enroll in a cohort online, or tell us who is learning and we suggest the program that fits: we reply ${replyWithin}.`,
  },
  contact: {
    heading: 'Rather look around first?',
    // Not "every program with its dates": only the kids cohorts are scheduled on the site.
    text: 'Every program and its price is on the site, and every kids cohort with its dates: enroll when you are ready.',
  },
  campus: (city: string, area: string) => ({
    heading: `Join a cohort in ${city}`,
    text: 'Pick a level and a date on this campus, or ask us to visit before you book.',
    primary: locationsCopy.campusPage.headerAction(area),
  }),
} satisfies Record<string, CallToActionCopy | ((city: string, area: string) => CallToActionCopy)>;
