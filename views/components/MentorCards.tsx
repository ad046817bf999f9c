import { mentorTable } from '../content/about.ts';
import type { Mentor } from '../content/instructor.ts';
import { Monogram } from './Monogram.tsx';

/**
 * Mentors by name: initials (never a face), the day job, the table they lead and since when.
 * On a campus page the campus goes without saying (`withCampus` false).
 */
export function MentorCards({ mentors, withCampus = true }: { mentors: readonly Mentor[]; withCampus?: boolean }) {
  return (
    <ul className={`grid grid--${mentors.length > 2 ? 3 : 2} mentor-cards`}>
      {mentors.map((mentor) => (
        <li key={mentor.name} className="card mentor">
          <div className="mentor__who">
            <Monogram name={mentor.name} />
            <h3>{mentor.name}</h3>
          </div>
          <p className="mentor__work">{mentor.work}</p>
          <p className="mentor__table">
            <strong>{mentorTable(mentor, { withCampus })}</strong>
            <span className="muted">Mentoring since {mentor.since}</span>
          </p>
          <p className="muted">{mentor.note}</p>
        </li>
      ))}
    </ul>
  );
}
