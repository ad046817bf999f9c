/**
 * An enrollment application as the wizard or its JSON API sends it (every answer valid), for
 * tests that need one on file; each test overrides what it looks at.
 */
export const enrollmentApplication = (fields: Record<string, unknown> = {}) => ({
  parentName: 'Margaret Hamilton',
  parentEmail: 'margaret@example.org',
  parentPhone: '(408) 555-0150',
  studentName: 'Lauren',
  studentAge: '12',
  studentGrade: '7th',
  program: 'middle-school',
  location: 'east-bay',
  schedule: 'saturday-morning',
  experience: 'beginner',
  interests: ['Robotics', 'Game Development'],
  terms: true,
  ...fields,
});
