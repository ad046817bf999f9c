import { describe, expect, it } from 'vitest';
import { courseSortDate, parseCourseStartDate } from '../../server/services/course-dates.ts';
import type { Course } from '../../domain/courses.ts';
import { coursesOfLevel, nextSession, nextSessionStart, priceRange } from '../../server/services/courses.ts';
import { nextSessionText } from '../../views/format.ts';

/** What home, /programs and the kids hero say about the next session. */
const nextSessionLabel = (courses: Course[] | null, at: Date) => nextSessionText(nextSessionStart(courses, at));

const now = new Date('2026-11-22T12:00:00Z');
const iso = (d: Date | undefined) => d?.toISOString().slice(0, 10);

describe('parseCourseStartDate', () => {
  it.each([
    ['January 16 - March 6, 2027', '2027-01-16'],
    ['June 14 - June 25, 2027', '2027-06-14'],
    ['March 12 - March 15, 2025', '2025-03-12'],
    ['Sept 3 - Sept 20, 2026', undefined], // not a month name the pattern knows
    ['Sep 3 - Sep 20, 2026', '2026-09-03'],
    ['july 1 – july 12, 2027', '2027-07-01'], // en dash, lower case
  ])('%s starts on %s', (text, expected) => {
    expect(iso(parseCourseStartDate(text))).toBe(expected);
  });

  it.each(['TBD', 'Spring 2027', 'January - March 2027', 'February 30 - March 2, 2027', '', 'Smarch 3 - 5, 2027'])(
    'does not match %j, which sorts as now',
    (text) => {
      expect(parseCourseStartDate(text)).toBeUndefined();
      expect(courseSortDate(text, now)).toBe(now);
    },
  );
});

const course = (over: Partial<Course>): Course => ({
  id: 1,
  name: 'C',
  description: '',
  level: 'beginner',
  cohortType: 'south-bay',
  location: '',
  format: '',
  dates: 'January 16 - March 6, 2027',
  startDate: '2027-01-16',
  endDate: '2027-03-06',
  schedule: '',
  price: 675,
  availableSeats: 3,
  status: 'active',
  ...over,
});

describe('nextSession', () => {
  it('is the earliest active beginner course by its dates text', () => {
    const courses = [
      course({ id: 1, dates: 'June 14 - June 25, 2027' }),
      course({ id: 2, dates: 'February 7 - March 28, 2027' }),
      course({ id: 3, dates: 'January 2 - January 9, 2027', level: 'advanced' }),
      course({ id: 4, dates: 'January 3 - January 9, 2027', status: 'archived' }),
    ];
    expect(nextSession(courses, now)?.id).toBe(2);
    expect(nextSessionLabel(courses, now)).toBe('Starting February 2027');
  });

  it('counts sold-out courses too (the spec filters on level and status only)', () => {
    const courses = [course({ id: 7, availableSeats: 0, dates: 'January 9 - January 30, 2027' })];
    expect(nextSessionLabel(courses, now)).toBe('Starting January 2027');
  });

  it('puts a course with unreadable dates at "now", ahead of future ones', () => {
    const courses = [course({ id: 1, dates: 'June 14 - June 25, 2027' }), course({ id: 2, dates: 'Dates to be announced' })];
    expect(nextSession(courses, now)?.id).toBe(2);
    expect(nextSessionLabel(courses, now)).toBe('Starting November 2026');
  });

  it('says Coming Soon with no beginner course, and when the courses failed to load', () => {
    expect(nextSessionLabel([course({ level: 'intermediate' })], now)).toBe('Coming Soon');
    expect(nextSessionLabel([], now)).toBe('Coming Soon');
    expect(nextSessionLabel(null, now)).toBe('Coming Soon');
  });
});

describe('coursesOfLevel and priceRange', () => {
  it('sorts a level by start date and keeps the original order for ties', () => {
    const courses = [
      course({ id: 1, dates: 'April 10 - May 29, 2027' }),
      course({ id: 2, dates: 'January 23 - March 13, 2027' }),
      course({ id: 3, dates: 'January 23 - March 20, 2027' }),
    ];
    expect(coursesOfLevel(courses, 'beginner', now).map((c) => c.id)).toEqual([2, 3, 1]);
  });

  it('computes the hero price range from active courses, else 675-875', () => {
    expect(priceRange([course({ price: 700 }), course({ price: 900 }), course({ price: 50, status: 'archived' })])).toEqual({
      min: 700,
      max: 900,
    });
    expect(priceRange([])).toEqual({ min: 675, max: 875 });
    expect(priceRange(null)).toEqual({ min: 675, max: 875 });
  });
});
