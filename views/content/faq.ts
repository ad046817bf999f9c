import { mailLink } from '../components/RichText.tsx';
import type { FaqItem } from '../components/FaqList.tsx';
import { cancellationPolicy } from './cancellation-policy.ts';
import { classAccounts, classSize, summerAccountsTotal, weekendAccountsTotal } from './facts.ts';
import { programFacts } from './programs.ts';
import { kidsCurriculum, resourceKit } from './kids-curriculum.ts';
import { site } from './site.ts';

/**
 * The FAQ page's eight questions (spec: /faq) under their topics, in the spec's order: the
 * page's index links to each topic's heading. Answers are plain text: the page and the
 * structured data share them.
 */
export const faqGroups: readonly { id: string; heading: string; items: readonly FaqItem[] }[] = [
  {
    id: 'faq-getting-started',
    heading: 'Getting started',
    items: [
      {
        question: 'What is vibe coding?',
        answer: [
          'Vibe coding is building software by describing what you want to an AI assistant in plain words, then running, testing and shaping the code it writes.',
          'Students learn to turn their own ideas into working apps and games, and to understand, check and improve what the AI produces.',
        ],
      },
      {
        question: 'Does my child need any coding experience?',
        answer:
          'No experience is needed. Beginners start from the basics with a mentor at their table, and every student builds a working project in the first sessions.',
      },
    ],
  },
  {
    id: 'faq-tools-and-safety',
    heading: 'Tools and safety',
    items: [
      {
        question: 'What software or accounts will my child need?',
        answer: [
          `Besides a charged laptop for class, students use a paid coding-platform plan (${classAccounts.platformPlan}) and AI/API credits (${classAccounts.aiCredits}). The plan is paid by the month, so a weekend cohort (eight to ten weeks) needs two or three months of it; you can cancel it when the cohort ends, or keep it to go on building. In all, ${weekendAccountsTotal} for a weekend cohort, and ${summerAccountsTotal} for a two-week summer cohort of ${programFacts.kids.name}.`,
          `In the first class students build on the class’s own accounts. On day ${classAccounts.emailDay} the teacher emails the parents about the APIs the class needs, so you only set up what your child will use. The ${programFacts.summerCamp.name} program (not the kids’ summer cohorts) includes both in its price.`,
          'The accounts are opened in a parent’s name and a parent holds the passwords: many AI services do not give accounts to children, so your child works through yours.',
        ],
      },
      {
        question: 'Is it safe for kids to use AI tools?',
        answer: [
          `Yes, with adults in the loop. Students use AI coding assistants in class, with a mentor at every table of ${classSize.range}, to build software: describing features, reading code and fixing bugs.`,
          'The AI accounts are a parent’s, not the child’s: many AI services set a minimum age for their own accounts, so your child works through yours, in class, and you can see what it is used for.',
          'From the first class, students learn three habits: check what the AI writes instead of trusting it; keep real names, photos and addresses out of prompts and apps; and ask a mentor before sharing anything outside class.',
          'We collect only what enrollment needs about your child, and we never sell it.',
        ],
      },
    ],
  },
  {
    id: 'faq-in-the-classroom',
    heading: 'In the classroom',
    items: [
      {
        question: 'How big are the classes?',
        answer: `Small. We aim for a ratio of ${classSize.range} students to 1 mentor, and never more than ${classSize.max} students at a mentor's table, so every student gets help when they are stuck.`,
      },
      {
        question: 'What will my child take home?',
        // The spec's three things, counted as the beginner level promises them (the portfolio page
        // one of the apps, as the level's deliverables say; the kit the last of every level's).
        answer: `Working demo projects (${kidsCurriculum.beginner.deliverables[0]} by the end of the beginner level), one of them a portfolio page that shows off the rest, and ${resourceKit} for building more at home.`,
      },
      {
        question: 'How do you keep students engaged?',
        answer:
          'Students build projects they choose, see them work within minutes, and show them to the class. Every session ends with something that runs, and the small groups mean nobody is left waiting for help.',
      },
      {
        question: 'Can parents observe a class?',
        answer: `Yes, with limited room for observers. Write to us at ${site.email} beforehand to arrange a visit.`,
      },
    ],
  },
];

/** The eight questions in one list, for the structured data. */
export const faqItems: readonly FaqItem[] = faqGroups.flatMap((group) => group.items);

const paragraphsOf = (answer: FaqItem['answer']) => (typeof answer === 'string' ? [answer] : answer);

/** schema.org FAQPage for /faq: the same questions and answers, as plain text. */
export function faqJsonLd() {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqItems.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: paragraphsOf(item.answer).join(' ') },
    })),
  };
}

/** The FAQ page's section headings, its index, and the words of its closing call to action (whose buttons include Contact Us). */
export const faqPage = {
  questions: { heading: 'Common questions', lead: 'What parents ask us most. Select a question to read its answer.' },
  index: { label: 'Questions by topic', heading: 'Topics' },
  more: {
    heading: 'Still have questions?',
    text: [
      'Send us a message, or write to ',
      mailLink(site.email),
      '. Or join a small-group cohort and ship real apps with AI tools.',
    ],
  },
  cancellation: {
    heading: cancellationPolicy.heading,
    lead: 'Plans change. Here is what happens if you need to cancel or move to other dates.',
  },
};
