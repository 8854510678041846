// A real WordPress on 127.0.0.1 for the blog's WordPress lane: Debian's `wordpress` package (6.1) served by
// PHP's built-in server, with a private MariaDB (own data directory and socket under a temp directory, no
// TCP port), installed and seeded through WordPress's own PHP API with the reference API's blog seed.
// Everything stops, and the temp directory goes, when the process that started it exits (even if killed).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { log, ROOT, run } from './workspace.mjs';

const WORDPRESS_DIR = '/usr/share/wordpress';
const PHP_DIR = join(ROOT, 'scripts', 'lib', 'wordpress');
export const WORDPRESS_PACKAGES = ['wordpress', 'mariadb-server', 'php-cli', 'php-mysql', 'php-gd'];

const has = (command, args = ['--version']) => spawnSync(command, args, { stdio: 'ignore' }).status === 0;
const phpHas = (module) => {
  const result = spawnSync('php', ['-m'], { encoding: 'utf8' });
  return (
    result.status === 0 && result.stdout.split('\n').some((line) => line.trim().toLowerCase() === module)
  );
};

/** Whether WordPress, MariaDB and PHP (with mysqli and gd) are installed. */
export function wordpressInstalled() {
  return (
    existsSync(join(WORDPRESS_DIR, 'wp-load.php')) &&
    existsSync('/usr/sbin/mariadbd') &&
    existsSync('/usr/bin/mariadb-install-db') &&
    has('php', ['-v']) &&
    phpHas('mysqli') &&
    phpHas('gd')
  );
}

/** Whether this machine can install Debian packages (root with apt-get). */
export const canInstallPackages = () => process.getuid?.() === 0 && has('apt-get', ['--version']);

