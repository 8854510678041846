import { activityBookingResponseSchema } from '@andaman/shared/contracts/activities';
import { emailResponseSchema } from '@andaman/shared/contracts/contact';
import { holidayBookingResponseSchema } from '@andaman/shared/contracts/holiday-booking';
import { hotelBookingResponseSchema } from '@andaman/shared/contracts/hotel-booking';
import { hotelStayPrice } from '@andaman/shared/rules/hotel-price';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityBookings, emails, type holidayBookings, hotelBookings, roomTypes } from '../src/db/schema';
import { errorOf, json, startTestApp, type TestApp } from './helpers';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.dispose());

const rows = async (
  table: typeof activityBookings | typeof hotelBookings | typeof holidayBookings | typeof emails,
) => {
  const [result] = await api.database.db.select({ n: count() }).from(table);
  return result?.n ?? 0;
};

const activityBooking = {
  clientCount: 2,
  clientName: 'Kiran Rao',
  clientEmail: 'kiran@example.com',
  clientPhone: '9876543210',
  startDate: '2030-01-11T00:00:00.000Z',
  activityId: 2,
};

const guest = { title: 'Mr', name: 'Ravi Kumar', age: 34, nationality: 'India-Indian' };
const contact = { contactName: 'Ravi Kumar', contactEmail: 'ravi@example.com', contactPhone: '9876543210' };
const hotelBooking = {
  ...contact,
  contactPhoneAlt: '',
  guestCount: 2,
  roomCount: 1,
  guests: [guest, { ...guest, title: 'Mrs', name: 'Anita Kumar', age: 31 }],
  checkIn: '2030-02-01',
  checkOut: '2030-02-04',
  roomTypeId: 51,
};
const holidayBooking = {
  ...contact,
  contactPhoneAlt: '9123456780',
  guestCount: 2,
  guests: hotelBooking.guests,
  checkIn: '2030-02-01',
  holidayPackageId: 2,
};

describe('POST /api/activity-bookings', () => {
  it('books and prices with the offer price (3900 × 2)', async () => {
    const response = await api.post('/api/activity-bookings', activityBooking);
    expect(response.status).toBe(201);
    const body = activityBookingResponseSchema.parse(await json(response));
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({ activityId: 2, clientCount: 2, total: 7800, status: 'PENDING' });
  });
  it('stores the nationality and special requests, and books without them (rule activities.booking.stored)', async () => {
    const response = await api.post('/api/activity-bookings', {
      ...activityBooking,
      nationality: 'France-French',
      specialRequests: '  A vegetarian lunch  ',
    });
    const body = activityBookingResponseSchema.parse(await json(response));
    expect(body.data).toMatchObject({ nationality: 'France-French', specialRequests: 'A vegetarian lunch' });
    const [row] = await api.database.db
      .select()
      .from(activityBookings)
      .where(eq(activityBookings.publicId, body.data.id));
    expect(row).toMatchObject({ nationality: 'France-French', specialRequests: 'A vegetarian lunch' });
    const without = activityBookingResponseSchema.parse(
      await json(await api.post('/api/activity-bookings', activityBooking)),
    );
    expect(without.data).toMatchObject({ nationality: '', specialRequests: '' });
    expect(
      await errorOf(
        await api.post('/api/activity-bookings', { ...activityBooking, specialRequests: 'x'.repeat(5001) }),
      ),
    ).toMatchObject({ status: 400 });
  });
  it.each([
    [{ clientEmail: 'kiran' }, 'clientEmail: Invalid email address'],
    [{ clientPhone: '12345' }, 'clientPhone: Phone number must be at least 10 digits'],
    [{ clientCount: 0 }, 'clientCount: must be at least 1'],
    [{ startDate: 'tomorrow' }, /^startDate: /],
    [{ startDate: '2029-12-01' }, 'startDate: must not be in the past'],
    [{ startDate: '2098-01-01T00:00:00.000Z' }, 'startDate: must be within 18 months from today'],
    [{ activityId: '2' }, /^activityId: /],
  ])('refuses %j and stores nothing', async (change, message) => {
    const before = await rows(activityBookings);
    const error = await errorOf(await api.post('/api/activity-bookings', { ...activityBooking, ...change }));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(message);
    expect(await rows(activityBookings)).toBe(before);
  });
  it('refuses an activity that does not exist', async () => {
    const error = await errorOf(
      await api.post('/api/activity-bookings', { ...activityBooking, activityId: 999 }),
    );
    expect(error).toEqual({ status: 404, message: 'Activity 999 not found' });
  });
  it('refuses bodies that are not JSON objects', async () => {
    expect(await errorOf(await api.post('/api/activity-bookings', '{oops'))).toEqual({
      status: 400,
      message: 'Request body must be valid JSON',
    });
    expect((await errorOf(await api.post('/api/activity-bookings', '[]'))).status).toBe(400);
    expect((await errorOf(await api.post('/api/activity-bookings', ''))).status).toBe(400);
  });
});

