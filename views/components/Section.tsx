import type { ReactNode } from 'react';

/**
 * A page section in the site's rhythm: centred heading, optional lead, content, one
 * gutter. `alt` gives it the soft background that separates neighbouring sections.
 */
export function Section({
  id,
  heading,
  lead,
  alt = false,
  children,
}: {
  /** The anchor, and the base of the heading's id (aria-labelledby). */
  id: string;
  heading: string;
  lead?: string;
  alt?: boolean;
  children: ReactNode;
}) {
  return (
    <section id={id} className={alt ? 'section section--alt' : 'section'} aria-labelledby={`${id}-heading`}>
      <div className="container">
        <h2 id={`${id}-heading`} className="section__heading">
          {heading}
        </h2>
        {lead ? <p className="section__lead">{lead}</p> : <div className="section__gap" />}
        {children}
      </div>
    </section>
  );
}
