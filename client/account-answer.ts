import { readRecord } from './browser-record.ts';

/** What /api/account/seats answers (server/routes/account.tsx). */
export type AccountAnswer = {
  /** Signed in: the cards' keys of the cohorts paid for; null signed out. */
  seats: string[] | null;
  /** Signed in: whose seats they are, by card key. */
  students?: Record<string, string[]>;
  /** Signed in: the address's lines, by Join Waitlist link ('offered': a seat held for the family). */
  waitlists?: Record<string, number | null | 'offered'>;
  /** Signed out: each of this browser's payments, by session id: its card key now, or null. */
  receipts?: Record<string, string | null>;
};

/** The card key of each seat this browser paid for, and that payment's session id (client/islands/seat-marks.ts). */
export const receiptsKey = 'seat-receipts';

let asked: Promise<AccountAnswer | undefined> | undefined;

/**
 * Asks the server, once per page, what the signed-in parent holds, or signed out what this
 * browser's own payments still hold: the cohort cards' seat and waitlist lines follow it.
 * Undefined when it could not be asked (offline, an error): the lines keep what they know.
 */
export function askAccount(): Promise<AccountAnswer | undefined> {
  asked ??= (async () => {
    const sessions = [...new Set(Object.values(readRecord<string>(receiptsKey)))].slice(0, 10);
    const query = sessions.length > 0 ? `?${new URLSearchParams({ receipts: sessions.join(',') })}` : '';
    try {
      const response = await fetch(`/api/account/seats${query}`, {
        credentials: 'same-origin',
        headers: { Accept: 'application/json' },
      });
      return response.ok ? ((await response.json()) as AccountAnswer) : undefined;
    } catch {
      return undefined;
    }
  })();
  return asked;
}
