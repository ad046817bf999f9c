import { describe, expect, it } from 'vitest';
import { sampleSchedules } from '../../db/migrations/20261123T0300_course_schedules.ts';
import { eastBaySundays } from '../../db/migrations/20261129T0000_east_bay_sundays.ts';
import { sampleRename } from '../../db/migrations/20261202T0000_sundays_name.ts';
import { studioHours } from '../../db/migrations/20261130T0000_studio_hours.ts';
import { sampleCourses } from '../../db/seed/sample-courses.ts';
import { describeDates, describeDays, describeSchedule, describeTime, scheduleOf } from '../../domain/schedule.ts';
import { classDays } from '../../server/mail/calendar.ts';

/** A sample cohort's schedule, its optional columns as the database would hold them. */
const sampleSchedule = (course: (typeof sampleCourses)[number]) =>
  scheduleOf({
    ...course,
    end_date: course.end_date ?? null,
    class_days: course.class_days ?? null,
    class_start_time: course.class_start_time ?? null,
    class_end_time: course.class_end_time ?? null,
    time_zone: course.time_zone ?? null,
  });

// The texts a parent reads on a card and the data the calendar file is made from must say
// the same thing: checked for every sample cohort.
describe('each sample cohort', () => {
  it.each(sampleCourses.map((course) => [course.name, course] as const))(
    '%s: its texts say what its schedule data says',
    (_name, course) => {
      const schedule = sampleSchedule(course);
      expect(schedule).not.toBeNull();
      expect(describeDates(schedule!)).toBe(course.dates);
      expect(describeSchedule(schedule!)).toBe(course.schedule);
      // The first and the last class fall on the dates shown.
      const days = classDays(schedule!);
      expect(days[0]).toBe(course.start_date);
      expect(days[days.length - 1]).toBe(course.end_date);
    },
  );

  it('gets the same schedule from the migrations that fill older databases as from the seed', () => {
    for (const [name, firstLastDay, firstDays, start, end] of sampleSchedules) {
      // One sample cohort was renamed by a later migration ("East Bay Spring" starts in February).
      const course = sampleCourses.find((c) => c.name === (name === sampleRename.from ? sampleRename.to : name));
      expect(course, name).toBeDefined();
      // The East Bay cohorts moved to Sundays in a later migration, and the South Bay studio to 10 Saturdays.
      const moved = [...eastBaySundays, ...studioHours].find((cohort) => cohort.name === name);
      const [lastDay, days] = moved ? [moved.to.end_date, moved.to.class_days] : [firstLastDay, firstDays];
      expect([course!.end_date, course!.class_days, course!.class_start_time, course!.class_end_time]).toEqual([
        lastDay,
        days,
        start,
        end,
      ]);
      if (moved)
        expect([course!.dates, course!.start_date, course!.schedule]).toEqual([
          moved.to.dates,
          moved.to.start_date,
          moved.to.schedule,
        ]);
    }
    expect(sampleSchedules).toHaveLength(sampleCourses.length);
  });

  // One instructor teaches them all (the spec's one teacher): no two classes at once,
  // and an hour between two on the same day for the drive between campuses.
  it('never asks the one instructor to be in two classes at once', () => {
    const classes = sampleCourses.flatMap((course) =>
      classDays(sampleSchedule(course)!).map((day) => ({
        name: course.name,
        campus: course.campus,
        day,
        start: course.class_start_time!,
        end: course.class_end_time!,
      })),
    );
    const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
    const clashes: string[] = [];
    for (const [i, a] of classes.entries()) {
      for (const b of classes.slice(i + 1)) {
        if (a.day !== b.day) continue;
        const gap = a.campus === b.campus ? 0 : 60;
        if (minutes(a.start) < minutes(b.end) + gap && minutes(b.start) < minutes(a.end) + gap) {
          clashes.push(`${a.day}: ${a.name} and ${b.name}`);
        }
      }
    }
    expect(clashes).toEqual([]);
  });
});

describe('the display texts', () => {
  it('name the days and times as the site writes them', () => {
    expect(describeDays(['SA'])).toBe('Saturdays');
    expect(describeDays(['MO', 'TU', 'WE', 'TH', 'FR'])).toBe('Monday - Friday');
    expect(describeDays(['TU', 'TH'])).toBe('Tuesdays and Thursdays');
    expect(describeTime('00:30')).toBe('12:30 AM');
    expect(describeTime('12:00')).toBe('12:00 PM');
    expect(describeTime('15:05')).toBe('3:05 PM');
    expect(describeDates({ startDate: '2026-12-05', endDate: '2027-01-30' })).toBe('December 5, 2026 - January 30, 2027');
  });

  it('are absent (no calendar) when a course lacks part of its schedule', () => {
    expect(
      scheduleOf({
        start_date: '2027-01-16',
        end_date: null,
        class_days: 'SA',
        class_start_time: '10:00',
        class_end_time: '12:30',
        time_zone: 'America/Los_Angeles',
      }),
    ).toBeNull();
  });
});
