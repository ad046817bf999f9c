import { describe, expect, it } from 'vitest';
import { scholarshipWindow } from '../../domain/scholarships.ts';

describe('a cohort’s last day to apply for a scholarship', () => {
  it('is two weeks before its first class, or Feb 15 if sooner, and passes at the school’s midnight', () => {
    // January 16: two weeks before is January 2.
    expect(scholarshipWindow('2027-01-16', new Date('2026-11-27T18:00:00Z'))).toEqual({
      lastDay: '2027-01-02',
      passed: false,
      beforeSeasonDeadline: true,
    });
    // Still January 2 in the Bay Area at 11 PM Pacific (07:00 UTC on the 3rd): not passed.
    expect(scholarshipWindow('2027-01-16', new Date('2027-01-03T07:00:00Z')).passed).toBe(false);
    // January 3 in the Bay Area: passed.
    expect(scholarshipWindow('2027-01-16', new Date('2027-01-03T09:00:00Z')).passed).toBe(true);
    // A June cohort: the season's Feb 15 comes sooner.
    expect(scholarshipWindow('2027-06-14', new Date('2026-11-27T18:00:00Z'))).toMatchObject({
      lastDay: '2027-02-15',
      beforeSeasonDeadline: false,
    });
  });
});
