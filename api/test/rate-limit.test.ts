import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './helpers';
import { recordCounts, validBodies } from './payloads';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp({
    rateLimits: {
      bookings: { points: 3, seconds: 60 },
      payments: { points: 3, seconds: 60 },
      emails: { points: 3, seconds: 60 },
      comments: { points: 3, seconds: 60 },
      lookups: { points: 3, seconds: 60 },
    },
  });
});
afterAll(() => api.dispose());

const from = (client: string) => ({ 'x-forwarded-for': client });

describe('rate limits per client', () => {
  it.each([
    ['/api/common/email'],
    ['/api/activity-bookings'],
    ['/api/payment'],
    ['/wp-json/wp/v2/comments'],
  ] as const)(
    '%s: the 4th request in a minute is a 429 with Retry-After, other clients are not affected',
    async (path) => {
      const client = `198.51.100.${path.length}`;
      for (let i = 0; i < 3; i++) {
        const response = await api.post(path, validBodies[path], from(client));
        expect(response.status).not.toBe(429);
        expect(response.headers.get('ratelimit-limit')).toBe('3');
        expect(response.headers.get('ratelimit-remaining')).toBe(String(2 - i));
      }
      const before = await recordCounts(api);
      const refused = await api.post(path, validBodies[path], from(client));
      expect(refused.status).toBe(429);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(((await refused.json()) as { message: string }).message).toBe(
        `Too many requests. Please try again in ${retryAfter} seconds.`,
      );
      expect(await recordCounts(api)).toEqual(before);
      expect((await api.post(path, validBodies[path], from('203.0.113.50'))).status).not.toBe(429);
    },
  );
  it('bookings of all three kinds share one limit', async () => {
    const client = from('198.51.100.200');
    expect(
      (await api.post('/api/activity-bookings', validBodies['/api/activity-bookings'], client)).status,
    ).toBe(201);
    expect((await api.post('/api/hotel-bookings', validBodies['/api/hotel-bookings'], client)).status).toBe(
      201,
    );
    expect(
      (await api.post('/api/holiday-package-bookings', validBodies['/api/holiday-package-bookings'], client))
        .status,
    ).toBe(201);
    expect((await api.post('/api/hotel-bookings', validBodies['/api/hotel-bookings'], client)).status).toBe(
      429,
    );
  });
  it('reads are not limited', async () => {
    for (let i = 0; i < 10; i++)
      expect((await api.get('/api/hotels?limit=1', from('198.51.100.201'))).status).toBe(200);
  });
});
