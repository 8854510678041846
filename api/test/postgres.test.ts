import { activityBookingResponseSchema } from '@andaman/shared/contracts/activities';
import { wpPostListSchema } from '@andaman/shared/contracts/blog';
import { hotelListResponseSchema } from '@andaman/shared/contracts/hotels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetToSeed } from '../src/seed';
import { json, startTestApp, type TestApp } from './helpers';
import { idempotencyCases } from './idempotency-cases';

// The same code against a PostgreSQL server. Runs only when API_TEST_DATABASE_URL names a database it
// may empty, e.g. API_TEST_DATABASE_URL=postgres://andaman@127.0.0.1:54329/andaman_api_test.
const url = process.env.API_TEST_DATABASE_URL;

describe.skipIf(!url)('on PostgreSQL (DATABASE_URL)', () => {
  let api: TestApp;
  beforeAll(async () => {
    api = await startTestApp({ databaseUrl: url });
    await resetToSeed(api.database);
  });
  afterAll(() => api?.dispose());

  it('migrates, seeds and serves the catalogue', async () => {
    expect(await json(await api.get('/health'))).toMatchObject({ data: { database: 'postgres' } });
    const hotels = hotelListResponseSchema.parse(
      await json(await api.get('/api/hotels?locationId=2&category=LUXURY&category=PREMIUM')),
    );
    expect(hotels.data.data.length).toBeGreaterThan(0);
    const posts = await api.get('/wp-json/wp/v2/posts?categories=4&search=ferry&_embed');
    expect(wpPostListSchema.parse(await json(posts)).length).toBeGreaterThan(0);
  });

  it('writes bookings idempotently', async () => {
    const booking = {
      clientCount: 1,
      clientName: 'Kiran Rao',
      clientEmail: 'kiran@example.com',
      clientPhone: '9876543210',
      startDate: '2030-01-12',
      activityId: 1,
    };
    const headers = { 'Idempotency-Key': 'pg-1' };
    const first = activityBookingResponseSchema.parse(
      await json(await api.post('/api/activity-bookings', booking, headers)),
    );
    const second = activityBookingResponseSchema.parse(
      await json(await api.post('/api/activity-bookings', booking, headers)),
    );
    expect(second.data.id).toBe(first.data.id);
    expect((await api.post('/api/activity-bookings', { ...booking, clientCount: 2 }, headers)).status).toBe(
      422,
    );
  });

  it('blocks Green Ocean seats in a transaction', async () => {
    const where = { from_id: 1, dest_to: 2, route_id: 1, ship_id: 1, class_id: 1, travel_date: '15-03-2030' };
    const layout = (await json(await api.post('/api/green-ocean/seat-layout', where))) as {
      data: { layout: { seat_no: number; status: string }[] };
    };
    const seat = layout.data.layout.find((s) => s.status === 'available')?.seat_no;
    expect(
      (await api.post('/api/green-ocean/temporary-seat-block', { ...where, seat_id: [seat] })).status,
    ).toBe(200);
    expect(
      (await api.post('/api/green-ocean/temporary-seat-block', { ...where, seat_id: [seat] })).status,
    ).toBe(409);
  });

  describe('Idempotency-Key written with what it creates', () => {
    idempotencyCases(() => api);
  });
});
