/**
 * The courses domain as every layer sees it: services return these, routes serialize
 * them, views render them. Depends on nothing of ours.
 */
export const courseLevels = ['beginner', 'intermediate', 'advanced'] as const;
export type CourseLevel = (typeof courseLevels)[number];

export const campuses = ['south-bay', 'east-bay'] as const;
export type Campus = (typeof campuses)[number];

export type CourseStatus = 'active' | 'draft' | 'archived';

/** A course (spec section 3). Price in dollars; `startDate` is the real first day, YYYY-MM-DD. */
export type Course = {
  id: number;
  name: string;
  description: string;
  level: CourseLevel;
  cohortType: Campus;
  location: string;
  format: string;
  dates: string;
  startDate: string;
  /** The last class day (YYYY-MM-DD), when it is kept: what the class accounts come to for these dates. */
  endDate: string | null;
  schedule: string;
  price: number;
  availableSeats: number;
  status: CourseStatus;
  /** The early bird that applies today, if one does: its percentage, last day and the price after it (dollars). */
  earlyBird?: { percent: number; endsOn: string; price: number };
  /**
   * Of a full cohort's seats, how many only a family paying right now holds (counted out of
   * `availableSeats`): its card says a seat may come back. Read for pages only
   * (`loadKidsCourses`), never by the course API.
   */
  heldSeats?: number;
};

/** A range of prices in dollars. */
export type PriceRange = { min: number; max: number };

/** Seats badge turns destructive at this many seats or fewer (spec section 9). */
export const fewSeatsLeft = 2;
