import { BOOKING_TOKEN_HEADER } from '@andaman/shared/contracts/booking-receipt';
import {
  greenOceanSeatBlockResponseSchema,
  greenOceanSeatLayoutResponseSchema,
  makruzzScheduleSearchResponseSchema,
  nautikaTripDataResponseSchema,
} from '@andaman/shared/contracts/ferry';
import { paymentResponseSchema, transactionCheckResponseSchema } from '@andaman/shared/contracts/payment';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityBookings } from '../src/db/schema';
import { greenOceanPassengerArrays } from './ferry-orders';
import { API_ORIGIN, errorOf, json, startTestApp, type TestApp } from './helpers';
import { recordCounts } from './payloads';

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
  return ((await json(response)) as { data: Booked }).data;
};

/** A created booking as its owner holds it: its public id and owner token. */
type Booked = { id: string; ownerToken: string };

/** Where a stored activity booking stands (rule activities.booking.status). */
const bookingStatus = async ({ id }: Booked) => {
  const [row] = await api.database.db
    .select()
    .from(activityBookings)
    .where(eq(activityBookings.publicId, id));
  return row?.status;
};

const activityPayment = ({ id, ownerToken }: Booked) => ({
  payment_gateway_data: gateway,
  data: [
    {
      service: 'activity',
      activity_data: {
        bookingId: id,
        bookingToken: ownerToken,
        activityId: 2,
        clientName: 'Kiran Rao',
        clientCount: 2,
        total: 7800,
      },
    },
  ],
});

/** The owner token of each payment's booking, as the browser that made it keeps it. */
const tokens = new Map<string, string>();

/** The owner token an entry of a body carries (an activity, hotel or package booking). */
const tokenOf = (body: unknown): string | undefined => {
  const [entry] = (body as { data: Record<string, { bookingToken?: string }>[] }).data;
  return Object.values(entry ?? {}).find((value) => typeof value === 'object')?.bookingToken;
};

const createPayment = async (body: unknown, headers: Record<string, string> = {}) => {
  const response = await api.post('/api/payment', body, headers);
  expect(response.status).toBe(200);
  const created = paymentResponseSchema.parse(await json(response)).data;
  const token = created.ownerToken ?? tokenOf(body);
  if (token) tokens.set(created.transactionId, token);
  return created;
};

