import { waitlistLinkId } from '../../domain/interest.ts';
import type { Course, CourseLevel } from '../../domain/courses.ts';
import { kidsCurriculum } from '../content/kids-curriculum.ts';
import { messages } from '../content/messages.ts';
import { dollars, keepDatesTogether } from '../format.ts';
import { CohortCard, cohortGridClass } from './CohortCard.tsx';
import { JoinWaitlistLink } from './JoinWaitlistLink.tsx';
import type { EarlyBirdRule } from '../../domain/pricing.ts';
import { earlyBirdSentence } from '../content/programs.ts';

export type LevelTabsProps = {
  levels: readonly CourseLevel[];
  selected: CourseLevel;
  /** Active courses of the selected level in start order; null when they failed to load. */
  courses: Course[] | null;
  levelPrice: number | undefined;
  basePath: string;
  /** The cohort whose waitlist a plain post just joined, and the place taken (the page answering it says so on the card). */
  joined?: { courseId: number; place: number | null } | undefined;
  /**
   * The early bird open now: one line over the cohorts says which it covers (a parent read
   * "15% early bird" on the banner and found the card of a January cohort at full price).
   */
  earlyBird?: EarlyBirdRule;
};

/**
 * Level tabs. Each tab is a plain link (?level=) that works without JavaScript; with
 * htmx the whole block is fetched as a fragment, morphed in place (focus stays on the
 * tab) and the URL updated. The level-tabs island adds arrow-key movement.
 */
export function LevelTabs({ levels, selected, courses, levelPrice, basePath, joined, earlyBird }: LevelTabsProps) {
  const curriculum = kidsCurriculum[selected];
  return (
    <div id="level-tabs" className="level-tabs" data-island="level-tabs">
      <div className="level-tabs__bar">
        <div role="tablist" aria-label="Skill level" className="tablist">
          {levels.map((level) => {
            const href = `${basePath}?level=${level}`;
            const isSelected = level === selected;
            return (
              <a
                key={level}
                role="tab"
                id={`tab-${level}`}
                href={`${href}#levels`}
                className="tab"
                aria-selected={isSelected}
                aria-controls="level-panel"
                hx-get={href}
                hx-target="#level-tabs"
                hx-swap="outerMorph"
                hx-push-url={href}
                hx-indicator="#levels-loading"
              >
                {kidsCurriculum[level].label}
              </a>
            );
          })}
        </div>
        <p id="levels-loading" className="htmx-indicator level-tabs__loading" role="status">
          <span className="spinner" aria-hidden="true" /> {messages.loadingCourses}
        </p>
      </div>
      <div role="tabpanel" id="level-panel" aria-labelledby={`tab-${selected}`} className="level-panel" tabIndex={0}>
        <div className="level-summary">
          <div>
            <h3 className="level-summary__title">
              {curriculum.label}: {curriculum.tagline}
            </h3>
            <p className="muted">
              {curriculum.hours} · Right for {curriculum.rightFor}
            </p>
            <p>
              <strong>Outcome:</strong> {curriculum.outcome}
            </p>
          </div>
          <p className="level-summary__price">
            {dollars(levelPrice ?? curriculum.defaultPrice)} <small>per cohort</small>
          </p>
          <div className="level-summary__lists">
            {(
              [
                ['What they learn', curriculum.whatTheyLearn],
                ['Deliverables', curriculum.deliverables],
                ['Sample projects', curriculum.sampleProjects],
              ] as const
            ).map(([title, items]) => (
              <section key={title}>
                <h4>{title}</h4>
                <ul>
                  {items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </div>
        <h3 className="cohorts-heading" id="cohorts">
          Upcoming {curriculum.label.toLowerCase()} cohorts
        </h3>
        {courses === null ? (
          <p className="empty-state" role="alert">
            {messages.coursesFailed}
          </p>
        ) : courses.length === 0 ? (
          // Not a dead end: the family can ask to hear when the level's next cohort is scheduled.
          <div className="empty-state">
            <p>{messages.emptyLevel(selected)}</p>
            <p>{messages.emptyLevelWaitlist(curriculum.label)}</p>
            <JoinWaitlistLink
              target={{ kind: 'level', level: selected }}
              id={waitlistLinkId(selected)}
              className="btn btn--primary"
            />
          </div>
        ) : (
          <>
            <div className={cohortGridClass(courses.length)}>
              {courses.map((course) => (
                <CohortCard key={course.id} course={course} joined={course.id === joined?.courseId ? joined : undefined} />
              ))}
            </div>
            {/* Under the cards, so the first one stays within a phone's second screen; its dates whole.
                Only where a card can be booked with it: over a level whose one cohort in the window
                was sold out, a parent read it as bait. */}
            {earlyBird && courses.some((course) => course.earlyBird && course.availableSeats > 0) ? (
              <p className="cohorts-note">{keepDatesTogether(earlyBirdSentence(earlyBird))}</p>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
