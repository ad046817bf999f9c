import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Staff passwords, hashed with scrypt (node:crypto; OWASP's parameters: N=2^17, r=8, p=1).
 * The stored text names its parameters, so they can be raised later and old hashes still
 * verify: `scrypt$N$r$p$salt$hash` (base64). scrypt runs on libuv's thread pool, so a
 * sign-in never stops the event loop.
 */
export type ScryptCost = { N: number; r: number; p: number };
export const owaspCost: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const keyLength = 32;

function derive(password: string, salt: Buffer, params: ScryptCost): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; Node refuses more than 32 MB unless told.
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string, params: ScryptCost): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

const stored = /^scrypt\$(\d+)\$(\d+)\$(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/;

/** Whether `password` is the one `hash` was made from; false for a hash it cannot read. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const parts = stored.exec(hash);
  if (!parts) return false;
  const [, N, r, p, salt, expected] = parts;
  const want = Buffer.from(expected!, 'base64');
  const key = await derive(password, Buffer.from(salt!, 'base64'), { N: Number(N), r: Number(r), p: Number(p) });
  return key.length === want.length && timingSafeEqual(key, want);
}

/**
 * A hash no password matches, made once per cost: an unknown address is checked against
 * it, so a sign-in takes as long whether or not the account exists.
 */
const decoys = new Map<number, Promise<string>>();
export function decoyHash(params: ScryptCost): Promise<string> {
  let decoy = decoys.get(params.N);
  if (!decoy) decoys.set(params.N, (decoy = hashPassword(randomBytes(16).toString('hex'), params)));
  return decoy;
}
