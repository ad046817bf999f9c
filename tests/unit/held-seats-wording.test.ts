import { describe, expect, it } from 'vitest';
import { messages } from '../../views/content/messages.ts';

describe('what a full cohort says of its seats on hold', () => {
  // "2 seats are on hold for a family paying now. If unpaid, it goes..." read as an unedited template.
  it('speaks of one family and its seat, or of families and any seat of theirs', () => {
    expect(messages.cardHeld(1)).toBe('1 seat is on hold for a family paying now. If unpaid, it goes to the waitlist first.');
    expect(messages.cardHeld(2)).toBe('2 seats are on hold for families paying now. Any left unpaid goes to the waitlist first.');
    expect(messages.courseFullHeld(1)).toMatch(/^One seat is held for a family paying right now\./);
    expect(messages.courseFullHeld(3)).toMatch(/^3 seats are held for families paying right now\./);
  });
});