describe('Idempotency-Key on bookings', () => {
  it('a retry with the same key returns the first answer and creates nothing new', async () => {
    const before = await rows(activityBookings);
    const headers = { 'Idempotency-Key': 'activity-retry-1' };
    const first = await api.post('/api/activity-bookings', activityBooking, headers);
    const second = await api.post('/api/activity-bookings', { ...activityBooking }, headers);
    expect(second.status).toBe(first.status);
    expect(second.headers.get('Idempotent-Replayed')).toBe('true');
    // The same booking; the owner token is given afresh (only its hash is kept, rule trips.owner-token).
    const [one, two] = [await json(first), await json(second)] as { data: { ownerToken: string } }[];
    expect(two?.data.ownerToken).not.toBe(one?.data.ownerToken);
    expect({ ...two, data: { ...two?.data, ownerToken: '' } }).toEqual({
      ...one,
      data: { ...one?.data, ownerToken: '' },
    });
    expect(await rows(activityBookings)).toBe(before + 1);
  });
  it('the same key with a different body is a 422', async () => {
    const headers = { 'Idempotency-Key': 'activity-retry-2' };
    await api.post('/api/activity-bookings', activityBooking, headers);
    const error = await errorOf(
      await api.post('/api/activity-bookings', { ...activityBooking, clientCount: 3 }, headers),
    );
    expect(error).toEqual({
      status: 422,
      message: 'Idempotency-Key was already used with a different request body',
    });
  });
  it('keys are per endpoint, and a failed first attempt frees its key', async () => {
    const headers = { 'Idempotency-Key': 'shared-key' };
    expect(
      (await api.post('/api/activity-bookings', { ...activityBooking, activityId: 999 }, headers)).status,
    ).toBe(404);
    expect((await api.post('/api/activity-bookings', activityBooking, headers)).status).toBe(201);
    expect((await api.post('/api/hotel-bookings', hotelBooking, headers)).status).toBe(201);
  });
  it('without a key every POST creates a booking', async () => {
    const before = await rows(activityBookings);
    await api.post('/api/activity-bookings', activityBooking);
    await api.post('/api/activity-bookings', activityBooking);
    expect(await rows(activityBookings)).toBe(before + 2);
  });
  it('refuses an empty key', async () => {
    expect(
      (await errorOf(await api.post('/api/activity-bookings', activityBooking, { 'Idempotency-Key': ' ' })))
        .status,
    ).toBe(400);
  });
});

