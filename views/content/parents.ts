import { accountPaths } from '../../domain/account.ts';
import { dollars, keepTogether } from '../format.ts';
import type { EnrollmentProgram } from '../../domain/enrollment-request.ts';
import {
  classAccounts,
  classSize,
  countInWords,
  middleSchoolHours,
  replyWithin,
  scholarshipWithEarlyBird,
  wizardStepCount,
} from './facts.ts';
import type { FaqItem } from '../components/FaqList.tsx';
import type { Feature } from '../components/FeatureGrid.tsx';
import type { LinkCard } from '../components/LinkCards.tsx';
import type { ListCard } from '../components/ListCards.tsx';
import type { RichParagraph } from '../components/RichText.tsx';
import type { NavLink } from './navigation.ts';
import { pageMetadata } from './page-metadata.ts';
import { kidsCurriculum, programDetails, whatToBring } from './kids-curriculum.ts';
import { kidsCohortsLink, programFacts } from './programs.ts';
import { instructorFirstName } from './instructor.ts';
import { hubTestimonial, type Testimonial } from './testimonials.ts';

/** Copy of the Parents hub (/parents) and its three subpages (spec: "Parents hub and subpages"). */

type SectionCopy = { heading: string; lead: string };

export const parentsHub: {
  explore: SectionCopy & { cards: LinkCard[]; enrolled: RichParagraph };
  /** The hub's opening, beside its title: a parent's words. */
  quote: Testimonial;
  whyChoose: SectionCopy;
  faq: SectionCopy & { items: FaqItem[]; more: RichParagraph };
} = {
  explore: {
    heading: 'Start here',
    lead: 'Three short guides for families thinking about coding classes.',
    cards: [
      {
        title: 'Why Coding for Kids',
        text: 'Critical thinking, creativity, future-ready skills and confidence: what learning to code gives a child.',
        href: pageMetadata.whyCoding.path,
        linkLabel: 'Why coding matters',
      },
      {
        title: 'Parent Resources',
        text: 'Our parent’s guide, ideas for practicing at home and the careers that coding can lead to.',
        href: pageMetadata.resources.path,
        linkLabel: 'Browse parent resources',
      },
      {
        title: 'Scholarships & Pricing',
        text: 'What our programs cost, what is included, and need-based scholarships of up to 50% off.',
        href: pageMetadata.scholarshipsPricing.path,
        linkLabel: 'See prices and scholarships',
      },
    ],
    /** For a family already enrolled: where their enrollments are (shown when the site can email its sign-in link). */
    enrolled: [
      'Already enrolled? ',
      { text: 'Your page', href: accountPaths.home },
      ' has your enrollments, receipts, waitlists and cancelling.',
    ],
  },
  // The hub opens on what a parent says, in words no other page has, not on a panel of
  // figures or a picture shown elsewhere.
  quote: hubTestimonial,
  whyChoose: {
    heading: 'Why parents choose us',
    lead: 'Small groups, real tools and mentors who build software for a living.',
  },
  faq: {
    heading: 'Questions parents ask',
    lead: 'The short answers to what families ask first.',
    more: ['More answers, and our cancellation policy, in the ', { text: 'frequently asked questions', href: '/faq' }, '.'],
    items: [
      {
        question: 'What age is the program for?',
        // The spec's "11 and up" is the plans families apply for: the Middle School Program (11-14) and the
        // Summer Camp. The program most parents come for is said first (a parent had to read past the plans to find it).
        answer: `${programFacts.kids.name}, our dated cohorts, is for ages ${programFacts.kids.ages}. The plans families apply for are for ages 11 and up: the ${programFacts.middleSchool.name} for ages ${programFacts.middleSchool.ages}, and the ${programFacts.summerCamp.name} with no upper age.`,
      },
      {
        question: 'Does my child need coding experience?',
        answer: 'No experience is needed. Students start with the basics and build a working project from the first sessions.',
      },
      {
        question: 'What does my child need for class?',
        // What the kids page asks for class first (the question's answer), then the spec's computer
        // at home, then the two accounts that cost beyond tuition (left out, a parent met them only
        // on other pages).
        answer: `For class: ${whatToBring.value.charAt(0).toLowerCase()}${whatToBring.value.slice(1)}. At home, a laptop or desktop computer with an internet connection to practice on. Beyond tuition, a coding-platform plan (${classAccounts.platformPlan}, ${classAccounts.platformPlanTerm}) and AI/API credits (${classAccounts.aiCredits}).`,
      },
    ],
  },
};

