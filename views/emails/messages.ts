import { earlyBirdIfOffered, type PriceLine } from '../../domain/pricing.ts';
import { scholarshipForm } from '../content/scholarship-form.ts';
import { accountPaths } from '../../domain/account.ts';
import { accountCopy } from '../content/account.ts';
import type {
  AccountSignInMail,
  CancellationMail,
  ContactAcknowledgementMail,
  CreditMail,
  ContactStaffMail,
  MailPayload,
  ReceiptMail,
  RefundMail,
  RequestConfirmationMail,
  RequestStaffMail,
  LevelOpenedMail,
  ScholarshipDeclinedMail,
  ScholarshipReceivedMail,
  ScholarshipStaffMail,
  OfferedCourse,
  OfferLapsedMail,
  StaffLinkMail,
  WaitlistMail,
  WaitlistOfferMail,
} from '../../domain/mail.ts';
import { scholarshipReference } from '../../domain/references.ts';
import { offerLinkPaths } from '../../domain/waitlist-line.ts';
import { cancellationPolicy } from '../content/cancellation-policy.ts';
import { contactForm } from '../content/contact-form.ts';
import { emailCopy } from '../content/emails.ts';
import { enrollmentForm } from '../content/enrollment-form.ts';
import { afterPayingSteps, refundByDates } from '../content/after-paying.ts';
import { offerCopy } from '../content/offers.ts';
import { checkoutAssurance } from '../content/checkout-assurance.ts';
import { plainText } from '../components/RichText.tsx';
import { pageMetadata } from '../content/page-metadata.ts';
import { campusAddressLine, site } from '../content/site.ts';
import { mentorRow } from '../content/instructor.ts';
import { bayAreaTime, longDate, paymentAmount, priceRows } from '../format.ts';
import type { Email } from './blocks.ts';

/** The terms' rule on which time counts for a cancellation. */
const whichWindowRule = cancellationPolicy.rules.find((rule) => rule.label === 'Which window applies');
const whichWindow = whichWindowRule ? plainText(whichWindowRule.text) : '';

/** Where links in a message point: the site's public address. */
export type EmailContext = { siteUrl: string };

const at = (context: EmailContext, path: string) => new URL(path, context.siteUrl).toString();

/** The campus's street address after the course's location text, when the campus is one we list. */
function locationWithAddress(course: ReceiptMail['course']): string {
  const address = campusAddressLine(course.campus);
  return address ? `${course.location}\n${address}` : course.location;
}

/** The receipt's list price and discounts, when it has them. */
const heldPriceOf = (mail: ReceiptMail) =>
  mail.listCents === undefined ? undefined : { listCents: mail.listCents, lines: mail.priceLines ?? [] };

function receipt(mail: ReceiptMail, context: EmailContext): Email {
  const copy = emailCopy.receipt;
  const { course } = mail;
  return {
    subject: mail.switchedAt ? copy.switched.subject(mail.studentName, course.name) : copy.subject(mail.studentName, course.name),
    preheader: copy.preheader(course.name, course.dates),
    footer: emailCopy.footer.why,
    blocks: [
      { kind: 'title', text: mail.switchedAt ? copy.switched.heading : copy.heading },
      {
        kind: 'paragraph',
        text: mail.switchedAt
          ? copy.switched.lead(mail.studentName, course, mail.switchedFrom, Boolean(mail.priceLines?.length))
          : copy.lead(mail.studentName, course.name),
      },
      {
        kind: 'details',
        rows: [
          [copy.labels.student, mail.studentName],
          [copy.labels.course, course.name],
          [copy.labels.dates, course.dates],
          [copy.labels.schedule, course.schedule],
          [copy.labels.location, locationWithAddress(course)],
          ...mentorRow(course.campus, course.level),
          ...priceRows(heldPriceOf(mail), mail.currency, copy.labels.listPrice),
          [copy.labels.amount, paymentAmount(mail.amountCents / 100, mail.currency)],
          [copy.labels.paidOn, bayAreaTime(mail.paidAt)],
          [copy.labels.reference, mail.reference],
        ],
      },
      ...(course.calendar ? [{ kind: 'paragraph' as const, text: copy.calendar, small: true }] : []),
      { kind: 'heading', text: copy.nextHeading },
      { kind: 'list', items: afterPayingSteps(course.campus).map((step) => `${step.label}: ${step.text}`) },
      { kind: 'heading', text: copy.policyHeading },
      // The windows as this cohort's dates, as the result page gives them; the policy's words without a first class.
      ...(course.calendar
        ? [{ kind: 'paragraph' as const, text: `${copy.refundByLead} ${refundByDates(course.calendar.startDate)}` }]
        : [
            { kind: 'paragraph' as const, text: copy.policyLead },
            { kind: 'list' as const, items: cancellationPolicy.windows.map((window) => `${window.when}: ${window.outcome}`) },
          ]),
      { kind: 'paragraph', text: `${copy.howToCancel} ${whichWindow}` },
      // Every "cancellation policy" link leads to the terms' section (two links of one name on the parent's page led to two pages).
      { kind: 'link', label: copy.policyLink, href: at(context, checkoutAssurance.policyLink.href) },
      { kind: 'link', label: emailCopy.yourPage, href: at(context, accountPaths.home) },
      { kind: 'paragraph', text: `${copy.questions} ${site.email}.`, small: true },
    ],
  };
}

