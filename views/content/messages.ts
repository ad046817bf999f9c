import type { Toast } from '../layout/ToastRegion.tsx';

/** Toasts and messages exactly as the spec's error catalogue (section 8) words them. */
export const toasts = {
  interestRecorded: {
    title: 'Interest Recorded!',
    description: "We'll notify you as soon as spots open up or when we schedule the next camp.",
    variant: 'success',
  },
  interestFailed: {
    title: 'Error',
    description: 'Failed to submit your interest. Please try again.',
    variant: 'destructive',
  },
  paymentCancelled: {
    title: 'Payment Cancelled',
    description: 'Your payment was cancelled. You can try again when ready.',
  },
  messageSent: {
    title: 'Message Sent!',
    description: "We'll get back to you within 24 hours.",
    variant: 'success',
  },
  messageFailed: {
    title: 'Error',
    description: 'Your message could not be sent. Please try again, or call or e-mail us.',
    variant: 'destructive',
  },
  applicationFailed: {
    title: 'Error',
    description: 'Your application could not be submitted. Please try again, or call or e-mail us.',
    variant: 'destructive',
  },
  checkoutFailed: {
    title: 'Error',
    description: 'Failed to initiate enrollment. Please try again.',
    variant: 'destructive',
  },
} satisfies Record<string, Toast>;

export const messages = {
  emptyLevel: (level: string) => `No ${level} courses available at the moment. Please check back later.`,
  emptyLevelWaitlist: (label: string) => `Join the waitlist and we'll tell you as soon as the next ${label} cohort is scheduled.`,
  coursesFailed: 'Failed to fetch courses',
  loadingCourses: 'Loading courses',
  noCourse: 'Please select a course from our programs page to enroll.',
  courseFull: 'Unfortunately, this course is at capacity. Please express interest to be notified about future camps.',
  noCheckoutUrl: 'Unable to redirect to payment page. Please try again.',
  providerDown:
    'The payment service did not answer, so nothing was charged and your seat was not kept. Please try again in a few minutes.',
  noPaymentSession: 'No payment session found. Please contact support if you completed a payment.',
  /** Why a payment could not be verified, by the verify service's reason. */
  verifyFailure: {
    'not-found': 'Payment session not found',
    unpaid: 'Payment has not been completed for this session.',
    refunded:
      'Your payment arrived after your seat hold had expired and the course is now full, so it has been refunded in full. Please contact us and we will help you find another cohort.',
    'provider-down': 'Failed to verify payment session',
  },
};
