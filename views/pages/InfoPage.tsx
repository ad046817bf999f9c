import type { ReactNode } from 'react';
import { CallToAction, type CallToActionCopy } from '../components/CallToAction.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import type { PageMetadata } from '../content/page-metadata.ts';

/** An inner page: breadcrumb and heading from its PageMetadata (and an aside), its body, then the call to action. */
export function InfoPage({
  info,
  children,
  aside,
  asideOnPhone = true,
  band,
  cta = true,
}: {
  info: PageMetadata;
  children?: ReactNode;
  aside?: ReactNode;
  /** False leaves the aside out on a phone (see PageHeader). */
  asideOnPhone?: boolean | 'strip';
  /** Across the header under the heading (see PageHeader). */
  band?: ReactNode;
  /** The closing call to action, in its quiet form; words of its own replace the default ones. */
  cta?: boolean | CallToActionCopy;
}) {
  return (
    <>
      <PageHeader
        breadcrumb={info.breadcrumb}
        heading={info.heading}
        lead={info.lead}
        aside={aside}
        asideOnPhone={asideOnPhone}
        band={band}
      />
      {children}
      {cta ? <CallToAction currentPath={info.path} tone="quiet" {...(typeof cta === 'object' ? cta : {})} /> : null}
    </>
  );
}