function refund(mail: RefundMail, context: EmailContext): Email {
  const copy = emailCopy.refund;
  return {
    subject: copy.subject(mail.courseName),
    preheader: copy.preheader,
    footer: emailCopy.footer.why,
    blocks: [
      { kind: 'title', text: copy.heading },
      { kind: 'paragraph', text: copy.lead(mail.studentName, mail.courseName) },
      {
        kind: 'details',
        rows: [
          [copy.labels.amount, paymentAmount(mail.amountCents / 100, mail.currency)],
          [copy.labels.reference, mail.reference],
        ],
      },
      { kind: 'paragraph', text: copy.timing },
      { kind: 'link', label: copy.waitlist, href: at(context, pageMetadata.kids.path) },
    ],
  };
}

function waitlist(mail: WaitlistMail, context: EmailContext): Email {
  const copy = emailCopy.waitlist;
  const what = mail.target.kind === 'course' ? mail.target.courseName : copy.levelName(mail.target.level);
  return {
    subject: copy.subject(what),
    preheader: copy.preheader(mail.position),
    footer: emailCopy.footer.why,
    blocks: [
      { kind: 'title', text: copy.heading },
      { kind: 'paragraph', text: copy.lead(mail.parentName, mail.studentName, what) },
      {
        kind: 'details',
        rows: [
          [copy.labels.list, what],
          // The cohort as a parent plans around it: its dates, days and hours, and where.
          ...(mail.target.kind === 'course'
            ? ([
                [copy.labels.dates, mail.target.dates],
                ...(mail.target.schedule ? [[copy.labels.schedule, mail.target.schedule]] : []),
                ...(mail.target.location ? [[copy.labels.location, mail.target.location]] : []),
              ] as [string, string][])
            : []),
        ],
      },
      { kind: 'paragraph', text: copy.position(mail.position) },
      { kind: 'paragraph', text: copy.next(mail.offerHours) },
      ...(mail.earlyBird ? [{ kind: 'paragraph' as const, text: earlyBirdIfOffered(mail.earlyBird) }] : []),
      ...(mail.target.kind === 'course'
        ? ([
            { kind: 'paragraph', text: copy.scholarship },
            { kind: 'link', label: copy.scholarshipLink, href: at(context, pageMetadata.scholarshipApply.path) },
          ] as const)
        : []),
      { kind: 'link', label: copy.cohortsLink, href: at(context, pageMetadata.kids.path) },
      { kind: 'link', label: emailCopy.yourPage, href: at(context, accountPaths.home) },
    ],
  };
}

