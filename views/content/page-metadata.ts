import type { Crumb } from '../components/Breadcrumb.tsx';
import { classSize, countInWords, quickEnrollmentMinutes, replyWithin, scholarshipShare, wizardStepCount } from './facts.ts';
import { programFacts } from './programs.ts';
import { site } from './site.ts';

/**
 * Title, description, heading and breadcrumb of each inner page. Pages that later
 * issues fill keep these; the body grows under them.
 */
export type PageMetadata = {
  path: string;
  title: string;
  description: string;
  heading: string;
  lead?: string;
  breadcrumb: Crumb[];
};

const { kids, highSchool, professionals } = programFacts;
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const t = (name: string) => `${name} | ${site.foundationName}`;

const programs: Crumb = { label: 'Programs', href: '/programs' };
const locations: Crumb = { label: 'Locations', href: '/locations' };
const parents: Crumb = { label: 'Parents Hub', href: '/parents' };
const about: Crumb = { label: 'About', href: '/about' };

/** A level's cohorts on the kids page: where a parent goes back from a checkout to choose another. */
export const cohortsOf = (level: string) => `/kids-vibe-coding?level=${encodeURIComponent(level)}#levels`;

export const pageMetadata = {
  enroll: {
    path: '/enroll',
    title: t('Enroll'),
    description: `Apply for a vibe coding program in ${countInWords(wizardStepCount)} short steps: parent and student, program, review.`,
    heading: 'Enrollment Application',
    lead: `${capitalized(countInWords(wizardStepCount))} short steps: parent and student information, program selection, then review and submit.`,
    breadcrumb: [{ label: 'Enroll' }],
  },
  checkout: {
    path: '/checkout',
    title: t('Checkout'),
    description: 'Reserve a seat in a vibe coding cohort and pay securely.',
    heading: 'Quick Enrollment',
    lead: `A ${quickEnrollmentMinutes}-minute process: reserve a seat, then pay securely.`,
    breadcrumb: [programs, { label: 'Checkout' }],
  },
  enrollmentSuccess: {
    path: '/enrollment-success',
    title: t('Enrollment Status'),
    description: 'The result of your enrollment payment.',
    heading: 'Enrollment Status',
    breadcrumb: [{ label: 'Enrollment Status' }],
  },
  contact: {
    path: '/contact',
    title: t('Contact Us'),
    description: `Questions about programs, schedules or scholarships? Send us a message; we reply ${replyWithin}.`,
    heading: 'Contact Us',
    lead: `Questions about programs, schedules or scholarships? We'll get back to you ${replyWithin}.`,
    breadcrumb: [{ label: 'Contact' }],
  },
  programs: {
    path: '/programs',
    title: t('Programs'),
    description: `${kids.name} (ages ${kids.ages}) and ${professionals.cardName}: AI-assisted coding programs in the Bay Area.`,
    heading: 'Our Programs',
    lead: 'Real software built with AI tools: a program for kids and teens, one for working professionals, and more ways to learn with us.',
    breadcrumb: [{ label: 'Programs' }],
  },
  kids: {
    path: '/kids-vibe-coding',
    title: t(kids.name),
    description: `${kids.name} for ages ${kids.ages}: beginner, intermediate and advanced cohorts with mentors from large tech companies and real AI tools.`,
    heading: kids.name,
    // Not the badges under it again (mentors, AI tools, three levels): who, where, and how far it goes.
    lead: `Ages ${kids.ages}, in groups of ${classSize.range} in ${site.campuses.map((campus) => campus.area).join(' and ')}: from a first app to a team’s own product.`,
    breadcrumb: [programs, { label: kids.name }],
  },
  professionals: {
    path: '/programs/professionals',
    title: t(professionals.name),
    description: `${professionals.cardName}: a ${professionals.weeks}-week evening and weekend program with career support.`,
    heading: professionals.name,
    lead: `A ${professionals.weeks}-week program with evening and weekend classes and career support.`,
    breadcrumb: [programs, { label: 'Professionals' }],
  },
  locations: {
    path: '/locations',
    title: t('Locations'),
    description: 'Our South Bay (Cupertino) and East Bay (Fremont) campuses.',
    heading: 'Our Locations',
    lead: 'Two Bay Area campuses: South Bay in Cupertino and East Bay in Fremont.',
    breadcrumb: [{ label: 'Locations' }],
  },
  southBay: {
    path: '/locations/south-bay',
    title: t('South Bay Campus'),
    description: 'Kids cohorts, the summer camp and every other program, in small groups at our South Bay campus in Cupertino.',
    heading: 'South Bay Campus',
    lead: 'Kids cohorts, the summer camp and every other program, in small groups in Cupertino.',
    breadcrumb: [locations, { label: 'South Bay' }],
  },
  eastBay: {
    path: '/locations/east-bay',
    title: t('East Bay Campus'),
    description: 'Kids cohorts, the summer camp and every other program, in small groups at our East Bay campus in Fremont.',
    heading: 'East Bay Campus',
    lead: 'Kids cohorts, the summer camp and every other program, in small groups in Fremont.',
    breadcrumb: [locations, { label: 'East Bay' }],
  },
  parents: {
    path: '/parents',
    title: t('Parents Hub'),
    description: 'Why coding matters, resources for parents, scholarships and pricing.',
    heading: 'Parents Hub',
    lead: 'Everything a parent needs: why coding matters, resources, scholarships and pricing.',
    breadcrumb: [{ label: 'Parents Hub' }],
  },
  whyCoding: {
    path: '/parents/why-coding-for-kids',
    title: t('Why Coding for Kids'),
    description: 'Critical thinking, creativity, future-ready skills and confidence: why kids should learn to code.',
    heading: 'Why Coding for Kids',
    lead: 'What building real apps with AI tools gives a child, whether or not they grow up to be an engineer.',
    breadcrumb: [parents, { label: 'Why Coding for Kids' }],
  },
  resources: {
    path: '/parents/resources',
    title: t('Parent Resources'),
    description: 'A parent’s guide, home practice ideas and career pathways in technology.',
    heading: 'Parent Resources',
    lead: 'A parent’s guide, ideas for practicing at home, and where coding can lead. All of it free.',
    breadcrumb: [parents, { label: 'Resources' }],
  },
  scholarshipsPricing: {
    path: '/parents/scholarships-and-pricing',
    title: t('Scholarships & Pricing'),
    description: 'Program prices and need-based scholarships of up to 50% off.',
    heading: 'Scholarships & Pricing',
    lead: `What each program for kids costs, and how a need-based scholarship takes ${scholarshipShare}.`,
    breadcrumb: [parents, { label: 'Scholarships & Pricing' }],
  },
  about: {
    path: '/about',
    title: t('About Us'),
    description: 'Who we are: our story, our instructors and how we teach.',
    heading: 'About Us',
    lead: 'A non-profit coding school in the Bay Area: teaching kids since 2020, and now teens and working professionals too.',
    breadcrumb: [{ label: 'About' }],
  },
  ourStory: {
    path: '/about/our-story',
    title: t('Our Story'),
    description: 'Founded in 2020, the foundation has taught over 1,000 students.',
    heading: 'Our Story',
    lead: 'Why people who build software for a living started teaching kids, and how one small class grew to over 1,000 students.',
    breadcrumb: [about, { label: 'Our Story' }],
  },
  instructors: {
    path: '/about/instructors',
    title: t('Our Instructors'),
    description: 'Meet the instructor behind our programs: 150+ students and 1500+ hours taught.',
    heading: 'Our Instructors',
    lead: 'Who teaches the classes, what they have built and taught, and how a class runs.',
    breadcrumb: [about, { label: 'Instructors' }],
  },
  methodology: {
    path: '/about/methodology',
    title: t('Our Methodology'),
    description: 'The four principles behind how we teach vibe coding.',
    heading: 'Our Methodology',
    lead: 'The four ideas every class follows, and what they add up to for a student.',
    breadcrumb: [about, { label: 'Methodology' }],
  },
  blog: {
    path: '/blog',
    title: t('Blog'),
    description: 'Vibe coding insights, research, and how-tos.',
    heading: `${site.foundationName} Blog`,
    lead: 'Vibe coding insights, research, and how-tos.',
    breadcrumb: [{ label: 'Blog' }],
  },
  faq: {
    path: '/faq',
    title: t('Frequently Asked Questions'),
    description: 'Answers about vibe coding, experience, software, AI safety, class sizes and our cancellation policy.',
    heading: 'Frequently Asked Questions',
    lead: 'Answers about classes, tools and safety, and what happens if you need to cancel.',
    breadcrumb: [{ label: 'FAQ' }],
  },
  scholarships: {
    path: '/scholarships',
    title: t('Scholarships'),
    description: `One need-based scholarship is reserved per cohort, ${scholarshipShare}.`,
    heading: 'Scholarships',
    lead: `One need-based scholarship is reserved per cohort. It takes ${scholarshipShare}, depending on the family’s need.`,
    breadcrumb: [{ label: 'Scholarships' }],
  },
  scholarshipApply: {
    path: '/scholarships/apply',
    title: t('Apply for a Scholarship'),
    description: 'Apply for the need-based scholarship of one cohort: up to 50% off, one per cohort, confidential.',
    heading: 'Apply for a Scholarship',
    lead: 'One need-based scholarship is reserved per cohort, up to 50% off. Tell us about your family: it takes a few minutes, and everything stays confidential.',
    breadcrumb: [{ label: 'Scholarships', href: '/scholarships' }, { label: 'Apply' }],
  },
  highSchool: {
    path: '/vibe-coding-for-high-schooler',
    title: t(highSchool.name),
    description: `The ${highSchool.name}: teens build software with AI tools for local businesses and earn service hours.`,
    heading: highSchool.name,
    lead: 'Teens build real software with AI tools for local businesses, and the hours count as service hours.',
    breadcrumb: [programs, { label: highSchool.name }],
  },
  terms: {
    path: '/terms',
    title: t('Terms of Service'),
    description: 'The terms for enrolling in our programs, paying for a seat, and cancelling.',
    heading: 'Terms of Service',
    breadcrumb: [{ label: 'Terms of Service' }],
  },
  privacy: {
    path: '/privacy',
    title: t('Privacy Policy'),
    description: 'What we collect about parents and students, why, how long we keep it, and how to ask us to delete it.',
    heading: 'Privacy Policy',
    breadcrumb: [{ label: 'Privacy Policy' }],
  },
  startYourJourney: {
    path: '/start-your-journey',
    title: t('Start Your Journey'),
    description: 'Start your vibe coding journey: programs for middle and high schoolers, mentors and real projects.',
    heading: 'Start Your Journey',
    lead: 'Which program fits your student, what they will build, and who will teach them.',
    breadcrumb: [{ label: 'Start Your Journey' }],
  },
  adminLogin: {
    path: '/admin/login',
    title: t('Admin Sign-In'),
    description: 'Sign in to the foundation’s admin pages.',
    heading: 'Admin Sign-In',
    breadcrumb: [{ label: 'Admin' }, { label: 'Sign In' }],
  },
  importBlogs: {
    path: '/admin/import-blogs',
    title: t('Import Blogs'),
    description: 'Import blog posts from the foundation’s existing site.',
    heading: 'Import Blogs',
    breadcrumb: [{ label: 'Admin', href: '/admin' }, { label: 'Import Blogs' }],
  },
  dashboard: {
    path: '/admin',
    title: t('Staff Console'),
    description: 'What needs attention: upcoming cohorts and their seats, new messages and requests, mail that failed.',
    heading: 'Staff Console',
    breadcrumb: [{ label: 'Admin' }],
  },
  courses: {
    path: '/admin/courses',
    title: t('Courses'),
    description: 'Every cohort with its seats, and a new one.',
    heading: 'Courses',
    breadcrumb: [{ label: 'Admin', href: '/admin' }, { label: 'Courses' }],
  },
  newCourse: {
    path: '/admin/courses/new',
    title: t('Open a Cohort'),
    description: 'Open a new cohort.',
    heading: 'Open a Cohort',
    breadcrumb: [{ label: 'Admin', href: '/admin' }, { label: 'Courses', href: '/admin/courses' }, { label: 'Open a Cohort' }],
  },
  consoleEnrollment: {
    path: '/admin/enrollments',
    title: t('Enrollment'),
    description: 'One enrollment: cancel, switch dates, or give the family a credit.',
    heading: 'Enrollment',
    breadcrumb: [{ label: 'Admin', href: '/admin' }, { label: 'Courses', href: '/admin/courses' }, { label: 'Enrollment' }],
  },
  scholarshipsConsole: {
    path: '/admin/scholarships',
    title: t('Scholarships'),
    description: 'Scholarship applications: approve one per cohort, or decline.',
    heading: 'Scholarships',
    breadcrumb: [{ label: 'Admin', href: '/admin' }, { label: 'Scholarships' }],
  },
  prices: {
    path: '/admin/prices',
    title: t('Prices'),
    description: 'The early-bird rule and the promo codes families use at checkout.',
    heading: 'Prices',
    breadcrumb: [{ label: 'Admin', href: '/admin' }, { label: 'Prices' }],
  },
  waitlistConsole: {
    path: '/admin/waitlist',
    title: t('Waitlist'),
    description: 'Every family waiting, for a cohort or for a level, in order.',
    heading: 'Waitlist',
    breadcrumb: [{ label: 'Admin', href: '/admin' }, { label: 'Waitlist' }],
  },
  messages: {
    path: '/admin/messages',
    title: t('Messages'),
    description: 'Messages from the contact form, handled and not.',
    heading: 'Messages',
    breadcrumb: [{ label: 'Admin', href: '/admin' }, { label: 'Messages' }],
  },
  enrollmentRequests: {
    path: '/admin/enrollment-requests',
    title: t('Enrollment Requests'),
    description: 'Requests from the enrollment wizard, with every answer.',
    heading: 'Enrollment Requests',
    breadcrumb: [{ label: 'Admin', href: '/admin' }, { label: 'Enrollment Requests' }],
  },
  audit: {
    path: '/admin/audit',
    title: t('Audit Log'),
    description: 'Every change staff made: who, when, what, before and after.',
    heading: 'Audit Log',
    breadcrumb: [{ label: 'Admin', href: '/admin' }, { label: 'Audit Log' }],
  },
  staff: {
    path: '/admin/staff',
    title: t('Staff'),
    description: 'Who can sign in to the console; invite and remove staff.',
    heading: 'Staff',
    breadcrumb: [{ label: 'Admin', href: '/admin' }, { label: 'Staff' }],
  },
  passwordReset: {
    path: '/admin/password-reset',
    title: t('Reset Your Password'),
    description: 'Get a link by email to choose a new staff password.',
    heading: 'Reset Your Password',
    breadcrumb: [{ label: 'Admin', href: '/admin' }, { label: 'Reset Your Password' }],
  },
  invitation: {
    path: '/admin/invitations',
    title: t('Join the Staff Console'),
    description: 'Choose a password for your staff account.',
    heading: 'Join the Staff Console',
    breadcrumb: [{ label: 'Admin', href: '/admin' }, { label: 'Invitation' }],
  },
  outbox: {
    path: '/admin/outbox',
    title: t('Outbox'),
    description: 'Every email the site has sent, is sending, or kept back, and why.',
    heading: 'Outbox',
    breadcrumb: [{ label: 'Admin', href: '/admin' }, { label: 'Outbox' }],
  },
} satisfies Record<string, PageMetadata>;
