import type { FieldErrors, FormValues } from '../../domain/forms.ts';
import type { WaitlistTarget } from '../../domain/interest.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { WaitlistEarlyBird, waitlistIntro, waitlistSubject, WaitlistForm } from '../components/WaitlistForm.tsx';
import { WaitlistSteps } from '../components/WaitlistSteps.tsx';
import { pageMetadata } from '../content/page-metadata.ts';
import { messages } from '../content/messages.ts';

const breadcrumb = [
  { label: 'Programs', href: '/programs' },
  { label: 'Kids Vibe Coding', href: pageMetadata.kids.path },
  { label: 'Express Interest' },
];

/**
 * The Express Interest form as a page: what Join Waitlist opens without JavaScript, and from a
 * full cohort's page. At the page's edge like every page, with how the waitlist works beside
 * the form for a cohort (a level's list hears of new cohorts: no seat is offered from it).
 */
export function WaitlistPage({
  target,
  values,
  errors,
  revalidate,
  offerHours,
}: {
  target: WaitlistTarget;
  values: FormValues;
  errors: FieldErrors;
  revalidate: boolean;
  offerHours: number;
}) {
  const { name, when } = waitlistSubject(target);
  return (
    <>
      <PageHeader breadcrumb={breadcrumb} heading="Express Interest" lead={`${name} (${when}): ${waitlistIntro}`} />
      <section className="section section--tight">
        <div className="container waitlist-page">
          <div className="card">
            {/* Reached with seats left (a link kept or passed on): the seat first, not a line for one. */}
            {target.kind === 'course' && (target.course.availableSeats ?? 0) > 0 ? (
              <p className="form-notice">
                {messages.waitlistSeatsLeft(target.course.availableSeats ?? 0)}{' '}
                <a href={`/checkout?courseId=${target.course.id}`}>Enroll Now</a>
              </p>
            ) : null}
            <WaitlistEarlyBird target={target} />
            <WaitlistForm target={target} values={values} errors={errors} revalidate={revalidate} />
          </div>
          {target.kind === 'course' ? <WaitlistSteps offerHours={offerHours} /> : null}
        </div>
      </section>
    </>
  );
}
