import { BOOKING_TOKEN_HEADER } from '@andaman/shared/contracts/booking-receipt';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import pino, { type Logger } from 'pino';
import type { AppConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { startHousekeeping } from './db/housekeeping';
import { DATABASE_UNAVAILABLE_CODE, DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './db/outage';
import type { Deps } from './deps';
import { activityRoutes } from './features/activities/routes';
import { bookingRoutes } from './features/bookings/routes';
import { contactRoutes } from './features/contact/routes';
import { contentRoutes } from './features/content/routes';
import { wpError } from './features/content/wordpress';
import { ferryOperatorRoutes } from './features/ferry-operators/routes';
import { holidayRoutes } from './features/holidays/routes';
import { hotelRoutes } from './features/hotels/routes';
import { locationRoutes } from './features/locations/routes';
import { errorPage, PAY_PAGE_STYLE } from './features/payments/pay-page';
import { hostedPaymentRoutes, paymentRoutes } from './features/payments/routes';
import { telemetryRoutes } from './features/telemetry/routes';
import { testControlRoutes } from './features/test-controls/routes';
import { TestControls } from './features/test-controls/state';
import { tripRoutes } from './features/trips/routes';
import { edgeGuard } from './http/edge';
import { HttpError } from './http/errors';
import { payPageCsp, securityHeaders } from './http/headers';
import { hostGuard, hostMatcher } from './http/host-check';
import { createRateLimiters, requestClient } from './http/rate-limit';
import { trustedProxies } from './http/trusted-proxies';
import { prewarmCatalogueImages } from './images/prewarm';
import { imageRoutes } from './images/routes';
import { startMailDelivery } from './mail/mail-delivery';
import { outboxDepth } from './mail/outbox';
import { seedIfEmpty } from './seed';

/** A built app with what tests and `main` need around it. */
export type ApiApp = {
  app: Hono;
  database: Database;
  controls: TestControls;
  log: Logger;
  /** Starts shutting down: `/ready` answers 503, so a load balancer stops sending new clients here. */
  drain: () => void;
  /** Closes the database. */
  close: () => Promise<void>;
};

const isWordPress = (path: string) => path === '/wp-json' || path.startsWith('/wp-json/');

/**
 * Opens the database (migrating and seeding it on first start) and builds the Hono app:
 * `/api/*` (the site's backend), `/wp-json/*` (WordPress), `/pay/*` (hosted payment page), `/health`
 * (liveness), `/ready` (readiness: the database answers), and `/__test__/*` in test mode only. While the
 * database cannot be reached, every route that needs it answers 503 with a message.
 */
export const createApp = async (config: AppConfig, logger?: Logger): Promise<ApiApp> => {
  const log = logger ?? pino({ level: config.logLevel, base: { service: 'api' } });
  const opening = performance.now();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    log,
    startupWaitMs: config.databaseWaitMs,
  });
  const seeding = performance.now();
  const seeded = await seedIfEmpty(database.db, { testFixtures: config.testMode });
  log.info(
    {
      driver: database.driver,
      openMs: Math.round(seeding - opening),
      seedMs: seeded ? Math.round(performance.now() - seeding) : 0,
    },
    seeded ? 'database created and seeded' : 'database opened',
  );
  const controls = new TestControls();
  const stopHousekeeping = startHousekeeping(database.db, config.now, log);
  const mail = startMailDelivery(database.db, config, log);
  if (config.prewarmImages && config.imageCacheDir) prewarmCatalogueImages(config.imageCacheDir, log);
  const clientOf = requestClient(trustedProxies(config.trustedProxies));
  const deps: Deps = { db: database.db, database, config, log, controls, clientOf };

  const app = new Hono();
  let draining = false;

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    log.info(
      {
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      },
      'request',
    );
  });

  const siteOrigins = [config.siteOrigin, ...config.corsOrigins];
  app.use('*', securityHeaders(payPageCsp(PAY_PAGE_STYLE, siteOrigins)));
  app.use('*', hostGuard(hostMatcher(config)));

  app.use('*', async (c, next) => {
    const delay = controls.latencyFor(c.req.path);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
    await next();
  });

  const allowed = new Set(config.corsOrigins);
  const guard = edgeGuard({
    bodyLimitBytes: config.bodyLimitBytes,
    allowedOrigins: new Set(siteOrigins),
    formPaths: ['/pay/'],
  });
  app.use(
    '*',
    cors({
      origin: (origin) => (allowed.has(origin) ? origin : null),
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowHeaders: ['Content-Type', 'Authorization', 'Idempotency-Key', BOOKING_TOKEN_HEADER],
      exposeHeaders: [
        'X-WP-Total',
        'X-WP-TotalPages',
        'Idempotent-Replayed',
        'Retry-After',
        'RateLimit-Limit',
        'RateLimit-Remaining',
        'RateLimit-Reset',
      ],
      maxAge: 600,
    }),
  );

  app.use('/api/*', guard);
  app.use('/wp-json', guard);
  app.use('/wp-json/*', guard);
  app.use('/pay/*', guard);

  const { limit } = createRateLimiters(database.db, config.rateLimits, clientOf);
  app.use('/api/activity-bookings', limit('bookings'));
  app.use('/api/hotel-bookings', limit('bookings'));
  app.use('/api/holiday-package-bookings', limit('bookings'));
  app.use('/api/payment', limit('payments'));
  app.use('/api/common/email', limit('emails'));
  app.use('/wp-json/wp/v2/comments', limit('comments'));
  app.use('/api/trips/lookup', limit('lookups'));

  // Liveness: the process answers (never touches the database, so a database outage does not restart it).
  app.get('/health', (c) => c.json({ success: true, data: { status: 'ok', database: database.driver } }));
  // Readiness: the database answers and the process is not shutting down; with the e-mail outbox's depth.
  app.get('/ready', async (c) => {
    if (draining) return c.json({ success: false, message: 'Shutting down' }, 503);
    try {
      await database.ping();
      const outbox = await outboxDepth(database.db);
      return c.json({
        success: true,
        data: { status: 'ready', database: database.driver, mail: { transport: mail.transport, ...outbox } },
      });
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      return c.json(
        { success: false, message: DATABASE_UNAVAILABLE_MESSAGE, code: DATABASE_UNAVAILABLE_CODE },
        503,
      );
    }
  });

  const telemetry = telemetryRoutes(deps);
  app.route('/', telemetry.root);

  const api = new Hono()
    .route('/', locationRoutes(deps))
    .route('/', activityRoutes(deps))
    .route('/', hotelRoutes(deps))
    .route('/', holidayRoutes(deps))
    .route('/', bookingRoutes(deps))
    .route('/', contactRoutes(deps))
    .route('/', ferryOperatorRoutes(deps))
    .route('/', paymentRoutes(deps))
    .route('/', tripRoutes(deps))
    .route('/', telemetry.api)
    .route('/', imageRoutes({ cacheDir: config.imageCacheDir }));
  app.route('/api', api);
  app.route('/wp-json', contentRoutes(deps));
  app.route('/', hostedPaymentRoutes(deps));
  if (config.testMode) {
    app.route('/__test__', testControlRoutes(deps));
    log.warn('test mode: /__test__ control API mounted');
  }

  app.notFound((c) =>
    isWordPress(c.req.path)
      ? c.json(wpError('rest_no_route', 'No route was found matching the URL and request method.', 404), 404)
      : c.json({ success: false, message: `No such endpoint: ${c.req.method} ${c.req.path}` }, 404),
  );

  app.onError((error, c) => {
    let status: ContentfulStatusCode = 500;
    let message = 'Internal server error';
    let code: string | undefined;
    if (error instanceof HttpError) {
      status = error.status;
      message = error.message;
      code = error.code;
    } else if (error instanceof HTTPException) {
      status = error.status as ContentfulStatusCode;
      message = error.message || 'Bad request';
    } else if (isDatabaseUnavailable(error)) {
      // The database is restarting or unreachable: nothing was stored, and a retry in a moment can succeed.
      status = 503;
      message = DATABASE_UNAVAILABLE_MESSAGE;
      code = DATABASE_UNAVAILABLE_CODE;
      c.header('Retry-After', '5');
      log.warn(
        { err: (error as Error).message, method: c.req.method, path: c.req.path },
        'database unavailable',
      );
    } else {
      log.error({ err: error, method: c.req.method, path: c.req.path }, 'unhandled error');
    }
    if (isWordPress(c.req.path)) return c.json(wpError('rest_error', message, status), status);
    if (c.req.path.startsWith('/pay/')) return c.html(errorPage('Payment not available', message), status);
    return c.json({ success: false, message, ...(code ? { code } : {}) }, status);
  });

  return {
    app,
    database,
    controls,
    log,
    drain: () => {
      draining = true;
    },
    close: async () => {
      stopHousekeeping();
      await mail.stop();
      await database.close();
    },
  };
};