function contactAcknowledgement(mail: ContactAcknowledgementMail): Email {
  const copy = emailCopy.contactAcknowledgement;
  return {
    subject: copy.subject,
    preheader: copy.preheader,
    footer: emailCopy.footer.why,
    blocks: [
      { kind: 'title', text: copy.heading },
      { kind: 'paragraph', text: copy.lead(mail.name) },
      { kind: 'heading', text: copy.copyHeading },
      { kind: 'details', rows: [[contactForm.labels.subject, contactForm.subjects[mail.subject]]] },
      { kind: 'quote', text: mail.message },
    ],
  };
}

function contactStaff(mail: ContactStaffMail): Email {
  const copy = emailCopy.contactStaff;
  const subject = contactForm.subjects[mail.subject];
  return {
    subject: copy.subject(mail.name, subject),
    preheader: copy.preheader(mail.name),
    footer: emailCopy.footer.staffWhy,
    blocks: [
      { kind: 'title', text: copy.heading },
      { kind: 'paragraph', text: copy.replyHint, small: true },
      {
        kind: 'details',
        rows: [
          [copy.labels.name, mail.name],
          [copy.labels.email, mail.email],
          [copy.labels.phone, mail.phone],
          [copy.labels.subject, subject],
          [copy.labels.received, bayAreaTime(mail.receivedAt)],
        ],
      },
      { kind: 'heading', text: copy.messageHeading },
      { kind: 'quote', text: mail.message },
    ],
  };
}

function requestConfirmation(mail: RequestConfirmationMail, context: EmailContext): Email {
  const copy = emailCopy.requestConfirmation;
  const complete = enrollmentForm.complete;
  const { labels, choices } = enrollmentForm;
  return {
    subject: copy.subject(mail.studentName),
    preheader: copy.preheader,
    footer: emailCopy.footer.why,
    blocks: [
      { kind: 'title', text: copy.heading },
      { kind: 'paragraph', text: complete.lead(mail.studentName) },
      // What was asked for, as every other email to a family says what it is about.
      ...(mail.asked
        ? [
            {
              kind: 'details' as const,
              rows: [
                [labels.studentName, mail.studentName],
                [labels.program, choices.program[mail.asked.program]],
                [labels.location, choices.location[mail.asked.location]],
                [labels.schedule, choices.schedule[mail.asked.schedule]],
              ] satisfies [string, string][],
            },
          ]
        : []),
      { kind: 'heading', text: complete.nextHeading },
      { kind: 'list', ordered: true, items: complete.nextSteps(true).map((step) => `${step.title}: ${step.text}`) },
      // Where it stands meanwhile: the parent's page lists it, answered or waiting.
      { kind: 'link', label: emailCopy.yourPage, href: at(context, accountPaths.home) },
    ],
  };
}

function requestStaff(mail: RequestStaffMail): Email {
  const copy = emailCopy.requestStaff;
  const { answers } = mail;
  const { labels, choices } = enrollmentForm;
  const program = choices.program[answers.program];
  return {
    subject: copy.subject(answers.studentName, program),
    preheader: copy.preheader(answers.parentName),
    footer: emailCopy.footer.staffWhy,
    blocks: [
      { kind: 'title', text: copy.heading },
      { kind: 'paragraph', text: copy.replyHint, small: true },
      {
        kind: 'details',
        rows: [
          [labels.parentName, answers.parentName],
          [labels.parentEmail, answers.parentEmail],
          [labels.parentPhone, answers.parentPhone],
          [labels.studentName, answers.studentName],
          [
            labels.studentAge,
            choices.studentAge[String(answers.studentAge) as keyof typeof choices.studentAge] ?? String(answers.studentAge),
          ],
          [labels.studentGrade, choices.studentGrade[answers.studentGrade]],
          [labels.program, program],
          [labels.location, choices.location[answers.location]],
          [labels.schedule, choices.schedule[answers.schedule]],
          [labels.experience, choices.experience[answers.experience]],
          [labels.interests, answers.interests.join(', ')],
          [copy.received, bayAreaTime(mail.receivedAt)],
        ],
      },
      ...(answers.comments
        ? [
            { kind: 'heading' as const, text: labels.comments },
            { kind: 'quote' as const, text: answers.comments },
          ]
        : []),
    ],
  };
}