export const whyCoding: {
  benefits: SectionCopy & { items: Feature[] };
  next: SectionCopy & { cards: LinkCard[] };
} = {
  benefits: {
    heading: 'Four reasons kids should learn to code',
    lead: 'Coding is not only for future engineers. It builds skills every child can use.',
    items: [
      {
        title: 'Critical thinking',
        text: 'Coding teaches children to break a big problem into small steps, try an idea and work out why it did or didn’t work.',
      },
      {
        title: 'Creativity',
        text: 'An empty screen becomes a game, a story or a tool they imagined. Kids learn that they can make technology, not only use it.',
      },
      {
        title: 'Future-ready',
        text: 'AI is changing every career. Children who can build with AI tools are ready for the jobs of tomorrow, whatever field they choose.',
      },
      {
        title: 'Confidence',
        text: 'Finishing a working app, and fixing it when it breaks, shows kids they can solve hard problems on their own.',
      },
    ],
  },
  next: {
    heading: 'Next steps',
    lead: 'See what our classes look like, what they cost, and how to help at home.',
    cards: [
      {
        title: programFacts.kids.name,
        text: `Ages ${programFacts.kids.ages}, three levels, small groups and the real AI tools professionals use.`,
        href: '/kids-vibe-coding',
        linkLabel: 'Explore the kids program',
      },
      {
        title: 'Parent Resources',
        text: 'Our parent’s guide, home practice ideas and career pathways.',
        href: pageMetadata.resources.path,
        linkLabel: 'Browse parent resources',
      },
      {
        title: 'Scholarships & Pricing',
        text: 'Program prices and need-based scholarships of up to 50% off.',
        href: pageMetadata.scholarshipsPricing.path,
        linkLabel: 'See prices and scholarships',
      },
    ],
  },
};

export const parentResources: SectionCopy & { cards: ListCard[] } = {
  heading: 'Resources for families',
  lead: 'Everything here is free. Use it whether or not your child takes a class with us.',
  cards: [
    {
      badge: 'Guide',
      title: 'Parent’s Guide to Vibe Coding',
      text: 'The key points of our guide for families:',
      points: [
        {
          label: 'What vibe coding is',
          text: 'building software by describing it to an AI assistant, then testing and improving what it writes.',
        },
        {
          label: 'What a class looks like',
          text: `small groups of ${classSize.range} students per mentor; every session ends with something that runs.`,
        },
        {
          label: 'What your child needs',
          // A word joiner keeps 'emails' whole at the end of a line.
          text: `a charged laptop for class (a desktop with internet does for practice at home). ${instructorFirstName}, our lead instructor, emails you on day ${classAccounts.emailDay} of the cohort about the accounts the class uses.`,
        },
        {
          label: 'How to help',
          text: 'ask for demos, celebrate fixed bugs as much as finished apps, and let your child explain their thinking.',
        },
        {
          label: 'Staying safe',
          text: 'check what the AI writes, and never share personal information with an AI tool.',
        },
      ],
      note: [
        'The full guide is free and available on request. ',
        { text: 'Request the parent’s guide', href: '/contact?subject=programs' },
      ],
    },
    {
      badge: 'At home',
      title: 'Home practice',
      text: 'Short, regular practice works better than long sessions. Ideas to try together:',
      points: [
        { label: 'Ask for a demo', text: 'let your child show you what they built this week and how it works.' },
        { label: 'Build something small together', text: 'a family quiz, a chore chart or a birthday card app.' },
        {
          label: 'Describe before prompting',
          text: 'write down, step by step, what the app should do before asking the AI.',
        },
        { label: 'Hunt a bug together', text: 'ask what they expected to happen, and what happened instead.' },
        { label: 'Keep it short', text: '20-30 minutes a few times a week beats one long session.' },
      ],
    },
    {
      badge: 'Careers',
      title: 'Career pathways',
      text: 'Where coding and AI skills can lead:',
      points: [
        { label: 'Software engineer', text: 'designs and builds apps, websites and games.' },
        { label: 'AI engineer', text: 'builds the AI systems behind smart apps and services.' },
        { label: 'Data scientist', text: 'finds answers in data and helps others decide.' },
        { label: 'Product manager', text: 'decides what to build and why, with engineers and designers.' },
        { label: 'UX designer', text: 'makes apps easy and pleasant to use.' },
        { label: 'Entrepreneur', text: 'turns an idea into a company, and the next generation will start younger.' },
      ],
    },
  ],
};

