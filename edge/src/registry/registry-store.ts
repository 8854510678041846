// Where the release registry of each environment lives (pointers and their history, see
// deploy/README.md): JSON files under deploy/registry/ by default, or a PostgreSQL table when a
// database URL is given, so every edge instance of a cluster serves the same pointers. The delivery
// commands (ship, promote, rollback) write through the same store the edge reads.
import { fileRegistryStore } from './file-registry-store.ts';
import { postgresRegistryStore } from './postgres-registry-store.ts';

/** The registry document an edge serves: what it read last, even while the store is unreachable. */
export interface LiveRegistry {
  /** The registry's text (stamped JSON), or undefined when the environment has none. */
  text(): string | undefined;
  close(): Promise<void>;
}

export interface RegistryStore {
  readonly kind: 'file' | 'postgres';
  /** The environment's registry text as stored now, or undefined when none was written yet. */
  read(environment: string): Promise<string | undefined>;
  /**
   * Runs `change` on the current text holding the environment's lock, and stores the text it returns
   * (nothing is stored when it throws). Returns what `change` returned beside the text.
   */
  update<T>(
    environment: string,
    change: (current: string | undefined) => Promise<{ text: string; result: T }>,
  ): Promise<T>;
  /** The environment's registry kept current for serving. */
  live(environment: string): Promise<LiveRegistry>;
  close(): Promise<void>;
}

export interface RegistryStoreOptions {
  /** The folder of the file backend (`deploy/registry`). */
  dir: string;
  /** A PostgreSQL URL: the registry lives in the database instead of files. */
  databaseUrl?: string | undefined;
  /** How often an edge asks the database for changes. */
  pollMs?: number;
}

/** The store the options name: PostgreSQL when a database URL is given, else the files. */
export function openRegistryStore({ dir, databaseUrl, pollMs }: RegistryStoreOptions): RegistryStore {
  if (databaseUrl && databaseUrl.trim() !== '') return postgresRegistryStore({ databaseUrl, pollMs });
  return fileRegistryStore(dir);
}
