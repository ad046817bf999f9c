import { plainText } from '../components/RichText.tsx';
import { cancellationPolicy, policyInBrief } from './cancellation-policy.ts';
import { cancellationFeeCents, creditPercent, creditValidMonths } from '../../domain/cancellation.ts';
import { safetyCommitments } from './home.ts';
import { classAccounts, scholarshipShare, seatHoldMinutes } from './facts.ts';
import { programFacts } from './programs.ts';
import { instructorFirstName } from './instructor.ts';

/** The accounts a class needs beyond its tuition (spec, FAQ), as every price line names them. */
const accounts = `a coding-platform plan (${classAccounts.platformPlan}, ${classAccounts.platformPlanTerm}) and AI/API credits (${classAccounts.aiCredits})`;
/** The policy's own words on missed classes. */
const missedDaysRule = cancellationPolicy.rules.find((rule) => rule.label === 'Missed days')?.text;
const missedDays = missedDaysRule ? plainText(missedDaysRule) : '';
/** The spec's "teacher" who emails on day 2, by name: the lead instructor, not a mentor. */
const teacher = `${instructorFirstName}, our lead instructor,`;
const emailedOn = `${teacher} emails you about them on day ${classAccounts.emailDay} of the cohort.`;

/**
 * Under the kids cohorts, before a parent enrolls: who is at the table, safety, privacy and
 * what cancelling costs (the home page's certifications and the whole policy in one sentence,
 * so neither is said twice in different words).
 */
export const beforeYouEnroll = {
  heading: 'Before you enroll',
  items: [...safetyCommitments, { title: 'Plans change?', text: policyInBrief, icon: 'calendar' as const }],
  policyLink: { text: 'Read the cancellation policy', href: '/terms#cancellation' },
};

/**
 * What the checkout says beside the price so a parent knows what they commit to: how they
 * pay, what happens next, and the refund policy in one line (from the policy itself, so
 * the two never disagree). The result page's words for what follows a paid seat.
 */
