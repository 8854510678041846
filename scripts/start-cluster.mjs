// `pnpm start:cluster -- --instances 2`: the deploy recipe on one machine. N API instances and N edge
// instances on one PostgreSQL (DATABASE_URL, else a private throwaway server), behind nginx on the
// site's usual ports (3000-3005 and the API's 4000, moved by SITE_PORT_OFFSET): each origin is an nginx
// `upstream` of the edges, /api one of the APIs, with passive health checks (max_fails / fail_timeout)
// and one retry of an idempotent request on another instance. Every instance is supervised (restarted
// with back-off). The release registry lives in the same PostgreSQL. Ctrl+C / SIGTERM stops everything.
//   --instances N   instances of each kind (default 2, at most 4)
// Instance ports: edge k serves app i on 3050 + 10k + i and API k listens on 4001 + k (+ the offset).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { deployEnvironment, REGISTRY_DIR, releasesOf } from './lib/deploy.mjs';
import { NGINX_TEMPLATES, nginxConfig, nginxRunDir, runNginx } from './lib/nginx.mjs';
import { startTestPostgres } from './lib/postgres.mjs';
import { runFolder, snapshotOf, withLocalRuntimeConfig } from './lib/snapshots.mjs';
import { superviseTsx } from './lib/supervisor.mjs';
import {
  API_PORT,
  APPS,
  BUILD_LOCK,
  ensureInstalled,
  isBuilt,
  log,
  PORT_OFFSET,
  ROOT,
  runPnpm,
  waitForUrl,
  withFileLock,
} from './lib/workspace.mjs';
import { ensureNginx, NGINX, NGINX_BROTLI_MODULE } from './setup.mjs';

const { values } = parseArgs({ options: { instances: { type: 'string', default: '2' } } });
const INSTANCES = Number(values.instances);
if (!Number.isInteger(INSTANCES) || INSTANCES < 1 || INSTANCES > 4) throw new Error('--instances: 1 to 4');

const publicHosts = APPS.flatMap((app) => [`localhost:${app.port}`, `127.0.0.1:${app.port}`]);
const apiPorts = Array.from({ length: INSTANCES }, (_, k) => API_PORT + 1 + k);
const edgePorts = Array.from({ length: INSTANCES }, (_, k) =>
  Object.fromEntries(APPS.map((app, i) => [app.name, 3050 + PORT_OFFSET + 10 * k + i])),
);
const running = [];
let postgres;

let stopping = false;
async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled(running.map((process) => process.stop()));
  postgres?.stop();
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

async function main() {
  await ensureInstalled();
  await ensureNginx();
  const apps = await withFileLock(
    BUILD_LOCK,
    async () => {
      if (!isBuilt()) await runPnpm(['build']);
      return APPS.map((app) => ({ ...app, root: snapshotOf(app.dir) }));
    },
    { timeoutMs: 15 * 60_000 },
  );
  const shell = apps.find((app) => app.role === 'host');
  await withLocalRuntimeConfig(shell.root, readFileSync(join(shell.root, 'runtime-config.json'), 'utf8'));

  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    postgres = await startTestPostgres({
      port: 56432 + PORT_OFFSET,
      database: 'andaman_cluster',
      useTestUrl: false,
      fsync: true,
    });
    if (!postgres) throw new Error('PostgreSQL cannot run here: set DATABASE_URL (or run as root)');
    databaseUrl = postgres.url;
  }
  const publicApi = `http://localhost:${API_PORT}`;
  const apiEnv = (port) => ({
    ...process.env,
    API_HOST: '127.0.0.1',
    API_PORT: String(port),
    DATABASE_URL: databaseUrl,
    // nginx on this machine is the only hop in front: its X-Forwarded-For is believed.
    API_TRUSTED_PROXIES: '127.0.0.1/32',
    API_PARENT_PID: String(process.pid),
    SITE_ORIGIN: `http://localhost:${APPS[0].port}`,
    API_PUBLIC_ORIGIN: publicApi,
    API_CORS_ORIGINS: publicHosts.map((host) => `http://${host}`).join(','),
  });
  // The first API creates and seeds the database; the others start once it has.
  for (const [k, port] of apiPorts.entries()) {
    superviseTsx({ name: `api-${k + 1}`, cwd: join(ROOT, 'api'), log, running, env: apiEnv(port) });
    if (k === 0) await waitForUrl(`http://127.0.0.1:${port}/health`, 'the first API');
  }
  const imageOrigins = [publicApi, `http://127.0.0.1:${API_PORT}`];
  for (const [k, ports] of edgePorts.entries()) {
    const file = join(runFolder(), `edge-${k + 1}.json`);
    const config = {
      apps: apps.map(({ name, role, root }) => ({
        name,
        role,
        port: ports[name],
        root,
        ...(role === 'remote'
          ? { releasesDir: releasesOf({ dir: apps.find((app) => app.name === name).dir }) }
          : {}),
      })),
      // Through nginx: the API instances' upstream.
      apiOrigin: `http://127.0.0.1:${API_PORT}`,
      imageOrigins,
      allowedHosts: publicHosts,
      environment: deployEnvironment(),
      registryDir: REGISTRY_DIR,
    };
    writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
    superviseTsx({
      name: `edge-${k + 1}`,
      cwd: join(ROOT, 'edge'),
      log,
      running,
      env: {
        ...process.env,
        EDGE_CONFIG_FILE: file,
        EDGE_PARENT_PID: String(process.pid),
        DATABASE_URL: databaseUrl,
      },
    });
  }
  for (const ports of edgePorts)
    await waitForUrl(`http://127.0.0.1:${ports.shell}/runtime-config.json`, 'an edge', 60_000);
  const runDir = nginxRunDir('andaman-cluster');
  const { renderNginxCluster } = await nginxConfig();
  const text = renderNginxCluster({
    templates: NGINX_TEMPLATES,
    apps: APPS.map(({ name, role, port }) => ({ name, role, port })),
    edges: edgePorts,
    apiOrigins: apiPorts.map((port) => `http://127.0.0.1:${port}`),
    apiPort: API_PORT,
    serverNames: publicHosts,
    runDir,
    modules: [NGINX_BROTLI_MODULE],
    user: process.getuid?.() === 0 ? 'nobody nogroup' : undefined,
  });
  const nginx = await runNginx({
    nginx: NGINX,
    runDir,
    text,
    readyUrl: `http://127.0.0.1:${APPS[0].port}/runtime-config.json`,
  });
  const exited = new Promise((resolve) => nginx.child.once('exit', resolve));
  running.push({
    stop: async () => {
      nginx.child.kill('SIGTERM');
      await exited;
    },
  });
  for (const ports of apiPorts.slice(1)) await waitForUrl(`http://127.0.0.1:${ports}/health`, 'an API');
  log(`cluster: ${INSTANCES} API and ${INSTANCES} edge instances behind nginx, one PostgreSQL`);
  log(`cluster ready: open http://localhost:${APPS[0].port}`);
}

main().catch((error) => {
  console.error(error);
  void stopAll(1);
});
