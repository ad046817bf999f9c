import type { Db } from '../../db/index.ts';
import type { CourseLevel, CourseRow } from '../../db/schema.ts';
import type { Logger } from '../logger.ts';
import { courseSortDate, monthYear } from './course-dates.ts';

export const kidsProgram = 'kids-vibe-coding';
export const courseLevels: readonly CourseLevel[] = ['beginner', 'intermediate', 'advanced'];

/** A course as the API and the pages see it (spec section 3). Price in dollars. */
export type Course = {
  id: number;
  name: string;
  description: string;
  level: CourseLevel;
  cohortType: 'south-bay' | 'east-bay';
  location: string;
  format: string;
  dates: string;
  startDate: string;
  schedule: string;
  price: number;
  availableSeats: number;
  status: string;
};

export function toCourse(row: CourseRow): Course {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    level: row.level,
    cohortType: row.campus,
    location: row.location,
    format: row.format,
    dates: row.dates,
    startDate: row.start_date,
    schedule: row.schedule,
    price: row.price_cents / 100,
    availableSeats: Math.max(0, row.capacity - row.seats_taken),
    status: row.status,
  };
}

/**
 * The list endpoint's shape: the spec has the price as a numeric string there
 * ("675.00"), while the single-course endpoint gives a number.
 */
export function toCourseListItem(course: Course): Omit<Course, 'price'> & { price: string } {
  return { ...course, price: course.price.toFixed(2) };
}

/** Every course of a program, earliest start first. Read live: seat counts are never stale. */
export async function listProgramCourses(db: Db, program: string): Promise<Course[]> {
  const rows = await db
    .selectFrom('courses')
    .selectAll()
    .where('program', '=', program)
    .orderBy('start_date')
    .orderBy('id')
    .execute();
  return rows.map(toCourse);
}

/**
 * The kids courses for a page, or null when they cannot be read: pages then show
 * 'Coming Soon' rather than failing (spec section 8, 'Failed to fetch courses').
 */
export async function loadKidsCourses(db: Db, logger: Pick<Logger, 'error'>): Promise<Course[] | null> {
  try {
    return await listProgramCourses(db, kidsProgram);
  } catch (error) {
    logger.error('courses could not be loaded', { error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

export async function findCourse(db: Db, id: number): Promise<Course | undefined> {
  const row = await db.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toCourse(row) : undefined;
}

export function isActive(course: Course): boolean {
  return course.status === 'active';
}

/** Active courses of one level in start order (the spec's date-text order, falling back to now). */
export function coursesOfLevel(courses: Course[], level: CourseLevel, now: Date): Course[] {
  return courses
    .filter((c) => c.level === level && isActive(c))
    .map((course, index) => ({ course, index, at: courseSortDate(course.dates, now).getTime() }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ course }) => course);
}

/** The next session of the kids program: the earliest active beginner course, or null. */
export function nextSession(courses: Course[], now: Date): Course | null {
  return coursesOfLevel(courses, 'beginner', now)[0] ?? null;
}

/** 'Starting January 2027', or 'Coming Soon' when there is no session (or the courses failed to load). */
export function nextSessionLabel(courses: Course[] | null, now: Date): string {
  const next = courses ? nextSession(courses, now) : null;
  return next ? `Starting ${monthYear(courseSortDate(next.dates, now))}` : 'Coming Soon';
}

export type PriceRange = { min: number; max: number };
export const fallbackPriceRange: PriceRange = { min: 675, max: 875 };

/** The hero's range from the loaded courses; the spec's fallback when there are none. */
export function priceRange(courses: Course[] | null): PriceRange {
  const prices = (courses ?? []).filter(isActive).map((c) => c.price);
  return prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : fallbackPriceRange;
}

/** The level's price per cohort: the lowest among its courses, if it has any. */
export function levelPrice(courses: Course[]): number | undefined {
  return courses.length ? Math.min(...courses.map((c) => c.price)) : undefined;
}
