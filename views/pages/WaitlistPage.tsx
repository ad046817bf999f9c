import type { FieldErrors, FormValues } from '../../domain/forms.ts';
import type { WaitlistTarget } from '../../domain/interest.ts';
import { PageHeader } from '../components/PageHeader.tsx';
import { WaitlistEarlyBird, waitlistIntro, waitlistSubject, WaitlistForm } from '../components/WaitlistForm.tsx';
import { pageMetadata } from '../content/page-metadata.ts';

const breadcrumb = [
  { label: 'Programs', href: '/programs' },
  { label: 'Kids Vibe Coding', href: pageMetadata.kids.path },
  { label: 'Express Interest' },
];

/** The Express Interest form as a page: what Join Waitlist opens without JavaScript. */
export function WaitlistPage({
  target,
  values,
  errors,
  revalidate,
}: {
  target: WaitlistTarget;
  values: FormValues;
  errors: FieldErrors;
  revalidate: boolean;
}) {
  const { name, when } = waitlistSubject(target);
  return (
    <>
      <PageHeader narrow breadcrumb={breadcrumb} heading="Express Interest" lead={`${name} (${when}): ${waitlistIntro}`} />
      <section className="section section--tight">
        <div className="container container--narrow">
          <div className="card">
            <WaitlistEarlyBird target={target} />
            <WaitlistForm target={target} values={values} errors={errors} revalidate={revalidate} />
          </div>
        </div>
      </section>
    </>
  );
}
