// `pnpm ship <remote>` (or `npm run ship -- <remote>`): checks and builds one remote, publishes the
// build as an immutable content-addressed release (deploy/releases/mf-<remote>/<version>/) and points
// the environment's registry at it. No other app is built or touched and the shell is not restarted:
// the running site loads the new release on its next page load.
// Side by side, each once: the remote's unit tests, its incremental type check (with its exposes
// checked against the shell's contract) and the release pipeline (platform/src/release-pipeline.mjs:
// browser build, first views, renderer, size report), into a folder of its own; then the contract
// smoke check on that new build, in a browser. A refusal's first line names the check and the reason;
// the work folder is removed whatever happens.
//   --env <name>       the registry to update (default DEPLOY_ENV or `local`; declared environments only)
//   --no-promote       publish the release only; `pnpm promote <remote> <version>` points at it later
//   --why <text>       the reason recorded in the registry's history
//   --config <file>    build with this rsbuild config instead of the remote's (relative to the remote)
//   --skip-tests       skip the unit tests (the contract check always runs)
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildRelease } from '../platform/src/release-pipeline.mjs';
import { contractCheck, firstFailedTest, Refusal } from './lib/contract-check.mjs';
import {
  deployEnvironment,
  missingFirstViews,
  movePointer,
  publishRelease,
  releaseInfoOf,
  releaseProblems,
  remoteApp,
  workFolder,
} from './lib/deploy.mjs';
import { log, ROOT, runQuiet } from './lib/workspace.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    env: { type: 'string' },
    'no-promote': { type: 'boolean', default: false },
    why: { type: 'string' },
    config: { type: 'string' },
    'skip-tests': { type: 'boolean', default: false },
  },
});

const bin = (app, name) => join(ROOT, app.dir, 'node_modules', '.bin', name);

/** The remote's unit tests, its own only; their output is shown only when they fail. */
async function unitTests(app) {
  try {
    // Worker threads start faster than vitest's default child processes: the same tests, less time.
    await runQuiet(bin(app, 'vitest'), ['run', '--pool=threads', '--reporter=dot'], {
      cwd: join(ROOT, app.dir),
    });
  } catch (error) {
    const output = error.output ?? '';
    throw new Refusal('unit tests', firstFailedTest(output) ?? `the unit tests of ${app.dir} failed`, output);
  }
}

/** The release pipeline into `<work>/release`; its output is shown only when it fails. */
async function pipeline(app, work, onStep) {
  const outDir = join(work, 'release');
  try {
    await buildRelease({
      appDir: join(ROOT, app.dir),
      outDir,
      configFile: values.config,
      onStep,
      quiet: true,
    });
  } catch (error) {
    throw new Refusal('build', error.message.split('\n')[0], error.output ?? '');
  }
  return outDir;
}

async function main() {
  const [name] = positionals;
  if (!name) throw new Error('usage: pnpm ship <remote> [--env <name>] [--no-promote] [--why <text>]');
  const app = remoteApp(name);
  const environment = deployEnvironment(values.env);
  const started = performance.now();
  const timings = [];
  const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
  const record = (label, ms) => {
    timings.push(`${label} ${seconds(ms)}`);
    log(`ship ${app.name}: ${label} ${seconds(ms)}`);
  };
  const step = async (label, action) => {
    const begin = performance.now();
    const result = await action();
    record(label, performance.now() - begin);
    return result;
  };
  const work = workFolder(app, 'ship');
  const cleanUp = work.remove;
  process.once('SIGINT', () => {
    cleanUp();
    process.exit(130);
  });
  try {
    log(`ship ${app.name} to ${environment}: unit tests, type check and release pipeline side by side…`);
    // Independent, each once, side by side (each keeps about one core busy).
    const [buildDir] = await Promise.all([
      pipeline(app, work.dir, record),
      values['skip-tests'] ? undefined : step('unit tests', () => unitTests(app)),
      step('type check', () => contractCheck.types(app)),
    ]);
    await step('contract smoke (browser)', () => contractCheck.smoke(app, buildDir));

    const info = await releaseInfoOf(app, buildDir);
    const { version } = info;
    const published = await step('publish', async () => {
      const missing = missingFirstViews(buildDir);
      if (missing.length > 0) throw new Refusal('first views', missing[0], missing.slice(1).join('\n'));
      const copy = publishRelease(app, buildDir, info);
      const problems = await releaseProblems(app, version);
      if (problems.length > 0) throw new Refusal('publish', problems[0], problems.slice(1).join('\n'));
      return copy;
    });
    log(
      `${published.created ? 'published' : 'already published (same content)'}: deploy/releases/${app.dir}/${version}`,
    );
    if (!values['no-promote']) {
      const moved = await movePointer({ app, environment, action: 'ship', version, why: values.why });
      log(`${environment}: ${app.name} ${moved.from ?? '(unreleased build)'} → ${version}`);
    }
    const total = performance.now() - started;
    log(`ship ${app.name} ${version} took ${seconds(total)} (${timings.join(', ')})`);
    process.stdout.write(
      `${JSON.stringify({ remote: app.name, version, environment, seconds: Number((total / 1000).toFixed(1)) })}\n`,
    );
  } finally {
    cleanUp();
  }
}

main().catch((error) => {
  const tty = process.stderr.isTTY;
  const first = error instanceof Refusal ? error.message : `ship: ${error.message}`;
  process.stderr.write(`${tty ? '\x1b[31m' : ''}${first}${tty ? '\x1b[0m' : ''}\n`);
  if (error.details) process.stderr.write(`${error.details.trim().split('\n').slice(-40).join('\n')}\n`);
  process.exit(1);
});
