// @ts-check
// Who the client is, as the web process tells the API. The API believes X-Forwarded-For from the web nodes only
// (its TRUSTED_PROXIES) and counts sign-in and mail rate limits per client address, so this process must never
// pass on what a client wrote in that header: it sends one address, the one it can vouch for. That is the socket's
// peer, unless the peer is a hop this process trusts (a load balancer or CDN in front, named in the web's own
// TRUSTED_PROXIES): then it is the address that hop appended, and so on right to left through trusted hops.
// Whatever a client put in the header itself sits left of every trusted hop's entry and is never read.
import { BlockList, isIP } from 'node:net';

/**
 * The hops in front of this process: TRUSTED_PROXIES, addresses and CIDR ranges separated by commas
 * (`10.0.0.0/8, 2001:db8::7`). Unset or empty: nothing in front is trusted, the socket's peer is the client.
 * @param {string | undefined} text
 * @returns {(address: string) => boolean}
 */
export function trustedHops(text) {
  const list = new BlockList();
  let count = 0;
  for (const entry of (text ?? '').split(',')) {
    const trimmed = entry.trim();
    if (trimmed === '') continue;
    const [address = '', prefix, ...rest] = trimmed.split('/');
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const validPrefix = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
    if (family === 0 || rest.length > 0 || !validPrefix) {
      throw new Error(`TRUSTED_PROXIES: "${trimmed}" is not an IP address or CIDR range`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    list.addSubnet(address, prefix === undefined ? bits : Number(prefix), type);
    count += 1;
  }
  if (count === 0) return () => false;
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * One X-Forwarded-For entry as an address: balancers that add the port (`203.0.113.7:51234`, `[2001:db8::1]:443`)
 * are read too. Anything else is not an address.
 * @param {string} entry
 * @returns {string | null}
 */
function entryAddress(entry) {
  const text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  const withPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(text);
  const address = bracketed?.[1] ?? withPort?.[1] ?? text;
  return isIP(address) === 0 ? null : plainAddress(address);
}

/**
 * An IPv4 peer of a dual-stack socket shows as `::ffff:a.b.c.d`; the API is told `a.b.c.d`.
 * @param {string} address
 */
const plainAddress = (address) => address.replace(/^::ffff:(?=\d{1,3}(?:\.\d{1,3}){3}$)/i, '');

/**
 * The client's address: the socket's peer, or while that peer is a trusted hop, the entry the hop appended to
 * X-Forwarded-For (the rightmost not yet read). A trusted hop that appended nothing usable is the client itself.
 * @param {import('node:http').IncomingMessage} req
 * @param {(address: string) => boolean} isTrustedHop
 * @returns {string}
 */
export function clientAddress(req, isTrustedHop) {
  let address = plainAddress(req.socket.remoteAddress ?? '');
  const header = req.headers['x-forwarded-for'];
  const entries = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
  while (isTrustedHop(address) && entries.length > 0) {
    const appended = entryAddress(entries.pop() ?? '');
    if (appended === null) break;
    address = appended;
  }
  return address;
}

/**
 * Headers only a hop in front of this process may set, never a client: the scheme and host the visitor used
 * (Next.js builds redirects from them), the other spellings of the client's address, and the country a CDN
 * derived from it (the API refuses blocked countries by it). From a peer that is not a trusted hop they are
 * dropped; a trusted hop's are passed on.
 */
export const HOP_HEADERS = [
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-forwarded-port',
  'forwarded',
  'x-real-ip',
];

/**
 * Wraps the HTTP handler so X-Forwarded-For holds only the client's address before anything reads it (Next.js's
 * /api rewrite copies the request's headers to the API as they are), and a client's own hop headers and country
 * header (`countryHeader`, COUNTRY_HEADER) are gone.
 * @template {unknown[]} Rest
 * @param {(req: import('node:http').IncomingMessage, ...rest: Rest) => unknown} handler
 * @param {(address: string) => boolean} isTrustedHop
 * @param {string} [countryHeader]
 * @returns {(req: import('node:http').IncomingMessage, ...rest: Rest) => unknown}
 */
export function withClientAddress(handler, isTrustedHop, countryHeader = 'cf-ipcountry') {
  const dropped = [...HOP_HEADERS, countryHeader.toLowerCase()];
  return (req, ...rest) => {
    if (!isTrustedHop(plainAddress(req.socket.remoteAddress ?? ''))) {
      for (const name of dropped) delete req.headers[name];
    }
    req.headers['x-forwarded-for'] = clientAddress(req, isTrustedHop);
    return handler(req, ...rest);
  };
}
