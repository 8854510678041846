import {
  greenOceanSeatLayoutResponseSchema,
  makruzzScheduleSearchResponseSchema,
  nautikaTripDataResponseSchema,
} from '@andaman/shared/contracts/ferry';
import { paymentResponseSchema, transactionCheckResponseSchema } from '@andaman/shared/contracts/payment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ORIGIN, errorOf, json, startTestApp, type TestApp } from './helpers';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.dispose());

const gateway = { amount: 7800, email: 'kiran@example.com', phone: '9876543210' };
const contact = { c_name: 'Kiran Rao', c_email: 'kiran@example.com', c_mobile: '9876543210', p_contact: '' };

const bookActivity = async () => {
  const response = await api.post('/api/activity-bookings', {
    clientCount: 2,
    clientName: 'Kiran Rao',
    clientEmail: 'kiran@example.com',
    clientPhone: '9876543210',
    startDate: '2030-01-11T00:00:00.000Z',
    activityId: 2,
  });
  return ((await json(response)) as { data: { id: number } }).data.id;
};

const activityPayment = (bookingId: number) => ({
  payment_gateway_data: gateway,
  data: [
    {
      service: 'activity',
      activity_data: { bookingId, activityId: 2, clientName: 'Kiran Rao', clientCount: 2, total: 7800 },
    },
  ],
});

const createPayment = async (body: unknown, headers: Record<string, string> = {}) => {
  const response = await api.post('/api/payment', body, headers);
  expect(response.status).toBe(200);
  return paymentResponseSchema.parse(await json(response)).data;
};

const check = async (id: string) =>
  transactionCheckResponseSchema.parse(await json(await api.get(`/api/payment/check-transaction-id/${id}`)))
    .data;

const choose = (id: string, action: string) =>
  api.app.request(`/pay/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `action=${action}`,
  });

describe('activity payment through the hosted page', () => {
  it('returns a redirect to the hosted page on this server, which pays and sends the browser back', async () => {
    const created = await createPayment(activityPayment(await bookActivity()));
    const url = created.instrumentResponse.redirectInfo.url;
    expect(url).toBe(`${API_ORIGIN}/pay/${created.transactionId}`);
    expect(await check(created.transactionId)).toMatchObject({
      paymentStatus: 'PENDING',
      transactionType: 'activity',
    });

    const page = await api.get(`/pay/${created.transactionId}`);
    const html = await page.text();
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(html).toContain('Rs. 7,800');
    expect(html).toMatch(/<button[^>]*>Pay<\/button>/);
    expect(html).toMatch(/<button[^>]*>Decline<\/button>/);

    const paid = await choose(created.transactionId, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      `http://localhost:3000/payment-status/${created.transactionId}`,
    );
    expect(await check(created.transactionId)).toMatchObject({
      paymentStatus: 'COMPLETED',
      transactionType: 'activity',
    });

    // A second click changes nothing.
    await choose(created.transactionId, 'decline');
    expect((await check(created.transactionId)).paymentStatus).toBe('COMPLETED');
  });
  it('Decline records a failure and also returns to the site', async () => {
    const created = await createPayment(activityPayment(await bookActivity()));
    const declined = await choose(created.transactionId, 'decline');
    expect(declined.status).toBe(303);
    expect(declined.headers.get('location')).toMatch(/\/payment-status\/TXN/);
    expect((await check(created.transactionId)).paymentStatus).toBe('FAILED');
  });
  it('the hosted page refuses a form without a choice and unknown transactions', async () => {
    const created = await createPayment(activityPayment(await bookActivity()));
    expect((await choose(created.transactionId, 'maybe')).status).toBe(400);
    expect((await api.get('/pay/TXNNOPE')).status).toBe(404);
    expect((await choose('TXNNOPE', 'pay')).status).toBe(404);
    expect(await errorOf(await api.get('/api/payment/check-transaction-id/TXNNOPE'))).toEqual({
      status: 404,
      message: 'Transaction TXNNOPE not found',
    });
  });
  it('sends the traveller back to an allowed return origin, and refuses others', async () => {
    const body = {
      ...activityPayment(await bookActivity()),
      return_origin: 'http://127.0.0.1:3002/passenger-info',
    };
    const created = await createPayment(body);
    expect((await choose(created.transactionId, 'pay')).headers.get('location')).toBe(
      `http://127.0.0.1:3002/payment-status/${created.transactionId}`,
    );
    const evil = { ...activityPayment(await bookActivity()), return_origin: 'https://evil.example' };
    expect(await errorOf(await api.post('/api/payment', evil))).toEqual({
      status: 400,
      message: 'return_origin: is not an allowed site origin',
    });
  });
});

