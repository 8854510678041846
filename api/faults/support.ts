import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { inject } from 'vitest';
import { type ApiProcess, startApiProcess } from '../../scripts/lib/api-process.mjs';
import { type Db, openDatabase } from '../src/db/client';
import { activityBookings } from '../src/db/schema';
import type { RateLimit, RateLimitName } from '../src/http/rate-limit';
import { resetToSeed } from '../src/seed';

export { inject };

/** Limits no scenario reaches (the rate-limit scenario sets its own). */
export const LOOSE_LIMITS: Record<RateLimitName, RateLimit> = {
  bookings: { points: 1_000_000, seconds: 60 },
  payments: { points: 1_000_000, seconds: 60 },
  emails: { points: 1_000_000, seconds: 60 },
  comments: { points: 1_000_000, seconds: 60 },
  lookups: { points: 1_000_000, seconds: 60 },
};

/** The same, for an API process's environment. */
export const LOOSE_LIMITS_ENV = {
  API_RATE_LIMIT_BOOKINGS: '1000000/60',
  API_RATE_LIMIT_PAYMENTS: '1000000/60',
};

/** Prints a scenario's figures on one line of stdout, for the lane's log and the report. */
export const report = (scenario: string, figures: Record<string, unknown>) => {
  process.stdout.write(`[faults] ${scenario}: ${JSON.stringify(figures)}\n`);
};

const offset = Number(process.env.SITE_PORT_OFFSET ?? 0);
/** The `n`th API port of the lane: 4050 + offset + n, apart from the site's own 4000 + offset. */
export const lanePort = (n: number) => 4050 + offset + n;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Everything started by a scenario, stopped in `afterEach` even when it failed. */
export class Cleanup {
  private readonly tasks: (() => Promise<unknown> | unknown)[] = [];
  add(task: () => Promise<unknown> | unknown) {
    this.tasks.push(task);
  }
  async run() {
    for (const task of this.tasks.splice(0).reverse()) {
      try {
        await task();
      } catch {
        // the next task still runs
      }
    }
  }
}

/** An API process (`tsx src/main.ts`) on 127.0.0.1, stopped by `cleanup`. */
export const startApi = async (cleanup: Cleanup, port: number, env: Record<string, string>) => {
  const api = await startApiProcess({ port, env: { LOG_LEVEL: 'warn', ...env } });
  cleanup.add(() => (api.running() ? api.stop() : undefined));
  return api;
};

/**
 * The lane's PostgreSQL emptied and seeded again, opened here to count what the API stored, and the
 * environment of API processes on it: `instances` of them started (with `extra[n]` added to the n-th).
 */
export const onPostgres = async (
  cleanup: Cleanup,
  instances: number,
  extra: Record<string, string>[] = [],
) => {
  const { url } = inject('postgres');
  const database = await openDatabase({ databaseUrl: url, dataDir: undefined });
  cleanup.add(() => database.close());
  await resetToSeed(database);
  const env = { DATABASE_URL: url, ...LOOSE_LIMITS_ENV };
  const apis = await Promise.all(
    Array.from({ length: instances }, (_, n) => startApi(cleanup, lanePort(n), { ...env, ...extra[n] })),
  );
  return { db: database.db, apis };
};

/** A private copy of the lane's seeded PGlite folder, deleted by `cleanup`. */
export const pgliteCopy = async (cleanup: Cleanup): Promise<string> => {
  const dir = await mkdtemp(path.join(tmpdir(), 'andaman-faults-'));
  await cp(inject('faultTemplateDir'), dir, { recursive: true });
  cleanup.add(() => rm(dir, { recursive: true, force: true }));
  return dir;
};

/** An answer's body, as far as the scenarios read it. */
export type AnswerBody = { data?: { id?: number }; code?: string } | undefined;

/** What came back for one request: an HTTP status, or how the connection failed. */
export type Outcome = { status: number; body: AnswerBody } | { failure: string };

/** Sends one JSON request (10 s at most); a connection failure is an outcome, not an exception. */
export const send = async (
  origin: string,
  pathname: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Outcome> => {
  try {
    const response = await fetch(`${origin}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await response.text();
    let parsed: AnswerBody;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { status: response.status, body: parsed };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { failure: cause?.code ?? (error as Error).name };
  }
};

/** `YYYY-MM-DD` of the day `days` from today (UTC). */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An activity booking whose e-mail names it, so the database can be asked how many rows it made. */
export const booking = (n: string) => ({
  clientCount: 1,
  clientName: 'Fault Lane',
  clientEmail: `${n}@faults.example`,
  clientPhone: '9876543210',
  startDate: dayFromToday(10),
  activityId: 2,
});

/** How many activity bookings each of these names made (names that made none are absent). */
export const bookingsPerName = async (db: Db, names: string[]): Promise<Map<string, number>> => {
  const counts = new Map<string, number>();
  for (let i = 0; i < names.length; i += 500) {
    const emails = names.slice(i, i + 500).map((n) => `${n}@faults.example`);
    const rows = await db
      .select({ email: activityBookings.clientEmail })
      .from(activityBookings)
      .where(inArray(activityBookings.clientEmail, emails));
    for (const row of rows) {
      const name = row.email.replace('@faults.example', '');
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
  }
  return counts;
};

export type { ApiProcess };
