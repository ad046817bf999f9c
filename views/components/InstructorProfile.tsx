import type { Instructor } from '../content/instructor.ts';
import { Monogram } from './Monogram.tsx';
import { Picture } from './Picture.tsx';
import { FigureList, type Figure } from './FigureList.tsx';

/**
 * The instructor's profile: photo, name and title, background, biography, expertise,
 * figures and the external profile. A card on the home page; on /about/instructors, his
 * own page, `feature` sets it out large, a round portrait beside the words, so the page does
 * not repeat the home page's card word for word in the same frame. `lazy` for a page where
 * it sits below the first screen.
 */
export function InstructorProfile({
  instructor,
  figures,
  lazy = false,
  feature = false,
}: {
  instructor: Instructor;
  figures: readonly Figure[];
  lazy?: boolean;
  feature?: boolean;
}) {
  return (
    <article className={feature ? 'instructor instructor--feature' : 'card instructor'} aria-labelledby="instructor-name">
      {instructor.photo ? (
        <Picture image={instructor.photo} lazy={lazy} className="instructor__photo" />
      ) : (
        <Monogram name={instructor.name} size="large" className="instructor__photo instructor__monogram" />
      )}
      <div className="instructor__body">
        <h3 id="instructor-name" className="instructor__name">
          {instructor.name}
        </h3>
        <p className="instructor__title">{instructor.title}</p>
        <p className="instructor__background muted">{instructor.background}</p>
        {instructor.bio.map((paragraph) => (
          <p key={paragraph} className="instructor__bio">
            {paragraph}
          </p>
        ))}
        <ul className="badge-row instructor__expertise" aria-label="Expertise">
          {instructor.expertise.map((tag) => (
            <li key={tag} className="badge">
              {tag}
            </li>
          ))}
        </ul>
        <FigureList items={figures} label={`${instructor.name} in figures`} />
        <p className="instructor__profile">
          <a href={instructor.linkedIn} className="btn btn--outline" rel="noopener noreferrer">
            {instructor.name} on LinkedIn
          </a>
        </p>
      </div>
    </article>
  );
}
