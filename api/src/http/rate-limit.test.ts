import { describe, expect, it } from 'vitest';
import { rateLimitsFromEnv } from '../config';
import { clientAddress, DEFAULT_RATE_LIMITS, parseRateLimit } from './rate-limit';
import { trustedProxies } from './trusted-proxies';

describe('parseRateLimit', () => {
  it('reads requests/seconds', () => {
    expect(parseRateLimit('20/60')).toEqual({ points: 20, seconds: 60 });
    expect(parseRateLimit(' 500 / 1 ')).toEqual({ points: 500, seconds: 1 });
  });
  it.each(['0/60', '10/0', 'off', '-1/60', '10', '1e3/60', ''])(
    'cannot switch a limit off or mistype it: %j',
    (text) => {
      expect(() => parseRateLimit(text)).toThrow(/requests\/seconds/);
    },
  );
  it('API_RATE_LIMIT_* override one limit each; a bad one stops the start', () => {
    expect(rateLimitsFromEnv({ API_RATE_LIMIT_EMAILS: '1000/60' })).toEqual({
      ...DEFAULT_RATE_LIMITS,
      emails: { points: 1000, seconds: 60 },
    });
    expect(() => rateLimitsFromEnv({ API_RATE_LIMIT_BOOKINGS: '0/60' })).toThrow(
      /^API_RATE_LIMIT_BOOKINGS: /,
    );
  });
});

describe('clientAddress', () => {
  it('is the socket address of a direct client, whatever X-Forwarded-For claims', () => {
    expect(clientAddress('203.0.113.9', '10.0.0.1')).toBe('203.0.113.9');
  });
  it('behind the local proxy is the nearest untrusted forwarded address', () => {
    expect(clientAddress('127.0.0.1', '198.51.100.7')).toBe('198.51.100.7');
    expect(clientAddress('::1', 'spoofed, 198.51.100.7, 127.0.0.1')).toBe('198.51.100.7');
    expect(clientAddress('127.0.0.1', undefined)).toBe('127.0.0.1');
    expect(clientAddress(undefined, undefined)).toBe('local');
  });
  it('behind configured proxies (API_TRUSTED_PROXIES) skips every trusted hop, and only those', () => {
    const trusted = trustedProxies(['10.0.0.0/8']);
    expect(clientAddress('10.0.0.5', '198.51.100.7, 10.1.2.3', trusted)).toBe('198.51.100.7');
    expect(clientAddress('10.0.0.5', 'spoofed, 198.51.100.7', trusted)).toBe('198.51.100.7');
    // Loopback is not trusted unless listed: its X-Forwarded-For is ignored.
    expect(clientAddress('127.0.0.1', '198.51.100.7', trusted)).toBe('127.0.0.1');
  });
});