describe('POST /api/payment input', () => {
  it.each([
    [
      { payment_gateway_data: { ...gateway, amount: 0 }, data: [] },
      'payment_gateway_data.amount: must be more than 0',
    ],
    [{ payment_gateway_data: gateway, data: [] }, 'data: must list at least one item'],
    [{ payment_gateway_data: gateway, data: [{ service: 'bus' }] }, /^data.0.service: /],
    [
      { payment_gateway_data: { ...gateway, email: 'x' }, data: [] },
      'payment_gateway_data.email: must be a valid email',
    ],
  ])('refuses %j', async (body, message) => {
    const error = await errorOf(await api.post('/api/payment', body));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(message);
  });
  it('refuses a booking that does not exist', async () => {
    expect(await errorOf(await api.post('/api/payment', activityPayment(99999)))).toEqual({
      status: 404,
      message: 'data.0: activity booking 99999 not found',
    });
  });
});

describe('Idempotency-Key on POST /api/payment', () => {
  it('one purchase is never created twice; a different body with the same key is a 422', async () => {
    const body = activityPayment(await bookActivity());
    const headers = { 'Idempotency-Key': 'pay-once' };
    const first = await createPayment(body, headers);
    const second = await createPayment(body, headers);
    expect(second.transactionId).toBe(first.transactionId);
    const changed = { ...body, payment_gateway_data: { ...gateway, amount: 1 } };
    expect((await errorOf(await api.post('/api/payment', changed, headers))).status).toBe(422);
  });
  it('a simulated provider failure leaves the key free for the retry', async () => {
    const body = activityPayment(await bookActivity());
    const headers = { 'Idempotency-Key': 'pay-after-failure' };
    expect((await api.post('/__test__/payments/fail-next', { count: 2 })).status).toBe(200);
    expect((await errorOf(await api.post('/api/payment', body, headers))).status).toBe(503);
    expect((await errorOf(await api.post('/api/payment', body, headers))).status).toBe(503);
    const created = await createPayment(body, headers);
    expect(created.transactionId).toMatch(/^TXN/);
  });
});

