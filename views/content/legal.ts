import { parentSessionDays } from '../../domain/account.ts';
import { adminSessionHours } from '../../domain/admin.ts';
import { holdMarginMinutes } from '../../domain/checkout.ts';
import { draftLifetimeDays } from '../../domain/enrollment-request.ts';
import { mailLink, type RichListItem, type RichParagraph } from '../components/RichText.tsx';
import { cancellationPolicy } from './cancellation-policy.ts';
import { scholarshipShare, seatHoldMinutes } from './facts.ts';
import { site } from './site.ts';

/**
 * The terms of service (/terms) and the privacy policy (/privacy), in plain language.
 * A section is paragraphs and lists; `include` places a shared block after them
 * (the cancellation policy, one text with the FAQ).
 */
export type LegalBlock = RichParagraph | { list: readonly RichListItem[] };

export type LegalSection = {
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
  include?: 'cancellation-policy';
};

export type LegalDocument = {
  /** When this version took effect (shown at the top; change it with the text). */
  effectiveDate: string;
  intro: RichParagraph;
  sections: readonly LegalSection[];
};

const email = mailLink(site.email);
const { street, city, region, postalCode } = site.postalAddress;
const postalAddress = `${site.foundationName}, ${street}, ${city}, ${region} ${postalCode}`;

/** The terms: the waitlist's offers hold a seat for the configured hours (`WAITLIST_OFFER_HOURS`). */
export const termsOfService = (offerHours: number): LegalDocument => ({
  effectiveDate: 'November 22, 2026',
  intro: [
    'These terms apply when you use this website, join a waitlist, or enroll a student in one of our programs. By enrolling, you agree to them on behalf of yourself and your child. If anything is unclear, email us at ',
    email,
    '.',
  ],
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        `${site.foundationName} (“we”, “us”) is a non-profit organization that teaches kids, teens and working professionals to build software with AI tools in the Bay Area. Our address is ${postalAddress}.`,
      ],
    },
    {
      id: 'enrollment',
      heading: 'Enrolling and holding a seat',
      blocks: [
        'An enrollment request or waitlist entry does not reserve a seat. A seat is yours once your payment is complete and we have confirmed it.',
        `When you start a checkout, we hold a seat for you for ${seatHoldMinutes} minutes while you pay. If the payment is not completed in that time, or you cancel it, the seat is released for other families. If a payment reaches us after the hold has ended and the cohort is full, we refund it in full.`,
        `When a seat opens in a full cohort, we offer it to the next family on its waitlist; an approved scholarship offers a seat the same way, at the reduced price. We hold the offered seat for that family for ${offerHours} hours and send them a link to pay for it. If they decline it, or do not pay in that time, it goes to the next family in line.`,
        "We may change a cohort's schedule, location or instructor when we have to; we tell you as early as we can, and if the change does not work for you, the “If we cancel” rule of the cancellation policy applies.",
      ],
    },
    {
      id: 'payment',
      heading: 'Prices and payment',
      blocks: [
        'Prices are in US dollars (USD). The price you pay is the one shown at checkout.',
        'Payments are taken by card through Stripe, our payment provider. Your card details go directly to Stripe and never to us; we receive only the confirmation of the payment (its session reference, amount and status).',
        [
          'Students also need a laptop for class, and the coding-platform plan and AI/API credits described in our ',
          { text: 'FAQ', href: '/faq' },
          '.',
        ],
      ],
    },
    {
      id: 'cancellation',
      heading: cancellationPolicy.heading,
      blocks: [['The same policy is in our ', { text: 'FAQ', href: '/faq#cancellation-policy' }, '.']],
      include: 'cancellation-policy',
    },
    {
      id: 'scholarships',
      heading: 'Scholarships',
      blocks: [
        [
          `We reserve one need-based scholarship per cohort, ${scholarshipShare}. Apply online or by email as described on our `,
          { text: 'scholarships page', href: '/scholarships' },
          '. We decide on applications case by case and keep them confidential.',
        ],
      ],
    },
    {
      id: 'conduct',
      heading: 'Conduct and safety',
      blocks: [
        'We want every class to be a safe, friendly place to learn. We ask students to:',
        {
          list: [
            'treat classmates, instructors and the venue with respect;',
            'follow the instructor’s directions, including about which websites and AI tools to use;',
            'never share personal information (their own or anyone else’s) with an AI tool or online service;',
            'use AI tools only for the class’s projects, and never to create hurtful or unsafe content.',
          ],
        },
        'Parents are responsible for bringing and collecting their child on time and for telling us about any health needs we should know. If a student’s behavior puts others at risk or keeps disrupting the class, we talk to the parent first; if it continues, we may ask the student to leave the program.',
      ],
    },
    {
      id: 'photos',
      heading: 'Photos and student work',
      blocks: [
        'We take or share photos or videos of students only with their parent’s consent, and a parent can withdraw that consent at any time by emailing us. We never publish a child’s full name with a photo.',
        'Students own the projects they build. With the parent’s permission we may show a project (without personal details) to illustrate our programs.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      blocks: [
        'We take care to run safe, good-quality programs, but we cannot promise a particular result, and we are not responsible for third-party tools and services (coding platforms, AI tools, Stripe) that we do not control.',
        'As far as the law allows, our total liability to you for anything related to a program is limited to the tuition you paid for that program. Nothing in these terms limits liability that the law does not allow us to limit, such as for injury caused by our negligence.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        'We may update these terms. The version in force is the one on this page, with its effective date at the top; an enrollment already paid keeps the terms that applied when you paid. These terms are governed by the laws of the State of California.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [['Questions about these terms? Email ', email, ` or write to ${postalAddress}.`]],
    },
  ],
});

