import { BlockList, isIP } from 'node:net';

const lists = new WeakMap<readonly string[], BlockList>();

/**
 * Whether the socket's peer is one of TRUSTED_PROXIES (addresses or CIDR ranges, already checked by config/env).
 * Headers only a proxy may set (the visitor's country) are read from such a peer alone: anyone else could write
 * them into their own request.
 */
export function isTrustedPeer(address: string | undefined, trustedProxies: readonly string[]): boolean {
  let list = lists.get(trustedProxies);
  if (!list) {
    list = new BlockList();
    for (const entry of trustedProxies) {
      const [base = '', prefix] = entry.split('/');
      const family = isIP(base) === 4 ? 'ipv4' : 'ipv6';
      list.addSubnet(base, prefix === undefined ? (family === 'ipv4' ? 32 : 128) : Number(prefix), family);
    }
    lists.set(trustedProxies, list);
  }
  const peer = (address ?? '').replace(/^::ffff:(?=\d{1,3}(?:\.\d{1,3}){3}$)/i, '');
  const family = isIP(peer);
  return family !== 0 && list.check(peer, family === 4 ? 'ipv4' : 'ipv6');
}