/** A cohort offered or announced to a family: what it is, when, where, and its price. */
function offeredCourseRows(
  course: OfferedCourse,
  amountCents: number,
  currency: string,
  price?: { listCents: number; lines: PriceLine[] },
): [string, string][] {
  const { labels } = emailCopy.waitlistOffer;
  return [
    [labels.course, course.name],
    [labels.dates, course.dates],
    [labels.schedule, course.schedule],
    [labels.location, course.location],
    // The list price and the early bird over the amount, as the receipt has them (a bare
    // $573.75 under a card that said $675 read as a mistake).
    ...priceRows(price, currency, labels.listPrice),
    [labels.price, paymentAmount(amountCents / 100, currency)],
  ];
}

function waitlistOffer(mail: WaitlistOfferMail, context: EmailContext): Email {
  if (mail.scholarship) return scholarshipOffer(mail, mail.scholarship, context);
  const copy = emailCopy.waitlistOffer;
  const until = bayAreaTime(mail.expiresAt);
  const { course } = mail;
  return {
    subject: copy.subject(course.name),
    preheader: copy.preheader(until),
    footer: emailCopy.footer.why,
    blocks: [
      { kind: 'title', text: copy.heading },
      { kind: 'paragraph', text: copy.lead(mail.parentName, mail.studentName, course.name) },
      {
        kind: 'details',
        rows: [...offeredCourseRows(course, mail.amountCents, mail.currency, mail.price), [copy.labels.until, until]],
      },
      ...(mail.scholarshipPending ? [{ kind: 'paragraph' as const, text: offerCopy.scholarshipPending }] : []),
      ...offerEnding(mail, { ...copy, until }, context),
    ],
  };
}

/**
 * The end of an offer's email: how long the seat is held, the claim button and decline
 * link (or, where the secret is not shown, a line saying so), what passing on means, and
 * where to ask.
 */
function offerEnding(
  mail: WaitlistOfferMail,
  copy: { until: string; claim: string; decline: string; passOn: string },
  context: EmailContext,
): Email['blocks'] {
  const offer = emailCopy.waitlistOffer;
  return [
    { kind: 'paragraph', text: offer.hold(copy.until) },
    ...(mail.token
      ? [
          { kind: 'button' as const, label: copy.claim, href: at(context, offerLinkPaths(mail.token).claim) },
          { kind: 'link' as const, label: copy.decline, href: at(context, offerLinkPaths(mail.token).decline) },
        ]
      : [{ kind: 'paragraph' as const, text: offer.hidden, small: true }]),
    { kind: 'paragraph', text: copy.passOn, small: true },
    { kind: 'paragraph', text: `${emailCopy.receipt.questions} ${site.email}.`, small: true },
  ];
}

/** An approved scholarship: the seat held with the discount, and the links to claim or give it up. */
function scholarshipOffer(
  mail: WaitlistOfferMail,
  scholarship: NonNullable<WaitlistOfferMail['scholarship']>,
  context: EmailContext,
): Email {
  const copy = emailCopy.scholarshipOffer;
  const offer = emailCopy.waitlistOffer;
  const until = bayAreaTime(mail.expiresAt);
  const money = (cents: number) => paymentAmount(cents / 100, mail.currency);
  const { course } = mail;
  return {
    subject: copy.subject(course.name),
    preheader: copy.preheader(scholarship.percent, until),
    footer: emailCopy.footer.why,
    blocks: [
      { kind: 'title', text: copy.heading },
      { kind: 'paragraph', text: copy.lead(mail.parentName, mail.studentName, course.name, scholarship.percent) },
      ...(scholarship.replacesOffer ? [{ kind: 'paragraph' as const, text: copy.replacesOffer }] : []),
      {
        kind: 'details',
        rows: [
          [offer.labels.course, course.name],
          [offer.labels.dates, course.dates],
          [offer.labels.schedule, course.schedule],
          [offer.labels.location, course.location],
          // Each discount on its own line, as the seat's page and the receipt have them: an early
          // bird and the scholarship together had read as one "Scholarship (50%): −$388.13".
          ...(mail.price?.lines.length
            ? priceRows(mail.price, mail.currency, copy.listPrice)
            : [
                [copy.listPrice, money(scholarship.listCents)] as [string, string],
                ...(scholarship.listCents > mail.amountCents
                  ? [
                      [copy.scholarship(scholarship.percent), `−${money(scholarship.listCents - mail.amountCents)}`] as [
                        string,
                        string,
                      ],
                    ]
                  : []),
              ]),
          [copy.youPay, money(mail.amountCents)],
          [offer.labels.until, until],
        ],
      },
      ...offerEnding(mail, { ...copy, until }, context),
    ],
  };
}

