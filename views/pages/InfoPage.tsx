import type { ReactNode } from 'react';
import { ActionLinks } from '../components/ActionLinks.tsx';
import { CallToAction, type CallToActionCopy } from '../components/CallToAction.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import type { NavLink } from '../content/navigation.ts';
import type { PageMetadata } from '../content/page-metadata.ts';

/** An inner page: breadcrumb and heading from its PageMetadata (and an aside), its body, then the call to action. */
export function InfoPage({
  info,
  children,
  aside,
  asideOnPhone = true,
  band,
  action,
  cta = true,
}: {
  info: PageMetadata;
  children?: ReactNode;
  aside?: ReactNode;
  /** False leaves the aside out on a phone (see PageHeader). */
  asideOnPhone?: boolean | 'strip';
  /** Across the header under the heading (see PageHeader). */
  band?: ReactNode;
  /** The page's main action, under the lead (a program's way in, as the kids page's See cohorts). */
  action?: NavLink;
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
        {...(action ? { children: <ActionLinks links={[action]} large className="page-header__actions" /> } : {})}
      />
      {children}
      {cta ? <CallToAction currentPath={info.path} tone="quiet" {...(typeof cta === 'object' ? cta : {})} /> : null}
    </>
  );
}
