import type { ReactNode } from 'react';

/**
 * A part of a page whose heading is for a screen reader's outline only: what it shows says
 * the same (the prices a page opens on, the lead instructor's band, the contact details).
 * The heading's id is `${id}-heading`.
 */
export function UnseenHeadingSection({
  id,
  heading,
  className,
  children,
}: {
  id: string;
  heading: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section id={id} className={className} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="visually-hidden">
        {heading}
      </h2>
      {children}
    </section>
  );
}
