import { activityListResponseSchema } from '@andaman/shared/contracts/activities';
import { BOOKING_TOKEN_HEADER } from '@andaman/shared/contracts/booking-receipt';
import { imageSrcSets } from '@andaman/shared/contracts/images';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, json, startTestApp, type TestApp } from './helpers';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.dispose());

describe('health and unknown routes', () => {
  it('GET /health answers ok', async () => {
    const response = await api.get('/health');
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ success: true, data: { status: 'ok', database: 'pglite' } });
  });
  it('an unknown endpoint is a 404 envelope', async () => {
    expect(await errorOf(await api.get('/api/nothing'))).toEqual({
      status: 404,
      message: 'No such endpoint: GET /api/nothing',
    });
    expect((await errorOf(await api.post('/api/locations', {}))).status).toBe(404);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    api.app.request('/api/payment', {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,idempotency-key,authorization',
      },
    });
  it('allows the site origins and the Idempotency-Key header', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3005']) {
      const response = await preflight(origin);
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe(origin);
      expect(response.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain(
        'idempotency-key',
      );
    }
  });
  it('refuses other origins', async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
  it('exposes the WordPress paging headers', async () => {
    const response = await api.get('/wp-json/wp/v2/posts', { Origin: 'http://localhost:3000' });
    expect(response.headers.get('Access-Control-Expose-Headers')).toContain('X-WP-Total');
    expect(response.headers.get('Access-Control-Expose-Headers')).toContain('X-WP-TotalPages');
  });
  it('follows API_CORS_ORIGINS when configured', async () => {
    const custom = await startTestApp({ corsOrigins: ['https://shop.example'] });
    try {
      const allowed = await custom.get('/api/locations', { Origin: 'https://shop.example' });
      expect(allowed.headers.get('Access-Control-Allow-Origin')).toBe('https://shop.example');
      const refused = await custom.get('/api/locations', { Origin: 'http://localhost:3000' });
      expect(refused.headers.get('Access-Control-Allow-Origin')).toBeNull();
    } finally {
      await custom.dispose();
    }
  });
});

describe('client mistakes never cause a 500', () => {
  it('a body over the limit is a 413', async () => {
    const error = await errorOf(
      await api.post('/api/common/email', { title: 'x', body: 'y'.repeat(200_000) }),
    );
    expect(error.status).toBe(413);
  });
  it.each([
    ['/api/activity-bookings', 'null'],
    ['/api/hotel-bookings', '"text"'],
    ['/api/payment', '{"data": 5}'],
    ['/api/makruzz/schedule_search', '[1,2]'],
    ['/api/green-ocean/seat-layout', '{"route_id": {"$gt": 1}}'],
    ['/api/common/email', '{"title": 5}'],
  ])('POST %s with %s is a 400', async (path, body) => {
    expect((await errorOf(await api.post(path, body))).status).toBe(400);
  });
  it('odd path ids are 400s', async () => {
    for (const path of [
      '/api/hotels/1e3',
      '/api/hotels/-1',
      '/api/holidayPackage/%20',
      '/api/activity/99999999999999999999',
      '/api/hotels/rooms/2147483648',
    ]) {
      expect((await errorOf(await api.get(path))).status).toBe(400);
    }
  });
  it('numbers beyond what the database stores are 400s, not database errors', async () => {
    for (const query of [
      '/api/hotels?locationId=99999999999',
      '/api/hotels?pricePerNight=1e300',
      '/api/hotels?page=1e20',
      '/api/holidayPackage?mainLocationId=99999999999',
      '/api/activity?limit=1e20',
    ]) {
      expect((await errorOf(await api.get(query))).status).toBe(400);
    }
    const booking = {
      clientCount: 1,
      clientName: 'Kiran Rao',
      clientEmail: 'kiran@example.com',
      clientPhone: '9876543210',
      startDate: '2030-01-12',
      activityId: 1e12,
    };
    expect((await errorOf(await api.post('/api/activity-bookings', booking))).status).toBe(400);
    const crowd = { ...booking, activityId: 1, clientCount: 1e12 };
    expect((await errorOf(await api.post('/api/activity-bookings', crowd))).status).toBe(400);
    for (const query of ['posts?exclude=99999999999', 'posts?page=1e20', 'comments?post=99999999999']) {
      expect((await api.get(`/wp-json/wp/v2/${query}`)).status).toBe(400);
    }
    expect((await api.get('/wp-json/wp/v2/posts/99999999999')).status).toBe(404);
    const comment = await api.post('/wp-json/wp/v2/comments', {
      post: 99999999999,
      author_name: 'A',
      author_email: 'a@b.in',
      content: 'x',
    });
    expect(comment.status).toBe(403);
  });
});

