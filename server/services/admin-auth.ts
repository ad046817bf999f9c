import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether the password given is the configured one, in constant time: both are hashed
 * to the same length first, so neither the content nor the length of the secret shows
 * in how long the answer takes.
 */
export function passwordMatches(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}
