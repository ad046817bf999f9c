import { describe, expect, it } from 'vitest';
import { offerSessionExpiry } from '../../domain/waitlist-line.ts';

/**
 * When an offer's payment page closes: with the offer, inside the provider's limits (at least
 * 30 minutes, at most 24 hours from the page's creation), so the page and the offer's stated
 * end say the same minute whenever the provider allows it.
 */
const offeredAt = new Date('2026-12-01T13:25:40Z');
const offerEnd = new Date(offeredAt.getTime() + 24 * 3_600_000);
const later = (from: Date, ms: number) => new Date(from.getTime() + ms);
const minuteOf = (date: Date) => date.toISOString().slice(0, 16);

describe('an offer’s payment page', () => {
  it('closes with the offer when it is opened an hour or a minute into it', () => {
    expect(offerSessionExpiry(offerEnd, later(offeredAt, 3_600_000))).toEqual(offerEnd);
    expect(offerSessionExpiry(offerEnd, later(offeredAt, 60_000))).toEqual(offerEnd);
  });

  it('opened seconds after the offer, stays within 24 hours of its creation and names the offer’s minute', () => {
    // It closed a minute early ("held until 5:25", "Pay by 5:24") when opened in the offer's first minute.
    const now = later(offeredAt, 3_000);
    const closes = offerSessionExpiry(offerEnd, now);
    expect(closes.getTime()).toBeLessThan(now.getTime() + 24 * 3_600_000);
    expect(minuteOf(closes)).toBe(minuteOf(offerEnd));
  });

  it('claimed in the offer’s last minutes, still gets the provider’s 30 minutes', () => {
    const now = later(offerEnd, -5 * 60_000);
    expect(offerSessionExpiry(offerEnd, now).getTime()).toBeGreaterThanOrEqual(now.getTime() + 30 * 60_000);
  });
});