describe('POST /api/hotel-bookings', () => {
  it('creates a booking request with nights counted', async () => {
    const response = await api.post('/api/hotel-bookings', hotelBooking);
    const body = hotelBookingResponseSchema.parse(await json(response));
    expect(response.status).toBe(201);
    expect(body.message).toBe('Hotel booking request created successfully.');
    expect(body.data).toMatchObject({ hotelId: 5, nights: 3, guestCount: 2, status: 'REQUESTED' });
  });
  it('prices the stay per room per night, as the checkout does (rule hotels.price.per-room-night)', async () => {
    const [room] = await api.database.db
      .select()
      .from(roomTypes)
      .where(eq(roomTypes.id, hotelBooking.roomTypeId));
    if (!room) throw new Error('seed room missing');
    const extra = { ...guest, name: 'Ravi Extra' };
    const request = {
      ...hotelBooking,
      guestCount: room.roomCapacity + 1,
      guests: [...Array.from({ length: room.roomCapacity }, () => guest), extra],
      roomCount: 1,
    };
    const body = hotelBookingResponseSchema.parse(await json(await api.post('/api/hotel-bookings', request)));
    const price = hotelStayPrice(room, { ...request, guests: request.guestCount });
    expect(price.extraGuests).toBe(1);
    expect(body.data.total).toBe(price.total);
    expect(body.data.total).toBe(
      ((room.discountPrice || room.basePrice) + room.extraPersonCharge) * body.data.nights,
    );
    const twoRooms = { ...request, roomCount: 2 };
    const both = hotelBookingResponseSchema.parse(
      await json(await api.post('/api/hotel-bookings', twoRooms)),
    );
    expect(both.data.total).toBe((room.discountPrice || room.basePrice) * 2 * both.data.nights);
  });
  it.each([
    [{ guests: [] }, 'guests: At least one guest is required'],
    [{ guests: [{ ...guest, title: '' }, guest] }, 'guests.0.title: Title is required'],
    [{ guests: [guest, { ...guest, age: 0 }] }, 'guests.1.age: Age is required'],
    [{ contactEmail: 'x' }, 'contactEmail: Invalid email'],
    [{ contactName: '' }, 'contactName: Contact name is required'],
    [{ checkOut: '2030-02-01' }, 'checkOut: Check-out date must be after check-in'],
    [{ checkOut: '2030-01-30' }, 'checkOut: Check-out date must be after check-in'],
    [{ checkOut: 'soon' }, 'checkOut: must be a date (YYYY-MM-DD) or an ISO date-time'],
    [{ guestCount: 3 }, 'guests: guests must list exactly guestCount entries'],
    [{ checkIn: '2029-01-01', checkOut: '2029-01-03' }, 'checkIn: must not be in the past'],
    [{ checkIn: '2098-01-01', checkOut: '2098-01-03' }, 'checkIn: must be within 18 months from today'],
    [{ checkOut: '2030-03-04' }, 'checkOut: a stay can be at most 30 nights'],
    [{ contactPhone: 'abc' }, 'contactPhone: Phone number is required'],
  ])('refuses %j and stores nothing', async (change, message) => {
    const before = await rows(hotelBookings);
    expect(await errorOf(await api.post('/api/hotel-bookings', { ...hotelBooking, ...change }))).toEqual({
      status: 400,
      message,
    });
    expect(await rows(hotelBookings)).toBe(before);
  });
  it('refuses a room that does not exist', async () => {
    expect(
      await errorOf(await api.post('/api/hotel-bookings', { ...hotelBooking, roomTypeId: 9999 })),
    ).toEqual({
      status: 404,
      message: 'Room type 9999 not found',
    });
  });
});

describe('POST /api/holiday-package-bookings', () => {
  it('creates a request priced at price × guests', async () => {
    const response = await api.post('/api/holiday-package-bookings', holidayBooking);
    const body = holidayBookingResponseSchema.parse(await json(response));
    expect(body.message).toBe('Holiday package booking request sent successfully.');
    expect(body.data).toMatchObject({ holidayPackageId: 2, guestCount: 2, total: 27000 });
  });
  it('refuses a package that does not exist and more guests than the package takes', async () => {
    expect(
      await errorOf(
        await api.post('/api/holiday-package-bookings', { ...holidayBooking, holidayPackageId: 8 }),
      ),
    ).toEqual({
      status: 404,
      message: 'Holiday package not found',
    });
    const three = { ...holidayBooking, guestCount: 3, guests: [guest, guest, guest] };
    expect(await errorOf(await api.post('/api/holiday-package-bookings', three))).toEqual({
      status: 422,
      message: 'Guests cannot be more than total person in the package',
    });
  });
  it('refuses a check-in more than 18 months ahead (2098)', async () => {
    expect(
      await errorOf(
        await api.post('/api/holiday-package-bookings', { ...holidayBooking, checkIn: '2098-02-01' }),
      ),
    ).toEqual({ status: 400, message: 'checkIn: must be within 18 months from today' });
  });
});

describe('POST /api/common/email', () => {
  it('stores a contact message, an enquiry and a low-wallet alert', async () => {
    const before = await rows(emails);
    for (const body of [
      { fullName: 'Meera', phone: '9876543210', email: 'meera@example.com', message: 'Ferry for 4?' },
      { fullName: 'Meera', email: 'meera@example.com', phone: '9876543210' },
      { title: 'Low wallet balance', body: 'Makruzz wallet is below the booking cost.' },
    ]) {
      const response = await api.post('/api/common/email', body);
      const parsed = emailResponseSchema.parse(await json(response));
      expect(parsed.message).toBe('Email sent successfully.');
      expect(parsed.data.kind).toBe('title' in body ? 'alert' : 'contact');
    }
    expect(await rows(emails)).toBe(before + 3);
  });
  it('refuses an invalid message naming the field', async () => {
    const error = await errorOf(
      await api.post('/api/common/email', { fullName: 'Meera', phone: '98', email: 'm@e.in' }),
    );
    expect(error).toEqual({ status: 400, message: 'phone: Phone number is required' });
  });
});
