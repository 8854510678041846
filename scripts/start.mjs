// `npm start` / `pnpm start`: installs and builds when needed, then serves the production builds:
// the shell on 3000 (with /api and /wp-json forwarded to the API), each remote from its own
// origin (3001-3005) and the reference API on 4000. The site's origins (the edge, edge/) and the API
// are separate processes, each started again if it crashes (scripts/lib/supervisor.mjs): while the API
// is down the pages are still served and /api answers 503 with a message. Ctrl+C (or SIGTERM) stops
// everything, letting requests in flight finish.
//   --build      rebuild even if builds exist
// In an environment that serves local builds (`localBuilds` in deploy/environments.json: `local`, the
// e2e suite's `e2e`), each remote's build is a release like any other: published, and the registry
// points at it whenever it changed since the last build pointed at, so what you build is what you
// see; a ship or promote made since is kept until the next change of the build, and rollback can
// return to the build. Every remote is then served from a release, first views included.
//   --no-api     do not start the API (use an API already running on API_PORT)
//   --nginx      serve with Debian's nginx (deploy/nginx) instead of the Node static server
//                (also SITE_SERVER=nginx); installed with apt when missing and running as root
// SITE_PORT_OFFSET=100 moves every port by 100 (a second copy beside the first): each copy keeps
// its API data in its own folder (api/.data, api/.data-100…), and two starts in one checkout take
// turns on the builds (BUILD_LOCK): one never rebuilds `dist` while the other is copying it.
// WORDPRESS_URL=http://localhost:8088 serves `/wp-json` from that WordPress instead of the reference API
// (`node scripts/wordpress.mjs` runs a local one); without it the API's WordPress stand-in answers.
// EDGE_ALLOWED_HOSTS=www.example.com,… adds Host names the edge answers (besides localhost and
// 127.0.0.1 on its ports). DATABASE_URL: the API's database, and the release registry's (edge/).
// EDGE_UPSTREAM_TIMEOUT_MS: how long the edge waits for the API before answering 504 (default 30 s, the
// product's; the edge's fault lane shortens it so its hung-API scenario does not wait out 30 s).
// The API's e-mail goes to a local mail sink (SMTP on 2525, messages at http://127.0.0.1:2526/messages,
// both moved by SITE_PORT_OFFSET) unless SMTP_URL names a real mail server (then no sink is started).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  declaredEnvironments,
  deployEnvironment,
  publishLocalBuild,
  REGISTRY_DIR,
  refreshLiveLinks,
  registryFile,
  releasesOf,
} from './lib/deploy.mjs';
import { runFolder, snapshotOf, withLocalRuntimeConfig } from './lib/snapshots.mjs';
import { superviseTsx } from './lib/supervisor.mjs';
import {
  API_PORT,
  APPS,
  BUILD_LOCK,
  ensureInstalled,
  isBuilt,
  log,
  MAIL_SINK_HTTP_PORT,
  MAIL_SINK_SMTP_PORT,
  PORT_OFFSET,
  ROOT,
  runPnpm,
  waitForUrl,
  withFileLock,
} from './lib/workspace.mjs';

const args = new Set(process.argv.slice(2));
const useNginx = args.has('--nginx') || process.env.SITE_SERVER === 'nginx';
/** Set by `pnpm dev --only <remote>`: the remote a dev server serves in place of its build. */
const devRemote = process.env.SITE_DEV_REMOTE || undefined;
const devPort = APPS.find((app) => app.name === devRemote)?.port;
const connectOrigins = devPort ? [`ws://localhost:${devPort}`, `ws://127.0.0.1:${devPort}`] : [];
const codeOrigins = devPort ? [`http://127.0.0.1:${devPort}`] : [];
const apiOrigin = `http://127.0.0.1:${API_PORT}`;
const shellOrigin = `http://localhost:${APPS[0].port}`;
const wordpressUrl = wordpressUrlFrom(process.env.WORDPRESS_URL);
/** What runs: supervised processes and nginx, each with a `stop()` that waits for its exit. */
const running = [];

