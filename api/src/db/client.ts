import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { Logger } from 'pino';
import { lockDataDir } from './lock';
import { type ExecSql, type QuerySql, runMigrations } from './migrations';
import { isDatabaseUnavailable } from './outage';
import * as schema from './schema';

/** The drizzle database, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database with its migrations applied. */
export type Database = {
  db: Db;
  /** Runs raw SQL text (several statements allowed); for resets. */
  exec: ExecSql;
  /** `pglite` or `postgres`. */
  driver: 'pglite' | 'postgres';
  /** Resolves when the database answers a query now; rejects (see `isDatabaseUnavailable`) when it does not. */
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

/** How a database is opened. */
export type OpenOptions = {
  databaseUrl: string | undefined;
  dataDir: string | undefined;
  /** Where connection trouble is reported (a PostgreSQL server that restarts, a pool that reconnects). */
  log?: Pick<Logger, 'warn' | 'info'>;
  /** How long a start waits for a PostgreSQL server that does not answer yet (default 60 s). */
  startupWaitMs?: number;
};

/**
 * Opens PostgreSQL at `databaseUrl` when given, else PGlite in `dataDir` (created if missing), else
 * PGlite in memory; then applies pending migrations.
 */
export const openDatabase = async (options: OpenOptions): Promise<Database> => {
  if (options.databaseUrl)
    return openPostgres(options.databaseUrl, options.log, options.startupWaitMs ?? 60_000);
  let unlock = async () => {};
  if (options.dataDir) {
    await mkdir(options.dataDir, { recursive: true });
    unlock = await lockDataDir(options.dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(options.dataDir ?? 'memory://');
  } catch (error) {
    await unlock();
    throw error;
  }
  const exec: ExecSql = async (sql) => {
    await client.exec(sql);
  };
  const query: QuerySql = async (sql) => (await client.query<Record<string, unknown>>(sql)).rows;
  await runMigrations(exec, query);
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    exec,
    driver: 'pglite',
    ping: async () => {
      await client.query('SELECT 1');
    },
    close: async () => {
      await client.close();
      await unlock();
    },
  };
};

const quiet: Pick<Logger, 'warn' | 'info'> = { warn: () => {}, info: () => {} };

/**
 * A node-postgres pool that outlives its server: every connection and the pool itself have an `error`
 * listener (an unheard `error` event would end the process when PostgreSQL restarts), a connection that broke
 * is dropped on release and a fresh one is opened for the next query, and connecting gives up after 5 s so a
 * request is answered 503 instead of hanging. The first connection is retried with back-off for
 * `startupWaitMs`, so the API can start before its database.
 */
const openPostgres = async (
  url: string,
  log: Pick<Logger, 'warn' | 'info'> = quiet,
  startupWaitMs = 60_000,
): Promise<Database> => {
  // Loaded only when a server is configured, so a PGlite start does not pay for `pg`.
  const [{ default: pg }, { drizzle }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
  });
  pool.on('error', (error) => log.warn({ err: error.message }, 'database connection lost (idle)'));
  pool.on('connect', (client) =>
    client.on('error', (error) => log.warn({ err: error.message }, 'database connection lost')),
  );
  const exec: ExecSql = async (sql) => {
    const connection = await pool.connect();
    try {
      await connection.query(sql);
    } finally {
      connection.release();
    }
  };
  const query: QuerySql = async (sql) => (await pool.query<Record<string, unknown>>(sql)).rows;
  await untilAnswering(() => runMigrations(exec, query), startupWaitMs, log);
  return {
    db: drizzle({ client: pool, schema }) as unknown as Db,
    exec,
    driver: 'postgres',
    ping: async () => {
      await pool.query('SELECT 1');
    },
    close: () => pool.end(),
  };
};

/** Runs `attempt` until it succeeds, retrying (0.25 s doubling to 2 s) while the database cannot be reached. */
const untilAnswering = async <T>(
  attempt: () => Promise<T>,
  waitMs: number,
  log: Pick<Logger, 'warn' | 'info'>,
): Promise<T> => {
  const deadline = Date.now() + waitMs;
  for (let delay = 250; ; delay = Math.min(delay * 2, 2000)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + delay > deadline) throw error;
      log.warn({ err: (error as Error).message, retryInMs: delay }, 'database not answering yet');
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
};
