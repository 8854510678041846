// The release pipeline of a remote: one way to turn its sources into what a release holds, used by the
// remote's `build` (into `dist`), by `pnpm ship` (into a folder of its own) and so by CI alike:
//   1. the browser build (rsbuild, with the remote's federation configuration)
//   2. its first views and per-request renderer (first-views.mjs), and `first-views.json`
//   3. `size-report.json`: bytes and gzip bytes of its scripts and styles
// Its exposed contract (the exposes of `mf-manifest.json`, checked by the contract check) is part of
// the browser build. The same sources give the same files, so `build` and `ship` give the same release.
//   node ../platform/src/release-pipeline.mjs [--out <dir>] [--config <rsbuild config>]
// runs in the remote's folder; `--out` defaults to `dist`, `--config` to the remote's own.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const HERE = dirname(fileURLToPath(import.meta.url));
export const SIZE_REPORT = 'size-report.json';

/** Runs a step; `quiet` keeps its output, which a failure then carries (`error.output`). */
function run(command, args, cwd, quiet) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr?.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) return resolvePromise();
      const last = output.trim().split('\n').filter(Boolean).at(-1);
      const error = new Error(
        `${command.split('/').at(-1)} ${args[0] ?? ''} failed (${signal ?? code})${last ? `: ${last}` : ''}`,
      );
      reject(Object.assign(error, { output }));
    });
  });
}

/**
 * An rsbuild configuration file that is the remote's own with the output moved to `outDir`
 * (written under `workDir`); the remote's `dist` is left alone, a running site may be copying it.
 */
function configWithOutput(appDir, workDir, outDir, configFile) {
  const base = resolve(appDir, configFile ?? 'rsbuild.config.ts').replace(/\.ts$/, '');
  const file = join(workDir, 'rsbuild.config.ts');
  mkdirSync(workDir, { recursive: true });
  writeFileSync(
    file,
    [
      "import { mergeRsbuildConfig } from '@rsbuild/core';",
      `import base from ${JSON.stringify(base)};`,
      `export default mergeRsbuildConfig(base, { output: { distPath: { root: ${JSON.stringify(outDir)} } } });`,
      '',
    ].join('\n'),
  );
  return file;
}

/** Bytes and gzip bytes of the build's scripts and styles (the precompressed copies are not counted twice). */
export function sizeReport(outDir) {
  const totals = { js: { files: 0, bytes: 0, gzipBytes: 0 }, css: { files: 0, bytes: 0, gzipBytes: 0 } };
  const static_ = join(outDir, 'static');
  if (!existsSync(static_)) return totals;
  for (const path of readdirSync(static_, { recursive: true }).map(String)) {
    const kind = /\.(js|css)$/.exec(path)?.[1];
    if (!kind) continue;
    const file = join(static_, path);
    const gzip = `${file}.gz`;
    totals[kind].files += 1;
    totals[kind].bytes += statSync(file).size;
    totals[kind].gzipBytes += existsSync(gzip) ? statSync(gzip).size : gzipSync(readFileSync(file)).length;
  }
  return totals;
}

/**
 * Builds the release of the remote in `appDir` into `outDir` (replaced). `configFile`: another rsbuild
 * configuration (relative to the remote). `onStep(label, ms)` hears each step's time; `quiet` keeps
 * the steps' output for a failure's `output` instead of printing it.
 */
export async function buildRelease({ appDir, outDir, configFile, onStep = () => undefined, quiet = false }) {
  const bin = (name) => join(appDir, 'node_modules', '.bin', name);
  const timed = async (label, action) => {
    const started = performance.now();
    await action();
    onStep(label, performance.now() - started);
  };
  const target = resolve(appDir, outDir);
  const defaultOutput = target === join(appDir, 'dist') && !configFile;
  const workDir = `${target}-config`;
  try {
    await timed('browser build', () =>
      run(
        bin('rsbuild'),
        defaultOutput ? ['build'] : ['build', '-c', configWithOutput(appDir, workDir, target, configFile)],
        appDir,
        quiet,
      ),
    );
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  await timed('first views', () =>
    run(process.execPath, [join(HERE, 'first-views.mjs'), '--dist', target], appDir, quiet),
  );
  writeFileSync(join(target, SIZE_REPORT), `${JSON.stringify(sizeReport(target), null, 2)}\n`);
  return target;
}

async function main() {
  const { values } = parseArgs({
    options: { out: { type: 'string', default: 'dist' }, config: { type: 'string' } },
  });
  const appDir = process.cwd();
  await buildRelease({
    appDir,
    outDir: values.out,
    configFile: values.config,
    onStep: (label, ms) => process.stdout.write(`release pipeline: ${label} ${(ms / 1000).toFixed(1)} s\n`),
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
