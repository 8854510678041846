import type { RateLimit, RateLimitName } from '../src/http/rate-limit';

export { inject } from 'vitest';

/** Limits no scenario reaches (the rate-limit scenario sets its own). */
export const LOOSE_LIMITS: Record<RateLimitName, RateLimit> = {
  bookings: { points: 1_000_000, seconds: 60 },
  payments: { points: 1_000_000, seconds: 60 },
  emails: { points: 1_000_000, seconds: 60 },
  comments: { points: 1_000_000, seconds: 60 },
};

/** Prints a scenario's figures on one line of stdout, for the lane's log and the report. */
export const report = (scenario: string, figures: Record<string, unknown>) => {
  process.stdout.write(`[faults] ${scenario}: ${JSON.stringify(figures)}\n`);
};
