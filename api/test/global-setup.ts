import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seedIfEmpty } from '../src/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDir: string;
  }
}

/** Creates the template database once for the whole run. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'andaman-api-template-'));
  const database = await openDatabase({ databaseUrl: undefined, dataDir: dir });
  await seedIfEmpty(database.db, { testFixtures: true });
  await database.close();
  project.provide('templateDir', dir);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}