function offerLapsed(mail: OfferLapsedMail, context: EmailContext): Email {
  if (mail.scholarship) {
    const copy = emailCopy.scholarshipLapsed;
    return {
      subject: copy.subject(mail.course.name),
      preheader: emailCopy.offerLapsed.preheader,
      footer: emailCopy.footer.why,
      blocks: [
        { kind: 'title', text: copy.heading },
        { kind: 'paragraph', text: copy.lead(mail.parentName, mail.studentName, mail.course.name) },
        { kind: 'link', label: copy.again, href: at(context, pageMetadata.scholarshipApply.path) },
      ],
    };
  }
  const copy = emailCopy.offerLapsed;
  return {
    subject: copy.subject(mail.course.name),
    preheader: copy.preheader,
    footer: emailCopy.footer.why,
    blocks: [
      { kind: 'title', text: copy.heading },
      { kind: 'paragraph', text: copy.lead(mail.parentName, mail.studentName, mail.course.name) },
      { kind: 'link', label: copy.again, href: at(context, `${pageMetadata.kids.path}#levels`) },
    ],
  };
}

function levelOpened(mail: LevelOpenedMail, context: EmailContext): Email {
  const copy = emailCopy.levelOpened;
  const level = emailCopy.waitlist.levelName(mail.level).replace(/^the | level$/g, '');
  const { course } = mail;
  return {
    subject: copy.subject(level),
    preheader: copy.preheader(course.name, course.dates),
    footer: emailCopy.footer.why,
    blocks: [
      { kind: 'title', text: copy.heading },
      { kind: 'paragraph', text: copy.lead(mail.parentName, mail.studentName, level) },
      { kind: 'details', rows: offeredCourseRows(course, mail.amountCents, 'usd') },
      { kind: 'paragraph', text: copy.noHold },
      { kind: 'button', label: copy.enroll, href: at(context, `${pageMetadata.checkout.path}?courseId=${course.id}`) },
    ],
  };
}

function cancellation(mail: CancellationMail, context: EmailContext): Email {
  const copy = emailCopy.cancellation;
  const money = (cents: number) => paymentAmount(cents / 100, mail.currency);
  const { outcome } = mail;
  const rows: [string, string][] = [[copy.labels.reference, mail.reference]];
  // The time, as the policy's window is decided by it (the date alone left a parent unsure of the window).
  if (mail.cancelledAt) rows.push([copy.labels.cancelledAt, bayAreaTime(mail.cancelledAt)]);
  if (outcome.kind === 'refund')
    rows.push([copy.labels.back, money(outcome.refundCents)], [copy.labels.fee, money(outcome.feeCents)]);
  if (outcome.kind === 'decided') rows.push([copy.labels.back, money(outcome.refundCents)]);
  if (outcome.kind === 'credit')
    rows.push([copy.labels.credit, money(outcome.creditCents)], [copy.labels.until, longDate(outcome.creditExpiresOn)]);
  const refund = mail.demo ? copy.demoRefund : copy.refund;
  const closing =
    outcome.kind === 'decided'
      ? outcome.refundCents > 0
        ? refund
        : copy.decidedNone
      : outcome.kind === 'refund'
        ? refund
        : copy[outcome.kind];
  return {
    subject: copy.subject(mail.courseName),
    preheader: copy.preheader,
    footer: emailCopy.footer.why,
    blocks: [
      { kind: 'title', text: copy.heading },
      {
        kind: 'paragraph',
        text: (mail.by === 'staff' ? copy.leadByStaff : copy.lead)(mail.studentName, mail.courseName, mail.dates),
      },
      { kind: 'details', rows },
      { kind: 'paragraph', text: closing },
      ...(mail.scholarship ? [{ kind: 'paragraph' as const, text: accountCopy.cancel.scholarship }] : []),
      { kind: 'paragraph', text: (mail.calendarEvent ? copy.calendarFile : copy.calendar)(mail.studentName) },
      { kind: 'link', label: emailCopy.yourPage, href: at(context, accountPaths.home) },
    ],
  };
}

