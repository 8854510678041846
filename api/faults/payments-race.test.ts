import { BOOKING_TOKEN_HEADER } from '@andaman/shared/contracts/booking-receipt';
import { paymentResponseSchema, transactionCheckResponseSchema } from '@andaman/shared/contracts/payment';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiApp, createApp } from '../src/app';
import { defaultConfig } from '../src/config';
import { ferrySales, payments } from '../src/db/schema';
import type { CalendarDate } from '../src/features/ferry-operators/timetable';
import { resetToSeed } from '../src/seed';
import { greenOceanSeats, makruzzRoyal, nautikaSeats } from '../test/ferry-orders';
import { inject, LOOSE_LIMITS, report } from './support';

// Payments settled at the same moment against the last places of a class, on PostgreSQL, by two API
// instances (two connection pools) taking turns: each run aims more Makruzz passengers at the Royal class than
// it has left, and four payments each at the same two Nautika and the same two Green Ocean seats.

const RUNS = 20;
const NOW = new Date('2030-01-10T06:00:00Z');

let apps: ApiApp[] = [];
beforeAll(async () => {
  const { url } = inject('postgres');
  const config = defaultConfig({
    databaseUrl: url,
    logLevel: 'silent',
    testMode: true,
    now: () => NOW,
    rateLimits: LOOSE_LIMITS,
  });
  const first = await createApp(config);
  await resetToSeed(first.database);
  apps = [first, await createApp(config)];
});
afterAll(async () => {
  for (const app of apps) await app.close();
});

const post = (app: ApiApp, body: unknown) =>
  app.app.request('/api/payment', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/** The owner token of each ferry purchase, as the browser that made it keeps it (rule trips.owner-token). */
const tokens = new Map<string, string>();

const create = async (app: ApiApp, body: unknown): Promise<string> => {
  const response = await post(app, body);
  if (response.status !== 200) throw new Error(`payment refused: ${await response.text()}`);
  const created = paymentResponseSchema.parse(await response.json()).data;
  tokens.set(created.transactionId, created.ownerToken ?? '');
  return created.transactionId;
};

const pay = (app: ApiApp, id: string) =>
  app.app.request(`/pay/${id}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=pay',
  });

const outcome = async (app: ApiApp, id: string) =>
  transactionCheckResponseSchema.parse(
    await (
      await app.app.request(`/api/payment/check-transaction-id/${id}`, {
        headers: { [BOOKING_TOKEN_HEADER]: tokens.get(id) ?? '' },
      })
    ).json(),
  ).data;

/** Settles every payment at once, alternating between the instances; returns how many completed. */
const settleAtOnce = async (ids: string[]) => {
  await Promise.all(ids.map((id, n) => pay(apps[n % apps.length] as ApiApp, id)));
  const results = await Promise.all(ids.map((id) => outcome(apps[0] as ApiApp, id)));
  const failedOtherwise = results.filter(
    (r) => r.paymentStatus === 'FAILED' && r.failureReason !== 'seats-taken',
  ).length;
  return { completed: results.filter((r) => r.paymentStatus === 'COMPLETED').length, failedOtherwise };
};

describe('concurrent payments against the last seats (PostgreSQL, two instances)', () => {
  it(`never sells more than is left, in ${RUNS} runs`, async () => {
    const db = (apps[0] as ApiApp).database.db;
    let oversold = 0;
    let exact = 0;
    let settled = 0;
    let refusedWithReason = 0;
    let failedForAnotherReason = 0;
    for (let run = 0; run < RUNS; run++) {
      const date: CalendarDate = { year: 2030, month: 2, day: 1 + run };
      const app = apps[0] as ApiApp;

      // Makruzz: n passengers per payment; first sell what does not divide by n, so exactly k payments fit.
      const royal = makruzzRoyal(date);
      const perPayment = 2 + (run % 3);
      const rest = royal.seatsLeft % perPayment;
      if (rest > 0) await settleAtOnce([await create(app, royal.payment(rest))]);
      const left = royal.seatsLeft - rest;
      const fit = left / perPayment;
      const makruzzIds = [];
      for (let n = 0; n < fit + 3; n++) makruzzIds.push(await create(app, royal.payment(perPayment)));

      const nautika = nautikaSeats(date, 2);
      const greenOcean = greenOceanSeats(date, 2);
      const seatIds = [];
      for (let n = 0; n < 4; n++) seatIds.push(await create(app, nautika.payment));
      for (let n = 0; n < 4; n++) seatIds.push(await create(app, greenOcean.payment()));

      const ids = [...makruzzIds, ...seatIds];
      const { completed, failedOtherwise } = await settleAtOnce(ids);
      settled += ids.length;
      refusedWithReason += ids.length - completed - failedOtherwise;

      const [makruzz] = await db
        .select({ passengers: sql<number>`coalesce(sum(${ferrySales.passengers}), 0)::int` })
        .from(ferrySales)
        .where(and(eq(ferrySales.operator, 'makruzz'), eq(ferrySales.tripKey, String(royal.scheduleId))));
      const makruzzSold = (makruzz?.passengers ?? 0) - rest;
      const seatPayments = await db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.status, 'COMPLETED'), inArray(payments.id, seatIds)));
      const overRun = Math.max(0, makruzzSold - left) + Math.max(0, seatPayments.length - 2);
      oversold += overRun;
      if (makruzzSold === left && seatPayments.length === 2 && completed === fit + 2) exact += 1;
      failedForAnotherReason += failedOtherwise;
    }
    report('concurrent payments against the last seats', {
      runs: RUNS,
      paymentsSettled: settled,
      refusedSeatsTaken: refusedWithReason,
      oversold,
      runsSellingExactlyWhatWasLeft: exact,
      failedForAnotherReason,
    });
    expect(oversold).toBe(0);
    expect(failedForAnotherReason).toBe(0);
    expect(exact).toBe(RUNS);
  });
});
