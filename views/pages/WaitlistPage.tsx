import type { Course } from '../../server/domain/courses.ts';
import type { FieldErrors, FormValues } from '../../server/domain/forms.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { waitlistIntro, WaitlistForm } from '../components/WaitlistForm.tsx';
import { pageMetadata } from '../content/page-metadata.ts';

const breadcrumb = [
  { label: 'Programs', href: '/programs' },
  { label: 'Kids Vibe Coding', href: pageMetadata.kids.path },
  { label: 'Express Interest' },
];

/** The Express Interest form as a page: what Join Waitlist opens without JavaScript. */
export function WaitlistPage({
  course,
  values,
  errors,
  revalidate,
}: {
  course: Pick<Course, 'id' | 'name' | 'dates'>;
  values: FormValues;
  errors: FieldErrors;
  revalidate: boolean;
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
            <WaitlistForm course={course} values={values} errors={errors} revalidate={revalidate} />
          </div>
        </div>
      </section>
    </>
  );
}
