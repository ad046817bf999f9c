import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';

/**
 * Who a client is, for per-client limits that outlive a request (the fair share of
 * seats): its address as Express reports it (`req.ip`: the socket's, or behind
 * TRUST_PROXY the one the trusted proxy forwarded). An IPv6 client is counted by its
 * /64, the block one household or phone is given, so it cannot mint new addresses to
 * get more; an IPv4-mapped IPv6 address counts as the IPv4 address it is. The key is a
 * hash, so no address is stored as such (it still is personal data: it only links holds).
 */
export function clientKeyOf(ip: string | undefined): string {
  return createHash('sha256')
    .update(`client:${networkOf(ip ?? 'unknown')}`)
    .digest('base64url')
    .slice(0, 22);
}

/** The part of an address that names the client: IPv4 whole, IPv6 its first 64 bits. */
export function networkOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  return expandIPv6(ip).slice(0, 4).join(':') + '::/64';
}

/** The eight groups of an IPv6 address, '::' filled in, zone dropped, each without leading zeros. */
function expandIPv6(ip: string): string[] {
  const [head = '', tail] = ip.split('%', 1)[0]!.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::ffff:... handled above; 64:ff9b::1.2.3.4) counts as two groups.
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return groups.map((group) => (group.includes('.') ? group : group.replace(/^0+(?=.)/, '')));
}
