import { createHash, randomBytes } from 'node:crypto';

/**
 * The secret in a link emailed to one person (a staff invitation or reset, a waitlist
 * offer): 32 random bytes, URL-safe. Only its SHA-256 is stored, so a copy of the database
 * opens nothing; the link is found again by hashing what the visitor brings.
 */
export const hashOfLinkSecret = (secret: string) => createHash('sha256').update(secret, 'utf8').digest('hex');

export function newLinkSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashOfLinkSecret(secret) };
}