function creditIssued(mail: CreditMail, context: EmailContext): Email {
  const copy = emailCopy.creditIssued;
  const amount = paymentAmount(mail.amountCents / 100, mail.currency);
  return {
    subject: copy.subject(amount),
    preheader: copy.preheader,
    footer: emailCopy.footer.why,
    blocks: [
      { kind: 'title', text: copy.heading },
      { kind: 'paragraph', text: copy.lead(mail.studentName, mail.courseName) },
      {
        kind: 'details',
        rows: [
          [copy.labels.credit, amount],
          [copy.labels.until, longDate(mail.expiresOn)],
        ],
      },
      { kind: 'paragraph', text: copy.use },
      { kind: 'link', label: emailCopy.yourPage, href: at(context, accountPaths.home) },
    ],
  };
}

function scholarshipReceived(mail: ScholarshipReceivedMail, context: EmailContext): Email {
  const copy = emailCopy.scholarshipReceived;
  return {
    subject: copy.subject(mail.studentName),
    preheader: copy.preheader,
    footer: emailCopy.footer.why,
    blocks: [
      { kind: 'title', text: copy.heading },
      { kind: 'paragraph', text: copy.lead(mail.parentName, mail.studentName, mail.courseName, mail.dates) },
      {
        kind: 'details',
        rows: [[copy.labels.reference, scholarshipReference(mail.applicationId)]],
      },
      // A full cohort: the approval waits for a seat, and a waitlist seat meanwhile is full price (as the page said).
      { kind: 'paragraph', text: mail.full ? scholarshipForm.fullNow(mail.courseName) : copy.next },
      // Where it stands, on the parent's page, as every other message to a family links it.
      { kind: 'link', label: emailCopy.yourPage, href: at(context, accountPaths.home) },
      { kind: 'paragraph', text: `${emailCopy.receipt.questions} ${site.email}.`, small: true },
    ],
  };
}

function scholarshipStaff(mail: ScholarshipStaffMail, context: EmailContext): Email {
  const copy = emailCopy.scholarshipStaff;
  return {
    subject: copy.subject(mail.studentName, mail.courseName),
    preheader: copy.preheader(mail.parentName),
    footer: emailCopy.footer.staffWhy,
    blocks: [
      { kind: 'title', text: copy.heading },
      {
        kind: 'details',
        rows: [
          [copy.labels.reference, scholarshipReference(mail.applicationId)],
          [copy.labels.parent, mail.parentName],
          [copy.labels.email, mail.parentEmail],
          [copy.labels.phone, mail.parentPhone],
          [copy.labels.student, mail.studentName],
          [copy.labels.cohort, `${mail.courseName}, ${mail.dates}${mail.full ? copy.fullMark : ''}`],
          [copy.labels.household, String(mail.householdSize)],
          [copy.labels.received, bayAreaTime(mail.receivedAt)],
        ],
      },
      { kind: 'heading', text: copy.statementHeading },
      { kind: 'quote', text: mail.statement },
      { kind: 'button', label: copy.decide, href: at(context, `${pageMetadata.scholarshipsConsole.path}/${mail.applicationId}`) },
    ],
  };
}

function scholarshipDeclined(mail: ScholarshipDeclinedMail, context: EmailContext): Email {
  const copy = emailCopy.scholarshipDeclined;
  return {
    subject: copy.subject(mail.studentName),
    preheader: copy.preheader,
    footer: emailCopy.footer.why,
    blocks: [
      { kind: 'title', text: copy.heading },
      { kind: 'paragraph', text: copy.lead(mail.parentName, mail.studentName, mail.courseName) },
      { kind: 'paragraph', text: copy.why },
      { kind: 'paragraph', text: copy.next },
      { kind: 'link', label: copy.apply, href: at(context, pageMetadata.scholarshipApply.path) },
      { kind: 'paragraph', text: `${emailCopy.receipt.questions} ${site.email}.`, small: true },
    ],
  };
}

