import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { activityBookings, idempotencyKeys } from '../src/db/schema';
import { hashBody, IDEMPOTENCY_RETENTION_MS, purgeExpiredKeys } from '../src/http/idempotency';
import { errorOf, json, TEST_NOW, type TestApp } from './helpers';

// The key and the booking it creates are written in one transaction: the same cases on PGlite
// (idempotency.test.ts) and on PostgreSQL (postgres.test.ts, which owns that database).

const booking = (email: string) => ({
  clientCount: 1,
  clientName: 'Kiran Rao',
  clientEmail: email,
  clientPhone: '9876543210',
  startDate: '2030-01-12',
  activityId: 2,
});

/** Registers the cases against the app `app()` returns (started by the caller's `beforeAll`). */
export const idempotencyCases = (app: () => TestApp) => {
  const bookingsOf = async (email: string) =>
    (await app().database.db.select().from(activityBookings).where(eq(activityBookings.clientEmail, email)))
      .length;
  const send = (email: string, key: string) =>
    app().post('/api/activity-bookings', booking(email), { 'Idempotency-Key': key });
  const idsOf = (responses: Response[]) =>
    Promise.all(responses.map(async (r) => ((await json(r)) as { data?: { id?: number } }).data?.id));

  it('an attempt left unfinished by a crash, then 50 retries at once: one booking, every retry gets it', async () => {
    // What a crash between the two writes of the earlier scheme left: a key row without an answer.
    const created = new Date(TEST_NOW.getTime() - 2 * 60 * 1000);
    await app()
      .database.db.insert(idempotencyKeys)
      .values({
        scope: 'POST /activity-bookings',
        key: 'crashed',
        requestHash: hashBody(booking('crashed@example.com')),
        createdAt: created,
      });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => send('crashed@example.com', 'crashed')),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(201));
    const ids = await idsOf(responses);
    expect(new Set(ids).size).toBe(1);
    expect(await bookingsOf('crashed@example.com')).toBe(1);
  });

  it('50 first attempts at once with one key: one booking, the others wait and replay it', async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, () => send('race@example.com', 'race')));
    expect(responses.map((r) => r.status)).toEqual(Array(50).fill(201));
    expect(responses.filter((r) => r.headers.get('Idempotent-Replayed') === 'true')).toHaveLength(49);
    expect(await bookingsOf('race@example.com')).toBe(1);
  });

  it('a refused attempt keeps neither the key nor anything it wrote: the key works once the request is right', async () => {
    const wrong = await app().post(
      '/api/activity-bookings',
      { ...booking('refused@example.com'), activityId: 999 },
      { 'Idempotency-Key': 'refused' },
    );
    expect((await errorOf(wrong)).status).toBe(404);
    expect((await send('refused@example.com', 'refused')).status).toBe(201);
    expect(await bookingsOf('refused@example.com')).toBe(1);
  });

  it('keys are kept 24 hours: then the same key is a new request, and the purge removes the old row', async () => {
    expect((await send('kept@example.com', 'kept')).status).toBe(201);
    app().setNow(new Date(TEST_NOW.getTime() + IDEMPOTENCY_RETENTION_MS - 60_000));
    expect((await send('kept@example.com', 'kept')).headers.get('Idempotent-Replayed')).toBe('true');
    app().setNow(new Date(TEST_NOW.getTime() + IDEMPOTENCY_RETENTION_MS + 60_000));
    const again = await send('kept-later@example.com', 'kept');
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBeNull();
    await send('old@example.com', 'old');
    app().setNow(new Date(TEST_NOW.getTime() + 3 * IDEMPOTENCY_RETENTION_MS));
    expect(
      await purgeExpiredKeys(app().database.db, new Date(TEST_NOW.getTime() + 3 * IDEMPOTENCY_RETENTION_MS)),
    ).toBeGreaterThan(0);
    const left = await app().database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, 'old'));
    expect(left).toHaveLength(0);
    app().setNow(TEST_NOW);
  });
};
