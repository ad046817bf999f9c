import type { ReactNode } from 'react';

/**
 * A page section in the site's rhythm: heading, optional lead, content, one gutter; the
 * heading starts at the content's edge on every page (docs/decisions.md). `alt` gives it
 * the soft background that separates neighbouring sections. `beside` sets the heading and
 * lead in a column of their own beside the content from a laptop's width (a list read row
 * by row), so not every section is a heading over a grid; `after`, with it, stands under the
 * heading in that column on a laptop (the column is not left half empty) and after the
 * content on a phone, where it is read last.
 */
export function Section({
  id,
  heading,
  lead,
  alt = false,
  beside = false,
  after,
  children,
}: {
  /** The anchor, and the base of the heading's id (aria-labelledby). */
  id: string;
  heading: string;
  lead?: string;
  alt?: boolean;
  beside?: boolean;
  /** With `beside`: under the heading on a laptop, after the content on a phone. */
  after?: ReactNode;
  children: ReactNode;
}) {
  const classes = ['section', alt && 'section--alt', beside && 'section--beside', beside && after && 'section--with-after']
    .filter(Boolean)
    .join(' ');
  const intro = (
    <>
      <h2 id={`${id}-heading`} className="section__heading">
        {heading}
      </h2>
      {lead ? <p className="section__lead">{lead}</p> : <div className="section__gap" />}
    </>
  );
  return (
    <section id={id} className={classes} aria-labelledby={`${id}-heading`}>
      <div className="container">
        {beside ? (
          <>
            <div className="section__intro">{intro}</div>
            <div className="section__body">{children}</div>
            {after ? <div className="section__after">{after}</div> : null}
          </>
        ) : (
          <>
            {intro}
            {children}
          </>
        )}
      </div>
    </section>
  );
}
