import { demoDayFigure, safetyFigure, weatherFigure, type SceneId } from './student-work.ts';
import { aiWorkshop } from './programs.ts';
import type { Tool } from '../components/ToolList.tsx';
import { site } from './site.ts';

/** The home page's copy beyond the hero (spec section 1 and "Home"). */

export const homeClaims = [
  { value: '100%', label: 'Completion rate' },
  { value: '5', label: 'Fully functional apps' },
  { value: '100%', label: 'Parent satisfaction' },
];

/** The promo card's offers (spec: id, title, subtitle, highlight, link, gradient). */
export type PromoOffer = {
  id: string;
  title: string;
  subtitle: string;
  highlight: string;
  link: { label: string; href: string };
  /** One of the gradients in client/styles/home.css. */
  gradient: 'violet' | 'teal' | 'sunrise';
};

export const promoOffers: PromoOffer[] = [
  {
    id: 'scholarships',
    title: 'Scholarships Open',
    subtitle: 'Limited spots',
    highlight: 'Up to 50% off',
    link: { label: 'Learn about scholarships', href: '/scholarships' },
    gradient: 'violet',
  },
  {
    id: 'ai-workshop',
    title: aiWorkshop.name,
    subtitle: `${aiWorkshop.weeks}-week program`,
    highlight: `Starts ${aiWorkshop.starts}`,
    link: { label: 'See programs', href: '/programs' },
    gradient: 'teal',
  },
  {
    id: 'spring-enrollment',
    title: 'Spring Enrollment',
    subtitle: 'Ends Jan 31',
    highlight: 'Early bird 15% off',
    link: { label: 'Enroll now', href: '/enroll' },
    gradient: 'sunrise',
  },
];

/**
 * 'From the Classroom': three captioned images (spec: id, src, alt, caption). We have no
 * photographs to show, so each is a drawing of what students built (views/components/
 * StudentWork.tsx), named by its scene rather than a file.
 */
export type CarouselImage = { id: string; scene: SceneId; alt: string; caption: string };

/** Not the hero's apps again: the studio's safety habits, a science fair, demo day. */
export const classroomImages: CarouselImage[] = [
  { id: 'safety', scene: safetyFigure.scene, alt: safetyFigure.label, caption: safetyFigure.caption },
  { id: 'science-fair', scene: weatherFigure.scene, alt: weatherFigure.label, caption: weatherFigure.caption },
  {
    id: 'demo-day',
    scene: demoDayFigure.scene,
    alt: demoDayFigure.label,
    caption: demoDayFigure.caption,
  },
];

/**
 * The tools and platforms classes use ('Powered by Industry Leaders'), each with what
 * students use it for. Sample list, shown as names beside a glyph of ours for the kind of
 * tool (no logos: those belong to their owners and need their permission).
 */
export const industryLeaders: readonly Tool[] = [
  {
    name: 'OpenAI',
    kind: 'AI assistant',
    use: 'Turns a student’s plain-English idea into code they read, test and change.',
  },
  { name: 'Anthropic', kind: 'AI tutor', use: 'Explains an error or a piece of code, step by step.' },
  { name: 'GitHub', kind: 'Code hosting', use: 'Keeps every project’s history and shares it with mentors.' },
  { name: 'Google Cloud', kind: 'App hosting', use: 'Puts finished apps online for family and friends.' },
];

/** Partner schools and districts: made-up names that read as real, for the foundation to replace with its own. */
export const partnerSchools = [
  { name: 'Oak Grove Middle School', note: 'Partner school, South Bay' },
  { name: 'Bayview Academy', note: 'Partner school, East Bay' },
  { name: 'Mission Hills School District', note: 'Partner district, East Bay' },
  { name: 'Lakeside STEM Academy', note: 'Partner school, South Bay' },
];

/**
 * Certifications and recognitions. Samples worded as commitments the foundation can stand
 * behind. The three about a child's safety are named: the kids page and the instructors
 * page say them again, word for word.
 */
export const screenedMentors = {
  title: 'Background-checked mentors',
  text: 'Every mentor clears a fingerprint background check before teaching.',
  icon: 'shield',
} as const;
export const safetyCommitments = [
  screenedMentors,
  {
    title: 'CPR and first aid certified',
    text: 'A CPR and first-aid certified adult is at every class.',
    icon: 'first-aid',
  },
  // Not 'Student Privacy Pledge': that is a pledge ed-tech companies sign, and we claim no signature.
  { title: 'Student privacy promise', text: 'We collect only what enrollment needs and never sell data.', icon: 'lock' },
] as const;
export const certifications = [
  {
    title: 'Registered 501(c)(3) non-profit',
    // A claim a parent is invited to check needs a way to check it (a parent looked for one).
    text: `Tuition pays for teaching and scholarships.${site.nonprofit.ein ? ` EIN ${site.nonprofit.ein}.` : ''}`,
    // What to type there (a parent found the search with nothing to type in): the name, or the EIN once set.
    link: {
      text: `Search for ${site.nonprofit.ein ?? `“${site.foundationName}”`} with the IRS`,
      href: site.nonprofit.lookup,
    },
    icon: 'heart' as const,
  },
  ...safetyCommitments,
];
