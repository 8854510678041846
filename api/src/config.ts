import path from 'node:path';
import {
  DEFAULT_RATE_LIMITS,
  parseRateLimit,
  RATE_LIMIT_NAMES,
  type RateLimit,
  type RateLimitName,
} from './http/rate-limit';
import { DEFAULT_TRUSTED_PROXIES, trustedProxies } from './http/trusted-proxies';

/** Everything the app needs to know about its surroundings; tests build one by hand. */
export type AppConfig = {
  /** PGlite data folder; `undefined` keeps the database in memory. Ignored when `databaseUrl` is set. */
  dataDir: string | undefined;
  /** A PostgreSQL server to use instead of PGlite. */
  databaseUrl: string | undefined;
  /** Where the hosted payment page sends the traveller back to (`{siteOrigin}/payment-status/{id}`). */
  siteOrigin: string;
  /** Origins allowed by CORS; a payment's `return_origin` must be one of these or `siteOrigin`. */
  corsOrigins: string[];
  /**
   * This server's public origin, used for absolute image and payment-page URLs. `undefined` means "the
   * origin the request came in on".
   */
  publicOrigin: string | undefined;
  /**
   * The origin the catalogue's pictures are addressed on. A site that forwards `/api` (the edge, nginx)
   * serves them from its own origin, so a page's largest picture needs no second connection; `undefined`
   * means `publicOrigin`.
   */
  imageOrigin: string | undefined;
  /** Mounts `/__test__/*` when true. */
  testMode: boolean;
  /** How long a Green Ocean temporary seat block holds, in milliseconds. */
  seatHoldMs: number;
  /** Seats one client may hold at once (over every sailing); more is a 429. */
  seatHoldLimit: number;
  /** Largest request body accepted, in bytes. */
  bodyLimitBytes: number;
  /** Requests per client and window for bookings, payments, e-mails and comments (never off). */
  rateLimits: Record<RateLimitName, RateLimit>;
  /** pino level; `silent` in tests. */
  logLevel: string;
  /** How many days real-user telemetry is kept (`TELEMETRY_RETENTION_DAYS`). */
  telemetryRetentionDays: number;
  /** The clock; tests may pin it. */
  now: () => Date;
  /**
   * A real WordPress serving the site's `/wp-json` (the WordPress lane) whose test controls
   * (`/wp-json/andaman-test/v1/*`, allowed by `token`) follow this API's `/__test__` reset and comment switch.
   */
  wordpress: { url: string; token: string } | undefined;
  /** Addresses and CIDR ranges of the proxies whose `X-Forwarded-For` is believed (loopback by default). */
  trustedProxies: string[];
  /**
   * `Host` values accepted besides loopback names and the hosts of the configured origins (site, CORS, public):
   * `name` (any port) or `name:port`.
   */
  allowedHosts: string[];
  /** How long a start waits for a PostgreSQL server that is not answering yet. */
  databaseWaitMs: number;
  /**
   * Outgoing e-mail: the SMTP server (`undefined`: messages wait in the outbox), the `From` of every message,
   * and the business inbox that contact messages, enquiries and alerts go to.
   */
  mail: MailConfig;
  /** Where the image pipeline keeps its renditions (`undefined`: rendered on every request). */
  imageCacheDir: string | undefined;
  /** Renders every catalogue picture in the background after a start, so no visitor waits for one. */
  prewarmImages: boolean;
};

/** Outgoing e-mail settings. */
export type MailConfig = { smtpUrl: string | undefined; from: string; businessInbox: string };

/** The business inbox the site shows travellers (runtime-config's `supportEmail`). */
export const DEFAULT_BUSINESS_INBOX = 'support@andamanislands.example';

/** The site origins allowed by default: ports 3000 to 3005 on localhost and 127.0.0.1. */
export const DEFAULT_SITE_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/** Seats one client may hold at once by default: a large family on every leg of a three-leg trip. */
export const DEFAULT_SEAT_HOLD_LIMIT = 20;

