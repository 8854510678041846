// The edge as a process: `EDGE_CONFIG_FILE=<file> tsx src/main.ts` (the start script and the cluster
// recipe write the file). The registry comes from PostgreSQL when DATABASE_URL is set, else from files.
// SIGTERM / SIGINT drain every origin before the process exits. EDGE_PARENT_PID: stop when that
// process is gone (a start script killed without the chance to stop its children).
import { readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configFromEnv } from './config.ts';
import { startEdge } from './edge.ts';
import { isRunning } from './process-alive.ts';
import { openRegistryStore } from './registry/registry-store.ts';

/** Renderer folders of edges that were killed without cleaning up. */
function removeOrphanFolders() {
  for (const entry of readdirSync(tmpdir())) {
    const pid = Number(/^andaman-edge-(\d+)-/.exec(entry)?.[1]);
    if (pid && !isRunning(pid)) rmSync(join(tmpdir(), entry), { recursive: true, force: true });
  }
}

const log = (message: string, fields: Record<string, unknown> = {}) =>
  process.stdout.write(
    `${JSON.stringify({ time: new Date().toISOString(), service: 'edge', message, ...fields })}\n`,
  );

removeOrphanFolders();
const config = configFromEnv(process.env);
const store = openRegistryStore({ dir: config.registryDir, databaseUrl: process.env.DATABASE_URL });
const edge = await startEdge(config, store);
log('edge listening', {
  pid: process.pid,
  origins: edge.servers.map(({ name, port }) => `${name} http://${config.listenHost}:${port}`),
  registry: store.kind,
});

let stopping = false;
const stop = async (reason: string) => {
  if (stopping) return;
  stopping = true;
  log('edge draining', { reason });
  const { cut } = await edge.stop();
  await store.close().catch(() => undefined);
  log('edge stopped', { cut });
  process.exit(0);
};
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));

const parentPid = Number(process.env.EDGE_PARENT_PID);
if (Number.isInteger(parentPid) && parentPid > 0) {
  setInterval(() => {
    if (!isRunning(parentPid)) void stop('parent exited');
  }, 2000).unref();
}
