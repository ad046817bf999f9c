import { mentorTable } from '../content/about.ts';
import { instructorTone, type Instructor, type Mentor } from '../content/instructor.ts';
import { Monogram } from './Monogram.tsx';

/**
 * The people who teach, in one compact list: the lead instructor, then each mentor with
 * the table they lead. A glance at the team where the full cards would repeat a page's.
 */
export function TeamStrip({ instructor, lead, mentors }: { instructor: Instructor; lead: string; mentors: readonly Mentor[] }) {
  const people = [
    // The instructor in the brand's violet, as on their profile.
    { name: instructor.name, role: lead, tone: instructorTone },
    ...mentors.map((mentor) => ({ name: mentor.name, role: `Mentor, ${mentorTable(mentor)}`, tone: undefined })),
  ];
  return (
    <ul className="team-strip">
      {people.map((person) => (
        <li key={person.name} className="team-strip__person">
          <Monogram name={person.name} tone={person.tone} />
          <p>
            <strong>{person.name}</strong>
            <span className="muted">{person.role}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
