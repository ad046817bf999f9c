import type { Toast } from '../layout/ToastRegion.tsx';

/** Toasts and messages exactly as the spec's error catalogue (section 8) words them. */
export const toasts = {
  interestRecorded: {
    title: 'Interest Recorded!',
    description: "We'll notify you as soon as spots open up or when we schedule the next camp.",
  },
  interestFailed: {
    title: 'Error',
    description: 'Failed to submit your interest. Please try again.',
    variant: 'destructive',
  },
} satisfies Record<string, Toast>;

export const messages = {
  emptyLevel: (level: string) => `No ${level} courses available at the moment. Please check back later.`,
  coursesFailed: 'Failed to fetch courses',
  loadingCourses: 'Loading courses',
};
