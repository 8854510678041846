import { activityListResponseSchema, activityResponseSchema } from '@andaman/shared/contracts/activities';
import {
  holidayPackageListResponseSchema,
  holidayPackageResponseSchema,
} from '@andaman/shared/contracts/holidays';
import { HOTEL_CATEGORIES } from '@andaman/shared/contracts/hotel-categories';
import {
  hotelListResponseSchema,
  hotelResponseSchema,
  roomTypeResponseSchema,
} from '@andaman/shared/contracts/hotels';
import { locationListResponseSchema } from '@andaman/shared/contracts/locations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ORIGIN, errorOf, json, startTestApp, type TestApp } from './helpers';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.dispose());

describe('GET /api/locations', () => {
  it('lists the three locations with their fixed ids (rule site.locations)', async () => {
    const body = locationListResponseSchema.parse(await json(await api.get('/api/locations')));
    expect(body.success).toBe(true);
    expect(body.data.map((l) => [l.id, l.name])).toEqual([
      [1, 'Port Blair'],
      [2, 'Havelock (Swaraj Dweep)'],
      [3, 'Neil Island (Shaheed Dweep)'],
    ]);
  });
});

describe('picture URLs', () => {
  it('are on the configured image origin (the site itself), for every kind of the catalogue', async () => {
    const site = 'http://site.test';
    const onSite = await startTestApp({ imageOrigin: site });
    try {
      const hotel = hotelResponseSchema.parse(await json(await onSite.get('/api/hotels/1')));
      const pkg = holidayPackageResponseSchema.parse(await json(await onSite.get('/api/holidayPackage/3')));
      const activity = activityResponseSchema.parse(await json(await onSite.get('/api/activity/2')));
      for (const url of [
        hotel.data.bannerImage,
        hotel.data.images[0],
        pkg.data.images[0],
        activity.data.images[0],
      ])
        expect(url).toMatch(new RegExp(`^${site}/api/images/`));
    } finally {
      await onSite.dispose();
    }
  });
});

describe('GET /api/activity', () => {
  it('lists at least 12 activities across the three locations, some with an offer', async () => {
    const body = activityListResponseSchema.parse(await json(await api.get('/api/activity')));
    expect(body.data.length).toBeGreaterThanOrEqual(12);
    expect(new Set(body.data.map((a) => a.location.name)).size).toBe(3);
    expect(body.data.some((a) => (a.offerPrice ?? 0) > 0)).toBe(true);
    expect(body.data.some((a) => !a.offerPrice)).toBe(true);
    for (const a of body.data)
      expect(a.images[0]).toMatch(
        new RegExp(`^${API_ORIGIN}/api/images/activities/.+\\.[0-9a-f]{12}\\.webp$`),
      );
  });
  it('honours limit', async () => {
    const body = activityListResponseSchema.parse(await json(await api.get('/api/activity?limit=4')));
    expect(body.data).toHaveLength(4);
  });
  it.each(['0', '-1', 'x', '1.5'])('refuses limit=%s with a 400 naming the field', async (limit) => {
    const error = await errorOf(await api.get(`/api/activity?limit=${limit}`));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^limit: /);
  });
  it('gets one activity, 404 for an unknown id and 400 for a bad one', async () => {
    const one = activityResponseSchema.parse(await json(await api.get('/api/activity/2')));
    expect(one.data).toMatchObject({ id: 2, name: 'Scuba Diving', location: { name: 'Port Blair' } });
    const missing = await errorOf(await api.get('/api/activity/999'));
    expect(missing).toEqual({ status: 404, message: 'Activity 999 not found' });
    expect((await errorOf(await api.get('/api/activity/abc'))).status).toBe(400);
  });
});

