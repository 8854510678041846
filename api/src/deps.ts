import type { Context } from 'hono';
import type { Logger } from 'pino';
import type { AppConfig } from './config';
import type { Database, Db } from './db/client';
import type { TestControls } from './features/test-controls/state';

/** What every feature's routes receive. */
export type Deps = {
  db: Db;
  database: Database;
  config: AppConfig;
  log: Logger;
  controls: TestControls;
  /** Who a request comes from (its address, or the forwarded one behind a trusted proxy). */
  clientOf: (c: Context) => string;
};

/** This server's public origin: configured, or the one the request came in on. */
export const publicOrigin = (c: Context, config: AppConfig): string =>
  config.publicOrigin ?? new URL(c.req.url).origin;

/** The origin of the catalogue's picture URLs: configured (the site's own), else this server's. */
export const imageOrigin = (c: Context, config: AppConfig): string =>
  config.imageOrigin ?? publicOrigin(c, config);

/** Makes a stored image path (`/api/images/…`) absolute on this server's origin. */
export const absoluteUrl = (origin: string, path: string): string =>
  path.startsWith('/') ? `${origin}${path}` : path;
