// `pnpm dev`: every app's dev server with hot reload (shell 3000, remotes 3001-3005) and the API
// in watch mode on 4000. The shell's dev server forwards /api and /wp-json to the API.
//
// `pnpm dev --only <remote>` (e.g. `pnpm dev --only hotels`): that one remote's dev server, with hot
// reload, inside the full site: the shell and the other remotes are served from their production
// builds and the environment's released versions (the local registry), the API runs as in
// `npm start`. No other team's dev server and no shell rebuild are needed. The remote's manifest on
// localhost is the run-time configuration's own entry (development only: the production
// configuration may not name localhost). Its dev server compiles JSX for the shell's production
// React (MF_DEV_INSIDE_SITE, see platform/src/rsbuild-preset.ts) and reloads the page on a change.
//   --no-api   do not start the API (use one already running on API_PORT), as `npm start --no-api`
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { remoteApp } from './lib/deploy.mjs';
import { ensureInstalled, log, ROOT, runPnpm } from './lib/workspace.mjs';

const { values } = parseArgs({
  options: { only: { type: 'string' }, 'no-api': { type: 'boolean' } },
  allowPositionals: true,
});

await ensureInstalled();
if (!values.only) {
  await runPnpm([
    '-r',
    '--parallel',
    '--filter',
    './shell',
    '--filter',
    './mf-*',
    '--filter',
    './api',
    'dev',
  ]);
} else {
  const app = remoteApp(values.only);
  const children = [];
  const stopAll = (code = 0) => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(code);
  };
  process.on('SIGINT', () => stopAll(0));
  process.on('SIGTERM', () => stopAll(0));
  const child = (command, args, env = {}, cwd = ROOT) => {
    const started = spawn(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
    started.on('exit', (code) => {
      log(`${args.join(' ')} exited (${code})`);
      stopAll(code ?? 1);
    });
    children.push(started);
  };
  // The site without this remote (built and released apps), then the remote's dev server on its port.
  child(process.execPath, [join(ROOT, 'scripts', 'start.mjs'), ...(values['no-api'] ? ['--no-api'] : [])], {
    SITE_DEV_REMOTE: app.name,
  });
  child(
    join(ROOT, app.dir, 'node_modules', '.bin', 'rsbuild'),
    ['dev', '--port', String(app.port)],
    { NODE_ENV: 'development', MF_DEV_INSIDE_SITE: '1' },
    join(ROOT, app.dir),
  );
  log(`${app.name}: dev server with hot reload on http://localhost:${app.port}, inside the site`);
}
