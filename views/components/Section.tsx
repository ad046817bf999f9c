import type { ReactNode } from 'react';

/**
 * A page section in the site's rhythm: heading, optional lead, content, one gutter; the
 * heading starts at the content's edge on every page (docs/decisions.md). `alt` gives it
 * the soft background that separates neighbouring sections.
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
  const classes = ['section', alt && 'section--alt'].filter(Boolean).join(' ');
  return (
    <section id={id} className={classes} aria-labelledby={`${id}-heading`}>
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
