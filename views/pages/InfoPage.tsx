import type { ReactNode } from 'react';
import { CallToAction } from '../components/CallToAction.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import type { PageMetadata } from '../content/page-metadata.ts';

/** An inner page: breadcrumb and heading from its PageMetadata, its body, then the call to action. */
export function InfoPage({ info, children, cta = true }: { info: PageMetadata; children?: ReactNode; cta?: boolean }) {
  return (
    <>
      <PageHeader breadcrumb={info.breadcrumb} heading={info.heading} lead={info.lead} />
      {children}
      {cta ? <CallToAction currentPath={info.path} /> : null}
    </>
  );
}
