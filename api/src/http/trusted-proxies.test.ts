import { describe, expect, it } from 'vitest';
import { DEFAULT_TRUSTED_PROXIES, trustedProxies } from './trusted-proxies';

describe('trusted proxies', () => {
  it('trusts loopback by default, IPv4, IPv6 and IPv4-mapped alike', () => {
    const trusted = trustedProxies(DEFAULT_TRUSTED_PROXIES);
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].map(trusted)).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(['10.0.0.1', '::2', '203.0.113.9', 'localhost', ''].map(trusted)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
  it('matches CIDR ranges and single addresses', () => {
    const trusted = trustedProxies(['10.0.0.0/8', '192.0.2.7', 'fd00::/8']);
    expect(trusted('10.200.3.4')).toBe(true);
    expect(trusted('::ffff:10.1.1.1')).toBe(true);
    expect(trusted('192.0.2.7')).toBe(true);
    expect(trusted('192.0.2.8')).toBe(false);
    expect(trusted('fd12::1')).toBe(true);
    expect(trusted('127.0.0.1')).toBe(false);
  });
  it.each(['10.0.0.0/33', 'proxy.local', '10.0.0.0/8/1', '::/129', '10.0.0.0/x'])('refuses %j', (entry) => {
    expect(() => trustedProxies([entry])).toThrow(/not an address or CIDR range/);
  });
});
