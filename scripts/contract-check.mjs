// `pnpm contract-check <remote> [--dist <dir>]`: the remote's contract check on its own (its CI step):
// the type check against @andaman/shared/remote-contract, then the browser smoke load of a build of
// the working tree made now by the release pipeline (never a `dist` left from earlier), or of the build
// in --dist. `pnpm ship` runs the same checks. A refusal's first line names the check and the reason.
// `pnpm contract-check --all`: every remote's check against its `dist`, two at a time (the CI step
// of `npm test`, after the production build).
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildRelease } from '../platform/src/release-pipeline.mjs';
import { contractCheck, Refusal } from './lib/contract-check.mjs';
import { remoteApp, workFolder } from './lib/deploy.mjs';
import { APPS, log, ROOT } from './lib/workspace.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { dist: { type: 'string' }, all: { type: 'boolean', default: false } },
});

async function check(app, dist) {
  const started = performance.now();
  await contractCheck.types(app);
  log(`${app.name}: exposed modules type-check against the contract`);
  const exposes = await contractCheck.smoke(app, dist ?? join(ROOT, app.dir, 'dist'));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(`${app.name}: ${exposes.join(', ')} load in a browser and have the contract's shape (${seconds} s)`);
}

async function main() {
  if (values.all) {
    if (values.dist || positionals.length > 0)
      throw new Error("--all checks every remote's dist: no name, no --dist");
    // Two at a time (one per core): each check is a type check, then a browser.
    const queue = APPS.filter((candidate) => candidate.role === 'remote');
    const worker = async () => {
      for (let app = queue.shift(); app; app = queue.shift()) await check(app);
    };
    await Promise.all([worker(), worker()]);
    return;
  }
  if (!positionals[0]) throw new Error('usage: pnpm contract-check <remote> [--dist <dir>] | --all');
  const app = remoteApp(positionals[0]);
  if (values.dist) return check(app, resolve(values.dist));
  const work = workFolder(app, 'contract-check');
  try {
    log(`${app.name}: building the working tree (release pipeline)…`);
    const outDir = join(work.dir, 'release');
    await check(app, await buildRelease({ appDir: join(ROOT, app.dir), outDir, quiet: true }));
  } finally {
    work.remove();
  }
}

main().catch((error) => {
  console.error(error instanceof Refusal ? error.message : `contract-check: ${error.message}`);
  if (error.details) console.error(error.details.trim().split('\n').slice(-40).join('\n'));
  process.exit(1);
});