export const privacyPolicy: LegalDocument = {
  effectiveDate: 'November 22, 2026',
  intro: [
    `${site.foundationName} (“we”, “us”) is a non-profit organization. This policy explains, in plain words, what we collect about parents and students, why, how long we keep it, who helps us process it, and how to ask us to see, correct or delete it. Questions: `,
    email,
    '.',
  ],
  sections: [
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      blocks: [
        'Only what you give us in our forms, and what we need to take a payment:',
        {
          list: [
            {
              label: 'Waitlist',
              text: 'parent’s name, email and phone, the student’s name, the student’s grade and your message (both optional), the program you are interested in, and whether you want to hear about future camps.',
            },
            {
              label: 'Contact form',
              text: 'your name, email, phone, the subject and your message.',
            },
            {
              label: 'Enrollment requests',
              text: 'parent’s name, email and phone; the student’s name, age and grade; the program, location and schedule you choose; the student’s experience and interests; and any comments.',
            },
            {
              label: 'Checkout',
              text: 'the student’s name and the parent’s email. Card details go to Stripe, never to us: we keep the payment session id, the amount and currency, and the payment status.',
            },
            {
              label: 'Scholarship applications',
              text: 'parent’s name, email and phone, the student’s name, the cohort, the number of people in your household and what you tell us about your situation. Only the staff who decide scholarships read it; we never share it.',
            },
          ],
        },
        'To protect the forms from abuse, the server counts requests per network address for a few minutes. Its logs record the page asked for and the response, not who you are.',
      ],
    },
    {
      id: 'why',
      heading: 'Why we use it, and on what basis',
      blocks: [
        {
          list: [
            {
              label: 'To do what you asked',
              text: 'answer your message, keep your place on a waitlist, handle an enrollment, take a payment and run the classes (for example the email about class accounts on the cohort’s second day).',
            },
            {
              label: 'Because the law requires it',
              text: 'we keep enrollment and payment records for tax and accounting.',
            },
            {
              label: 'With your consent',
              text: 'we tell you about future camps only if the box for it is ticked when you send the waitlist form (it starts ticked: untick it if you would rather not hear from us), and use photos only with your consent. You can withdraw consent at any time.',
            },
            {
              label: 'To keep the site safe',
              text: 'limiting repeated form submissions and keeping short technical logs is in everyone’s interest.',
            },
          ],
        },
        'We never sell your information, never use it for advertising, and never share it with anyone who does.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      blocks: [
        {
          list: [
            {
              label: 'Waitlist entries',
              text: 'until the next cohort of that program is filled, or 24 months, whichever comes first.',
            },
            { label: 'Enrollment and payment records', text: '7 years, for tax and accounting.' },
            { label: 'Contact messages', text: '24 months.' },
            {
              label: 'Scholarship applications',
              text: 'with the enrollment records when a scholarship is granted; otherwise 24 months.',
            },
            { label: 'Unsent enrollment applications', text: `${draftLifetimeDays} days after the last change.` },
          ],
        },
        'When a period ends, we delete the information or make it anonymous.',
      ],
    },
    {
      id: 'processors',
      heading: 'Who processes it',
      blocks: [
        {
          list: [
            {
              label: 'Stripe',
              text: 'takes card payments. We send it the course, the price, the parent’s email and the student’s name (its payment page shows whom the seat is for). Stripe handles your card details under its own privacy policy; we never see or store them.',
            },
            {
              label: 'Our hosting provider',
              text: 'runs the servers and the database that store the information above, on our instructions only.',
            },
          ],
        },
        'We share information beyond this only when the law requires it.',
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and browser storage',
      blocks: [
        'We use no advertising or tracking cookies and no third-party analytics. The site uses only cookies that it needs to work:',
        {
          list: [
            {
              label: 'A message cookie',
              text: 'carries a one-time confirmation (such as "Message Sent!") to the next page, and expires within a minute.',
            },
            {
              label: 'A checkout cookie',
              // The cookie outlives the promised hold by the margin a late payment gets (server/routes/checkout.tsx).
              text: `remembers the seat you are holding while you pay: the ${seatHoldMinutes} minutes of the hold, and ${holdMarginMinutes} more for a payment still on its way.`,
            },
            {
              label: 'An application cookie',
              text: `lets the enrollment form remember the answers of an application you have not sent yet, between its steps. Those answers are kept on our server and deleted ${draftLifetimeDays} days after your last change.`,
            },
            {
              label: 'A sign-in cookie',
              // The parent's page (/account): set when an emailed sign-in link is used (server/http/parent-session.ts).
              text: `keeps you signed in to your page on the site, on the device where you used the emailed sign-in link. It ends ${parentSessionDays} days after you sign in, or when you press Sign Out there: on a computer you share, sign out when you are done.`,
            },
            {
              label: 'An admin cookie',
              text: `only for the foundation's staff who sign in to the admin pages; it ends ${adminSessionHours} hours after their last use of them.`,
            },
          ],
        },
        'Your browser also stores your light or dark theme choice, when you dismissed the announcement banner, and for 30 days which cohorts’ waitlists you joined from it and your place then, so their cards can say so when you come back (your page on the site shows your waitlists from our records). These stay on your device and are never sent to us.',
      ],
    },
    {
      id: 'children',
      heading: 'Children’s privacy',
      blocks: [
        'Our students are children, so we take extra care. Information about a child is provided by their parent or guardian, and is used only to run their classes.',
        'In line with the Children’s Online Privacy Protection Act (COPPA), we do not knowingly collect personal information directly from children under 13. Our forms are for parents. If you believe a child under 13 has sent us information, email us and we will delete it.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      blocks: [
        'The site is served over HTTPS, only the people who run our programs can see your information, and card details never reach our servers.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your choices: access, correction and deletion',
      blocks: [
        [
          'You can ask to see the information we hold about you or your child, to correct it, or to delete it, by emailing ',
          email,
          '. We reply within 30 days. We may need to keep payment records for as long as the law requires, and we tell you when that is the case.',
        ],
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        'When we change this policy, we post the new version on this page with a new effective date. If a change affects how we use information you already gave us, we also email the parents we hold details for before it takes effect.',
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [['Email ', email, ` or write to ${postalAddress}.`]],
    },
  ],
};

/** Over the terms and the privacy policy while the site runs its demo payments (no provider). */
export const demoPaymentsNote =
  'This copy of the site runs in demo mode: no card is asked for and nothing is charged. What this page says about Stripe and card payments applies once payments are live.';