/**
 * The end of an email that carries a single-use link: the button (or, where the secret is
 * not shown, a line saying so), until when it works, and what to do if it was not asked for.
 */
function secretLinkBlocks(
  copy: { button: string; hidden: string; expiry: (until: string) => string; ignore: string },
  href: string | null,
  expiresAt: string,
): Email['blocks'] {
  return [
    href ? { kind: 'button', label: copy.button, href } : { kind: 'paragraph', text: copy.hidden, small: true },
    { kind: 'paragraph', text: copy.expiry(bayAreaTime(expiresAt)), small: true },
    { kind: 'paragraph', text: copy.ignore, small: true },
  ];
}

function accountSignIn(mail: AccountSignInMail, context: EmailContext): Email {
  const copy = emailCopy.accountSignIn;
  return {
    subject: copy.subject,
    preheader: copy.preheader,
    footer: emailCopy.footer.why,
    blocks: [
      { kind: 'title', text: copy.heading },
      { kind: 'paragraph', text: copy.lead },
      ...secretLinkBlocks(copy, mail.token && at(context, accountPaths.signIn(mail.token)), mail.expiresAt),
    ],
  };
}

/** Where a staff link leads; without its secret (sent, or shown to staff) it says so instead. */
export const staffLinkPaths = {
  'staff-invitation': '/admin/invitations/',
  'staff-password-reset': '/admin/password-reset/',
} as const;

function staffLink(mail: StaffLinkMail, context: EmailContext): Email {
  const invitation = mail.kind === 'staff-invitation';
  const copy = invitation ? emailCopy.staffInvitation : emailCopy.staffPasswordReset;
  return {
    subject: invitation ? emailCopy.staffInvitation.subject(site.foundationName) : emailCopy.staffPasswordReset.subject,
    preheader: copy.preheader,
    footer: emailCopy.footer.staffWhy,
    blocks: [
      { kind: 'title', text: copy.heading },
      {
        kind: 'paragraph',
        text: invitation
          ? emailCopy.staffInvitation.lead(mail.name, mail.invitedBy ?? site.foundationName)
          : emailCopy.staffPasswordReset.lead(mail.name),
      },
      ...secretLinkBlocks(
        { ...copy, hidden: emailCopy.staffInvitation.hidden },
        mail.token && at(context, `${staffLinkPaths[mail.kind]}${mail.token}`),
        mail.expiresAt,
      ),
    ],
  };
}

/** The email a payload becomes. */
export function emailFor(payload: MailPayload, context: EmailContext): Email {
  switch (payload.kind) {
    case 'receipt':
      return receipt(payload, context);
    case 'refund':
      return refund(payload, context);
    case 'waitlist-confirmation':
      return waitlist(payload, context);
    case 'contact-acknowledgement':
      return contactAcknowledgement(payload);
    case 'contact-staff':
      return contactStaff(payload);
    case 'request-confirmation':
      return requestConfirmation(payload, context);
    case 'request-staff':
      return requestStaff(payload);
    case 'staff-invitation':
    case 'staff-password-reset':
      return staffLink(payload, context);
    case 'waitlist-offer':
      return waitlistOffer(payload, context);
    case 'waitlist-offer-lapsed':
      return offerLapsed(payload, context);
    case 'level-cohort-opened':
      return levelOpened(payload, context);
    case 'account-sign-in':
      return accountSignIn(payload, context);
    case 'cancellation':
      return cancellation(payload, context);
    case 'credit-issued':
      return creditIssued(payload, context);
    case 'scholarship-received':
      return scholarshipReceived(payload, context);
    case 'scholarship-staff':
      return scholarshipStaff(payload, context);
    case 'scholarship-declined':
      return scholarshipDeclined(payload, context);
  }
}