/** `WORDPRESS_URL`, checked (an http(s) URL), or undefined when unset or blank. */
function wordpressUrlFrom(value) {
  if (!value || value.trim() === '') return undefined;
  let url;
  try {
    url = new URL(value.trim());
  } catch {
    throw new Error(`WORDPRESS_URL is not a URL: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`WORDPRESS_URL must be http(s): ${value}`);
  }
  return url.href.replace(/\/+$/, '');
}

let stopping = false;
async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  // Each server drains (answers what it is working on) before it exits.
  await Promise.allSettled(running.map((process) => process.stop()));
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));

/** The Host values the site answers: localhost and 127.0.0.1 on each origin's port, and EDGE_ALLOWED_HOSTS. */
function allowedHosts() {
  const extra = (process.env.EDGE_ALLOWED_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim())
    .filter(Boolean);
  return [...APPS.flatMap((app) => [`localhost:${app.port}`, `127.0.0.1:${app.port}`]), ...extra];
}

/** Snapshots of every build (the shell's with this environment's run-time configuration). */
async function snapshotApps() {
  const apps = [];
  for (const app of APPS) {
    const root = snapshotOf(app.dir);
    if (app.role === 'host') {
      await withLocalRuntimeConfig(root, readFileSync(join(root, 'runtime-config.json'), 'utf8'));
    }
    apps.push({ ...app, root, ...(app.role === 'remote' ? { releasesDir: releasesOf(app) } : {}) });
  }
  return apps;
}

/** The edge's configuration file for this run (edge/src/config.ts). */
function writeEdgeConfig(apps, imageOrigins) {
  const file = join(runFolder(), 'edge-config.json');
  const config = {
    // `pnpm dev --only <remote>`: that remote's dev server has its port (and its hot reload).
    apps: apps
      .filter((app) => app.name !== devRemote)
      .map(({ name, role, port, root, releasesDir }) => ({ name, role, port, root, releasesDir })),
    apiOrigin,
    ...(wordpressUrl ? { wordpressUrl } : {}),
    imageOrigins,
    ...(devRemote ? { devRemote } : {}),
    connectOrigins,
    codeOrigins,
    allowedHosts: allowedHosts(),
    environment: deployEnvironment(),
    registryDir: REGISTRY_DIR,
    ...(process.env.EDGE_UPSTREAM_TIMEOUT_MS
      ? { upstreamTimeoutMs: Number(process.env.EDGE_UPSTREAM_TIMEOUT_MS) }
      : {}),
  };
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

/** Each remote's build published and pointed at when it changed (`publishLocalBuild`); one line per remote. */
async function publishLocalBuilds(environment) {
  if (!declaredEnvironments()[environment]?.localBuilds) return [];
  const lines = [];
  for (const app of APPS.filter((candidate) => candidate.role === 'remote' && candidate.name !== devRemote)) {
    lines.push(await publishLocalBuild(app, environment, join(ROOT, app.dir, 'dist')));
  }
  await refreshLiveLinks(environment);
  return lines;
}

async function main() {
  await ensureInstalled();
  // Build (when asked or missing) and take this run's private snapshot of `dist` under the lock.
  const waiting = () => log('another start is building or copying the apps: waiting for it…');
  const { apps, live } = await withFileLock(
    BUILD_LOCK,
    async () => {
      if (args.has('--build') || !isBuilt()) {
        log('building every app (production)…');
        await runPnpm(['build']);
      }
      return { apps: await snapshotApps(), live: await publishLocalBuilds(deployEnvironment()) };
    },
    { timeoutMs: 15 * 60_000, onWait: waiting },
  );
  // The API's content images (hotel, activity and package photos) come from its public origin.
  const imageOrigins = [`http://localhost:${API_PORT}`, `http://127.0.0.1:${API_PORT}`];
  // The API's mail goes to SMTP_URL, or to a local sink started here.
  const ownSink = !args.has('--no-api') && !process.env.SMTP_URL?.trim();
  const smtpUrl = process.env.SMTP_URL?.trim() || `smtp://127.0.0.1:${MAIL_SINK_SMTP_PORT}`;
  if (ownSink) {
    superviseTsx({
      name: 'mail-sink',
      cwd: join(ROOT, 'api'),
      entry: 'src/mail-sink/main.ts',
      log,
      running,
      env: {
        ...process.env,
        MAIL_SINK_SMTP_PORT: String(MAIL_SINK_SMTP_PORT),
        MAIL_SINK_HTTP_PORT: String(MAIL_SINK_HTTP_PORT),
        MAIL_SINK_PARENT_PID: String(process.pid),
      },
    });
  }
  if (!args.has('--no-api')) {
    superviseTsx({
      name: 'api',
      cwd: join(ROOT, 'api'),
      log,
      running,
      env: {
        API_PORT: String(API_PORT),
        // One data folder per copy of the site (the API locks its folder).
        API_DATA_DIR: join(ROOT, 'api', PORT_OFFSET === 0 ? '.data' : `.data-${PORT_OFFSET}`),
        SITE_ORIGIN: shellOrigin,
        API_PARENT_PID: String(process.pid),
        API_PUBLIC_ORIGIN: `http://localhost:${API_PORT}`,
        // Pictures through the shell's own origin (its edge forwards /api): a page's largest picture
        // needs no second connection.
        API_IMAGE_ORIGIN: shellOrigin,
        API_CORS_ORIGINS: APPS.flatMap((app) => [
          `http://localhost:${app.port}`,
          `http://127.0.0.1:${app.port}`,
        ]).join(','),
        ...process.env,
        SMTP_URL: smtpUrl,
      },
    });
  }
  if (useNginx) {
    const { startNginx } = await import('./lib/nginx.mjs');
    const { ensureNginx, NGINX, NGINX_BROTLI_MODULE } = await import('./setup.mjs');
    await ensureNginx();
    const nginx = await startNginx({
      apps: apps.filter((app) => app.name !== devRemote),
      apiOrigins: [apiOrigin],
      contentBase: wordpressUrl,
      imageOrigins: [...imageOrigins, ...(wordpressUrl ? [wordpressUrl] : [])],
      registryFile: registryFile(deployEnvironment()),
      serverNames: allowedHosts(),
      nginx: NGINX,
      modules: [NGINX_BROTLI_MODULE],
    });
    const exited = new Promise((resolve) => nginx.child.once('exit', resolve));
    nginx.child.on('exit', (code) => {
      if (stopping) return;
      log(`nginx exited (${code})`);
      void stopAll(code ?? 1);
    });
    running.push({
      stop: async () => {
        nginx.child.kill('SIGTERM');
        await exited;
      },
    });
  } else {
    superviseTsx({
      name: 'edge',
      cwd: join(ROOT, 'edge'),
      log,
      running,
      env: {
        ...process.env,
        EDGE_CONFIG_FILE: writeEdgeConfig(apps, imageOrigins),
        EDGE_PARENT_PID: String(process.pid),
      },
    });
    await waitForUrl(`http://127.0.0.1:${APPS[0].port}/runtime-config.json`, 'the edge', 60_000);
  }
  if (!args.has('--no-api')) await waitForUrl(`${apiOrigin}/health`, 'the API');
  for (const app of APPS) log(`${app.name.padEnd(10)} http://localhost:${app.port}`);
  log(`api        ${apiOrigin}`);
  if (ownSink) {
    await waitForUrl(`http://127.0.0.1:${MAIL_SINK_HTTP_PORT}/health`, 'the mail sink');
    log(
      `mail sink  smtp://127.0.0.1:${MAIL_SINK_SMTP_PORT} (messages: http://127.0.0.1:${MAIL_SINK_HTTP_PORT}/messages)`,
    );
  }
  if (live.length > 0) {
    log(`live in ${deployEnvironment()} (pnpm releases shows more):`);
    for (const line of live) log(`  ${line}`);
  }
  if (wordpressUrl) log(`wordpress  ${wordpressUrl} (serves /wp-json)`);
  log(`site ready: open ${shellOrigin}`);
}

main().catch((error) => {
  console.error(error);
  void stopAll(1);
});
