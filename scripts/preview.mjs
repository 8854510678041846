// `pnpm preview <remote>`: the working tree's build of one remote composed with an environment's live
// releases, on ports of its own, before anything is shipped: the release pipeline builds the remote
// (or `--release <version>` takes a published one), the release is published (immutable, as a ship
// would), the `preview` environment's registry becomes a copy of the source environment's with that
// remote on the candidate, and the site is served from it at SITE_PORT_OFFSET + 100 (`--offset`). It
// prints the link and the command that runs the e2e suite against the candidate. Ctrl+C stops it.
//   --env <name>         the environment whose live releases the candidate joins (default `local`)
//   --release <version>  a published release as the candidate instead of a build
//   --offset <n>         the port offset of the preview site (default SITE_PORT_OFFSET + 100)
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildRelease } from '../platform/src/release-pipeline.mjs';
import { claimedRoutes } from './lib/contract-check.mjs';
import {
  composePreview,
  deployEnvironment,
  missingFirstViews,
  publishRelease,
  releaseInfoOf,
  remoteApp,
  workFolder,
} from './lib/deploy.mjs';
import { log, PORT_OFFSET, ROOT, waitForUrl } from './lib/workspace.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    env: { type: 'string' },
    release: { type: 'string' },
    offset: { type: 'string' },
  },
});

/** Builds the working tree's remote and publishes it; returns its version. */
async function buildCandidate(app) {
  const work = workFolder(app, 'preview');
  try {
    const started = performance.now();
    log(`preview ${app.name}: building the working tree with the release pipeline…`);
    const dir = await buildRelease({
      appDir: join(ROOT, app.dir),
      outDir: join(work.dir, 'release'),
      quiet: true,
    });
    const missing = missingFirstViews(dir);
    if (missing.length > 0) throw new Error(`first views: ${missing[0]}`);
    const info = await releaseInfoOf(app, dir);
    publishRelease(app, dir, info);
    const { version } = info;
    log(`preview ${app.name}: built ${version} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    return version;
  } finally {
    work.remove();
  }
}

async function main() {
  const [name] = positionals;
  if (!name)
    throw new Error('usage: pnpm preview <remote> [--env <name>] [--release <version>] [--offset <n>]');
  const app = remoteApp(name);
  const source = deployEnvironment(values.env);
  const offset = Number(values.offset ?? PORT_OFFSET + 100);
  if (!Number.isInteger(offset) || offset < 0 || offset > 60_000)
    throw new Error(`--offset is not a port offset: ${values.offset}`);
  const version = values.release ?? (await buildCandidate(app));
  await composePreview({ source, app, version });
  const site = `http://localhost:${3000 + offset}`;
  log(
    `preview: ${app.name} ${version} with the other remotes as live in ${source}; starting the site on ${site}…`,
  );
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'start.mjs')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, SITE_PORT_OFFSET: String(offset), DEPLOY_ENV: 'preview' },
  });
  const stop = (signal) => {
    child.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  child.on('exit', (code) => process.exit(code ?? 0));
  await waitForUrl(`http://127.0.0.1:${3000 + offset}/registry.json`, 'the preview site', 120_000);
  await waitForUrl(`http://127.0.0.1:${4000 + offset}/health`, 'the preview API', 120_000);
  const [route] = claimedRoutes(app);
  process.stdout.write(
    [
      '',
      `preview ready: ${app.name} ${version} composed with ${source}'s live releases`,
      `  open      ${site}${route ?? '/'}`,
      `  e2e       E2E_OVERRIDE=${app.name}=${version} pnpm test:e2e`,
      '  (Ctrl+C stops the preview)',
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error(`\x1b[31m[preview]\x1b[0m ${error.message}`);
  process.exit(1);
});