describe('GET /api/hotels', () => {
  it('pages the trending list 9 at a time', async () => {
    const first = hotelListResponseSchema.parse(await json(await api.get('/api/hotels?limit=9&page=1')));
    expect(first.data.meta).toEqual({ total: first.data.meta.total, page: 1, limit: 9 });
    expect(first.data.meta.total).toBeGreaterThanOrEqual(18);
    expect(first.data.data).toHaveLength(9);
    const third = hotelListResponseSchema.parse(await json(await api.get('/api/hotels?limit=9&page=3')));
    expect(third.data.data).toHaveLength(first.data.meta.total - 18);
    const ids = new Set([...first.data.data, ...third.data.data].map((h) => h.id));
    expect(ids.size).toBe(first.data.data.length + third.data.data.length);
  });
  it('covers every category with 2 to 4 room types, some discounted, some non-refundable', async () => {
    const all = hotelListResponseSchema.parse(await json(await api.get('/api/hotels?limit=100')));
    expect(new Set(all.data.data.map((h) => h.category))).toEqual(new Set(HOTEL_CATEGORIES));
    const rooms = all.data.data.flatMap((h) => h.roomTypes);
    for (const h of all.data.data) {
      expect(h.roomTypes.length).toBeGreaterThanOrEqual(2);
      expect(h.roomTypes.length).toBeLessThanOrEqual(4);
      expect(h.policies).toContain('<');
      expect(h.rules).toContain('<li>');
    }
    expect(rooms.some((r) => r.discountPrice > 0)).toBe(true);
    expect(rooms.some((r) => r.discountPrice === 0)).toBe(true);
    expect(rooms.some((r) => !r.refundable)).toBe(true);
  });
  it('filters by location, repeated category and price per night', async () => {
    const body = hotelListResponseSchema.parse(
      await json(await api.get('/api/hotels?locationId=2&category=LUXURY&category=PREMIUM&limit=10&page=1')),
    );
    expect(body.data.data.length).toBeGreaterThan(0);
    for (const h of body.data.data) {
      expect(h.location.id).toBe(2);
      expect(['LUXURY', 'PREMIUM']).toContain(h.category);
    }
    expect(body.data.meta.total).toBe(body.data.data.length);
    const cheap = hotelListResponseSchema.parse(await json(await api.get('/api/hotels?pricePerNight=3000')));
    expect(cheap.data.data.length).toBeGreaterThan(0);
    for (const h of cheap.data.data) expect(h.pricePerNight).toBeLessThanOrEqual(3000);
    const allCategory = hotelListResponseSchema.parse(
      await json(await api.get('/api/hotels?category=All&limit=100')),
    );
    expect(allCategory.data.meta.total).toBeGreaterThanOrEqual(18);
  });
  it('answers an empty page past the end', async () => {
    const body = hotelListResponseSchema.parse(await json(await api.get('/api/hotels?page=50')));
    expect(body.data.data).toEqual([]);
  });
  it.each([
    ['category=CHEAP', /^category\.0: /],
    ['locationId=x', /^locationId: /],
    ['page=0', /^page: /],
    ['limit=1000', /^limit: /],
  ])('refuses %s', async (query, message) => {
    const error = await errorOf(await api.get(`/api/hotels?${query}`));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(message);
  });
  it('gets a hotel, its room with the Hotel block, and 404s', async () => {
    const hotel = hotelResponseSchema.parse(await json(await api.get('/api/hotels/5')));
    expect(hotel.data.id).toBe(5);
    const roomId = hotel.data.roomTypes[0]?.id ?? 0;
    const room = roomTypeResponseSchema.parse(await json(await api.get(`/api/hotels/rooms/${roomId}`)));
    expect(room.data.Hotel).toMatchObject({
      id: 5,
      rating: hotel.data.rating,
      bannerImage: hotel.data.bannerImage,
    });
    expect(await errorOf(await api.get('/api/hotels/999'))).toEqual({
      status: 404,
      message: 'Hotel 999 not found',
    });
    expect(await errorOf(await api.get('/api/hotels/rooms/9999'))).toEqual({
      status: 404,
      message: 'Room type 9999 not found',
    });
  });
});

describe('GET /api/holidayPackage', () => {
  it('holds the seven built-in packages with prices and nights (rule holidays.built-in.catalogue)', async () => {
    const first = holidayPackageListResponseSchema.parse(
      await json(await api.get('/api/holidayPackage?page=1&limit=6')),
    );
    const second = holidayPackageListResponseSchema.parse(
      await json(await api.get('/api/holidayPackage?page=2&limit=6')),
    );
    expect(first.data.meta).toEqual({ total: 7, page: 1, limit: 6 });
    const all = [...first.data.data, ...second.data.data];
    expect(all.map((p) => [p.id, p.name, p.price, p.nights])).toEqual([
      [1, 'WEEKEND GATEWAY', 10500, 3],
      [2, 'AMAZING ANDAMAN', 13500, 4],
      [3, 'EXPLORE ANDAMAN', 17500, 5],
      [4, 'OFF BEAT ANDAMAN', 19500, 6],
      [5, 'AMAZING ANDAMAN', 23500, 7],
      [6, 'EXPERIENCE ANDAMAN', 29500, 8],
      [7, 'ETERNAL ANDAMAN', 35500, 9],
    ]);
    for (const p of all) {
      expect(p.totalPerson).toBe(2);
      expect(p.durationInDays).toBe(p.nights + 1);
      expect(p.days).toHaveLength(p.nights);
      expect(p.inclusive).toContain('Complimentary snorkelling at Elephant Beach');
      expect(p.exclusive).toContain('gala dinner');
    }
  });
  it('filters by mainLocationId', async () => {
    const all = holidayPackageListResponseSchema.parse(
      await json(await api.get('/api/holidayPackage?limit=100')),
    );
    const havelock = holidayPackageListResponseSchema.parse(
      await json(await api.get('/api/holidayPackage?mainLocationId=2&limit=100')),
    );
    expect(havelock.data.meta.total).toBe(all.data.data.filter((p) => p.mainLocation.id === 2).length);
    for (const p of havelock.data.data) expect(p.mainLocation.id).toBe(2);
  });
  it('gets a package with day hotels, and "Holiday package not found" for an unknown id', async () => {
    const pkg = holidayPackageResponseSchema.parse(await json(await api.get('/api/holidayPackage/3')));
    expect(pkg.data.days[0]?.hotel.location.name).toBe('Port Blair');
    expect(Number.isNaN(Date.parse(pkg.data.start))).toBe(false);
    expect(await errorOf(await api.get('/api/holidayPackage/8'))).toEqual({
      status: 404,
      message: 'Holiday package not found',
    });
  });
});
