// `npm start` / `pnpm start`: installs and builds when needed, then serves the production builds:
// the shell on 3000 (with /api and /wp-json forwarded to the API), each remote from its own
// origin (3001-3005) and the reference API on 4000. Ctrl+C stops everything.
//   --build      rebuild even if builds exist
//   --no-api     do not start the API (use an API already running on API_PORT)
//   --nginx      serve with Debian's nginx (deploy/nginx) instead of the Node static server
//                (also SITE_SERVER=nginx); installed with apt when missing and running as root
// SITE_PORT_OFFSET=100 moves every port by 100 (a second copy beside the first): each copy keeps
// its API data in its own folder (api/.data, api/.data-100…), and two starts in one checkout take
// turns on the builds (BUILD_LOCK): one never rebuilds `dist` while the other is copying it.
// WORDPRESS_URL=http://localhost:8088 serves `/wp-json` from that WordPress instead of the reference API
// (`node scripts/wordpress.mjs` runs a local one); without it the API's WordPress stand-in answers.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
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
const children = [];
const wordpressUrl = wordpressUrlFrom(process.env.WORDPRESS_URL);

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

function stopAll(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

// Opening the embedded database can take most of a minute on a busy 2-core machine.
async function waitForApi(timeoutMs = 170_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`${apiOrigin}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`API did not answer on ${apiOrigin}/health within ${timeoutMs} ms`);
}

async function main() {
  await ensureInstalled();
  // Build (when asked or missing) and take each server's private snapshot of `dist` under the lock.
  const waiting = () => log('another start is building or copying the apps: waiting for it…');
  const { serveApp, snapshotOf } = await import('./lib/static-server.mjs');
  const servers = withFileLock(
    BUILD_LOCK,
    async () => {
      if (args.has('--build') || !isBuilt()) {
        log('building every app (production)…');
        await runPnpm(['build']);
      }
      // The API's content images (hotel, activity and package photos) come from its public origin.
      const imageOrigins = [`http://localhost:${API_PORT}`, `http://127.0.0.1:${API_PORT}`];
      if (useNginx) {
        const { startNginx } = await import('./lib/nginx.mjs');
        const { ensureNginx, NGINX, NGINX_BROTLI_MODULE } = await import('./setup.mjs');
        await ensureNginx();
        const apps = APPS.map((app) => ({ ...app, root: snapshotOf(app.dir) }));
        const nginx = await startNginx({
          apps,
          apiOrigin,
          contentBase: wordpressUrl ?? apiOrigin,
          imageOrigins: [...imageOrigins, ...(wordpressUrl ? [wordpressUrl] : [])],
          nginx: NGINX,
          modules: [NGINX_BROTLI_MODULE],
        });
        nginx.child.on('exit', (code) => {
          log(`nginx exited (${code})`);
          stopAll(code ?? 1);
        });
        children.push(nginx.child);
      } else {
        for (const app of APPS) {
          // `pnpm dev --only <remote>`: that remote's dev server has its port (and its hot reload).
          if (app.name === devRemote) continue;
          await serveApp({
            ...app,
            apiOrigin,
            wordpressUrl,
            imageOrigins,
            devRemote,
            connectOrigins,
            codeOrigins,
          });
        }
      }
    },
    { timeoutMs: 15 * 60_000, onWait: waiting },
  );
  if (!args.has('--no-api')) {
    const api = spawn(join(ROOT, 'api', 'node_modules', '.bin', 'tsx'), ['src/main.ts'], {
      cwd: join(ROOT, 'api'),
      stdio: 'inherit',
      env: {
        API_PORT: String(API_PORT),
        // One data folder per copy of the site (the API locks its folder).
        API_DATA_DIR: join(ROOT, 'api', PORT_OFFSET === 0 ? '.data' : `.data-${PORT_OFFSET}`),
        SITE_ORIGIN: shellOrigin,
        API_PARENT_PID: String(process.pid),
        API_PUBLIC_ORIGIN: `http://localhost:${API_PORT}`,
        API_CORS_ORIGINS: APPS.flatMap((app) => [
          `http://localhost:${app.port}`,
          `http://127.0.0.1:${app.port}`,
        ]).join(','),
        ...process.env,
      },
    });
    api.on('exit', (code) => {
      log(`API exited (${code})`);
      stopAll(code ?? 1);
    });
    children.push(api);
  }
  await servers;
  if (!args.has('--no-api')) await waitForApi();
  for (const app of APPS) log(`${app.name.padEnd(10)} http://localhost:${app.port}`);
  log(`api        ${apiOrigin}`);
  if (wordpressUrl) log(`wordpress  ${wordpressUrl} (serves /wp-json)`);
  log(`site ready: open ${shellOrigin}`);
}

main().catch((error) => {
  console.error(error);
  stopAll(1);
});
