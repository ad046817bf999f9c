import { enrollmentChoices, type EnrollmentProgram } from '../../domain/enrollment-request.ts';
import { scholarshipsPricing } from './parents.ts';
import { earlyBirdSentence, kidsCohortsLink, programFacts } from './programs.ts';
import { site } from './site.ts';
import { middleSchoolHours, replyWithin } from './facts.ts';

const planOf = (program: EnrollmentProgram) => scholarshipsPricing.pricing.plans.find((plan) => plan.program === program);
const middleSchool = planOf('middle-school');
const summerCamp = planOf('summer-camp');
/** A label for each value, made from the value itself. */
const labelled = <T extends readonly string[]>(values: T, label: (value: T[number]) => string) =>
  Object.fromEntries(values.map((value) => [value, label(value)])) as Record<T[number], string>;

const campusLabel = (id: string, fallback: string) => {
  const campus = site.campuses.find((entry) => entry.id === id);
  return campus ? `${campus.name} (${campus.area})` : fallback;
};

const planHint = (plan: typeof middleSchool) => (plan ? `$${plan.price.toLocaleString('en-US')} ${plan.unit}` : undefined);

/** The enrollment wizard's copy: steps, labels, the choices as the visitor reads them, and step 4. */
export const enrollmentForm = {
  /** The steps with questions, one label each (their number is the wizard's: facts.ts). */
  steps: ['Parent & Student', 'Program', 'Review'],
  /**
   * A note over the wizard, for a parent sent here by an Enroll Now: the dated kids' cohorts
   * (bought at the checkout, not applied for here) are elsewhere, and the wizard offers
   * only the two programs it names.
   */
  cohortsNote: {
    text: `Looking for a dated ${programFacts.kids.name} cohort?`,
    detail: `This application is for the ${programFacts.middleSchool.name} and the ${programFacts.summerCamp.name}.`,
    /** While an early bird is open: where the banner's "15% early bird" applies (not to this application). */
    earlyBird: earlyBirdSentence,
    link: kidsCohortsLink,
  },
  /** How the progress names a step the visitor has passed, for a screen reader (the marker shows it). */
  passedStep: { done: 'done', incomplete: 'not complete: some answers missing' },
  /** The progress line: 'Step 1 of 3' on a step with questions, this once the application is sent. */
  progressDone: 'Application sent',
  stepHeadings: {
    1: 'Parent and student information',
    2: 'Program selection',
    3: 'Review and submit',
  },
  parent: 'Parent or guardian',
  student: 'Student',
  labels: {
    parentName: 'Parent Name',
    parentEmail: 'Parent Email',
    parentPhone: 'Parent Phone',
    studentName: 'Student Name',
    studentAge: 'Student Age',
    studentGrade: 'Grade Level',
    program: 'Program',
    location: 'Location',
    schedule: 'Preferred Schedule',
    experience: 'Coding Experience',
    interests: 'Interests',
    comments: 'Comments or questions',
    terms: 'Terms and conditions',
  },
  placeholders: {
    studentAge: 'Select age',
    studentGrade: 'Select grade',
    schedule: 'Select a schedule',
    experience: 'Select experience level',
  },
  choices: {
    studentAge: labelled(enrollmentChoices.studentAge, (age) => `${age} years old`),
    studentGrade: labelled(enrollmentChoices.studentGrade, (grade) => `${grade} Grade`),
    program: { 'middle-school': programFacts.middleSchool.name, 'summer-camp': programFacts.summerCamp.name },
    location: {
      'south-bay': campusLabel('south-bay', 'South Bay'),
      'east-bay': campusLabel('east-bay', 'East Bay'),
      online: 'Online',
    },
    schedule: {
      'weekday-after': 'Weekday Afternoons (3-5 PM)',
      'weekday-evening': 'Weekday Evenings (5-7 PM)',
      'saturday-morning': 'Saturday Morning (9 AM-12 PM)',
      'saturday-afternoon': 'Saturday Afternoon (1-4 PM)',
      'sunday-morning': 'Sunday Morning (9 AM-12 PM)',
      'sunday-afternoon': 'Sunday Afternoon (1-4 PM)',
    },
    experience: {
      none: 'No experience',
      beginner: 'Beginner (some exposure)',
      intermediate: 'Intermediate (has built projects)',
      advanced: 'Advanced (codes regularly)',
    },
    interests: labelled(enrollmentChoices.interests, (interest) => interest),
  } satisfies { [F in keyof typeof enrollmentChoices]: Record<(typeof enrollmentChoices)[F][number], string> },
  programHints: {
    'middle-school': [planHint(middleSchool), `ages ${programFacts.middleSchool.ages}, ${middleSchoolHours}, 8:1`]
      .filter(Boolean)
      .join(' · '),
    'summer-camp': [planHint(summerCamp), '2-week intensive'].filter(Boolean).join(' · '),
  },
  terms: {
    before: 'I accept the ',
    link: { text: 'terms and conditions', href: '/terms' },
    after: ', including the cancellation policy.',
  },
  review: {
    lead: 'Check your answers. You can change any of them before you submit.',
    edit: 'Edit',
    none: 'None',
    missing: 'Not answered yet',
  },
  buttons: { next: 'Next', previous: 'Previous', submit: 'Submit Application', submitting: 'Submitting...' },
  complete: {
    heading: 'Application Submitted!',
    lead: (studentName: string) =>
      `Thank you! We have received ${studentName.replaceAll(' ', '\u00a0')}’s application and will get back to you ${replyWithin}.`,
    sentTo: ['We will write to ', '.'],
    nextHeading: 'What happens next',
    /** `mailEnabled`: without a mail server no sign-in link can reach the parent, so the last step says how else. */
    nextSteps: (mailEnabled: boolean) => [
      {
        title: 'Admissions review',
        text: 'Our team reviews the application and confirms the program, location and schedule with you.',
      },
      {
        title: 'Orientation scheduling',
        text: 'We schedule an orientation for the student and a parent before the first class.',
      },
      {
        title: 'Parent portal credentials',
        text: mailEnabled
          ? 'Once enrolled, we email you a sign-in link to your parent page, which shows the enrollment and lets you manage it: the link is your credential, with no password to remember.'
          : 'Once enrolled, your parent page shows the enrollment and lets you manage it. Its sign-in link is your credential: ask us for it, as this site does not email it yet.',
      },
    ],
    again: 'Start Another Application',
    home: 'Back to Home',
  },
};
