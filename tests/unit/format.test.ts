import { describe, expect, it } from 'vitest';
import {
  dollarsAlike,
  greetingName,
  keepAsidesTogether,
  keepDatesTogether,
  keepCompoundsTogether,
  keepLastWordsTogether,
  keepTogether,
  paymentAmount,
  phoneNumber,
} from '../../views/format.ts';

describe('phoneNumber', () => {
  it('writes a US number as people read it, and leaves anything else as typed', () => {
    expect(phoneNumber('4085550199')).toBe('(408) 555-0199');
    expect(phoneNumber('+1 408.555.0199')).toBe('(408) 555-0199');
    expect(phoneNumber('(408) 555-0199')).toBe('(408) 555-0199');
    expect(phoneNumber('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(phoneNumber('555')).toBe('555');
  });
});

describe('keepTogether', () => {
  it('keeps a date and a number range whole in running text, and leaves words with hyphens free to break', () => {
    // Seen at 1440 px: 'between February 1 and May' over '31, 2027'; at 320 px 'groups of 6-' over '8'.
    expect(keepTogether('starts between February 1 and May 31, 2027.')).toBe(
      'starts between February\u00a01 and May\u00a031,\u00a02027.',
    );
    expect(keepTogether('groups of 6-8 students; 7-13 days before; 9AM-5PM')).toBe(
      'groups of 6-\u20608 students; 7-\u206013 days before; 9AM-\u20605PM',
    );
    expect(keepTogether('12 hours of hands-on learning, AI-built apps')).toBe(
      '12 hours of hands-\u2060on learning, AI-\u2060built apps',
    );
    expect(keepTogether('a need-based, coding-platform plan')).toBe('a need-based, coding-platform plan');
    expect(keepTogether('1450 Orchard Glen Way, Suite 100, Cupertino, CA 95014')).toBe(
      '1450 Orchard Glen Way, Suite 100, Cupertino,\u00a0CA\u00a095014',
    );
    // A time keeps its zone: '7:48 PM' over 'PST' on a phone's payment page.
    expect(keepTogether('November 27, 2026 at 7:48 PM PST')).toBe('November\u00a027,\u00a02026 at 7:48\u00a0PM\u00a0PST');
  });

  it('keeps short ranges and a number with its unit whole; the words read the same', () => {
    expect(keepTogether('Sat-Sun 9AM-5PM')).toBe('Sat-\u2060Sun\u00a09AM-\u20605PM');
    expect(
      keepTogether('Mon-Fri 3PM-8PM')
        .replace(/\u2060/g, '')
        .replace(/\u00a0/g, ' '),
    ).toBe('Mon-Fri 3PM-8PM');
    expect(keepTogether('open Mon-Fri 3PM-8PM and Sat-Sun 9AM-5PM')).toContain('Sat-\u2060Sun\u00a09AM');
    expect(keepTogether('an 8-week program')).toBe('an 8-\u2060week program');
    // A reference is left as typed (KeepWhole wraps it whole): a copy of it must paste clean.
    expect(keepTogether('your reference is SA-015011.')).toBe('your reference is SA-015011.');
    // Applied twice (a fact list inside a panel), nothing more is added.
    const once = keepTogether('Sat-Sun, May 31, 2027, 6-8 kids, hands-on');
    expect(keepTogether(once)).toBe(once);
  });
});

describe('keepCompoundsTogether', () => {
  it('in a narrow column keeps every compound whole as well', () => {
    expect(keepCompoundsTogether('High-school Social Impact Lab, ages 14-18')).toBe(
      'High-\u2060school Social Impact Lab, ages 14-\u206018',
    );
  });
});

describe('keepDatesTogether', () => {
  it('joins a month and its day so a line never breaks inside a date', () => {
    expect(keepDatesTogether('Need-based scholarships are open: apply by Feb 15.')).toBe(
      'Need-based scholarships are open: apply by Feb\u00a015.',
    );
    expect(keepDatesTogether('Early bird ends Jan 31; workshop starts Feb 1st')).toBe(
      'Early bird ends Jan\u00a031; workshop starts Feb\u00a01st',
    );
    expect(keepDatesTogether('An 8-week program.')).toBe('An 8-week program.');
  });

  it('keeps a day with its year and a time with AM or PM', () => {
    expect(keepDatesTogether('Starts March 6, 2027 at 12:30 PM')).toBe('Starts March\u00a06,\u00a02027 at 12:30\u00a0PM');
    expect(keepDatesTogether('Mon-Fri 3PM-8PM')).toBe('Mon-Fri 3PM-8PM');
  });

  it('keeps a time range whole, and starts no line with a range’s dash', () => {
    // 'Monday - Friday, 1:00 PM' over '- 4:00 PM' was how a narrow card broke it.
    expect(keepDatesTogether('Monday - Friday, 1:00 PM - 4:00 PM')).toBe(
      'Monday\u00a0- Friday, 1:00\u00a0PM\u00a0-\u2060\u00a04:00\u00a0PM',
    );
    expect(keepDatesTogether('January 16 - March 6, 2027')).toBe('January\u00a016\u00a0- March\u00a06,\u00a02027');
    expect(keepDatesTogether('Saturdays, 10:00 AM - 12:30 PM')).toBe('Saturdays, 10:00\u00a0AM\u00a0-\u2060\u00a012:30\u00a0PM');
  });
});

describe('keepAsidesTogether', () => {
  it('keeps a short aside in brackets on one line, and leaves a long one free to wrap', () => {
    expect(keepAsidesTogether('Cupertino, CA (South Bay campus)')).toBe('Cupertino, CA (South\u00a0Bay\u00a0campus)');
    const long = 'Fremont (behind the library, next to the community garden)';
    expect(keepAsidesTogether(long)).toBe(long);
  });
});

describe('paymentAmount', () => {
  it('shows two decimals and the uppercase currency', () => {
    expect(paymentAmount(675, 'usd')).toBe('$675.00 USD');
    expect(paymentAmount(1299.5, 'usd')).toBe('$1,299.50 USD');
  });
});

describe('keepLastWordsTogether', () => {
  it("joins a paragraph's last two words, and nothing else", () => {
    expect(keepLastWordsTogether('no makeup days for classes a student misses.')).toBe(
      'no makeup days for classes a student\u00a0misses.',
    );
    expect(keepLastWordsTogether('Alone')).toBe('Alone');
  });
});

describe('greetingName', () => {
  it('greets by the first name, past a title; a title with a surname only stays whole', () => {
    expect(greetingName('Guinevere Anastasia Montgomery-Castellanos')).toBe('Guinevere');
    expect(greetingName('  Dr. Eleanor Vance ')).toBe('Eleanor');
    expect(greetingName('ms Rivera')).toBe('ms Rivera');
    expect(greetingName('Prof. Ada King Lovelace')).toBe('Ada');
    expect(greetingName('Drew Barry')).toBe('Drew');
    expect(greetingName('Cher')).toBe('Cher');
  });
});

describe('dollarsAlike', () => {
  it('gives every amount of a column cents once one has them, else whole dollars', () => {
    const mixed = dollarsAlike([67_500, 10_125, 57_375]);
    expect([67_500, 10_125].map(mixed)).toEqual(['$675.00', '$101.25']);
    const whole = dollarsAlike([67_500, 7_500]);
    expect([67_500, 7_500].map(whole)).toEqual(['$675', '$75']);
  });
});
