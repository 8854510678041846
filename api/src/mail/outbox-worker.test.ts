import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { emailOutbox } from '../db/schema';
import type { MailMessage } from './messages';
import { enqueueMail, outboxDepth } from './outbox';
import {
  createOutboxWorker,
  DEFAULT_RETRY,
  isPermanentFailure,
  type OutgoingMail,
  retryDelayMs,
} from './outbox-worker';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const SENDER = 'Andaman Island Experts <support@andamanislands.example>';

const mail = (n: number): MailMessage => ({
  kind: 'contact',
  to: `traveller${n}@example.com`,
  subject: `Message ${n}`,
  text: `Hello ${n}`,
  html: `<p>Hello ${n}</p>`,
});

/** A mail server that can be taken down and brought back, and remembers what it accepted. */
const fakeServer = () => {
  const accepted: OutgoingMail[] = [];
  let down: Error | undefined;
  return {
    accepted,
    setDown: (error: Error | undefined) => {
      down = error;
    },
    transport: {
      send: async (m: OutgoingMail) => {
        if (down) throw down;
        accepted.push(m);
      },
    },
  };
};

/** A clock the test moves by hand. */
const fakeClock = (start: Date) => {
  let at = start.getTime();
  return { now: () => new Date(at), advance: (ms: number) => (at += ms) };
};

describe('email outbox worker', () => {
  let database: Database;
  /** A worker (driven by hand) in front of a fake mail server, with one message in the outbox. */
  const oneMessageWaiting = async () => {
    const clock = fakeClock(new Date('2030-01-10T06:00:00Z'));
    const server = fakeServer();
    const worker = createOutboxWorker(
      { db: database.db, transport: server.transport, log: quiet, now: clock.now },
      false,
    );
    await enqueueMail(database.db, [mail(1)], { now: clock.now(), sender: SENDER });
    return { clock, server, worker };
  };
  beforeAll(async () => {
    database = await openDatabase({ databaseUrl: undefined, dataDir: undefined });
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    await database.exec('TRUNCATE email_outbox RESTART IDENTITY');
  });

  it('waits 2 s, 4 s, 8 s … between attempts, at most 5 minutes', () => {
    expect([1, 2, 3, 4, 5].map((n) => retryDelayMs(n))).toEqual([2000, 4000, 8000, 16_000, 32_000]);
    expect(retryDelayMs(9)).toBe(5 * 60_000);
    expect(retryDelayMs(1000)).toBe(5 * 60_000);
  });

  it('tells a refusal that will not change (5xx) from one worth retrying', () => {
    expect(isPermanentFailure(Object.assign(new Error('mailbox unavailable'), { responseCode: 550 }))).toBe(
      true,
    );
    expect(isPermanentFailure(Object.assign(new Error('try later'), { responseCode: 421 }))).toBe(false);
    expect(
      isPermanentFailure(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
    ).toBe(false);
  });

  it('keeps a message while the mail server is down for a minute, then sends it once', async () => {
    const { clock, server, worker } = await oneMessageWaiting();
    server.setDown(new Error('connect ECONNREFUSED 127.0.0.1:2525'));

    // Attempts at 0, 2, 6, 14, 30 s fail; in between nothing is due, so nothing is tried.
    const attemptsAt: number[] = [];
    for (let second = 0; second < 60; second++) {
      const round = await worker.runOnce();
      if (round.retried > 0) attemptsAt.push(second);
      clock.advance(1000);
    }
    expect(attemptsAt).toEqual([0, 2, 6, 14, 30]);
    expect(await outboxDepth(database.db)).toMatchObject({ pending: 1, failed: 0 });

    server.setDown(undefined);
    const sentAt: number[] = [];
    for (let second = 60; second < 130; second++) {
      if ((await worker.runOnce()).sent > 0) sentAt.push(second);
      clock.advance(1000);
    }
    // The next attempt after the outage (62 s) delivers it, and it is never sent again.
    expect(sentAt).toEqual([62]);
    expect(server.accepted.map((m) => m.subject)).toEqual(['Message 1']);
    const [row] = await database.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 6, lastError: null, lockedUntil: null });
    expect(await outboxDepth(database.db)).toEqual({ pending: 0, failed: 0, oldestPendingAt: null });
  });

  it('gives up on a permanent refusal at once, and on any message after a day', async () => {
    const { clock, server, worker } = await oneMessageWaiting();
    server.setDown(Object.assign(new Error('550 no such mailbox'), { responseCode: 550 }));
    expect(await worker.runOnce()).toEqual({ sent: 0, retried: 0, failed: 1 });

    await enqueueMail(database.db, [mail(2)], { now: clock.now(), sender: SENDER });
    server.setDown(new Error('connect ETIMEDOUT'));
    let failed = 0;
    let rounds = 0;
    while (failed === 0 && rounds < 1000) {
      failed = (await worker.runOnce()).failed;
      clock.advance(DEFAULT_RETRY.maxDelayMs);
      rounds += 1;
    }
    expect(failed).toBe(1);
    expect(rounds * DEFAULT_RETRY.maxDelayMs).toBeGreaterThanOrEqual(DEFAULT_RETRY.giveUpAfterMs);
    expect(await outboxDepth(database.db)).toMatchObject({ pending: 0, failed: 2 });
    expect(server.accepted).toEqual([]);
  });

  it('two workers sending at the same time send every message exactly once', async () => {
    const clock = fakeClock(new Date('2030-01-10T06:00:00Z'));
    const server = fakeServer();
    const options = {
      db: database.db,
      transport: server.transport,
      log: quiet,
      now: clock.now,
      batchSize: 4,
    };
    const workers = [createOutboxWorker(options, false), createOutboxWorker(options, false)];
    await enqueueMail(
      database.db,
      Array.from({ length: 25 }, (_, i) => mail(i + 1)),
      { now: clock.now(), sender: SENDER },
    );
    for (let round = 0; round < 10; round++) await Promise.all(workers.map((w) => w.runOnce()));
    const ids = server.accepted.map((m) => m.messageId);
    expect(ids).toHaveLength(25);
    expect(new Set(ids).size).toBe(25);
    const rows = await database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('a worker that dies while sending leaves its message to the others once its lease is over', async () => {
    const clock = fakeClock(new Date('2030-01-10T06:00:00Z'));
    const server = fakeServer();
    const leaseMs = 60_000;
    const dying = createOutboxWorker(
      {
        db: database.db,
        transport: { send: () => new Promise(() => {}) },
        log: quiet,
        now: clock.now,
        leaseMs,
      },
      false,
    );
    const healthy = createOutboxWorker(
      { db: database.db, transport: server.transport, log: quiet, now: clock.now, leaseMs },
      false,
    );
    await enqueueMail(database.db, [mail(1)], { now: clock.now(), sender: SENDER });
    void dying.runOnce(); // never settles: the process "died" mid-send
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await healthy.runOnce()).sent).toBe(0);
    clock.advance(leaseMs + 1);
    expect((await healthy.runOnce()).sent).toBe(1);
    expect(server.accepted).toHaveLength(1);
  });
});
