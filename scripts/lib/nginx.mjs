// `pnpm start --nginx`: the production builds served by Debian's nginx instead of the edge's Node
// servers, with the repository's configuration (deploy/nginx/*.template, rendered by
// edge/src/nginx-config.ts) for this run: ports, each app's snapshot folder, the environment's
// registry and releases, and the same security headers and CSP. nginx runs in the foreground as a
// child of this process, listens on 127.0.0.1 only, and a watchdog stops it (gracefully: in-flight
// requests finish) when this process goes away, however it ends.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cohortTiers, importTypeScript, registryRules } from './deploy.mjs';
import { log, ROOT } from './workspace.mjs';

export const NGINX_TEMPLATES = join(ROOT, 'deploy', 'nginx');

/** The edge's nginx configuration module (TypeScript, loaded through tsx). */
export const nginxConfig = () => importTypeScript(join(ROOT, 'edge', 'src', 'nginx-config.ts'));

/** A run folder for nginx (temp files, pid, logs), readable by its workers when they drop to nobody. */
export function nginxRunDir(prefix = 'andaman-nginx') {
  const runDir = mkdtempSync(join(tmpdir(), `${prefix}-${process.pid}-`));
  if (process.getuid?.() === 0) chmodSync(runDir, 0o755);
  for (const dir of ['client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(runDir, dir));
  return runDir;
}

/**
 * Runs nginx with the configuration `text` in `runDir` in the foreground (a child of this process),
 * and resolves once `readyUrl` answers. A watchdog shell stops nginx if this process dies.
 */
export async function runNginx({ nginx, runDir, text, readyUrl }) {
  const configFile = join(runDir, 'nginx.conf');
  writeFileSync(configFile, text);
  // SIGQUIT is nginx's graceful stop: requests in flight are answered first.
  const watchdog = [
    `"$0" -c "$1" -p "$2" -e "$2/error.log" & child=$!`,
    `trap 'kill -QUIT $child 2>/dev/null; wait $child; exit 0' TERM INT`,
    `while kill -0 "$3" 2>/dev/null && kill -0 $child 2>/dev/null; do sleep 1; done`,
    `kill -QUIT $child 2>/dev/null; wait $child`,
  ].join('\n');
  const child = spawn('sh', ['-c', watchdog, nginx, configFile, runDir, String(process.pid)], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(runDir, { recursive: true, force: true });
  };
  process.on('exit', stop);
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
      const response = await fetch(readyUrl);
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

/**
 * Starts nginx for `apps` (each with `root`: the folder to serve, and a remote's `releasesDir`).
 * `runtimeConfigFile`: the shell's configuration for this run; `serverNames`: the hosts answered.
 */
export async function startNginx({
  apps,
  apiOrigins,
  contentBase,
  imageOrigins,
  registryFile,
  serverNames,
  nginx,
  modules,
}) {
  const runDir = nginxRunDir();
  const isRoot = process.getuid?.() === 0;
  // As root, nginx's workers drop to nobody: the served folders must be readable by everyone.
  if (isRoot) for (const app of apps) chmodSync(join(app.root, '..'), 0o755);
  const host = apps.find((app) => app.role === 'host');
  const runtimeConfigFile = join(host.root, 'runtime-config.json');
  const { renderNginxSite } = await nginxConfig();
  const text = renderNginxSite({
    templates: NGINX_TEMPLATES,
    apps,
    apiOrigins,
    contentBase,
    imageOrigins,
    runtimeConfigFile,
    runtimeConfig: JSON.parse(readFileSync(runtimeConfigFile, 'utf8')),
    registryFile,
    // The release links nginx takes first views from (kept by the delivery commands, deploy.mjs).
    liveDir: registryFile.replace(/\.json$/, '.live'),
    cohortTiers: cohortTiers((await registryRules()).ROLLOUT_PERCENTS),
    serverNames,
    runDir,
    modules,
    user: isRoot ? 'nobody nogroup' : undefined,
  });
  return runNginx({ nginx, runDir, text, readyUrl: `http://127.0.0.1:${host.port}/runtime-config.json` });
}
