// `pnpm start --nginx`: the production builds served by Debian's nginx instead of the Node static
// server, with the repository's configuration (deploy/nginx/*.template) rendered for this run:
// ports (SITE_PORT_OFFSET), each app's snapshot folder, the environment's registry and releases,
// and the same security headers and CSP as the Node server (scripts/lib/security-headers.mjs).
// nginx runs in the foreground as a child of this process, listens on 127.0.0.1 only, and a
// watchdog stops it when this process goes away, however it ends.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deployEnvironment, registryFile, releasesOf, restampedRuntimeConfig } from './deploy.mjs';
import { firstViewSource } from './first-view-includes.mjs';
import { securityHeaders } from './security-headers.mjs';
import { log, ROOT, withPortOffset } from './workspace.mjs';

const TEMPLATES = join(ROOT, 'deploy', 'nginx');
const template = (name) => readFileSync(join(TEMPLATES, name), 'utf8');

const fill = (text, values) =>
  text.replace(/\{\{([A-Z_]+)\}\}/g, (match, key) => {
    if (!(key in values)) throw new Error(`nginx template: no value for ${match}`);
    return values[key];
  });

/** `add_header` lines (always: error answers carry them too). Quotes in values are escaped. */
const addHeaders = (headers, indent = '      ') =>
  Object.entries(headers)
    .map(([name, value]) => `${indent}add_header ${name} "${String(value).replaceAll('"', '\\"')}" always;`)
    .join('\n');

/**
 * Where nginx answers a remote's first-view include (`/_first-view/<remote>/<page>.html`, see
 * scripts/lib/first-view-includes.mjs): beside the remote's configured manifest. nginx does not read
 * the registry, so after `pnpm ship|promote|rollback` it still shows the configured build's first view
 * until the live page (from the release) replaces it; the Node server follows the registry.
 */
export function firstViewLocation(remote) {
  const source = firstViewSource(remote.entry);
  return [
    `    location /_first-view/${remote.name}/ {`,
    '      internal;',
    `      proxy_pass ${source.href};`,
    '      proxy_set_header Accept-Encoding "";',
    '      proxy_connect_timeout 1s;',
    '      proxy_read_timeout 1500ms;',
    '      proxy_intercept_errors on;',
    '      error_page 400 403 404 500 502 503 504 = /_first-view-none;',
    '    }',
  ].join('\n');
}

/**
 * The nginx configuration for `apps` (each with `root`: the folder to serve). Pure: returns the
 * text and the files it refers to that must be written (the run-time configuration of the shell).
 */
export function renderNginxConfig({
  apps,
  apiOrigin,
  /** Where `/wp-json` goes: the API, or a WordPress (possibly under a path), without `/wp-json`. */
  contentBase = apiOrigin,
  imageOrigins = [],
  runDir,
  environment = deployEnvironment(),
  modules = [],
  user,
}) {
  const host = apps.find((app) => app.role === 'host');
  const runtimeConfigText = withPortOffset(readFileSync(join(host.root, 'runtime-config.json'), 'utf8'));
  const runtimeConfig = JSON.parse(runtimeConfigText);
  const runtimeConfigFile = join(runDir, 'runtime-config.json');
  const servers = apps.map((app) => {
    const headers = securityHeaders({ role: app.role, config: runtimeConfig, imageOrigins });
    if (app.role === 'host') {
      return fill(template('host.server.template'), {
        PORT: String(app.port),
        ROOT: app.root,
        API_ORIGIN: apiOrigin,
        CONTENT_BASE: `${contentBase.replace(/\/+$/, '')}/wp-json`,
        RUNTIME_CONFIG: runtimeConfigFile,
        REGISTRY: registryFile(environment),
        HEADERS: addHeaders(headers),
        FIRST_VIEWS: runtimeConfig.remotes.map(firstViewLocation).join('\n'),
      });
    }
    return fill(template('remote.server.template'), {
      PORT: String(app.port),
      ROOT: app.root,
      RELEASES: releasesOf(app),
      HEADERS: addHeaders(headers),
    });
  });
  const text = fill(template('site.conf.template'), {
    LOAD_MODULES: modules.map((module) => `load_module ${module};`).join('\n'),
    USER: user ? `user ${user};` : '',
    RUN_DIR: runDir,
    SERVERS: servers.join('\n'),
  });
  return { text, files: { [runtimeConfigFile]: runtimeConfigText } };
}

/**
 * Starts nginx for `apps` in the foreground (a child of this process). Resolves once it answers on
 * the shell's port; returns its stop function. A watchdog shell stops nginx if this process dies.
 */
export async function startNginx({ apps, apiOrigin, contentBase, imageOrigins, nginx, modules }) {
  const runDir = mkdtempSync(join(tmpdir(), `andaman-nginx-${process.pid}-`));
  const isRoot = process.getuid?.() === 0;
  // As root, nginx's workers drop to nobody: the served folders must be readable by everyone.
  if (isRoot) {
    chmodSync(runDir, 0o755);
    for (const app of apps) chmodSync(join(app.root, '..'), 0o755);
  }
  const { text, files } = renderNginxConfig({
    apps,
    apiOrigin,
    contentBase,
    imageOrigins,
    runDir,
    modules,
    user: isRoot ? 'nobody nogroup' : undefined,
  });
  // The configuration's ports may have moved: stamped again, so the shell still takes it as it is.
  for (const [file, content] of Object.entries(files)) {
    writeFileSync(
      file,
      file.endsWith('runtime-config.json') ? await restampedRuntimeConfig(content) : content,
    );
  }
  for (const dir of ['client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(runDir, dir));
  const configFile = join(runDir, 'nginx.conf');
  writeFileSync(configFile, text);
  // The watchdog: nginx runs under a small shell that stops it when this process is gone.
  const watchdog = [
    `"$0" -c "$1" -p "$2" -e "$2/error.log" & child=$!`,
    `trap 'kill -TERM $child 2>/dev/null; wait $child; exit 0' TERM INT`,
    `while kill -0 "$3" 2>/dev/null && kill -0 $child 2>/dev/null; do sleep 1; done`,
    `kill -TERM $child 2>/dev/null; wait $child`,
  ].join('\n');
  const child = spawn('sh', ['-c', watchdog, nginx, configFile, runDir, String(process.pid)], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(runDir, { recursive: true, force: true });
  };
  process.on('exit', stop);
  const host = apps.find((app) => app.role === 'host');
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) {
      let errors = '';
      try {
        errors = readFileSync(join(runDir, 'error.log'), 'utf8');
      } catch {
        // nothing written
      }
      throw new Error(`nginx exited (${child.exitCode}):\n${errors}`);
    }
    try {
      const response = await fetch(`http://127.0.0.1:${host.port}/runtime-config.json`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('nginx did not answer within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  log(`nginx serves the site (configuration ${configFile})`);
  return { stop, child };
}
