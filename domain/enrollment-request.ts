import { emailSlipAnswer } from './email-typos.ts';
import { z } from 'zod';
import { choice, email, minText, mustAccept, optionalMultilineText, phone, type FieldErrors, nameText } from './forms.ts';
import { studentNameField } from './students.ts';

/** The enrollment wizard's choices, exactly as spec section 3 lists them. */
export const enrollmentChoices = {
  studentAge: ['11', '12', '13', '14', '15', '16', '17', '18'],
  studentGrade: ['6th', '7th', '8th', '9th', '10th', '11th', '12th'],
  program: ['middle-school', 'summer-camp'],
  location: ['south-bay', 'east-bay', 'online'],
  schedule: ['weekday-after', 'weekday-evening', 'saturday-morning', 'saturday-afternoon', 'sunday-morning', 'sunday-afternoon'],
  experience: ['none', 'beginner', 'intermediate', 'advanced'],
  interests: ['Game Development', 'Web Development', 'Mobile Apps', 'AI/Machine Learning', 'Robotics', 'Data Science'],
} as const;

export type EnrollmentProgram = (typeof enrollmentChoices.program)[number];
export type EnrollmentLocation = (typeof enrollmentChoices.location)[number];

const interestMessage = 'Please select at least one interest';
/** The longest comment the form takes. */
const commentsMaxLength = 2000;

/** The enrollment wizard's form, spec sections 3 and 5: validated whole, on the final submit. */
export const enrollmentRequestSchema = z.object({
  parentName: nameText(2, 'Name must be at least 2 characters'),
  parentEmail: email(),
  parentPhone: phone(),
  studentName: studentNameField(),
  studentAge: choice(enrollmentChoices.studentAge, 'Please select student age').transform(Number),
  studentGrade: choice(enrollmentChoices.studentGrade, 'Please select grade level'),
  program: choice(enrollmentChoices.program, 'Please select a program'),
  location: choice(enrollmentChoices.location, 'Please select a location'),
  schedule: choice(enrollmentChoices.schedule, 'Please select a schedule'),
  experience: choice(enrollmentChoices.experience, 'Please select experience level'),
  interests: z
    .array(choice(enrollmentChoices.interests, 'Invalid input'), { error: interestMessage })
    .min(1, interestMessage)
    .max(enrollmentChoices.interests.length, 'Invalid input')
    // Ticked twice (a replayed field) counts once, in the form's order.
    .transform((picked) => enrollmentChoices.interests.filter((interest) => picked.includes(interest))),
  comments: optionalMultilineText(commentsMaxLength),
  terms: mustAccept('You must accept the terms and conditions'),
  /** The answer to a "Did you mean ...?" about the address, asked on the review (domain/email-typos.ts). */
  ...emailSlipAnswer,
});

export type EnrollmentRequestInput = z.output<typeof enrollmentRequestSchema>;
/** The review's "Use <the suggested address>": it takes the suggestion and submits. */
export const useSuggestedEmailIntent = 'use-email';

/** The wizard's questions (not the answer to a slip question, which rides along). */
export type EnrollmentField = Exclude<keyof typeof enrollmentRequestSchema.shape, keyof typeof emailSlipAnswer>;

/** The wizard's three steps with questions (step 4 is the confirmation), and the fields each one asks. */
export const enrollmentSteps = [
  { step: 1, fields: ['parentName', 'parentEmail', 'parentPhone', 'studentName', 'studentAge', 'studentGrade'] },
  { step: 2, fields: ['program', 'location', 'schedule', 'experience', 'interests', 'comments'] },
  { step: 3, fields: ['terms'] },
] as const satisfies readonly { step: number; fields: readonly EnrollmentField[] }[];

/** A step that asks questions; step 4 confirms. */
export type QuestionStep = (typeof enrollmentSteps)[number]['step'];
export type WizardStep = QuestionStep | 4;
export const completeStep = 4;

/** The fields a step asks for. */
export const fieldsOfStep = (step: QuestionStep): readonly EnrollmentField[] =>
  enrollmentSteps.find((entry) => entry.step === step)?.fields ?? [];

/**
 * Whether a step's questions are all answered as the final submit will take them (an
 * optional one may stay empty). Next never checks (the spec); the progress shows a step
 * passed without its answers as not complete rather than done.
 */
export const stepAnswered = (step: QuestionStep, values: Readonly<Record<string, unknown>>): boolean =>
  fieldsOfStep(step).every((field) => enrollmentRequestSchema.shape[field].safeParse(values[field]).success);

/** Where the final submit sends a visitor whose answers have errors: the first step that has one. */
export function firstStepWithError(errors: FieldErrors): QuestionStep | undefined {
  return enrollmentSteps.find(({ fields }) => fields.some((field) => errors[field] !== undefined))?.step;
}

/** How long an unsent application's answers are kept after their last change. */
export const draftLifetimeDays = 7;
/** How long a draft saved once and never again (a bot, a visitor gone after step 1) is kept. */
export const untouchedDraftLifetimeHours = 24;
/** New drafts one client may start in `draftCreationWindowMinutes` (an info session on one school's Wi-Fi fits). */
export const draftsPerClient = 30;
export const draftCreationWindowMinutes = 10;

/**
 * The longest a draft keeps an answer: one character more than the field accepts, so an
 * answer that is too long still gets its message on submit, while nothing larger is stored.
 */
export const draftAnswerLimit = (field: string): number => (field === 'comments' ? commentsMaxLength + 1 : 255);

/** A `?step=` value, or step 1 for anything else. */
export function parseStep(raw: unknown): WizardStep {
  const step = Number(raw);
  return step === 2 || step === 3 || step === 4 ? step : 1;
}
