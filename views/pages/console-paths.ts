import { pageMetadata } from '../content/page-metadata.ts';

/** Where a course and an enrollment live in the console (their pages link to each other). */
export const coursePath = (id: number) => `${pageMetadata.courses.path}/${id}`;
export const enrollmentConsolePath = (id: number) => `${pageMetadata.consoleEnrollment.path}/${id}`;