/** Defaults for everything; an in-memory database, test mode off. */
export const defaultConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  dataDir: undefined,
  databaseUrl: undefined,
  siteOrigin: 'http://localhost:3000',
  corsOrigins: DEFAULT_SITE_ORIGINS,
  publicOrigin: undefined,
  imageOrigin: undefined,
  testMode: false,
  seatHoldMs: 15 * 60 * 1000,
  seatHoldLimit: DEFAULT_SEAT_HOLD_LIMIT,
  bodyLimitBytes: 100 * 1024,
  rateLimits: DEFAULT_RATE_LIMITS,
  logLevel: 'info',
  telemetryRetentionDays: 30,
  now: () => new Date(),
  wordpress: undefined,
  trustedProxies: DEFAULT_TRUSTED_PROXIES,
  allowedHosts: [],
  databaseWaitMs: 60_000,
  mail: {
    smtpUrl: undefined,
    from: `Andaman Island Experts <${DEFAULT_BUSINESS_INBOX}>`,
    businessInbox: DEFAULT_BUSINESS_INBOX,
  },
  imageCacheDir: undefined,
  prewarmImages: false,
  ...overrides,
});

const list = (value: string | undefined): string[] | undefined =>
  value
    ?.split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter((item) => item !== '');

/** Network settings of the process (not part of the app, which runs in-process in tests). */
export type ListenConfig = { host: string; port: number };

/** Reads the listen address from the environment: `API_HOST` (127.0.0.1), `API_PORT` (4000). */
export const listenConfigFromEnv = (env: NodeJS.ProcessEnv): ListenConfig => {
  const port = Number(env.API_PORT ?? 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`API_PORT is not a port: ${env.API_PORT}`);
  return { host: env.API_HOST ?? '127.0.0.1', port };
};

/**
 * The origin a browser reaches a listening server on. A wildcard bind address is not a place a browser
 * can go, so it becomes 127.0.0.1.
 */
export const listenOrigin = ({ host, port }: ListenConfig): string => {
  const reachable = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
};

/** `API_RATE_LIMIT_BOOKINGS=20/60` and so on; unset names keep their defaults, bad values stop the start. */
export const rateLimitsFromEnv = (env: NodeJS.ProcessEnv): Record<RateLimitName, RateLimit> => {
  const limits = { ...DEFAULT_RATE_LIMITS };
  for (const name of RATE_LIMIT_NAMES) {
    const variable = `API_RATE_LIMIT_${name.toUpperCase()}`;
    const value = env[variable];
    if (value === undefined || value === '') continue;
    try {
      limits[name] = parseRateLimit(value);
    } catch (error) {
      throw new Error(`${variable}: ${(error as Error).message}`);
    }
  }
  return limits;
};

const positiveOr = (value: number, fallback: number) =>
  Number.isFinite(value) && value > 0 ? value : fallback;

/** `API_TRUSTED_PROXIES` (comma list of addresses and CIDR ranges); a bad entry stops the start. */
export const trustedProxiesFromEnv = (env: NodeJS.ProcessEnv): string[] => {
  const entries = list(env.API_TRUSTED_PROXIES) ?? DEFAULT_TRUSTED_PROXIES;
  try {
    trustedProxies(entries);
  } catch (error) {
    throw new Error(`API_TRUSTED_PROXIES: ${(error as Error).message}`);
  }
  return entries;
};

/** `SMTP_URL` (an `smtp:` or `smtps:` URL, or unset), `MAIL_FROM`, `MAIL_BUSINESS_INBOX`; a bad URL stops the start. */
export const mailConfigFromEnv = (env: NodeJS.ProcessEnv): MailConfig => {
  const defaults = defaultConfig().mail;
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl !== undefined) {
    let protocol = '';
    try {
      protocol = new URL(smtpUrl).protocol;
    } catch {
      throw new Error('SMTP_URL is not a URL (e.g. smtp://127.0.0.1:2525)');
    }
    if (protocol !== 'smtp:' && protocol !== 'smtps:')
      throw new Error('SMTP_URL must be smtp:// or smtps://');
  }
  const businessInbox = env.MAIL_BUSINESS_INBOX?.trim() || defaults.businessInbox;
  return {
    smtpUrl,
    businessInbox,
    from: env.MAIL_FROM?.trim() || `Andaman Island Experts <${businessInbox}>`,
  };
};