export type PricePlan = {
  name: string;
  /** Dollars, or a range as the program's facts state it. */
  price: number | string;
  unit: string;
  summary: string;
  /** Which child it fits, in a phrase: how a parent tells the three ways apart. */
  bestFor: string;
  features: string[];
  /** How a family joins, in one line, and the link that starts it. */
  join: string;
  link: NavLink;
};

const detail = (label: string) => programDetails.find((item) => item.label === label)?.value ?? '';

/** Each level's price per cohort ('Beginner $675, intermediate $775, advanced $875'): the range above, spelled out. */
const levelPrices = () => {
  const [first, ...rest] = Object.values(kidsCurriculum).map(
    (level) => `${level.label.toLowerCase()} ${dollars(level.defaultPrice)}`,
  );
  return [first!.charAt(0).toUpperCase() + first!.slice(1), ...rest].join(', ');
};

/** How a family joins a plan the enrollment form offers: the form, with that plan already chosen. */
const applyFor = (program: EnrollmentProgram) => ({
  join: `Apply online in ${countInWords(wizardStepCount)} short steps; we reply ${replyWithin}.`,
  link: { label: 'Start Your Application', href: `${pageMetadata.enroll.path}?program=${program}` },
});

export const scholarshipsPricing: {
  /** The kids' cohorts come first: the price a parent meets on the program page and at checkout. */
  pricing: SectionCopy & {
    cohorts: PricePlan;
    /** The application's two plans; `brief` is the features in a sentence, for /programs' smaller cards. */
    plans: (PricePlan & {
      price: number;
      program: EnrollmentProgram;
      brief: string;
      /** Its line in /programs' "Ways to learn". */ glance: string;
    })[];
    siblings: string;
  };
  scholarship: SectionCopy & { highlight: string; text: string; link: NavLink };
} = {
  pricing: {
    heading: 'Program pricing',
    // Under the cards, before what their prices leave out (the page opens on the cards).
    lead: 'Prices are in US dollars.',
    /** Brothers and sisters (a parent asked): what the system does, one seat and one price per child. */
    siblings:
      'Brothers and sisters each book a seat of their own at the same price; there is no sibling discount, and each child may apply for a scholarship.',
    cohorts: {
      name: `${programFacts.kids.name} cohorts`,
      price: programFacts.kids.price,
      unit: programFacts.kids.priceNote,
      summary: `Cohorts for ages ${programFacts.kids.ages}, in three levels.`,
      bestFor:
        'a child who wants set class days and dates (in summer, two weeks of weekdays, a few hours a day), and levels to grow through',
      features: [levelPrices(), detail('Coaching'), detail('Class size'), detail('Campuses')],
      join: 'Choose a level and a cohort, then book a seat online.',
      link: kidsCohortsLink,
    },
    plans: [
      {
        program: 'middle-school',
        name: programFacts.middleSchool.name,
        price: 299,
        unit: 'per month',
        summary: `Small-group classes for ages ${keepTogether(programFacts.middleSchool.ages)}.`,
        glance: `Ages ${programFacts.middleSchool.ages}`,
        bestFor: 'a middle schooler who wants to keep coding month after month',
        features: [
          `${middleSchoolHours} of hands-on learning`,
          '8:1 student-to-instructor ratio',
          'Project portfolio',
          'Certificate of completion',
        ],
        brief: `${middleSchoolHours} of hands-on learning, 8 students to an instructor, a project portfolio and a certificate.`,
        ...applyFor('middle-school'),
      },
      {
        program: 'summer-camp',
        name: programFacts.summerCamp.name,
        price: 1299,
        unit: 'per session',
        summary: 'A coding intensive for the summer break, for ages 11 and up.',
        glance: 'Ages 11 and up, two weeks of full days',
        bestFor: 'a child of 11 or older with two free weeks in the summer, for full days rather than a few hours a day',
        features: ['2-week intensive', 'Full-day program', 'Final showcase for families', 'All materials included'],
        brief: 'Two weeks of full days, a final showcase for families, and every material included.',
        ...applyFor('summer-camp'),
      },
    ],
  },
  scholarship: {
    heading: 'Need-based scholarships',
    lead: 'Every cohort has one scholarship for a family that needs help with the cost: apply before it fills.',
    highlight: 'Up to 50% off',
    text: `Need-based scholarships cover up to 50% of tuition. ${scholarshipWithEarlyBird} Tell us about your situation and we will see what we can do.`,
    link: { label: 'How to Apply for a Scholarship', href: pageMetadata.scholarships.path },
  },
};
