// Helpers for the root scripts. Node standard library only: these run before `pnpm install`.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PNPM_VERSION = '10.34.9';

/**
 * Added to every port (`SITE_PORT_OFFSET=100` serves the shell on 3100, remotes on 3101-3105 and
 * the API on 4100), so two copies of the site — say an e2e run and a bench — can run side by side.
 */
export const PORT_OFFSET = Number(process.env.SITE_PORT_OFFSET ?? 0);

/** The apps served in production, each from its own origin (port), as they would be from their own CDN. */
export const APPS = [
  { name: 'shell', dir: 'shell', port: 3000, role: 'host' },
  { name: 'ferry', dir: 'mf-ferry', port: 3001, role: 'remote' },
  { name: 'hotels', dir: 'mf-hotels', port: 3002, role: 'remote' },
  { name: 'activities', dir: 'mf-activities', port: 3003, role: 'remote' },
  { name: 'holidays', dir: 'mf-holidays', port: 3004, role: 'remote' },
  { name: 'blog', dir: 'mf-blog', port: 3005, role: 'remote' },
].map((app) => ({ ...app, port: app.port + PORT_OFFSET }));
export const API_PORT = Number(process.env.API_PORT ?? 4000 + PORT_OFFSET);
/** The local mail sink of `npm start` and the e2e tests: SMTP here, its JSON interface one port up. */
export const MAIL_SINK_SMTP_PORT = 2525 + PORT_OFFSET;
export const MAIL_SINK_HTTP_PORT = MAIL_SINK_SMTP_PORT + 1;

/** Moves `localhost:<port>` references of the default layout (3000-3009: the shell and up to nine remotes, QA origins 3090-3099, 4000) by the port offset. */
export function withPortOffset(text) {
  if (PORT_OFFSET === 0) return text;
  return text.replace(
    /(localhost|127\.0\.0\.1):(300[0-9]|309[0-9]|4000)\b/g,
    (_, host, port) => `${host}:${Number(port) + PORT_OFFSET}`,
  );
}

/** pnpm, or a pinned pnpm through npx when it is not installed (only Node and npm are assumed). */
export function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { stdio: 'ignore' });
  return probe.status === 0 ? ['pnpm'] : ['npx', '-y', `pnpm@${PNPM_VERSION}`];
}

/** Runs a command in the workspace, streaming its output; resolves on success, rejects with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

/** Runs a command with its output captured; resolves with it, or rejects with it on failure. */
export function runQuiet(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve(output);
      else
        reject(Object.assign(new Error(`${command} failed (${signal ?? code})`), { output, code, signal }));
    });
  });
}

export async function runPnpm(args, options) {
  const [command, ...prefix] = pnpmCommand();
  await run(command, [...prefix, ...args], options);
}

/**
 * Installs dependencies exactly as the lockfile says. Cheap when nothing changed (pnpm checks and
 * returns in a few seconds), and it keeps a checkout that pulled new dependencies from running stale.
 */
export async function ensureInstalled() {
  await runPnpm(['install', '--frozen-lockfile']);
}

/** True when every app has a production build. */
export function isBuilt() {
  return APPS.every((app) => existsSync(join(ROOT, app.dir, 'dist', 'mf-manifest.json')));
}

export function log(message) {
  process.stdout.write(`\x1b[36m[site]\x1b[0m ${message}\n`);
}

/** True while process `pid` exists. */
export const isRunning = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Resolves once `url` answers 2xx; throws naming `what` after `timeoutMs`. */
export async function waitForUrl(url, what = url, timeoutMs = 170_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer on ${url} within ${timeoutMs} ms`);
}

/**
 * Runs `action` holding the lock file `path` (created exclusively; a lock left by a dead process is
 * taken over). Waits up to `timeoutMs` for another holder, then fails naming it.
 */
export async function withFileLock(path, action, { timeoutMs = 30_000, onWait } = {}) {
  mkdirSync(dirname(path), { recursive: true });
  const deadline = Date.now() + timeoutMs;
  let waited = false;
  for (;;) {
    try {
      closeSync(openSync(path, 'wx'));
      writeFileSync(path, String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      let owner = 0;
      try {
        owner = Number(readFileSync(path, 'utf8'));
      } catch {
        // removed meanwhile: try again
      }
      if (owner && !isRunning(owner)) rmSync(path, { force: true });
      else if (Date.now() > deadline) throw new Error(`${path} is held by process ${owner}`);
      else {
        if (!waited) onWait?.(owner);
        waited = true;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }
  try {
    return await action();
  } finally {
    rmSync(path, { force: true });
  }
}

/**
 * The lock held while the production builds are written or copied: a second `npm start` (or
 * `pnpm ship`) in the same checkout waits instead of rebuilding `dist` under a server copying it.
 */
export const BUILD_LOCK = join(ROOT, 'node_modules', '.cache', 'andaman-build.lock');
