import { z } from 'zod';
import type { Course, CourseLevel } from './courses.ts';
import { checkbox, email, minText, optionalMultilineText, optionalText, phone, nameText } from './forms.ts';
import { studentNameField } from './students.ts';
import { emailSlipAnswer } from './email-typos.ts';

/**
 * The Express Interest (waitlist) form, spec sections 3 and 5. The client also sends
 * a courseName; it is not read: the stored name always comes from the course itself.
 */
export const interestSchema = z.object({
  parentName: nameText(2, 'Name must be at least 2 characters'),
  parentEmail: email(),
  parentPhone: phone(),
  studentName: studentNameField(),
  studentGrade: optionalText(30),
  message: optionalMultilineText(2000),
  interestedInFutureCamps: checkbox().default(true),
  /** The answer to a "Did you mean ...?" about the address (domain/email-typos.ts). */
  ...emailSlipAnswer,
});

export type InterestInput = z.output<typeof interestSchema>;

/** What a family joins the waitlist for: one course, or a level with no cohorts scheduled yet. */
export type WaitlistTarget =
  // Seats left, where the caller knows them (the waitlist's own page says a cohort with seats has them).
  | {
      kind: 'course';
      course: Pick<Course, 'id' | 'name' | 'dates' | 'schedule' | 'location' | 'level' | 'earlyBird'> & {
        availableSeats?: number;
      };
    }
  | { kind: 'level'; level: CourseLevel };

const expressInterest = 'express-interest';

/** The URL of a target's Express Interest form (its page, dialog and post). */
export const waitlistPath = (target: WaitlistTarget): string =>
  target.kind === 'course' ? `/courses/${target.course.id}/${expressInterest}` : `/levels/${target.level}/${expressInterest}`;

/**
 * The id of a target's Join Waitlist link (one per cohort or level, the same on every page),
 * which is also the key this browser remembers a joining under (client/islands/waitlist-joined.ts).
 */
export const waitlistLinkId = (key: number | CourseLevel): string => `waitlist-${key}`;

/** Whether a path is an Express Interest page (of a course or a level), as `waitlistPath` writes them. */
export const isWaitlistPath = (path: string): boolean => path.endsWith(`/${expressInterest}`);

/** The level a target belongs to: where the kids page returns after a submission. */
export const levelOf = (target: WaitlistTarget): CourseLevel => (target.kind === 'course' ? target.course.level : target.level);
