import { mentorTable } from '../content/about.ts';
import type { Mentor } from '../content/instructor.ts';
import { Monogram } from './Monogram.tsx';

/**
 * Who sits at the tables, beside /about/instructors' heading: each mentor's initials over
 * their first name and the table they lead, then a line about them all. The lead instructor
 * has the page's first section to himself, so he is not introduced twice; the page's cards
 * give each mentor in full.
 */
export function TeamGlance({ heading, mentors, summary }: { heading: string; mentors: readonly Mentor[]; summary: string }) {
  return (
    <aside className="team-glance" aria-label={heading}>
      <p className="eyebrow team-glance__heading">{heading}</p>
      <ul className="team-glance__people">
        {mentors.map((mentor) => (
          <li key={mentor.name}>
            <Monogram name={mentor.name} />
            <strong>{mentor.name.split(' ')[0]}</strong>
            <span className="muted">{mentorTable(mentor)}</span>
          </li>
        ))}
      </ul>
      <p className="team-glance__summary muted">{summary}</p>
    </aside>
  );
}
