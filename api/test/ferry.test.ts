import {
  greenOceanRouteDetailsResponseSchema,
  greenOceanSeatBlockResponseSchema,
  greenOceanSeatLayoutResponseSchema,
  greenOceanSeatMap,
  makruzzScheduleSearchResponseSchema,
  nautikaTripDataResponseSchema,
  walletBalancesResponseSchema,
} from '@andaman/shared/contracts/ferry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, json, startTestApp, TEST_NOW, type TestApp } from './helpers';

let api: TestApp;
let other: TestApp;
beforeAll(async () => {
  [api, other] = await Promise.all([startTestApp(), startTestApp()]);
});
afterAll(async () => {
  await Promise.all([api.dispose(), other.dispose()]);
});

const makruzz = (from: string, to: string, travel_date: string, no_of_passenger = '2') => ({
  data: { trip_type: 'single_trip', from_location: from, to_location: to, travel_date, no_of_passenger },
});
const goRoute = {
  from_id: 1,
  dest_to: 2,
  number_of_adults: 2,
  number_of_infants: 1,
  travel_date: '15-03-2030',
};

describe('POST /api/makruzz/schedule_search', () => {
  it('lists ships with class rows for all six directions', async () => {
    for (const [from, to] of [
      ['1', '2'],
      ['2', '1'],
      ['1', '3'],
      ['3', '1'],
      ['2', '3'],
      ['3', '2'],
    ] as const) {
      const body = makruzzScheduleSearchResponseSchema.parse(
        await json(await api.post('/api/makruzz/schedule_search', makruzz(from, to, '2030-03-15'))),
      );
      expect(body.data).toHaveLength(2);
      expect(body.data[0]?.classes).toHaveLength(3);
    }
  });
  it('is deterministic: the same answer on every call and on another server', async () => {
    const request = makruzz('1', '2', '2031-07-04');
    const a = await json(await api.post('/api/makruzz/schedule_search', request));
    const b = await json(await api.post('/api/makruzz/schedule_search', request));
    const c = await json(await other.post('/api/makruzz/schedule_search', request));
    expect(b).toEqual(a);
    expect(c).toEqual(a);
  });
  it('has an inactive class and a sold-out class', async () => {
    const body = makruzzScheduleSearchResponseSchema.parse(
      await json(await api.post('/api/makruzz/schedule_search', makruzz('1', '2', '2030-03-15'))),
    );
    const [first, second] = body.data;
    expect(first?.classes.find((c) => c.ship_class_title === 'Royal')?.is_active).toBe(0);
    expect(second?.classes.find((c) => c.ship_class_title === 'Deluxe')?.seat).toBe(0);
    expect(first?.psf).toBe(50);
    expect(first?.departure_time).toMatch(/^\d{2}:\d{2}:\d{2}$/);
  });
  it('sells nothing on a past date', async () => {
    const body = makruzzScheduleSearchResponseSchema.parse(
      await json(await api.post('/api/makruzz/schedule_search', makruzz('1', '2', '2030-01-09'))),
    );
    expect(body.data).toEqual([]);
  });
  it.each([
    [makruzz('1', '1', '2030-03-15'), 'data.to_location: must differ from from_location'],
    [makruzz('1', '4', '2030-03-15'), /^data.to_location: /],
    [makruzz('1', '2', '15-03-2030'), /^data.travel_date: /],
    [makruzz('1', '2', '2030-03-15', '0'), 'data.no_of_passenger: must be at least 1'],
    [makruzz('1', '2', '2098-03-15'), 'data.travel_date: must be within 18 months from today'],
    [
      { data: { ...makruzz('1', '2', '2030-03-15').data, trip_type: 'round_trip' } },
      'data.trip_type: must be "single_trip"',
    ],
    [{}, /^data: /],
  ])('refuses %j', async (body, message) => {
    const error = await errorOf(await api.post('/api/makruzz/schedule_search', body));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(message);
  });
});

