import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from './Breadcrumb.tsx';

/** The top of an inner page: breadcrumb, heading, optional lead paragraph. */
export function PageHeader({
  breadcrumb,
  heading,
  lead,
  narrow = false,
  children,
}: {
  breadcrumb: Crumb[];
  heading: string;
  lead?: string;
  /** Over a narrow text column (a blog post): the heading lines up with the text below it. */
  narrow?: boolean;
  children?: ReactNode;
}) {
  return (
    <section className="page-header">
      <div className={narrow ? 'container container--narrow' : 'container'}>
        <Breadcrumb items={breadcrumb} />
        <h1>{heading}</h1>
        {lead ? <p className="page-header__lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
