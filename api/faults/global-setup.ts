import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { type PostgresCluster, startTestPostgres } from '../../scripts/lib/postgres.mjs';
import { openDatabase } from '../src/db/client';
import { seedIfEmpty } from '../src/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A seeded PGlite folder to copy. */
    faultTemplateDir: string;
    /** The lane's private PostgreSQL (a database the scenarios may empty) and what restarts it. */
    postgres: { url: string; cluster: PostgresCluster };
  }
}

const offset = Number(process.env.SITE_PORT_OFFSET ?? 0);

/** One private PostgreSQL cluster (its own port, never the unit tests') and one seeded PGlite folder. */
export default async function setup(project: TestProject) {
  const server = await startTestPostgres({
    port: Number(process.env.API_FAULTS_POSTGRES_PORT ?? 54339 + offset),
    database: 'andaman_faults',
    useTestUrl: false,
  });
  if (!server?.cluster) throw new Error('the fault lane needs PostgreSQL: run it as root (apt installs it)');
  const dir = await mkdtemp(path.join(tmpdir(), 'andaman-faults-template-'));
  const database = await openDatabase({ databaseUrl: undefined, dataDir: dir });
  await seedIfEmpty(database.db, { testFixtures: true });
  await database.close();
  project.provide('faultTemplateDir', dir);
  project.provide('postgres', { url: server.url, cluster: server.cluster });
  return async () => {
    server.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
