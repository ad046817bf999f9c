import type { CourseLevel } from '../../domain/courses.ts';
import { replyWithin, scholarshipShare } from './facts.ts';
import { site } from './site.ts';

/**
 * The emails' words (views/emails/messages.ts puts them together with each message's
 * data). Subjects are one line made from validated fields only.
 */
/** How a credit is used, as the cancellation and credit emails say it (server/services/credits.ts applies it so). */
const creditUse =
  'It is applied by itself at your next checkout with this email address, while you are signed in to your page on the site (sign in there with this address).';

export const emailCopy = {
  /** The line that leads a family to their page on the site (/account). */
  yourPage: 'See everything you have with us on your page',
  footer: {
    why: 'You receive this email because of something you did on our website.',
    staffWhy: 'Sent to staff by the website.',
  },
  receipt: {
    subject: (studentName: string, courseName: string) => `Receipt: ${studentName} is enrolled in ${courseName}`,
    preheader: (courseName: string, dates: string) => `${courseName}, ${dates}. Your receipt and calendar file.`,
    heading: 'You are enrolled',
    lead: (studentName: string, courseName: string) =>
      `Thank you. ${studentName} has a seat in ${courseName}. This email is your receipt; keep it for your records.`,
    /** After a switch of dates: the same seat, moved (a second "You are enrolled" read as a second seat, or a second payment). */
    switched: {
      subject: (studentName: string, courseName: string) => `New dates: ${studentName} is now in ${courseName}`,
      heading: 'Your dates changed',
      lead: (
        studentName: string,
        to: { name: string; dates: string },
        from: { name: string; dates: string } | undefined,
        discounted: boolean,
      ) =>
        `${studentName} now has a seat in ${to.name}, ${to.dates}${from ? `, in place of ${from.name}, ${from.dates}` : ''}. Nothing more is charged: the price stays as you first paid it${discounted ? ', its discounts with it (an early bird included, whatever the new dates)' : ''}. This email is your updated receipt, with the same reference, and its calendar file replaces the first one.`,
    },
    labels: {
      student: 'Student',
      course: 'Course',
      dates: 'Dates',
      schedule: 'Schedule',
      location: 'Location',
      listPrice: 'Price',
      amount: 'Amount paid',
      paidOn: 'Paid on',
      reference: 'Reference',
    },
    calendar: 'Every class is in the attached calendar file (enrollment.ics): open it to add the sessions to your calendar.',
    nextHeading: 'What happens next',
    policyHeading: 'If plans change',
    /** Before this cohort's windows as dates ('by January 2, 2027, ...'). */
    refundByLead: 'If you cancel:',
    /** Before the policy's windows, when the cohort's first class is not known. */
    policyLead: 'Cancellations follow our published policy:',
    /** How to cancel, as the result page and the terms say it, then which time counts (the terms' own rule). */
    howToCancel:
      'Cancel on your page (sign in with this email address): it shows what you get back before you confirm. You can also reply to this email.',
    policyLink: 'Read the full cancellation policy',
    questions: 'Questions? Reply to this email or write to',
  },
  refund: {
    subject: (courseName: string) => `Your payment for ${courseName} was refunded`,
    preheader: 'The course filled before your payment arrived, so we refunded it in full.',
    heading: 'Your payment was refunded',
    lead: (studentName: string, courseName: string) =>
      `We are sorry: the last seat in ${courseName} was taken before your payment for ${studentName} arrived, so we refunded it in full.`,
    labels: { amount: 'Amount refunded', reference: 'Reference' },
    timing: 'Refunds usually appear on your statement within 5 to 10 business days.',
    waitlist: 'Join the waitlist and we will write as soon as a seat opens',
  },
  waitlist: {
    subject: (what: string) => `You are on the waitlist for ${what}`,
    preheader: (position: number) => `Your place in line: ${position}.`,
    heading: 'You are on the waitlist',
    lead: (parentName: string, studentName: string, what: string) =>
      `Hi ${parentName}, we saved ${studentName}'s place on the waitlist for ${what}.`,
    position: (position: number) => (position === 1 ? 'You are first in line.' : `You are number ${position} in line.`),
    // The place is said once, in words under the table (a row and the sentence said it twice).
    labels: { list: 'Waitlist', dates: 'Dates', schedule: 'Schedule', location: 'Location' },
    next: (offerHours: number | undefined) =>
      offerHours === undefined
        ? 'When a seat opens, we hold it for the next family in line and email them a link to pay for it. You do not need to do anything until then.'
        : `When a seat opens, we hold it for the next family in line and email them a link to pay for it: the seat is theirs for ${offerHours} hours, then it goes to the family after them. You do not need to do anything until then.`,
    cohortsLink: 'See the cohorts and their seats',
    /** A cohort's line: a family waiting because of the price learns that a seat offered to them can come at a scholarship's. */
    scholarship: `Cost a concern? Each cohort has one need-based scholarship, ${scholarshipShare}. If you apply and we approve it before you pay, a seat offered to you from this waitlist comes at the reduced price.`,
    scholarshipLink: 'Apply for a scholarship',
    levelName: (level: CourseLevel) => `the ${level[0]!.toUpperCase()}${level.slice(1)} level`,
  },
  contactAcknowledgement: {
    subject: 'We received your message',
    preheader: `We'll get back to you ${replyWithin}.`,
    heading: 'Thank you for your message',
    lead: (name: string) => `Hi ${name}, thank you for writing to us. We'll get back to you ${replyWithin}.`,
    copyHeading: 'Your message',
  },
  contactStaff: {
    subject: (name: string, subject: string) => `Contact form: ${subject}, from ${name}`,
    preheader: (name: string) => `A message from ${name}. Reply to this email to answer them.`,
    heading: 'A new message from the contact form',
    replyHint: 'Reply to this email: your answer goes to the sender.',
    labels: { name: 'Name', email: 'Email', phone: 'Phone', subject: 'Subject', received: 'Received' },
    messageHeading: 'Message',
  },
  requestConfirmation: {
    subject: (studentName: string) => `We received ${studentName}'s application`,
    preheader: `We'll get back to you ${replyWithin}.`,
    heading: 'Application received',
  },
  requestStaff: {
    subject: (studentName: string, program: string) => `Enrollment request: ${studentName}, ${program}`,
    preheader: (parentName: string) => `From ${parentName}. Reply to this email to answer them.`,
    heading: 'A new enrollment request',
    replyHint: 'Reply to this email: your answer goes to the parent.',
    received: 'Received',
  },
  waitlistOffer: {
    subject: (courseName: string) => `A seat in ${courseName} is held for you`,
    preheader: (until: string) => `Claim it by ${until}, or let us know you no longer need it.`,
    heading: 'A seat opened for you',
    lead: (parentName: string, studentName: string, courseName: string) =>
      `Hi ${parentName}, a seat in ${courseName} opened and you are next in line: we are holding it for ${studentName}.`,
    labels: {
      course: 'Course',
      dates: 'Dates',
      schedule: 'Schedule',
      location: 'Location',
      /** Over the discounts, when one lowered the price; then 'Price' is what is paid. */
      listPrice: 'List price',
      price: 'Price',
      until: 'Held until',
    },
    claim: 'Claim the seat and pay',
    hold: (until: string) => `The seat is yours until ${until}. Paying takes a minute; your details are filled in.`,
    decline: 'No longer need it? Decline the seat',
    passOn:
      'If you decline, or the time passes, the seat goes to the next family and your place on this waitlist ends. You can join the waitlist again at any time.',
    hidden: 'The links are not shown here: they are only in the family’s inbox.',
  },
  offerLapsed: {
    subject: (courseName: string) => `The seat held for you in ${courseName} has passed on`,
    preheader: 'The time to claim it ran out, so it went to the next family.',
    heading: 'Your held seat has passed on',
    lead: (parentName: string, studentName: string, courseName: string) =>
      `Hi ${parentName}, the seat we held for ${studentName} in ${courseName} was not claimed in time, so it went to the next family on the waitlist, and your place on it ended.`,
    again: 'Still interested? Join the waitlist again, or pick another cohort',
  },
  levelOpened: {
    subject: (level: string) => `A new ${level} cohort is open`,
    preheader: (courseName: string, dates: string) => `${courseName}, ${dates}. Seats are first come, first served.`,
    heading: 'A cohort you asked about is open',
    lead: (parentName: string, studentName: string, level: string) =>
      `Hi ${parentName}, you asked us to tell you when a ${level} cohort opens for ${studentName}. One just did.`,
    noHold: 'This is a notice, not a reservation: seats go to the first families to enroll.',
    enroll: 'See the cohort and enroll',
  },
  cancellation: {
    subject: (courseName: string) => `Your enrollment in ${courseName} is cancelled`,
    preheader: 'What comes back, under our cancellation policy.',
    heading: 'Your enrollment is cancelled',
    lead: (studentName: string, courseName: string, dates: string) =>
      `As you asked, ${studentName}'s enrollment in ${courseName} (${dates}) is cancelled, and the seat is free for another family.`,
    labels: {
      reference: 'Reference',
      cancelledAt: 'Cancelled on',
      back: 'Refund',
      fee: 'Fee kept',
      credit: 'Credit',
      until: 'Valid until',
    },
    refund: 'The refund goes back to the card you paid with; it usually appears within 5 to 10 business days.',
    /** On a site taking demo payments: no card was charged, so none is refunded (it read as money moving). */
    demoRefund: 'This site takes demo payments: no card was charged, so no money moves.',
    credit: creditUse,
    none: 'It was less than 7 days before the first class, so nothing comes back under the policy.',
    leadByStaff: (studentName: string, courseName: string, dates: string) =>
      `Our team has cancelled ${studentName}'s enrollment in ${courseName} (${dates}), and the seat is free for another family.`,
    decidedNone: 'No money comes back for this cancellation. If you have a question about it, reply to this email.',
    /** The classes the receipt's calendar file added stay in a family's calendar until they delete them. */
    calendar: (studentName: string) =>
      `If you added the classes to your calendar from your receipt, delete them there: they no longer take place for ${studentName}.`,
    /**
     * With the receipt's event again, marked cancelled (enrollment.ics); deleting by hand stays
     * said, as not every calendar applies a cancelled event to one it imported.
     */
    calendarFile: (studentName: string) =>
      `If you added the classes to your calendar from your receipt, open the attached calendar file (enrollment.ics) to mark them cancelled, or delete them there: they no longer take place for ${studentName}.`,
  },
  creditIssued: {
    subject: (amount: string) => `A credit of ${amount} for your next camp`,
    preheader: 'It is applied by itself at your next checkout.',
    heading: 'A credit for your next camp',
    lead: (studentName: string, courseName: string) =>
      `Our team has added a credit to your email address, given for ${studentName}'s enrollment in ${courseName}.`,
    labels: { credit: 'Credit', until: 'Valid until' },
    use: creditUse,
  },
  scholarshipOffer: {
    subject: (courseName: string) => `Your scholarship for ${courseName}: a seat is held for you`,
    preheader: (percent: number, until: string) => `${percent}% off, and the seat is yours until ${until}.`,
    heading: 'Your scholarship is approved',
    lead: (parentName: string, studentName: string, courseName: string, percent: number) =>
      `Hi ${parentName}, we are glad to tell you that ${studentName} has this cohort's need-based scholarship: ${percent}% off ${courseName}. We are holding a seat for ${studentName}.`,
    /** The family held the seat from the waitlist already: the same seat, now at the lower price. */
    replacesOffer:
      'It is the seat we offered you from the waitlist, now at the scholarship’s price and held for you again from today. The link in our earlier email leads to the same seat, at this price.',
    listPrice: 'List price',
    scholarship: (percent: number) => `Scholarship (${percent}%)`,
    youPay: 'You pay',
    claim: 'Claim the seat and pay',
    decline: 'Cannot take it after all? Let us know here',
    passOn:
      'If you let us know you cannot take it, or the time passes, we offer the scholarship to another family. Write to us first if you need more time: we would rather help.',
  },
  scholarshipLapsed: {
    subject: (courseName: string) => `The scholarship seat held for you in ${courseName} has passed on`,
    heading: 'Your scholarship seat has passed on',
    lead: (parentName: string, studentName: string, courseName: string) =>
      `Hi ${parentName}, the seat we held for ${studentName} in ${courseName} with a scholarship was not claimed in time, so we will offer the scholarship to another family.`,
    again: 'Apply again for another cohort',
  },
  scholarshipReceived: {
    subject: (studentName: string) => `We received ${studentName}'s scholarship application`,
    preheader: 'We let you know our decision within about a week.',
    heading: 'Application received',
    lead: (parentName: string, studentName: string, courseName: string, dates: string) =>
      `Hi ${parentName}, thank you for applying for a scholarship for ${studentName} in ${courseName} (${dates}). Everything you told us stays confidential.`,
    next: 'We let you know our decision within about a week, well before the cohort starts. If we approve it, we hold a seat for you and send a link to pay the reduced price.',
    labels: { reference: 'Reference' },
  },
  scholarshipStaff: {
    subject: (studentName: string, courseName: string) => `Scholarship application: ${studentName}, ${courseName}`,
    preheader: (parentName: string) => `From ${parentName}. Decide in the console.`,
    heading: 'A new scholarship application',
    labels: {
      reference: 'Reference',
      parent: 'Parent',
      email: 'Email',
      phone: 'Phone',
      student: 'Student',
      cohort: 'Cohort',
      household: 'Household size',
      received: 'Received',
    },
    /** After the cohort, when it had no free seat as they applied (an approval waits for one). */
    fullMark: ' (full when they applied)',
    statementHeading: 'In their words',
    decide: 'Review and decide in the console',
  },
  scholarshipDeclined: {
    subject: (studentName: string) => `About ${studentName}'s scholarship application`,
    preheader: 'Thank you for applying; here is our answer, and what else may help.',
    heading: 'About your scholarship application',
    lead: (parentName: string, studentName: string, courseName: string) =>
      `Hi ${parentName}, thank you for telling us about your family. We read every application with care, and we are sorry that we cannot offer ${studentName} the scholarship for ${courseName}.`,
    why: 'Each cohort has only one scholarship place, so we often have to choose between families who all need help.',
    next: 'You are welcome to apply for another cohort, and our early bird lowers the price of spring cohorts. If anything changes, write to us: we read every message.',
    apply: 'Apply for another cohort',
  },
  accountSignIn: {
    /** With the school's name: alone, "Your sign-in link" in an inbox could be any site's. */
    subject: `Your sign-in link for ${site.foundationName}`,
    preheader: 'It works once, for 30 minutes.',
    heading: 'Sign in to your page',
    lead: 'Someone (we hope you) asked to sign in to the page where your enrollments, waitlists and requests with us are.',
    button: 'Sign in',
    expiry: (until: string) => `The link works once, until ${until}. After that, ask for a new one on the site.`,
    hidden: 'The link is not shown here: it is only in the recipient’s inbox.',
    ignore: 'If you did not ask for this, ignore this email: nobody can sign in without the link.',
  },
  staffInvitation: {
    subject: (foundation: string) => `You are invited to the ${foundation} staff console`,
    preheader: 'Choose a password to sign in. The link works once, for 48 hours.',
    heading: 'Join the staff console',
    lead: (name: string, invitedBy: string) =>
      `Hello ${name}, ${invitedBy} invited you to the staff console, where the school's rosters, waitlists and messages live.`,
    button: 'Choose your password',
    expiry: (until: string) => `The link works once, until ${until}. After that, ask for a new invitation.`,
    hidden: 'The link is not shown here: it is only in the recipient’s inbox.',
    ignore: 'If you did not expect this, ignore this email: nothing happens until the link is used.',
  },
  staffPasswordReset: {
    subject: 'Reset your staff console password',
    preheader: 'The link works once, for one hour.',
    heading: 'Choose a new password',
    lead: (name: string) => `Hello ${name}, someone (we hope you) asked to reset your password for the staff console.`,
    button: 'Choose a new password',
    expiry: (until: string) =>
      `The link works once, until ${until}. Your current password keeps working until you choose a new one.`,
    ignore: 'If you did not ask for this, ignore this email: your password stays as it is.',
  },
};
