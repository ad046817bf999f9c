import type { ComponentProps } from 'react';
import { EnrollWizard } from '../components/enroll/EnrollWizard.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { pageMetadata } from '../content/page-metadata.ts';

const info = pageMetadata.enroll;

/** /enroll: the application wizard under the page's header. */
export function EnrollPage(props: ComponentProps<typeof EnrollWizard>) {
  return (
    <>
      <PageHeader breadcrumb={info.breadcrumb} heading={info.heading} lead={info.lead} />
      <section className="section section--tight">
        <div className="container container--narrow">
          <EnrollWizard {...props} />
        </div>
      </section>
    </>
  );
}
