import { BOOKING_TOKEN_HEADER } from '@andaman/shared/contracts/booking-receipt';
import {
  greenOceanSeatBlockResponseSchema,
  greenOceanSeatLayoutResponseSchema,
} from '@andaman/shared/contracts/ferry';
import { paymentResponseSchema, transactionCheckResponseSchema } from '@andaman/shared/contracts/payment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_SEAT_HOLD_LIMIT } from '../src/config';
import { greenOceanSeats } from './ferry-orders';
import { errorOf, json, startTestApp, TEST_NOW, type TestApp } from './helpers';

// Green Ocean seat holds belong to whoever made them (an opaque token), are limited per client, expire,
// and payment honours them.

let api: TestApp;
beforeAll(async () => {
  api = await startTestApp();
});
afterAll(() => api.dispose());

/** Requests from one traveller: in-process requests count as coming through the local proxy. */
const from = (client: string) => ({ 'x-forwarded-for': client });

type Hold = ReturnType<typeof greenOceanSeatBlockResponseSchema.parse>['data'];

const hold = async (
  body: unknown,
  client = '198.51.100.1',
): Promise<{ hold: Hold } | { refused: { status: number; message: string } }> => {
  const response = await api.post('/api/green-ocean/temporary-seat-block', body, from(client));
  if (response.status !== 200) return { refused: await errorOf(response) };
  return { hold: greenOceanSeatBlockResponseSchema.parse(await json(response)).data };
};
const held = async (body: unknown, client?: string) => {
  const result = await hold(body, client);
  if ('refused' in result) throw new Error(`hold refused: ${result.refused.message}`);
  return result.hold;
};

const layout = async (where: Record<string, unknown>) =>
  greenOceanSeatLayoutResponseSchema.parse(await json(await api.post('/api/green-ocean/seat-layout', where)))
    .data.layout;

const createPayment = (body: unknown) => api.post('/api/payment', body);
const pay = (id: string) =>
  api.app.request(`/pay/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=pay',
  });
/** Checks a payment as its owner, with the owner token its ferry purchase was given. */
const check = async ({ transactionId, ownerToken = '' }: { transactionId: string; ownerToken?: string }) =>
  transactionCheckResponseSchema.parse(
    await json(
      await api.get(`/api/payment/check-transaction-id/${transactionId}`, {
        [BOOKING_TOKEN_HEADER]: ownerToken,
      }),
    ),
  ).data;

describe('Green Ocean seat holds', () => {
  it('give an opaque token of at least 128 bits, and the seats show as blocked', async () => {
    const order = greenOceanSeats({ year: 2030, month: 3, day: 1 }, 2);
    const result = await held(order.seatBlock);
    expect(result.hold_token).toMatch(/^[A-Za-z0-9_-]{24,}$/);
    const seats = await layout(order.seatBlock);
    for (const no of order.seats) expect(seats.find((s) => s.seat_no === no)?.status).toBe('blocked');
    const other = await held(greenOceanSeats({ year: 2030, month: 3, day: 2 }, 1).seatBlock);
    expect(other.hold_token).not.toBe(result.hold_token);
  });

  it('a held seat is bought only with its token: without it (or with another) the payment is refused', async () => {
    const order = greenOceanSeats({ year: 2030, month: 3, day: 8 }, 2);
    const mine = await held(order.seatBlock, '198.51.100.7');
    const someoneElse = await held(greenOceanSeats({ year: 2030, month: 3, day: 4 }, 1).seatBlock);
    for (const body of [order.payment(), order.payment(someoneElse.hold_token)]) {
      const refused = await createPayment(body);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({
        code: 'seats-taken',
        message: /held by another traveller/,
      });
    }
    const created = await createPayment(order.payment(mine.hold_token));
    expect(created.status).toBe(200);
    const payment = paymentResponseSchema.parse(await json(created)).data;
    await pay(payment.transactionId);
    expect((await check(payment)).paymentStatus).toBe('COMPLETED');
    const seats = await layout(order.seatBlock);
    for (const no of order.seats) expect(seats.find((s) => s.seat_no === no)?.status).toBe('booked');
  });

  it('a payment made before someone else held its seats fails when settled, and sells nothing', async () => {
    const order = greenOceanSeats({ year: 2030, month: 3, day: 5 }, 2);
    const created = paymentResponseSchema.parse(await json(await createPayment(order.payment()))).data;
    await held(order.seatBlock);
    await pay(created.transactionId);
    expect(await check(created)).toMatchObject({
      paymentStatus: 'FAILED',
      failureReason: 'seats-taken',
    });
  });

  it('an expired hold frees its seats for anyone', async () => {
    const order = greenOceanSeats({ year: 2030, month: 3, day: 6 }, 2);
    await held(order.seatBlock);
    api.setNow(new Date(TEST_NOW.getTime() + 16 * 60 * 1000));
    try {
      const seats = await layout(order.seatBlock);
      for (const no of order.seats) expect(seats.find((s) => s.seat_no === no)?.status).toBe('available');
      const created = await createPayment(order.payment());
      expect(created.status).toBe(200);
      await held(order.seatBlock, '198.51.100.99');
    } finally {
      api.setNow(TEST_NOW);
    }
  });

  it('holding again with the token replaces the selection instead of adding to it', async () => {
    const date = { year: 2030, month: 3, day: 7 };
    const first = greenOceanSeats(date, 2);
    const mine = await held(first.seatBlock, '198.51.100.8');
    const changed = greenOceanSeats(date, 3);
    const again = await held(
      { ...changed.seatBlock, seat_id: changed.seats.slice(2), hold_token: mine.hold_token },
      '198.51.100.8',
    );
    expect(again.hold_token).toBe(mine.hold_token);
    const seats = await layout(first.seatBlock);
    expect(first.seats.map((no) => seats.find((s) => s.seat_no === no)?.status)).toEqual([
      'available',
      'available',
    ]);
  });

  it(`one client holds at most ${DEFAULT_SEAT_HOLD_LIMIT} seats at once; others still can`, async () => {
    const abuser = '203.0.113.66';
    let holdsMade = 0;
    let refusal: { status: number; message: string } | undefined;
    for (let day = 10; day < 20 && !refusal; day++) {
      const order = greenOceanSeats({ year: 2030, month: 3, day }, 4);
      const result = await hold(order.seatBlock, abuser);
      if ('hold' in result) holdsMade += result.hold.seat_id.length;
      else refusal = result.refused;
    }
    expect(holdsMade).toBe(DEFAULT_SEAT_HOLD_LIMIT);
    expect(refusal).toEqual({
      status: 429,
      message: `You can hold at most ${DEFAULT_SEAT_HOLD_LIMIT} seats at once. Pay for the seats you hold, or wait for their hold to end, before holding more.`,
    });
    await held(greenOceanSeats({ year: 2030, month: 3, day: 25 }, 4).seatBlock, '203.0.113.67');
  });
});
