// The registry in PostgreSQL: one row per environment holding the same document the file backend
// writes. A move takes the environment's advisory lock in its transaction; each edge polls the row
// and serves the last document it read, so a database restart leaves the site on its current releases.
import pg from 'pg';
import type { LiveRegistry, RegistryStore } from './registry-store.ts';

const TABLE = 'edge_release_registry';
const SCHEMA = `CREATE TABLE IF NOT EXISTS ${TABLE} (
  environment text PRIMARY KEY,
  document text NOT NULL,
  revision bigint NOT NULL DEFAULT 1,
  updated_at timestamptz NOT NULL DEFAULT now()
)`;
/** Postgres error codes of a CREATE TABLE IF NOT EXISTS that raced another one: the table is there. */
const CREATED_MEANWHILE = new Set(['23505', '42P07']);
export const REGISTRY_POLL_MS = 1000;

export interface PostgresRegistryOptions {
  databaseUrl: string;
  pollMs?: number | undefined;
}

export function postgresRegistryStore({
  databaseUrl,
  pollMs = REGISTRY_POLL_MS,
}: PostgresRegistryOptions): RegistryStore {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 2,
    connectionTimeoutMillis: 2000,
    idleTimeoutMillis: 10_000,
    query_timeout: 5000,
  });
  // A connection the server closed (a database restart) is dropped from the pool, not fatal.
  pool.on('error', () => undefined);
  let schema: Promise<void> | undefined;
  const ensureSchema = () => {
    schema ??= pool.query(SCHEMA).then(
      () => undefined,
      (error: { code?: string }) => {
        if (CREATED_MEANWHILE.has(error.code ?? '')) return;
        schema = undefined;
        throw error;
      },
    );
    return schema;
  };
  const read = async (environment: string) => {
    await ensureSchema();
    const { rows } = await pool.query<{ document: string }>(
      `SELECT document FROM ${TABLE} WHERE environment = $1`,
      [environment],
    );
    return rows[0]?.document;
  };
  return {
    kind: 'postgres',
    read,
    async update(environment, change) {
      await ensureSchema();
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`andaman.registry.${environment}`]);
        const { rows } = await client.query<{ document: string }>(
          `SELECT document FROM ${TABLE} WHERE environment = $1`,
          [environment],
        );
        const { text, result } = await change(rows[0]?.document);
        await client.query(
          `INSERT INTO ${TABLE} (environment, document) VALUES ($1, $2)
           ON CONFLICT (environment) DO UPDATE
           SET document = excluded.document, revision = ${TABLE}.revision + 1, updated_at = now()`,
          [environment, text],
        );
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async live(environment): Promise<LiveRegistry> {
      let known: string | undefined;
      let stopped = false;
      let timer: NodeJS.Timeout | undefined;
      const refresh = async () => {
        try {
          known = await read(environment);
        } catch {
          // the database is away: keep serving what was read last
        }
      };
      const loop = () => {
        if (stopped) return;
        timer = setTimeout(() => void refresh().finally(loop), pollMs);
        timer.unref();
      };
      await refresh();
      loop();
      return {
        text: () => known,
        async close() {
          stopped = true;
          clearTimeout(timer);
        },
      };
    },
    close: () => pool.end(),
  };
}