describe('POST /api/nautika/getTripData', () => {
  const request = { from: 'Port Blair', to: 'Swaraj Dweep', date: '15-03-2030' };
  it('lists trips with fares and two row+letter seat maps with booked and blocked seats', async () => {
    const body = nautikaTripDataResponseSchema.parse(
      await json(await api.post('/api/nautika/getTripData', request)),
    );
    expect(body.data).toHaveLength(2);
    const trip = body.data[0];
    expect(trip).toMatchObject({ from: 'Port Blair', to: 'Swaraj Dweep', date: '15-03-2030' });
    expect(Object.keys(trip?.pClass ?? {})).toHaveLength(72);
    expect(Object.keys(trip?.bClass ?? {})).toHaveLength(16);
    expect(trip?.pClass['1A']).toEqual({ isBooked: 0, isBlocked: 1 });
    expect(Object.values(trip?.pClass ?? {}).some((s) => s.isBooked === 1)).toBe(true);
    expect(trip?.fares.pBaseFare).toBeGreaterThan(0);
  });
  it('is deterministic across servers', async () => {
    expect(await json(await other.post('/api/nautika/getTripData', request))).toEqual(
      await json(await api.post('/api/nautika/getTripData', request)),
    );
  });
  it.each([
    [{ ...request, from: 'Havelock' }, /^from: /],
    [{ ...request, to: 'Port Blair' }, 'to: must differ from from'],
    [{ ...request, date: '2030-03-15' }, 'date: must be a date as DD-MM-YYYY'],
    [{ ...request, date: '31-02-2030' }, 'date: must be a real calendar date'],
  ])('refuses %j', async (body, message) => {
    const error = await errorOf(await api.post('/api/nautika/getTripData', body));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(message);
  });
});

