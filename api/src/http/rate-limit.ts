import type { Context, MiddlewareHandler } from 'hono';
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { HttpError } from './errors';
import { DEFAULT_TRUSTED_PROXIES, type ProxyTrust, trustedProxies } from './trusted-proxies';

/** The limited actions: creating bookings, payments, e-mails and comments, and finding a booking by e-mail. */
export const RATE_LIMIT_NAMES = ['bookings', 'payments', 'emails', 'comments', 'lookups'] as const;
export type RateLimitName = (typeof RATE_LIMIT_NAMES)[number];

/** At most `points` requests per client in any window of `seconds`. */
export type RateLimit = { points: number; seconds: number };

/** Defaults: generous for a person, tight for a script. */
export const DEFAULT_RATE_LIMITS: Record<RateLimitName, RateLimit> = {
  bookings: { points: 20, seconds: 60 },
  payments: { points: 20, seconds: 60 },
  emails: { points: 10, seconds: 60 },
  comments: { points: 10, seconds: 60 },
  lookups: { points: 10, seconds: 60 },
};

/**
 * Reads `points/seconds` (e.g. `20/60`). Limits cannot be switched off: anything but two positive
 * whole numbers is an error.
 */
export const parseRateLimit = (text: string): RateLimit => {
  const match = /^\s*(\d{1,9})\s*\/\s*(\d{1,9})\s*$/.exec(text);
  const points = Number(match?.[1]);
  const seconds = Number(match?.[2]);
  if (!match || points < 1 || seconds < 1)
    throw new Error(`a rate limit is "requests/seconds" with both at least 1, not "${text}"`);
  return { points, seconds };
};

/**
 * The client a request comes from: the socket's address, or, when that is a trusted proxy
 * (`API_TRUSTED_PROXIES`, loopback by default: the site's own proxy), the nearest address in
 * `X-Forwarded-For` that is not a trusted proxy, read from the right (each proxy appends the address it
 * accepted, so what a client wrote itself sits further left and is never reached while a trusted hop
 * vouches for the next). Requests made in-process (tests) have no socket and are treated like ones from
 * the proxy.
 */
export const clientAddress = (
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trusted: ProxyTrust = trustedProxies(DEFAULT_TRUSTED_PROXIES),
): string => {
  if (socketAddress !== undefined && !trusted(socketAddress)) return socketAddress;
  const hops = (forwardedFor ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i];
    if (hop !== undefined && !trusted(hop)) return hop.slice(0, 64);
  }
  return socketAddress ?? 'local';
};

const socketAddressOf = (c: Context): string | undefined =>
  (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
    ?.remoteAddress;

/** The client of a request (`clientAddress`), behind the proxies `trusted` names. */
export const requestClient =
  (trusted: ProxyTrust) =>
  (c: Context): string =>
    clientAddress(socketAddressOf(c), c.req.header('x-forwarded-for'), trusted);

/**
 * One limiter per action. Counters live in the database (rate-limiter-flexible's Drizzle store, table
 * `rate_limits`): on PostgreSQL every API instance shares them; on PGlite they are the process's own. If the
 * store fails, an in-memory limiter with the same limits stands in.
 */
export const createRateLimiters = (
  db: Db,
  limits: Record<RateLimitName, RateLimit>,
  clientOf: (c: Context) => string = requestClient(trustedProxies(DEFAULT_TRUSTED_PROXIES)),
) => {
  const limiters = Object.fromEntries(
    RATE_LIMIT_NAMES.map((name) => {
      const { points, seconds } = limits[name];
      const limiter = new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimits,
        keyPrefix: name,
        points,
        duration: seconds,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points, duration: seconds }),
      });
      return [name, limiter];
    }),
  ) as Record<RateLimitName, RateLimiterDrizzle>;

  /** Middleware counting one request of `name` for the client; 429 with `Retry-After` past the limit. */
  const limit =
    (name: RateLimitName): MiddlewareHandler =>
    async (c, next) => {
      if (c.req.method !== 'POST') return next();
      const client = clientOf(c);
      const { points } = limits[name];
      try {
        const used = await limiters[name].consume(client);
        c.header('RateLimit-Limit', String(points));
        c.header('RateLimit-Remaining', String(used.remainingPoints));
        c.header('RateLimit-Reset', String(Math.max(1, Math.ceil(used.msBeforeNext / 1000))));
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection;
        const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        c.header('Retry-After', String(seconds));
        c.header('RateLimit-Limit', String(points));
        c.header('RateLimit-Remaining', '0');
        c.header('RateLimit-Reset', String(seconds));
        throw new HttpError(429, `Too many requests. Please try again in ${seconds} seconds.`);
      }
      return next();
    };
  return { limit };
};
