import type { Toast } from '../layout/ToastRegion.tsx';

/** The words of the console's prices page (/admin/prices): the early-bird rule and promo codes. */
export const pricesConsoleCopy = {
  lead: 'What families pay is the list price less these discounts, combined by one rule: the better of the early bird and a code, then a scholarship, then a credit. A change applies to seats held after it; seats already held keep their price.',
  earlyBird: {
    heading: 'Early bird',
    lead: 'Families see the early-bird price on the cards and at checkout while the rule lasts.',
    percent: 'Percentage off',
    endsOn: 'Offered until (included)',
    firstClassFrom: 'For cohorts whose first class is from',
    firstClassTo: 'to (included)',
    submit: 'Save the Early Bird',
    busy: 'Saving…',
    note: 'The banner and the programs page say “ends Jan 31” in their own words: if you move the last day, ask whoever edits the site’s text to change those too.',
  },
  codes: {
    heading: 'Promo codes',
    caption: 'Promo codes, in use first',
    empty: 'No promo codes yet.',
    csv: 'Download CSV',
    archive: 'Archive',
    archiveLabel: (code: string) => `Archive ${code}`,
    everyCourse: 'Every course',
    states: {
      active: 'Works now',
      scheduled: 'Not started',
      expired: 'Ended',
      'used-up': 'Used up',
      archived: 'Archived',
    },
  },
  newCode: {
    heading: 'New promo code',
    lead: 'Families type it in “Have a code?” at checkout. A code never passes its number of uses; a hold released unpaid gives its use back.',
    code: 'Code',
    kind: 'It takes off',
    kinds: { percent: 'A percentage', amount: 'An amount in dollars' },
    value: 'Percentage or dollars',
    startsOn: 'First day',
    endsOn: 'Last day (included)',
    maxUses: 'Number of uses',
    courses: 'Only for these cohorts (none ticked: every course)',
    submit: 'Create the Code',
    busy: 'Creating…',
    taken: 'That code exists already (archived codes too): choose another.',
  },
  toasts: {
    earlyBirdSaved: { title: 'Early bird saved', description: 'Cards and checkout show it now.', variant: 'success' },
    earlyBirdUnchanged: { title: 'Nothing changed', description: 'The early bird was already so.' },
    codeCreated: { title: 'Code created', description: 'Families can use it on its first day.', variant: 'success' },
    codeArchived: { title: 'Code archived', description: 'It no longer works at checkout.', variant: 'success' },
  } satisfies Record<string, Toast>,
};
