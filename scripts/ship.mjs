// `pnpm ship <remote>`: builds one remote, runs its unit tests and contract check, publishes the build
// as an immutable content-addressed release (deploy/releases/mf-<remote>/<version>/) and points the
// environment's registry at it. No other app is built or touched and the shell is not restarted:
// the running site loads the new release on its next page load.
//   --env <name>       the registry to update (default DEPLOY_ENV or `local`)
//   --no-promote       publish the release only; `pnpm promote <remote> <version>` points at it later
//   --config <file>    build with this rsbuild config instead of the remote's (relative to the remote)
//   --skip-tests       skip the unit tests (the contract check always runs)
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { claimedRoutes, contractCheck } from './lib/contract-check.mjs';
import {
  contentHash,
  deployEnvironment,
  deployer,
  movePointer,
  publishRelease,
  releaseProblems,
  remoteApp,
} from './lib/deploy.mjs';
import { log, ROOT, run } from './lib/workspace.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    env: { type: 'string' },
    'no-promote': { type: 'boolean', default: false },
    config: { type: 'string' },
    'skip-tests': { type: 'boolean', default: false },
  },
});

function gitCommit(dir) {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', dir, 'shared'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    return dirty.trim() ? `${commit}-dirty` : commit;
  } catch {
    return 'unknown';
  }
}

const bin = (app, name) => join(ROOT, app.dir, 'node_modules', '.bin', name);

/** Builds into `<remote>/.ship/dist` (never the remote's `dist`, which a running site may be copying). */
async function buildRelease(app, configFile) {
  const work = join(ROOT, app.dir, '.ship');
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const base = resolve(ROOT, app.dir, configFile ?? 'rsbuild.config.ts');
  writeFileSync(
    join(work, 'rsbuild.config.ts'),
    [
      "import { mergeRsbuildConfig } from '@rsbuild/core';",
      `import base from ${JSON.stringify(base.replace(/\.ts$/, ''))};`,
      `export default mergeRsbuildConfig(base, { output: { distPath: { root: ${JSON.stringify(join(work, 'dist'))} } } });`,
      '',
    ].join('\n'),
  );
  await run(bin(app, 'rsbuild'), ['build', '-c', join(work, 'rsbuild.config.ts')], {
    cwd: join(ROOT, app.dir),
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return join(work, 'dist');
}

async function main() {
  const [name] = positionals;
  if (!name) throw new Error('usage: pnpm ship <remote> [--env <name>] [--no-promote] [--config <file>]');
  const app = remoteApp(name);
  const environment = deployEnvironment(values.env);
  const started = performance.now();
  const timings = [];
  const step = async (label, action) => {
    const begin = performance.now();
    log(`ship ${app.name}: ${label}…`);
    const result = await action();
    timings.push(`${label} ${((performance.now() - begin) / 1000).toFixed(1)} s`);
    return result;
  };

  const verify = async () => {
    if (!values['skip-tests']) {
      await step('unit tests', () =>
        // Worker threads start faster than vitest's default child processes: the same tests, less time.
        run(bin(app, 'vitest'), ['run', '--silent', '--pool=threads'], { cwd: join(ROOT, app.dir) }),
      );
    }
    await step('contract types', () => contractCheck.types(app));
  };
  // The checks and the build are independent: run them side by side (each is mostly one core).
  const [buildDir] = await Promise.all([step('build', () => buildRelease(app, values.config)), verify()]);
  await step('contract smoke', () => contractCheck.smoke(app, buildDir));

  const version = contentHash(buildDir);
  const manifest = JSON.parse(readFileSync(join(buildDir, 'mf-manifest.json'), 'utf8'));
  const packageVersion = JSON.parse(readFileSync(join(ROOT, app.dir, 'package.json'), 'utf8')).version;
  const info = {
    remote: app.name,
    version,
    packageVersion,
    builtAt: new Date().toISOString(),
    by: deployer(),
    commit: gitCommit(app.dir),
    exposes: manifest.exposes.map((expose) => expose.path),
    routes: claimedRoutes(app),
  };
  const published = publishRelease(app, buildDir, info);
  rmSync(join(ROOT, app.dir, '.ship'), { recursive: true, force: true });
  const problems = await releaseProblems(app, version);
  if (problems.length > 0) throw new Error(`release ${version} is not valid:\n  ${problems.join('\n  ')}`);
  log(
    `${published.created ? 'published' : 'already published (same content)'}: deploy/releases/${app.dir}/${version}`,
  );

  if (!values['no-promote']) {
    const moved = await movePointer({ app, environment, action: 'ship', version });
    log(`${environment}: ${app.name} ${moved.from ?? '(unreleased build)'} → ${version}`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(`ship ${app.name} ${version} took ${seconds} s (${timings.join(', ')})`);
  process.stdout.write(
    `${JSON.stringify({ remote: app.name, version, environment, seconds: Number(seconds) })}\n`,
  );
}

main().catch((error) => {
  console.error(`\x1b[31m[ship]\x1b[0m ${error.message}`);
  process.exit(1);
});
