import type { Crumb } from '../components/Breadcrumb.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { waitlistIntro, WaitlistForm, type WaitlistValues } from '../components/WaitlistForm.tsx';
import type { FieldErrors } from '../../server/services/validation.ts';

/** The Express Interest form as a page: what Join Waitlist opens without JavaScript. */
export function WaitlistPage({
  course,
  values,
  errors,
  breadcrumb,
}: {
  course: { id: number; name: string; dates: string };
  values: WaitlistValues;
  errors: FieldErrors;
  breadcrumb: Crumb[];
}) {
  return (
    <>
      <PageHeader
        breadcrumb={breadcrumb}
        heading="Express Interest"
        lead={`${course.name} (${course.dates}): ${waitlistIntro}`}
      />
      <section className="section section--tight">
        <div className="container container--narrow">
          <div className="card">
            <WaitlistForm course={course} values={values} errors={errors} revalidate={Object.keys(errors).length > 0} />
          </div>
        </div>
      </section>
    </>
  );
}