export const checkoutAssurance = {
  heading: 'What happens next',
  paymentBy: {
    stripe: 'Secure payment by Stripe. Your card details go to Stripe, never to us.',
    demo: 'Demo payment: this site runs without a payment provider, so nothing is charged.',
  },
  /**
   * The line under the pay button: where the parent pays (as the payment line beside the
   * price says it), then how long the seat is held.
   */
  payOn: {
    stripe: 'You will pay on Stripe’s secure page.',
    demo: 'You confirm on the demo payment page.',
  },
  seatHeld: `Your seat is held for ${seatHoldMinutes} minutes while you pay.`,
  /** After it: what paying agrees to, as the terms say ("By enrolling, you agree to them"); the links are the words. */
  agreement: {
    before: 'By paying you agree to our ',
    terms: { text: 'Terms of Service', href: '/terms' },
    between: ', including the ',
    policy: { text: 'cancellation policy', href: '/terms#cancellation' },
    after: '.',
  },
  /**
   * The steps after the form. The receipt's step says where the receipt will be: emailed when
   * the site has a mail server, else on the result page (as that page then says too). Not
   * the parent's page: its sign-in link is emailed too.
   */
  steps: (provider: 'stripe' | 'demo', receiptByEmail: boolean) => [
    `We hold your seat for ${seatHoldMinutes} minutes while you pay.`,
    provider === 'stripe' ? 'You pay on Stripe’s secure page.' : 'You confirm on the demo payment page.',
    receiptByEmail
      ? 'Your receipt, with a calendar file for every class, arrives by email.'
      : 'Your receipt, with a calendar file for every class, is on the page you come back to after paying.',
  ],
  /** The FAQ's running costs, so the total above is not mistaken for everything a class costs. */
  /** The same, short, beside a price on a program page (the checkout and the pricing page say it whole). */
  notIncludedShort: `Plus ${accounts}.`,
  /** With what they come to for the cohort's dates, when they are known. */
  notIncluded: (total?: string) =>
    `Not in the price: ${accounts}${total ? `, ${total} in all for these dates` : ''}. ${emailedOn}`,
  /**
   * Under the pricing page's three plans. Summer Camp's card says "All materials included"
   * (spec): its two weeks of accounts are among them, so the line names the two plans it is for.
   */
  notIncludedBesidePlans: `Not in the price of the cohorts or the ${programFacts.middleSchool.name}: ${accounts}. ${emailedOn} ${programFacts.summerCamp.name} includes both, with its other materials.`,
  // With the policy's rule on missed days: what a sick Saturday costs, said before paying (a parent found it only in the FAQ).
  refund: { heading: 'Plans change?', text: `${policyInBrief} ${missedDays}` },
  policyLink: { text: 'Cancellation policy', href: '/terms#cancellation' },
  /** Under the course's name in the order summary: back to its level's cohorts. */
  changeCohort: 'Choose another cohort',
  /** The phone's order line opens onto the whole summary. */
  orderDetails: 'Order details',
  /** A family who would need help must apply before paying (one scholarship per cohort): said where they pay. */
  scholarship: {
    heading: 'Need help with the tuition?',
    /**
     * With this cohort's last day to apply (two weeks before its first class, or the season's
     * deadline if sooner); once past, that it was, and to ask (the application still takes it).
     */
    /** This cohort's one place is given: said, rather than inviting an application that cannot be granted. */
    given: `This cohort’s one need-based scholarship is already given. Other cohorts may still have theirs: see where you can apply.`,
    // Why a day before the banner's Feb 15, when it is, in few words (a parent saw both dates and
    // doubted which was real; a longer why was read three times).
    text: (lastDay: string, passed: boolean, beforeSeasonDeadline: boolean) =>
      passed
        ? `A need-based scholarship takes ${scholarshipShare}: for these dates the last day to apply was ${lastDay}. Ask us before you pay.`
        : `A need-based scholarship takes ${scholarshipShare}. Apply before you pay: for these dates, by ${lastDay}${beforeSeasonDeadline ? ' (two weeks before the first class)' : ''}.`,
    link: { text: 'Scholarships', href: '/scholarships' },
  },
  result: {
    /** The paid seat's card, where the checkout has its order summary. */
    receiptHeading: 'Receipt',
    /** A demo site's receipt: the payment row says what the payment page said. */
    demoPayment: 'Demo payment: nothing was charged',
    reference: 'Your reference',
    referenceHint: 'Quote it if you write to us.',
    /** The receipt's list price, above its discounts (as the checkout's summary says it). */
    listPrice: 'Price',
    print: 'Print Receipt',
    /** After the amount in the headline under the heading ('$675.00 USD paid'). */
    paid: 'paid',
    paidOn: 'Paid on',
    calendar: 'Add to Your Calendar',
    yourPage: 'See it on your page',
    /** An old result page of a seat moved since: said over the seat as it is now (it read as a second booking). */
    switched: (studentName: string, fromName: string, fromDates: string, on: string) =>
      `Moved since this payment: on ${on}, ${studentName}’s seat moved from ${fromName} (${fromDates}) to the dates below. This receipt is up to date; nothing more was charged.`,
    /**
     * Signed out on this browser: the page is one button away, the link to it sent to the
     * address on the payment (the address never goes into a URL, or logs and history).
     */
    yourPageLink: {
      text: 'Your page keeps this receipt, the dates, and the way to switch or cancel.',
      button: 'Email Me a Link to Your Page',
      busy: 'Sending...',
    },
    /** Where the receipt went, said as it is: sent, or on its way, to the parent's address. */
    receipt: {
      sent: 'We sent a confirmation to ',
      'on-its-way': 'A confirmation with a calendar file is on its way to ',
    },
    /**
     * Not emailed (no mail server, or the address refused it): where the parent finds it
     * instead. This page, not theirs: signing in to it takes an emailed link as well.
     */
    receiptHere: {
      before: 'This page is your receipt, with its calendar file: bookmark it to come back to it. ',
      /** Why no copy went: the site has no mail server, or it has one and the address refused it. */
      why: {
        noMailServer: 'This site is not set up to send email, so no copy went to ',
        refused: 'We could not email a copy to ',
      },
      after: '.',
    },
    /** After a paid seat, from the facts the checkout and the FAQ state. */
    next: {
      accounts: [
        `Day ${classAccounts.emailDay} of the cohort:`,
        // Its second class day, whether the cohort meets daily or weekly (a parent of a Saturday
        // cohort could not tell "day 2" from the next day); the free tools are installed at the
        // first class, so this email is about the paid accounts only.
        `on its ${['first', 'second', 'third'][classAccounts.emailDay - 1] ?? `${classAccounts.emailDay}th`} class day, ${teacher} emails you about the paid accounts a class needs: ${accounts}.`,
      ] as const,
      /** The last step's lead-in, before how to cancel. */
      plansChange: 'Plans change?',
      cancel: [
        'Cancel from ',
        ' (sign in with the email address you enrolled with): it shows what you get back before you confirm.',
      ],
      /** When the receipt was not emailed, the parent's page is out of reach too (its sign-in link is emailed): cancel by writing. */
      // The policy's link is part of the sentence here, in its case ('follows our Cancellation policy' read as a title).
      cancelByEmail: ['Email us at ', ' with your reference to cancel; what you get back follows our', 'cancellation policy'],
      cancelSubject: 'Cancellation',
      /** The policy's windows as dates ('by January 2, 2027, the tuition comes back …; by January 9, 50% …'). */
      refundBy: [
        'If you cancel:',
        (refundBy: string, creditBy: string) =>
          `by ${refundBy}, the tuition comes back, less the $${cancellationFeeCents / 100} admin/venue fee; by ${creditBy}, ${creditPercent}% of it comes back as a credit for ${creditValidMonths} months; after that, nothing does.`,
      ] as const,
    },
  },
};

/** The steps of paying for a seat, as the checkout, the payment page and the result page show them. */
export const checkoutSteps = {
  label: 'Enrollment steps',
  steps: ['Details', 'Payment', 'Confirmation'],
  done: 'done',
} as const;