const check = async (id: string) =>
  transactionCheckResponseSchema.parse(
    await json(
      await api.get(`/api/payment/check-transaction-id/${id}`, {
        [BOOKING_TOKEN_HEADER]: tokens.get(id) ?? '',
      }),
    ),
  ).data;

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
  it('an activity booking is pending until paid, failed when declined, and a new try can pay (rule activities.booking.status)', async () => {
    const first = await bookActivity();
    expect(await bookingStatus(first)).toBe('PENDING');
    const declined = await createPayment(activityPayment(first));
    await choose(declined.transactionId, 'decline');
    expect(await bookingStatus(first)).toBe('FAILED');

    const second = await bookActivity();
    const paid = await createPayment(activityPayment(second));
    await choose(paid.transactionId, 'pay');
    expect((await check(paid.transactionId)).paymentStatus).toBe('COMPLETED');
    expect(await bookingStatus(second)).toBe('PAID');
    expect(await bookingStatus(first)).toBe('FAILED');
  });
  it('the hosted page refuses a form without a choice and unknown transactions', async () => {
    const created = await createPayment(activityPayment(await bookActivity()));
    expect((await choose(created.transactionId, 'maybe')).status).toBe(400);
    expect((await api.get('/pay/TXNNOPE')).status).toBe(404);
    expect((await choose('TXNNOPE', 'pay')).status).toBe(404);
    expect(await errorOf(await api.get('/api/payment/check-transaction-id/TXNNOPE'))).toEqual({
      status: 404,
      message: 'Transaction not found',
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
  it("refuses a booking that does not exist, as it refuses one that is not the payer's (rule trips.not-found)", async () => {
    const missing = { id: 'AAAAAAAAAAAAAAAA', ownerToken: 'A'.repeat(43) };
    const answer = { status: 404, message: 'data.0: booking not found' };
    expect(await errorOf(await api.post('/api/payment', activityPayment(missing)))).toEqual(answer);
    const someoneElses = { ...(await bookActivity()), ownerToken: 'B'.repeat(43) };
    expect(await errorOf(await api.post('/api/payment', activityPayment(someoneElses)))).toEqual(answer);
  });
});

describe('the server decides the amount', () => {
  it.each([
    ['lowered', 1],
    ['lowered by a paisa', 7799.99],
    ['raised', 7800.5],
    ['raised a lot', 78_000],
  ])('refuses a %s amount with 400 and creates no payment', async (_, amount) => {
    const body = activityPayment(await bookActivity());
    const tampered = { ...body, payment_gateway_data: { ...gateway, amount } };
    expect(await errorOf(await api.post('/api/payment', tampered))).toEqual({
      status: 400,
      message: 'payment_gateway_data.amount: does not match the price of the items',
    });
  });
  it('refuses an absurd amount (1e308) as out of range, creating nothing', async () => {
    const body = activityPayment(await bookActivity());
    const tampered = { ...body, payment_gateway_data: { ...gateway, amount: 1e308 } };
    expect(await errorOf(await api.post('/api/payment', tampered))).toEqual({
      status: 400,
      message: 'payment_gateway_data.amount: must be at most 10000000',
    });
  });
  it('charges the activity price × participants (Rs. 3,900 × 2)', async () => {
    const created = await createPayment(activityPayment(await bookActivity()));
    expect(created.amount).toBe(7800);
    expect((await check(created.transactionId)).amount).toBe(7800);
  });
  it('a paid booking cannot be paid again (409), and a second pending payment of it fails', async () => {
    const body = activityPayment(await bookActivity());
    const first = await createPayment(body);
    const second = await createPayment(body);
    await choose(first.transactionId, 'pay');
    expect((await check(first.transactionId)).paymentStatus).toBe('COMPLETED');
    await choose(second.transactionId, 'pay');
    expect((await check(second.transactionId)).paymentStatus).toBe('FAILED');
    const again = await errorOf(await api.post('/api/payment', body));
    expect(again.status).toBe(409);
    expect(again.message).toBe('data.0: the booking is already paid');
  });
  it('charges a hotel stay and a package by their server totals', async () => {
    const guest = { title: 'Mr', name: 'Kiran Rao', age: 30, nationality: 'India-Indian' };
    const contactFields = {
      contactName: 'Kiran Rao',
      contactEmail: 'kiran@example.com',
      contactPhone: '9876543210',
    };
    const room = (await json(await api.get('/api/hotels/rooms/11'))) as {
      data: { basePrice: number; discountPrice: number; roomCapacity: number; extraPersonCharge: number };
    };
    const hotel = (await json(
      await api.post('/api/hotel-bookings', {
        ...contactFields,
        guestCount: 1,
        roomCount: 1,
        guests: [guest],
        checkIn: '2030-02-01',
        checkOut: '2030-02-03',
        roomTypeId: 11,
      }),
    )) as { data: Booked };
    const price = room.data.discountPrice > 0 ? room.data.discountPrice : room.data.basePrice;
    const hotelBody = (amount: number) => ({
      payment_gateway_data: { ...gateway, amount },
      data: [
        {
          service: 'hotel',
          hotel_data: {
            bookingId: hotel.data.id,
            bookingToken: hotel.data.ownerToken,
            contactName: 'Kiran Rao',
            total: 1,
          },
        },
      ],
    });
    expect((await errorOf(await api.post('/api/payment', hotelBody(price)))).status).toBe(400);
    expect((await errorOf(await api.post('/api/payment', hotelBody(price * 2 + 1)))).status).toBe(400);
    expect((await createPayment(hotelBody(price * 2))).amount).toBe(price * 2);

    const holiday = (await json(
      await api.post('/api/holiday-package-bookings', {
        ...contactFields,
        contactPhoneAlt: '',
        guestCount: 2,
        guests: [guest, guest],
        checkIn: '2030-02-01',
        holidayPackageId: 1,
      }),
    )) as { data: Booked & { total: number } };
    const holidayBody = (amount: number) => ({
      payment_gateway_data: { ...gateway, amount },
      data: [
        {
          service: 'holiday',
          holiday_data: {
            bookingId: holiday.data.id,
            bookingToken: holiday.data.ownerToken,
            contactName: 'Kiran Rao',
            total: 1,
          },
        },
      ],
    });
    expect((await errorOf(await api.post('/api/payment', holidayBody(1)))).status).toBe(400);
    expect((await errorOf(await api.post('/api/payment', holidayBody(holiday.data.total + 1)))).status).toBe(
      400,
    );
    expect((await createPayment(holidayBody(holiday.data.total))).amount).toBe(holiday.data.total);
  });
});

describe('Idempotency-Key on POST /api/payment', () => {
  it('one purchase is never created twice; a different body with the same key is a 422', async () => {
    const body = activityPayment(await bookActivity());
    const headers = { 'Idempotency-Key': 'pay-once' };
    const first = await createPayment(body, headers);
    const second = await createPayment(body, headers);
    expect(second.transactionId).toBe(first.transactionId);
    const changed = { ...body, payment_gateway_data: { ...gateway, email: 'other@example.com' } };
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

const passenger = { title: 'Mr', name: 'Kiran Rao', age: 30, sex: 'male', nationality: 'India-Indian' };
const infant = { title: 'INFANT', name: 'Anu Rao', age: 1, sex: 'female', nationality: 'India-Indian' };

/**
 * One trip with each operator on `date` (Port Blair to Swaraj Dweep, Premium class) for one adult and,
 * with `withInfant`, an infant: the payment body for `amount` and readers of what the operators then sell.
 */
const threeOperatorTrip = async (date: string, withInfant: boolean) => {
  const isoDate = date.split('-').reverse().join('-');
  const nautikaTrip = async () =>
    nautikaTripDataResponseSchema.parse(
      await json(
        await api.post('/api/nautika/getTripData', { from: 'Port Blair', to: 'Swaraj Dweep', date }),
      ),
    ).data[0];
  const nautika = await nautikaTrip();
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
            travel_date: isoDate,
            no_of_passenger: '1',
          },
        }),
      ),
    ).data[0];
  const sailing = await makruzzSearch();
  const hold = greenOceanSeatBlockResponseSchema.parse(
    await json(await api.post('/api/green-ocean/temporary-seat-block', { ...goWhere, seat_id: [goSeat] })),
  ).data;
  const travellers = withInfant ? [passenger, infant] : [passenger];
  const nautikaPassenger = (p: typeof passenger, seat: string) => ({
    name: p.name,
    age: p.age,
    gender: p.sex,
    nationality: 'Indian',
    passport: '',
    tier: 'P',
    seat,
    isCancelled: 0,
  });
  const body = (amount: number) => ({
    payment_gateway_data: { ...gateway, amount },
    data: [
      {
        service: 'makruzz',
        makruzz_cData: {
          ...contact,
          schedule_id: sailing?.id,
          class_id: 1,
          travel_date: isoDate,
          no_of_passenger: String(travellers.length),
          tc_check: true,
          c_remark: 'Port Blair 08:00 Havelock',
        },
        passengers: travellers,
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
          nautikaPassenger(passenger, nautikaSeat),
          ...(withInfant ? [nautikaPassenger(infant, '')] : []),
        ],
      },
      {
        service: 'green ocean',
        greenOceanData: {
          ...contact,
          ...goWhere,
          number_of_adults: 1,
          number_of_infants: withInfant ? 1 : 0,
          ...greenOceanPassengerArrays(travellers),
          seat_id: [goSeat],
          hold_token: hold.hold_token,
        },
      },
    ],
  });
  const premiumSeats = async () =>
    (await makruzzSearch())?.classes.find((c) => c.ship_class_id === 1)?.seat ?? 0;
  return { body, nautikaTrip, nautikaSeat, goLayout, goSeat, premiumSeats };
};

