import { maxScholarshipPercent, scholarshipLeadDays } from '../../domain/scholarships.ts';
import { classAccounts, classSize, replyWithin, scholarshipDeadline } from './facts.ts';
import { instructor, mentors } from './instructor.ts';
import { foundationFigures } from './about.ts';
import { campusDetails } from './locations.ts';
import { faqGroups } from './faq.ts';
import type { QuestionAndReplyCopy } from '../components/QuestionAndReply.tsx';
import { campusContact, site, type CampusContact } from './site.ts';
import { cancellationPolicy } from './cancellation-policy.ts';
import { programDetails } from './kids-curriculum.ts';
import { programFacts } from './programs.ts';
import {
  bookingFigure,
  clubFigure,
  levelAppsFigure,
  projectCredit,
  readingFigure,
  studentProjects,
  portfolioFigure,
} from './student-work.ts';

const detail = (label: string) => programDetails.find((item) => item.label === label)?.value ?? '';
const refundWindow = cancellationPolicy.windows.find((window) => window.tone === 'refund');

/**
 * What stands beside an inner page's heading (views/components/PageHeader.tsx): a panel of
 * facts a parent checks first, or a picture of what students build. Every value comes from
 * its one source, so the panel cannot disagree with the pages it sums up.
 */

/** The Parents Hub's figures, beside "Why parents choose us" (the hub opens on a parent's words). */
export const parentsAtAGlance = {
  heading: 'At a glance',
  facts: [
    // Both age ranges the hub speaks of: its questions answer for the middle school program.
    [
      'Ages',
      `${programFacts.kids.ages} in ${programFacts.kids.name}; ${programFacts.middleSchool.ages} in the ${programFacts.middleSchool.name}`,
    ],
    ['Price', `${programFacts.kids.price} ${programFacts.kids.priceNote}`],
    ['Class size', detail('Class size')],
    ['Scholarships', `Up to ${maxScholarshipPercent}% off, one per cohort`],
    ...(refundWindow ? [['If plans change', `${refundWindow.outcome.replace(/\.$/, '')}, ${refundWindow.when}`] as const] : []),
  ] as const satisfies readonly (readonly [string, string])[],
};

const { triage } = studentProjects;

/** The high-school lab: who it is for, what teams make, where, and how to join (it has no dated cohorts online). */
export const highSchoolAtAGlance = {
  heading: 'The Lab at a glance',
  facts: [
    ['Who', `Grades ${programFacts.highSchool.grades}; no coding experience needed`],
    ['What you build', 'Software a local business uses'],
    ['Counts as', 'Service hours'],
    ['Length', `${programFacts.highSchool.weeks} weeks: ${programFacts.highSchool.rhythm}`],
    ['Cost', programFacts.highSchool.cost],
    ['Campuses', detail('Campuses')],
    ['To join', `Ask us: we reply ${replyWithin}`],
  ] as const satisfies readonly (readonly [string, string])[],
};

/** The kids page's picture: one app from each level, and who built them. */
export const kidsHeaderWork = { ...levelAppsFigure, bare: true } as const;

/** The professionals page's picture: a tool a working professional built. */
export const professionalsHeaderWork = {
  scene: 'triage',
  label: `A laptop showing ${triage.name}, ${triage.summary}`,
  caption: projectCredit(triage),
} as const;

/*
 * The other inner pages' sides (issue 26): a panel where a parent looks for figures, a
 * picture of students' work where the page is about how or why they learn. Each picture
 * appears beside one page's heading only (and outside home on two public pages at most),
 * and every value comes from its one source. /blog has none: its posts' covers follow.
 */
const { kids, professionals, highSchool, middleSchool } = programFacts;
const kidsPrice = `${kids.price} ${kids.priceNote}`;
const hours = `${site.hours.weekdays}; ${site.hours.weekends}`;

/** /locations: the two campuses on a map of the bay, and when they are open. */
export const locationsMap = {
  campuses: site.campuses,
  caption: `Both campuses are open ${site.hours.weekdays} and ${site.hours.weekends}`,
};

/** A campus page's header: the campus alone on the map of the bay, its street under it. */
export function campusMap(campusId: CampusContact['id']) {
  const campus = campusContact(campusId);
  return { campuses: [campus], caption: `${campus.streetAddress}, ${campus.city}` };
}

/** What a class there is like, beside the campus's address and hours in its page's facts. */
export const campusClassFacts = [
  ['Class size', detail('Class size')],
  ['What to bring', detail('What to bring')],
] as const satisfies readonly (readonly [string, string])[];

/** /scholarships: how much, how often, by when, and how soon the answer comes, as four figures. */
export const scholarshipsFigures = {
  heading: 'At a glance',
  items: [
    { value: `${maxScholarshipPercent}%`, label: 'Of the tuition, at most' },
    { value: '1', label: 'Scholarship in every cohort' },
    {
      value: scholarshipDeadline.label,
      label: `To apply, or ${scholarshipLeadDays / 7} weeks before the first class if that is sooner`,
    },
    { value: '1 week', label: 'About how long we take to decide' },
  ],
};

/** /faq: what asking us is like, one question a parent asks first and its answer as the page gives it. */
const beginnersQuestion = 'Does my child need any coding experience?';
const beginnersAnswer = faqGroups.flatMap((group) => group.items).find((item) => item.question === beginnersQuestion)?.answer;
export const faqExchange = {
  asker: 'A parent asks',
  question: beginnersQuestion,
  answerer: `${site.shortName} answers`,
  reply: typeof beginnersAnswer === 'string' ? beginnersAnswer : (beginnersAnswer?.[0] ?? ''),
  more: `Anything else? We reply ${replyWithin}, by email or phone.`,
  link: { href: '/contact', label: 'Ask a question' },
} satisfies QuestionAndReplyCopy;

/** /about: the foundation in figures (the hub's body is its three pages). */
export const aboutFigures = { heading: 'The foundation', items: foundationFigures };

/** /parents/why-coding-for-kids: a real club's sign-ups, built by a student (confidence, future-ready). */
export const whyCodingHeaderWork = clubFigure;

/** /parents/resources: practice at home, as a reading log kept every day. */
export const resourcesHeaderWork = readingFigure;

/**
 * /about/our-story, beside the story: where one small class has led, told by its caption
 * (a reviewer found the bike shop's bookings, captioned alone, unrelated to the story).
 */
export const ourStoryWork = {
  ...bookingFigure,
  // Two sentences, so both end on a full stop (the site's one-phrase captions have none).
  caption: `Where one small class has led: teenagers building for their neighbors. ${bookingFigure.caption}.`,
};

/**
 * /about/methodology: "ship and present" in one picture, a student's project page with her
 * apps, each live, and her mentor's note (the studio drawing is the home page's hero already).
 */
export const methodologyHeaderWork = portfolioFigure;
