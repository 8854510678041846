import { afterEach, describe, expect, it } from 'vitest';
import { fromIsoDate } from '../src/features/ferry-operators/timetable';
import { greenOceanSeats } from '../test/ferry-orders';
import {
  type AnswerBody,
  booking,
  bookingsPerName,
  Cleanup,
  dayFromToday,
  onPostgres,
  report,
  send,
  sleep,
} from './support';

// Two instances on one PostgreSQL. Instance A creates a booking and is SIGKILLed before it answers (test
// mode holds it between creating the booking and storing the key's answer: where a crash used to leave a
// key that blocked for 60 s and then booked twice); then 50 retries of that key arrive at B at once.
// Then seat holds on B: one client tries to hold far more seats than it may, and a held seat is bought
// without its token.

const RETRIES = 50;

const cleanup = new Cleanup();
afterEach(() => cleanup.run());

describe('a crash between writes, then retries; holds that belong to someone', () => {
  it('books once per key, and holds are capped per client and bought only with their token', async () => {
    const { db, apis } = await onPostgres(cleanup, 2, [{ API_TEST_MODE: '1' }]);
    const [first, second] = apis;
    if (!first || !second) throw new Error('two instances expected');

    await send(first.origin, '/__test__/idempotency/stall', { ms: 5000 });
    const key = { 'Idempotency-Key': 'crash-between-writes' };
    const lostAnswer = send(first.origin, '/api/activity-bookings', booking('crash-between-writes'), key);
    await sleep(1000);
    first.kill('SIGKILL');
    const firstAnswer = await lostAnswer;
    const retries = await Promise.all(
      Array.from({ length: RETRIES }, () =>
        send(second.origin, '/api/activity-bookings', booking('crash-between-writes'), key),
      ),
    );
    const statuses = retries.map((r) => ('status' in r ? r.status : r.failure));
    const ids = new Set(retries.map((r) => ('body' in r ? (r.body as AnswerBody)?.data?.id : undefined)));
    const stored = await bookingsPerName(db, ['crash-between-writes']);
    const bookingsForKey = stored.get('crash-between-writes') ?? 0;

    // Holds: 4 seats on each of 10 sailings from one client, through the (trusted, local) proxy.
    const abuser = { 'X-Forwarded-For': '203.0.113.66' };
    let seatsHeld = 0;
    const refusals: number[] = [];
    const [neighbour, ...orders] = greenOceanOrders(11, 4);
    if (!neighbour) throw new Error('no Green Ocean sailing with free seats');
    for (const order of orders) {
      const answer = await send(
        second.origin,
        '/api/green-ocean/temporary-seat-block',
        order.seatBlock,
        abuser,
      );
      if ('status' in answer && answer.status === 200) seatsHeld += 4;
      else if ('status' in answer) refusals.push(answer.status);
    }
    const neighbourHold = await send(
      second.origin,
      '/api/green-ocean/temporary-seat-block',
      neighbour.seatBlock,
      {
        'X-Forwarded-For': '203.0.113.67',
      },
    );
    const heldSeatWithoutToken = await send(second.origin, '/api/payment', neighbour.payment());

    report('a crash between writes, then 50 retries on the other instance', {
      firstAttempt: 'failure' in firstAnswer ? firstAnswer.failure : firstAnswer.status,
      retries: RETRIES,
      retryStatuses: Object.fromEntries(
        [...new Set(statuses)].map((status) => [status, statuses.filter((s) => s === status).length]),
      ),
      distinctBookingIdsAnswered: ids.size,
      bookingsForKey,
    });
    report('seat holds per client', {
      limit: 20,
      seatsHeldByOneClientAsking40: seatsHeld,
      refused: refusals,
      anotherClientHold: 'status' in neighbourHold ? neighbourHold.status : neighbourHold.failure,
      heldSeatPaidWithoutToken: 'status' in heldSeatWithoutToken ? heldSeatWithoutToken.status : 'failed',
    });
    expect('failure' in firstAnswer).toBe(true);
    expect(statuses).toEqual(Array(RETRIES).fill(201));
    expect(ids.size).toBe(1);
    expect(bookingsForKey).toBe(1);
    expect(seatsHeld).toBe(20);
    expect(refusals.every((status) => status === 429)).toBe(true);
    expect('status' in neighbourHold && neighbourHold.status).toBe(200);
    expect('status' in heldSeatWithoutToken && heldSeatWithoutToken.status).toBe(409);
  });
});

/** Green Ocean orders of `seats` seats on `count` sailings from 30 days ahead, skipping sailings that are full. */
const greenOceanOrders = (count: number, seats: number) => {
  const orders: ReturnType<typeof greenOceanSeats>[] = [];
  for (let day = 30; orders.length < count; day++) {
    try {
      orders.push(greenOceanSeats(fromIsoDate(dayFromToday(day)), seats));
    } catch {
      // a sailing without that many free seats
    }
  }
  return orders;
};