/**
 * Reads the app configuration from the environment:
 * `API_DATA_DIR` (default `<api>/.data`), `DATABASE_URL`, `SITE_ORIGIN`, `API_CORS_ORIGINS` (comma list),
 * `API_PUBLIC_ORIGIN` (default: the listen address, so the payment page and images are on this server's own
 * origin even when the site reaches the API through a proxy), `API_TEST_MODE=1`, `API_SEAT_HOLD_SECONDS`,
 * `API_SEAT_HOLD_LIMIT`,
 * `TELEMETRY_RETENTION_DAYS` (30), `LOG_LEVEL`, `API_TRUSTED_PROXIES`, `API_ALLOWED_HOSTS`, `API_DATABASE_WAIT_SECONDS`, the mail settings
 * (`mailConfigFromEnv`), `API_IMAGE_CACHE_DIR` (default `<api>/.image-cache`), `API_IMAGE_PREWARM` (`1`/`0`;
 * default on outside test mode), and for the WordPress
 * lane `WORDPRESS_URL` with `WORDPRESS_TEST_TOKEN`.
 */
export const configFromEnv = (env: NodeJS.ProcessEnv, apiRoot: string, listen?: ListenConfig): AppConfig => {
  const holdSeconds = Number(env.API_SEAT_HOLD_SECONDS ?? 15 * 60);
  const waitSeconds = Number(env.API_DATABASE_WAIT_SECONDS ?? 60);
  const holdLimit = Number(env.API_SEAT_HOLD_LIMIT ?? DEFAULT_SEAT_HOLD_LIMIT);
  return defaultConfig({
    dataDir: env.API_DATA_DIR ? path.resolve(env.API_DATA_DIR) : path.join(apiRoot, '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    siteOrigin: (env.SITE_ORIGIN ?? 'http://localhost:3000').replace(/\/+$/, ''),
    corsOrigins: list(env.API_CORS_ORIGINS) ?? DEFAULT_SITE_ORIGINS,
    publicOrigin: env.API_PUBLIC_ORIGIN?.replace(/\/+$/, '') || (listen ? listenOrigin(listen) : undefined),
    imageOrigin: env.API_IMAGE_ORIGIN?.replace(/\/+$/, '') || undefined,
    testMode: env.API_TEST_MODE === '1',
    seatHoldMs: Number.isFinite(holdSeconds) && holdSeconds > 0 ? holdSeconds * 1000 : 15 * 60 * 1000,
    seatHoldLimit:
      Number.isInteger(holdLimit) && holdLimit >= 1 && holdLimit <= 1000
        ? holdLimit
        : DEFAULT_SEAT_HOLD_LIMIT,
    rateLimits: rateLimitsFromEnv(env),
    logLevel: env.LOG_LEVEL ?? 'info',
    telemetryRetentionDays: positiveOr(Number(env.TELEMETRY_RETENTION_DAYS), 30),
    wordpress:
      env.WORDPRESS_URL && env.WORDPRESS_TEST_TOKEN
        ? { url: env.WORDPRESS_URL.replace(/\/+$/, ''), token: env.WORDPRESS_TEST_TOKEN }
        : undefined,
    trustedProxies: trustedProxiesFromEnv(env),
    allowedHosts: list(env.API_ALLOWED_HOSTS)?.map((host) => host.toLowerCase()) ?? [],
    databaseWaitMs: Number.isFinite(waitSeconds) && waitSeconds >= 0 ? waitSeconds * 1000 : 60_000,
    mail: mailConfigFromEnv(env),
    imageCacheDir: env.API_IMAGE_CACHE_DIR
      ? path.resolve(env.API_IMAGE_CACHE_DIR)
      : path.join(apiRoot, '.image-cache'),
    // Not in test mode: the end-to-end run renders what its pages ask for, and nothing else.
    prewarmImages: env.API_IMAGE_PREWARM ? env.API_IMAGE_PREWARM === '1' : env.API_TEST_MODE !== '1',
  });
};
