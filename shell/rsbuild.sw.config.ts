import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';
import { precompressFile } from '../platform/src/precompress';
import { injectManifest, precacheManifest } from './src/offline/precache-manifest';

/** The worker's address: at the root, so its scope is the whole site (no `Service-Worker-Allowed` needed). */
const WORKER_FILE = 'sw.js';

/**
 * Puts the compiled worker into the shell's build (`dist/sw.js`) with the precache list of that build,
 * compressed like every other file. Runs after the browser build and the pre-rendering, so the list
 * names their final files.
 */
const placeWorker: RsbuildPlugin = {
  name: 'andaman:place-service-worker',
  setup(api) {
    api.onAfterBuild(() => {
      const shellDist = join(api.context.rootPath, 'dist');
      const compiled = readFileSync(join(api.context.distPath, WORKER_FILE), 'utf8');
      const target = join(shellDist, WORKER_FILE);
      writeFileSync(target, injectManifest(compiled, precacheManifest(shellDist)));
      precompressFile(target);
    });
  },
};

/**
 * The service worker (src/offline/service-worker.ts, docs/offline.md): one file, no federation, compiled
 * for a worker after the shell's browser build (`build` in package.json).
 */
export default defineConfig({
  source: { entry: { sw: './src/offline/service-worker.ts' }, tsconfigPath: './tsconfig.sw.json' },
  output: {
    target: 'web-worker',
    distPath: { root: 'dist-sw', js: '' },
    filename: { js: '[name].js' },
    filenameHash: false,
    cleanDistPath: true,
    sourceMap: false,
  },
  server: { publicDir: false },
  tools: { htmlPlugin: false },
  performance: { chunkSplit: { strategy: 'all-in-one' } },
  plugins: [placeWorker],
});
