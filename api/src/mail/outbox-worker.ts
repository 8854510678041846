import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';

/** One message as the transport gets it. */
export type OutgoingMail = {
  messageId: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
};

/** Sends one message; rejects when it was not accepted. */
export type MailTransport = { send: (mail: OutgoingMail) => Promise<void> };

/** When to try again, and when to give up. */
export type RetryPolicy = {
  /** Pause after the first failed attempt; it doubles with each further one. */
  firstDelayMs: number;
  /** The longest pause between two attempts. */
  maxDelayMs: number;
  /** A message still not accepted this long after it was written is marked `failed`. */
  giveUpAfterMs: number;
};

/**
 * 2 s, 4 s, 8 s … up to 5 minutes between attempts, for a day: a mail server down for a minute gets the
 * message within seconds of coming back, one down for hours gets it within minutes.
 */
export const DEFAULT_RETRY: RetryPolicy = {
  firstDelayMs: 2000,
  maxDelayMs: 5 * 60_000,
  giveUpAfterMs: 24 * 60 * 60_000,
};

/** The pause after failed attempt number `attempt` (1, 2, …): doubling from the first, at most the longest. */
export const retryDelayMs = (attempt: number, policy: RetryPolicy = DEFAULT_RETRY): number =>
  Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.max(0, Math.min(attempt - 1, 30)));

/**
 * An SMTP answer in the 5xx range (a refused address, a message refused for its content) will not change by
 * trying again; anything else (no connection, a time-out, a 4xx "try later") may.
 */
export const isPermanentFailure = (error: unknown): boolean => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/** What one round of the worker did. */
export type RoundResult = { sent: number; retried: number; failed: number };

/** What the worker needs. */
export type OutboxWorkerOptions = {
  db: Db;
  transport: MailTransport;
  log: Pick<Logger, 'info' | 'warn' | 'error'>;
  now: () => Date;
  retry?: RetryPolicy;
  /** Messages claimed per round. */
  batchSize?: number;
  /**
   * How long a claimed message belongs to the worker that claimed it. A worker that dies while sending leaves
   * its messages to the others after this (so they can be sent twice only then, never on a normal path).
   */
  leaseMs?: number;
  /** Pause between two rounds that found nothing to do. */
  pollMs?: number;
};

/** A running worker. */
export type OutboxWorker = {
  /** Claims the messages that are due, sends them one by one, records each outcome. */
  runOnce: () => Promise<RoundResult>;
  /** Stops polling and waits for the round in progress. */
  stop: () => Promise<void>;
};

/**
 * The outbox worker: every `pollMs` it claims due messages (`FOR UPDATE SKIP LOCKED`, so several API
 * instances on one PostgreSQL never claim the same row, and PGlite, one connection, simply runs them in
 * turn), sends each through `transport` outside any transaction, and marks it `sent`, or schedules the next
 * attempt with exponential back-off, or marks it `failed` (a permanent SMTP refusal, or past
 * `giveUpAfterMs`). A database or mail server that is away costs a retry, never a message. `start` false
 * builds it without the timer (tests drive `runOnce` with their own clock).
 */
export const createOutboxWorker = (options: OutboxWorkerOptions, start = true): OutboxWorker => {
  const { db, transport, log, now } = options;
  const retry = options.retry ?? DEFAULT_RETRY;
  const batchSize = options.batchSize ?? 10;
  const leaseMs = options.leaseMs ?? 2 * 60_000;
  const pollMs = options.pollMs ?? 1000;
  const token = randomUUID();

  const claim = async (at: Date) => {
    const due = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(
        and(
          eq(emailOutbox.status, 'pending'),
          lte(emailOutbox.nextAttemptAt, at),
          or(isNull(emailOutbox.lockedUntil), lt(emailOutbox.lockedUntil, at)),
        ),
      )
      .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
      .limit(batchSize)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(emailOutbox)
      .set({
        lockedUntil: new Date(at.getTime() + leaseMs),
        claim: token,
        attempts: sql`${emailOutbox.attempts} + 1`,
      })
      .where(inArray(emailOutbox.id, due))
      .returning();
    return claimed.sort((a, b) => a.id - b.id);
  };

  const mine = (id: number) => and(eq(emailOutbox.id, id), eq(emailOutbox.claim, token));

  const runOnce = async (): Promise<RoundResult> => {
    const result: RoundResult = { sent: 0, retried: 0, failed: 0 };
    for (const row of await claim(now())) {
      try {
        await transport.send({
          messageId: row.messageId,
          to: row.recipient,
          replyTo: row.replyTo,
          subject: row.subject,
          text: row.textBody,
          html: row.htmlBody,
        });
        await db
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: now(), lockedUntil: null, claim: null, lastError: null })
          .where(mine(row.id));
        result.sent += 1;
        log.info({ outboxId: row.id, kind: row.kind, attempts: row.attempts }, 'email sent');
      } catch (error) {
        const at = now();
        const reason = (error as Error).message ?? String(error);
        const giveUp =
          isPermanentFailure(error) || at.getTime() - row.createdAt.getTime() >= retry.giveUpAfterMs;
        await db
          .update(emailOutbox)
          .set({
            status: giveUp ? 'failed' : 'pending',
            nextAttemptAt: new Date(at.getTime() + retryDelayMs(row.attempts, retry)),
            lockedUntil: null,
            claim: null,
            lastError: reason.slice(0, 500),
          })
          .where(mine(row.id));
        if (giveUp) {
          result.failed += 1;
          log.error(
            { outboxId: row.id, kind: row.kind, attempts: row.attempts, err: reason },
            'email given up',
          );
        } else {
          result.retried += 1;
          log.warn(
            {
              outboxId: row.id,
              attempts: row.attempts,
              retryInMs: retryDelayMs(row.attempts, retry),
              err: reason,
            },
            'email not sent; will retry',
          );
        }
      }
    }
    return result;
  };

  let timer: NodeJS.Timeout | undefined;
  let stopped = !start;
  let round: Promise<unknown> = Promise.resolve();
  let databaseAway = false;
  const tick = () => {
    round = runOnce()
      .then((done) => {
        if (databaseAway) log.info('email outbox: database answering again');
        databaseAway = false;
        return done;
      })
      .catch((error: unknown) => {
        // The database is away: nothing was claimed; the next round tries again (logged once per outage).
        if (!databaseAway) log.warn({ err: (error as Error).message }, 'email outbox: round failed');
        databaseAway = true;
        return undefined;
      })
      .then((done) => {
        if (stopped) return;
        // A full batch may mean more are due: go on at once.
        const busy = done !== undefined && done.sent + done.retried + done.failed >= batchSize;
        timer = setTimeout(tick, busy ? 0 : pollMs);
        timer.unref();
      });
  };
  if (start) tick();

  return {
    runOnce,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await round;
    },
  };
};
