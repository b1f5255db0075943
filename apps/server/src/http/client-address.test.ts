import { describe, expect, it } from 'vitest';
import { rateLimitAddress } from './client-address';

describe('rateLimitAddress', () => {
  it('counts an IPv4 client under its address, however the socket spells it', () => {
    expect(rateLimitAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitAddress('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('counts an IPv6 client under its /64, so fresh addresses of one subscriber share a budget', () => {
    expect(rateLimitAddress('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(rateLimitAddress('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(rateLimitAddress('2001:0DB8:0001:0002::9')).toBe('2001:db8:1:2::/64');
    expect(rateLimitAddress('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(rateLimitAddress('2001:db8:1:3::1')).not.toBe(rateLimitAddress('2001:db8:1:2::1'));
    expect(rateLimitAddress('::1')).toBe('0:0:0:0::/64');
    expect(rateLimitAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('leaves anything that is not an address as it is', () => {
    expect(rateLimitAddress('unknown')).toBe('unknown');
  });
});
