import { addressNetwork, clientAddressKey } from './client-address-key.js';
import { backoffSeconds, MAX_BACKOFF_SECONDS } from './rate-limits.js';

describe('26.2 client addresses are kept only as keyed hashes of their network', () => {
  it('an IPv4 address is its own network, also when IPv4-mapped; an IPv6 one is its /64', () => {
    expect(addressNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(addressNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressNetwork('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressNetwork('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressNetwork('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });

  it('hashes with the key: the same network gives the same key, which does not contain the address', () => {
    const key = clientAddressKey('203.0.113.7', 'secret-a');
    expect(key).toBe(clientAddressKey('::ffff:203.0.113.7', 'secret-a'));
    expect(key).not.toContain('203');
    expect(key).not.toBe(clientAddressKey('203.0.113.7', 'secret-b'));
    expect(clientAddressKey('2001:db8:1:2::1', 's')).toBe(clientAddressKey('2001:db8:1:2::ffff', 's'));
    expect(clientAddressKey('2001:db8:1:3::1', 's')).not.toBe(clientAddressKey('2001:db8:1:2::1', 's'));
  });
});

describe('26.12 the back-off of an account', () => {
  it('lets four failures pass, then doubles the wait from one second up to fifteen minutes', () => {
    expect([1, 2, 3, 4].map((n) => backoffSeconds(n, 5))).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8].map((n) => backoffSeconds(n, 5))).toEqual([1, 2, 4, 8]);
    expect(backoffSeconds(40, 5)).toBe(MAX_BACKOFF_SECONDS);
  });
});
