import { BOOKING_TOKEN_HEADER } from '@andaman/shared/contracts/booking-receipt';
import { paymentResponseSchema } from '@andaman/shared/contracts/payment';
import { tripLookupResponseSchema, tripResponseSchema } from '@andaman/shared/contracts/trips';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makruzzRoyal } from './ferry-orders';
import { errorOf, json, startTestApp, type TestApp } from './helpers';
import { recordCounts, validBodies } from './payloads';

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.dispose());

type Booked = { id: string; reference: string; ownerToken: string; total: number };

const book = async (): Promise<Booked> =>
  (
    (await json(await api.post('/api/activity-bookings', validBodies['/api/activity-bookings']))) as {
      data: Booked;
    }
  ).data;

const payment = (booked: Booked, amount = booked.total, email = 'kiran@example.com') => ({
  payment_gateway_data: { amount, email, phone: '9876543210' },
  data: [
    {
      service: 'activity',
      activity_data: {
        ...validBodies['/api/payment'].data[0].activity_data,
        bookingId: booked.id,
        bookingToken: booked.ownerToken,
      },
    },
  ],
});

const read = (reference: string, token?: string) =>
  api.get(`/api/trips/${reference}`, token === undefined ? {} : { [BOOKING_TOKEN_HEADER]: token });

const NOT_FOUND = { status: 404, message: 'Booking not found' };

describe('bookings only their owner can use (rule trips.not-found)', () => {
  it('a booking answers a reference, a random public id and an owner token of at least 128 bits', async () => {
    const [one, two] = [await book(), await book()];
    expect(one.reference).toMatch(/^AND-[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(one.id).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(Buffer.from(one.ownerToken, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(two.reference).not.toBe(one.reference);
    expect(two.id).not.toBe(one.id);
  });

  it('the owner reads the booking with its token; anyone else gets the same 404 as a booking that does not exist', async () => {
    const mine = await book();
    const trip = tripResponseSchema.parse(await json(await read(mine.reference, mine.ownerToken))).data;
    expect(trip).toMatchObject({ kind: 'activity', reference: mine.reference, status: 'awaiting-payment' });
    const theirs = await book();
    for (const probe of [
      read(mine.reference),
      read(mine.reference, theirs.ownerToken),
      read(mine.reference, 'x'.repeat(24)),
      read('AND-000000', mine.ownerToken),
      read('1', mine.ownerToken),
    ]) {
      expect(await errorOf(await probe)).toEqual(NOT_FOUND);
    }
  });

  it('a stranger cannot pay another traveller’s booking, learns neither its price nor whether it exists', async () => {
    const victim = await book();
    const before = await recordCounts(api);
    const stranger = { ...victim, ownerToken: (await book()).ownerToken };
    const answers = await Promise.all(
      [
        payment(stranger),
        payment(stranger, 1),
        payment({ ...victim, id: 'AAAAAAAAAAAAAAAA' }),
        payment({ ...stranger, id: 'AAAAAAAAAAAAAAAA' }, 1),
      ].map(async (body) => errorOf(await api.post('/api/payment', body))),
    );
    for (const answer of answers)
      expect(answer).toEqual({ status: 404, message: 'data.0: booking not found' });
    expect((await recordCounts(api)).payments).toBe(before.payments);
    // The owner still pays, and a wrong amount never tells the price (rule trips.no-prices-in-errors).
    const wrong = await errorOf(await api.post('/api/payment', payment(victim, 1)));
    expect(wrong.message).not.toContain(String(victim.total));
    const created = paymentResponseSchema.parse(
      await json(await api.post('/api/payment', payment(victim))),
    ).data;
    expect(created.reference).toBe(victim.reference);
    expect(
      await errorOf(await api.get(`/api/payment/check-transaction-id/${created.transactionId}`)),
    ).toEqual({
      status: 404,
      message: 'Transaction not found',
    });
    const checked = await api.get(`/api/payment/check-transaction-id/${created.transactionId}`, {
      [BOOKING_TOKEN_HEADER]: victim.ownerToken,
    });
    expect(checked.status).toBe(200);
  });

  it('reference and e-mail find a booking and give this device a token; a wrong e-mail is the same 404 (rule trips.api.lookup)', async () => {
    const mine = await book();
    const lookup = (reference: string, email: string) => api.post('/api/trips/lookup', { reference, email });
    expect(await errorOf(await lookup(mine.reference, 'someone@example.com'))).toEqual(NOT_FOUND);
    expect(await errorOf(await lookup('AND-000000', 'kiran@example.com'))).toEqual(NOT_FOUND);
    const typed = mine.reference.toLowerCase().replace('and-', 'and ');
    const found = tripLookupResponseSchema.parse(await json(await lookup(typed, ' KIRAN@example.com'))).data;
    expect(found.trip.reference).toBe(mine.reference);
    expect((await read(mine.reference, found.ownerToken)).status).toBe(200);
    expect(await errorOf(await lookup('nonsense', 'kiran@example.com'))).toEqual({
      status: 400,
      message: 'reference: Enter the booking reference, e.g. AND-7K3P9Q',
    });
  });

  it('a ferry purchase is a booking of its own, read back with the token its payment answered', async () => {
    const order = makruzzRoyal({ year: 2030, month: 3, day: 12 }).payment(2);
    const created = paymentResponseSchema.parse(await json(await api.post('/api/payment', order))).data;
    expect(created.ownerToken).toBeDefined();
    expect(await errorOf(await read(created.reference))).toEqual(NOT_FOUND);
    const trip = tripResponseSchema.parse(await json(await read(created.reference, created.ownerToken))).data;
    expect(trip).toMatchObject({ kind: 'ferry', status: 'awaiting-payment', amount: created.amount });
    expect(trip.kind === 'ferry' && trip.legs.map((leg) => [leg.operator, leg.date, leg.passengers])).toEqual(
      [['makruzz', '2030-03-12', 2]],
    );
  });
});
