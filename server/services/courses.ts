import { earlyBirdFor, priceFor } from '../../domain/pricing.ts';
import { earlyBirdRules } from './prices.ts';
import type { Db } from '../../db/index.ts';
import type { CourseRow } from '../../db/schema.ts';
import type { Campus, Course, CourseLevel, PriceRange } from '../../domain/courses.ts';
import type { Logger } from '../logger.ts';
import { courseSortDate } from './course-dates.ts';
import { courseSeats } from './course-seats.ts';

export const kidsProgram = 'kids-vibe-coding';

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
    endDate: row.end_date,
    schedule: row.schedule,
    price: row.price_cents / 100,
    availableSeats: Math.max(0, row.capacity - row.seats_taken),
    status: row.status,
  };
}

/**
 * Courses with the early bird that applies on `now`'s school day (domain/pricing.ts), as
 * cards and the API show it. Pages that show it are cached under 'courses': the day
 * watcher (server/services/price-days.ts) drops them when the school's day changes.
 */
async function withEarlyBird(db: Db, courses: Course[], now: Date): Promise<Course[]> {
  if (courses.length === 0) return courses;
  const rules = await earlyBirdRules(db);
  return courses.map((course) => {
    const rule = earlyBirdFor(rules, course.startDate, now);
    if (!rule) return course;
    const price = priceFor({ listCents: Math.round(course.price * 100), firstClass: course.startDate, now, earlyBirds: [rule] });
    return { ...course, earlyBird: { percent: rule.percent, endsOn: rule.endsOn, price: price.totalCents / 100 } };
  });
}

/** Every course of a program, earliest start first. Read live: seat counts are never stale. */
export async function listProgramCourses(db: Db, program: string, now: Date): Promise<Course[]> {
  const rows = await db
    .selectFrom('courses')
    .selectAll()
    .where('program', '=', program)
    .orderBy('start_date')
    .orderBy('id')
    .execute();
  return withEarlyBird(db, rows.map(toCourse), now);
}

/**
 * A full cohort's seats that families paying right now only hold: its card says one may come
 * back (SOLD OUT alone read as gone for good while a hold might end unpaid). Counted only for
 * full cohorts, in one more query when there are any.
 */
async function withHeldSeats(db: Db, courses: Course[], now: Date): Promise<Course[]> {
  const full = courses.filter((course) => course.availableSeats <= 0).map((course) => course.id);
  if (full.length === 0) return courses;
  const held = new Map((await courseSeats(db, now, { ids: full })).map((seats) => [seats.id, seats.held]));
  return courses.map((course) => {
    const heldSeats = held.get(course.id) ?? 0;
    return heldSeats > 0 ? { ...course, heldSeats } : course;
  });
}

/**
 * The kids courses for a page, or null when they cannot be read: pages then show
 * 'Coming Soon' rather than failing (spec section 8, 'Failed to fetch courses').
 */
export async function loadKidsCourses(db: Db, logger: Logger, now: Date): Promise<Course[] | null> {
  try {
    // The cards' words on seats on hold: the pages', not the API's (which lists courses alone).
    return await withHeldSeats(db, await listProgramCourses(db, kidsProgram, now), now);
  } catch (error) {
    logger.error({ err: error }, 'courses could not be loaded');
    return null;
  }
}

/**
 * The other cohorts of a full course's level that still have a seat, in start order: a full
 * cohort's page offers them (none when the courses cannot be read).
 */
export async function openCohortsBeside(db: Db, logger: Logger, course: Course, now: Date): Promise<Course[]> {
  const courses = (await loadKidsCourses(db, logger, now)) ?? [];
  return coursesOfLevel(courses, course.level, now).filter((other) => other.id !== course.id && openForEnrollment(other));
}

export async function findCourse(db: Db, id: number, now: Date): Promise<Course | undefined> {
  const row = await db.selectFrom('courses').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? (await withEarlyBird(db, [toCourse(row)], now))[0] : undefined;
}

export function isActive(course: Course): boolean {
  return course.status === 'active';
}

/** A course a parent can enroll in now: active, with a seat left. */
export function openForEnrollment(course: Course): boolean {
  return isActive(course) && course.availableSeats > 0;
}

/** Courses in start order (the spec's date-text order, falling back to now); ties keep their order. */
function inStartOrder(courses: Course[], now: Date): Course[] {
  return courses
    .map((course, index) => ({ course, index, at: courseSortDate(course.dates, now).getTime() }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ course }) => course);
}

/** Active courses of one level in start order: a tab of the kids page. */
export function coursesOfLevel(courses: Course[], level: CourseLevel, now: Date): Course[] {
  return inStartOrder(
    courses.filter((c) => c.level === level && isActive(c)),
    now,
  );
}

/** Active courses at one campus, every level, in start order: the campus page's cohorts. */
export function coursesAtCampus(courses: Course[], campus: Campus, now: Date): Course[] {
  return inStartOrder(
    courses.filter((c) => c.cohortType === campus && isActive(c)),
    now,
  );
}

/** The next session of the kids program: the earliest active beginner course, or null. */
export function nextSession(courses: Course[], now: Date): Course | null {
  return coursesOfLevel(courses, 'beginner', now)[0] ?? null;
}

/**
 * When the next kids session starts (the spec reads it from the dates text), or null
 * when there is none or the courses failed to load. Views word it.
 */
export function nextSessionStart(courses: Course[] | null, now: Date): Date | null {
  const next = courses ? nextSession(courses, now) : null;
  return next ? courseSortDate(next.dates, now) : null;
}

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
