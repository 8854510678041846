import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { lockDataDir } from './lock';
import { type ExecSql, type QuerySql, runMigrations } from './migrations';
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
  close: () => Promise<void>;
};

/**
 * Opens PostgreSQL at `databaseUrl` when given, else PGlite in `dataDir` (created if missing), else
 * PGlite in memory; then applies pending migrations.
 */
export const openDatabase = async (options: {
  databaseUrl: string | undefined;
  dataDir: string | undefined;
}): Promise<Database> => {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
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
    close: async () => {
      await client.close();
      await unlock();
    },
  };
};

const openPostgres = async (url: string): Promise<Database> => {
  // Loaded only when a server is configured, so a PGlite start does not pay for `pg`.
  const [{ default: pg }, { drizzle }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const exec: ExecSql = async (sql) => {
    const connection = await pool.connect();
    try {
      await connection.query(sql);
    } finally {
      connection.release();
    }
  };
  const query: QuerySql = async (sql) => (await pool.query<Record<string, unknown>>(sql)).rows;
  await runMigrations(exec, query);
  return {
    db: drizzle({ client: pool, schema }) as unknown as Db,
    exec,
    driver: 'postgres',
    close: () => pool.end(),
  };
};
