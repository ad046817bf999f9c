import type { Feature } from '../components/FeatureGrid.tsx';
import type { ListCard } from '../components/ListCards.tsx';
import { mailLink, type InlineLink, type RichParagraph } from '../components/RichText.tsx';
import { replyWithin, scholarshipDeadlineRule, scholarshipShare, scholarshipWithEarlyBird } from './facts.ts';
import { site } from './site.ts';

/** Copy of /scholarships (spec: one need-based scholarship per cohort, apply by email, up to 50% off). */
export const scholarships: {
  /** The items say how long an approved seat is held: the offer hours the terms give. */
  basics: { heading: string; lead: string; items: (offerHours: number) => Feature[] };
  apply: { heading: string; lead: string; cards: ListCard[]; online: InlineLink; button: InlineLink; address: RichParagraph };
  pricing: { text: string; link: InlineLink };
} = {
  basics: {
    heading: 'How it works',
    lead: 'We believe every child who wants to build with AI should get the chance.',
    items: (offerHours) => [
      {
        title: 'One scholarship per cohort',
        // The scholarship is reserved, not a seat: a cohort can fill (the application says so), so apply early.
        text: `We reserve one need-based scholarship in every cohort, for a family that could not pay in full. There is one per cohort, so apply early: once approved, it holds a seat for you for ${offerHours} hours, if the cohort still has a free seat.`,
      },
      {
        title: 'Up to half the tuition',
        text: `Depending on the family's need, the scholarship takes ${scholarshipShare}. ${scholarshipWithEarlyBird}`,
      },
      {
        title: 'Apply online or by email',
        text: 'No long forms: a short application online, or write to us about your child and your situation.',
      },
    ],
  },
  apply: {
    heading: 'How to apply',
    lead: `${scholarshipDeadlineRule} Each cohort has one scholarship, so apply before you pay for a seat.`,
    // Three points in each card, of about the same length: the timing rule with who may apply,
    // confidentiality with what to include (the last card held five points beside three).
    cards: [
      {
        title: 'Who can apply',
        points: [
          'Any family enrolling a student in one of our cohorts.',
          'Families for whom the full tuition would be hard to afford.',
          'No grades, tests or coding experience are required.',
          // Approval refuses a family that has paid for the cohort (services/scholarships.ts): say it before they choose.
          'A scholarship comes off a seat we hold for you, not one already paid for: apply before you pay.',
        ],
      },
      {
        title: 'What to include',
        points: [
          'The student’s name.',
          'The program and cohort you are interested in (campus and dates).',
          'How many people live in your household, and a few sentences about your situation and how much help you need.',
          'A phone number where we can reach you. Everything you tell us stays confidential.',
        ],
      },
      {
        title: 'When you hear back',
        points: [
          `We confirm that we received your application (online at once, by email ${replyWithin}).`,
          'We let you know our decision within about a week, well before the cohort starts.',
          'If the cohort’s scholarship is already awarded, or the cohort fills while we decide, we offer to consider you for the next cohort.',
        ],
      },
    ],
    online: { text: 'Apply Online', href: '/scholarships/apply' },
    button: { ...mailLink(site.email, 'Scholarship application'), text: 'Apply by Email' },
    address: ['Or write to us at ', mailLink(site.email, 'Scholarship application'), '.'],
  },
  pricing: {
    text: 'Want to know what the programs cost first?',
    link: { text: 'See prices and scholarships for parents', href: '/parents/scholarships-and-pricing' },
  },
};
