import { describe, expect, it } from 'vitest';
import { enrollmentReference, parseReference, referencePattern, scholarshipReference } from '../../domain/references.ts';

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
    const whole = (text: string) => text.match(referencePattern)?.[0];
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

describe('a scholarship application reference', () => {
  it('is SA- and six digits of its own shuffle, found whole in a message', () => {
    expect([1, 2, 12].map(scholarshipReference)).toEqual(['SA-959322', 'SA-346741', 'SA-220931']);
    expect('(reference SA-346741).'.match(referencePattern)?.[0]).toBe('SA-346741');
  });

  it('never has the digits of the enrollment of the same number (a family quoting digits alone named two records)', () => {
    const same: number[] = [];
    for (let id = 1; id < 1_000_000; id++) {
      if (scholarshipReference(id).slice(3) === enrollmentReference(id).slice(3)) same.push(id);
    }
    expect(same).toEqual([]);
  });
});

describe('reading a reference back, as staff type what a parent quotes', () => {
  it('gives back every enrollment and application below a million, and past it', () => {
    const wrong: number[] = [];
    for (let id = 1; id < 1_000_000; id++) {
      if (parseReference(enrollmentReference(id))?.id !== id) wrong.push(id);
    }
    expect(wrong).toEqual([]);
    for (const id of [1, 999_999, 1_000_000, 25_000_000]) {
      expect(parseReference(scholarshipReference(id))).toEqual({ kind: 'scholarship', id });
      expect(parseReference(enrollmentReference(id))).toEqual({ kind: 'enrollment', id });
    }
  });

  it('forgives case, spaces, a missing hyphen and the invisible joiners of a copied page', () => {
    for (const typed of ['vc-627592', ' VC 627592 ', 'Vc627592', 'VC - 627592', 'VC-\u2060627592', 'VC-\u00a0627592']) {
      expect(parseReference(typed)).toEqual({ kind: 'enrollment', id: 1 });
    }
  });

  it('names nothing for what is not a reference', () => {
    for (const typed of [
      '',
      'VC-',
      'VC-12345',
      'XY-627592',
      '627592',
      'VC-627592x',
      'VC-0999999',
      'VC-240173',
      'SA-99999999999999999',
    ]) {
      expect(parseReference(typed), typed).toBeUndefined();
    }
  });
});