/** Installs the Debian packages when missing (root only); throws when they are missing and cannot be installed. */
export async function ensureWordPressPackages() {
  if (wordpressInstalled()) return;
  if (!canInstallPackages()) {
    throw new Error(
      `WordPress needs these Debian packages (apt-get install as root): ${WORDPRESS_PACKAGES.join(' ')}`,
    );
  }
  log(`installing ${WORDPRESS_PACKAGES.join(', ')} with apt…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = ['install', '-y', '-q', '--no-install-recommends', ...WORDPRESS_PACKAGES];
  try {
    await run('apt-get', install, { env });
  } catch {
    await run('apt-get', ['update', '-q'], { env });
    await run('apt-get', install, { env });
  }
  if (!wordpressInstalled()) throw new Error('WordPress packages did not install');
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(check, what, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(200);
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
}

/**
 * A process that stops the process groups `pids` and removes `dir` once `parent` is gone (so a killed
 * parent leaves nothing behind).
 */
function watchdog(parent, pids, dir) {
  const code = `
const [parent, dir, ...pids] = process.argv.slice(1);
const alive = (pid) => { try { process.kill(Number(pid), 0); return true; } catch { return false; } };
const timer = setInterval(() => {
  if (alive(parent)) return;
  clearInterval(timer);
  for (const pid of pids) { try { process.kill(-Number(pid), 'SIGTERM'); } catch {} }
  setTimeout(() => { require('node:fs').rmSync(dir, { recursive: true, force: true }); process.exit(0); }, 3000);
}, 1000);`;
  const child = spawn(process.execPath, ['-e', code, String(parent), dir, ...pids.map(String)], {
    detached: true,
    stdio: 'ignore',
  });
  child.unref();
  return child;
}

const wpConfig = ({ socket, url, token }) => {
  const key = () => randomBytes(32).toString('hex');
  const keys = ['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT']
    .concat(['LOGGED_IN_SALT', 'NONCE_SALT'])
    .map((name) => `define('${name}', '${key()}');`)
    .join('\n');
  return `<?php
// Written by scripts/lib/wordpress.mjs for the test lane.
define('DB_NAME', 'wordpress');
define('DB_USER', 'root');
define('DB_PASSWORD', '');
define('DB_HOST', 'localhost:${socket}');
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
${keys}
$table_prefix = 'wp_';
define('WP_HOME', '${url}');
define('WP_SITEURL', '${url}');
define('WP_CONTENT_DIR', __DIR__ . '/wp-content');
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_AUTO_UPDATE_CORE', false);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('WP_DEBUG', false);
define('ANDAMAN_TEST_TOKEN', '${token ?? ''}');
if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');
require_once ABSPATH . 'wp-settings.php';
`;
};

/**
 * The reference API's blog seed as JSON (the same categories, posts and comments), written to `file`; with
 * the test fixtures (the hostile post) when `testFixtures`, as the API seeds them in test mode.
 */
function exportSeed(file, testFixtures) {
  const tsx = join(ROOT, 'api', 'node_modules', '.bin', 'tsx');
  const result = spawnSync(tsx, ['src/seed/export-blog.ts'], {
    cwd: join(ROOT, 'api'),
    encoding: 'utf8',
    env: { ...process.env, API_TEST_MODE: testFixtures ? '1' : '0' },
  });
  if (result.status !== 0) throw new Error(`exporting the blog seed failed: ${result.stderr}`);
  writeFileSync(file, result.stdout);
}

/** Throws when something already listens on 127.0.0.1:`port` (it would answer in WordPress's place). */
function ensurePortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`port ${port} is in use (another WordPress?): stop it or set WORDPRESS_PORT`)
          : error,
      ),
    );
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

const phpArgs = ['-d', 'opcache.enable_cli=1', '-d', 'memory_limit=256M', '-d', 'display_errors=stderr'];

/**
 * Starts a seeded WordPress on http://127.0.0.1:`port` (install + seed take a few seconds once the packages
 * are there). `token` switches on the lane's test controls (`/wp-json/andaman-test/v1/*`);
 * `frontEndOrigin` (the shell's origin) makes the posts' SEO canonical URLs point at the site's `/blog/{slug}`.
 * Returns `{ url, stop }`.
 */
export async function startWordPress({ port = 8088, token, frontEndOrigin = '' } = {}) {
  await ensurePortFree(port);
  await ensureWordPressPackages();
  const started = Date.now();
  const dir = mkdtempSync(join(tmpdir(), 'andaman-wp-'));
  const socket = join(dir, 'mysqld.sock');
  const data = join(dir, 'mysql');
  const children = [];
  const stop = () => {
    // Each server leads its own process group: PHP's built-in server forks workers that outlive their
    // parent unless the whole group is stopped.
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    children.length = 0;
    setTimeout(() => rmSync(dir, { recursive: true, force: true }), 1500).unref();
  };
  try {
    const install = spawnSync(
      'mariadb-install-db',
      [
        '--no-defaults',
        '--user=root',
        `--datadir=${data}`,
        '--auth-root-authentication-method=normal',
      ].concat(['--skip-test-db', '--skip-name-resolve']),
      { encoding: 'utf8' },
    );
    if (install.status !== 0) throw new Error(`mariadb-install-db failed: ${install.stderr}`);
    const mariadb = spawn(
      '/usr/sbin/mariadbd',
      ['--no-defaults', '--user=root', `--datadir=${data}`, `--socket=${socket}`, '--skip-networking']
        .concat([`--pid-file=${join(dir, 'mysqld.pid')}`, `--log-error=${join(dir, 'mysqld.log')}`])
        .concat(['--innodb-buffer-pool-size=32M', '--innodb-flush-log-at-trx-commit=0', '--skip-log-bin']),
      { stdio: 'ignore', detached: true },
    );
    children.push(mariadb);
    const guard = watchdog(process.pid, [mariadb.pid], dir);
    await waitFor(() => existsSync(socket), 'MariaDB', 30_000);
    const created = spawnSync(
      'mariadb',
      ['--no-defaults', `--socket=${socket}`, '-uroot'].concat(['-e', 'CREATE DATABASE wordpress']),
      {
        encoding: 'utf8',
      },
    );
    if (created.status !== 0) throw new Error(`creating the database failed: ${created.stderr}`);

    const root = join(dir, 'wordpress');
    cpSync(WORDPRESS_DIR, root, { recursive: true, dereference: true });
    const url = `http://127.0.0.1:${port}`;
    writeFileSync(join(root, 'wp-config.php'), wpConfig({ socket, url, token }));
    mkdirSync(join(root, 'wp-content', 'mu-plugins'), { recursive: true });
    mkdirSync(join(root, 'wp-content', 'uploads'), { recursive: true });
    cpSync(join(PHP_DIR, 'andaman-lane.php'), join(root, 'wp-content', 'mu-plugins', 'andaman-lane.php'));
    cpSync(join(PHP_DIR, 'router.php'), join(root, 'andaman-router.php'));

    const seedFile = join(dir, 'seed.json');
    exportSeed(seedFile, Boolean(token));
    const seeded = spawnSync(
      'php',
      [...phpArgs, join(PHP_DIR, 'seed.php'), root, seedFile, url, frontEndOrigin],
      {
        encoding: 'utf8',
      },
    );
    if (seeded.status !== 0) throw new Error(`seeding WordPress failed: ${seeded.stderr}${seeded.stdout}`);
    const summary = JSON.parse(seeded.stdout.trim().split('\n').at(-1) ?? '{}');

    const php = spawn(
      'php',
      [...phpArgs, '-S', `127.0.0.1:${port}`, '-t', root, join(root, 'andaman-router.php')],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, PHP_CLI_SERVER_WORKERS: '4' },
        detached: true,
      },
    );
    children.push(php);
    let errors = '';
    php.stderr.on('data', (chunk) => {
      errors = (errors + chunk).slice(-4000);
    });
    guard.kill();
    watchdog(process.pid, [mariadb.pid, php.pid], dir);
    await waitFor(
      async () => {
        if (php.exitCode !== null) throw new Error(`php -S exited: ${errors}`);
        try {
          return (await fetch(`${url}/wp-json/`)).ok;
        } catch {
          return false;
        }
      },
      'WordPress',
      30_000,
    );
    log(
      `WordPress ${url} ready in ${((Date.now() - started) / 1000).toFixed(1)} s: ${summary.posts} posts, ` +
        `${summary.comments} comments${summary.sameCategoryIds ? '' : ' (category ids differ from the seed)'}`,
    );
    process.on('exit', stop);
    return { url, dir, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
