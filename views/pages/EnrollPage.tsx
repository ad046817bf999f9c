import type { ComponentProps } from 'react';
import { EnrollWizard } from '../components/enroll/EnrollWizard.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { enrollmentForm } from '../content/enrollment-form.ts';
import { pageMetadata } from '../content/page-metadata.ts';

const info = pageMetadata.enroll;
const { cohortsNote } = enrollmentForm;

/**
 * /enroll: the application wizard under the page's header, which points a parent looking
 * for a dated kids' cohort (sent here by an Enroll Now) to where those are.
 */
export function EnrollPage(props: ComponentProps<typeof EnrollWizard>) {
  return (
    <>
      <PageHeader breadcrumb={info.breadcrumb} heading={info.heading} lead={info.lead}>
        <p className="enroll-cohorts-note">
          {cohortsNote.text} <a href={cohortsNote.link.href}>{cohortsNote.link.label}</a>
        </p>
      </PageHeader>
      <section className="section section--tight">
        <div className="container container--narrow">
          <EnrollWizard {...props} />
        </div>
      </section>
    </>
  );
}
