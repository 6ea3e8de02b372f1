import { isIPv4, isIPv6 } from 'node:net';

/**
 * The network a client address stands for in per-client limits: an IPv4 address itself, an IPv6
 * address's /64 (one host is usually given a whole /64, and could send from a new address each time:
 * issue 36 sent 30 codes a minute to one phone from `2001:db8:aa:1::1 … ::c`). The rate limiter groups
 * the same way (`ipv6Subnet: 64`, server/security/rate-limits.ts).
 */
export function clientNetwork(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1] && isIPv4(mapped[1])) return mapped[1];
  const bare = address.split('%')[0] ?? '';
  if (!isIPv6(bare)) return address;
  // An IPv4 tail (`64:ff9b::192.0.2.1`) is two groups; `::` stands for as many zero groups as are missing.
  const groups = (part: string) => (part ? part.split(':').flatMap((g) => (g.includes('.') ? ['0', '0'] : [g])) : []);
  const [left = '', right] = bare.split('::');
  const head = groups(left);
  const tail = right === undefined ? [] : groups(right);
  const full = right === undefined ? head : [...head, ...Array<string>(8 - head.length - tail.length).fill('0'), ...tail];
  return `${full
    .slice(0, 4)
    .map((g) => parseInt(g, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * Whether an address is this host's own (127.0.0.0/8, ::1): a local proxy or a test, not a shopper's
 * network, so per-network caps that would then count every shopper together do not apply to it.
 */
export function isLoopback(address: string): boolean {
  const v4 = /^(?:::ffff:)?(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)?.[1];
  if (v4) return isIPv4(v4) && v4.startsWith('127.');
  return clientNetwork(address) === '0:0:0:0::/64' && address.replace(/^[0:]*/, '') === '1';
}
