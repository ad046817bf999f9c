import { pageMetadata } from './page-metadata.ts';

/** Header, footer and call-to-action links, exactly as the spec's "Global elements" lists them. */
/** A link; `landsOn` is the page a redirecting href ends on (the spec's menu paths), so the menu marks it as current there. */
export type NavLink = { label: string; href: string; landsOn?: string };
/** A menu group; `alsoCurrentOn` names pages of its section no link of its list leads to. */
export type NavGroup = { label: string; id: string; href: string; links: NavLink[]; alsoCurrentOn?: string[] };

export const headerGroups: NavGroup[] = [
  {
    label: 'Programs',
    id: 'programs',
    href: '/programs',
    links: [
      { label: 'All Programs', href: '/programs' },
      { label: 'Kids Vibe Coding', href: '/programs/middle-school', landsOn: '/kids-vibe-coding' },
      { label: 'Vibe Coding for Professionals', href: '/programs/professionals' },
    ],
    alsoCurrentOn: ['/vibe-coding-for-high-schooler'],
  },
  {
    label: 'Locations',
    id: 'locations',
    href: '/locations',
    links: [
      { label: 'All Locations', href: '/locations' },
      { label: 'South Bay', href: '/locations/south-bay' },
      { label: 'East Bay', href: '/locations/east-bay' },
    ],
  },
  {
    label: 'Parents Hub',
    id: 'parents',
    href: '/parents',
    links: [
      { label: 'Parents Hub', href: '/parents' },
      { label: 'Why Coding for Kids', href: '/parents/why-coding-for-kids' },
      { label: 'Parent Resources', href: '/parents/resources' },
      { label: 'Scholarships & Pricing', href: '/parents/scholarships-and-pricing' },
    ],
  },
  {
    label: 'About',
    id: 'about',
    href: '/about',
    links: [
      { label: 'About Us', href: '/about' },
      { label: 'Our Story', href: '/about/our-story' },
      { label: 'Instructors', href: '/about/instructors' },
      { label: 'Methodology', href: '/about/methodology' },
    ],
  },
];

export const headerLinks: NavLink[] = [
  { label: 'Blog', href: '/blog' },
  { label: 'Contact', href: '/contact' },
];

/** Shown in the mobile menu only. */
export const mobileOnlyLinks: NavLink[] = [{ label: 'FAQ', href: '/faq' }];

export const headerCta: NavLink = { label: 'Enroll Now', href: '/programs' };

export const footerProgramLinks: NavLink[] = [
  { label: 'Kids Vibe Coding', href: '/vibe-coding-for-middle-schooler' },
  { label: 'Vibe Coding for Professionals', href: '/vibe-coding-for-professionals' },
  { label: 'Scholarships', href: '/scholarships' },
];

export const footerLocationLinks: NavLink[] = [
  // Named as the page they open is headed (the spec's old addresses redirect there).
  { label: pageMetadata.southBay.heading, href: '/coding-camps-south-bay' },
  { label: pageMetadata.eastBay.heading, href: '/coding-camps-east-bay' },
];

/** The spec has these as placeholders; they point at the pages that hold that content. */
export const footerSupportLinks: NavLink[] = [
  { label: 'Frequently Asked Questions', href: '/frequently-asked-questions' },
  { label: 'Contact Us', href: '/contact' },
  { label: 'Parent Resources', href: '/parents/resources' },
];

/**
 * The pages where a parent pays: the checkout and the demo payment page. They show the
 * focused header (logo, this line, help) instead of the menu, banner and sticky bar.
 */
export const focusedPages = {
  label: 'Secure checkout',
  /** With the demo provider nothing is charged: the header says so instead (a lock beside a demo read as mixed). */
  demoLabel: 'Demo checkout',
  help: { label: 'Need help?', href: '/contact' },
  isFocused: (path: string) => path === '/checkout' || path.startsWith('/demo-checkout/'),
  /** The payment result (and its fragment): paid, so no offer or quick action competes with the receipt. */
  isPaymentResult: (path: string) =>
    path === pageMetadata.enrollmentSuccess.path || path.startsWith(`${pageMetadata.enrollmentSuccess.path}/`),
};

/** The staff console's frame (Layout.tsx): its own header, no banner, the policies' footer. */
export const consolePages = {
  label: 'Staff Console',
  site: { label: 'View the site', href: '/' },
  isConsole: (path: string) => path === '/admin' || path.startsWith('/admin/'),
};

export const mobileStickyLinks = {
  enroll: { label: 'Enroll Now', href: '/enroll' },
  contact: { label: 'Contact Us', href: '/contact' },
} satisfies Record<string, NavLink>;

export const callToActionLinks = {
  enroll: { label: 'Enroll Now', href: '/enroll' },
  contact: { label: 'Contact Us', href: '/contact' },
  programs: { label: 'View Programs', href: '/programs' },
} satisfies Record<string, NavLink>;

/** Where a visitor who followed a broken link most likely meant to go (the 404 page lists them). */
export const notFoundLinks = {
  heading: 'Popular pages',
  links: [
    { label: 'Kids Vibe Coding', href: pageMetadata.kids.path },
    { label: 'Locations', href: pageMetadata.locations.path },
    { label: 'Parents Hub', href: pageMetadata.parents.path },
    { label: 'Frequently Asked Questions', href: pageMetadata.faq.path },
    { label: 'Scholarships', href: pageMetadata.scholarships.path },
  ],
} satisfies { heading: string; links: NavLink[] };