describe('ferry payment books the seats', () => {
  it('paid Nautika and Green Ocean seats become booked and Makruzz seats are counted', async () => {
    const trip = await threeOperatorTrip('20-03-2030', false);
    const premiumBefore = await trip.premiumSeats();
    // Makruzz Premium (1525 + 50 + port fee 50) + Nautika Premium (1600 + 50 + port fee 50) + Green Ocean
    // Premium (1450 + 50), one adult each (rule ferry.price.total).
    const body = trip.body(4825);
    const created = await createPayment(body);
    expect((await check(created.transactionId)).transactionType).toBe('ferry');
    await choose(created.transactionId, 'pay');

    expect((await trip.nautikaTrip())?.pClass[trip.nautikaSeat]?.isBooked).toBe(1);
    expect((await trip.goLayout()).find((s) => s.seat_no === trip.goSeat)?.status).toBe('booked');
    expect(await trip.premiumSeats()).toBe(premiumBefore - 1);

    // The same seats cannot be paid for again.
    const again = await errorOf(await api.post('/api/payment', body));
    expect(again.status).toBe(409);
    expect(again.message).toMatch(/no longer available/);
  });
  it('a payment whose seats were sold after it was created fails with the reason, and sells nothing', async () => {
    const trip = await threeOperatorTrip('21-03-2030', false);
    const body = trip.body(4825);
    const first = await createPayment(body);
    const second = await createPayment(body);
    await choose(first.transactionId, 'pay');
    await choose(second.transactionId, 'pay');
    expect(await check(first.transactionId)).toMatchObject({ paymentStatus: 'COMPLETED' });
    const failed = await check(second.transactionId);
    expect(failed).toMatchObject({ paymentStatus: 'FAILED', failureReason: 'seats-taken' });
    const refused = await api.post('/api/payment', body);
    expect(await refused.clone().json()).toMatchObject({ success: false, code: 'seats-taken' });
    expect(refused.status).toBe(409);
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

describe('the server decides a ferry amount (rule ferry.price.total)', () => {
  // One adult and one infant on each operator: Makruzz (1525 + 50 + port fee 50) × 1 adult, the infant free;
  // Nautika (1600 + 50) + (infant 300 + 50) + port fee 50 × 2; Green Ocean (1450 + 50) + (infant 250 +
  // infant port fee 50 + 50).
  const serverAmount = 1625 + 2100 + 1850;

  it('refuses a lowered or raised amount with 400 and sells nothing; charges its own figure once (409 after)', async () => {
    const trip = await threeOperatorTrip('21-03-2030', true);
    const premiumBefore = await trip.premiumSeats();
    const before = await recordCounts(api);
    for (const amount of [1, serverAmount - 0.01, serverAmount - 50, serverAmount + 0.5, serverAmount * 10]) {
      expect(await errorOf(await api.post('/api/payment', trip.body(amount))), String(amount)).toEqual({
        status: 400,
        message: 'payment_gateway_data.amount: does not match the price of the items',
      });
    }
    expect(await recordCounts(api)).toEqual(before);

    const created = await createPayment(trip.body(serverAmount));
    expect(created.amount).toBe(serverAmount);
    await choose(created.transactionId, 'pay');
    expect(await check(created.transactionId)).toMatchObject({
      paymentStatus: 'COMPLETED',
      amount: serverAmount,
    });
    expect((await trip.nautikaTrip())?.pClass[trip.nautikaSeat]?.isBooked).toBe(1);
    expect((await trip.goLayout()).find((s) => s.seat_no === trip.goSeat)?.status).toBe('booked');
    // Makruzz counts every passenger it carries (no_of_passenger), the infant who travels free included.
    expect(await trip.premiumSeats()).toBe(premiumBefore - 2);

    const again = await errorOf(await api.post('/api/payment', trip.body(serverAmount)));
    expect(again.status).toBe(409);
    expect(again.message).toMatch(/^data\.1: Nautika seat \w+ is no longer available$/);
  });
});