describe('images', () => {
  it('serves a catalogue picture through the pipeline: AVIF and WebP at each width, immutable', async () => {
    const activities = activityListResponseSchema.parse(await json(await api.get('/api/activity?limit=1')));
    const url = new URL(activities.data[0]?.images[0] ?? '');
    const base = await api.get(url.pathname);
    expect(base.status).toBe(200);
    expect(base.headers.get('content-type')).toBe('image/webp');
    expect(base.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const sets = imageSrcSets(url.href);
    const avif = new URL(sets?.avif.split(', ')[0]?.split(' ')[0] ?? '');
    const small = await api.get(avif.pathname);
    expect(small.headers.get('content-type')).toBe('image/avif');
    expect((await small.arrayBuffer()).byteLength).toBeLessThan((await base.arrayBuffer()).byteLength);
    // A hash that is no longer the source's still gets a picture, but not for a year.
    const stale = await api.get(url.pathname.replace(/\.[0-9a-f]{12}\.webp$/, '.000000000000.webp'));
    expect(stale.status).toBe(200);
    expect(stale.headers.get('cache-control')).toBe('public, max-age=300');
  });
  it('still serves the drawings themselves as SVG', async () => {
    const response = await api.get('/api/images/hotels/aberdeen-bazaar-inn-banner.svg');
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await response.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  });
  it('404s unknown kinds and names', async () => {
    expect((await api.get('/api/images/secrets/x.svg')).status).toBe(404);
    expect((await api.get('/api/images/hotels/..%2Fx.svg')).status).toBe(404);
    expect((await api.get('/api/images/hotels/x.0123456789ab-640.avif')).status).toBe(404);
  });
});

describe('test controls', () => {
  it('are not mounted outside test mode', async () => {
    const production = await startTestApp({ testMode: false });
    try {
      expect((await production.post('/__test__/reset', {})).status).toBe(404);
      expect((await production.get('/__test__/state')).status).toBe(404);
    } finally {
      await production.dispose();
    }
  });
  it('set an operator wallet low and back', async () => {
    await api.post('/__test__/wallet', { operator: 'nautika', amount: 10 });
    const body = (await json(await api.get('/api/common/wallet-balances?nautika=true'))) as {
      data: { nautika: { walletBalance: number } };
    };
    expect(body.data.nautika.walletBalance).toBe(10);
    expect((await errorOf(await api.post('/__test__/wallet', { operator: 'bank' }))).status).toBe(400);
  });
  it('make an operator endpoint fail while the others answer', async () => {
    await api.post('/__test__/operators/fail', { operator: 'nautika', status: 503 });
    try {
      const nautika = await api.post('/api/nautika/getTripData', {
        from: 'Port Blair',
        to: 'Swaraj Dweep',
        date: '15-03-2030',
      });
      expect(await errorOf(nautika)).toEqual({ status: 503, message: 'Nautika is not responding' });
      const makruzz = await api.post('/api/makruzz/schedule_search', {
        data: {
          trip_type: 'single_trip',
          from_location: 1,
          to_location: 2,
          travel_date: '2030-03-15',
          no_of_passenger: 1,
        },
      });
      expect(makruzz.status).toBe(200);
    } finally {
      await api.post('/__test__/operators/fail', { operator: 'nautika', enabled: false });
    }
    await api.post('/__test__/operators/fail', { operator: 'green-ocean', endpoint: 'temporary-seat-block' });
    const block = await api.post('/api/green-ocean/temporary-seat-block', {
      from_id: 1,
      dest_to: 2,
      route_id: 1,
      ship_id: 1,
      class_id: 1,
      travel_date: '15-03-2030',
      seat_id: [1],
    });
    expect(block.status).toBe(502);
    const layout = await api.post('/api/green-ocean/seat-layout', {
      from_id: 1,
      dest_to: 2,
      route_id: 1,
      ship_id: 1,
      class_id: 1,
      travel_date: '15-03-2030',
    });
    expect(layout.status).toBe(200);
  });
  it('add latency to a path', async () => {
    await api.post('/__test__/latency', { path: '/api/locations', ms: 300 });
    const started = performance.now();
    await api.get('/api/locations');
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    await api.app.request('/__test__/latency', { method: 'DELETE' });
    const again = performance.now();
    await api.get('/api/locations');
    expect(performance.now() - again).toBeLessThan(290);
  });
  it('reset everything to the seed', async () => {
    await api.post('/api/common/email', { title: 'Low wallet', body: 'Nautika is low' });
    const sent = (await json(await api.get('/__test__/emails'))) as { data: unknown[] };
    expect(sent.data.length).toBeGreaterThan(0);
    const counts = async () =>
      ((await json(await api.get('/__test__/counts'))) as { data: Record<string, number> }).data;
    expect((await counts()).emails).toBe(sent.data.length);
    await api.post('/__test__/payments/fail-next', { count: 5 });
    const reset = await api.post('/__test__/reset', {});
    expect(reset.status).toBe(200);
    expect(((await json(await api.get('/__test__/emails'))) as { data: unknown[] }).data).toEqual([]);
    expect((await counts()).emails).toBe(0);
    const state = (await json(await api.get('/__test__/state'))) as { data: { failNextPayments: number } };
    expect(state.data.failNextPayments).toBe(0);
    const wallet = (await json(await api.get('/api/common/wallet-balances?nautika=true'))) as {
      data: { nautika: { walletBalance: number } };
    };
    expect(wallet.data.nautika.walletBalance).toBe(500000);
    const locations = (await json(await api.get('/api/locations'))) as { data: unknown[] };
    expect(locations.data).toHaveLength(3);
  });
});

describe('persistence', () => {
  it('bookings, comments and payments survive a restart on the same data folder', async () => {
    const first = await startTestApp();
    const booking = (await json(
      await first.post('/api/activity-bookings', {
        clientCount: 1,
        clientName: 'Kiran Rao',
        clientEmail: 'kiran@example.com',
        clientPhone: '9876543210',
        startDate: '2030-01-12',
        activityId: 1,
      }),
    )) as { data: { id: string; ownerToken: string } };
    const payment = (await json(
      await first.post('/api/payment', {
        payment_gateway_data: { amount: 3300, email: 'kiran@example.com', phone: '9876543210' },
        data: [
          {
            service: 'activity',
            activity_data: {
              bookingId: booking.data.id,
              bookingToken: booking.data.ownerToken,
              activityId: 1,
              clientName: 'Kiran Rao',
              clientCount: 1,
              total: 3300,
            },
          },
        ],
      }),
    )) as { data: { transactionId: string } };
    await first.app.request(`/pay/${payment.data.transactionId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
    });
    await first.close();

    const second = await startTestApp({}, first.dataDir);
    try {
      const check = (await json(
        await second.get(`/api/payment/check-transaction-id/${payment.data.transactionId}`, {
          [BOOKING_TOKEN_HEADER]: booking.data.ownerToken,
        }),
      )) as {
        data: { paymentStatus: string };
      };
      expect(check.data.paymentStatus).toBe('COMPLETED');
      // The seed is not written twice.
      const activities = activityListResponseSchema.parse(await json(await second.get('/api/activity')));
      expect(new Set(activities.data.map((a) => a.id)).size).toBe(activities.data.length);
      const next = (await json(
        await second.post('/api/activity-bookings', {
          clientCount: 1,
          clientName: 'Kiran Rao',
          clientEmail: 'kiran@example.com',
          clientPhone: '9876543210',
          startDate: '2030-01-12',
          activityId: 1,
        }),
      )) as { data: { id: string } };
      expect(next.data.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
      expect(next.data.id).not.toBe(booking.data.id);
    } finally {
      await second.dispose();
    }
  });
});
