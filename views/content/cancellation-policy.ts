import { mailLink, type RichParagraph } from '../components/RichText.tsx';
import { site } from './site.ts';

/**
 * The cancellation policy (spec: /faq and section 9). One text, shown on /faq and in
 * the terms (/terms) by views/components/CancellationPolicy.tsx.
 */
export type CancellationWindow = {
  /** How close to the first class the cancellation email arrives. */
  when: string;
  outcome: string;
  /** What the family gets back, for the window's marker (text, not only colour). */
  tone: 'refund' | 'credit' | 'none';
  /** The window in a few words, for the policy in one sentence where a parent pays. */
  brief: string;
};

export type CancellationRule = {
  label: string;
  text: RichParagraph;
  /** Without a mail server, where `text` names the parent's page (out of reach then). */
  textByEmail?: RichParagraph;
};

export const cancellationPolicy: {
  heading: string;
  howToCancel: RichParagraph;
  /** Without a mail server no sign-in link reaches a parent, so their page is out of reach: cancel by writing. */
  howToCancelByEmail: RichParagraph;
  windows: readonly CancellationWindow[];
  rules: readonly CancellationRule[];
} = {
  heading: 'Cancellation policy',
  howToCancel: [
    'To cancel, use ',
    { href: '/account', text: 'your page' },
    ' (sign in with the email address you enrolled with: it shows what you get back before you confirm), or email us at ',
    mailLink(site.email, 'Cancellation'),
    ' with the student’s name and the program’s dates. What you get back depends on how long before the first class you cancel (Pacific time):',
  ],
  howToCancelByEmail: [
    'To cancel, email us at ',
    mailLink(site.email, 'Cancellation'),
    ' with the reference from your receipt, or the student’s name and the program’s dates. What you get back depends on how long before the first class you cancel (Pacific time):',
  ],
  windows: [
    {
      when: '14 or more days before the first class',
      outcome: 'Refund of the tuition minus a $75 admin/venue fee.',
      tone: 'refund',
      brief: '14 or more days before the first class: a refund of the tuition minus the $75 admin/venue fee',
    },
    {
      when: '7-13 days before the first class',
      outcome: '50% credit toward a future camp, valid for 12 months. No cash refund.',
      tone: 'credit',
      brief: '7-13 days before: a 50% credit for 12 months',
    },
    {
      when: '0-6 days before the first class, or after the program has started',
      outcome: 'No refund or credit.',
      tone: 'none',
      brief: 'closer than that: no refund or credit',
    },
  ],
  rules: [
    {
      label: 'Switching dates',
      text: 'You may switch to other dates once, if you ask 14 or more days before the first class and the other dates have space.',
    },
    {
      label: 'Missed days',
      text: 'There are no makeup days for classes a student misses.',
    },
    {
      label: 'If we cancel',
      text: 'If we cancel a program, you choose between a full refund and a free reschedule to other dates.',
    },
    {
      label: 'Which window applies',
      text: 'The time you cancel on your page, or the timestamp of your cancellation email, decides the window.',
      textByEmail: 'The timestamp of your cancellation email decides the window.',
    },
  ],
};

/**
 * The whole policy in one sentence, every window, where a parent commits (the checkout, the
 * kids page's "Before you enroll"): a reviewer found only the first window there and the
 * others in the FAQ, and read them as hidden. Each window says when, then what (a parent
 * found "the tuition back minus a $75 fee; ... nothing back" hard to read): 'If you cancel
 * 14 or more days before the first class: a refund of the tuition minus a $75 fee; 7-13
 * days before: a 50% credit for 12 months; closer than that: no refund or credit.'
 */
export const policyInBrief = `If you cancel ${cancellationPolicy.windows.map((window) => window.brief).join('; ')}.`;