describe('ferry payment books the seats', () => {
  const date = '20-03-2030';
  it('paid Nautika and Green Ocean seats become booked and Makruzz seats are counted', async () => {
    const nautika = nautikaTripDataResponseSchema.parse(
      await json(
        await api.post('/api/nautika/getTripData', { from: 'Port Blair', to: 'Swaraj Dweep', date }),
      ),
    ).data[0];
    const nautikaSeat =
      Object.entries(nautika?.pClass ?? {}).find(([, s]) => !s.isBooked && !s.isBlocked)?.[0] ?? '';
    const goWhere = { from_id: 1, dest_to: 2, route_id: 1, ship_id: 1, class_id: 2, travel_date: date };
    const goLayout = async () =>
      greenOceanSeatLayoutResponseSchema.parse(
        await json(await api.post('/api/green-ocean/seat-layout', goWhere)),
      ).data.layout;
    const goSeat = (await goLayout()).find((s) => s.status === 'available')?.seat_no ?? 0;
    const makruzzSearch = async () =>
      makruzzScheduleSearchResponseSchema.parse(
        await json(
          await api.post('/api/makruzz/schedule_search', {
            data: {
              trip_type: 'single_trip',
              from_location: '1',
              to_location: '2',
              travel_date: '2030-03-20',
              no_of_passenger: '1',
            },
          }),
        ),
      ).data[0];
    const sailing = await makruzzSearch();
    const premiumBefore = sailing?.classes.find((c) => c.ship_class_id === 1)?.seat ?? 0;

    await api.post('/api/green-ocean/temporary-seat-block', { ...goWhere, seat_id: [goSeat] });
    const passenger = { title: 'Mr', name: 'Kiran Rao', age: 30, sex: 'male', nationality: 'India-Indian' };
    const body = {
      payment_gateway_data: { ...gateway, amount: 5000 },
      data: [
        {
          service: 'makruzz',
          makruzz_cData: {
            ...contact,
            schedule_id: sailing?.id,
            class_id: 1,
            travel_date: '2030-03-20',
            no_of_passenger: '1',
            tc_check: true,
            c_remark: 'Port Blair 08:00 Havelock',
          },
          passengers: [passenger],
        },
        {
          service: 'nautika',
          nautika_data: {
            nautika_id: nautika?.id,
            tripId: nautika?.tripId,
            vesselID: nautika?.vesselID,
            from: 'Port Blair',
            to: 'Swaraj Dweep',
            email: 'kiran@example.com',
            phone: '9876543210',
          },
          passengers: [
            {
              name: 'Kiran Rao',
              age: 30,
              gender: 'male',
              nationality: 'Indian',
              passport: '',
              tier: 'P',
              seat: nautikaSeat,
              isCancelled: 0,
            },
          ],
        },
        {
          service: 'green ocean',
          greenOceanData: {
            ...contact,
            ...goWhere,
            number_of_adults: 1,
            number_of_infants: 0,
            passenger_prefix: ['Mr'],
            passenger_name: ['Kiran Rao'],
            passenger_age: [30],
            passenger_gender: ['male'],
            passenger_nationality: ['Indian'],
            passenger_passport: [''],
            passenger_expiry: [''],
            passenger_country: [''],
            seat_id: [goSeat],
          },
        },
      ],
    };
    const created = await createPayment(body);
    expect((await check(created.transactionId)).transactionType).toBe('ferry');
    await choose(created.transactionId, 'pay');

    const nautikaAfter = nautikaTripDataResponseSchema.parse(
      await json(
        await api.post('/api/nautika/getTripData', { from: 'Port Blair', to: 'Swaraj Dweep', date }),
      ),
    ).data[0];
    expect(nautikaAfter?.pClass[nautikaSeat]?.isBooked).toBe(1);
    expect((await goLayout()).find((s) => s.seat_no === goSeat)?.status).toBe('booked');
    expect((await makruzzSearch())?.classes.find((c) => c.ship_class_id === 1)?.seat).toBe(premiumBefore - 1);

    // The same seats cannot be paid for again.
    const again = await errorOf(await api.post('/api/payment', body));
    expect(again.status).toBe(409);
    expect(again.message).toMatch(/no longer available/);
  });
  it('refuses an inactive Makruzz class and a sailing that does not exist', async () => {
    const schedule = makruzzScheduleSearchResponseSchema.parse(
      await json(
        await api.post('/api/makruzz/schedule_search', {
          data: {
            trip_type: 'single_trip',
            from_location: '1',
            to_location: '2',
            travel_date: '2030-03-20',
            no_of_passenger: '1',
          },
        }),
      ),
    ).data[0];
    const entry = (scheduleId: number, classId: number) => ({
      payment_gateway_data: gateway,
      data: [
        {
          service: 'makruzz',
          makruzz_cData: {
            ...contact,
            schedule_id: scheduleId,
            class_id: classId,
            travel_date: '2030-03-20',
            no_of_passenger: 1,
            tc_check: true,
            c_remark: '',
          },
          passengers: [{ title: 'Mr', name: 'Kiran Rao', age: 30, sex: 'male', nationality: 'India-Indian' }],
        },
      ],
    });
    expect(await errorOf(await api.post('/api/payment', entry(schedule?.id ?? 0, 3)))).toEqual({
      status: 409,
      message: 'data.0: Makruzz Royal class is not available',
    });
    expect((await errorOf(await api.post('/api/payment', entry(2030032019, 1)))).status).toBe(404);
  });
});
