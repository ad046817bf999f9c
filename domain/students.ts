import { nameText } from './forms.ts';

/**
 * A student's name as people retype it, case and spacing aside: 'Sam  Lee', ' sam lee' and
 * 'Sam Lee' are one child to the checkout, the waitlist and the scholarship application.
 */
export const plainName = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-US');

export const sameStudentName = (a: string, b: string) => plainName(a) === plainName(b);

/** The student's name on every form that names one (checkout, application, waitlist, scholarship). */
export const studentNameField = () => nameText(2, 'Student name must be at least 2 characters');
