import { isIPv4, isIPv6 } from 'node:net';

/**
 * The address a client's rate limits are counted under, from `request.ip` (the client as the trusted proxies tell
 * it, `trustProxy` in app.ts). An IPv4 client is its address, also when a dual-stack socket shows it as
 * `::ffff:a.b.c.d`; an IPv6 client is its /64, since one subscriber usually holds a whole /64 and could take a
 * fresh address for every attempt.
 */
export function rateLimitAddress(ip: string): string {
  const address = ip.split('%')[0] ?? ip; // a zone id (fe80::1%eth0) names an interface, not a client
  if (isIPv4(address) || !isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  const isMappedIPv4 = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (isMappedIPv4) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted quad read as two groups). */
function ipv6Groups(address: string): number[] {
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const hex = quad
    ? `${address.slice(0, quad.index)}${((Number(quad[1]) << 8) | Number(quad[2])).toString(16)}:${(
        (Number(quad[3]) << 8) | Number(quad[4])
      ).toString(16)}`
    : address;
  const [head = '', tail] = hex.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => Number.parseInt(group, 16));
}
