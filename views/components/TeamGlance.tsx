import type { Instructor, Mentor } from '../content/instructor.ts';
import { Monogram } from './Monogram.tsx';

/**
 * Who teaches, at a glance, beside /about/instructors' heading: the lead instructor, then
 * the mentors' initials side by side with their names in a sentence under them (a monogram
 * is never shown without its name). The page's cards give each one in full.
 */
export function TeamGlance({
  heading,
  instructor,
  mentors,
  summary,
}: {
  heading: string;
  instructor: Instructor;
  mentors: readonly Mentor[];
  summary: string;
}) {
  return (
    <aside className="team-glance" aria-label={heading}>
      <p className="eyebrow team-glance__heading">{heading}</p>
      <div className="team-glance__lead">
        <Monogram name={instructor.name} tone="violet" />
        <p>
          <strong>{instructor.name}</strong>
          <span className="muted">{instructor.title}</span>
        </p>
      </div>
      <div className="team-glance__mentors">
        <span className="team-glance__faces" aria-hidden="true">
          {mentors.map((mentor) => (
            <Monogram key={mentor.name} name={mentor.name} />
          ))}
        </span>
        <p>{summary}</p>
      </div>
    </aside>
  );
}
