import type { ReactNode } from 'react';

/**
 * A page section in the site's rhythm: centred heading, optional lead, content, one
 * gutter. `alt` gives it the soft background that separates neighbouring sections;
 * `start` aligns the heading with a split layout's first column instead of centring it.
 */
export function Section({
  id,
  heading,
  lead,
  alt = false,
  start = false,
  children,
}: {
  /** The anchor, and the base of the heading's id (aria-labelledby). */
  id: string;
  heading: string;
  lead?: string;
  alt?: boolean;
  start?: boolean;
  children: ReactNode;
}) {
  const classes = ['section', alt && 'section--alt', start && 'section--start'].filter(Boolean).join(' ');
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
