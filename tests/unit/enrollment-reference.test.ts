import { describe, expect, it } from 'vitest';
import { enrollmentReference, enrollmentReferencePattern } from '../../domain/mail.ts';

describe('an enrollment reference', () => {
  it('is VC- and six digits, one of its own for every enrollment below a million', () => {
    const seen = new Set<string>();
    const malformed: string[] = [];
    for (let id = 1; id < 1_000_000; id++) {
      const reference = enrollmentReference(id);
      if (!/^VC-\d{6}$/.test(reference)) malformed.push(reference);
      seen.add(reference);
    }
    expect(malformed).toEqual([]);
    expect(seen.size).toBe(999_999);
    // Past a million the number shows whole: seven digits, never one of the six-digit ones.
    expect(enrollmentReference(1_000_000)).toBe('VC-1000000');
  });

  it('is what a page finds in a message to keep whole, below a million and past it, and nothing else', () => {
    const whole = (text: string) => text.match(enrollmentReferencePattern)?.[0];
    for (const id of [1, 12, 999_999, 1_000_000, 25_000_000]) {
      expect(whole(`enrolled (reference ${enrollmentReference(id)}), so`)).toBe(enrollmentReference(id));
    }
    expect(whole('ages 9-12, Sat-Sun, VC-12')).toBeUndefined();
  });

  it('does not count enrollments: the first ones read as unrelated numbers', () => {
    const first = [1, 2, 3, 4, 5].map((id) => Number(enrollmentReference(id).slice(3)));
    for (let i = 1; i < first.length; i++) expect(Math.abs(first[i]! - first[i - 1]!)).toBeGreaterThan(1000);
    expect(first.every((n) => n > 5)).toBe(true);
  });

  it('never changes once receipts carry it: the first enrollments keep these references', () => {
    expect([1, 2, 3, 12].map(enrollmentReference)).toEqual(['VC-627592', 'VC-015011', 'VC-402430', 'VC-889201']);
  });
});