describe('Green Ocean', () => {
  it('route-details groups departures per ferry with classes 1, 2 and 4 and a sold-out class', async () => {
    const body = greenOceanRouteDetailsResponseSchema.parse(
      await json(await api.post('/api/green-ocean/route-details', goRoute)),
    );
    expect(Object.keys(body.data).sort()).toEqual(['ferry_1', 'ferry_2']);
    const routes = Object.values(body.data).flat();
    for (const route of routes) expect(route.classes.map((c) => c.class_id)).toEqual([1, 2, 4]);
    const ferry2 = body.data.ferry_2?.[0];
    expect(ferry2?.classes.find((c) => c.class_id === 4)?.seat_available).toBe(0);
    expect(ferry2).toHaveProperty('arraival');
  });
  it('seat-layout returns the fixed map of each ferry and class', async () => {
    for (const ship_id of [1, 2]) {
      for (const class_id of [1, 2, 4]) {
        const response = await api.post('/api/green-ocean/seat-layout', {
          from_id: 1,
          dest_to: 2,
          route_id: 1,
          ship_id,
          class_id,
          travel_date: '15-03-2030',
        });
        const body = greenOceanSeatLayoutResponseSchema.parse(await json(response));
        expect(body.data.status).toBe(200);
        const map = (greenOceanSeatMap(ship_id, class_id) ?? []).flat().filter((cell) => cell !== null);
        expect(body.data.layout.map((s) => [s.seat_no, s.seat_numbering])).toEqual(
          map.map((cell) => [cell.seat_no, cell.seat_numbering]),
        );
      }
    }
  });
  it('answers "No ship layout found!" for a ferry that does not sail that route or date', async () => {
    const base = { from_id: 1, dest_to: 3, route_id: 3, ship_id: 1, class_id: 1, travel_date: '15-03-2030' };
    expect(await errorOf(await api.post('/api/green-ocean/seat-layout', base))).toEqual({
      status: 404,
      message: 'No ship layout found!',
    });
    expect(
      (await errorOf(await api.post('/api/green-ocean/seat-layout', { ...base, route_id: 1 }))).status,
    ).toBe(404);
    expect(
      (await errorOf(await api.post('/api/green-ocean/seat-layout', { ...base, class_id: 3 }))).status,
    ).toBe(400);
  });
  it('refuses Nautika and Green Ocean dates more than 18 months ahead', async () => {
    expect(
      await errorOf(
        await api.post('/api/nautika/getTripData', {
          from: 'Port Blair',
          to: 'Swaraj Dweep',
          date: '15-03-2098',
        }),
      ),
    ).toEqual({ status: 400, message: 'date: must be within 18 months from today' });
    const where = { from_id: 1, dest_to: 2, route_id: 1, ship_id: 1, class_id: 1, travel_date: '15-03-2098' };
    expect(await errorOf(await api.post('/api/green-ocean/seat-layout', where))).toEqual({
      status: 400,
      message: 'travel_date: must be within 18 months from today',
    });
  });
  it('temporary-seat-block holds seats until the hold expires', async () => {
    const where = { from_id: 2, dest_to: 1, route_id: 2, ship_id: 1, class_id: 1, travel_date: '16-03-2030' };
    const layout = async () =>
      greenOceanSeatLayoutResponseSchema.parse(
        await json(await api.post('/api/green-ocean/seat-layout', where)),
      ).data.layout;
    const free = (await layout()).filter((s) => s.status === 'available').slice(0, 2);
    const seat_id = free.map((s) => s.seat_no);
    const block = greenOceanSeatBlockResponseSchema.parse(
      await json(await api.post('/api/green-ocean/temporary-seat-block', { ...where, seat_id })),
    );
    expect(block.data).toMatchObject({ status: 200, seat_id });
    const held = await layout();
    for (const no of seat_id) expect(held.find((s) => s.seat_no === no)?.status).toBe('blocked');
    const again = await errorOf(
      await api.post('/api/green-ocean/temporary-seat-block', { ...where, seat_id }),
    );
    expect(again.status).toBe(409);
    expect(again.message).toMatch(/^Seat \d+[A-Z] is not available$/);
    api.setNow(new Date(TEST_NOW.getTime() + 16 * 60 * 1000));
    try {
      const later = await layout();
      for (const no of seat_id) expect(later.find((s) => s.seat_no === no)?.status).toBe('available');
    } finally {
      api.setNow(TEST_NOW);
    }
  });
  it('temporary-seat-block refuses booked, unknown and missing seats', async () => {
    const where = { from_id: 1, dest_to: 2, route_id: 1, ship_id: 2, class_id: 4, travel_date: '15-03-2030' };
    expect(
      (await errorOf(await api.post('/api/green-ocean/temporary-seat-block', { ...where, seat_id: [1] })))
        .status,
    ).toBe(409);
    expect(
      await errorOf(
        await api.post('/api/green-ocean/temporary-seat-block', { ...where, class_id: 1, seat_id: [999] }),
      ),
    ).toEqual({ status: 400, message: 'seat_id: seat 999 does not exist on this ferry and class' });
    expect(
      await errorOf(await api.post('/api/green-ocean/temporary-seat-block', { ...where, seat_id: [] })),
    ).toEqual({
      status: 400,
      message: 'seat_id: must list at least one seat',
    });
  });
  it.each([
    [{ ...goRoute, travel_date: '2030-03-15' }, 'travel_date: must be a date as DD-MM-YYYY'],
    [{ ...goRoute, dest_to: 1 }, 'dest_to: must differ from from_id'],
    [{ ...goRoute, number_of_adults: 0 }, 'number_of_adults: must be at least 1'],
  ])('route-details refuses %j', async (body, message) => {
    expect(await errorOf(await api.post('/api/green-ocean/route-details', body))).toEqual({
      status: 400,
      message,
    });
  });
});

describe('GET /api/common/wallet-balances', () => {
  it('answers only for the operators asked for', async () => {
    const all = walletBalancesResponseSchema.parse(
      await json(await api.get('/api/common/wallet-balances?makruzz=true&nautika=true&greenOcean=true')),
    );
    expect(all.data.makruzz?.amount).toBeGreaterThan(0);
    expect(all.data.nautika?.walletBalance).toBeGreaterThan(0);
    expect(all.data.greenOcean?.account_balance).toBeGreaterThan(0);
    const one = walletBalancesResponseSchema.parse(
      await json(await api.get('/api/common/wallet-balances?makruzz=false&nautika=true&greenOcean=false')),
    );
    expect(Object.keys(one.data)).toEqual(['nautika']);
  });
  it('refuses values other than true and false', async () => {
    expect(await errorOf(await api.get('/api/common/wallet-balances?makruzz=yes'))).toEqual({
      status: 400,
      message: 'makruzz: must be true or false',
    });
  });
});
